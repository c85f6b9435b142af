"""/research/editions/…: the editions' list, freezing a collection, an edition and its files."""

from django.urls import path

from portal.editions import views

app_name = "editions"

urlpatterns = [
    path("", views.index, name="index"),
    path("freeze/<int:collection_id>/", views.freeze_collection, name="freeze"),
    path("<slug:public_id>/", views.edition, name="edition"),
    path("<slug:public_id>/<str:name>", views.edition_file, name="file"),
]
