"""What a player may type as a name or a note: names print as typed on every screen and in
every export, so a name holds only characters that print; a note may be any text."""

from __future__ import annotations

from piquet_cli.cli.console import shown_as_is
from piquet_cli.errors import BadValue
from piquet_cli.games.numerals import whole
from piquet_cli.i18n import N_, _

MAX_NAME = 40
MAX_NOTE = 10_000


def check_name(name: str, flag: str) -> str:
    """A player's name: one line of 1 to 40 characters that print (``console.shown_as_is``).

    Letters of any script, marks, digits, punctuation, symbols and spaces are
    taken; a control character, a line separator, an invisible format character
    (a bidi override, a zero-width space) or bytes that are not UTF-8 are refused,
    naming the character, because a name is shown on every screen and in every
    export exactly as typed.
    """
    clean = name.strip()
    if not clean:
        raise BadValue(_("a player's name cannot be empty."), flag)
    for ch in clean:
        if not shown_as_is(ch):
            raise BadValue(
                _("a player's name cannot hold {what}; {forms}").format(
                    what=_character_words(ch), forms=_(NAME_FORMS).format(most=MAX_NAME)
                ),
                flag,
            )
    if len(clean) > MAX_NAME:
        raise BadValue(_("a player's name has at most {most} characters.").format(most=MAX_NAME), flag)
    return clean


NAME_FORMS = N_("a name is one line of at most {most} letters, digits, spaces, punctuation or symbols.")


def _character_words(ch: str) -> str:
    """A character that does not print, named: ``U+202E (RIGHT-TO-LEFT OVERRIDE)``."""
    import unicodedata

    if "\udc80" <= ch <= "\udcff":
        return _("the byte 0x{byte:02x}, which is not UTF-8 text").format(byte=ord(ch) - 0xDC00)
    if ch in "\n\r\u2028\u2029\x85\x0b\x0c":
        return _("a line break (U+{code:04X})").format(code=ord(ch))
    name = unicodedata.name(ch, "") or _CONTROL_NAMES.get(ch, "")
    if unicodedata.category(ch) == "Cc":
        return _("{code}, a control character").format(
            code=f"U+{ord(ch):04X}" + (f" ({name})" if name else "")
        )
    if name:
        return f"U+{ord(ch):04X} ({name})"
    return _("{code}, a character that does not print").format(code=f"U+{ord(ch):04X}")


_CONTROL_NAMES = {
    "\x00": "NULL",
    "\x07": "BELL",
    "\x08": "BACKSPACE",
    "\t": "TAB",
    "\x1b": "ESCAPE",
    "\x7f": "DELETE",
}


def check_note(note: str | None) -> str | None:
    """A remark kept with a deal: any text, several lines if need be, up to
    ``MAX_NOTE`` characters of Unicode text."""
    if note is None:
        return None
    if len(note) > MAX_NOTE:
        raise BadValue(
            _("a note has at most {most} characters; this one has {count}.").format(
                most=whole(MAX_NOTE), count=whole(len(note))
            ),
            "--note",
        )
    for ch in note:
        if "\ud800" <= ch <= "\udfff":
            raise BadValue(
                _("the note holds {what}; give the note as UTF-8 text.").format(what=_character_words(ch)),
                "--note",
            )
    return note
