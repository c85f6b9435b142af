"""Who a request or a task acts for, as the type checker sees it.

The portal keeps Django's own user model (no AUTH_USER_MODEL), so a signed-in person is a
`django.contrib.auth.models.User` and `request.user` is `AnyUser`: that User or the
AnonymousUser of a visitor. Behind @login_required a view knows it has the User;
`signed_in_user` says so to the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

if TYPE_CHECKING:
    from django.contrib.auth.models import AnonymousUser, User

    # What AuthenticationMiddleware puts on request.user.
    AnyUser: TypeAlias = User | AnonymousUser


def signed_in_user(request: HttpRequest) -> User:
    """`request.user` in a view behind @login_required: the signed-in User."""
    user = request.user
    if not user.is_authenticated:
        # login_required sends a visitor to sign in before the view runs, so this is never
        # reached; it is what tells the type checker the AnonymousUser is gone.
        raise PermissionDenied("this view needs a signed-in user (login_required)")
    return user
