"""msvcrt.dll's exported ``__pioinfo``: the descriptor table as Windows' msvcrt.dll lays it
out in memory, which programs (and Wine's msvcrt tests) read and write directly.

``__pioinfo`` is an array of 64 pointers to blocks of 32 ``ioinfo`` entries (2048
descriptors); a block is allocated when a descriptor in it is first used (the first one
when the table is made). An entry is::

    HANDLE handle;           /* INVALID_HANDLE_VALUE when the descriptor is free */
    unsigned char wxflag;    /* WX_OPEN, WX_PIPE, WX_DONTINHERIT, WX_APPEND, WX_TTY, WX_TEXT */
    char lookahead[3];       /* '\\n' each once opened */
    int exflag;              /* EF_UTF8, EF_UTF16, EF_CRIT_INIT, EF_UNK_UNICODE */
    CRITICAL_SECTION crit;   /* initialised once the descriptor was opened */

(36 bytes in a 32-bit program, 56 in a 64-bit one). The table is made only when a program
imports or looks up ``__pioinfo``; from then on it is kept with the runtime's own table
(``vm.crt.fds``, dlls/msvcrt/io.py) both ways: every change to a descriptor is written
into it, and what the program wrote into an entry is read back when the descriptor is
next used (a handle it put there is the descriptor's handle; WX_OPEN cleared closes the
descriptor, set opens one).
"""

from .fileio import PipeEnd
from .files import ConsoleObject, FileObject, NulDevice, _is_console, file_view
from .namedpipe import NamedPipeEnd

__all__ = ["publish", "read_back", "mode_of", "new_table", "dead_std_stream", "BLOCK", "BLOCKS",
           "NO_CONSOLE"]

BLOCK, BLOCKS = 32, 64
WX_OPEN, WX_PIPE, WX_DONTINHERIT, WX_APPEND, WX_TTY, WX_TEXT = 0x01, 0x08, 0x10, 0x20, 0x40, 0x80
EF_UTF8, EF_UTF16, EF_CRIT_INIT, EF_UNK_UNICODE = 0x01, 0x02, 0x04, 0x08
_O_BINARY, _O_WTEXT, _O_U16TEXT, _O_U8TEXT, _O_TEXT = 0x8000, 0x10000, 0x20000, 0x40000, 0x4000
_INVALID = -1
#: msvcrt's _NO_CONSOLE_FILENO: the handle of a standard descriptor with no usable one.
NO_CONSOLE = -2


def _entry_size(vm):
    # handle, wxflag + lookahead, exflag, then a CRITICAL_SECTION (24 / 40 bytes)
    return vm.ptr_size + 8 + (24 if vm.ptr_size == 4 else 40)


def _block(vm, fd, make):
    """The address of ``fd``'s block (allocated when ``make``), or 0."""
    slot = vm.crt.pioinfo + (fd // BLOCK) * vm.ptr_size
    block = vm.mem.uptr(slot)
    if block or not make:
        return block
    size = _entry_size(vm)
    block = vm.alloc_data(BLOCK * size)
    for i in range(BLOCK):
        e = block + i * size
        vm.mem.wptr(e, _INVALID)
    vm.mem.wptr(slot, block)
    return block


def _entry(vm, fd, make=False):
    if not vm.crt.pioinfo or not 0 <= fd < BLOCK * BLOCKS:
        return 0
    block = _block(vm, fd, make)
    return block + (fd % BLOCK) * _entry_size(vm) if block else 0


def _wxflag(vm, fd, handle, mode):
    obj = vm.handles.get(handle)
    flag = WX_OPEN
    if handle == NO_CONSOLE & (1 << 8 * vm.ptr_size) - 1:
        flag |= WX_TTY          # NO_CONSOLE: msvcrt's start-up marks it a device
    if mode != _O_BINARY:
        flag |= WX_TEXT
    if isinstance(obj, (PipeEnd, NamedPipeEnd)):
        flag |= WX_PIPE
    elif isinstance(obj, (ConsoleObject, NulDevice)):
        flag |= WX_TTY
    if isinstance(obj, FileObject) and obj.append:
        flag |= WX_APPEND
    if fd in vm.crt.noinherit_fds:
        flag |= WX_DONTINHERIT
    return flag


def _exflag(mode):
    flag = EF_CRIT_INIT
    if mode == _O_WTEXT:
        flag |= EF_UTF16 | EF_UNK_UNICODE
    elif mode == _O_U16TEXT:
        flag |= EF_UTF16
    elif mode == _O_U8TEXT:
        flag |= EF_UTF8
    return flag


def _init_crit(vm, at):
    """An initialised CRITICAL_SECTION: DebugInfo all ones (Windows 8's), LockCount -1."""
    ps = vm.ptr_size
    vm.mem.wptr(at, (1 << 8 * ps) - 1)
    vm.mem.w32(at + ps, 0xFFFFFFFF)
    vm.mem.write(at + ps + 4, bytes(4 + 3 * ps))


def publish(vm, fd):
    """Write descriptor ``fd``'s state into the table (when there is one): its handle and
    flags while open; INVALID_HANDLE_VALUE and no wxflag once closed (exflag stays, as
    msvcrt leaves it)."""
    if not vm.crt.pioinfo:
        return
    entry = vm.crt.fds.get(fd)
    at = _entry(vm, fd, make=entry is not None)
    if not at:
        return
    ps = vm.ptr_size
    if entry is None:
        vm.mem.wptr(at, _INVALID)
        vm.mem.write(at + ps, b"\0")
        return
    handle, mode = entry
    vm.mem.wptr(at, handle)
    vm.mem.write(at + ps, bytes([_wxflag(vm, fd, handle, mode)]) + b"\n\n\n")
    if not vm.mem.u32(at + ps + 4) & EF_CRIT_INIT:
        _init_crit(vm, at + ps + 8)
    vm.mem.w32(at + ps + 4, _exflag(mode))


def read_back(vm, fd):
    """What the program wrote into ``fd``'s entry, taken into the runtime's table: None
    when the table has no say (no table, no block), else the entry's (handle, wxflag,
    exflag)."""
    at = _entry(vm, fd)
    if not at:
        return None
    ps = vm.ptr_size
    return vm.mem.uptr(at), vm.mem.read(at + ps, 1)[0], vm.mem.u32(at + ps + 4)


def mode_of(wxflag, exflag):
    """The translation mode an entry the program filled in stands for."""
    if not wxflag & WX_TEXT:
        return _O_BINARY
    if exflag & EF_UTF8:
        return _O_U8TEXT
    if exflag & EF_UTF16:
        return _O_WTEXT if exflag & EF_UNK_UNICODE else _O_U16TEXT
    return _O_TEXT



def dead_std_stream(vm, fp):
    """True for a standard stream (``_iob``'s) whose ``_file`` is -2: its calls fail
    with EBADF (errno set here), as msvcrt's do."""
    if not fp or not _is_console(vm, fp):
        return False
    if file_view(vm, fp)._file not in (-2, 0xFFFFFFFE):
        return False
    vm.mem.w32(vm.data_var("msvcrt.dll", "errno_cell"), 9)     # EBADF
    return True


def new_table(vm):
    """Allocate the ``__pioinfo`` array with its first block; the table's address."""
    vm.crt.pioinfo = vm.alloc_data(BLOCKS * vm.ptr_size)
    _block(vm, 0, make=True)
    return vm.crt.pioinfo
