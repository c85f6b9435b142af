"""Benchmarks run against a private sandbox: `python -m devtools.bench` (or `make bench`)."""
