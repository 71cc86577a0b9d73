"""Three-way merge of partie documents: an edit made while another piquet saved.

``piquet edit`` began from ``base``; the user's edit is ``mine``; the file on
disk is now ``theirs`` (say a deal was added meanwhile). Like ``git
merge-file``, but on the document rather than on lines: each top-level key,
and each deal by its place, keeps whichever side changed it; where both sides
changed the same thing differently, or a deal was removed on one side while
another came after it on the other, there is no clean merge and the user
merges by hand.
"""

from __future__ import annotations

from typing import Any

_GONE = object()
"""A key or a deal that one version does not have."""


class Conflict(Exception):
    """Both sides changed the same thing differently."""


def merge(base: dict[str, Any], mine: dict[str, Any], theirs: dict[str, Any]) -> dict[str, Any] | None:
    """The document with both sides' changes, or None if they conflict."""
    try:
        merged = _merge_tables(base, mine, theirs)
    except Conflict:
        return None
    return merged


def _pick(b: Any, m: Any, t: Any) -> Any:
    if m == b:
        return t
    if t == b or m == t:
        return m
    if isinstance(b, dict) and isinstance(m, dict) and isinstance(t, dict):
        return _merge_tables(b, m, t)
    if (
        isinstance(b, list)
        and isinstance(m, list)
        and isinstance(t, list)
        and all(isinstance(x, dict) for x in (*b, *m, *t))
    ):
        return _merge_arrays_of_tables(b, m, t)
    raise Conflict


def _merge_tables(b: dict[str, Any], m: dict[str, Any], t: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in [*m, *(k for k in t if k not in m)]:
        value = _pick(b.get(key, _GONE), m.get(key, _GONE), t.get(key, _GONE))
        if value is not _GONE:
            out[key] = value
    return out


def _merge_arrays_of_tables(b: list[Any], m: list[Any], t: list[Any]) -> list[Any]:
    """Deals by their place: a deal removed before another that stays is no clean merge."""
    out: list[Any] = []
    gone = False
    for i in range(max(len(b), len(m), len(t))):
        value = _pick(*(side[i] if i < len(side) else _GONE for side in (b, m, t)))
        if value is _GONE:
            gone = True
        elif gone:
            raise Conflict
        else:
            out.append(value)
    return out
