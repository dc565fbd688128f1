"""Running a Control Panel applet: what Control_RunDLL does with ``"file.cpl[,@n|,name][,args]"``.

An applet file is a DLL exporting ``CPlApplet(hwnd, msg, lParam1, lParam2)``; the Control
Panel drives it with messages, as documented for CPlApplet (and as Wine's shell32 does):

1. LoadLibrary the file (the usual search: the program's folder, then System32), find
   ``CPlApplet``; ``CPL_INIT`` (zero: the applet refuses, it is unloaded);
2. ``CPL_GETCOUNT``: how many dialogs the file holds; for each, ``CPL_INQUIRE`` (CPLINFO:
   the icon, name and description resource ids, the applet's lData) and ``CPL_NEWINQUIRE``
   (NEWCPLINFOW, the older form with the names as text);
3. the chosen applet (``@n`` by index, a name matched against CPL_NEWINQUIRE's, else the
   first): ``CPL_STARTWPARMS`` with the extra arguments when there are some, and
   ``CPL_DBLCLK`` when there are none or the applet does not take them: the applet shows
   its dialog, and the call returns when the dialog is closed;
4. ``CPL_STOP`` for each applet, ``CPL_EXIT``, FreeLibrary.

A file that cannot be loaded, has no CPlApplet, refuses CPL_INIT or counts no applet is
unloaded and nothing is shown, as Wine does.
"""

import struct

from ...abi.api import GuestCall, Unimplemented
from ..kernel.dllload import DllLoadError
from ..core.dllnames import SHELL32

__all__ = ["run_applet", "parse_command"]

CPL_INIT, CPL_GETCOUNT, CPL_INQUIRE, CPL_SELECT, CPL_DBLCLK = 1, 2, 3, 4, 5
CPL_STOP, CPL_EXIT, CPL_NEWINQUIRE, CPL_STARTWPARMSW = 6, 7, 8, 10
CPLINFO_SIZE = 16
NEWCPLINFOW_SIZE = 20 + 2 * (32 + 64 + 128)


def parse_command(cmd):
    """(file, applet, extra) of a Control_RunDLL command: ``applet`` is an int index
    (``@n``), a name, or None; ``extra`` the arguments after the second comma ("" none).
    The file name may be quoted."""
    cmd = cmd.strip()
    if cmd.startswith('"'):
        end = cmd.find('"', 1)
        file, rest = (cmd[1:end], cmd[end + 1:]) if end > 0 else (cmd[1:], "")
    else:
        file, _, rest = cmd.partition(",")
        rest = "," + rest if rest or cmd.endswith(",") else ""
    rest = rest.lstrip()
    applet, extra = None, ""
    if rest.startswith(","):
        part, _, extra = rest[1:].partition(",")
        part = part.strip()
        if part.startswith("@") and part[1:].isdigit():
            applet = int(part[1:])
        elif part:
            applet = part
    return file.strip(), applet, extra.strip()


def _inquire(vm, proc, hwnd, index):
    """(lData, name) of applet ``index``: CPL_INQUIRE, then CPL_NEWINQUIRE."""
    mem, heap = vm.mem, vm.heap
    info = heap.alloc(CPLINFO_SIZE)
    new = heap.alloc(NEWCPLINFOW_SIZE)
    try:
        mem.write(info, bytes(CPLINFO_SIZE))
        yield GuestCall(proc, (hwnd, CPL_INQUIRE, index, info))
        data = mem.u32(info + 12)
        mem.write(new, struct.pack("<I", NEWCPLINFOW_SIZE) + bytes(NEWCPLINFOW_SIZE - 4))
        yield GuestCall(proc, (hwnd, CPL_NEWINQUIRE, index, new))
        name = ""
        if mem.u32(new) == NEWCPLINFOW_SIZE:
            name = mem.read(new + 20, 64).decode("utf-16-le").split("\0")[0]
            data = mem.u32(new + 12) or data
    finally:
        heap.free(info)
        heap.free(new)
    return data, name


def _choose(file, applet, names):
    if applet is None:
        return 0
    if isinstance(applet, int):
        return applet if applet < len(names) else 0
    for i, name in enumerate(names):
        if name and name.lower() == applet.lower():
            return i
    raise Unimplemented("%s!Control_RunDLL (the applet named %r of %s: names from its string "
                        "resources are not looked up)" % (SHELL32, applet, file))


def run_applet(vm, hwnd, cmd):
    """Generator: run the applet ``cmd`` names, returning when its dialog is closed."""
    file, applet, extra = parse_command(cmd)
    try:
        module = vm.dlls.load(file)
    except DllLoadError:
        return 0
    if module is None:
        raise Unimplemented("%s!Control_RunDLL (the applet %s is a built-in DLL)" % (SHELL32, file))
    # no try/finally: a generator closed mid-dialog (the VM shut down) must not yield
    yield from _drive(vm, module, hwnd, file, applet, extra)
    if module.name.lower() in vm.dlls.modules:
        yield from vm.dlls.free(module)
    return 0


def _drive(vm, module, hwnd, file, applet, extra):
    """Generator: the CPlApplet messages of one run (the module docstring's steps 1-4)."""
    failed = yield from vm.dlls.run_pending()
    proc = vm.dlls.export(module, "CPlApplet")
    if failed or not proc:
        return
    if not (yield GuestCall(proc, (hwnd, CPL_INIT, 0, 0))):
        return
    count = yield GuestCall(proc, (hwnd, CPL_GETCOUNT, 0, 0))
    if count >= 0x10000:
        count = 0                     # a negative LONG: no applets
    infos = []
    for i in range(count):
        infos.append((yield from _inquire(vm, proc, hwnd, i)))
    if infos:
        sp = _choose(file, applet, [name for _, name in infos])
        started = 0
        if extra:
            text = vm.heap.alloc(2 * len(extra) + 2)
            vm.mem.write_wstr(text, extra)
            try:
                started = yield GuestCall(proc, (hwnd, CPL_STARTWPARMSW, sp, text))
            finally:
                vm.heap.free(text)
        if not started:
            yield GuestCall(proc, (hwnd, CPL_DBLCLK, sp, infos[sp][0]))
    for i, (data, _) in enumerate(infos):
        yield GuestCall(proc, (hwnd, CPL_STOP, i, data))
    yield GuestCall(proc, (hwnd, CPL_EXIT, 0, 0))
