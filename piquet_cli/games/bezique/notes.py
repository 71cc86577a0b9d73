"""Where a ruling comes from, and the note that carries it.

Every reason, warning and refusal the Bezique engine gives names its source:
seed 001 (the user's rule text, docs/rules.md "Bezique"), or Foster's Complete
Hoyle (Bézique) for the two cases seed 001 leaves to example — double bezique
and four queens on one trick is not 600, and two single beziques cannot then
make a double.
"""

from typing import NamedTuple

from piquet_cli.games.view import of_its_own_kind

SEED = "docs/bezique.md"
FOSTER = "Foster's Complete Hoyle, Bézique"


@of_its_own_kind
class Note(NamedTuple):
    """A reason, a warning or a refusal, with the rule it comes from."""

    text: str
    source: str

    def __str__(self) -> str:
        return f"{self.text} ({self.source})"
