"""Start N ``piquet`` commands at the same moment, as separate processes; print their exits.

``python tests/concurrent_news.py N ARG…`` imports the keeper once, forks N processes that
each wait on one pipe, then releases them all at once: each runs ``piquet ARG…`` as the
console script does, its output in a file of its own. Prints one JSON line: each process's
exit code and what it said. Forking after the imports puts the N commands within
microseconds of each other, so that they race for the same names as people pressing
Enter at once do (issue 19, item 26).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Callable
from typing import IO, Any


def main() -> None:
    count, args = int(sys.argv[1]), sys.argv[2:]
    import piquet_cli.cli.app
    import piquet_cli.cli.commands
    import piquet_cli.scorebook.parties  # imported before the fork, not by each process

    with contextlib.ExitStack() as stack:
        outputs = [stack.enter_context(tempfile.TemporaryFile()) for _ in range(count)]
        print(json.dumps(race(count, args, outputs, piquet_cli.cli.app.main)))


def race(
    count: int, args: list[str], outputs: list[IO[bytes]], command: Callable[[], object]
) -> dict[str, Any]:
    read_end, write_end = os.pipe()
    children = []
    for n in range(count):
        pid = os.fork()
        if pid == 0:
            os.close(write_end)
            os.dup2(outputs[n].fileno(), 1)
            os.dup2(outputs[n].fileno(), 2)
            os.read(read_end, 1)  # every process waits here until all are released at once
            sys.argv = ["piquet", *args]
            code = 0
            try:
                command()
            except SystemExit as done:
                code = done.code if isinstance(done.code, int) else 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
        children.append(pid)
    os.close(read_end)
    os.write(write_end, b"x" * count)
    codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in children]
    said = []
    for out in outputs:
        out.seek(0)
        said.append(out.read().decode("utf-8", "replace"))
    return {"codes": codes, "said": said}


if __name__ == "__main__":
    main()
