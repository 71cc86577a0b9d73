"""Where a ruling comes from, and the note that carries it.

Every reason, warning and refusal the Bezique engine gives names its source:
seed 001 (the user's rule text, docs/rules.md "Bezique"), or Foster's Complete
Hoyle (Bézique) for the two cases seed 001 leaves to example — double bezique
and four queens on one trick is not 600, and two single beziques cannot then
make a double.
"""

from piquet_cli.games.view import of_its_own_kind
from piquet_cli.i18n import N_
from piquet_cli.records import NamedTuple

SEED = "docs/bezique.md"
FOSTER = "Foster's Complete Hoyle, Bézique"

SOURCES = (
    N_("Foster's Complete Hoyle, Bézique: the double first would lose the 40"),
    N_("Foster's Complete Hoyle, Bézique: never 40 + 40 + 500"),
    N_("Foster's Complete Hoyle, Bézique: double bezique and four queens on one trick is not 600"),
    N_("docs/bezique.md: one combination per trick, and any seven of trumps beside it"),
    N_("by agreement"),
    N_("as entered"),
)
"""The sources a ruling cites with words of the keeper's after them, for the catalogue (the
book's title and the file's name are kept as they are: ``said.said_law``)."""


@of_its_own_kind
class Note(NamedTuple):
    """A reason, a warning or a refusal, with the rule it comes from."""

    text: str
    source: str

    def __str__(self) -> str:
        return f"{self.text} ({self.source})"
