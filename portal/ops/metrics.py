"""Placeholder until written."""

from django.http import Http404


def metrics_view(request):
    raise Http404
