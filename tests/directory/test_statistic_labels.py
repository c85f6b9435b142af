"""A diocese's profile names its statistics as the trends and research pages do: one name per
number (portal.statistics.metrics)."""

from __future__ import annotations

import pytest
from django.utils import translation

from portal.statistics.metrics import METRICS
from tests.html import one, page, texts

pytestmark = pytest.mark.django_db


def _row_labels(html: str) -> list[str]:
    return texts(one(page(html), "table.statistics"), 'th[scope="row"]')


def test_the_diocese_page_labels_its_figures_with_the_metric_names(signed_in_client, sandbox):
    labels = _row_labels(signed_in_client.get("/dioceses/dmaml/").content.decode())
    assert "Catholics in the population" in labels and "Total priests" in labels
    assert "Catholics (% of population)" not in labels and "Priests" not in labels
    names = {str(metric.label) for metric in METRICS.values()}
    assert set(labels) <= names


def test_the_same_names_reach_the_trends_chart(signed_in_client, sandbox):
    response = signed_in_client.get(
        "/trends/dmaml/", {"metric": ["percent_catholic", "total_priests"]}
    )
    page = response.content.decode()
    assert "Catholics in the population" in page and "Total priests" in page


def test_the_labels_are_translated_with_the_metrics_own_msgids(signed_in_client, sandbox):
    from portal.directory.presenters.shapes import STATISTICS_LABELS

    with translation.override("es"):
        assert str(STATISTICS_LABELS["percent_catholic"]) == str(METRICS["percent_catholic"].label)
        assert str(STATISTICS_LABELS["total_priests"]) != "Total priests"  # translated
