from django.contrib import admin

from portal.accounts.models import MagisteriumConnection


@admin.register(MagisteriumConnection)
class MagisteriumConnectionAdmin(admin.ModelAdmin):
    """Who is connected and how; the (encrypted) tokens are never shown."""

    list_display = ("user", "account_id", "plan", "needs_sign_in", "expires_at", "connected_at")
    list_filter = ("plan", "needs_sign_in")
    search_fields = ("account_id", "user__username", "display_name")
    exclude = ("access_token_encrypted", "refresh_token_encrypted")
    readonly_fields = (
        "user",
        "account_id",
        "display_name",
        "email",
        "expires_at",
        "plan",
        "plan_seen_at",
        "connected_at",
        "refreshed_at",
    )

    def has_add_permission(self, request) -> bool:
        return False
