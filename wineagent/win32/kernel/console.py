"""Guest console output: what a GUI program prints goes to a host-side log.

A GUI program has no console; printf, puts, WriteFile on the standard handles all land in
``vm.stdout_log`` (the run prints it as ``[guest]`` lines).

The start-up console also has screen buffers (``startup_console``): made the first time a
program asks about them, holding what was written so far, fed by every later write.
"""

from .consolebuf import Console
from .fileio import PipeEnd, pipe_write
from ..core.structures import FILE
from ...machine.memory import CP1252_GAPS

__all__ = ["emit", "emit_bytes", "startup_console", "console_of", "windowed_console", "own_console",
           "has_console", "IMAGE_SUBSYSTEM_WINDOWS_CUI"]

IMAGE_SUBSYSTEM_WINDOWS_CUI = 3


def has_console(vm):
    """True while the process has a console of its own: a console program's, or
    AllocConsole's — until FreeConsole."""
    k = vm.kernel
    if k.console_detached:
        return False
    return k.console_allocated or vm.image.parsed.subsystem == IMAGE_SUBSYSTEM_WINDOWS_CUI


def startup_console(vm):
    """The start-up console as a kernel/consolebuf.Console (no window, no input): made
    on first use with what the log holds so far (``[debug]`` lines of OutputDebugString
    are no console output)."""
    k = vm.kernel
    if k.startup_screen is None:
        con = Console(None)
        written = [line for line in vm.stdout_log if not line.startswith("[debug] ")]
        con.write("\n".join(written + [k.console_partial_line]))
        k.startup_screen = con
    return k.startup_screen


def own_console(vm):
    """What a new console handle's ``console`` is: AllocConsole's console, or None for
    the start-up console (shown in a window or not)."""
    k = vm.kernel
    return None if k.console is k.startup_screen else k.console


def windowed_console(vm, handle):
    """The console with a window (and so an input buffer someone can type into) behind
    console handle ``handle``: AllocConsole's, or the start-up console once shown in a
    window (controls/console.show_startup_console); None for the output log alone."""
    if handle.console is not None:
        return handle.console
    k = vm.kernel
    return k.console if k.console is not None and k.console is k.startup_screen else None


def console_of(vm, handle):
    """The Console behind console handle ``handle`` (a kernel/files.ConsoleObject):
    AllocConsole's, else the start-up console."""
    return handle.console if handle.console is not None else startup_console(vm)


_O_BINARY = 0x8000
_STD_OUT_ERR = {1: 0xFFFFFFF5, 2: 0xFFFFFFF4}     # fd -> STD_OUTPUT/ERROR_HANDLE


def _redirected(vm, stream_or_fd):
    """(object, mode) when stdout/stderr (fd 1 or 2, or the FILE _iob[1]/_iob[2])
    names a pipe or a file rather than a console: a child process started with
    STARTF_USESTDHANDLES, or a descriptor _dup2 replaced. None: the console."""
    idx = stream_or_fd if stream_or_fd in (1, 2) else None
    if idx is None:
        iob = vm.data_var("msvcrt.dll", "_iob")
        size = FILE.sizeof(vm.ptr_size)
        for i in (1, 2):
            if stream_or_fd == iob + i * size:
                idx = i
        if idx is None:
            return None
    entry = vm.crt.fds.get(idx)
    if entry is not None:
        h, mode = entry
    elif idx in vm.crt.closed_std:
        return None
    else:
        h, mode = vm.kernel.std_handles.get(_STD_OUT_ERR[idx]), 0
    obj = vm.handles.get(h) if h is not None else None
    if isinstance(obj, PipeEnd) or getattr(type(obj), "HANDLE_KIND", None) == "file":
        return obj, mode                  # a pipe's end, a file (files.py's FileObject)
    return None


def _write_redirected(target, text):
    """Write console text to a pipe or file as the C runtime writes it: its bytes (the
    ANSI code page), "\n" as "\r\n" unless the descriptor is binary. False when the
    pipe has no reader left."""
    obj, mode = target
    data = bytes(ord(ch) if ord(ch) < 256 else ch.encode("cp1252", "replace")[0]
                 for ch in text)
    if not mode & _O_BINARY:
        data = data.replace(b"\n", b"\r\n")
    if isinstance(obj, PipeEnd):
        _n, error = pipe_write(obj, data)
        return False if error else None
    obj.write(data)
    return None


def emit(vm, stream_or_fd, text):
    """Append guest console output to the host-side log, line by line.

    A ``FILE*`` from fopen (``vm.crt.streams``, see files.py) is written to its VFS file
    instead; then the result is False when the stream cannot be written. stdout and
    stderr that name a pipe or a file (a child process's redirected standard handles)
    are written there (``_redirected``).
    """
    stream = vm.crt.streams.get(stream_or_fd)
    if stream is not None:
        return stream.write_text(text)
    target = _redirected(vm, stream_or_fd)
    if target is not None:
        return _write_redirected(target, text)
    screen = vm.kernel.startup_screen
    if screen is not None and vm.kernel.console in (None, screen):
        screen.write(text)          # the start-up console's first buffer
    pending = vm.kernel.console_partial_line + text
    *lines, rest = pending.split("\n")
    vm.stdout_log.extend(lines)
    vm.kernel.console_partial_line = rest


def emit_bytes(vm, stream_or_fd, data):
    """``emit`` of bytes a narrow C function was given (fputc's one, fwrite's many): the
    C runtime writes them as they are, so they travel as code page 1252's characters
    with its undefined five kept (``CP1252_GAPS``) and come out as the same bytes. Taking
    a byte as the character of its own number (Latin-1) turns 0x80-0x9F, where 1252 has
    the euro sign, curly quotes and dashes, into characters 1252 cannot write ("?")."""
    return emit(vm, stream_or_fd, bytes(data).decode("cp1252", CP1252_GAPS))
