"""The players at the table, as every game's dialogue meets them (``games.protocol.Table``).

Plain ``input()`` with the question on standard output, wrapped between words
in a terminal. ``?`` at any question shows what it accepts; Enter takes the
default shown in ``[brackets]``; a wrong answer is explained in one sentence
and asked again. User text (names) in questions and sayings is shown as
typed, never obeyed (``console.safe``).

``events`` asks the events of a hand one at a time (a Bezique declaration, a
Pinochle meld), each judged by the game before it is taken; ``u`` takes back
the last, Enter on an empty line ends the list.

``Answers`` keeps every answer taken, in order, with the question it answered
(what ``scorebook.draft`` writes beside the partie after each one), and gives
the answers kept from an interrupted deal again first, shown as asked: the
dialogues are deterministic given the answers, so the deal comes back to the
question it stopped at.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from piquet_cli.cli.console import make_console, markup_safe, safe, terminal_width
from piquet_cli.cli.escape import shorten_quoted
from piquet_cli.cli.reading import read_answer
from piquet_cli.errors import BadValue
from piquet_cli.games.choice import yes_no
from piquet_cli.games.protocol import Leave
from piquet_cli.i18n import N_, _, at_the_table
from piquet_cli.said import said as say_words

if TYPE_CHECKING:
    from piquet_cli.games.events import Event
    from piquet_cli.games.protocol import Verdict

T = TypeVar("T")
NONE = "-"
"""The answer meaning "nothing": shown as ``[none]``."""
YES_NO_FORMS = N_("y (yes) or n (no); Enter: {default}.")
UNDO = {"u", "undo"}


def say(text: str) -> None:
    """A line to the table; one said indented (an answer's reason, a running total) keeps its
    indent on every line it wraps to in a terminal, so it reads apart from the questions. A
    game's ``Words`` (a ruling's reason) is said in the language spoken."""
    text = say_words(text)
    body = text.lstrip(" ")
    indent = " " * (len(text) - len(body))
    width = terminal_width(sys.stdout)
    lines = [text]
    if indent and width is not None and len(text) > width:
        import textwrap

        lines = textwrap.wrap(
            body, width, initial_indent=indent, subsequent_indent=indent, break_long_words=False,
            break_on_hyphens=False,
        )  # fmt: skip
    console = make_console()
    for line in lines:
        console.print(markup_safe(line))


class Answers:
    """The answers of one deal, in the order taken, each with its question as asked.

    ``replay`` (kept from an interrupted deal) is given again first, each answer
    printed after its question as if typed, while the questions are the same; a
    question that differs (or an answer refused) ends the replay, said in one
    sentence, and the players go on from there. ``keep`` is called with all the
    answers so far after each new one (not after a replayed one).
    """

    def __init__(
        self,
        replay: Sequence[tuple[str, str]] = (),
        keep: Callable[[tuple[tuple[str, str], ...]], None] | None = None,
    ) -> None:
        self.given: list[tuple[str, str]] = []
        self.waiting = list(replay)
        self.keep = keep
        self._replayed = False

    def read(self, question: str) -> str:
        """The answer to ``question``: the next one kept, if it answered this question, or typed."""
        self._replayed = False
        if self.waiting:
            asked, answer = self.waiting[0]
            if asked == question:
                self.waiting.pop(0)
                self._replayed = True
                make_console().print(markup_safe(f"{question} {safe(answer)}"))  # the file's text, shown
                return answer
            self.stop()
        return read_answer(question)

    def took(self, question: str, answer: str) -> None:
        """The answer was taken (its question's state moved on): it is one to keep."""
        self.given.append((question, answer))
        if not self._replayed and self.keep is not None:
            self.keep(tuple(self.given))

    def refused(self) -> None:
        """The answer was not taken: if it was one kept, the rest cannot be trusted either."""
        if self._replayed:
            self._replayed = False
            self.waiting.clear()
            say("  " + _("The answers kept stop here (this one is refused now); go on from this question."))

    def stop(self) -> None:
        if self.waiting:
            self.waiting.clear()
            say(
                "  "
                + _("The answers kept stop here (this question is not the one they answered); go on from it.")
            )


class Asker:
    """Asks until an answer parses. Remembers whether every answer was Enter on a
    default (``only_defaults``: a correction that changes nothing keeps the deal
    exactly as it was recorded). With ``answers``, each answer taken is kept there
    and the answers kept from before are given first (``Answers``)."""

    def __init__(self, answers: Answers | None = None) -> None:
        self.only_defaults = True
        self.answers = answers

    def _read(self, question: str) -> str:
        return read_answer(question) if self.answers is None else self.answers.read(question)

    def _took(self, question: str, text: str) -> None:
        if self.answers is not None:
            self.answers.took(question, text)

    def _refused(self) -> None:
        if self.answers is not None:
            self.answers.refused()

    def __call__(self, question: str, parse: Callable[[str], T], forms: str, default: str | None = None) -> T:
        return self.ask(question, parse, forms, default)

    def ask(self, question: str, parse: Callable[[str], T], forms: str, default: str | None = None) -> T:
        shown = ""
        if default is not None:
            shown = " [" + _("none") + "]" if default == NONE else f" [{safe(default)}]"
        asked = f"{safe(question)}{shown}"
        while True:
            text = self._read(asked).strip()
            if text == "?":
                say(f"  {forms}")
                continue
            took_default = not text and default is not None
            try:
                if took_default and default is not None:  # the default is the file's notation: English
                    value = parse(default)
                else:
                    with at_the_table():  # typed by a person: read in the language spoken
                        value = parse(text)
            except BadValue as error:
                self._refused()
                if not text and error.message.startswith("''"):  # not "'' is not a count": what is asked
                    say("  " + _("An answer is needed: {forms}").format(forms=forms))
                else:
                    say(f"  {shorten_quoted(error.message)}")
                continue
            if not took_default:
                self.only_defaults = False
            self._took(asked, text)
            return value

    def say(self, text: str) -> None:
        say(text)

    def events(
        self,
        question: str,
        read: Callable[[str], Event],
        judge: Callable[[tuple[Event, ...], Event], Verdict],
        forms: str,
        prefill: tuple[Event, ...] = (),
        running: Callable[[tuple[Event, ...]], str] | None = None,
        said: Callable[[Event], str] = str,
    ) -> tuple[Event, ...]:
        """The events of a hand in the order made: one a line, each judged before it is taken
        (a refusal is said and the line asked again), ``u`` to take back the last, Enter on
        an empty line to end. With ``prefill`` (a hand being corrected), Enter takes the
        next of them in turn. A verdict's ``notes``, if it has any, are said under the
        event once it is taken (a warning where the keeper cannot know). Each event taken is
        said back as ``said`` says it (in the language spoken, its name and cards)."""
        taken: list[Event] = []
        waiting = list(prefill)
        while True:
            default = str(waiting[0]) if waiting else None
            asked = f"{safe(question)}{f' [{safe(default)}]' if default else ''}"
            text = self._read(asked).strip()
            if text == "?":
                say(f"  {forms} " + _("u: take back the last; Enter on an empty line: no more."))
                continue
            if text.lower() in UNDO:
                if taken:
                    back = taken.pop()
                    self._took(asked, text)
                    say("  " + _("Taken back: {event}.").format(event=said(back)))
                    self.only_defaults = False
                else:
                    self._refused()
                    say("  " + _("Nothing to take back."))
                continue
            if not text and default is None:
                self._took(asked, text)
                return tuple(taken)
            try:
                if text:
                    with at_the_table():
                        event = read(text)
                else:
                    event = read(str(default))
                verdict = judge(tuple(taken), event)
            except BadValue as error:
                self._refused()
                say(f"  {shorten_quoted(error.message)}")
                continue
            except Leave as leave:  # a player leaves the hand: with what was taken by then
                leave.taken = tuple(taken)
                raise
            if not verdict.lawful:
                self._refused()
                say("  " + say_words(verdict.reason))  # a Words: in the language, not in an f-string
                continue
            self._took(asked, text)
            if text:
                self.only_defaults = False
            if waiting and not text:
                waiting.pop(0)
            elif waiting and text:
                waiting = []
            taken.append(event)
            tally = f" — {running(tuple(taken))}" if running is not None else ""
            say(f"  {said(event)}: {verdict.points}{tally}")
            for note in getattr(verdict, "notes", ()):
                say("  " + say_words(note))


def yes(table: Asker, question: str) -> bool:
    """A yes/no question whose answer on Enter is yes."""
    return table.ask(
        f"{question} " + _("[Y/n]"),
        lambda t: True if not t.strip() else yes_no(t),
        _(YES_NO_FORMS).format(default=_("yes")),
    )
