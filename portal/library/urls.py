from django.urls import path

from portal.library import views

app_name = "library"

urlpatterns = [
    path("library/", views.search, name="search"),
    path("library/documents/<str:document_id>/", views.document, name="document"),
    path("ask/", views.ask, name="ask"),
    path("ask/history/", views.history, name="history"),
    path("ask/threads/<int:thread_id>/", views.thread, name="thread"),
    path("ask/threads/<int:thread_id>/delete/", views.thread_delete, name="thread_delete"),
]
