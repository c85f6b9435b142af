"""The one table `make bench` prints: sections of figures, each set against a reference
measured in the same run, and the ratio of the two."""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    name: str
    measured: str
    reference: str = ""
    ratio: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    figures: list[Figure]


HEADER = Figure("figure", "measured", "reference", "ratio")


def ratio(measured: float, reference: float) -> str:
    return f"{measured / reference:.2f}×" if reference else "n/a"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def timed(call: Callable[[], object]) -> float:
    """Seconds `call()` took."""
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


VALUES = ("measured", "reference", "ratio")


def render(sections: list[Section]) -> str:
    """Aligned text: a header, then each section's title and its figures, indented."""
    rows = [HEADER, *(f for s in sections for f in s.figures)]
    widths = [max(len(r.name) + 2 for r in rows)]
    widths += [max(len(getattr(r, column)) for r in rows) for column in VALUES]

    def line(row: Figure, indent: str = "  ") -> str:
        cells = [(indent + row.name).ljust(widths[0])]
        cells += [getattr(row, c).rjust(w) for c, w in zip(VALUES, widths[1:], strict=True)]
        return "  ".join(cells).rstrip()

    out = [line(HEADER, indent=""), "  ".join("-" * w for w in widths)]
    for section in sections:
        out.append(section.title)
        out += [line(figure) for figure in section.figures]
    return "\n".join(out)


def machine() -> str:
    """One line saying what the figures were measured on."""
    model = ""
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            model = next((ln.split(":", 1)[1].strip() for ln in cpuinfo
                          if ln.startswith("model name")), "")  # fmt: skip
    except OSError:
        pass
    return (
        f"{os.cpu_count()} CPU cores ({model or platform.machine()}), "
        f"Python {platform.python_version()}, {platform.system()} {platform.release()}, "
        f"{load_average()}"
    )


def load_average() -> str:
    """Other work on the machine skews every figure: say how busy it was before we began."""
    one, five, _fifteen = os.getloadavg()
    return f"load average before the run {one:.1f} (1 min) / {five:.1f} (5 min)"
