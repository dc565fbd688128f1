"""KERNEL32: handles to the running process (OpenProcess), its priority class, I/O
counters and times, and starting other programs (CreateProcess, WinExec, GetExitCodeProcess).

The process object is in ``kernel/process.py``; a started program runs as a child process
(``kernel/children.py``): CreateProcess, TerminateProcess, GetProcessId, GetExitCodeProcess
(STILL_ACTIVE while it runs) and OpenProcess of its id work on it. OpenProcess of an id
no running process has fails with ERROR_INVALID_PARAMETER.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import FILETIME, PROCESS_INFORMATION, STARTUPINFO
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.children import ChildProcess, FirstProcessState, runtime_block_fds
from ...kernel.procparams import STD_ERROR, STD_INPUT, STD_OUTPUT
from ...kernel.iocounters import io_counters
from ...kernel.launch import Process, start_program
from ...kernel.perfinfo import CYCLES_PER_TICK, FILETIME_BOOT, busy_time
from ...kernel.process import CurrentProcess, is_current_process
from ...kernel.searchpath import first_file
from ...core.dllnames import KERNEL32

STILL_ACTIVE = 259
# The documented priority classes SetPriorityClass accepts.
_PRIORITY_CLASSES = {0x20, 0x40, 0x80, 0x100, 0x4000, 0x8000}


@api(KERNEL32, "OpenProcess", "DWORD access, BOOL inherit, DWORD pid", widths=BOTH)
def OpenProcess(c, access, inherit, pid):
    vm = c.vm
    if pid == vm.pid:
        return vm.new_handle(CurrentProcess(access))
    other = vm.processes.by_pid(pid) if vm.processes is not None else None
    if other is None:
        vm.last_error = ERROR_INVALID_PARAMETER    # an id no running process has
        return 0
    if other.child_state is None:      # the session's first process, from a child
        return vm.new_handle(ChildProcess(FirstProcessState(other)))
    return vm.new_handle(ChildProcess(other.child_state))


@api(KERNEL32, "GetPriorityClass", "HANDLE h", widths=BOTH)
def GetPriorityClass(c, h):
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return vm.kernel.priority_class


@api(KERNEL32, "SetPriorityClass", "HANDLE h, DWORD cls", widths=BOTH)
def SetPriorityClass(c, h, cls):
    # Recorded and reported back by GetPriorityClass; the one emulated CPU has no other
    # process to yield to, so the class changes no scheduling.
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if cls not in _PRIORITY_CLASSES:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.kernel.priority_class = cls
    return 1


@api(KERNEL32, "SetProcessPriorityBoost", "HANDLE h, BOOL disable", widths=BOTH)
def SetProcessPriorityBoost(c, h, disable):
    """Disable (or allow again) the dynamic priority boosts of the process's threads:
    every thread's flag follows, and threads started later take it, as Windows' kernel
    does. The scheduler here never boosts, so the flag is kept and read back."""
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.kernel.boost_disabled = bool(disable)
    for t in vm.threads.threads:
        t.boost_disabled = bool(disable)
    return 1


@api(KERNEL32, "GetProcessPriorityBoost", "HANDLE h, LPDWORD disabled", widths=BOTH)
def GetProcessPriorityBoost(c, h, disabled):
    """SetProcessPriorityBoost's flag (TRUE: boosts disabled) into ``*disabled``."""
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.mem.w32(disabled, int(vm.kernel.boost_disabled))
    return 1


def _program_key(path):
    """A program path compared loosely: case-insensitive, with or without ".exe"."""
    p = path.strip().strip('"').lower()
    return p[:-4] if p.endswith(".exe") else p


def _with_extension(exe):
    """``exe`` with ".exe" added when its file name has no extension, as CreateProcess
    and WinExec document; a name with any extension is run as it is (Inno Setup's
    loader starts its wizard as ``setup.tmp``)."""
    name = exe.replace("/", "\\").rsplit("\\", 1)[-1]
    return exe if "." in name.strip(".") or name.endswith(".") else exe + ".exe"


def _split_command(cmdline):
    """First token (quoted or not) and the rest of a command line."""
    cmdline = (cmdline or "").strip()
    if cmdline.startswith('"'):
        exe, _, rest = cmdline[1:].partition('"')
    else:
        # an unquoted name ends at a blank or a tab, as argv's first word does
        end = next((i for i, ch in enumerate(cmdline) if ch in " \t"), len(cmdline))
        exe, rest = cmdline[:end], cmdline[end:]
    return exe, rest.strip()


CREATE_SUSPENDED, CREATE_NEW_CONSOLE, CREATE_UNICODE_ENVIRONMENT = 0x4, 0x10, 0x400
CREATE_BREAKAWAY_FROM_JOB = 0x01000000
STARTF_USESTDHANDLES = 0x100
_MAX_ENV = 0x100000                   # bounds an environment block with no end


def _environment_block(vm, block, wide):
    """The (name, value) pairs of an lpEnvironment block: "NAME=value" strings, each
    NUL-ended, then a NUL (WCHARs with CREATE_UNICODE_ENVIRONMENT)."""
    mem, pairs, p, step = vm.mem, [], block, 2 if wide else 1
    while p - block < _MAX_ENV:
        text = mem.wstr(p) if wide else mem.cstr(p)
        if not text:
            break
        p += (len(text) + 1) * step if wide else len(text.encode("latin-1", "replace")) + 1
        name, eq, value = text.partition("=")
        if name == "" and eq:          # "=C:=C:\..." (a drive's folder): hidden names
            name, eq, value = text[1:].partition("=")
            name = "=" + name
        if eq:
            pairs.append((name, value))
    return pairs


def _find_program(vm, exe):
    """``exe`` itself when it names a file; for a bare name, the first of the current
    folder and PATH's folders that holds it (CreateProcess's search without an
    lpApplicationName); else ``exe`` unchanged (the start then fails as it does)."""
    if any(ch in exe for ch in "\\/:"):
        return exe
    folders = [""] + [f.strip().strip('"') for f in
                      (vm.kernel.environment.get("PATH") or "").split(";") if f.strip()]
    found = first_file(vm, [(folder.rstrip("\\/") + "\\" + exe) if folder else exe
                            for folder in folders])
    return found[0] if found else exe


@api(KERNEL32, "CreateProcess{AW}", "LPCTSTR app, LPCTSTR cmdline, LPVOID pattr, LPVOID tattr, BOOL inherit, DWORD flags, LPVOID env, LPCTSTR cwd, LPVOID si, LPVOID pi", widths=BOTH)
def CreateProcess(c, app, cmdline, pattr, tattr, inherit, flags, env, cwd, si, pi):
    """Start a program as a child process (kernel/children.py): the command line as
    given (lpApplicationName's when there is none; a .bat or .cmd file through COMSPEC's
    ``cmd.exe /s /c "command line"``), the environment block given or the
    caller's, the inheritable handles with ``inherit``, STARTUPINFO's standard handles
    with STARTF_USESTDHANDLES, the first thread suspended with CREATE_SUSPENDED, a
    console window of its own with CREATE_NEW_CONSOLE.
    PROCESS_INFORMATION gets a handle to the process and one to its first thread."""
    vm = c.vm
    exe, args = _split_command(cmdline)
    if app:
        exe, args = app, (cmdline or "")
        first, rest = _split_command(args)
        if _program_key(first) == _program_key(app):
            args = rest  # lpCommandLine conventionally repeats the program as argv[0]
    else:
        # as documented: the .exe extension is assumed (lpApplicationName gets none)
        exe = _find_program(vm, _with_extension(exe))
    std, crt_fds, crt_block = None, (), b""
    if si:
        info = c.struct(STARTUPINFO, si)
        # a C runtime's descriptors for the child (its _spawn builds the block)
        crt_fds = runtime_block_fds(vm.mem, info.lpReserved2, info.cbReserved2, c.ptr_size)
        if info.lpReserved2 and info.cbReserved2:
            # the child's GetStartupInfo gives the block back as it was given
            crt_block = bytes(vm.mem.read(info.lpReserved2, info.cbReserved2))
        if info.dwFlags & STARTF_USESTDHANDLES:
            std = {STD_INPUT: info.hStdInput & 0xFFFFFFFF,
                   STD_OUTPUT: info.hStdOutput & 0xFFFFFFFF,
                   STD_ERROR: info.hStdError & 0xFFFFFFFF}
    environment = _environment_block(vm, env, bool(flags & CREATE_UNICODE_ENVIRONMENT)) \
        if env else None
    proc = start_program(vm, c.spec.full_name, exe, args, cwd,
                         command_line=cmdline if cmdline else app, environment=environment,
                         inherit=bool(inherit), std=std,
                         suspended=bool(flags & CREATE_SUSPENDED), crt_fds=crt_fds,
                         crt_block=crt_block, new_console=bool(flags & CREATE_NEW_CONSOLE),
                         breakaway=bool(flags & CREATE_BREAKAWAY_FROM_JOB))
    if proc is None:
        return 0
    if pi:
        if isinstance(proc, ChildProcess):
            child = proc.state.vm
            thread, pid, tid = child.threads.current, proc.pid, child.threads.current.tid
        else:                          # a captured launch (launch.py): already over
            thread, pid, tid = Process(), 0x200, 0x204
        PROCESS_INFORMATION.write(vm.mem, pi, c.ptr_size, hProcess=vm.new_handle(proc),
                                  hThread=vm.new_handle(thread), dwProcessId=pid,
                                  dwThreadId=tid)
    return 1


@api(KERNEL32, "WinExec", "LPCSTR cmdline, UINT show", widths=BOTH)
def WinExec(c, cmdline, show):
    exe, args = _split_command(cmdline)
    exe = _with_extension(exe)
    proc = start_program(c.vm, c.spec.full_name, exe, args, None, command_line=cmdline)
    if proc is None:
        return 2 if c.vm.last_error != 3 else 3  # ERROR_FILE_NOT_FOUND / PATH_NOT_FOUND
    return 33  # > 31: success


@api(KERNEL32, "GetExitCodeProcess", "HANDLE h, LPVOID code", widths=BOTH)
def GetExitCodeProcess(c, h, code):
    if is_current_process(c.vm, h):  # the current process is still running
        c.vm.mem.w32(code, STILL_ACTIVE)
        return 1
    proc = c.vm.handles.get(h, (Process, ChildProcess))
    if proc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    c.vm.mem.w32(code, proc.exit_code)   # STILL_ACTIVE while a child runs
    return 1


@api(KERNEL32, "GetProcessIoCounters", "HANDLE process, LPVOID out", widths=BOTH)
def GetProcessIoCounters(c, process, out):
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.mem.write(out, io_counters(vm))
    return 1


@api(KERNEL32, "GetProcessTimes", "HANDLE process, LPVOID creation, LPVOID exit_time, "
     "LPVOID kernel, LPVOID user", widths=BOTH)
def GetProcessTimes(c, process, creation, exit_time, kernel, user):
    """The running process's times: created when the guest machine booted (what the
    process list says, kernel/perfinfo.py), not exited (0), its threads' CPU time
    together as user time (kernel/threads.py ``cpu_time``: from the blocks each ran),
    no kernel time."""
    vm = c.vm
    if vm.handles.get(process, (Process, ChildProcess)) is not None:
        raise Unimplemented("KERNEL32.dll!GetProcessTimes: a started program's process")
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    for ptr, value in ((creation, FILETIME_BOOT), (exit_time, 0), (kernel, 0),
                       (user, busy_time(vm))):
        FILETIME.write(vm.mem, ptr, dwLowDateTime=value & 0xFFFFFFFF, dwHighDateTime=value >> 32)
    return 1


@api(KERNEL32, "QueryProcessCycleTime", "HANDLE process, LPVOID cycles", widths=BOTH)
def QueryProcessCycleTime(c, process, cycles):
    """The cycles the process's threads have run, together (their CPU time at the
    nominal clock: kernel/perfinfo.py)."""
    vm = c.vm
    if vm.handles.get(process, (Process, ChildProcess)) is not None:
        raise Unimplemented("KERNEL32.dll!QueryProcessCycleTime: a started program's process")
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.mem.write(cycles, struct.pack("<Q", busy_time(vm) * CYCLES_PER_TICK))
    return 1
