"""Reading a researcher's list: any text, any encoding, any size; never an exception."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from portal.research import lists
from portal.research.lists import MAX_ITEM_CHARS, add_entries, parse_list
from portal.research.models import Collection, Entry
from tests.examples import examples

# Bytes with a PNG's signature and header: what a mistaken upload looks like.
PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489")


def test_one_name_or_code_per_line_trimmed_without_blanks_or_repeats():
    parsed = parse_list("  Manila \n\ndmila\nMANILA\n\t\n  Archdiocese  of   Milan\n")
    assert parsed.items == ["Manila", "dmila", "Archdiocese of Milan"]
    assert parsed.messages == ["1 repeated line was counted once."]
    assert not parsed.truncated


def test_a_csv_header_picks_the_code_column_then_the_name_column():
    text = "Country,Name,Source code\nItaly,Milan,dmila\nPhilippines,Manila,\n"
    assert parse_list(text, filename="list.csv").items == ["dmila", "Manila"]


def test_a_header_makes_a_pasted_list_a_csv_even_without_a_csv_name():
    assert parse_list("country;diocese\nItaly;Milan\n").items == ["Milan"]


def test_a_one_column_list_with_a_header_skips_the_header():
    assert parse_list("\nName\nManila\n", filename="list.csv").items == ["Manila"]
    assert parse_list("Source code\ndmaml\n").items == ["dmaml"]


def test_a_csv_without_a_header_gives_its_first_non_empty_cell():
    parsed = parse_list('"dmaml",Manila\n,dmila\n', filename="LIST.CSV")
    assert parsed.items == ["dmaml", "dmila"]


def test_cells_pasted_from_a_spreadsheet_are_tab_separated():
    assert parse_list("Manila\tPhilippines\nMilan\tItaly\n").items == ["Manila", "Milan"]


def test_a_comma_in_a_pasted_name_is_part_of_the_name():
    assert parse_list("Saint Paul, Minnesota\n").items == ["Saint Paul, Minnesota"]


@pytest.mark.parametrize(
    "data",
    [
        "dmaml\nDiócesis de Córdoba\n".encode("utf-8-sig"),
        "dmaml\nDiócesis de Córdoba\n".encode("utf-16"),  # with its byte-order mark
        "dmaml\nDiócesis de Córdoba\n".encode("utf-16-le"),  # without one
        "dmaml\nDiócesis de Córdoba\n".encode("utf-16-be"),
        "dmaml\nDiócesis de Córdoba\n".encode("utf-32"),
    ],
    ids=["utf-8-bom", "utf-16", "utf-16-le", "utf-16-be", "utf-32"],
)
def test_unicode_files_are_read_whatever_their_encoding(data):
    parsed = parse_list(data)
    assert parsed.items == ["dmaml", "Diócesis de Córdoba"]
    assert parsed.messages == []


def test_a_windows_1252_file_keeps_its_accents_and_says_how_it_was_read():
    parsed = parse_list("Diócesis de Córdoba\nSão Paulo\nMünchen\n".encode("cp1252"))
    assert parsed.items == ["Diócesis de Córdoba", "São Paulo", "München"]
    assert "read as Windows-1252" in parsed.messages[0]


def test_an_empty_list_says_so():
    assert parse_list(b"").messages == ["The list is empty."]
    assert parse_list(" \n\n").messages == ["The list is empty."]
    assert parse_list(",,,\n;;\n", filename="x.csv").messages == [
        "No names or codes were found in this list."
    ]


def test_a_picture_is_not_a_list():
    parsed = parse_list(PNG * 50, filename="list.csv")
    assert parsed.items == []
    assert "does not look like text" in parsed.messages[0]


def test_a_file_past_the_byte_limit_gives_its_first_part(settings):
    settings.RESEARCH_MAX_UPLOAD_BYTES = 1000
    data = "".join(f"diocese {n}\n" for n in range(500)).encode()
    parsed = parse_list(data)
    assert parsed.messages[0] == "The list is larger than 1 kB: only its first 1 kB were read."
    assert parsed.items[0] == "diocese 0"
    # The line the limit cut in two is left out, not added as half a name.
    assert all(item == f"diocese {n}" for n, item in enumerate(parsed.items))
    assert 0 < len(parsed.items) < 100


def test_a_line_far_too_long_for_a_name_is_left_out_and_counted():
    parsed = parse_list("x" * 10_000 + "\nManila\n")
    assert parsed.items == ["Manila"]
    assert parsed.messages == [
        f"1 line was longer than {MAX_ITEM_CHARS} characters and was left out."
    ]


def test_a_list_longer_than_a_collection_stops_at_the_limit_and_says_how_many_were_left(
    settings,
):
    settings.RESEARCH_MAX_ENTRIES = 500
    parsed = parse_list("\n".join(f"code-{n}" for n in range(1000)))
    assert parsed.items == [f"code-{n}" for n in range(500)]
    assert parsed.truncated
    assert parsed.messages == [
        "A collection holds at most 500 dioceses: 500 more lines were left out."
    ]


def test_control_characters_and_quotes_around_a_name_are_dropped():
    assert parse_list("\ufeff'Manila'\u200b\n").items == ["Manila"]


def test_the_limit_can_be_the_room_left():
    assert parse_list("a\nb\nc\n", limit=2).items == ["a", "b"]


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=4000), filename=st.sampled_from([None, "x.csv", "x.txt", "x.tsv"]))
def test_any_bytes_give_a_list_and_never_an_exception(data, filename):
    parsed = parse_list(data, filename=filename)
    assert isinstance(parsed.items, list)
    assert all(isinstance(item, str) and 0 < len(item) <= MAX_ITEM_CHARS for item in parsed.items)
    assert len({item.casefold() for item in parsed.items}) == len(parsed.items)
    assert all(isinstance(message, str) and message for message in parsed.messages)
    assert parsed.items or parsed.messages  # nothing found is said, never silent


@settings(max_examples=examples(200), deadline=None)
@given(text=st.text(max_size=3000))
def test_any_text_gives_a_list_and_never_an_exception(text):
    parsed = parse_list(text)
    assert all(0 < len(item) <= MAX_ITEM_CHARS for item in parsed.items)
    assert all("\n" not in item and item == item.strip() for item in parsed.items)


# --- Adding to a collection -----------------------------------------------------------------


@pytest.fixture
def collection(django_user_model, db):
    owner = django_user_model.objects.create_user(username="lister")
    return Collection.objects.create(owner=owner, name="Lists")


def test_new_items_become_pending_entries_and_known_ones_are_named(collection):
    first = add_entries(collection, ["dmaml", "Milan"])
    assert first.added == ["dmaml", "Milan"]
    again = add_entries(collection, ["DMAML", "Córdoba"])
    assert again.added == ["Córdoba"]
    assert again.already == ["DMAML"]
    assert list(collection.entries.values_list("query", "status")) == [
        ("dmaml", Entry.Status.PENDING),
        ("Milan", Entry.Status.PENDING),
        ("Córdoba", Entry.Status.PENDING),
    ]
    assert again.messages() == [
        "Added 1 entry: “Córdoba”.",
        "1 was already in the collection: “DMAML”.",
    ]


def test_a_full_collection_adds_nothing_more_and_says_so(collection, settings):
    settings.RESEARCH_MAX_ENTRIES = 3
    result = add_entries(collection, ["a", "b", "c", "d", "e"])
    assert result.added == ["a", "b", "c"]
    assert result.left_out == ["d", "e"]
    assert collection.entries.count() == 3
    assert "at most 3 dioceses" in result.messages()[-1]


def test_a_long_list_of_names_in_a_message_is_shortened():
    shown = lists.names([f"n{i}" for i in range(25)])
    assert shown.endswith("and 15 more")
    assert "“n9”" in shown and "“n10”" not in shown
