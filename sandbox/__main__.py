"""Command line of the sandbox: `python -m sandbox serve | token | client`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8001


def _setup_django() -> None:
    # Assigned, not setdefault: the portal's DJANGO_SETTINGS_MODULE may be in the environment.
    os.environ["DJANGO_SETTINGS_MODULE"] = "sandbox.settings"
    import django
    from django.conf import settings

    Path(settings.DATABASES["default"]["NAME"]).parent.mkdir(parents=True, exist_ok=True)
    django.setup()


def _prepare_database() -> None:
    from django.core.management import call_command

    from sandbox import oauth

    call_command("migrate", verbosity=0, interactive=False)
    oauth.ensure_users()


def serve(args: argparse.Namespace) -> int:
    try:
        # Fail here, with the variable's name, rather than in a gunicorn worker's traceback.
        from sandbox import state  # noqa: F401 - reads and validates SANDBOX_* at import
    except ValueError as error:
        print(f"sandbox: {error}", file=sys.stderr)
        return 2
    _setup_django()
    _prepare_database()
    from django.conf import settings

    print(
        f"Magisterium sandbox on http://{args.host}:{args.port} "
        f"(database {settings.DATABASES['default']['NAME']})",
        flush=True,
    )
    if args.debug:
        from django.core.management import call_command

        call_command("runserver", f"{args.host}:{args.port}", use_reloader=False)
        return 0
    # One worker keeps the in-memory counters, rate windows, faults and tasks consistent;
    # its threads absorb concurrent clients (and the deliberately slow "timeout" fault).
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "sandbox.wsgi:application",
        f"--bind={args.host}:{args.port}",
        "--worker-class=gthread",
        f"--workers={args.workers}",
        f"--threads={args.threads}",
        "--timeout=300",
        "--graceful-timeout=3",
        "--error-logfile=-",
        "--log-level=warning",
    ]
    if args.access_log:
        command.append("--access-logfile=-")
    # exec, not a child: whoever started `serve` (tests, honcho) signals gunicorn directly.
    os.execv(sys.executable, command)  # noqa: S606 - fixed argv, no shell


def token(args: argparse.Namespace) -> int:
    _setup_django()
    _prepare_database()
    from sandbox import oauth

    try:
        tokens = oauth.issue_tokens(
            username=args.user, client_id=args.client_id, issuer=args.issuer.rstrip("/")
        )
    except oauth.TokenIssueError as error:
        print(f"sandbox: {error}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(tokens))
    else:
        print(tokens["access_token"])
    return 0


def client(args: argparse.Namespace) -> int:
    _setup_django()
    _prepare_database()
    from django.core.exceptions import ValidationError

    from sandbox import oauth

    try:
        application = oauth.ensure_client(
            client_id=args.client_id,
            client_secret=args.client_secret,
            redirect_uris=args.redirect_uri,
            name=args.name,
        )
    except ValidationError as error:
        print(f"sandbox: invalid client: {'; '.join(error.messages)}", file=sys.stderr)
        return 1
    print(f"client {application.client_id} ({application.client_type}) ready")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m sandbox",
        description="Local imitation of the Magisterium AI A2A API and its OAuth server. "
        "The database is $SANDBOX_DB (default var/sandbox.sqlite3).",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    serve_parser = commands.add_parser("serve", help="migrate, create the users, serve over HTTP")
    serve_parser.add_argument("--host", default=DEFAULT_HOST)
    serve_parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve_parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="gunicorn workers; keep 1, state (counters, limits, tasks) is per process",
    )
    serve_parser.add_argument("--threads", type=int, default=32, help="threads per worker")
    serve_parser.add_argument("--access-log", action="store_true", help="log every request")
    serve_parser.add_argument(
        "--debug", action="store_true", help="Django's runserver instead of gunicorn"
    )
    serve_parser.set_defaults(handler=serve)

    token_parser = commands.add_parser("token", help="print a bearer token for a sandbox user")
    token_parser.add_argument("user", choices=["demo", "free", "parish"])
    token_parser.add_argument(
        "--client-id", help="OAuth client the tokens belong to (default: sandbox-cli)"
    )
    token_parser.add_argument(
        "--issuer",
        default=f"http://{DEFAULT_HOST}:{DEFAULT_PORT}",
        help="`iss` claim of the access token",
    )
    token_parser.add_argument(
        "--json", action="store_true", help="print access and refresh token as JSON"
    )
    token_parser.set_defaults(handler=token)

    client_parser = commands.add_parser(
        "client", help="create or update a pre-registered OAuth client"
    )
    client_parser.add_argument("--client-id", required=True)
    client_parser.add_argument(
        "--client-secret", help="makes the client confidential; omit for a public client"
    )
    client_parser.add_argument(
        "--redirect-uri", action="append", required=True, help="repeat for several"
    )
    client_parser.add_argument("--name", default="")
    client_parser.set_defaults(handler=client)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
