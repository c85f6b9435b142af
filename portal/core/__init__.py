"""Shared web pieces: base context, safe text rendering, error pages, health."""
