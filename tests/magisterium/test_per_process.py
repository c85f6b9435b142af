"""The per-process holder behind the door's clients, pools and records (`per_process`)."""

from __future__ import annotations

import threading

import pytest

from portal.magisterium.per_process import PerProcess
from tests.forking import in_forked_child

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


class Thing:
    def __init__(self) -> None:
        self.closed = False


def counting_holder() -> tuple[PerProcess[Thing], list[Thing], list[Thing]]:
    built: list[Thing] = []
    closed: list[Thing] = []

    def build() -> Thing:
        thing = Thing()
        built.append(thing)
        return thing

    def close(thing: Thing) -> None:
        thing.closed = True
        closed.append(thing)

    return PerProcess(build, close=close), built, closed


def test_it_builds_once_on_first_use_and_hands_every_thread_the_same_object():
    holder, built, _closed = counting_holder()
    assert holder.peek() is None and built == []  # nothing before the first get()
    start = threading.Barrier(8)
    seen: list[Thing] = []

    def get() -> None:
        start.wait()
        seen.append(holder.get())

    threads = [threading.Thread(target=get) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(built) == 1
    assert seen == [built[0]] * 8
    assert holder.peek() is built[0]


def test_a_forked_child_drops_the_parents_object_without_closing_it_and_builds_its_own():
    holder, _built, closed = counting_holder()
    parents = holder.get()

    def check() -> str:
        dropped = holder.peek() is None
        own = holder.get()
        return f"{dropped},{own is not parents},{own is holder.get()},{parents.closed}"

    assert in_forked_child(check) == "True,True,True,False"
    assert holder.get() is parents and not parents.closed and closed == []


def test_an_object_built_by_another_process_is_not_handed_out(monkeypatch):
    holder, _built, closed = counting_holder()
    first = holder.get()
    monkeypatch.setattr(holder, "_pid", -1)  # as if a fork had run no fork hooks
    assert holder.peek() is None
    second = holder.get()
    assert second is not first and holder.get() is second
    assert closed == []  # never closed from a process that did not build it


def test_reset_closes_this_process_object_and_the_next_get_builds_anew():
    holder, built, closed = counting_holder()
    first = holder.get()
    holder.reset()
    assert closed == [first] and first.closed
    assert holder.peek() is None
    second = holder.get()
    assert second is not first and len(built) == 2
    holder.reset()
    holder.reset()  # nothing left to close
    assert closed == [first, second]


def test_reset_without_a_close_hook_only_drops_the_object():
    holder = PerProcess(Thing)
    first = holder.get()
    holder.reset()
    assert not first.closed and holder.get() is not first
