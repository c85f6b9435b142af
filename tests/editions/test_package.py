"""The data package as a reader's tools take it: `frictionless validate` passes on it (and
fails when the data is tampered with), its schema names every column's unit from the metric
registry, CITATION.cff is Citation File Format 1.2.0, the BibTeX entry has what a reference
manager needs, and the README tells the provenance."""

from __future__ import annotations

import json
import re
from datetime import UTC

import pytest
import yaml
from django.utils import translation
from frictionless import validate

from devtools.warehouse_data import add_entries, sandbox_collection
from portal.editions import citations
from portal.research import downloads
from portal.research.models import Collection, Diocese
from portal.research.world import WORLD_NAME
from portal.statistics.metrics import METRICS
from tests.editions.reading import body, extracted, members
from tests.html import one, page, text

pytestmark = pytest.mark.django_db


@pytest.fixture
def frozen(as_researcher, harvested, freeze_through_the_page):
    """(the edition, its package's bytes)."""
    edition = freeze_through_the_page(as_researcher, harvested)
    package = body(as_researcher.get(f"/research/editions/{edition.public_id}/package.zip"))
    return edition, package


def _validated(package: bytes, folder) -> object:
    return validate(str(extracted(package, folder)))


def test_frictionless_validates_the_package(frozen, tmp_path):
    _edition, package = frozen
    report = _validated(package, tmp_path)
    assert report.valid, report.flatten(["rowNumber", "fieldName", "type", "note"])


def test_frictionless_notices_tampered_data(frozen, tmp_path):
    edition, package = frozen
    descriptor = extracted(package, tmp_path)
    data = tmp_path / citations.data_path(edition)
    original = data.read_bytes()
    first_figure = re.search(rb",(\d+),", original)  # a year or a figure of the first row
    assert first_figure
    at = first_figure.start(1)
    digit = b"2" if original[at : at + 1] == b"1" else b"1"
    data.write_bytes(original[:at] + digit + original[at + 1 :])  # one digit, the same length
    report = validate(str(descriptor))
    assert not report.valid
    assert "hash-count" in {error[0] for error in report.flatten(["type"])}


def test_the_descriptor_describes_every_column_with_its_unit(frozen):
    edition, package = frozen
    descriptor = json.loads(members(package)["datapackage.json"])
    assert descriptor["profile"] == "tabular-data-package"
    assert descriptor["id"] == descriptor["homepage"] == edition.url
    assert descriptor["name"] == f"sees-of-the-pacific-{edition.public_id}"
    assert descriptor["created"] == edition.created_at.astimezone(UTC).strftime(
        "%Y-%m-%dT%H:%M:%SZ"
    )
    assert {source["title"] for source in descriptor["sources"]} == {
        "Magisterium AI (diocese statistics)",
        "Magisterium Portal",
    }
    [resource] = descriptor["resources"]
    assert resource["path"] == f"data/sees-of-the-pacific-{edition.public_id}.csv"
    assert resource["hash"] == f"sha256:{edition.sha256}"
    assert resource["bytes"] == edition.data_bytes
    fields = {field["name"]: field for field in resource["schema"]["fields"]}
    assert list(fields) == list(downloads.WIDE_COLUMNS)
    with translation.override("en"):
        for name, metric in METRICS.items():
            assert fields[name]["title"] == str(metric.label)
            assert f"Unit: {metric.unit}." in fields[name]["description"]
            assert fields[name]["type"] == ("number" if metric.ratio else "integer")
    assert all("Unit:" in field["description"] for field in fields.values())
    assert fields["year"]["type"] == "integer" and fields["fetched_at"]["type"] == "datetime"
    assert resource["schema"]["primaryKey"] == ["source_code", "year"]
    facts = descriptor["edition"]
    assert facts["sha256"] == edition.sha256 and facts["portal_version"] == edition.portal_version
    assert facts["rows"] == edition.rows and facts["dioceses"] == 3


def test_citation_cff_is_version_1_2_0_with_title_date_and_address(frozen):
    edition, package = frozen
    cff = yaml.safe_load(members(package)["CITATION.cff"])
    assert cff["cff-version"] == "1.2.0"
    assert cff["type"] == "dataset"
    assert cff["title"] == f"Sees of the Pacific: diocese statistics, edition {edition.public_id}"
    assert cff["date-released"] == edition.created_at.astimezone(UTC).date().isoformat()
    assert cff["url"] == edition.url
    assert cff["authors"] == [{"name": "Magisterium AI", "website": "https://www.magisterium.com"}]
    checksum = {"type": "other", "value": f"sha256:{edition.sha256}"}
    assert checksum.items() <= cff["identifiers"][1].items()
    assert "figures for 3 of 3 dioceses" in cff["abstract"]


def test_bibtex_has_the_fields_a_reference_manager_needs(frozen):
    edition, package = frozen
    entry = members(package)["edition.bib"].decode()
    assert entry.startswith(f"@misc{{magisterium-{edition.public_id},\n")
    fields = dict(re.findall(r"^  (\w+)\s*= (.*),$", entry, re.MULTILINE))
    assert fields["author"] == "{{Magisterium AI}}"
    title = f"{{Sees of the Pacific}}: diocese statistics, edition {edition.public_id}"
    assert fields["title"] == "{" + title + "}"
    assert fields["year"] == f"{{{edition.created_at.year}}}"
    assert fields["url"] == f"{{{edition.url}}}"
    assert edition.sha256 in fields["note"]
    assert entry.rstrip().endswith("}")
    assert entry.count("{") == entry.count("}")


def test_the_readme_tells_the_provenance(frozen):
    edition, package = frozen
    readme = members(package)["README.md"].decode()
    assert readme.startswith(
        f"# Sees of the Pacific: diocese statistics, edition {edition.public_id}"
    )
    for said in (
        edition.url,
        edition.sha256,
        "Magisterium AI (https://www.magisterium.com)",
        f"Portal version: {edition.portal_version}",
        "figures for 3 of 3 dioceses",
        "The research collection “Sees of the Pacific”",
        edition.checked_to.astimezone(UTC).date().isoformat(),
    ):
        assert said in readme, said
    assert edition.portal_version.startswith("0.1.0+")


def test_special_characters_are_escaped_in_bibtex_and_yaml(
    as_researcher, researcher, freeze_through_the_page, tmp_path
):
    name = 'Tricky {50%} & Co_#1 ~^\\ "quoted" – ünïcode'
    collection = sandbox_collection(["dmaml"], name=name, owner=researcher)
    edition = freeze_through_the_page(as_researcher, collection)
    package = body(as_researcher.get(f"/research/editions/{edition.public_id}/package.zip"))
    files = members(package)
    cff = yaml.safe_load(files["CITATION.cff"])
    assert cff["title"] == f"{name}: diocese statistics, edition {edition.public_id}"
    entry = files["edition.bib"].decode()
    assert (
        r"Tricky \{50\%\} \& Co\_\#1 \textasciitilde{}\textasciicircum{}\textbackslash{}" in entry
    )
    report = _validated(package, tmp_path)
    assert report.valid, report.flatten(["rowNumber", "fieldName", "type", "note"])


def test_the_whole_church_is_frozen_as_any_collection(
    as_researcher, freeze_through_the_page, tmp_path, magisterium_user
):
    warehouse = magisterium_user("warehouse")
    world = Collection.objects.create(owner=warehouse, name=WORLD_NAME, shared=True, world=True)
    sandbox_collection(["dmaml", "dmila"], name="Seed", owner=warehouse)
    add_entries(world, Diocese.objects.filter(source_code__in=["dmaml", "dmila"]))

    edition = freeze_through_the_page(as_researcher, world)  # shared: anyone may freeze it
    assert edition.world and edition.title == "The whole Church"
    package = body(as_researcher.get(f"/research/editions/{edition.public_id}/package.zip"))
    files = members(package)
    assert f"data/the-whole-church-{edition.public_id}.csv" in files
    readme = files["README.md"].decode()
    assert "every diocese, eparchy and other jurisdiction its world harvest" in readme
    report = _validated(package, tmp_path)
    assert report.valid, report.flatten(["rowNumber", "fieldName", "type", "note"])
    # The page names it in the reader's language; the files keep the English title.
    soup = page(as_researcher.get(edition.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="es"))
    assert "Toda la Iglesia" in text(one(soup, "h1"))
