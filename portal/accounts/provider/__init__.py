"""The django-allauth provider "magisterium" (found by allauth as `<app>.provider`)."""

from portal.accounts.provider.provider import MagisteriumProvider

provider_classes = [MagisteriumProvider]
