"""How hard the property tests try: quick by default, thorough on request.

Two hypothesis profiles are registered here (and loaded by ``conftest.py``):

- ``default``: what a plain ``pytest`` runs, so the whole suite stays inside its
  time budget on two cores;
- ``deep``: ``HYPOTHESIS_PROFILE=deep pytest`` (or ``--hypothesis-profile=deep``),
  the full counts the README and the issues quote.

Every property or fuzz test sets its count with
``@settings(max_examples=examples(quick, deep))``; a ``@given`` test without a
count of its own runs the profile's (100, or 1,000 deep). Any other loop whose
size is a budget (the oracle's biased deals) takes its size from ``examples``
too. ``tests/test_budget.py`` checks that no test sets a count another way.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

PROFILES = ("default", "deep")
settings.register_profile("default", deadline=None)
settings.register_profile("deep", deadline=None, max_examples=1000)


def load_profile() -> None:
    """Load the profile ``HYPOTHESIS_PROFILE`` names (``default`` when unset); any other
    name stops the run before a test is collected, rather than run the wrong counts."""
    name = os.environ.get("HYPOTHESIS_PROFILE") or "default"
    if name not in PROFILES:
        raise pytest.UsageError(f"HYPOTHESIS_PROFILE={name!r}: the profiles are {' and '.join(PROFILES)}.")
    settings.load_profile(name)


def deep() -> bool:
    """Whether this run is the deep one (hypothesis names a profile made from ``deep``
    with ``--hypothesis-verbosity`` ``deep-with-…``)."""
    return settings.get_current_profile_name().split("-with-")[0] == "deep"


def examples(quick: int, deep_count: int) -> int:
    """The number of examples a property test runs under the current profile."""
    assert 0 < quick <= deep_count, (quick, deep_count)
    return deep_count if deep() else quick
