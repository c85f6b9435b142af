from django.urls import path

from portal.research import map as research_map
from portal.research.views import adding, analysis, collections

app_name = "research"

urlpatterns = [
    # Collections and their entries (views/collections.py).
    path("", collections.index, name="index"),
    path("add-diocese/", adding.add_diocese, name="add_diocese"),  # views/adding.py
    path("<int:collection_id>/", collections.collection, name="collection"),
    path("<int:collection_id>/progress/", collections.progress, name="progress"),
    path("<int:collection_id>/add/", collections.add, name="add"),
    path("<int:collection_id>/refresh/", collections.refresh, name="refresh"),
    path("<int:collection_id>/share/", collections.share, name="share"),
    path("<int:collection_id>/delete/", collections.delete, name="delete"),
    path("<int:collection_id>/entries/<int:entry_id>/", collections.entry, name="entry"),
    # What the warehouse holds for a collection (views/analysis.py): 0 upstream calls.
    path("<int:collection_id>/table/", analysis.table, name="table"),
    path("<int:collection_id>/groups/", analysis.groups, name="groups"),
    path(
        "<int:collection_id>/groups/download/<str:fmt>/",
        analysis.groups_download,
        name="groups_download",
    ),
    path("<int:collection_id>/chart/", analysis.chart, name="chart"),
    path("<int:collection_id>/chart/figure.json", analysis.chart_figure, name="chart_figure"),
    path("<int:collection_id>/chart/figures/", analysis.chart_table, name="chart_table"),
    path("<int:collection_id>/map/", research_map.map_page, name="map"),
    path("<int:collection_id>/map/data.json", research_map.map_data_view, name="map_data"),
    path("<int:collection_id>/map/table/", research_map.map_table_page, name="map_table"),
    path("<int:collection_id>/download/<str:fmt>/", analysis.download, name="download"),
]
