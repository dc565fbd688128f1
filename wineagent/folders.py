"""Output folders the operator names on the command line (``--print-dir``,
``--sound-dir``, ``--capture-launch``), checked the same way by every command.

``wineagent run``, ``wineagent serve`` and ``twistd -n wineagent`` refuse a folder that
cannot be used with one line naming the flag and the reason (exit 2; twistd's usage
error: exit 1), before anything runs. Sessions that share one folder — the page VMs of a
hub, the sessions a ``fork`` starts — each write into their own subfolder, named by
:func:`session_folder`, so one session never overwrites another's files.
"""

import os
import re

__all__ = ["folder_problem", "session_folder"]


def folder_problem(path):
    """Why output folder ``path`` cannot be used (None if it can; it is then created)."""
    if os.path.islink(path) and not os.path.exists(path):
        return "%s is a symbolic link to nothing (%s)" % (path, os.readlink(path))
    if os.path.exists(path) and not os.path.isdir(path):
        return "%s is not a folder" % path
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        return "cannot create %s: %s" % (path, e.strerror or e)
    return None


def session_folder(folder, session):
    """The subfolder of operator folder ``folder`` for session id ``session`` (``vm:ID``
    of a page VM, ``cli:PID`` of a CLI session): ``folder/vm-ID``. None when ``folder``
    is None. The name is made of the id's letters, digits, ``-`` and ``_`` only, so it
    never leaves ``folder``; the subfolder is created when something is first written."""
    if folder is None:
        return None
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", session).strip("-") or "session"
    return os.path.join(os.path.abspath(folder), name)
