"""The General Roman Calendar's proper of saints in the five languages, keyed by the English
name as upstream writes it: January to June and July to December, kept in two files so each
stays readable (sanctoral_jan_jun.py, sanctoral_jul_dec.py)."""

from __future__ import annotations

from portal.vocabulary.names import Names
from portal.vocabulary.sanctoral_jan_jun import SANCTORAL_JAN_JUN
from portal.vocabulary.sanctoral_jul_dec import SANCTORAL_JUL_DEC

SANCTORAL: dict[str, Names] = {**SANCTORAL_JAN_JUN, **SANCTORAL_JUL_DEC}
