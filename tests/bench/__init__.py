"""Benchmarks run against a private sandbox: `python -m tests.bench` (or `make bench`)."""
