"""The research workbench: warehouse, harvest, analysis, collections."""
