"""The benchmark's floor URL (served by tests/bench/urls.py), importable without Django set up."""

FLOOR = "/_bench/floor"
