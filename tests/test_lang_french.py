"""French sets a space before its semicolon ("la plus récente en premier ; 1 fichier endommagé"),
also where a message is the end of a sentence begun by another ("; {count} damaged file.")."""

from __future__ import annotations

import os
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


def test_the_summary_caption_joined_by_the_code_has_its_space_too(tmp_path: Path) -> None:
    """The caption under the summary's breakdown was joined with "; " in the code, not by the
    catalogue: "e premier, y second; Pt point, …" in French."""
    from typer.testing import CliRunner

    from piquet_cli.cli.app import app

    path = str(tmp_path / "p.toml")
    runner = CliRunner()
    calls = ["--elder-point", "5/49", "--elder-seq", "4A", "--elder-sets", "3J", "--younger-point", "5/48"]
    calls += ["--younger-seq", "0", "--younger-sets", "0"]
    for argv in (
        ["new", "Ann", "Bob", "--file", path],
        ["deal", "--file", path, *calls, "--tricks", "e" * 12],
    ):
        assert runner.invoke(app, argv).exit_code == 0
    said = " ".join(runner.invoke(app, ["--lang", "fr", "summary", "--file", path]).output.split())
    assert "e premier, y second ; Pt point, Séq séquences" in said, said
    english = " ".join(runner.invoke(app, ["--lang", "en", "summary", "--file", path]).output.split())
    assert "e elder, y younger; Pt point, Seq sequences" in english, english


def test_the_lists_the_code_joins_with_semicolons_have_the_space() -> None:
    """``new --help``'s rule sets of each game (a process of its own: the help is made as the
    program starts, in its language), and every other list joined by ``i18n.semicolons``."""
    import subprocess
    import sys

    from piquet_cli import i18n

    done = subprocess.run(
        [sys.executable, "-m", "piquet_cli", "--lang", "fr", "new", "--help"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "COLUMNS": "200"},
    )
    assert "(par défaut rubicon) ; Bezique" in " ".join(done.stdout.split()), done.stdout
    i18n.use("fr")
    assert i18n.semicolons(["a", "b", "c"]) == "a ; b ; c"
    i18n.use("en")
    assert i18n.semicolons(["a", "b", "c"]) == "a; b; c"
