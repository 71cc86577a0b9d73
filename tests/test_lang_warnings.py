"""A link planted in place of the scorebook's index or its note of unfinished parties is said on
standard error, in the language spoken, naming the link; the parties are listed all the same."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook.index import INDEX_NAME
from piquet_cli.scorebook.names import NOTE_NAME

PARTIE = 'format = 2\ngame = "piquet"\nrules = "rubicon"\nplayers = ["Ann", "Bob"]\nfirst_dealer = "Bob"\n'
SAID = {  # each language's words for the link and for what was done without it
    "en": ("is a symbolic link", "read the parties without it"),
    "pt": ("é um link simbólico", "leu as parties sem"),
    "es": ("es un enlace simbólico", "leyó las parties sin"),
    "fr": ("est un lien symbolique", "lu les parties sans"),
}


@pytest.mark.parametrize("lang", sorted(SAID))
@pytest.mark.parametrize("name", [INDEX_NAME, NOTE_NAME])
def test_a_link_at_a_cache_is_said_in_the_language_spoken(lang: str, name: str, tmp_path: Path) -> None:
    home = Path(os.environ["PIQUET_HOME"])
    (home / "p.toml").write_text(PARTIE, encoding="utf-8")
    (home / name).symlink_to(tmp_path / "elsewhere.json")
    done = CliRunner().invoke(app, ["--lang", lang, "history"])
    assert done.exit_code == 0, done.output
    warning = done.stderr
    assert str(home / name) in warning and "p.toml" not in warning
    assert all(words in warning for words in SAID[lang]), warning
    if lang != "en":
        assert not any(english in warning for english in SAID["en"]), warning
        assert "piquet never writes" not in warning and "Remove the link" not in warning
    assert (home / name).is_symlink() and not (tmp_path / "elsewhere.json").exists()


IN_USE = {  # each language's words for a partie another piquet is writing, and for its holder
    "en": ("is in use by another piquet", "on host-1, since"),
    "pt": ("está em uso por outro piquet", "em host-1, desde"),
    "es": ("está en uso por otro piquet", "en host-1, desde"),
    "fr": ("est utilisé par un autre piquet", "sur host-1, depuis"),
}


@pytest.mark.parametrize("lang", sorted(IN_USE))
def test_a_partie_in_use_is_said_in_the_language_spoken(lang: str, tmp_path: Path) -> None:
    """The refusal when another piquet holds the partie's lock names the holder as its note of
    itself says (the command, its pid and host, since when), in the language spoken; a holder
    that cannot be read is still said in the language."""
    from datetime import datetime

    from piquet_cli import i18n
    from piquet_cli.scorebook.lock import holder_json, in_use

    partie, info = tmp_path / "p.toml", tmp_path / "p.toml.lock.info"
    since = datetime.now().replace(microsecond=0).isoformat()
    info.write_text(holder_json({"pid": 4242, "host": "host-1", "command": "piquet deal", "since": since}))
    try:
        i18n.use(lang)
        named, unknown = in_use(partie, info), in_use(partie, tmp_path / "none.info")
    finally:
        i18n.use("en")
    for said in (named, unknown):
        assert said.startswith(f"{partie} {IN_USE[lang][0]}"), said
    assert "piquet deal, pid 4242 " in named and IN_USE[lang][1] in named, named
    if lang != "en":
        assert "try again" not in named + unknown and " on host-1" not in named


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_a_damaged_file_is_said_in_the_language_and_kept_in_english(lang: str) -> None:
    """Why a file is not a partie: in the language spoken in history's table, in English in the
    index, the JSON and the CSV (docs/contract.md, Languages), whichever language made the index."""
    import json

    home = Path(os.environ["PIQUET_HOME"])
    (home / "big.toml").write_text(
        PARTIE + "[[deals]]\ntotals = [99999999999999999999, 3]\n", encoding="utf-8"
    )
    english = "99999999999999999999 is outside TOML's whole numbers"
    runner = CliRunner()
    table = runner.invoke(app, ["--lang", lang, "history"])  # the index made at this table
    assert table.exit_code == 0 and english not in table.stdout, table.stdout
    assert "99999999999999999999 " in table.stdout and "big.toml" in table.stdout
    assert english in (home / INDEX_NAME).read_text(encoding="utf-8")
    as_json = runner.invoke(app, ["--lang", lang, "history", "--json"])
    (listed,) = json.loads(as_json.stdout)["parties"]
    assert listed["problem"].startswith(f"big.toml: deals[1].totals[1]: {english}"), listed
    assert english in runner.invoke(app, ["--lang", lang, "history", "--csv"]).stdout
    assert english in runner.invoke(app, ["--lang", "en", "history"]).stdout


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_a_file_that_cannot_be_read_whole_is_said_in_the_language(lang: str, tmp_path: Path) -> None:
    """A pipe, a file over the limit: why it cannot be read, in the language spoken (the same
    exit code as in English), never the English of ``read_regular``."""
    fifo, big = tmp_path / "fifo.toml", tmp_path / "big.toml"
    os.mkfifo(fifo)
    big.write_bytes(b"#" * (4 * 2**20 + 1))
    runner = CliRunner()
    for path, words in (
        (fifo, "it is not a regular file"),
        (big, "it is over 4 MiB, too big for a partie file"),
    ):
        english = runner.invoke(app, ["--lang", "en", "show", "--file", str(path)])
        said = runner.invoke(app, ["--lang", lang, "show", "--file", str(path)])
        assert said.exit_code == english.exit_code == 1, said.output
        assert words in english.stderr, english.stderr
        assert str(path) in said.stderr and words not in said.stderr, said.stderr
        assert "4 MiB" in said.stderr or path == fifo


@pytest.mark.parametrize(
    ("lang", "said"), [("pt", "um número inteiro de 1 a 4"), ("es", "un número entero de 1 a 4")]
)
def test_a_whole_number_a_field_takes_is_said_in_the_language(lang: str, said: str) -> None:
    """A game's field of whole numbers (the toy game's --stake, 1 to 4) refuses '9' saying what
    it takes in the language spoken, never 'a whole number from 1 to 4'."""
    from piquet_cli import i18n
    from piquet_cli.errors import BadValue
    from piquet_cli.games.fields import Field

    stake = Field("stake", "--stake", "N", "The hand counts this many times.", "", "int", bounds=(1, 4))
    try:
        i18n.use(lang)
        with pytest.raises(BadValue) as refused:
            stake.whole("9")
    finally:
        i18n.use("en")
    assert said in str(refused.value) and "whole number" not in str(refused.value)
    assert stake.whole_words() == "a whole number from 1 to 4"
