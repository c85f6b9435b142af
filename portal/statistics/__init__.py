"""The statistics library the trends pages, the research workbench, the directory and the
operator console share: the 19 metrics' vocabulary (`metrics`), the derived views and tables
(`derived`), the query-string rules for statistics and years (`forms`), the chart style
(`chart_style`) and the plotly.js figures (`charts`). It holds no models and calls no one
upstream; the rooms above it do (docs/architecture.md)."""
