"""Look-up results → what a page shows: known fields by name, every other field generically.

Each kind's reader (saint.py, pope.py, person.py, diocese.py) takes the fields it knows *in
the shape it expects*; a field missing that shape is left alone and lands in the generic
"Other details" list (fields.py), so a surprise from upstream degrades to a key/value row
instead of an error (docs/upstream.md §7). shapes.py holds what the templates lay out;
profile.py and alternates.py build the two page-sized views the directory views show.
"""

from portal.directory.presenters.alternates import not_found_view
from portal.directory.presenters.profile import profile_view
from portal.directory.presenters.shapes import NotFoundView, ProfileView

__all__ = ["NotFoundView", "ProfileView", "not_found_view", "profile_view"]
