"""Guest console output: what a GUI program prints goes to a host-side log.

A GUI program has no console; printf, puts, WriteFile on the standard handles all land in
``vm.stdout_log`` (the run prints it as ``[guest]`` lines).

The start-up console also has screen buffers (``startup_console``): made the first time a
program asks about them, holding what was written so far, fed by every later write.
"""

from .consolebuf import Console

__all__ = ["emit", "startup_console", "console_of"]


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


def console_of(vm, handle):
    """The Console behind console handle ``handle`` (a kernel/files.ConsoleObject):
    AllocConsole's, else the start-up console."""
    return handle.console if handle.console is not None else startup_console(vm)


def emit(vm, stream_or_fd, text):
    """Append guest console output to the host-side log, line by line.

    A ``FILE*`` from fopen (``vm.crt.streams``, see files.py) is written to its VFS file
    instead; then the result is False when the stream cannot be written.
    """
    stream = vm.crt.streams.get(stream_or_fd)
    if stream is not None:
        return stream.write_text(text)
    screen = vm.kernel.startup_screen
    if screen is not None and vm.kernel.console is None:
        screen.write(text)          # the start-up console's first buffer
    pending = vm.kernel.console_partial_line + text
    *lines, rest = pending.split("\n")
    vm.stdout_log.extend(lines)
    vm.kernel.console_partial_line = rest
