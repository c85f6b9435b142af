"""One name per number: the 19 metrics, their views and units, named in metrics.py only."""

from __future__ import annotations

import pytest

from portal import magisterium
from portal.statistics import derived, metrics

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def test_every_metric_has_one_label_and_unit_and_every_view_its_names():
    assert tuple(metrics.METRICS) == magisterium.METRICS
    assert len({str(m.label) for m in metrics.METRICS.values()}) == 19  # no two share a name
    for name, spec in derived.PER_CAPITA.items():
        assert spec is metrics.METRICS[name].per_capita
    assert derived.View is metrics.View and derived.unit_for is metrics.unit_for
    assert str(metrics.label("percent_catholic")) == "Catholics in the population"
    assert str(metrics.label("total_priests")) == "Total priests"


def test_the_directory_names_a_diocese_statistic_as_the_trends_pages_do():
    from portal.directory.field_labels import FIELD_LABELS
    from portal.directory.presenters.shapes import STATISTICS_LABELS

    for name, metric in metrics.METRICS.items():
        assert STATISTICS_LABELS[name] == metric.label
        if name != "area_km2":  # a profile field shown without a unit: "Area (km²)"
            assert FIELD_LABELS[name] == metric.label
