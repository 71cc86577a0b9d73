"""piquet-cli: a score keeper for Piquet (Cavendish's laws, 1882) and its cousins."""

__version__ = "0.1.0"
