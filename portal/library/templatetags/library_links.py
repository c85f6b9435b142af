"""{{ id|reader_url }}: a link into our reader from an untrusted upstream id (web addresses
use `{{ url|safe_url }}` from the `portal` library)."""

from django import template

from portal.library import links

register = template.Library()

register.filter("reader_url", links.reader_url)
