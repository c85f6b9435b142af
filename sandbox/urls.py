"""URLs of the sandbox: the A2A API, the OAuth server and the /_sandbox/ test hooks."""

from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.generic import TemplateView
from oauth2_provider import views as oauth2_views

from sandbox import a2a, hooks, oauth

urlpatterns = [
    path("", TemplateView.as_view(template_name="sandbox/index.html"), name="index"),
    # A2A
    path(".well-known/agent.json", a2a.agent_card, name="agent-card"),
    # Where A2A 0.3 and 1.0 look for the card; whether each path answers depends on the dialect.
    path(
        ".well-known/agent-card.json",
        a2a.agent_card,
        {"file_name": "agent-card.json"},
        name="agent-card-json",
    ),
    path("api/v1/a2a", a2a.a2a_endpoint, name="a2a"),
    # OAuth 2.0 authorization server (flows by django-oauth-toolkit)
    path(
        ".well-known/oauth-authorization-server",
        oauth.authorization_server_metadata,
        name="oauth-metadata",
    ),
    path(
        "oauth/authorize",
        oauth2_views.AuthorizationView.as_view(template_name="sandbox/authorize.html"),
        name="oauth-authorize",
    ),
    path("oauth/token", oauth2_views.TokenView.as_view(), name="oauth-token"),
    path("oauth/revoke", oauth2_views.RevokeTokenView.as_view(), name="oauth-revoke"),
    path("oauth/register", oauth.register_client, name="oauth-register"),
    path("oauth/userinfo", oauth.userinfo, name="oauth-userinfo"),
    path(
        "accounts/login/",
        auth_views.LoginView.as_view(template_name="sandbox/login.html"),
        name="login",
    ),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    # Test hooks: sandbox only, never present upstream.
    path("_sandbox/health", hooks.health, name="hooks-health"),
    path("_sandbox/requests", hooks.requests_count, name="hooks-requests"),
    path("_sandbox/requests/reset", hooks.requests_reset, name="hooks-requests-reset"),
    path("_sandbox/faults", hooks.faults, name="hooks-faults"),
    path("_sandbox/config", hooks.config, name="hooks-config"),
    path("_sandbox/drift", hooks.drift, name="hooks-drift"),
    path("_sandbox/clock", hooks.clock, name="hooks-clock"),
    path("_sandbox/reset", hooks.reset, name="hooks-reset"),
    path("_sandbox/wake", hooks.wake, name="hooks-wake"),
    path("_sandbox/answers", hooks.answers, name="hooks-answers"),
    path("_sandbox/token", hooks.token, name="hooks-token"),
    path("_sandbox/directory", hooks.directory, name="hooks-directory"),
]
