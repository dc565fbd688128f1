"""The window messages the kernel may post or send, through a port USER connects.

A few kernel services end in a window message: a wave device's MM_WOM_DONE, the
clipboard's WM_DRAWCLIPBOARD to its viewer. The window manager is USER's, a layer above
the kernel, so the kernel does not call it: it calls ``vm.messages``, whose functions the
window manager connects when it is built (user/wm.py). Until then (and in a VM without a
window manager) a message has nowhere to go and the port says so.
"""

__all__ = ["MessagePort"]


class MessagePort:
    """``post``, ``send`` and ``window_exists`` as USER provides them."""

    def __init__(self):
        self._post = self._send = self._get = None

    def connect(self, post, send, get):
        """USER's ``post(hwnd, msg, wparam, lparam, tid=None)``, generator ``send(hwnd,
        msg, wparam, lparam)`` and ``get(hwnd) -> window or None``."""
        self._post, self._send, self._get = post, send, get

    def _require(self):
        if self._post is None:
            raise RuntimeError("no window manager is connected to the message port")

    def window_exists(self, hwnd):
        """True when ``hwnd`` is a live window."""
        self._require()
        return self._get(hwnd) is not None

    def post(self, hwnd, msg, wparam, lparam, tid=None):
        """PostMessage (hwnd 0 with ``tid``: PostThreadMessage)."""
        self._require()
        if tid is None:
            return self._post(hwnd, msg, wparam, lparam)
        return self._post(hwnd, msg, wparam, lparam, tid=tid)

    def send(self, hwnd, msg, wparam, lparam):
        """Generator: SendMessage; returns the window procedure's result."""
        self._require()
        return (yield from self._send(hwnd, msg, wparam, lparam))
