"""Sign in with Magisterium: allauth provider, encrypted tokens, refresh, connection status."""
