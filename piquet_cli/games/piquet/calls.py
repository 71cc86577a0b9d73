"""Calls against the cards: what each player is reckoned to have declared.

A category called without a hand is taken as called. With a hand, a category
not called is taken as fully declared; a call is checked against the cards:
calling more than is held is refused, calling less is sinking (Law 50, legal)
and a ruling says what was sunk. Plain Python: no I/O.
"""

from __future__ import annotations

from piquet_cli.cards import Card, Rank
from piquet_cli.errors import BadValue
from piquet_cli.games.piquet.combinations import (
    NO_POINT,
    NUMBER_WORDS,
    Point,
    RankSet,
    Sequence,
    best_point,
    holding,
    point_key,
    points_held,
    sequences_held,
    sets_held,
)
from piquet_cli.games.piquet.facts import Calls, DealFacts, Ruling
from piquet_cli.games.side import Side
from piquet_cli.i18n import N_, _, active
from piquet_cli.said import Words, said


def resolve_calls(facts: DealFacts, names: dict[Side, str]) -> tuple[dict[Side, Calls], list[Ruling]]:
    """What each player is reckoned to have declared, and notes on the calls.

    A category called without a hand is taken as called. With a hand, a category
    not called is taken as fully declared; a call is checked against the cards:
    calling more than is held is refused, calling less is sinking (legal) and
    the ruling says what was sunk.
    """
    declared: dict[Side, Calls] = {}
    notes: list[Ruling] = []
    for side in Side:
        calls, hand, who = facts.calls(side), facts.hand(side), names[side]
        if hand is None:
            declared[side] = Calls(
                calls.point if calls.point is not None else NO_POINT,
                calls.sequences or (),
                calls.sets or (),
            )
            continue
        point = best_point(hand) if calls.point is None else _check_point(calls.point, hand, who, side, notes)
        seqs = (
            tuple(sequences_held(hand))
            if calls.sequences is None
            else _check_sequences(calls.sequences, hand, who, side, notes)
        )
        sets = (
            tuple(sets_held(hand)) if calls.sets is None else _check_sets(calls.sets, hand, who, side, notes)
        )
        declared[side] = Calls(point, seqs, sets)
    return declared, notes


def _check_point(call: Point, hand: tuple[Card, ...], who: str, side: Side, notes: list[Ruling]) -> Point:
    held = points_held(hand)
    best = best_point(hand)
    if call.cards == 0:
        if best.cards:
            notes.append(
                Ruling(
                    "point",
                    None,
                    0,
                    Words(
                        N_("{who} sinks a {point}: a player need not call anything."),
                        who=who,
                        point=best.describe(),
                    ),
                    N_("description of the game"),
                )
            )
        return call
    exact = [
        p for p in held.values() if p.cards == call.cards and (call.count is None or p.count == call.count)
    ]
    chosen = (call if call.count is not None else max(exact, key=point_key)) if exact else call
    if point_key(chosen) < point_key(best):
        notes.append(
            Ruling(
                "point",
                None,
                0,
                Words(
                    N_("{who} calls a {called} holding a {held}: the better point is sunk."),
                    who=who,
                    called=chosen.describe(),
                    held=best.describe(),
                ),
                "Law 50",
            )
        )
        return chosen
    if exact:
        return chosen
    raise BadValue(
        _("{who} called a {called} but holds a {held}.").format(
            who=who, called=said(call.describe()), held=said(best.describe())
        ),
        field="point",
        side=side.value,
    )


def _check_sequences(
    calls: tuple[Sequence, ...], hand: tuple[Card, ...], who: str, side: Side, notes: list[Ruling]
) -> tuple[Sequence, ...]:
    held = sequences_held(hand)
    used: list[int] = []  # by place in ``held``: a hand may hold two equal runs (two tierces major)
    resolved: list[Sequence] = []
    for call in calls:
        at = _home(call, held, used)
        home = held[at] if at is not None else None
        if home is not None and call.top is None:
            call = Sequence(call.length, home.top)  # a call by length alone is the run the hand holds
        resolved.append(call)
        if home is None:
            fits = [h.describe() for h in held if h.contains(call)]
            if fits:  # every run it could be is called already: two tierces major called thrice
                raise BadValue(
                    _called_already(who, call.describe(), fits, "run"), field="sequences", side=side.value
                )
            same_top = [h.describe() for h in held if h.top is call.top]
            holds = holding(same_top or [h.describe() for h in held]) or Words(N_("no sequence"))
            raise BadValue(
                _("{who} called a {called} but holds {holds}.").format(
                    who=who, called=said(call.describe()), holds=said(holds)
                ),
                field="sequences",
                side=side.value,
            )
        assert at is not None
        used.append(at)
        if home != call:
            notes.append(
                Ruling(
                    "sequences",
                    None,
                    0,
                    Words(
                        N_("{who} calls a {called} out of a {held}: the rest is sunk."),
                        who=who,
                        called=call.describe(),
                        held=home.describe(),
                    ),
                    "Law 50",
                )
            )
    for at, h in enumerate(held):
        if at not in used:
            notes.append(
                Ruling(
                    "sequences",
                    None,
                    0,
                    Words(
                        N_("{who} sinks a {sequence}: a player need not call anything."),
                        who=who,
                        sequence=h.describe(),
                    ),
                    N_("description of the game"),
                )
            )
    return tuple(sorted(resolved, key=lambda s: s.key, reverse=True))


def _home(call: Sequence, held: tuple[Sequence, ...], used: list[int]) -> int | None:
    """Where in ``held`` a called sequence lies: a run of its own length first (so
    two tierces called are the hand's two tierces), else a longer run it is part of."""
    free = [at for at, h in enumerate(held) if at not in used and h.contains(call)]
    exact = [at for at in free if held[at].length == call.length]
    found = exact or free
    return found[0] if found else None


def _check_sets(
    calls: tuple[RankSet, ...], hand: tuple[Card, ...], who: str, side: Side, notes: list[Ruling]
) -> tuple[RankSet, ...]:
    held = {s.rank: s for s in sets_held(hand)}
    named: list[RankSet] = []
    for call in calls:  # each call by its kind alone takes a rank the others did not
        named.append(_rank_from_hand(call, held, (*named, *calls[len(named) + 1 :])))
    calls = tuple(sorted(named, key=lambda c: c.key, reverse=True))
    for call in calls:
        if call.rank is None:
            fits = [h.describe() for h in held.values() if h.count >= call.count]
            refusal = (
                _called_already(who, call.describe(), fits, "set")
                if fits
                else _("{who} called a {called} but holds none.").format(
                    who=who, called=said(call.describe())
                )
            )
            raise BadValue(refusal, field="sets", side=side.value)
        have = held.get(call.rank)
        if have is None or have.count < call.count:
            n = have.count if have else sum(1 for c in hand if c.rank is call.rank)
            holds = _("{count} of them").format(count=n) if n else _("none of them")
            if active() == "en":
                holds = (
                    f"no {call.rank.plural}"
                    if n == 0
                    else f"one {call.rank.word}"
                    if n == 1
                    else f"{NUMBER_WORDS[n]} {call.rank.plural}"
                )
            raise BadValue(
                _("{who} called a {called} but holds {holds}.").format(
                    who=who, called=said(call.describe()), holds=holds
                ),
                field="sets",
                side=side.value,
            )
        if have.count > call.count:
            notes.append(
                Ruling(
                    "sets",
                    None,
                    0,
                    Words.english(
                        f"{who} calls a {call.describe()} holding a {have.describe()}: "
                        f"the fourth {call.rank.word} is sunk.",
                        N_("{who} calls a {called} holding a {held}: the fourth card is sunk."),
                        who=who,
                        called=call.describe(),
                        held=have.describe(),
                    ),
                    "Law 50",
                )
            )
    called = {c.rank for c in calls}
    for rank, have in held.items():
        if rank not in called:
            notes.append(
                Ruling(
                    "sets",
                    None,
                    0,
                    Words(
                        N_("{who} sinks a {set}: a player need not call anything."),
                        who=who,
                        set=have.describe(),
                    ),
                    N_("description of the game"),
                )
            )
    return calls


def _rank_from_hand(call: RankSet, held: dict[Rank | None, RankSet], calls: tuple[RankSet, ...]) -> RankSet:
    """A trio or quatorze called by its kind alone is the one the hand holds (the
    best of that kind not otherwise called), so it can be checked like any call."""
    if call.rank is not None:
        return call
    named = {c.rank for c in calls}
    fits = [h for h in held.values() if h.count >= call.count and h.rank not in named]
    fits.sort(key=lambda h: (h.count != call.count, -int(h.rank or 0)))
    return RankSet(call.count, fits[0].rank) if fits else call


def _called_already(who: str, call: str, fits: list[str], what: str) -> str:
    """``Elder called a tierce major, but the only runs of the hand it can be, two tierces
    major, are called already.``"""
    many = len(fits) > 1
    if active() == "en":
        return (
            f"{who} called a {call}, but the only {what}{'s' if many else ''} of the hand it can be, "
            f"{holding(fits)}, {'are' if many else 'is'} called already."
        )
    return _("{who} called a {called}, but what of the hand it can be, {held}, is called already.").format(
        who=who, called=said(call), held=said(holding(fits))
    )
