"""The console's upstream-calls panel: the last 24 hours of calls by skill and outcome, their
latency, refusals and the shared cache's ratio (from the door's telemetry in Redis), and the
chart of them. Read-only and cheap: empty results when Redis is down; nothing calls upstream.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.utils import formats
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from portal.ops import telemetry
from portal.statistics.chart_style import (
    AXIS,
    INK,
    axis_style,
    indexed_styles,
    layout_style,
    plain,
    shares_colours,
)

# The outcomes the door's telemetry records (portal/ops/telemetry.py), in the order shown.
OUTCOMES = {
    "ok": gettext_lazy("answered"),
    "not_found": gettext_lazy("nothing found"),
    "rate_limited": gettext_lazy("rate limited"),
    "unauthorized": gettext_lazy("not signed in"),
    "plan_required": gettext_lazy("plan required"),
    "timeout": gettext_lazy("timed out"),
    "unavailable": gettext_lazy("unavailable"),
    "bad_answer": gettext_lazy("bad answer"),
    "error": gettext_lazy("other error"),
}


# --- Upstream calls --------------------------------------------------------------------


@dataclass
class SkillRow:
    skill: str
    counts: dict[str, int] = field(default_factory=dict)  # outcome → calls
    p50: float | None = None
    p95: float | None = None
    timed: int = 0  # calls the latency figures come from

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def cells(self, outcomes: list[str]) -> list[int]:
        return [self.counts.get(outcome, 0) for outcome in outcomes]


@dataclass(frozen=True)
class UpstreamCalls:
    rows: list[SkillRow]
    outcomes: list[tuple[str, str]]  # (outcome, label) of the outcomes seen, in OUTCOMES order
    refusals: dict[str, int]
    cache: dict

    @property
    def total(self) -> int:
        return sum(row.total for row in self.rows)

    @property
    def table_rows(self) -> list[tuple[SkillRow, list[int]]]:
        """Each skill with its calls per outcome, in the order of `outcomes` (the table)."""
        keys = [outcome for outcome, _label in self.outcomes]
        return [(row, row.cells(keys)) for row in self.rows]

    @property
    def shares_colours(self) -> bool:
        """More series (outcomes and the two latencies) than colours: some share one."""
        return shares_colours(len(self.outcomes) + 2)

    @property
    def cache_ratio_percent(self) -> float | None:
        ratio = self.cache.get("ratio")
        return None if ratio is None else round(100 * ratio, 1)


def upstream_calls() -> UpstreamCalls:
    rows: dict[str, SkillRow] = {}
    for skill, outcome, count in telemetry.calls_last_24h():
        row = rows.setdefault(skill, SkillRow(skill=skill))
        row.counts[outcome] = row.counts.get(outcome, 0) + int(count)
    for skill, latency in telemetry.latency_last_24h().items():
        row = rows.setdefault(skill, SkillRow(skill=skill))
        row.p50, row.p95 = latency.get("p50"), latency.get("p95")
        row.timed = int(latency.get("count") or 0)
    seen = {outcome for row in rows.values() for outcome in row.counts}
    outcomes = [(key, str(label)) for key, label in OUTCOMES.items() if key in seen]
    outcomes += [(key, key) for key in sorted(seen - OUTCOMES.keys())]  # one added later
    refusals = telemetry.refusals_last_24h()
    cache = telemetry.cache_last_24h()
    return UpstreamCalls(
        rows=[rows[skill] for skill in sorted(rows)],
        outcomes=outcomes,
        refusals={
            "local": int(refusals.get("local", 0)),
            "upstream": int(refusals.get("upstream", 0)),
        },
        cache={key: cache.get(key, 0) for key in ("hit", "miss", "stale")}
        | {"ratio": cache.get("ratio")},
    )


# --- The chart -------------------------------------------------------------------------

# The portal's chart style (portal/statistics/chart_style.py): a colour and a marker symbol per
# outcome, so colour is never the only cue.
CHART_HEIGHT = 620  # static/css/ops.css reserves it


def calls_figure(calls: UpstreamCalls) -> dict[str, Any]:
    """Two stacked plots over the same skills: calls per outcome (top) and p50/p95 latency
    (bottom), as plain plotly.js data for json_script. Markers only: the committed partial
    plotly.js bundle has scatter traces and nothing else."""
    skills = [row.skill for row in calls.rows]
    data: list[dict[str, Any]] = []  # plotly.js traces, as JSON
    # One colour per series of the chart, the latency markers' included (chart_style's palette);
    # beyond the palette the symbol differs too (the caption says so: `shares_colours`).
    styles = indexed_styles(len(calls.outcomes) + 2)
    for index, (outcome, label) in enumerate(calls.outcomes):
        data.append(
            {
                "type": "scatter",
                "mode": "markers",
                "name": plain(label),
                "x": skills,
                "y": [row.counts.get(outcome) for row in calls.rows],
                "xaxis": "x",
                "yaxis": "y",
                "marker": {
                    "size": 11,
                    "color": styles[index].colour,
                    "symbol": styles[index].symbol,
                },
                "hovertemplate": "%{x}: %{y:,d} " + plain(_("calls")),
            }
        )
    latency = styles[len(calls.outcomes) :]
    for name, values, style in (
        (_("p50 latency"), [row.p50 for row in calls.rows], latency[0]),
        (_("p95 latency"), [row.p95 for row in calls.rows], latency[1]),
    ):
        data.append(
            {
                "type": "scatter",
                "mode": "markers",
                "name": plain(name),
                "x": skills,
                "y": values,
                "xaxis": "x2",
                "yaxis": "y2",
                "marker": {
                    "size": 11,
                    "color": style.colour,
                    "symbol": style.symbol,
                    "line": {"width": 1, "color": INK},
                },
                "hovertemplate": "%{x}: %{y:,.2f} s",
            }
        )
    axis = {**axis_style(), "automargin": True}
    categories = {"type": "category", "categoryorder": "array", "categoryarray": skills}
    return {
        "data": data,
        "layout": {
            **layout_style(),
            "height": CHART_HEIGHT,
            "margin": {"l": 70, "r": 24, "t": 30, "b": 40},
            "hovermode": "closest",
            "xaxis": {
                **axis,
                **categories,
                "anchor": "y",
                "domain": [0, 1],
                "showticklabels": False,
                "matches": "x2",
            },
            "yaxis": {
                **axis,
                "anchor": "x",
                "domain": [0.56, 1],
                "rangemode": "tozero",
                "title": {"text": plain(_("Calls, last 24 hours"))},
                "tickformat": ",d",
                "zeroline": True,
                "zerolinecolor": AXIS,
            },
            "xaxis2": {
                **axis,
                **categories,
                "anchor": "y2",
                "domain": [0, 1],
                "title": {"text": plain(_("Skill")), "standoff": 10},
            },
            "yaxis2": {
                **axis,
                "anchor": "x2",
                "domain": [0, 0.44],
                "rangemode": "tozero",
                "title": {"text": plain(_("Latency, seconds"))},
            },
            "separators": formats.get_format("DECIMAL_SEPARATOR")
            + formats.get_format("THOUSAND_SEPARATOR"),
        },
        "config": {
            "responsive": True,
            "displaylogo": False,
            "showSendToCloud": False,
            "modeBarButtonsToRemove": ["select2d", "lasso2d", "autoScale2d"],
            "toImageButtonOptions": {"format": "png", "filename": "upstream-calls", "scale": 1},
        },
    }
