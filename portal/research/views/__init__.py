"""The research workbench's pages: collections (collections.py) and their analysis (analysis.py)."""
