"""The deal in progress kept as a draft beside its partie, ``NAME.toml.draft`` (issue 19, item 4).

Every answer is written to the draft as it is taken, so Ctrl-C, a closed terminal (SIGHUP)
or a kill (SIGKILL) loses at most the answer being typed; ``piquet play`` or ``piquet deal``
offers the draft, replays its answers and goes on asking. A draft of a partie that changed
since is dropped, one that does not read is set aside, each said in one sentence; the
draft goes when the deal is saved or abandoned, and is never written through a link.

Ann and Bob, Bob dealing first: Ann is elder in deal 1. Scores worked by hand:
- Bezique, the README's hand (hearts): Ann e:mS 20, e:4K 80, e:bz 40, e:7+mC 30 = 170, the
  last trick 10, 9 brisques 90 = 270; Bob y:7 10, y:rm 40, y:seq 250, y:4A 100 = 400, 7
  brisques 70 = 470.
- Pinochle, seed 002 (hearts, Bob turns up the ten): Ann e:rm 40 + e:seq 150 = 190, card
  points 130, the last trick 10 = 330; Bob 10 + y:4A 100, the rest of 240, 110 = 220.
- Piquet, Cavendish's deal: Ann 28, Bob 23.
"""

from __future__ import annotations

import builtins
import os
import signal
import sys
from pathlib import Path

import pexpect
import pytest
from typer.testing import CliRunner

from piquet_cli.cards import Suit
from piquet_cli.cli import play
from piquet_cli.cli.app import app
from piquet_cli.scorebook.parties import read_partie

runner = CliRunner()
DECLARATION = "Declaration? (u: take back; Enter: the stock is out)"
MELD = "Meld? (e:rm, y:4A …; u: take back; Enter: no more)"

# (question on the screen, answer typed, what is said once it is taken — the signal that the
# draft holds it, since the draft is written before the answer's points are said)
BEZIQUE_BEFORE = [
    ("Trumps?", "H", None),
    ("a seven", "", None),
    (DECLARATION, "e:mS", "  e:mS: 20 — Ann 20, Bob 0"),
    (DECLARATION, "y:7", "  y:7: 10 — Ann 20, Bob 10"),
    (DECLARATION, "e:4K", "  e:4K: 80 — Ann 100, Bob 10"),
]
BEZIQUE_AFTER = [
    (DECLARATION, "y:rm", None),
    (DECLARATION, "y:seq", None),
    (DECLARATION, "y:rm", "would make three kings of hearts"),  # refused, asked again
    (DECLARATION, "e:bz", None),
    (DECLARATION, "e:4Q", None),
    (DECLARATION, "u", "Taken back: e:4Q."),
    (DECLARATION, "y:4A", None),
    (DECLARATION, "e:7+mC", "  e:7+mC: 30 — Ann 170, Bob 400"),
    (DECLARATION, "", None),
    ("last trick?", "e", None),
    ("Ann's brisques", "9", None),
    ("Bob's brisques?", "", None),
    ("Save hand 1?", "", None),
]
PINOCHLE_BEFORE = [
    ("Trumps?", "hearts", None),
    ("the ten of hearts?", "y", "  Bob: turn-up 10 — Ann 0, Bob 10 this hand"),
    ("wrong number of cards?", "", None),
    (MELD, "e:rm", "  e:rm: 40 — Ann 40, Bob 10 this hand."),
    (MELD, "y:4A", "  y:4A: 100 — Ann 40, Bob 110 this hand."),
]
PINOCHLE_AFTER = [
    (MELD, "e:rm+4K", "one meld per trick won"),  # refused, asked again
    (MELD, "e:seq", None),
    (MELD, "y:pin", None),
    (MELD, "u", "Taken back: y:pin."),
    (MELD, "", None),
    ("Card points", "130, the rest", None),
    ("Last trick?", "ann", None),
    ("Save hand 1?", "", None),
]
HANDS = {
    "bezique": (BEZIQUE_BEFORE, BEZIQUE_AFTER, (270, 470)),
    "pinochle": (PINOCHLE_BEFORE, PINOCHLE_AFTER, (330, 220)),
}


def new(tmp_path: Path, game: str) -> Path:
    path = tmp_path / "p.toml"
    made = runner.invoke(app, ["new", "Ann", "Bob", "--game", game, "--dealer", "Bob", "--file", str(path)])
    assert made.exit_code == 0, made.output
    return path


def spawn(tmp_path: Path, *args: str) -> pexpect.spawn:
    """``piquet ARGS`` in a real terminal 100 columns wide, its scorebook in ``tmp_path``."""
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", COLUMNS="100")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", *args],
        env=env,
        encoding="utf-8",
        timeout=10,
        dimensions=(40, 100),
        preexec_fn=_hang_up_as_a_terminal_does,
    )
    child.delaybeforesend = None
    return child


def _hang_up_as_a_terminal_does() -> None:
    """A closed terminal's SIGHUP ends the keeper by default; a test run under ``nohup`` (or as
    a job that ignores it) would hand that ignoring on to the keeper, which then rightly goes on."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def answer(child: pexpect.spawn, steps: list[tuple[str, str, str | None]]) -> None:
    for question, typed, said in steps:
        child.expect_exact(question)
        child.sendline(typed)
        if said is not None:
            child.expect_exact(said)


def resume(child: pexpect.spawn, count: int, last: str) -> str:
    """Take the draft's offer (Enter) and wait for its last answer's saying: the replay is done."""
    child.expect_exact("continue it? [Y/n]")
    offer = " ".join(child.before.split())
    assert f"A hand in progress was kept: {count} answers, up to" in offer
    child.sendline("")
    child.expect_exact(last)
    return offer


def by_player(path: Path) -> tuple[int, int]:
    deal = read_partie(path).view.deals[0]
    return deal.added("Ann"), deal.added("Bob")


def draft_of(path: Path) -> Path:
    return path.with_name(path.name + ".draft")


def test_a_bezique_hand_interrupted_by_ctrl_c_is_resumed_with_every_answer(tmp_path: Path) -> None:
    path = new(tmp_path, "bezique")
    child = spawn(tmp_path, "play", "--file", str(path))
    try:
        answer(child, BEZIQUE_BEFORE)
        child.expect_exact(DECLARATION)
        child.sendintr()
        child.expect(pexpect.EOF)
        said = " ".join(child.before.split())
    finally:
        child.close()
    assert child.exitstatus == 130
    assert (
        "the hand being entered was not saved (hands already saved are kept), but its 5 answers are kept "
        "beside the partie (p.toml.draft). Run 'piquet play' (or 'piquet deal') to resume."
    ) in said
    assert read_partie(path).partie.deals == () and draft_of(path).is_file()

    child = spawn(tmp_path, "play", "--file", str(path))
    try:
        offer = resume(child, 5, "  e:4K: 80 — Ann 100, Bob 10")
        assert f"up to {DECLARATION} e:4K" in offer
        replayed = child.before
        assert "Trumps? H\r\n" in replayed and f"{DECLARATION} y:7\r\n" in replayed
        answer(child, BEZIQUE_AFTER)
        child.expect_exact("Hand 1 saved.")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert by_player(path) == (270, 470)
    assert not draft_of(path).exists()


@pytest.mark.parametrize(("game", "signum"), [("bezique", signal.SIGKILL), ("pinochle", signal.SIGHUP)])
def test_a_hand_killed_mid_declarations_loses_no_answer(tmp_path: Path, game: str, signum: int) -> None:
    """Killed (SIGKILL) or its terminal closed (SIGHUP) once the fifth answer is said; resumed by
    ``piquet deal`` with the five kept, the hand goes on and is saved with the right score."""
    before, after, score = HANDS[game]
    path = new(tmp_path, game)
    child = spawn(tmp_path, "deal", "--file", str(path))
    try:
        answer(child, before)
        child.kill(signum)
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.signalstatus == signum
    assert read_partie(path).partie.deals == ()

    child = spawn(tmp_path, "deal", "--file", str(path))
    try:
        resume(child, 5, str(before[-1][2]))
        answer(child, after)
        child.expect_exact("Hand 1 saved.")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert by_player(path) == score
    assert not draft_of(path).exists()
    assert [p.name for p in tmp_path.iterdir() if ".draft" in p.name] == []


def test_in_a_terminal_a_planted_link_is_never_written_through_and_an_abandoned_hand_leaves_no_draft(
    tmp_path: Path,
) -> None:
    """A link at ``p.toml.draft`` before ``piquet play`` starts is set aside (moved, as a link);
    another planted between two answers is replaced by the next write; the file they point to
    is untouched. The hand declined at "Save hand 1?" and not gone through again: no draft."""
    path = new(tmp_path, "bezique")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    draft_of(path).symlink_to(victim)
    child = spawn(tmp_path, "play", "--file", str(path))
    try:
        child.expect_exact("Trumps?")
        said = " ".join(child.before.split())
        assert (
            f"{draft_of(path)} is a link, not a draft the keeper wrote; it is set aside as p.toml.draft.damaged"
            in said
        )
        child.sendline("H")
        answer(child, BEZIQUE_BEFORE[1:3])  # the draft now holds three answers
        draft_of(path).unlink()
        draft_of(path).symlink_to(victim)
        answer(child, BEZIQUE_BEFORE[3:4])  # the next write replaces the link
        assert not draft_of(path).is_symlink() and "y:7" in draft_of(path).read_text()
        answer(child, [(DECLARATION, "", None), ("last trick?", "e", None), ("Ann's brisques", "9", None)])
        answer(child, [("Bob's brisques?", "", None), ("Save hand 1?", "n", None), ("again", "n", None)])
        child.expect_exact("Hand 1 was not saved.")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert victim.read_text() == "precious\n"
    assert not draft_of(path).exists() and not draft_of(path).is_symlink()
    assert read_partie(path).partie.deals == ()


# ---------------------------------------------------------------------------
# In-process, through input(): Piquet's deal, a stale or damaged draft, abandoning, a link

CAVENDISH = ["", "", "5", "e", "49", "g", "4", "g", "", "3", "14T,3Q", "eeeeeyyyyyee", ""]


def typing(
    monkeypatch: pytest.MonkeyPatch, answers: list[str], then: object = None, stop: bool = False
) -> list[str]:
    """``input()`` answers in order; then, with ``stop``, Ctrl-C (KeyboardInterrupt), else a
    failure: asked more than was answered. The prompts are kept. ``then(prompt)``, if given,
    runs before each answer (another window, at that moment)."""
    prompts: list[str] = []
    waiting = list(answers)

    def typed(prompt: object = "") -> str:
        prompts.append(str(prompt))
        if callable(then):
            then(str(prompt))
        if not waiting:
            if stop:
                raise KeyboardInterrupt
            raise AssertionError("asked more than was answered:\n" + "\n".join(prompts))
        return waiting.pop(0)

    monkeypatch.setattr(builtins, "input", typed)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    return prompts


def interrupted(monkeypatch: pytest.MonkeyPatch, path: Path, answers: list[str], then: object = None) -> None:
    typing(monkeypatch, answers, then, stop=True)
    with pytest.raises(KeyboardInterrupt):
        play.run(path)


def test_a_piquet_deal_is_kept_and_resumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new(tmp_path, "piquet")
    interrupted(monkeypatch, path, CAVENDISH[:7])  # Ctrl-C at Bob's answer to Ann's quart
    capsys.readouterr()
    prompts = typing(monkeypatch, ["", *CAVENDISH[7:]], stop=True)  # then Ctrl-C at deal 2
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = " ".join(capsys.readouterr().out.split())
    assert prompts[0] == (
        "A deal in progress was kept: 7 answers, up to Ann's sequence? [none] 4; continue it? [Y/n] "
    )
    assert "Ann's point of five makes? 49" in out  # replayed, as typed
    assert "Deal 1 saved." in out
    assert len(prompts) == 1 + len(CAVENDISH) - 7 + 1  # the offer, only what was not kept, deal 2
    saved = read_partie(path).view.deals[0]
    assert (saved.added("Ann"), saved.added("Bob")) == (28, 23)
    assert not draft_of(path).exists()


def totals(path: Path, *more: str) -> None:
    done = runner.invoke(app, ["deal", "--file", str(path), "--totals", "10,20", "--yes", *more])
    assert done.exit_code == 0, done.output


@pytest.mark.parametrize(
    ("meanwhile", "since", "kept", "now"),
    [
        ("saved elsewhere", "deal 1 was saved since", 1, 2),  # by a copy of the file put back
        ("taken back", "a deal was taken back since", 2, 1),
        ("comment", "the partie file was changed since", 1, 1),
    ],
)
def test_a_draft_of_a_partie_changed_since_is_dropped(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    meanwhile: str,
    since: str,
    kept: int,
    now: int,
) -> None:
    path = new(tmp_path, "piquet")
    if meanwhile == "taken back":
        totals(path)
    interrupted(monkeypatch, path, CAVENDISH[:5])
    assert draft_of(path).is_file()
    if meanwhile == "comment":
        path.write_text(path.read_text() + "# edited in another window\n")
    elif meanwhile == "taken back":
        assert runner.invoke(app, ["undo", "--file", str(path), "--yes"]).exit_code == 0
    else:
        copy = tmp_path / "elsewhere" / "p.toml"
        copy.parent.mkdir()
        copy.write_bytes(path.read_bytes())
        totals(copy)
        path.write_bytes(copy.read_bytes())
    capsys.readouterr()
    interrupted(monkeypatch, path, [])  # Ctrl-C at the first question
    out = " ".join(capsys.readouterr().out.split())
    assert (
        f"A deal in progress was kept (deal {kept}), but {since}: it is dropped, and deal {now} starts afresh."
        in out
    )
    assert not draft_of(path).exists()


def test_the_draft_of_a_deal_then_saved_by_its_flags_goes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deal 1's walk stopped; deal 1 then given whole by flags (the printed command, say): its
    draft goes with the save, and so again for deal 2."""
    path = new(tmp_path, "piquet")
    interrupted(monkeypatch, path, CAVENDISH[:5])
    totals(path)
    assert not draft_of(path).exists()
    interrupted(monkeypatch, path, CAVENDISH[:3])  # deal 2's walk stopped
    assert draft_of(path).is_file()
    totals(path)
    assert not draft_of(path).exists()


def test_a_damaged_draft_is_set_aside_in_one_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new(tmp_path, "piquet")
    draft_of(path).write_bytes(b'format = 1\ndeal = 1\nanswers = [{ question = "Carte')
    capsys.readouterr()
    typing(monkeypatch, CAVENDISH, stop=True)  # then Ctrl-C at deal 2
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = " ".join(capsys.readouterr().out.split())
    assert (
        f"{draft_of(path)} is not a draft the keeper can read (cut off or changed by hand); it is set aside "
        "as p.toml.draft.damaged, and deal 1 starts afresh."
    ) in out
    assert "Traceback" not in out
    assert draft_of(path).with_name("p.toml.draft.damaged").read_bytes().startswith(b"format = 1")
    saved = read_partie(path).view.deals[0]
    assert (saved.added("Ann"), saved.added("Bob")) == (28, 23) and not draft_of(path).exists()


def test_the_draft_goes_when_the_deal_is_abandoned_or_the_offer_declined(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new(tmp_path, "piquet")
    interrupted(monkeypatch, path, CAVENDISH[:4])
    typing(monkeypatch, ["n"], stop=True)  # not continued: dropped, then Ctrl-C at the first question
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    assert "Dropped: deal 1 starts afresh." in capsys.readouterr().out
    assert not draft_of(path).exists()

    interrupted(monkeypatch, path, CAVENDISH[:4])
    assert draft_of(path).is_file()
    typing(monkeypatch, ["", *CAVENDISH[4:-1], "n", "n"])  # continued; "Save deal 1?" n, "again?" n
    play.run(path)
    assert "Deal 1 was not saved." in capsys.readouterr().out
    assert read_partie(path).partie.deals == () and not draft_of(path).exists()


def test_a_link_planted_at_the_draft_is_never_written_through(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """One planted before the deal is set aside (moved as a link); one planted between two
    answers is replaced by the next write, the file it points to untouched."""
    path = new(tmp_path, "piquet")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    draft_of(path).symlink_to(victim)

    def plant(prompt: str) -> None:
        if "Ann's point of five makes?" in prompt:
            draft_of(path).unlink()
            draft_of(path).symlink_to(victim)

    interrupted(monkeypatch, path, CAVENDISH[:6], then=plant)
    out = " ".join(capsys.readouterr().out.split())
    assert (
        f"{draft_of(path)} is a link, not a draft the keeper wrote; it is set aside as p.toml.draft.damaged"
        in out
    )
    assert victim.read_text() == "precious\n"
    assert not draft_of(path).is_symlink() and draft_of(path).is_file()
    assert "49" in draft_of(path).read_text()
    assert os.readlink(draft_of(path).with_name("p.toml.draft.damaged")) == str(victim)


@pytest.mark.parametrize("of", [None, "p.toml"])
def test_a_draft_write_cut_off_by_a_kill_leaves_nothing_for_good(tmp_path: Path, of: str | None) -> None:
    """A kill in the middle of writing the draft leaves its hidden temporary file: the clean-up
    of a killed save's leftovers (any partie's, or this one's after its save) takes it too."""
    from piquet_cli.scorebook import leftovers

    left = tmp_path / ".p.toml.draft.ab12_x9z.tmp"
    left.write_text("format = 1\n")
    other = tmp_path / ".p.toml.draftz.ab12_x9z.tmp"  # not a name the keeper makes: stays
    other.write_text("x\n")
    assert leftovers.remove_temporaries(tmp_path, of, min_age=0) == 1
    assert not left.exists() and other.exists()


def test_a_hand_begun_from_flags_keeps_them_when_resumed_by_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``piquet deal --trumps H`` stopped after four answers; ``piquet play`` continues it with
    the flag's hearts still given. Other flags, given to a later ``piquet deal``, drop it."""
    from piquet_cli.cli.commands import record_deal

    path = new(tmp_path, "bezique")
    typing(monkeypatch, ["", "", "e:mS", "y:7"], stop=True)  # Enter at "Trumps? [H]"
    with pytest.raises(KeyboardInterrupt):
        record_deal({"trumps": "H"}, path, None, False)
    assert 'trumps = "H"' in draft_of(path).read_text()

    rest = ["e:4K", "y:rm", "y:seq", "e:bz", "y:4A", "e:7+mC", "", "e", "9", "", ""]
    prompts = typing(monkeypatch, ["", *rest])
    play.run(path)  # the match is over after this hand: Bob has 400 and is ahead
    assert prompts[0].startswith("A hand in progress was kept: 4 answers, up to ")
    assert by_player(path) == (270, 470) and not draft_of(path).exists()
    assert read_partie(path).partie.deals[0].trumps is Suit.HEARTS

    (tmp_path / "again").mkdir()
    path = new(tmp_path / "again", "bezique")
    typing(monkeypatch, ["", "", "e:mS"], stop=True)
    with pytest.raises(KeyboardInterrupt):
        record_deal({"trumps": "H"}, path, None, False)
    capsys.readouterr()
    typing(monkeypatch, [], stop=True)
    with pytest.raises(KeyboardInterrupt):
        record_deal({"trumps": "S"}, path, None, False)
    out = " ".join(capsys.readouterr().out.split())
    assert (
        "A hand in progress was kept, begun from other flags than these: it is dropped, and hand 1 starts from the flags given."
        in out
    )
    assert not draft_of(path).exists()


def test_ctrl_c_at_the_offer_keeps_the_draft(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new(tmp_path, "piquet")
    interrupted(monkeypatch, path, CAVENDISH[:4])
    kept = draft_of(path).read_bytes()
    from piquet_cli.cli import stopping

    stopping.note()  # what the first interruption left (said by the command's handler, not run here)
    prompts = typing(monkeypatch, [], stop=True)
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    assert prompts == [
        "A deal in progress was kept: 4 answers, up to Bob: good, not good or equal? g, n or e e; continue it? [Y/n] "
    ]
    assert draft_of(path).read_bytes() == kept
    assert stopping.note() == (
        "the deal being entered was not saved (deals already saved are kept). "
        "Run 'piquet play' (or 'piquet deal') to resume."
    )


def test_a_kept_answer_is_shown_never_obeyed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A draft changed by hand to hold control characters: replayed, they are shown as escapes
    (never sent to the terminal raw); refused, the replay stops there in one sentence."""
    import tomli_w

    from piquet_cli.scorebook import draft

    path = new(tmp_path, "bezique")
    hostile = "\x1b]0;pwned\x07"
    begun_on = draft.version(read_partie(path).stamp)
    document = {"format": 1, "deal": 1, "begun_on": begun_on, "prefill": {},
                "answers": [{"question": "Trumps?", "answer": hostile}]}  # fmt: skip
    draft_of(path).write_text(tomli_w.dumps(document))
    typing(monkeypatch, [""], stop=True)  # continue it; then Ctrl-C at "Trumps?" asked again
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Trumps? \\x1b]0;pwned\\x07" in out
    assert "The answers kept stop here (this one is refused now); go on from this question." in out


def test_a_kept_answer_to_another_question_ends_the_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The questions asked again are the ones answered, or the replay stops there, said: the
    answers after it are not given to questions they were not typed for."""
    import tomli_w

    from piquet_cli.scorebook import draft

    path = new(tmp_path, "bezique")
    begun_on = draft.version(read_partie(path).stamp)
    answers = [{"question": "Trumps?", "answer": "H"}, {"question": "Who shuffled?", "answer": "y"}]
    document = {"format": 1, "deal": 1, "begun_on": begun_on, "prefill": {}, "answers": answers}
    draft_of(path).write_text(tomli_w.dumps(document))
    prompts = typing(monkeypatch, [""], stop=True)  # continue it; then Ctrl-C at the seven
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = capsys.readouterr().out
    assert "Trumps? H\n" in out
    assert "The answers kept stop here (this question is not the one they answered); go on from it." in out
    assert prompts[-1] == "Is the card turned up a seven (10 to Bob)? y or n [n] "


def test_a_draft_that_cannot_be_written_is_said_once_and_the_deal_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    from piquet_cli.cli import stopping
    from piquet_cli.scorebook import draft

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(draft, "write_new_file", full)
    path = new(tmp_path, "piquet")
    stopping.note()  # forget any interruption an earlier test left unsaid
    typing(monkeypatch, CAVENDISH, stop=True)  # the whole deal, then Ctrl-C at deal 2
    with pytest.raises(KeyboardInterrupt):
        play.run(path)
    out = capsys.readouterr().out
    assert out.count("The answers cannot be kept beside the partie") == 1
    assert "Deal 1 saved." in out and not draft_of(path).exists()
    assert "answers are kept" not in stopping.note()


@pytest.mark.parametrize("damage", [b"9" * 5000, b'"x\xff"'])
def test_a_draft_holding_what_tomllib_refuses_in_its_own_way_is_a_draft_problem(
    tmp_path: Path, damage: bytes
) -> None:
    """A number of 5,000 digits (tomllib raises a bare ValueError, not a TOMLDecodeError: issue
    19, item 17) or bytes that are not UTF-8: a DraftProblem, set aside in one sentence, never an
    internal error."""
    from piquet_cli.scorebook import draft

    path = new(tmp_path, "piquet")
    draft_of(path).write_bytes(b"format = 1\ndeal = " + damage + b"\n")
    with pytest.raises(draft.DraftProblem, match="is not a draft the keeper can read"):
        draft.read(path)
