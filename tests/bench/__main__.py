"""`python -m tests.bench`: run every benchmark and print one table each."""

from __future__ import annotations

from tests.bench import client_overhead, pages, trends


def main() -> None:
    client_overhead.main()
    print()
    trends.main()
    pages.main()


if __name__ == "__main__":
    main()
