"""Move the live sessions from Django's django_session table to accounts.UserSession (the
portal's SESSION_ENGINE, portal/accounts/sessions.py), recording whose each one is, so nobody
is signed out by the switch and no session is left behind in the old table."""

from django.db import migrations
from django.utils import timezone

BATCH = 1000


def _user_id(store, data: str):
    user_id = store.decode(data).get("_auth_user_id")  # {} for data that does not verify
    return str(user_id) if user_id is not None else ""


def sessions_forward(apps, schema_editor):
    # Django's own store, which wrote them (portal.accounts.sessions.SessionStore keeps its
    # name, hence the same salt: the data is moved as it is).
    from django.contrib.sessions.backends.db import SessionStore

    old = apps.get_model("sessions", "Session")
    new = apps.get_model("accounts", "UserSession")
    store = SessionStore()
    batch = []
    for row in old.objects.filter(expire_date__gt=timezone.now()).iterator(chunk_size=BATCH):
        batch.append(
            new(
                session_key=row.session_key,
                session_data=row.session_data,
                expire_date=row.expire_date,
                auth_user_id=_user_id(store, row.session_data),
            )
        )
        if len(batch) >= BATCH:
            new.objects.bulk_create(batch, ignore_conflicts=True)
            batch = []
    new.objects.bulk_create(batch, ignore_conflicts=True)
    old.objects.all().delete()


def sessions_backward(apps, schema_editor):
    old = apps.get_model("sessions", "Session")
    new = apps.get_model("accounts", "UserSession")
    batch = []
    for row in new.objects.filter(expire_date__gt=timezone.now()).iterator(chunk_size=BATCH):
        batch.append(
            old(
                session_key=row.session_key,
                session_data=row.session_data,
                expire_date=row.expire_date,
            )
        )
        if len(batch) >= BATCH:
            old.objects.bulk_create(batch, ignore_conflicts=True)
            batch = []
    old.objects.bulk_create(batch, ignore_conflicts=True)
    new.objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0003_usersession_pendingrevocation"),
        ("sessions", "0001_initial"),
    ]

    operations = [migrations.RunPython(sessions_forward, sessions_backward)]
