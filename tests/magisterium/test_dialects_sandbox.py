"""The door against the sandbox when upstream moves between A2A versions, and with doubles.

Every skill and every error of the door is also run in each dialect (test_skills.py and
test_errors.py, through the `in_each_dialect` fixture).
"""

from __future__ import annotations

from portal import magisterium as m
from portal.magisterium import agent_card, dialects, skills


def test_an_upstream_switch_heals_within_a_call_and_back(sandbox, demo):
    assert skills.pope_lookup(token=demo, pope_id="leo-xiv").name
    assert agent_card.current_choice().dialect is dialects.LEGACY

    # Upstream upgrades to 1.0: the very next call is answered, in 1.0, with no restart.
    sandbox.configure(dialect="1.0")
    assert skills.pope_lookup(token=demo, pope_id="benedict-xvi").name
    assert agent_card.current_choice().dialect is dialects.V1

    # And back again (a rollback upstream).
    sandbox.configure(dialect="0.2")
    assert isinstance(skills.saint_lookup(token=demo, saint_id="jerome"), m.Profile)
    assert agent_card.current_choice().dialect is dialects.LEGACY
    assert sandbox.requests()["by_skill"] == {"pope_lookup": 2, "saint_lookup": 1}


def test_doubles_from_a_protobuf_server_are_integers_again(sandbox, demo):
    sandbox.configure(dialect="1.0", numbers="double")
    pope = skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    assert type(pope.fields["ordinal"]) is int and pope.fields["ordinal"] == 265

    series = skills.diocese_statistics(
        token=demo, source_code="dmaml", start_year=2000, end_year=2010
    )
    years = [row["year"] for row in series.rows]
    assert years and all(type(year) is int for year in years)
    assert (series.start, series.end) == (2000, 2010)
    assert all(type(row["catholics"]) is int for row in series.rows if row["catholics"] is not None)
