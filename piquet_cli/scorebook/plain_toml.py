"""A partie file as the keeper writes it, read without tomllib, for the index's cold rebuild.

The keeper writes every partie with tomli-w, in one plain layout: ``key = value`` lines of bare
keys, text in quotes with nothing escaped, whole numbers, true or false, arrays one value a line
(``[`` … ``]``), a ``[[deals]]`` header before each deal, and a table's (``[agreements]``). Reading that layout line by line
costs a fraction of tomllib's general parser (issue 25: tomllib is most of a cold rebuild once
the records are made without the full view). Anything else — a comment, an inline array, an
escape, a date, a float, a duplicated key, another table, spaces of another width, a carriage
return — gives None, and the file is read by tomllib as before: what is read here is always
what tomllib reads (``tests/test_plain_toml.py``).
"""

from __future__ import annotations

import re
from typing import Any

_TEXT = r'"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"'
"""A basic string with nothing escaped: TOML forbids the control characters (tab apart)."""
_WHOLE = r"(-?(?:0|[1-9][0-9]{0,17}))"
"""A whole number of at most 18 digits (within 64 bits), written plainly (no +, _, 0x, leading 0)."""
_LINE = re.compile(rf"([A-Za-z0-9_-]+) = (?:{_TEXT}|{_WHOLE}|(true|false)|(\[\]?))\Z")
_TABLE = re.compile(r"\[([A-Za-z0-9_-]+)\]\Z")
_ITEM = re.compile(rf"    (?:{_TEXT}|{_WHOLE}),\Z")
DEALS_HEADER = "[[deals]]"


def plain_loads(text: str) -> dict[str, Any] | None:
    """The document of ``text`` in the keeper's own layout (as ``tomllib.loads`` reads it), or
    None for anything this reading does not take."""
    root: dict[str, Any] = {}
    table = root
    deals: list[dict[str, Any]] | None = None
    lines = text.split("\n")
    count = len(lines)
    at = 0
    while at < count:
        line = lines[at]
        at += 1
        if not line:
            continue
        if line == DEALS_HEADER:
            if deals is None:
                if "deals" in root:
                    return None  # a key, then a table of the same name
                deals = root["deals"] = []
            table = {}
            deals.append(table)
            continue
        found = _LINE.match(line)
        if found is None:
            header = _TABLE.match(line)
            if header is None or header.group(1) in root:
                return None  # anything else, or a table named twice
            table = root[header.group(1)] = {}
            continue
        key, text_value, whole, flag, bracket = found.groups()
        if key in table:
            return None  # a key given twice
        value: Any
        if text_value is not None:
            value = text_value
        elif whole is not None:
            value = int(whole)
        elif flag is not None:
            value = flag == "true"
        elif bracket == "[]":
            value = []
        else:
            value = []
            while True:
                if at >= count:
                    return None
                line = lines[at]
                at += 1
                if line == "]":
                    break
                item = _ITEM.match(line)
                if item is None:
                    return None
                item_text, item_whole = item.groups()
                value.append(item_text if item_text is not None else int(item_whole))
        table[key] = value
    return root
