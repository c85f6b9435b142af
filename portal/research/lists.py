"""Lists of dioceses as researchers bring them: pasted text or an uploaded file, and adding them
to a collection.

`parse_list` reads anything: text in any common encoding, CSV or one item per line, of any size;
what it cannot read it says in a sentence, and it never raises (a file is the user's, not ours
to trust). `add_entries` turns the items into a collection's entries, up to its size limit.
"""

from __future__ import annotations

import codecs
import csv
import re
import unicodedata
from dataclasses import dataclass, field

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from portal.research import members
from portal.research.models import Collection, Entry

# An entry's query column; a longer line is no diocese name (a pasted paragraph, a data blob).
MAX_ITEM_CHARS = 200
# Header cells that name the column to read, best first: a code is exact, a name is searched.
CODE_HEADERS = ("source_code", "sourcecode", "code", "diocese_code", "id")
NAME_HEADERS = ("diocese", "name", "diocese_name", "primary_name", "jurisdiction")
DELIMITERS = ("\t", ";", ",")
# Quotes and spaces some exports wrap cells in (and a stray byte-order mark): not part of a name.
_STRIP = " \t\"'\u00a0\ufeff"
_SPACES = re.compile(r"\s+")
# How many names a message lists before it says "and N more".
LISTED_NAMES = 10

UNREADABLE = gettext_lazy(
    "This list could not be read. Please save it as plain text or CSV (UTF-8) and try again."
)
EMPTY = gettext_lazy("The list is empty.")
NOTHING_FOUND = gettext_lazy("No names or codes were found in this list.")
NOT_TEXT = gettext_lazy(
    "This file does not look like text (is it a picture or a spreadsheet?). "
    "Please upload a CSV or a plain text file with one diocese per line."
)


@dataclass(frozen=True)
class ParsedList:
    items: list[str]
    messages: list[str] = field(default_factory=list)
    truncated: bool = False


def parse_list(
    data: bytes | str, *, filename: str | None = None, limit: int | None = None
) -> ParsedList:
    """The distinct names or codes in `data` (at most `limit`, by default RESEARCH_MAX_ENTRIES),
    with a sentence for everything left out or guessed. Never raises."""
    try:
        return _parse(data, filename=filename, limit=limit)
    except Exception:  # a file we cannot read is a message, never a 500
        return ParsedList([], [str(UNREADABLE)])


def _parse(data: bytes | str, *, filename: str | None, limit: int | None) -> ParsedList:
    limit = settings.RESEARCH_MAX_ENTRIES if limit is None else max(0, limit)
    messages: list[str] = []
    max_bytes = settings.RESEARCH_MAX_UPLOAD_BYTES
    if isinstance(data, str):
        text = data
        if len(text) > max_bytes:
            text = _whole_lines(text[:max_bytes])
            messages.append(_too_big_message(max_bytes))
    else:
        data = bytes(data)
        if len(data) > max_bytes:
            data = data[:max_bytes]
            messages.append(_too_big_message(max_bytes))
            cut = True
        else:
            cut = False
        decoded = _decode(data)
        if decoded is None:
            return ParsedList([], [str(NOT_TEXT)])
        text, note = decoded
        if note:
            messages.append(note)
        if cut:
            text = _whole_lines(text)
    if _looks_binary(text):
        return ParsedList([], [*messages, str(NOT_TEXT)])
    return _items(text, filename=filename, limit=limit, messages=messages)


def _too_big_message(max_bytes: int) -> str:
    return _("The list is larger than %(size)s: only its first %(size)s were read.") % {
        "size": size_label(max_bytes)
    }


def size_label(count: int) -> str:
    if count >= 1_000_000:
        return _("%(n)s MB") % {"n": f"{count / 1_000_000:g}"}
    return _("%(n)s kB") % {"n": f"{count / 1000:g}"}


def _whole_lines(text: str) -> str:
    """Text cut at a byte limit, without its last (probably cut) line."""
    end = max(text.rfind("\n"), text.rfind("\r"))
    return text[:end] if end > 0 else ""


# --- Decoding -------------------------------------------------------------------------------

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def _decode(data: bytes) -> tuple[str, str | None] | None:
    """(text, a note when the encoding was guessed), or None for binary data."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(encoding, errors="replace"), None
    utf16 = _utf16_without_bom(data)
    if utf16:
        return data.decode(utf16, errors="replace"), None
    if b"\x00" in data:
        return None
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        # A file cut at the byte limit may end inside a character: that is still UTF-8.
        if exc.start >= len(data) - 3 and exc.reason == "unexpected end of data":
            return data[: exc.start].decode("utf-8"), None
    # Western European spreadsheets save as Windows-1252 by default; Central European ones
    # (Croatian, Polish) as Windows-1250, which holds the few bytes 1252 leaves undefined.
    for encoding, label in (("cp1252", "Windows-1252"), ("cp1250", "Windows-1250")):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        return text, _encoding_note(label)
    return data.decode("latin-1"), _encoding_note("ISO-8859-1")


def _encoding_note(label: str) -> str:
    return _(
        "This file is not UTF-8, so it was read as %(encoding)s. If accented names look wrong, "
        "save the file as UTF-8 and upload it again."
    ) % {"encoding": label}


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 saved without a byte-order mark: mostly-ASCII text has a zero in every other byte."""
    sample = data[:4000]
    pairs = len(sample) // 2
    if pairs < 2:
        return None
    even_zeros = sample[0::2].count(0)
    odd_zeros = sample[1::2].count(0)
    if odd_zeros > pairs * 0.4 and even_zeros < pairs * 0.05:
        return "utf-16-le"
    if even_zeros > pairs * 0.4 and odd_zeros < pairs * 0.05:
        return "utf-16-be"
    return None


def _looks_binary(text: str) -> bool:
    """Control characters other than line breaks and tabs are rare in text, common in binaries."""
    sample = text[:20000]
    if not sample:
        return False
    controls = sum(
        1 for ch in sample if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r\x0b\x0c"
    )
    return "\x00" in sample or controls > max(2, len(sample) // 100)


# --- Reading the items ----------------------------------------------------------------------


def _delimiter(lines: list[str], filename: str | None) -> str | None:
    """The CSV delimiter, or None for one item per line.

    A pasted list is CSV only when it has tabs (what a spreadsheet's copy gives) or a header;
    a name may hold a comma ("Saint Paul, Minnesota"), so commas alone do not make a CSV.
    """
    first = next((line for line in lines if line.strip()), "")
    is_csv_file = (filename or "").lower().endswith((".csv", ".tsv"))
    for delimiter in DELIMITERS:
        if delimiter in first and (
            is_csv_file or delimiter == "\t" or _header_column(_cells(first, delimiter))
        ):
            return delimiter
    return None


def _cells(line: str, delimiter: str) -> list[str]:
    try:
        return next(csv.reader([line], delimiter=delimiter), [])
    except csv.Error:  # a field past csv's size limit, a stray quote: split plainly
        return line.split(delimiter)


def _header_key(cell: str) -> str:
    return _SPACES.sub("_", cell.strip(_STRIP).lower()).replace("-", "_")


def _header_column(cells: list[str]) -> list[int] | None:
    """Column indexes to read, best first, when `cells` is a header row; else None."""
    keys = [_header_key(cell) for cell in cells]
    columns = [keys.index(name) for name in CODE_HEADERS + NAME_HEADERS if name in keys]
    return list(dict.fromkeys(columns)) or None


def _clean(value: str) -> str:
    value = "".join(ch for ch in value if unicodedata.category(ch) not in ("Cc", "Cf"))
    return _SPACES.sub(" ", value).strip(_STRIP).strip()


def _items(text: str, *, filename: str | None, limit: int, messages: list[str]) -> ParsedList:
    lines = text.splitlines()
    delimiter = _delimiter(lines, filename)
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    columns = None
    if first is not None:
        columns = _header_column(_cells(lines[first], delimiter) if delimiter else [lines[first]])
        if columns:
            lines = lines[first + 1 :]  # the header row (a one-column list's "name" too)
    items: list[str] = []
    seen: set[str] = set()
    repeated = too_long = left_out = 0
    for line in lines:
        if delimiter:
            cells = _cells(line, delimiter)
            order = columns or range(len(cells))
            value = next(
                (_clean(cells[i]) for i in order if i < len(cells) and _clean(cells[i])), ""
            )
        else:
            value = _clean(line)
        if not any(ch.isalnum() for ch in value):  # punctuation alone names nothing
            continue
        if len(value) > MAX_ITEM_CHARS:
            too_long += 1
            continue
        key = value.casefold()
        if key in seen:
            repeated += 1
            continue
        seen.add(key)
        if len(items) >= limit:
            left_out += 1
            continue
        items.append(value)
    if too_long:
        messages.append(
            ngettext(
                "%(count)d line was longer than %(max)d characters and was left out.",
                "%(count)d lines were longer than %(max)d characters and were left out.",
                too_long,
            )
            % {"count": too_long, "max": MAX_ITEM_CHARS}
        )
    if repeated:
        messages.append(
            ngettext(
                "%(count)d repeated line was counted once.",
                "%(count)d repeated lines were counted once.",
                repeated,
            )
            % {"count": repeated}
        )
    if left_out:
        messages.append(
            ngettext(
                "A collection holds at most %(max)d dioceses: %(count)d more line was left out.",
                "A collection holds at most %(max)d dioceses: %(count)d more lines were left out.",
                left_out,
            )
            % {"max": settings.RESEARCH_MAX_ENTRIES, "count": left_out}
        )
    if not items and not messages:
        messages.append(str(EMPTY if not text.strip() else NOTHING_FOUND))
    return ParsedList(items, messages, truncated=bool(left_out))


# --- Adding to a collection -----------------------------------------------------------------


@dataclass(frozen=True)
class Added:
    added: list[str]
    already: list[str]  # as given
    left_out: list[str]
    # For each of `already`, the line of the collection it matched (a diocese's name, when
    # known): “dmila” (Archdiocese of Milan).
    already_as: list[str] = field(default_factory=list)

    def messages(self) -> list[str]:
        """One sentence per outcome, naming the first few entries of each."""
        lines = []
        if self.added:
            lines.append(
                ngettext(
                    "Added %(count)d entry: %(names)s.",
                    "Added %(count)d entries: %(names)s.",
                    len(self.added),
                )
                % {"count": len(self.added), "names": names(self.added)}
            )
        if self.already:
            lines.append(
                ngettext(
                    "%(count)d was already in the collection: %(names)s.",
                    "%(count)d were already in the collection: %(names)s.",
                    len(self.already),
                )
                % {"count": len(self.already), "names": names(self.already, self.already_as)}
            )
        if self.left_out:
            lines.append(
                ngettext(
                    "The collection is full (at most %(max)d dioceses): "
                    "%(count)d entry was not added.",
                    "The collection is full (at most %(max)d dioceses): "
                    "%(count)d entries were not added.",
                    len(self.left_out),
                )
                % {"max": settings.RESEARCH_MAX_ENTRIES, "count": len(self.left_out)}
            )
        return lines


def names(values: list[str], matched: list[str] | None = None) -> str:
    """“a”, “b” and 3 more — a list short enough for a message; with `matched`, what each
    value was found to be where it says more: “dmila” (Archdiocese of Milan)."""
    labels = [
        f"“{value}” ({match})" if match and match.casefold() != value.casefold() else f"“{value}”"
        for value, match in zip(values, matched or values, strict=False)
    ]
    shown = ", ".join(labels[:LISTED_NAMES])
    rest = len(values) - LISTED_NAMES
    if rest > 0:
        return ngettext("%(names)s and %(count)d more", "%(names)s and %(count)d more", rest) % {
            "names": shown,
            "count": rest,
        }
    return shown


def add_entries(collection: Collection, items: list[str]) -> Added:
    """New PENDING entries for the items the collection does not hold yet, up to its limit.

    An item is already there when it, or the diocese the warehouse knows by its code or name,
    matches a line's query, code or diocese (case-insensitively, portal.research.members); it
    is reported by the name of the line it matches. The harvest marks as duplicates the lines
    only upstream's answer reveals.
    """
    with transaction.atomic():
        # Locks the collection row so two uploads at once cannot pass the size limit together.
        Collection.objects.select_for_update().filter(pk=collection.pk).first()
        known, count = members.held(collection)
        items = [item[:MAX_ITEM_CHARS] for item in items]
        keys = members.keys_of(items)
        room = max(0, settings.RESEARCH_MAX_ENTRIES - count)
        added: list[str] = []
        already: list[str] = []
        already_as: list[str] = []
        left_out: list[str] = []
        for item in items:
            named = keys[item.casefold()]
            match = next((known[key] for key in named if key in known), None)
            if match is not None:
                already.append(item)
                already_as.append(match)
            elif len(added) >= room:
                left_out.append(item)
            else:
                known.update(dict.fromkeys(named, item))
                added.append(item)
        Entry.objects.bulk_create([Entry(collection=collection, query=item) for item in added])
    return Added(added, already, left_out, already_as)
