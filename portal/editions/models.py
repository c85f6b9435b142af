"""An edition: a research collection's figures frozen at one moment, to be cited.

The figures are kept as the exact bytes of the data CSV (gzip-compressed), never as links to
the warehouse: the warehouse changes with every harvest and a collection can be edited or
deleted, while an edition's address, numbers and checksum stay what they were the moment it
was made. What the files of its data package say about it (counts, coverage, harvest dates,
the portal's version) is copied alongside, so every file is built from this row alone.

An edition is never changed once made (`save` refuses an existing row). The links to its
collection and to the person who made it are cleared (SET_NULL), not followed, when those go:
the copied id and name stay, and an erased person's name was never kept here.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext

# An edition's address: short, unguessable, easy to read aloud (no 0/o, 1/l/i).
PUBLIC_ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
PUBLIC_ID_LENGTH = 10  # 31**10 ≈ 8×10^14: guessing one is hopeless


def new_public_id() -> str:
    return "".join(secrets.choice(PUBLIC_ID_ALPHABET) for _ in range(PUBLIC_ID_LENGTH))


class EditionChanged(Exception):
    """An edition is frozen: nothing saves over it."""


class Edition(models.Model):
    public_id = models.CharField(max_length=16, unique=True, editable=False)
    # The collection's name as typed (the world's stored English name): what a citation says.
    title = models.CharField(max_length=300)
    world = models.BooleanField(default=False)  # made from the whole Church
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="editions",
    )
    collection = models.ForeignKey(
        "research.Collection",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="editions",
    )
    # The collection it was made from, as it was: kept when the collection is deleted.
    collection_number = models.PositiveBigIntegerField()
    collection_name = models.CharField(max_length=300)
    url = models.URLField(max_length=500)  # the edition's address, absolute, as made
    # The data: the CSV's bytes, gzip-compressed; its size and SHA-256 before compression.
    data_gzip = models.BinaryField()
    data_bytes = models.PositiveBigIntegerField()
    sha256 = models.CharField(max_length=64)
    # What it holds: diocese-years (rows), dioceses with figures, the collection's resolved
    # dioceses (members), and the years.
    rows = models.PositiveIntegerField()
    dioceses = models.PositiveIntegerField()
    members = models.PositiveIntegerField()
    first_year = models.PositiveSmallIntegerField(null=True, blank=True)
    last_year = models.PositiveSmallIntegerField(null=True, blank=True)
    # [[year, dioceses with figures that year], ...], oldest first.
    coverage = models.JSONField(default=list)
    # Provenance: the members' earliest and latest series check, the rows' earliest and
    # latest fetch, and the portal's version that froze them.
    checked_from = models.DateTimeField(null=True, blank=True)
    checked_to = models.DateTimeField(null=True, blank=True)
    fetched_from = models.DateTimeField(null=True, blank=True)
    fetched_to = models.DateTimeField(null=True, blank=True)
    portal_version = models.CharField(max_length=100)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["collection", "created_at"], name="editions_by_collection")]

    def __str__(self) -> str:
        return f"{self.title} ({self.public_id})"

    def save(self, *args, **kwargs) -> None:
        if not self._state.adding:
            raise EditionChanged(f"edition {self.public_id} is frozen")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("editions:edition", kwargs={"public_id": self.public_id})

    @property
    def display_title(self) -> str:
        """The title pages show: the whole Church's in the page's language."""
        return gettext("The whole Church") if self.world else self.title

    @property
    def years(self) -> int:
        return len(self.coverage)
