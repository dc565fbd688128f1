"""The two ways a savestate operation fails, each with a one-line message."""

__all__ = ["NotSaveable", "StateFileError"]


class NotSaveable(Exception):
    """The session holds something a state file cannot carry; the message says what."""


class StateFileError(ValueError):
    """A state file that cannot be loaded; the message is one line saying why."""
