"""The process environment block: one set of variables that kernel32
(GetEnvironmentVariable, SetEnvironmentVariable, GetEnvironmentStrings,
ExpandEnvironmentStrings) reads and writes, and the C runtime's copies are taken from.

Names compare without regard to case and keep the case they were set with; the block
lists them sorted by upper-case name, as Windows keeps it.

A program starts with the variables a Windows session gives every program
(``windows_defaults``): where Windows, the programs and the user's folders are (the same
paths GetWindowsDirectory, SHGetFolderPath and GetTempPath answer), the machine's and
the user's names, the processor, PATH and PATHEXT. Programs read them (``%APPDATA%``,
``getenv("TEMP")``, ``%SystemRoot%`` in registry values) and some will not start
without them. The host's environment never reaches the guest.

The guest sees the variables also as the block its process parameters point at
(``Environment``: kernel/procparams.py), which programs read directly (Zig's getenv
does): every change goes through :func:`set_variable` or :func:`replace_variables`,
which rewrite that block, as RtlSetEnvironmentVariable rewrites the PEB's.
"""

from .procparams import publish_environment
from .shellfolders import CSIDL_PATHS
from .sysinfo import (COMPUTER_NAME, CPU_FAMILY, CPU_VENDOR, PROCESSORS, USER_NAME,
                      cpu_identifier, processor_revision)
from .vfs import TEMP_DIR

__all__ = ["Environment", "environment", "set_variable", "replace_variables",
           "windows_defaults", "TEMP_DIR"]


def windows_defaults(ptr_size):
    """The (name, value) pairs a program of pointer size ``ptr_size`` starts with: those
    of a Windows 10 session, with this machine's paths and names. A 32-bit program sees a
    32-bit Windows (PROCESSOR_ARCHITECTURE x86), a 64-bit one an x64 Windows (AMD64), as
    GetSystemInfo tells each."""
    windows, profile = CSIDL_PATHS[0x0024], CSIDL_PATHS[0x0028]
    system = windows + "\\system32"
    x64 = ptr_size == 8
    return [
        ("ALLUSERSPROFILE", CSIDL_PATHS[0x0023]),
        ("APPDATA", CSIDL_PATHS[0x001A]),
        ("CommonProgramFiles", CSIDL_PATHS[0x002B]),
        ("COMPUTERNAME", COMPUTER_NAME),
        ("ComSpec", system + "\\cmd.exe"),
        ("HOMEDRIVE", profile[:2]),
        ("HOMEPATH", profile[2:]),
        ("LOCALAPPDATA", CSIDL_PATHS[0x001C]),
        ("NUMBER_OF_PROCESSORS", str(PROCESSORS)),
        ("OS", "Windows_NT"),
        ("Path", "%s;%s;%s\\Wbem" % (system, windows, system)),
        ("PATHEXT", ".COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC"),
        ("PROCESSOR_ARCHITECTURE", "AMD64" if x64 else "x86"),
        ("PROCESSOR_IDENTIFIER", "%s, %s" % (cpu_identifier(ptr_size), CPU_VENDOR)),
        ("PROCESSOR_LEVEL", str(CPU_FAMILY)),
        ("PROCESSOR_REVISION", "%04x" % processor_revision()),
        ("ProgramData", CSIDL_PATHS[0x0023]),
        ("ProgramFiles", CSIDL_PATHS[0x0026]),
        ("PUBLIC", CSIDL_PATHS[0x002E].rsplit("\\", 1)[0]),
        ("SystemDrive", windows[:2]),
        ("SystemRoot", windows),
        ("TEMP", TEMP_DIR),
        ("TMP", TEMP_DIR),
        ("USERDOMAIN", COMPUTER_NAME),
        ("USERNAME", USER_NAME),
        ("USERPROFILE", profile),
        ("windir", windows),
    ]


class Environment:
    """The variables of the one guest process."""

    def __init__(self):
        self._vars = {}       # upper-case name -> (name, value)

    def get(self, name):
        """The value of ``name``, or None when it is not set."""
        item = self._vars.get(name.upper())
        return None if item is None else item[1]

    def set(self, name, value):
        """Set ``name`` to ``value``; None removes it."""
        if value is None:
            self._vars.pop(name.upper(), None)
        else:
            old = self._vars.get(name.upper())
            self._vars[name.upper()] = (old[0] if old else name, value)

    def replace(self, pairs):
        """Make the block exactly ``pairs`` ((name, value) in any order), as
        SetEnvironmentStrings does: every variable not among them is gone."""
        self._vars = {}
        for name, value in pairs:
            self.set(name, value)

    def items(self):
        """(name, value) pairs in block order."""
        return [self._vars[k] for k in sorted(self._vars)]

    def strings(self):
        """The block's "NAME=value" strings, in order."""
        return ["%s=%s" % item for item in self.items()]

    def expand(self, text):
        """``text`` with each %NAME% of a set variable replaced by its value (others, and
        a lone %, stay as they are), as ExpandEnvironmentStrings does."""
        out, i = [], 0
        while i < len(text):
            if text[i] == "%":
                end = text.find("%", i + 1)
                if end > i + 1:
                    value = self.get(text[i + 1:end])
                    if value is not None:
                        out.append(value)
                        i = end + 1
                        continue
                    out.append(text[i:end])
                    i = end
                    continue
            out.append(text[i])
            i += 1
        return "".join(out)


def environment(vm):
    """The VM's environment block (``vm.kernel.environment``)."""
    return vm.kernel.environment


def set_variable(vm, name, value):
    """Set ``name`` to ``value`` (None removes it) in the process's block."""
    vm.kernel.environment.set(name, value)
    publish_environment(vm)


def replace_variables(vm, pairs):
    """Make the process's block exactly ``pairs``, as SetEnvironmentStrings does."""
    vm.kernel.environment.replace(pairs)
    publish_environment(vm)
