"""How many examples a property test (Hypothesis) tries: all of them in `make test`, a fifth
(at least five) in the quick lanes (`make test-fast`, `make test-unit`), which exist to answer
in minutes. Every property still runs in every lane; `make test`, which CI runs, tries every
example the test asks for.

    @settings(max_examples=examples(200), deadline=None)
"""

from __future__ import annotations

import os

QUICK_LANES = {"fast", "unit"}


def examples(count: int) -> int:
    """`count` in the whole suite; a fifth of it, at least 5, in a quick lane."""
    if os.environ.get("PORTAL_TEST_LANE") in QUICK_LANES:
        return max(5, count // 5)
    return count
