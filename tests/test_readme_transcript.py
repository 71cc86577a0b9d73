"""The README's transcript of a real deal is what ``piquet deal`` really shows in a
terminal, key for key: this test types the keys of bench/keystrokes (Cavendish's
example deal) into a pseudo-terminal and compares the screen with the README."""

from __future__ import annotations

from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path

from readme_terminal import readme_transcript, tidy, typed_in_a_terminal

ROOT = Path(__file__).parent.parent
_loader = SourceFileLoader("keystrokes", str(ROOT / "bench" / "keystrokes"))
_spec = spec_from_loader("keystrokes", _loader)
assert _spec is not None
_keystrokes = module_from_spec(_spec)
_loader.exec_module(_keystrokes)
KEYS = _keystrokes.CAVENDISH_KEYS
COMMAND = "piquet deal --file cavendish.toml"


def transcript() -> str:
    return readme_transcript(COMMAND, "piquet deal")


def test_the_readme_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    typed = typed_in_a_terminal(
        tmp_path, ["new", "Ann", "Bob", "--dealer", "Bob", "--file", "cavendish.toml"], COMMAND, KEYS
    )
    assert tidy(typed) == tidy(transcript())
