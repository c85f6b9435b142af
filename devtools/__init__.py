"""Development tooling: launchers for `make run`. The portal never imports it."""
