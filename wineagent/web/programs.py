"""Programs a page VM may run besides the bundled apps: the operator's ``--apps-dir`` and
what agents upload to the hub (docs/browser.md, "Your own programs").

Two sources, each with an id prefix so no name can shadow a bundled app:

- ``dir:NAME`` — the operator's folder (``serve --apps-dir DIR``): ``DIR/NAME.exe``, or a
  folder ``DIR/NAME/`` holding ``NAME.exe`` and the files it needs (installed beside it on
  drive C:, and its DLLs found there as Windows finds them in the program's folder). Only
  names made of letters, digits, ``.``, ``_`` and ``-`` are seen, and no symbolic link at
  all: a link could lead out of the folder the operator named. Every resolve checks again
  (the entry is not a link, is a regular file, and its real path is inside DIR), so a
  link planted after startup is refused the same way.
- ``upload:NAME`` — an agent's upload (``POST /api/agent/programs``): the bytes are
  untrusted, so the name is checked as above, the size against the protocol's ``file``
  limit, the total against ``uploads total``, and the executable must parse as a PE32
  image (machine/loader.py: one line saying why not). Uploads live in a private temporary
  folder of the service (mode 0700), one fresh subfolder per upload (a running VM keeps
  the files it started with), deleted when the service stops.

Who may use them is the caller's business (hub.py and pages.py): agent routes only, and
on a wide bind only with the token.
"""

import base64
import binascii
import os
import re
import shutil
import stat
import tempfile

from ..control.protocol import MAX_FILE, MAX_PROGRAM_FILES, MAX_PROGRAMS, MAX_UPLOADS
from ..machine.loader import BadExecutable, parse_pe

__all__ = ["Programs", "Program", "ProgramError", "NAME", "DIR_PREFIX", "UPLOAD_PREFIX"]

#: A program or file name: no separators, no leading dot, nothing a shell or a guest path
#: would read specially.
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
DIR_PREFIX = "dir:"
UPLOAD_PREFIX = "upload:"


class ProgramError(ValueError):
    """A program that cannot be listed, resolved or stored; ``str()`` is one line, and
    ``status`` the HTTP status that fits."""

    def __init__(self, message, status=400):
        ValueError.__init__(self, message)
        self.status = status


class Program:
    """One runnable program: its id, executable, and the files installed beside it."""

    def __init__(self, pid, exe, files, source, size):
        self.id = pid
        self.exe = exe                # host path of the executable
        self.files = files            # [(host path, file name on C:)]
        self.source = source          # "apps-dir" or "upload"
        self.size = size              # bytes of the executable and its files
        self.title = pid.split(":", 1)[1]
        self.args = ""

    def as_json(self):
        """The entry as ``/api/vm/apps`` and ``/api/agent/programs`` list it."""
        where = ("the operator's --apps-dir" if self.source == "apps-dir"
                 else "uploaded by an agent")
        return {"id": self.id, "title": self.title, "args": "", "source": self.source,
                "description": "%s (%s)" % (os.path.basename(self.exe), where),
                "files": [name for _, name in self.files]}


def _regular(path):
    """lstat of ``path`` when it is a regular file and not a link, else None."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return st if stat.S_ISREG(st.st_mode) else None


def _inside(root, path):
    """True when ``path``'s real path is ``root`` (a real path) or below it."""
    real = os.path.realpath(path)
    return real == root or real.startswith(root + os.sep)


def _exe_name(name):
    return name.lower().endswith(".exe") and NAME.match(name) is not None


class Programs:
    """The programs of one service: ``apps_dir`` (a real path, checked at startup) and the
    uploads."""

    def __init__(self, apps_dir=None):
        self.apps_dir = os.path.realpath(apps_dir) if apps_dir else None
        self._root = None             # the uploads' private folder, made on first upload
        self._uploads = {}            # name -> Program
        self._stored = 0              # bytes in the uploads' folder (replaced ones too)
        self._n = 0

    # -- the operator's folder ----------------------------------------------------------
    def _dir_program(self, name):
        """Program ``dir:name`` or None: DIR/name.exe, else DIR/name/name.exe with the
        regular files beside it. Links are not followed and nothing outside DIR counts."""
        root = self.apps_dir
        if root is None or not NAME.match(name):
            return None
        for candidate in (name + ".exe", name + ".EXE"):
            path = os.path.join(root, candidate)
            st = _regular(path)
            if st is not None and _inside(root, path):
                return Program(DIR_PREFIX + name, path, [], "apps-dir", st.st_size)
        folder = os.path.join(root, name)
        try:
            st = os.lstat(folder)
        except OSError:
            return None
        if not stat.S_ISDIR(st.st_mode) or not _inside(root, folder):
            return None
        exe, files, size = None, [], 0
        for entry in sorted(os.listdir(folder)):
            path = os.path.join(folder, entry)
            fst = _regular(path)
            if fst is None or not NAME.match(entry) or not _inside(root, path):
                continue
            if entry.lower() == name.lower() + ".exe":
                exe = path
            elif len(files) < MAX_PROGRAM_FILES:
                files.append((path, entry))
            size += fst.st_size
        if exe is None:
            return None
        return Program(DIR_PREFIX + name, exe, files, "apps-dir", size)

    def _dir_names(self):
        if self.apps_dir is None:
            return []
        try:
            entries = sorted(os.listdir(self.apps_dir))
        except OSError:
            return []
        names = []
        for entry in entries:
            stem = entry[:-4] if entry.lower().endswith(".exe") else entry
            if NAME.match(stem) and stem not in names:
                names.append(stem)
        return names

    # -- listing and resolving ---------------------------------------------------------------
    def listing(self):
        """Every program, the operator's first (by name), then the uploads (by name)."""
        found = [p for p in (self._dir_program(n) for n in self._dir_names()) if p]
        return found + [self._uploads[n] for n in sorted(self._uploads)]

    def get(self, pid):
        """Program ``pid`` (``dir:NAME`` or ``upload:NAME``), checked now; KeyError when
        there is none."""
        if not isinstance(pid, str):
            raise KeyError(pid)
        if pid.startswith(DIR_PREFIX):
            p = self._dir_program(pid[len(DIR_PREFIX):])
        elif pid.startswith(UPLOAD_PREFIX):
            p = self._uploads.get(pid[len(UPLOAD_PREFIX):])
        else:
            p = None
        if p is None:
            raise KeyError(pid)
        return p

    @staticmethod
    def is_program_id(pid):
        """True for an id of this registry's form (not a bundled app's)."""
        return isinstance(pid, str) and pid.startswith((DIR_PREFIX, UPLOAD_PREFIX))

    # -- uploads ---------------------------------------------------------------------------
    def upload(self, name, content, program=None):
        """Store an upload: ``name`` a file name, ``content`` its base64. Without
        ``program`` the file is an executable and becomes (or replaces) program
        ``upload:STEM``; with ``program`` (an ``upload:`` id) it is a file installed
        beside that program. Returns the Program. ProgramError says why not."""
        if not isinstance(name, str) or not NAME.match(name):
            raise ProgramError("name %r: a file name of letters, digits, '.', '_' and '-' "
                               "(1-64 characters, not starting with '.'), no folders" % (name,))
        if not isinstance(content, str):
            raise ProgramError("content must be the file's bytes as base64")
        if len(content) > (MAX_FILE + 2) // 3 * 4:
            raise ProgramError("%s is over %d bytes (the file limit)" % (name, MAX_FILE), 413)
        try:
            data = base64.b64decode(content, validate=True)
        except (binascii.Error, ValueError):
            raise ProgramError("content of %s is not base64" % name) from None
        if len(data) > MAX_FILE:
            raise ProgramError("%s is over %d bytes (the file limit)" % (name, MAX_FILE), 413)
        if self._stored + len(data) > MAX_UPLOADS:
            raise ProgramError("uploads total over %d bytes (the limit): restart the "
                               "service to start afresh" % MAX_UPLOADS, 413)
        if program is None:
            return self._store_exe(name, data)
        return self._store_file(program, name, data)

    def _folder(self):
        if self._root is None:
            self._root = tempfile.mkdtemp(prefix="wineagent-uploads-")   # mode 0700
        self._n += 1
        path = os.path.join(self._root, str(self._n))
        os.mkdir(path, 0o700)
        return path

    def _write(self, folder, name, data):
        path = os.path.join(folder, name)
        # O_EXCL | O_NOFOLLOW: a fresh file in our own fresh folder, never through a link.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        self._stored += len(data)
        return path

    def _store_exe(self, name, data):
        if not _exe_name(name):
            raise ProgramError("%s: a program is uploaded as NAME.exe (its files then "
                               "with program: \"upload:NAME\")" % name)
        try:
            parse_pe(data, name, widths=(4, 8))   # what a VM runs (docs/emulator.md)
        except BadExecutable as e:
            raise ProgramError("%s is not a program this emulator runs: %s"
                               % (name, str(e).splitlines()[0]), 422) from None
        stem = name[:-4]
        if stem not in self._uploads and len(self._uploads) >= MAX_PROGRAMS:
            raise ProgramError("%d programs are uploaded (the limit)" % MAX_PROGRAMS, 413)
        folder = self._folder()
        path = self._write(folder, stem + ".exe", data)
        # A new folder: a VM started from the old upload keeps its files (a fork or a
        # save names its executable); the old folder goes when the service stops.
        p = Program(UPLOAD_PREFIX + stem, path, [], "upload", len(data))
        self._uploads[stem] = p
        return p

    def _store_file(self, program, name, data):
        if not isinstance(program, str) or not program.startswith(UPLOAD_PREFIX) or \
                program[len(UPLOAD_PREFIX):] not in self._uploads:
            raise ProgramError("program %r: no such upload (upload NAME.exe first; files "
                               "go only beside an uploaded program)" % (program,), 404)
        p = self._uploads[program[len(UPLOAD_PREFIX):]]
        if name.lower() == os.path.basename(p.exe).lower():
            raise ProgramError("%s is the program itself: upload it without program to "
                               "replace it" % name)
        if name.lower() in [n.lower() for _, n in p.files]:
            # Files of a program never change under a VM that runs it: a new version is a
            # new upload of the program, then of its files.
            raise ProgramError("%s already has a file %s: upload the program again to "
                               "start it afresh" % (program, name), 409)
        if len(p.files) >= MAX_PROGRAM_FILES:
            raise ProgramError("%s already has %d files (the limit)"
                               % (program, MAX_PROGRAM_FILES), 413)
        folder = os.path.dirname(p.exe)
        path = self._write(folder, name, data)
        p.files.append((path, name))
        p.size += len(data)
        return p

    def close(self):
        """Delete the uploads (the service is stopping)."""
        if self._root is not None:
            shutil.rmtree(self._root, ignore_errors=True)
            self._root = None
        self._uploads.clear()
