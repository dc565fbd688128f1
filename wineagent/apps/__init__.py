"""Registry of the bundled guest programs (built from ``guests/``, shipped as package data)."""

import os

__all__ = ["APPS", "exe_path", "app_ids", "AppInfo"]

_EXE_DIR = os.path.join(os.path.dirname(__file__), "exe")


class AppInfo:
    """One bundled program: its id, title, default command-line arguments."""

    def __init__(self, app_id, title, args="", description=""):
        self.id, self.title, self.args, self.description = app_id, title, args, description

    @property
    def exe(self):
        """Absolute path of the bundled executable."""
        return os.path.join(_EXE_DIR, self.id + ".exe")

    def as_json(self):
        """The registry entry as the `apps` command reports it."""
        return {"id": self.id, "title": self.title, "args": self.args,
                "description": self.description}


APPS = {a.id: a for a in (
    AppInfo("winmine", "Minesweeper", "/seed 1", "Minesweeper, beginner 9x9; /seed N"),
    AppInfo("sol", "Solitaire", "/seed 1", "Klondike Solitaire, draw one; /seed N"),
    AppInfo("notepad", "Untitled - Notepad", "", "text editor: EDIT, menus, files; /open PATH"),
    AppInfo("clock", "Clock", "", "paints GetTickCount and a 100 ms WM_TIMER animation"),
    AppInfo("hello", "Hello", "", "the smallest GUI program; a click shows a MessageBox"),
    AppInfo("unimpl", "Unimpl", "", "calls an API the emulator does not implement (SetSystemPowerState)"),
    AppInfo("compute", "Compute", "", "benchmark: a compute-bound loop; /iters N"),
    AppInfo("apicalls", "API calls", "", "benchmark: GetTickCount in a loop; /calls N"),
)}


def app_ids():
    """Ids of the bundled programs whose executable is present."""
    return [a for a in APPS if os.path.exists(APPS[a].exe)]


def exe_path(app_id):
    """Path of a bundled program's executable; KeyError for an unknown id."""
    return APPS[app_id].exe
