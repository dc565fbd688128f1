"""The console's code pages: the bytes a program writes to a console (WriteFile,
WriteConsoleA) are characters of its output code page, and what the A input functions
hand back is encoded in its input code page (SetConsoleOutputCP, SetConsoleCP).

A console starts at the OEM code page, 437, for both. Until the program sets an output
code page, its bytes go to the output log as the ANSI code page (1252) reads them — how
the log has always shown a console program's output, and how a pipe under Wine shows it;
once set, they are decoded in that page. UTF-8 output (65001) may split a character
across two writes: its first bytes wait for the rest (``console_pending``).
"""

import codecs

__all__ = ["CONSOLE_CODECS", "OEM_CP", "decode_output", "input_codec"]

OEM_CP = 437
#: The code pages a console can be set to, with Python's codec for each.
CONSOLE_CODECS = {437: "cp437", 1252: "cp1252", 65001: "utf-8", 20127: "ascii"}


def decode_output(vm, data):
    """The text ``data`` (bytes written to a console) stands for."""
    k = vm.kernel
    cp = k.console_output_cp
    if cp is None:
        return data.decode("cp1252", "replace")
    if cp == 65001:
        data = k.console_pending + data
        text, used = codecs.utf_8_decode(data, "replace", False)
        k.console_pending = data[used:]
        return text
    return data.decode(CONSOLE_CODECS[cp], "replace")


def input_codec(vm):
    """The codec of the console's input code page (the A input functions)."""
    return CONSOLE_CODECS[vm.kernel.console_cp]
