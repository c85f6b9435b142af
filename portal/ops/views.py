"""Placeholder until written."""

from django.http import Http404


def console(request):
    raise Http404
