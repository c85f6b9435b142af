"""Text of a page's elements by tag and class, with the languages they are marked in, read by
the standard library's parser (no BeautifulSoup in this environment)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}  # fmt: skip


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    lang: str  # the language in force inside it (the nearest `lang`)
    parts: list[tuple[str, str]] = field(default_factory=list)  # (text, its language)

    @property
    def text(self) -> str:
        return " ".join("".join(text for text, _ in self.parts).split())

    def text_in(self, language: str) -> str:
        """Only the text in `language` (what is not marked as another)."""
        return " ".join(" ".join(text for text, lang in self.parts if lang == language).split())

    @property
    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[Element] = []
        self.elements: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        lang = values.get("lang") or (self.open[-1].lang if self.open else "")
        element = Element(tag, values, lang)
        self.elements.append(element)
        if tag not in VOID:
            self.open.append(element)

    def handle_endtag(self, tag: str) -> None:
        for index in range(len(self.open) - 1, -1, -1):
            if self.open[index].tag == tag:
                del self.open[index:]
                break

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1].tag in {"script", "style"}:
            return
        language = self.open[-1].lang if self.open else ""
        for element in self.open:
            element.parts.append((data, language))


def elements(html: str, tag: str | None = None, cls: str | None = None) -> list[Element]:
    """Every element of `html` with that tag and class, in document order."""
    reader = _Reader()
    reader.feed(html)
    return [
        e
        for e in reader.elements
        if (tag is None or e.tag == tag) and (cls is None or cls in e.classes)
    ]


def first_text(html: str, tag: str, cls: str | None = None) -> str:
    found = elements(html, tag, cls)
    assert found, f"no <{tag} class={cls}>"
    return found[0].text
