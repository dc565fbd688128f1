"""KERNEL32: console input and the console's other settings — ReadConsole(Input),
PeekConsoleInput, WriteConsoleInput, GetNumberOfConsoleInputEvents, FlushConsoleInputBuffer, SetConsoleMode,
SetConsoleCtrlHandler, SetStdHandle, VerifyConsoleIoHandle.

The start-up console (the output log, ``kernel32/console.py``) has no window: nobody can
type into it, so its input buffer is always empty. Peeking and counting report no events;
ReadConsole returns at once with nothing read, as ReadFile on the input handle does (end
of input); ReadConsoleInput, which waits for at least one event, would wait forever and
stops the guest saying so.

A console AllocConsole made has a window (``controls/console.py``) whose keystrokes
become KEY_EVENT records in its input buffer. ReadConsoleInput waits until there is one
(running the window meanwhile) and takes up to the number asked for; PeekConsoleInput
copies without taking; ReadConsole takes characters — with ENABLE_LINE_INPUT a whole line
once Enter is pressed (CR LF included; Backspace edits it; ENABLE_ECHO_INPUT shows it as
typed), without it the characters typed so far, at least one (with
ENABLE_VIRTUAL_TERMINAL_INPUT the keys as VT sequences, kernel/consolebuf.py
``vt_input``; a program asking that mode of the start-up console reads keys from its
window, as a CREATE_NEW_CONSOLE child does). A handle of a console the
process left (FreeConsole) fails with ERROR_INVALID_HANDLE.

No Ctrl+C or close event is sent to handlers: the handlers SetConsoleCtrlHandler
registers are kept, and closing a console window with one registered stops the guest
naming it.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.faults import GuestFault
from ...controls.console import console_pump, console_wait, show_startup_console
from ...core.structures import INPUT_RECORD, KEY_EVENT_RECORD
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolebuf import KeyRecord, vt_input
from ...kernel.consolecp import input_codec
from ...kernel.console import has_console, windowed_console
from ...kernel.files import _fail, ConsoleObject
from ...kernel.procparams import set_std_handle
from ...core.dllnames import KERNEL32
from .console import console_mode, output_screen

__all__ = ["read_console", "reads_typed_input"]

STD_HANDLES = {0xFFFFFFF6: "in", 0xFFFFFFF5: "out", 0xFFFFFFF4: "err"}
# The mode bits SetConsoleMode accepts for an input and for an output handle.
_INPUT_BITS = 0x3FF
_OUTPUT_BITS = 0x1F
ENABLE_LINE_INPUT, ENABLE_ECHO_INPUT, ENABLE_VIRTUAL_TERMINAL_INPUT = 0x2, 0x4, 0x200
KEY_EVENT = 1


def _console(vm, h):
    return vm.handles.get(h, ConsoleObject)


def _input(c, h):
    con = _console(c.vm, h)
    if con is None or not con.readable or not con.attached():
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return con


def _write_records(c, records, out):
    """Write KeyRecords as INPUT_RECORDs (the A variant's uChar in the OEM code page)."""
    mem, ptr = c.vm.mem, c.ptr_size
    size = INPUT_RECORD.sizeof(ptr)
    event = INPUT_RECORD.offsetof("Event", ptr)
    for i, r in enumerate(records):
        ch = r.char
        if ch and not c.wide:
            ch = ch.encode(input_codec(c.vm), "replace").decode("latin-1")
        INPUT_RECORD.write(mem, out + i * size, ptr, EventType=KEY_EVENT)
        KEY_EVENT_RECORD.write(mem, out + i * size + event, ptr, bKeyDown=int(r.down),
                               wRepeatCount=r.repeat, wVirtualKeyCode=r.vk,
                               wVirtualScanCode=r.scan, uChar=ord(ch) if ch else 0,
                               dwControlKeyState=r.state)


@api(KERNEL32, "GetNumberOfConsoleInputEvents", "HANDLE h, LPVOID out", widths=BOTH)
def GetNumberOfConsoleInputEvents(c, h, out):
    """The events waiting in the input buffer (none in the output log's); the console
    window's keystrokes waiting are taken in first."""
    con = _input(c, h)
    if con is None:
        return 0
    cbuf = windowed_console(c.vm, con)
    if cbuf is not None:
        yield from console_pump(c.vm, cbuf)
    c.vm.mem.w32(out, len(cbuf.input) if cbuf is not None else 0)
    return 1


@api(KERNEL32, "PeekConsoleInput{AW}", "HANDLE h, LPVOID records, DWORD n, LPVOID read", widths=BOTH)
def PeekConsoleInput(c, h, records, n, read):
    """Copy up to ``n`` waiting events without removing them (TRUE, also with none);
    the console window's keystrokes waiting are taken in first."""
    con = _input(c, h)
    if con is None:
        return 0
    cbuf = windowed_console(c.vm, con)
    if cbuf is not None:
        yield from console_pump(c.vm, cbuf)
    got = cbuf.take_input(n, remove=False) if cbuf is not None else []
    _write_records(c, got, records)
    c.vm.mem.w32(read, len(got))
    return 1


def _show_startup(vm):
    """Generator: the process's start-up console shown in a window (controls/console.py
    show_startup_console) when it has one that is not shown yet; else None."""
    if vm.kernel.console is None and has_console(vm):
        return (yield from show_startup_console(vm))
    return None


@api(KERNEL32, "ReadConsoleInput{AW}", "HANDLE h, LPVOID records, DWORD n, LPVOID read", widths=BOTH)
def ReadConsoleInput(c, h, records, n, read):
    """Wait for at least one input event and take up to ``n`` (module docstring)."""
    vm = c.vm
    con = _input(c, h)
    if con is None:
        return 0
    buf = windowed_console(vm, con)
    if buf is None:
        # a TUI's console: shown in a window for someone to type into
        buf = yield from _show_startup(vm)
    if buf is None:
        raise GuestFault("deadlock", "deadlock: ReadConsoleInput waits for console input, "
                         "and the program has no console anyone can type into")
    if not n:
        vm.mem.w32(read, 0)
        return 1
    if not (yield from console_wait(vm, buf, lambda: bool(buf.input))):
        raise GuestFault("deadlock", "deadlock: ReadConsoleInput waits for input from a "
                         "console whose window is gone")
    got = buf.take_input(n)
    _write_records(c, got, records)
    vm.mem.w32(read, len(got))
    return 1


@api(KERNEL32, "FlushConsoleInputBuffer", "HANDLE h", widths=BOTH)
def FlushConsoleInputBuffer(c, h):
    """Discard every event waiting in the input buffer (TRUE)."""
    con = _input(c, h)
    if con is None:
        return 0
    cbuf = windowed_console(c.vm, con)
    if cbuf is not None:
        cbuf.input.clear()
    return 1


@api(KERNEL32, "ReadConsole{AW}", "HANDLE h, LPVOID buf, DWORD n, LPVOID read, LPVOID control", widths=BOTH)
def ReadConsole(c, h, buf, n, read, control):
    """Read typed characters (module docstring); the start-up console's input is at its
    end: TRUE with 0 read, as ReadFile on the input handle."""
    con = _input(c, h)
    if con is None:
        return 0
    return (yield from read_console(c, con, buf, n, read, c.wide))


def reads_typed_input(vm, con):
    """Whether a read of console input handle ``con`` waits for typed keys: the input of
    a console with a window (AllocConsole's, CREATE_NEW_CONSOLE's, the start-up console
    once shown), or of one whose program asked ENABLE_VIRTUAL_TERMINAL_INPUT; the
    start-up console's is otherwise at its end (the module docstring)."""
    return windowed_console(vm, con) is not None or vm.kernel.new_console or \
        bool(console_mode(vm, con) & ENABLE_VIRTUAL_TERMINAL_INPUT)


def read_console(c, con, buf, n, read, wide):
    """Generator: ReadConsole's work on console input handle ``con`` (ReadFile on one
    reads as ReadConsoleA does); TRUE."""
    vm = c.vm
    cbuf = windowed_console(vm, con)
    mode = console_mode(vm, con)
    if cbuf is None and (vm.kernel.new_console or mode & ENABLE_VIRTUAL_TERMINAL_INPUT):
        # CREATE_NEW_CONSOLE's console, or one whose program reads keys as VT
        # sequences (a terminal UI): shown in its window, where someone types
        cbuf = yield from _show_startup(vm)
    text = ""
    if cbuf is not None and n:
        if cbuf.pending:
            text = cbuf.pending        # the rest of a line (or key) a shorter read left
        elif mode & ENABLE_LINE_INPUT:
            got = []

            def line_ready():
                if not got:
                    line = cbuf.take_line(bool(mode & ENABLE_ECHO_INPUT))
                    if line is not None:
                        got.append(line)
                return bool(got)
            if not (yield from console_wait(vm, cbuf, line_ready)):
                raise GuestFault("deadlock", "deadlock: ReadConsole waits for a line from a "
                                 "console whose window is gone")
            text = got[0]
        else:
            # a key's text: its character, or with ENABLE_VIRTUAL_TERMINAL_INPUT its VT
            # sequence (the cursor and function keys too)
            def key_text(r):
                if not r.down:
                    return ""
                return vt_input(r) if mode & ENABLE_VIRTUAL_TERMINAL_INPUT else r.char

            def typed():
                return any(key_text(r) for r in cbuf.input)
            if not (yield from console_wait(vm, cbuf, typed)):
                raise GuestFault("deadlock", "deadlock: ReadConsole waits for input from a "
                                 "console whose window is gone")
            text = "".join(key_text(r) for r in cbuf.take_input(len(cbuf.input)))
        # what does not fit is kept for the next read, as the console keeps it
        text, cbuf.pending = text[:n], text[n:]
    if text:
        data = text.encode("utf-16-le") if wide else text.encode(input_codec(vm), "replace")
        vm.mem.write(buf, data)
    if read:
        vm.mem.w32(read, len(text))
    return 1


@api(KERNEL32, "SetConsoleMode", "HANDLE h, DWORD mode", widths=BOTH)
def SetConsoleMode(c, h, mode):
    """Set the input mode, or the output mode of the handle's screen buffer
    (ENABLE_VIRTUAL_TERMINAL_PROCESSING: VT sequences interpreted, kernel/consolebuf.py),
    that GetConsoleMode reports; bits the handle's kind does not have fail with
    ERROR_INVALID_PARAMETER."""
    con = _console(c.vm, h)
    if con is None:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    if mode & ~(_INPUT_BITS if con.readable else _OUTPUT_BITS):
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    if con.writable:
        output_screen(c.vm, con).mode = mode      # a screen buffer's, as on Windows
    else:
        con.mode = mode
    return 1


@api(KERNEL32, "SetConsoleCtrlHandler", "LPVOID handler, BOOL add", widths=BOTH)
def SetConsoleCtrlHandler(c, handler, add):
    """Add or remove a HandlerRoutine (NULL: whether Ctrl+C is ignored). Removing one
    that is not registered fails with ERROR_INVALID_PARAMETER."""
    vm = c.vm
    handlers = vm.kernel.console_ctrl_handlers
    if not handler:
        vm.kernel.console_ignore_ctrl_c = bool(add)
        return 1
    if add:
        handlers.append(handler)
        return 1
    if handler in handlers:
        # the most recently added registration goes first, as Windows searches
        del handlers[len(handlers) - 1 - handlers[::-1].index(handler)]
        return 1
    return _fail(vm, ERROR_INVALID_PARAMETER)


@api(KERNEL32, "SetStdHandle", "DWORD which, HANDLE h", widths=BOTH)
def SetStdHandle(c, which, h):
    """Make ``h`` what GetStdHandle(which) returns from now on."""
    if which not in STD_HANDLES:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    set_std_handle(c.vm, which, h)      # and the process parameters' field
    return 1


@api(KERNEL32, "VerifyConsoleIoHandle", "HANDLE h", widths=BOTH)
def VerifyConsoleIoHandle(c, h):
    """TRUE when ``h`` is a console handle (not a file or a pipe)."""
    return int(_console(c.vm, h) is not None)


@api(KERNEL32, "WriteConsoleInput{AW}", "HANDLE h, LPVOID records, DWORD n, LPVOID written",
     widths=BOTH)
def WriteConsoleInput(c, h, records, n, written):
    """Append ``n`` input records to the console's input buffer, after what was typed
    (the A variant's characters in the console's input code page); TRUE with ``*written``
    = n. Only key events are kept by a console here: another kind (mouse, window size,
    focus, menu) stops the guest naming it, and so does writing to the start-up console,
    which has no input buffer."""
    vm = c.vm
    con = _input(c, h)
    if con is None:
        return 0
    if con.console is None:
        raise Unimplemented("KERNEL32.dll!WriteConsoleInput to the start-up console (it "
                            "has no input buffer; AllocConsole makes one that has)")
    ptr = c.ptr_size
    size = INPUT_RECORD.sizeof(ptr)
    event = INPUT_RECORD.offsetof("Event", ptr)
    for i in range(n):
        base = records + i * size
        kind = INPUT_RECORD.read(vm.mem, base, ptr)["EventType"]
        if kind != KEY_EVENT:
            raise Unimplemented("KERNEL32.dll!WriteConsoleInput: an input record of event "
                                "type %#x (only KEY_EVENT is kept)" % kind)
        k = KEY_EVENT_RECORD.read(vm.mem, base + event, ptr)
        code = k["uChar"]
        if code and not c.wide:
            ch = bytes([code & 0xFF]).decode(input_codec(vm), "replace")
        else:
            ch = chr(code) if code else ""
        con.console.add_input(KeyRecord(bool(k["bKeyDown"]), k["wVirtualKeyCode"],
                                        k["wVirtualScanCode"], ch, k["dwControlKeyState"],
                                        k["wRepeatCount"]))
    if written:
        vm.mem.w32(written, n)
    return 1
