"""A real browser prints the pages (issue 22): headless Chromium prints ``summary --html`` to PDF,
and ``pdftotext`` reads it back. Where either is not installed, the test says so and skips
(Debian: ``apt-get install chromium poppler-utils``; ``.ci/run`` installs them).

Two runs of Chromium, a few seconds each: the page as ``summary --html FILE`` writes it, of the
six-deal Piquet partie (one page, holding its totals); and each game's page, each of a table
of two, three and four, printed in one document a page apiece, its page breaking before each
(a summary that ran over its page would push the next one on: the count of pages, and what each
page holds, would be wrong). Chromium's paper is Letter, the shorter of A4 and Letter; the page
is never wider than A4's print area (``print_html.STYLE``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import typer
from any_table import app
from test_cli_partie import six_deal_partie
from test_pairs_game import played as pairs_played
from test_print import bezique_partie, pinochle_partie, piquet
from test_solo_game import played as solo_played

__all__ = ["app"]

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def tools() -> tuple[str, str, str]:
    """Chromium, pdfinfo and pdftotext, or the test skips saying which is missing and how to get it."""
    pdfinfo, pdftotext = shutil.which("pdfinfo"), shutil.which("pdftotext")
    missing = [
        name
        for name, path in (("chromium", CHROMIUM), ("pdfinfo", pdfinfo), ("pdftotext", pdftotext))
        if not path
    ]
    if missing or not (CHROMIUM and pdfinfo and pdftotext):
        pytest.skip(
            f"{' and '.join(missing)} not installed, so no browser prints the page here "
            "(apt-get install chromium poppler-utils; .ci/run installs them)"
        )
    return CHROMIUM, pdfinfo, pdftotext


def print_to_pdf(page: Path) -> tuple[int, list[str], str]:
    """Chromium prints ``page``; its PDF's count of pages, each page's text and its paper."""
    chromium, pdfinfo, pdftotext = tools()
    pdf = page.with_suffix(".pdf")
    done = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--user-data-dir={page.parent / 'chromium-profile'}", f"--print-to-pdf={pdf}", page.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert pdf.exists(), done.stderr[-2000:]
    info = subprocess.run([pdfinfo, str(pdf)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE)
    assert found, info
    count = int(found.group(1))
    texts = [
        subprocess.run(
            [pdftotext, "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        for n in range(1, count + 1)
    ]
    paper = re.search(r"^Page size:.*\((\w+)\)", info, re.MULTILINE)
    return count, [" ".join(text.split()) for text in texts], paper.group(1) if paper else info


def test_chromium_prints_the_six_deal_partie_on_one_page(tmp_path: Path) -> None:
    tools()
    path = tmp_path / "p.toml"
    six_deal_partie(path)
    piquet("summary", "--file", str(path), "--html", str(tmp_path / "partie.html"))
    count, (text, *_), size = print_to_pdf(tmp_path / "partie.html")
    assert (count, size) == (1, "letter")
    assert "Totals: Ann 394, Bob 199." in text and "Ann wins 394 \u2212 199 + 100 = 295 (Law 72)." in text
    assert "Piquet: Ann v Bob" in text


def body(doc: str) -> str:
    return doc.split("<body>", 1)[1].split("</body>", 1)[0]


def test_chromium_prints_every_games_summary_a_page_each(app: typer.Typer, tmp_path: Path) -> None:
    tools()
    solo_played(app, tmp_path / "three.toml")
    pairs_played(app, tmp_path / "four.toml")
    parties = [  # (file, what its page must hold)
        (bezique_partie(tmp_path), "Totals: North 590, South 730."),
        (pinochle_partie(tmp_path), "Totals: Ann 1510, Bob 1490."),
        (tmp_path / "three.toml", "Totals: Ann 23, Bob 8, Cal 9."),
        (tmp_path / "four.toml", "Totals: Ann & Cal 17, Bob & Dee 7."),
    ]
    pages = [piquet("summary", "--file", str(path), "--html", "-", cli=app) for path, _ in parties]
    head = pages[0].split("<body>", 1)[0].replace("</head>", "<style>@page { size: A4; }</style></head>")
    together = (
        head + "<body>" + "".join(f'<div style="break-before: page">{body(doc)}</div>' for doc in pages)
    )
    (tmp_path / "all.html").write_text(together + "</body></html>", encoding="ascii")
    count, texts, size = print_to_pdf(tmp_path / "all.html")
    assert (count, size) == (len(parties), "A4"), texts
    for text, (_, totals) in zip(texts, parties):
        assert totals in text, text
