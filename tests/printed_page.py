"""A printed page read back with a real HTML parser (the standard library's ``html.parser``):
its tables by id, cell by cell, its text, and every tag with its attributes — what the tests
of ``summary --html``, ``history --html`` and ``ledger --html`` look at."""

from __future__ import annotations

from html.parser import HTMLParser


class Page(HTMLParser):
    """The page's tags (name, attributes), its text outside ``<style>``, its style sheets, and
    each table as rows of cells' text (by its id, and in order); ``<thead>``/``<tfoot>`` rows
    are kept apart from the body's."""

    def __init__(self, doc: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.texts: list[str] = []
        self.styles: list[str] = []
        self.tables: list[dict[str, list[list[str]]]] = []
        self.ids: dict[str, dict[str, list[list[str]]]] = {}
        self.paragraphs: list[str] = []
        self.items: list[str] = []
        self._open: list[str] = []
        self._table: dict[str, list[list[str]]] | None = None
        self._part = "body"
        self._cell: list[str] | None = None
        self._block: list[str] | None = None
        self.feed(doc)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._open.append(tag)
        if tag == "table":
            self._table = {"head": [], "body": [], "foot": []}
            self.tables.append(self._table)
            ident = dict(attrs).get("id")
            if ident:
                self.ids[ident] = self._table
        elif tag in ("thead", "tbody", "tfoot"):
            self._part = {"thead": "head", "tbody": "body", "tfoot": "foot"}[tag]
        elif tag == "tr" and self._table is not None:
            self._table[self._part].append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag in ("p", "li"):
            self._block = []

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1] == tag:
            self._open.pop()
        if tag in ("td", "th") and self._cell is not None and self._table is not None:
            self._table[self._part][-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag in ("thead", "tfoot"):
            self._part = "body"
        elif tag == "table":
            self._table = None
        elif tag in ("p", "li") and self._block is not None:
            (self.paragraphs if tag == "p" else self.items).append(" ".join("".join(self._block).split()))
            self._block = None

    def handle_data(self, data: str) -> None:
        if self._open and self._open[-1] == "style":
            self.styles.append(data)
            return
        self.texts.append(data)
        if self._cell is not None:
            self._cell.append(data)
        if self._block is not None:
            self._block.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.texts).split())

    def table(self, ident: str, part: str = "body") -> list[list[str]]:
        return self.ids[ident][part]
