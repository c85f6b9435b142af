from django.urls import path, register_converter

from portal.readings import feeds, offline, views


class IsoDayConverter:
    """Matches the shape YYYY-MM-DD; the view validates the calendar date itself, so
    2026-02-30 gets a clear 400 instead of a bare 404."""

    regex = r"\d{4}-\d{2}-\d{2}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(IsoDayConverter, "isoday")

app_name = "readings"

urlpatterns = [
    path("", views.home, name="home"),
    path("day/", views.day_pick, name="pick"),
    path("day/<isoday:day>/", views.day_page, name="day"),
    path("day/<isoday:day>/status.json", views.day_status, name="day_status"),
    path("day/<isoday:day>/fragment/", views.day_fragment, name="day_fragment"),
    path("week/<isoday:day>/", views.week_page, name="week"),
    path("feeds/readings.xml", feeds.readings_rss, name="rss"),
    path("feeds/readings.ics", feeds.readings_ics, name="ics"),
    path("embed/today/", views.embed_today, name="embed"),
    path("embed/host.js", views.embed_host_script, name="embed_host"),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
    path("sw.js", offline.service_worker, name="service_worker"),
    path("offline/", offline.offline_page, name="offline"),
    path("offline/plan.json", offline.offline_plan, name="offline_plan"),
]
