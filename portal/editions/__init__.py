"""Editions: a research collection frozen as citable, unchanging figures (docs/research.md)."""
