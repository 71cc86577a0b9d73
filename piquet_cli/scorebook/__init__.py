"""The scorebook: the folder of partie files and the safe reading and writing of each.

``locate`` finds the folder and names new files; ``store`` loads, upgrades,
saves atomically and locks one partie file. Plain Python over TOML documents
(dicts): the game objects are the engine's business.
"""
