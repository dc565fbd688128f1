"""Guest console output: what a GUI program prints goes to a host-side log.

A GUI program has no console; printf, puts, WriteFile on the standard handles all land in
``vm.stdout_log`` (the run prints it as ``[guest]`` lines).
"""

__all__ = ["emit"]


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
        screen.write(text)          # the start-up console's buffer (kernel32/consolescreen)
    pending = vm.kernel.console_partial_line + text
    *lines, rest = pending.split("\n")
    vm.stdout_log.extend(lines)
    vm.kernel.console_partial_line = rest
