"""User Interface Privilege Isolation's message filters (ChangeWindowMessageFilter{Ex}).

Windows lets a process name the messages that processes of a lower integrity level may
still send or post to it: a process-wide list (ChangeWindowMessageFilter, MSGFLT_ADD /
MSGFLT_REMOVE) and, since Windows 7, one list per window (ChangeWindowMessageFilterEx,
MSGFLT_ALLOW / MSGFLT_DISALLOW / MSGFLT_RESET). Messages from the same or a higher level
always pass. Here every message comes from the one process, at its own level, so the lists
change no delivery; they are kept so that each call answers what Windows answers about
them (the ExtStatus of a CHANGEFILTERSTRUCT).
"""

__all__ = ["MessageFilters", "MSGFLTINFO_NONE", "MSGFLTINFO_ALREADYALLOWED_FORWND",
           "MSGFLTINFO_ALREADYDISALLOWED_FORWND", "MSGFLTINFO_ALLOWED_HIGHER"]

MSGFLTINFO_NONE, MSGFLTINFO_ALREADYALLOWED_FORWND = 0, 1
MSGFLTINFO_ALREADYDISALLOWED_FORWND, MSGFLTINFO_ALLOWED_HIGHER = 2, 3


class MessageFilters:
    """The process's list of messages let through and each window's allow / disallow
    choices (hwnd -> {message: True allowed, False disallowed})."""

    def __init__(self):
        self.process = set()
        self.windows = {}

    def change_process(self, message, add):
        """MSGFLT_ADD (``add``) or MSGFLT_REMOVE for the whole process."""
        if add:
            self.process.add(message)
        else:
            self.process.discard(message)

    def change_window(self, hwnd, message, allow):
        """MSGFLT_ALLOW (True), MSGFLT_DISALLOW (False) or MSGFLT_RESET (None, ``message``
        ignored: the window's list is emptied); answers the ExtStatus."""
        choices = self.windows.setdefault(hwnd, {})
        if allow is None:
            self.windows.pop(hwnd, None)
            return MSGFLTINFO_NONE
        before = choices.get(message)
        choices[message] = allow
        if allow:
            return MSGFLTINFO_ALREADYALLOWED_FORWND if before is True else MSGFLTINFO_NONE
        # documented for MSGFLT_DISALLOW: allowed by the process's list, or already
        # blocked (a lower level's messages are blocked unless allowed)
        if message in self.process:
            return MSGFLTINFO_ALLOWED_HIGHER
        return MSGFLTINFO_ALREADYDISALLOWED_FORWND if before is not True else MSGFLTINFO_NONE
