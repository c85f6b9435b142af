"""Check the upstream as the portal sees it: `manage.py magisterium_doctor [--base-url URL]
[--account USERNAME]`. One row per check, the upstream calls spent, exit 0 when all pass.

The checks are `portal.ops.doctor.run_checks`, the same the nightly canary runs.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from portal.ops import account_checks, doctor


class Command(BaseCommand):
    help = (
        "Check the Magisterium upstream as the portal uses it (agent card, OAuth metadata, "
        "the account's token, every skill, tasks/get and tasks/cancel); exit 1 on any failure."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--base-url",
            help="another upstream to check (e.g. staging); default MAGISTERIUM_BASE_URL",
        )
        parser.add_argument(
            "--account",
            help="the portal user whose Magisterium token to use; default OPS_CANARY_ACCOUNT",
        )

    def handle(self, *args, base_url: str | None = None, account: str | None = None, **options):
        username = account if account is not None else settings.OPS_CANARY_ACCOUNT
        if not username:
            raise CommandError(
                "No account to check with: pass --account USERNAME or set OPS_CANARY_ACCOUNT."
            )
        try:
            account_checks.account_connection(username)
        except account_checks.AccountError as error:
            raise CommandError(str(error)) from None
        report = doctor.run_checks(base_url=base_url, account=username)
        self.stdout.write(f"Upstream {report.base_url}, account {report.account}")
        rows = report.as_rows()
        name_width = max(len(name) for name, _, _ in rows)
        for name, state, detail in rows:
            line = f"{name:<{name_width}}  {state:<4}  {detail}"
            self.stdout.write(self.style.ERROR(line) if state == "FAIL" else line)
        self.stdout.write(
            f"{report.calls} upstream calls (message/send, tasks/get, tasks/cancel; at most "
            f"{doctor.MAX_CALLS}); the {doctor.NOT_COUNTED}."
        )
        if not report.ok:
            failed = ", ".join(check.name for check in report.failed)
            raise CommandError(f"{len(report.failed)} check(s) failed: {failed}")
        self.stdout.write(self.style.SUCCESS(f"All {len(rows)} checks passed."))
