"""The notebook API: a read-only JSON and CSV view of the research workbench at /api/v1/, with
personal access tokens (docs/api.md)."""
