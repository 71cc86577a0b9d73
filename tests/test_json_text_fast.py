"""Issue 25, item 4: ``json_text`` escapes whole lines at C speed, with the very output of the
character-by-character escaping it replaced (kept here as the reference), whatever the text:
C0 and C1 controls, DEL, bidi controls, line and paragraph separators, zero-width and joiner
characters, surrogates, astral characters, non-ASCII letters, in keys and values, indented and
not, in plain ASCII mode and not."""

from __future__ import annotations

import json
from typing import Any

from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_cli.cli import console
from piquet_cli.cli.console import shown_as_is
from piquet_cli.cli.escape import json_text


def reference_json_text(doc: Any, indent: int | None = 2) -> str:
    """``json_text`` as it was: every character of the output looked at one by one."""
    text = json.dumps(doc, ensure_ascii=console.ascii_mode(), indent=indent)
    if text.isprintable():
        return text
    return "".join(ch if ch == "\n" or shown_as_is(ch) else reference_escape(ch) for ch in text)


def reference_escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


HOSTILE = (
    "\x00\x07\x08\t\n\r\x1b\x7f\x85\x9b\xa0\xad"  # C0, DEL, C1, no-break space, soft hyphen
    "\u061c\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202e\u2066\u2069\ufeff"  # bidi, zero-width
    "\ud800\udfff\ue000\U000e0001\U0001f469\U000fffff"  # surrogates, private use, tags, emoji
    "=+-@\uff1d É♠—…\u3000\u00d7"  # formula starters, letters, symbols, ideographic space
)
texts = st.text(alphabet=st.one_of(st.sampled_from(HOSTILE), st.characters()), max_size=30)
docs = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), texts),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(texts, inner, max_size=4)),
    max_leaves=12,
)


@settings(max_examples=examples(150, 3000), deadline=None)
@given(doc=docs, indent=st.sampled_from([2, None, 0]), ascii_on=st.booleans())
def test_json_text_writes_what_the_character_by_character_escaping_wrote(
    doc: Any, indent: int | None, ascii_on: bool
) -> None:
    before = console.ascii_mode(), console.paper_mode()
    console.set_ascii(ascii_on)
    try:
        assert json_text(doc, indent=indent) == reference_json_text(doc, indent=indent)
    finally:
        console.set_ascii(*before)


def test_a_printable_document_comes_back_as_json_wrote_it() -> None:
    doc = {"players": ["Élodie", "王小明"], "deals": [[40, 20], [20, 40]], "note": "line\nbreak"}
    text = json_text(doc)
    assert text == json.dumps(doc, ensure_ascii=False, indent=2)
    assert "\n" in text and "line\\nbreak" in text  # indentation kept; the note's newline escaped by json


def test_a_hostile_line_among_printable_ones_is_escaped_and_the_rest_kept() -> None:
    doc = {"a": "Ann", "b": "B\u202eob\x9b", "c": ["x"] * 3}
    text = json_text(doc)
    assert '"b": "B\\u202eob\\u009b"' in text and '"a": "Ann"' in text
    assert json.loads(text) == doc
