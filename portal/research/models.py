"""The research workbench: a researcher's collections of dioceses, and the statistics warehouse
their harvests fill.

The warehouse (`Diocese`, `DioceseYear`) is shared by everyone: a figure is upstream's, not the
researcher's, so a diocese harvested for one collection serves every collection that holds it.
What belongs to a person is the collection and its entries. Every warehouse row says when it
was fetched and with whose account (kept as a link that erasing the account clears).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext

from portal.statistics.metrics import METRICS


def _fetched_by() -> models.ForeignKey:
    """Whose account fetched a warehouse row: cleared, not deleted, when the account goes."""
    return models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )


class Diocese(models.Model):
    """One jurisdiction's directory fields, as its profile last gave them."""

    source_code = models.CharField(max_length=40, unique=True)
    name = models.CharField(max_length=300, blank=True)
    country = models.CharField(max_length=200, blank=True)
    region = models.CharField(max_length=200, blank=True)  # upstream's region_primary
    province = models.CharField(max_length=300, blank=True)
    metropolitan_code = models.CharField(max_length=40, blank=True)
    metropolitan_name = models.CharField(max_length=300, blank=True)
    rite = models.CharField(max_length=200, blank=True)
    jurisdiction_type = models.CharField(max_length=200, blank=True)
    # When the profile was last read, and when the statistics series was last checked (the
    # rows below change only where a figure changed; this says the rest is still current).
    profile_fetched_at = models.DateTimeField(null=True, blank=True)
    series_checked_at = models.DateTimeField(null=True, blank=True)
    fetched_by = _fetched_by()
    # The sees the profile lists as its suffragans (a metropolitan's province): how the world
    # harvest finds the dioceses of a province it has found the head of (portal.research.world).
    suffragan_codes = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["name", "source_code"]

    def __str__(self) -> str:
        return self.name or self.source_code


def _metric_field(name: str) -> models.Field:
    # A ratio of other metrics is stored as reported (a float); the rest are whole counts.
    if METRICS[name].ratio:
        return models.FloatField(null=True, blank=True)
    return models.BigIntegerField(null=True, blank=True)


class DioceseYear(models.Model):
    """One diocese's 19 figures for one year (None: upstream has no figure, never a zero)."""

    diocese = models.ForeignKey(Diocese, on_delete=models.CASCADE, related_name="years")
    year = models.PositiveSmallIntegerField()
    fetched_at = models.DateTimeField(default=timezone.now)  # when these figures last changed
    fetched_by = _fetched_by()

    class Meta:
        ordering = ["diocese", "year"]
        constraints = [
            models.UniqueConstraint(fields=["diocese", "year"], name="research_one_row_a_year")
        ]
        indexes = [models.Index(fields=["year", "diocese"], name="research_year_diocese")]

    def __str__(self) -> str:
        return f"{self.diocese_id} {self.year}"

    def figures(self) -> dict[str, int | float | None]:
        return {name: getattr(self, name) for name in METRICS}


for _name in METRICS:
    DioceseYear.add_to_class(_name, _metric_field(_name))


class Collection(models.Model):
    """A researcher's named set of dioceses; staff may share one with every user."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="research_collections"
    )
    name = models.CharField(max_length=120)
    shared = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)
    # Set by "Refresh now": entries harvested before it are due again.
    refresh_requested_at = models.DateTimeField(null=True, blank=True)
    # The whole Church: the one collection the world harvest fills with every jurisdiction it
    # finds, owned by the warehouse account and shared (portal.research.world).
    world = models.BooleanField(default=False, editable=False)

    class Meta:
        ordering = ["name", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "name"], name="research_collection_name"),
            models.UniqueConstraint(
                fields=["world"], condition=models.Q(world=True), name="research_one_world"
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("research:collection", kwargs={"collection_id": self.pk})

    @property
    def title(self) -> str:
        """The name pages show: the world collection's in the page's language."""
        return gettext("The whole Church") if self.world else self.name


class Entry(models.Model):
    """One line of a collection: what the researcher typed, and what it resolved to."""

    class Status(models.TextChoices):
        PENDING = "pending", "pending"  # waiting for the harvest
        DONE = "done", "done"  # profile and series in the warehouse
        UNRESOLVED = "unresolved", "unresolved"  # upstream found no such diocese
        FAILED = "failed", "failed"  # an upstream error; retried on the next harvest
        # Resolved to a diocese another line of the collection already holds: kept, counted
        # and shown as such (never deleted under the person's eyes); `chosen_code` and
        # `chosen_name` say which diocese, `diocese` stays empty (one line per diocese).
        DUPLICATE = "duplicate", "duplicate"

    collection = models.ForeignKey(Collection, on_delete=models.CASCADE, related_name="entries")
    query = models.CharField(max_length=300)  # as typed or uploaded (a name or a code)
    # The candidate the researcher took with "Use this one" (`query` stays as typed): the
    # harvest resolves the line to this code; the name is upstream's, shown until it has.
    chosen_code = models.CharField(max_length=40, blank=True)
    chosen_name = models.CharField(max_length=300, blank=True)
    diocese = models.ForeignKey(
        Diocese, null=True, blank=True, on_delete=models.SET_NULL, related_name="entries"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    message = models.CharField(max_length=500, blank=True)  # upstream's hint or the error
    alternates = models.JSONField(
        default=list, blank=True
    )  # [{source_code, primary_name, country}]
    added_at = models.DateTimeField(default=timezone.now)
    harvested_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    # FAILED because upstream refused the owner's account (signed out, not connected, a free
    # plan): the harvest is paused until the person acts, not this line's fault.
    refused = models.BooleanField(default=False)

    class Meta:
        ordering = ["added_at", "pk"]
        constraints = [
            # A second line naming one diocese is marked DUPLICATE by the harvest.
            models.UniqueConstraint(
                fields=["collection", "diocese"],
                condition=models.Q(diocese__isnull=False),
                name="research_entry_once",
            ),
        ]
        indexes = [models.Index(fields=["status", "collection"], name="research_entry_status")]

    def __str__(self) -> str:
        return self.query
