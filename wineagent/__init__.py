"""wineagent: a headless Win32 desktop that agents and people can drive live."""

__version__ = "0.1.0"
