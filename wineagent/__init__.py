"""wineagent: a headless Win32 desktop that agents and people can drive live.

``wineagent.Desktop(app="winmine")`` runs one in this process; ``wineagent.connect(":8123")``
attaches to a running one (docs/python.md). Those names load on first use, so that
``import wineagent`` stays cheap for ``wineagent ctl``.
"""

__version__ = "0.1.0"

__all__ = ["Desktop", "connect", "RemoteDesktop", "WineAgentError", "WaitTimeout", "Pending"]

_API = frozenset(__all__)


def __getattr__(name):
    # PEP 562: the API (and through it Twisted and the emulator) loads on first use only.
    if name in _API:
        from . import api
        return getattr(api, name)
    raise AttributeError("module 'wineagent' has no attribute %r" % name)


def __dir__():
    return sorted(list(globals()) + list(_API))
