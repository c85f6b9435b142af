"""The one error family for everything that can go wrong talking to Magisterium.

Each error carries `user_message` (one plain sentence for the page) and `permanent` (True when
retrying the same call cannot help, so Celery and views stop early). The technical `detail`
(upstream's message, HTTP status, exception class) is for logs only; it never holds a token.
"""

# Reference: docs/upstream.md §5 (error table) and §8 (what a client must get right).

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict, Unpack

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

if TYPE_CHECKING:
    # Types only (django-stubs' companion): a sentence may be a lazy translation.
    from django_stubs_ext import StrOrPromise


class ErrorFields(TypedDict, total=False):
    """The keyword arguments every error takes after its own: what upstream said and the
    sentence for the page (a subclass passes them on to `MagisteriumError`)."""

    http_status: int | None
    code: int | None
    user_message: StrOrPromise | None


class MagisteriumError(Exception):
    """Base class: catch this to handle every upstream failure in one place."""

    permanent: bool = False
    default_user_message = _("Something went wrong while asking Magisterium.")

    def __init__(
        self,
        detail: str = "",
        *,
        http_status: int | None = None,
        code: int | None = None,
        user_message: StrOrPromise | None = None,
    ) -> None:
        super().__init__(detail or type(self).__name__)
        self.detail = detail
        self.http_status = http_status
        self.code = code
        self._user_message = user_message

    @property
    def user_message(self) -> str:
        return str(self._user_message or self.default_user_message)

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(detail={self.detail!r}, http_status={self.http_status!r}, "
            f"code={self.code!r})"
        )


class Unauthorized(MagisteriumError):
    """401 / -32004. Retrying with the same token cannot help: refresh it first (accounts)."""

    permanent = True
    default_user_message = _("Your Magisterium sign-in has expired. Please sign in again.")


class PlanRequired(MagisteriumError):
    """403 / -32005: the account has no paid plan. Never retried (docs/security.md §16)."""

    permanent = True
    # Pages show it under the heading "This needs a paid Magisterium plan" (accounts'
    # paid_plan_notice), so it says why rather than repeating it.
    default_user_message = _(
        "Your Magisterium account is on the free plan. This part of the portal asks Magisterium "
        "for you, which needs a Pro, Organization or Enterprise plan."
    )


class RateLimited(MagisteriumError):
    """429 / -32003 from upstream, or our own per-user throttle refusing before sending.

    `retry_after` is whole seconds (at least 1). `local` is True when nothing was sent.
    """

    def __init__(
        self,
        retry_after: int,
        detail: str = "",
        *,
        local: bool = False,
        **kwargs: Unpack[ErrorFields],
    ) -> None:
        super().__init__(detail or f"retry after {retry_after} s", **kwargs)
        self.retry_after = max(1, int(retry_after))
        self.local = local

    @property
    def user_message(self) -> str:
        return ngettext(
            "Magisterium asks us to wait %(seconds)d second before the next request.",
            "Magisterium asks us to wait %(seconds)d seconds before the next request.",
            self.retry_after,
        ) % {"seconds": self.retry_after}

    def __repr__(self) -> str:
        return f"RateLimited(retry_after={self.retry_after!r}, local={self.local!r})"


class SkillNotFound(MagisteriumError):
    """-32002: upstream does not know the skill id (a portal bug or an upstream change)."""

    permanent = True
    default_user_message = _("Magisterium no longer offers this kind of request.")


class TaskNotFound(MagisteriumError):
    """-32001: the task id is unknown or older than 24 hours."""

    permanent = True
    default_user_message = _(
        "Magisterium no longer keeps that answer (answers expire after a day)."
    )


class InvalidParams(MagisteriumError):
    """-32602 from upstream, or our own validation before anything is sent.

    Local validation sets a specific `user_message` ("Please type at most 500 characters.").
    """

    permanent = True
    default_user_message = _("Magisterium could not use that request. Please check what you typed.")


class ProtocolError(MagisteriumError):
    """-32700 / -32600 / -32601: upstream says our JSON-RPC request was wrong (a portal bug)."""

    permanent = True
    default_user_message = _(
        "Magisterium did not understand the portal's request. Please tell the site administrator."
    )


class TaskNotCancelable(MagisteriumError):
    """tasks/cancel refused: the task is finished (upstream's -32602 "Invalid state
    transition", or the standard A2A -32002 TaskNotCancelable)."""

    permanent = True
    default_user_message = _("Magisterium has already finished that request: it cannot be stopped.")


class UpstreamIncompatible(MagisteriumError):
    """A standard A2A error the portal never provokes (-32003 to -32009 on HTTP 200: an
    unsupported operation, content type, version or extension): upstream speaks A2A in a way
    the door does not. Never a sign-out or a free-plan mark, whatever the code once meant.
    `name` is the code's A2A name, for the operator."""

    permanent = True
    default_user_message = _(
        "Magisterium answered in a way this portal does not understand yet. Please tell the "
        "site administrator."
    )

    def __init__(self, detail: str = "", *, name: str = "", **kwargs: Unpack[ErrorFields]) -> None:
        super().__init__(detail, **kwargs)
        self.name = name


class UpstreamUnavailable(MagisteriumError):
    """Timeouts, connection errors, HTTP 5xx and -32603: worth retrying later."""

    default_user_message = _(
        "Magisterium is not answering right now. Please try again in a few minutes."
    )


class UpstreamTimedOut(UpstreamUnavailable):
    """No answer within the time allowed: the page's time budget, or the timeout of the call.

    An UpstreamUnavailable (a 503, the last good copy when there is one), with its own sentence.
    """

    default_user_message = _("Magisterium did not answer in time. Please try again in a moment.")


class MalformedResponse(MagisteriumError):
    """Non-JSON, an HTML page, a wrong JSON-RPC or task shape, or a non-terminal task.

    docs/upstream.md §3 says every skill answers with a terminal task, so
    `submitted`/`working`/other
    states from message/send break the contract and land here rather than being polled.
    """

    default_user_message = _(
        "Magisterium sent an answer we could not read. Please try again later."
    )


class TaskFailed(MagisteriumError):
    """The task came back `failed`: the skill itself raised upstream.

    `reason` is upstream's untrusted text from `status.message`, for logs and support only.
    Not permanent: such failures are usually transient on upstream's side.
    """

    default_user_message = _("Magisterium could not complete this request. Please try again later.")

    def __init__(self, reason: str = "", **kwargs: Unpack[ErrorFields]) -> None:
        super().__init__(f"task failed: {reason[:200]}" if reason else "task failed", **kwargs)
        self.reason = reason
