"""``python -m piquet_cli`` is the ``piquet`` command."""

from piquet_cli.start import console

console()
