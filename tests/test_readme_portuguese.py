"""The README's deal in Portuguese is what ``piquet --lang pt deal`` really shows in a terminal, key
for key (as test_readme_transcript checks the English one): Cavendish's example deal, every
answer typed as a Portuguese table says it (``cinco``, ``igual``, ``quarenta e nove``, ``bom``,
``14 10, 3D``), an English rank letter refused in Portuguese. The partie is made in-process; the
deal is one process in a pseudo-terminal 80 columns wide: every line of it in Portuguese, the
scores counted aloud too (``Ann: ponto 5 — Ann 5``, ``quatorze de dez 14``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from readme_terminal import readme_transcript, screen_of, tidy
from typer.testing import CliRunner

from piquet_cli.cli.app import app

COMMAND = "piquet --lang pt deal --file cavendish.toml"
KEYS = [
    ("Carte blanche?", ""),
    ("Troca, mão maior primeiro?", ""),
    ("Ponto de Ann?", "cinco"),
    ("ou igual? b, n ou i", "igual"),
    ("faz quanto?", "quarenta e nove"),
    ("ou igual? b, n ou i", "bom"),
    ("Ann: sequência?", "quatro"),
    ("ou igual? b, n ou i", "bom"),
    ("Outras sequências de Ann?", ""),
    ("Ann: quatorze ou trio?", "3"),
    ("Bob: bom ou não é bom? b ou n", "3K"),
    ("Bob: bom ou não é bom? b ou n", "14 10, 3D"),
    ("Vazas, e ou y cada uma?", "eeeeeyyyyyee"),
    ("Gravar a mão 1?", "s"),
]


def test_the_readme_deal_in_portuguese_is_what_the_terminal_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    made = CliRunner().invoke(app, ["new", "Ann", "Bob", "--dealer", "Bob", "--file", "cavendish.toml"])
    assert made.exit_code == 0, made.output
    env = dict(os.environ, NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    shown = screen_of(tmp_path, COMMAND, KEYS, env)
    assert tidy(shown) == tidy(readme_transcript(COMMAND, "a deal in Portuguese"))
