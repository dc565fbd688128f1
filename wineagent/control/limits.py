"""Every bound of the control protocol, in one place.

Every command is bounded so that no single request can hold the reactor (and so every
other client) for long or grow the process without bound: a drag of 10,000,000 steps
took 25 s and 1.1 GB, a `type` of a million characters 30 s. Beyond a limit the command
is refused with a message naming it. docs/protocol.md lists them in one table (a test
checks that table against LIMITS).
"""

from wineagent.control import snapshot as _snapshot
from wineagent.events import filters as _filters

__all__ = [
    "MAX_BODY", "MAX_DUMP", "MAX_DEPTH", "MAX_COMMANDS", "MAX_TEXT", "MAX_DRAG_STEPS",
    "MAX_MODS", "MAX_STEP", "MAX_TICK_MS", "MAX_PATH", "MAX_NAME", "MAX_QUEUED_INPUT",
    "MAX_RECORDING", "MAX_JOURNAL", "MAX_FILE", "MAX_LIST", "MAX_CLIPBOARD", "LIMITS",
    "MAX_PROGRAMS", "MAX_PROGRAM_FILES", "MAX_UPLOADS",
    "MAX_REPLAY_BATCH", "MAX_REPLAY_FILE", "MAX_REPLAY_MS", "MAX_REPLAY_MTIME",
]

#: Largest request body (or stdin line) accepted, in bytes.
MAX_BODY = 1 << 20
#: Deepest JSON nesting of a body: an array of commands whose args hold a list is 4 deep.
MAX_DEPTH = 16
#: Most commands in one array.
MAX_COMMANDS = 10000
#: Longest ``type`` text, in characters (each expands to up to 5 key events).
MAX_TEXT = 2000
#: Most ``drag`` moves.
MAX_DRAG_STEPS = 1000
#: Most modifier keys in one ``key``.
MAX_MODS = 8
#: Most batches in one ``step``.
MAX_STEP = 10000000
#: Largest guest milliseconds per step (``step N MS``).
MAX_TICK_MS = 60000
#: Longest ``png`` path, in characters.
MAX_PATH = 4096
#: Longest ``launch`` app id, in characters.
MAX_NAME = 256
#: Largest ``dump-mem`` length, in bytes.
MAX_DUMP = 1 << 20
#: Most raw input events waiting for the guest (a frozen or busy VM does not drain them).
MAX_QUEUED_INPUT = 100000
#: Largest recording a page's VM keeps in memory (``record`` without a path), in bytes;
#: the recording ends there (docs/replay.md).
MAX_RECORDING = 64 << 20
#: Most entries of the replay journal a session keeps from launch (about one per batch a
#: wall-clock session runs); past it ``record start`` is refused, ``--record`` still works.
MAX_JOURNAL = 250000
#: Largest file ``put-file`` writes or ``get-file`` reads, in bytes. Its base64 (4/3 of it)
#: plus the JSON around it must fit in one body (MAX_BODY), both ways.
MAX_FILE = 512 << 10
#: Most entries of one ``list-files`` reply (the first ones by name; ``truncated`` says so).
MAX_LIST = 10000
#: Longest ``set-clipboard`` text, in characters: as UTF-16 (CF_UNICODETEXT) MAX_FILE bytes.
MAX_CLIPBOARD = MAX_FILE // 2
#: Programs agents upload to a hub (web/programs.py): most programs, most files beside
#: one, and most bytes stored in all (each file is at most MAX_FILE, its base64 one body).
MAX_PROGRAMS = 64
MAX_PROGRAM_FILES = 64
MAX_UPLOADS = 64 << 20
#: Recordings (``wineagent replay``, docs/replay.md): the highest batch number a record
#: may carry (as many batches as one ``step`` may run), the largest file read, the largest
#: guest clock reading (about 31 years of guest time) and the file times an included
#: file may have (1970..2106, what a FILETIME and a host file can both hold).
MAX_REPLAY_BATCH = MAX_STEP
MAX_REPLAY_FILE = 1 << 30
MAX_REPLAY_MS = 10 ** 12
MAX_REPLAY_MTIME = 1 << 32

#: Every limit by name, for docs and tests (``queued input`` is enforced by the dispatcher,
#: which sees the queue; ``subscriptions`` by the session's event bus).
LIMITS = {
    "body": MAX_BODY, "depth": MAX_DEPTH, "commands": MAX_COMMANDS, "text": MAX_TEXT,
    "drag steps": MAX_DRAG_STEPS, "mods": MAX_MODS, "step n": MAX_STEP,
    "step ms": MAX_TICK_MS, "path": MAX_PATH, "app": MAX_NAME, "dump-mem len": MAX_DUMP,
    "queued input": MAX_QUEUED_INPUT, "recording in memory": MAX_RECORDING,
    "record journal": MAX_JOURNAL, "subscriptions": _filters.MAX_SUBSCRIPTIONS,
    "filter patterns": _filters.MAX_PATTERNS, "file": MAX_FILE, "list-files entries": MAX_LIST,
    "clipboard text": MAX_CLIPBOARD, "snapshot text": _snapshot.MAX_SHOWN,
    "recording batch": MAX_REPLAY_BATCH, "recording file": MAX_REPLAY_FILE,
    "recording clock ms": MAX_REPLAY_MS, "recording mtime": MAX_REPLAY_MTIME,
    "uploaded programs": MAX_PROGRAMS, "program files": MAX_PROGRAM_FILES,
    "uploads total": MAX_UPLOADS,
}
