"""The ``piquet`` console script (and ``python -m piquet_cli``), started as quickly as Python can.

A command makes tens of thousands of objects as it starts (typer, click, a game's engine, the
partie) and almost no garbage that only the cycle collector could free; yet the collector runs
some 40 times over them, 4 ms of a 70 ms command (``bench/run``). So it is off while a command
starts and works, and on again as soon as the keeper waits for a person (``console.read_answer``): a
partie played at the table, question after question, runs with it on as any program does.
"""


def main() -> None:
    import gc

    gc.disable()
    from piquet_cli.cli.app import main as command

    command()
