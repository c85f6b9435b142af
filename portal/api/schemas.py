"""What the API's JSON answers look like: its OpenAPI document is built from these schemas
(schemathesis checks every answer against it), and every JSON answer is made by them
(portal.api.formats.schema_response validates the endpoint's rows and writes them), so what
the document promises is what is sent."""

from __future__ import annotations

from datetime import datetime
from typing import Literal, get_args

from ninja import Field, Schema
from pydantic import BaseModel, ConfigDict

from portal.research.groups import GROUPINGS
from portal.statistics.metrics import METRICS, View

METRIC_KEYS = tuple(METRICS)  # the registry's keys, in its order
Metric = Literal[METRIC_KEYS]  # type: ignore[valid-type]
Grouping = Literal["country", "region", "province", "metropolitan", "rite"]
assert set(get_args(Grouping)) == set(GROUPINGS), "the API offers the workbench's groupings"
Figure = int | float
ViewName = Literal["raw", "per_capita", "per_1000", "per_catholic", "indexed", "yoy"]
assert set(get_args(ViewName)) == set(View.values), "the API offers the workbench's views"


class ProblemOut(Schema):
    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None


class Links(Schema):
    self: str
    members: str
    years: str
    groups: str
    page: str  # the collection's page in the workbench


class CollectionOut(Schema):
    id: int
    name: str
    shared: bool
    yours: bool
    dioceses: int
    created_at: datetime
    links: Links


class CollectionDetail(CollectionOut):
    citation: str


class Page(Schema):
    count: int
    next: str | None
    previous: str | None


class CollectionPage(Page):
    items: list[CollectionOut]


class MemberOut(Schema):
    query: str
    status: str
    message: str
    source_code: str
    name: str
    country: str
    region: str
    province: str
    metropolitan_code: str
    metropolitan_name: str
    rite: str
    jurisdiction_type: str
    added_at: datetime
    harvested_at: datetime | None


class MemberPage(Page):
    items: list[MemberOut]


class YearLong(Schema):
    source_code: str
    name: str
    year: int
    metric: Metric
    value: Figure


# A wide row also holds each chosen metric's figure, under the metric's name. (A plain
# pydantic model: ninja's Schema reads its input field by field and would drop them.)
FIGURES_BESIDE = ConfigDict(extra="allow")


class YearWide(BaseModel):
    """One diocese-year: the chosen metrics' figures (null: no figure, never a zero)."""

    model_config = FIGURES_BESIDE
    __pydantic_extra__: dict[Metric, Figure | None] = Field(init=False)

    source_code: str
    name: str
    year: int


class YearPage(Page):
    items: list[YearLong] | list[YearWide]


GroupKey = Field(
    description=(
        'The group\'s key (a province\'s is "province|country"; "" for the dioceses without '
        'one); "(total)" for the grand total (total=true), never a group\'s key.'
    )
)
IsTotal = Field(
    description="true on the grand total's rows (total=true), false on every group's: filter "
    "on it before summing the groups, or every diocese counts twice."
)


class GroupLong(Schema):
    group: str = GroupKey
    label: str
    is_total: bool = IsTotal
    members: int
    year: int
    metric: Metric
    value: Figure
    reporting: int


class GroupWide(BaseModel):
    model_config = FIGURES_BESIDE
    __pydantic_extra__: dict[Metric, Figure | None] = Field(init=False)

    group: str = GroupKey
    label: str
    is_total: bool = IsTotal
    members: int
    year: int


class GroupPage(Page):
    by: Grouping
    items: list[GroupLong] | list[GroupWide]


# --- Series (portal.api.series_endpoints): one statistic in a view, and its average change ---

SeriesKey = Field(description="The diocese's source code, or (by=…) the group's key, as in groups.")


class SeriesPoint(Schema):
    key: str = SeriesKey
    label: str
    year: int
    value: Figure


class SeriesPage(Page):
    metric: Metric
    view: ViewName
    unit: str
    by: Grouping | None
    base: int | None
    items: list[SeriesPoint]


class GrowthOut(Schema):
    key: str = SeriesKey
    label: str
    start: int
    end: int
    first: Figure | None
    last: Figure | None
    average_annual_change: float | None = Field(
        description="Percent a year, compound, from the unrounded figures; null when there is "
        "none (see reason)."
    )
    reason: Literal["no_start", "no_end", "not_positive"] | None


class GrowthPage(Page):
    metric: Metric
    view: ViewName
    unit: str
    by: Grouping | None
    items: list[GrowthOut]


# --- Editions (portal.editions): a collection's figures frozen to be cited ----------------------


class EditionLinks(Schema):
    self: str
    data: str  # the frozen CSV
    package: str  # the data package (.zip)
    datapackage: str  # its descriptor (datapackage.json)
    page: str  # the edition's page (its address: what a citation names)


class YearCoverage(Schema):
    year: int
    dioceses: int  # dioceses with figures that year


class EditionOut(Schema):
    id: str
    title: str
    whole_church: bool
    created_at: datetime
    collection_id: int | None  # null once the collection is deleted
    collection_name: str
    url: str
    sha256: str
    bytes: int
    rows: int
    dioceses: int  # with figures
    members: int  # the collection's resolved dioceses
    first_year: int | None
    last_year: int | None
    links: EditionLinks


class EditionDetail(EditionOut):
    coverage: list[YearCoverage]
    series_checked_from: datetime | None
    series_checked_to: datetime | None
    figures_fetched_from: datetime | None
    figures_fetched_to: datetime | None
    portal_version: str
    citation: str
    bibtex: str


class EditionPage(Page):
    items: list[EditionOut]
