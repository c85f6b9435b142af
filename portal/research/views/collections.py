"""Placeholder until written (lead/helper)."""

from django.http import Http404


def index(request, *args, **kwargs):
    raise Http404


def add_diocese(request, *args, **kwargs):
    raise Http404


def collection(request, *args, **kwargs):
    raise Http404


def progress(request, *args, **kwargs):
    raise Http404


def add(request, *args, **kwargs):
    raise Http404


def refresh(request, *args, **kwargs):
    raise Http404


def share(request, *args, **kwargs):
    raise Http404


def delete(request, *args, **kwargs):
    raise Http404


def entry(request, *args, **kwargs):
    raise Http404
