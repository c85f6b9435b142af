"""Readings delivered: the day's readings and saints by email, in the subscriber's language, at
the subscriber's hour, exactly once a day (docs/subscriptions.md).

- `models`: subscriptions (double opt-in, consent kept), deliveries (one a subscriber a local
  day), batches (what one task sends), suppressions (addresses never mailed again);
- `delivery`: who is due now, the batches, the send with its journal;
- `messages`: each day's email rendered once per language and choice, then addressed;
- web: the form, confirmation, the subscription's own page (change, stop, download, erase).
"""
