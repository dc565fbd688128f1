"""Savestates: a session's whole state in a file, loaded back or forked (docs/state.md).

``session.save_bytes(host)`` / ``session.load_bytes(host, data)`` are the core;
``commands.py`` holds the ``save``, ``load`` and ``fork`` commands.
"""

from .errors import NotSaveable, StateFileError
from .session import load_bytes, save_bytes

__all__ = ["save_bytes", "load_bytes", "StateFileError", "NotSaveable"]
