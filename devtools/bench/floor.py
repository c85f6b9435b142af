"""The benchmark's floor URL (served by devtools/bench/urls.py), importable before Django."""

FLOOR = "/_bench/floor"
