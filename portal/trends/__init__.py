"""Diocese statistics over time: Plotly charts, comparisons and exports."""
