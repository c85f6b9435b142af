"""The portal's session engine (SESSION_ENGINE): Django's database sessions, each row also
naming its user (UserSession.auth_user_id), as Django documents for extending database-backed
sessions. An erase deletes all of a person's sessions through that indexed column
(`sessions_delete`); expired rows go with `manage.py clearsessions` as before.

There is no cached copy of a session (not the cache or cached_db engine): deleting the rows
ends them everywhere.
"""

# Reference: https://docs.djangoproject.com/en/5.2/topics/http/sessions/#extending-database-backed-session-engines

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.apps import apps
from django.contrib.auth import SESSION_KEY
from django.contrib.sessions.backends.db import SessionStore as DBStore

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.sessions.base_session import AbstractBaseSession

    class _StoredSession(AbstractBaseSession):
        """The rows this engine makes and reads, accounts.UserSession, as far as it uses them.
        Restated rather than imported: the model names this engine as its store, so importing
        it here, even for the type checker, would be an import circle
        (tests/core/test_import_graph.py)."""

        auth_user_id: str

    # Django's store is generic over its model in django-stubs only (not subscriptable at
    # runtime).
    _DBStore = DBStore[_StoredSession]
else:
    _DBStore = DBStore


class SessionStore(_DBStore):
    # The class keeps Django's name: the salt of the session data is derived from it
    # ("django.contrib.sessions.SessionStore"), so the rows moved over from django_session by
    # migration accounts 0003 still decode.

    @classmethod
    def get_model_class(cls) -> type[_StoredSession]:
        # By the app registry, not an import: the model names this engine as its store.
        return apps.get_model("accounts", "UserSession")

    def create_model_instance(self, data: dict[str, Any]) -> _StoredSession:
        row = super().create_model_instance(data)
        user_id = data.get(SESSION_KEY)
        row.auth_user_id = str(user_id) if user_id is not None else ""
        return row


def sessions_delete(user: AbstractBaseUser) -> int:
    """Delete every session of `user` (signed in anywhere, expired or not); how many."""
    user_id = user._meta.pk.value_to_string(user)
    deleted, _ = SessionStore.get_model_class().objects.filter(auth_user_id=user_id).delete()
    return deleted
