"""How hard the property tests try: quick by default, thorough on request.

``HYPOTHESIS_PROFILE=deep pytest`` runs every property and fuzz test with its
deep count (the figures quoted in the README and the issues); a plain
``pytest`` uses the quick count, so the whole suite stays inside its time
budget on two cores.
"""

from __future__ import annotations

import os

DEEP = os.environ.get("HYPOTHESIS_PROFILE", "") == "deep"


def examples(quick: int, deep: int) -> int:
    """The number of examples a property test runs under the current profile."""
    return deep if DEEP else quick
