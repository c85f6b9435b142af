"""Encryption of OAuth tokens at rest: Fernet with several keys (newest first) for rotation.

Keys come from settings.TOKEN_ENCRYPTION_KEYS. In development (DEBUG=1) without keys, one key
is generated once into settings.TOKEN_ENCRYPTION_DEV_KEY_FILE (mode 0600); in production a
missing key fails at the first token encrypted or decrypted, naming the setting.
"""

# Reference: https://cryptography.io/en/latest/fernet/#cryptography.fernet.MultiFernet

from __future__ import annotations

import os
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

__all__ = ["InvalidToken", "token_decrypt", "token_encrypt", "token_reencrypt"]


def _configured_keys() -> list[str]:
    keys = settings.TOKEN_ENCRYPTION_KEYS
    if isinstance(keys, str):
        keys = keys.split(",")
    return [key.strip() for key in keys if key and key.strip()]


def _development_key(path: Path) -> str:
    """The key in `path`, created with owner-only permissions the first time."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    key = Fernet.generate_key().decode()
    with os.fdopen(fd, "w") as handle:
        handle.write(key + "\n")
    return key


def _fernet() -> MultiFernet:
    keys = _configured_keys()
    if not keys:
        dev_key_file = getattr(settings, "TOKEN_ENCRYPTION_DEV_KEY_FILE", None)
        if not dev_key_file:
            raise ImproperlyConfigured(
                "TOKEN_ENCRYPTION_KEYS is not set: set it to one or more comma-separated Fernet "
                "keys, newest first (make one with `python -c 'from cryptography.fernet import "
                "Fernet; print(Fernet.generate_key().decode())'`)."
            )
        keys = [_development_key(Path(dev_key_file))]
    try:
        return MultiFernet([Fernet(key) for key in keys])
    except ValueError:
        # The message must not echo the key.
        raise ImproperlyConfigured(
            "TOKEN_ENCRYPTION_KEYS holds a value that is not a Fernet key "
            "(32 url-safe base64-encoded bytes)."
        ) from None


def token_encrypt(plaintext: str) -> str:
    return _fernet().encrypt(plaintext.encode()).decode()


def token_decrypt(ciphertext: str) -> str:
    """Raises InvalidToken when no configured key opens it."""
    return _fernet().decrypt(ciphertext.encode()).decode()


def token_reencrypt(ciphertext: str) -> str:
    """The same plaintext under the newest key (MultiFernet.rotate)."""
    return _fernet().rotate(ciphertext.encode()).decode()
