"""{{ id|reader_url }} and {{ url|external_url }}: links from untrusted upstream values."""

from django import template

from portal.library import links

register = template.Library()

register.filter("reader_url", links.reader_url)
register.filter("external_url", links.external_url)
