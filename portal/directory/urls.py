"""/saints/, /popes/, /clergy/, /dioceses/ and each entry's page, from the one directory table.

Names: directory:saints, directory:saint (saint_id), directory:popes, directory:pope (pope_id),
directory:clergy, directory:person (person_id), directory:dioceses, directory:diocese
(source_code). Ids are validated by the view, so a malformed one gets a clear 400 page.
"""

from django.urls import path

from portal.directory import views
from portal.directory.lookups import DIRECTORY_LIST

app_name = "directory"


def _name(url_name: str) -> str:
    return url_name.removeprefix(f"{app_name}:")


urlpatterns = []
for _directory in DIRECTORY_LIST:
    urlpatterns += [
        path(
            f"{_directory.path}/",
            views.search,
            {"kind": _directory.kind},
            name=_name(_directory.search_url_name),
        ),
        path(
            f"{_directory.path}/<str:{_directory.id_field}>/",
            views.profile,
            {"kind": _directory.kind},
            name=_name(_directory.profile_url_name),
        ),
    ]
