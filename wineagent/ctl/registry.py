"""The per-user folder of live CLI VMs, so a VM started with ``--control=0`` can be found.

``wineagent run --control`` writes one small JSON file there while it listens
(``{pid, host, port, app, frozen, token, started}``, named after its PID) and removes it
when the run ends; ``wineagent ctl sessions``, ``wineagent ctl`` without ``-s`` and
``wineagent.connect()`` read the folder. A VM killed before it could remove its file
leaves a stale one: readers skip an entry whose PID no longer runs, so a stale file is
never offered as a session (and removes it, as the folder is the user's own).

The folder is ``$WINEAGENT_RUNTIME_DIR`` if set (tests point it at a temporary folder),
else ``$XDG_RUNTIME_DIR/wineagent`` (per-user, cleared at logout, as the XDG base-dir
spec intends for such files), else ``~/.cache/wineagent/sessions``. Made mode 0700: the
files hold whether a VM has a token, and a VM's port is the user's business.

Cheap to import (``wineagent ctl`` reads it on every probe): os and json only.
"""

import json
import os
import time

__all__ = ["runtime_dir", "register", "unregister", "live", "pid_alive"]


def runtime_dir(environ=None):
    """The folder of live-session files (not created here)."""
    environ = os.environ if environ is None else environ
    if environ.get("WINEAGENT_RUNTIME_DIR"):
        return environ["WINEAGENT_RUNTIME_DIR"]
    if environ.get("XDG_RUNTIME_DIR"):
        return os.path.join(environ["XDG_RUNTIME_DIR"], "wineagent")
    return os.path.join(os.path.expanduser("~"), ".cache", "wineagent", "sessions")


def register(host, port, app, frozen, token=False, environ=None, pid=None):
    """Write this process's entry; returns its path (for :func:`unregister`), or None
    when the folder cannot be written (finding the VM is a convenience: the run goes on,
    its ready line still names the port)."""
    pid = os.getpid() if pid is None else pid
    folder = runtime_dir(environ)
    entry = {"pid": pid, "host": host, "port": port, "app": app, "frozen": bool(frozen),
             "token": bool(token), "started": round(time.time(), 3)}
    path = os.path.join(folder, "%d.json" % pid)
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        tmp = path + ".part"
        with open(tmp, "w") as f:
            json.dump(entry, f)
        os.replace(tmp, path)      # readers never see half a file
    except OSError:
        return None
    return path


def unregister(path):
    """Remove an entry :func:`register` wrote (gone already is fine)."""
    if path:
        try:
            os.unlink(path)
        except OSError:
            pass


def pid_alive(pid):
    """True while process ``pid`` exists (signal 0 checks without sending anything)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True          # it exists; it is someone else's
    except (OSError, OverflowError, ValueError):
        return False
    return True


def live(environ=None):
    """The entries of running VMs, oldest first; stale and unreadable files are skipped
    (a stale one — its PID gone — is removed)."""
    folder = runtime_dir(environ)
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    out = []
    for name in names:
        if not name.endswith(".json"):
            continue
        path = os.path.join(folder, name)
        try:
            with open(path) as f:
                entry = json.load(f)
            pid, port = int(entry["pid"]), int(entry["port"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if not pid_alive(pid):
            unregister(path)
            continue
        entry["port"] = port
        out.append(entry)
    out.sort(key=lambda e: e.get("started") or 0)
    return out
