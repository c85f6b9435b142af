"""Citation marks that lead somewhere, and search words marked in a document.

Both work on HTML that `portal.core.rendering.render_markdown` has already sanitised, and
change only its text: the HTML is parsed (so a "[3]" inside an attribute or a tag is never
touched), text is escaped again on the way out, and the only markup added is built here from
numbers and ids the portal made. Nothing upstream wrote is ever taken as HTML.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from html import escape
from html.parser import HTMLParser

from django.utils.safestring import SafeString, mark_safe

from portal.library import marking

# "[3]", "[1, 2]", "[1-3]" / "[1–3]"; "[1][2]" is two marks side by side.
_MARK = re.compile(r"\[(\d{1,4}(?:\s*[,;–-]\s*\d{1,4})*)\]")
# No link inside a link (invalid HTML) or inside code (a "[0]" there is an index, not a mark).
_SKIP_INSIDE = frozenset({"a", "code", "pre"})
_VOID = frozenset({"br", "hr", "img", "wbr", "input", "meta", "link", "source", "area", "col"})


class _TextRewriter(HTMLParser):
    """Re-emits sanitised HTML as it came, passing each text run (outside `_SKIP_INSIDE`)
    through `rewrite`, which returns HTML it has escaped itself."""

    def __init__(self, rewrite: Callable[[str], str]):
        super().__init__(convert_charrefs=True)
        self.rewrite = rewrite
        self.out: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(_start_tag(tag, attrs))
        if tag in _SKIP_INSIDE:
            self.skipping += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(_start_tag(tag, attrs))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
            return
        self.out.append(f"</{tag}>")
        if tag in _SKIP_INSIDE and self.skipping:
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        self.out.append(escape(data, quote=False) if self.skipping else self.rewrite(data))


def _start_tag(tag: str, attrs: list[tuple[str, str | None]]) -> str:
    written = "".join(
        f" {name}" if value is None else f' {name}="{escape(value, quote=True)}"'
        for name, value in attrs
    )
    return f"<{tag}{written}>"


def _rewrite_text(html: str, rewrite: Callable[[str], str]) -> SafeString:
    parser = _TextRewriter(rewrite)
    parser.feed(str(html))
    parser.close()
    # The input was sanitised HTML; tags are re-emitted with escaped attributes and every text
    # run is escaped (or built by `rewrite` from escaped text and the portal's own ids).
    return mark_safe("".join(parser.out))  # noqa: S308  # nosec B308, B703


def source_id(prefix: str, number: int) -> str:
    """The id of source `number` in the list whose marks start with `prefix`."""
    return f"{prefix}-source-{number}"


def mark_id(prefix: str, number: int) -> str:
    """The id of the first mark in the text that cites source `number`."""
    return f"{prefix}-cites-{number}"


def link_marks(
    html: str, titles: Sequence[str], prefix: str, label: Callable[[int], str]
) -> tuple[SafeString, set[int]]:
    """`html` with each mark of a known source ("[3]", with 1 ≤ 3 ≤ len(titles)) a link to
    `#<prefix>-source-3`; the first mark of each source gets the id its back-link uses.
    `label(n)` names the link for screen readers; `titles[n-1]` is its tooltip. Returns the
    HTML and the numbers that have a mark (so only they get a back-link)."""
    marked: set[int] = set()

    def link(number: int, text: str) -> str:
        if not 1 <= number <= len(titles):
            return escape(text, quote=False)
        first = number not in marked
        marked.add(number)
        anchor = f' id="{mark_id(prefix, number)}"' if first else ""
        title = f' title="{escape(titles[number - 1], quote=True)}"' if titles[number - 1] else ""
        return (
            f'<a class="citation-mark" href="#{source_id(prefix, number)}"{anchor}{title}'
            f' aria-label="{escape(label(number), quote=True)}">{escape(text, quote=False)}</a>'
        )

    def rewrite_mark(match: re.Match[str]) -> str:
        inside = match.group(1)
        if inside.isdigit() or "–" in inside or "-" in inside:
            # "[3]" is one link; a range ("[1–3]") leads as a whole to its first source.
            return link(int(re.split(r"\D", inside, maxsplit=1)[0]), match.group(0))
        # "[1, 2]": each number links on its own; brackets and commas stay text.
        return "".join(
            link(int(piece), piece) if piece.isdigit() else escape(piece, quote=False)
            for piece in re.split(r"(\d+)", match.group(0))
        )

    def rewrite(text: str) -> str:
        out: list[str] = []
        end = 0
        for match in _MARK.finditer(text):
            out.append(escape(text[end : match.start()], quote=False))
            out.append(rewrite_mark(match))
            end = match.end()
        out.append(escape(text[end:], quote=False))
        return "".join(out)

    return _rewrite_text(html, rewrite), marked


def mark_words(html: str, terms: Iterable[str]) -> tuple[SafeString, int]:
    """`html` with every word matching one of `terms` (marking.query_terms: the same words the
    library's hits mark) wrapped in <mark class="search-mark">, and how many were marked."""
    count = 0

    def rewrite(text: str) -> str:
        nonlocal count
        marked, found = marking.counted_marks(text, terms, css_class="search-mark")
        count += found
        return marked

    return _rewrite_text(html, rewrite), count
