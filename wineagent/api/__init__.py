"""The Python API: ``Desktop`` (a VM in this process) and ``connect`` (a running one).

See docs/python.md. Importing this package is cheap; the VM loads with the first Desktop.
"""

from .session import Pending, Session, WaitTimeout, WineAgentError
from .local import Desktop
from .remote import RemoteDesktop, connect

__all__ = ["Desktop", "connect", "RemoteDesktop", "Session", "Pending", "WineAgentError",
           "WaitTimeout"]
