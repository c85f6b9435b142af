"""Placeholder until written (lead/helper)."""

from django.http import Http404


def table(request, *args, **kwargs):
    raise Http404


def groups(request, *args, **kwargs):
    raise Http404


def chart(request, *args, **kwargs):
    raise Http404


def download(request, *args, **kwargs):
    raise Http404
