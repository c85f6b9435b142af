"""What the prefetch job writes and the homepage reads: upstream text per date."""

from __future__ import annotations

from django.db import models

from portal.core.rendering import plain_text


class DailyText(models.Model):
    """Raw upstream text for one date. `text` is empty when upstream has none for that date
    (it answered "No mass readings found." or "No martyrology data found.")."""

    day = models.DateField(unique=True)
    text = models.TextField(blank=True)
    fetched_at = models.DateTimeField()
    source = models.CharField(max_length=200, help_text="The upstream base URL it came from.")

    class Meta:
        abstract = True
        ordering = ["day"]

    def __str__(self) -> str:
        return f"{type(self).__name__} {self.day}"

    @property
    def available(self) -> bool:
        return bool(self.text.strip())

    @property
    def heading(self) -> str:
        """The first line of the text as plain text (upstream puts the date and celebration
        there): for places that take no markup, such as feed titles and calendar summaries."""
        return plain_text(self.text.strip().splitlines()[0]) if self.available else ""


class MassReadings(DailyText):
    class Meta(DailyText.Meta):
        verbose_name_plural = "mass readings"


class MartyrologyEntry(DailyText):
    class Meta(DailyText.Meta):
        verbose_name_plural = "martyrology entries"
