"""DWrite.dll: its surface modules (wineagent.win32 imports every module here;
MANIFEST.spec lists the exports). Once they are all declared, what none implements
stops the program naming itself (objects.declare_missing)."""

from . import analyzer, fallback, main, text
from .objects import declare_missing

declare_missing()
__all__ = ["analyzer", "fallback", "main", "text"]
