"""French sets a space before its semicolon ("la plus récente en premier ; 1 fichier endommagé"),
also where a message is the end of a sentence begun by another ("; {count} damaged file.")."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

CATALOGUE = Path(__file__).parent.parent / "piquet_cli" / "locale" / "fr" / "LC_MESSAGES" / "piquet.po"


def test_every_french_semicolon_has_its_space_before_it() -> None:
    with CATALOGUE.open("rb") as po:
        catalogue = read_po(po, locale="fr")
    wrong = []
    for message in catalogue:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [text for text in strings if re.search(r"(^|[^\s\u00a0]);(\s|$)", text)]
    assert not wrong, wrong[:5]
