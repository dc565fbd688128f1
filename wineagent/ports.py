"""What went wrong binding a listening port, said in one line.

``wineagent run --control``, ``wineagent serve`` and ``twistd -n wineagent`` all listen on
a TCP port; when they cannot, each ends at once with the same one-line reason (never a
traceback, and never a process that keeps running listening nowhere).
"""

import errno

from twisted.internet.error import CannotListenError

__all__ = ["listen_failure", "ListenFailed"]


class ListenFailed(Exception):
    """A port could not be bound; ``str()`` is the one-line reason."""


def listen_failure(error, port=None, interface=None):
    """The one-line reason for ``error`` (a CannotListenError or an OSError)."""
    if isinstance(error, CannotListenError):
        port = error.port if port is None else port
        interface = error.interface if interface is None else interface
        error = error.socketError
    code = getattr(error, "errno", None)
    where = "%s:%s" % (interface or "*", port)
    if code == errno.EADDRINUSE:
        return "port %s is in use" % port
    if code == errno.EACCES:
        return "port %s needs privileges (permission denied)" % port
    if code == errno.EADDRNOTAVAIL:
        return "cannot listen on %s: %s is not an address of this machine" % (where, interface)
    return "cannot listen on %s: %s" % (where, getattr(error, "strerror", None) or error)
