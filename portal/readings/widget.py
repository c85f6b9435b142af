"""The widget's parameters, shared by its page (views.embed_today) and the code a parish website
copies (templatetags/readings_embed.py): besides `?lang=`, a short form and leaving the saints
out. Each is one of two values, so the kept renders stay few (portal.core.public_pages)."""

from __future__ import annotations

from urllib.parse import urlencode

from portal.core.public_pages import LANG_PARAM

COMPACT = "compact"  # "1": the celebration, the readings' references and the saints' names
SAINTS = "saints"  # "0": without the saints of the day
# Each parameter's values, the default first (what leaving it out means).
CHOICES: dict[str, tuple[str, ...]] = {COMPACT: ("0", "1"), SAINTS: ("1", "0")}


def query(language: str, *, compact: bool = False, saints: bool = True) -> str:
    """The widget's query string, defaults left out: the full widget's address is the one
    parish websites have pasted since the widget began."""
    params = {LANG_PARAM: language}
    if compact:
        params[COMPACT] = "1"
    if not saints:
        params[SAINTS] = "0"
    return urlencode(params)
