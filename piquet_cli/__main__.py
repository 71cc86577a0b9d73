"""``python -m piquet_cli`` is the ``piquet`` command."""

from piquet_cli.cli.app import main

main()
