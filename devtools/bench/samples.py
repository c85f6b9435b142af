"""Interleaved repeated samples, so machine drift lands on every figure alike.

Measured one after another, a figure taken while the machine was busy would be compared with
one taken while it was quiet. Instead every round takes one sample of each figure (in an
order rotated from round to round), and a ratio is taken within each round, between samples
seconds apart. Each figure is then printed as its median with the min–max of its rounds.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping, Sequence


def interleaved(
    measures: Mapping[str, Callable[[], float]], *, rounds: int
) -> dict[str, list[float]]:
    """`rounds` samples of each measure; round r starts with the r-th measure."""
    names = list(measures)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            samples[name].append(measures[name]())
    return samples


def per_round(numerators: Sequence[float], denominators: Sequence[float]) -> list[float]:
    """The ratio within each round (samples taken moments apart)."""
    return [n / d for n, d in zip(numerators, denominators, strict=True) if d]


def spread(values: Sequence[float], fmt: Callable[[float], str]) -> str:
    """ "median (min–max)" of `values`, each formatted with `fmt`."""
    if not values:
        return "n/a"
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{fmt(mid)} ({fmt(low)}–{fmt(high)})"


def ms_spread(seconds: Sequence[float]) -> str:
    return spread(seconds, lambda s: f"{s * 1000:.1f}") + " ms"


def ratio_spread(ratios: Sequence[float]) -> str:
    return spread(ratios, lambda r: f"{r:.2f}") + "×"


def rate_spread(per_second: Sequence[float]) -> str:
    return spread(per_second, lambda r: f"{r:.0f}") + "/s"
