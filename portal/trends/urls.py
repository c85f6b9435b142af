from django.urls import path

from portal.trends import views

app_name = "trends"

# "compare/" comes before the catch-all code; the view validates the code itself (the one id
# rule, portal.core.ids), so a malformed one gets a clear 400 instead of a bare 404. A diocese
# coded "compare" is never linked here: `id_url` sees that address open the comparison page.
urlpatterns = [
    path("", views.index, name="index"),
    path("compare/", views.compare, name="compare"),
    path("<str:source_code>/", views.diocese, name="diocese"),
]
