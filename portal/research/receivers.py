"""Keep the shared cache's research answers true: which dioceses collections hold (read by the
trends pages, portal.research.warehouse) and each person's collections (read by the "Add to
collection" form on every diocese and chart page)."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from portal.research import access, warehouse
from portal.research.models import Collection, Entry


@receiver(post_save, sender=Entry, dispatch_uid="research-entry-saved")
@receiver(post_delete, sender=Entry, dispatch_uid="research-entry-deleted")
def entry_changed(sender: type[Entry], instance: Entry, **kwargs: Any) -> None:
    if instance.diocese_id:  # a line that names no diocese yet changes nothing held
        transaction.on_commit(warehouse.forget_held)


@receiver(post_save, sender=Collection, dispatch_uid="research-collection-saved")
@receiver(post_delete, sender=Collection, dispatch_uid="research-collection-deleted")
def collection_changed(sender: type[Collection], instance: Collection, **kwargs: Any) -> None:
    owner_id = instance.owner_id
    transaction.on_commit(lambda: access.forget_owned(owner_id))
