"""Child processes: a program the guest starts runs as a second process of the session.

A process is a VM (``vm.py``): its own machine, loader, modules, heaps, handle table,
PEB/TEB, environment and current folder. A child VM is built with its parent's shared
parts passed in (``VM(child=ChildStart(...))``): the drive's folder (its own ``Vfs``
object, so its own current folder), the registry, the guest clock, the output log and
host-output record. Everything else is its own.

**Scheduling** (docs/threads.md, "Processes"): the session's first process runs its batch
as before; then each live child, in creation order, runs a batch of the same size
(``run_children``), its threads taking turns by the same rule. Every point at which
control passes from one process to the next is fixed by the guest's execution, so a
frozen run with children stays byte-identical across runs. The clock is charged once per
batch, by the first process.

**Handles.** CreateProcess's PROCESS_INFORMATION holds a handle to the child
(``ChildProcess``: signaled once it has ended, its exit code STILL_ACTIVE until then) and
one to its first thread (the child's own ``Thread`` object). With ``bInheritHandles``
every inheritable handle is copied into the child at the same value: a pipe end is a new
end of the same pipe (the pipe breaks once every process closed its write ends), a
file a duplicate descriptor of the same open file (one file pointer, as an inherited
handle shares the file object on Windows), a console handle the child's console handle,
the NUL device the child's NUL device (hyperfine hands it to the commands it times as
their standard output),
a named pipe's end the same end (it goes when the last process holding it closes it);
an object with nothing of its own to release (an event, a mutex: its owner is a thread
id of the session, kernel/sync.py) is the same object. A
kind this module does not know how to share stops the guest naming it.

A child's standard handles are those STARTUPINFO names with STARTF_USESTDHANDLES, else
console handles of its own: its output goes to the session's output log, as a child of a
console program writes to the same console.

When a child ends (its entry returns, ExitProcess, TerminateProcess) its handles are
closed at once, its threads count as ended, and its machine is released. A child that
faults stops the whole run, the fault named with the child's program.
"""

import copy
import os
from dataclasses import dataclass, field

from ...abi.api import Unimplemented
from ...abi.faults import GuestFault
from .fileio import PipeEnd
from .namedpipe import NamedPipeEnd
from .files import ConsoleObject, FileObject, NulDevice
from .handletable import handle_kind
from .mapping import Section, unmap_view

__all__ = ["ChildProcess", "FirstProcessState", "ChildStart", "Processes", "STILL_ACTIVE", "run_children",
           "inherited_handles", "inheritable", "make_inherited", "finish", "running_image",
           "runtime_block_fds"]

STILL_ACTIVE = 259
#: The first child's process id; each next child's is this much higher (its threads'
#: ids follow its own, +4, +8, ...: they never meet the first process's thread ids).
CHILD_PID_STEP = 0x1000


@dataclass
class ChildStart:
    """What a child VM is built with (``VM(child=...)``)."""
    parent: object                    # the VM that started it
    pid: int
    command_line: str
    cwd: tuple = ()                   # current folder, components below C:\\
    environment: list = None          # (name, value) pairs; None: the parent's
    handles: dict = field(default_factory=dict)    # value -> object, inherited
    std: dict = field(default_factory=dict)        # STD_*_HANDLE -> value
    suspended: bool = False
    crt_fds: list = field(default_factory=list)    # (fd, handle, mode): lpReserved2's
    crt_block: bytes = b""            # CreateProcess's lpReserved2 bytes, as given
    new_console: bool = False         # CREATE_NEW_CONSOLE: a console window of its own


class Processes:
    """The session's processes: the first (the session's program) and the live
    children in creation order. An ended child leaves the list; the handles to it keep
    only its ``ChildState`` (its id and exit code), so nothing of its machine stays."""

    desktop = None       # (a class default for states saved before it existed)

    def __init__(self, first):
        self.first = first
        self.children = []
        self.started = 0              # children started so far (their ids follow)
        #: USER's shared desktop: the processes' stacking, the foreground one
        #: (user/procwindows.py), made when first asked for
        self.desktop = None

    def next_pid(self):
        """The id the next child gets."""
        return CHILD_PID_STEP * (self.started + 1)

    def add(self, vm):
        """Record a new child process (its turn comes after the earlier ones)."""
        self.started += 1
        self.children.append(vm)

    @property
    def count(self):
        """How many processes are running (the first one included)."""
        return 1 + len(self.children)

    def live_children(self):
        """The children still running, in creation order."""
        return [vm for vm in self.children if not vm.child_state.done]

    def by_pid(self, pid):
        """The running process with id ``pid``, or None."""
        for vm in [self.first] + self.children:
            if vm.pid == pid:
                return vm
        return None


class ChildState:
    """A child's life as its handles see it: its id, then, once it ended, its code and
    CPU time."""

    cpu_time = 0                      # its threads' CPU time, recorded when it ends

    def __init__(self, vm, pid, parent_pid=0):
        self.vm = vm                  # None once it has ended
        self.pid = pid
        self.parent_pid = parent_pid  # the process that started it
        self.done = False
        self.exit_code = None


class FirstProcessState:
    """The session's first process as a child's handle to it sees it (OpenProcess of its
    id, as an uninstaller's second phase waits for the first to end): ended once its
    machine has exited, with its code then. It is not ended by a child's handle:
    TerminateProcess of it stops the guest, named."""

    parent_pid = 0

    def __init__(self, first):
        self.first = first

    @property
    def cpu_time(self):
        """The first process's threads' CPU time (read once ``done``)."""
        vm = self.first
        return sum(vm.threads.cpu_time(t) for t in vm.threads.threads)

    @property
    def pid(self):
        """The first process's id."""
        return self.first.pid

    @property
    def done(self):
        """Whether the first process has ended."""
        return self.first.machine.exited

    @property
    def exit_code(self):
        """The code the first process ended with (read once ``done``)."""
        return self.first.machine.exit_code

    @property
    def vm(self):
        """The first process's VM while it runs (GetProcessId and the like read it)."""
        return None if self.done else self.first


@handle_kind("process")
class ChildProcess:
    """A handle's object for a child process: signaled once the process has ended."""

    def __init__(self, state):
        self.state = state

    @property
    def pid(self):
        """The child's process id."""
        return self.state.pid

    @property
    def exit_code(self):
        """STILL_ACTIVE while it runs, then the code it ended with."""
        return self.state.exit_code if self.state.done else STILL_ACTIVE

    def signaled(self):
        """A process is signaled once it has ended."""
        return self.state.done

    def acquire(self):
        """Waiting on a process changes nothing."""

    def terminate(self, code):
        """TerminateProcess: the process ends now with ``code`` (no DLL sees it)."""
        if isinstance(self.state, FirstProcessState):
            raise Unimplemented("KERNEL32.dll!TerminateProcess of the session's first "
                                "process from a child process")
        vm = self.state.vm
        if vm is not None:
            vm.machine.exit(code)
            finish(vm)


def _inherit(child_vm, obj):
    """The child's object for an inherited handle to ``obj``."""
    if isinstance(obj, PipeEnd):
        end = PipeEnd(obj.pipe, obj.writer)
        end.nowait = obj.nowait
        return end
    if isinstance(obj, NamedPipeEnd):
        # one end, held by both processes (QProcess's child writes its output into the
        # client end of the parent's overlapped pipe): it goes with the last of them
        obj.refs += 1
        return obj
    if isinstance(obj, FileObject):
        if obj.fd is None:
            return None
        dup = copy.copy(obj)
        dup.fd = os.dup(obj.fd)        # one open file: the file pointer is shared
        dup.vm = child_vm
        return dup
    if isinstance(obj, (ConsoleObject, NulDevice)):
        # the NUL device keeps nothing but a position nothing reads (yazi starts its
        # openers with NUL as their standard input)
        dup = copy.copy(obj)
        dup.vm = child_vm
        return dup
    if getattr(obj, "close", None) is None or isinstance(obj, Section):
        # nothing of its own to release: the same object (a section's bytes are what
        # every view of it maps, in whichever process: kernel/mapping.py)
        return obj
    raise Unimplemented("CreateProcess: inheriting a handle to a %s (%s)"
                        % (type(obj).HANDLE_KIND, type(obj).__name__))


def inherited_handles(parent, flags_of):
    """(value, object) of the parent's handles marked inheritable, for the child to copy
    (``flags_of(h)``: the handle's HANDLE_FLAG_* bits)."""
    return [(h, obj) for h, obj in parent.handles.items() if flags_of(h) & 1]


def inheritable(vm, h, sa):
    """Mark handle ``h`` inheritable when SECURITY_ATTRIBUTES ``sa`` says so
    (bInheritHandle, after nLength and the descriptor pointer); returns ``h``."""
    if sa and vm.mem.u32(sa + 2 * vm.ptr_size):
        vm.kernel.handle_flags[h] = 1          # HANDLE_FLAG_INHERIT
    return h


def running_image(vm, parts):
    """True when guest path ``parts`` is the program of a running child process: its
    image is mapped, so Windows refuses to delete the file (ERROR_ACCESS_DENIED)."""
    processes = vm.processes
    return processes is not None and any(c.is_image(tuple(parts))
                                         for c in processes.live_children())


def make_inherited(child_vm, pairs):
    """Put the inherited handles into the child's table at their values."""
    for h, obj in pairs:
        mine = _inherit(child_vm, obj)
        if mine is not None:
            child_vm.handles.insert(h, mine)
            child_vm.kernel.handle_flags[h] = 1


#: lpReserved2's per-descriptor flags (the C runtime's): open, text mode
_FOPEN, _FTEXT = 0x01, 0x80
_O_TEXT, _O_BINARY = 0x4000, 0x8000


def runtime_block_fds(mem, addr, size, ptr_size):
    """(fd, handle, mode) from a STARTUPINFO lpReserved2 block as the C runtime lays it
    out: a count, a flag byte per descriptor, then a pointer-sized handle per descriptor
    (open ones only; a block too short for its count gives the descriptors it holds a
    flag and a handle for, the handles placed after the count's flag bytes)."""
    if not addr or size < 4:
        return []
    declared = mem.u32(addr)
    # the handles follow the flag bytes of the count the block declares; a block too
    # short for it gives the descriptors whose flag and handle it holds (msvcrt's rule)
    count = min(declared, (size - 4) // (1 + ptr_size))
    flags = mem.read(addr + 4, count)
    out = []
    for fd in range(count):
        if 4 + declared + (fd + 1) * ptr_size > size:
            break               # a handle past the block's end: not read
        h = mem.uptr(addr + 4 + declared + fd * ptr_size) if ptr_size == 8 else \
            mem.u32(addr + 4 + declared + fd * 4)
        if flags[fd] & _FOPEN and h not in (0, 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF):
            out.append((fd, h & 0xFFFFFFFF, _O_TEXT if flags[fd] & _FTEXT else _O_BINARY))
    return out


def finish(vm):
    """The child ``vm`` has ended: record its code, end its threads, close its handles
    (a pipe it wrote breaks for its reader) and release its machine."""
    state = vm.child_state
    if state.done:
        return
    code = vm.machine.exit_code if vm.machine.exited else 0xFFFFFFFF
    if vm.kernel.console_partial_line:
        vm.stdout_log.append(vm.kernel.console_partial_line)
        vm.kernel.console_partial_line = ""
    state.cpu_time = sum(vm.threads.cpu_time(t) for t in vm.threads.threads)
    for t in vm.threads.threads:
        if t.exit_code is None:
            t.exit_code = code
        t.context = None               # the machine is gone; a handle keeps the id, code
    state.exit_code = code
    state.done = True
    state.vm = None
    # its views go with it: a file's written back, a section's view count drops (another
    # process may map the section as it could not while a writable view was there)
    for base in list(vm.kernel.mapped_views):
        unmap_view(vm, base)
    vm.processes.children.remove(vm)
    vm.close()


def run_children(root, budget):
    """Give each live child process, in creation order, a batch of ``budget`` blocks.

    A child whose only thread is suspended (CREATE_SUSPENDED, not yet resumed) does not
    run. A child that faults stops the run: its fault becomes the session's, naming the
    child's program. When a child made progress (called more than the one retried API,
    ran a callback, or ended), every process counts as not parked: what it did may let
    a process that parked earlier in the batch go on, so the next batch runs them all
    (the session parks only after a batch in which no process made progress)."""
    progressed = False
    for vm in root.processes.live_children():
        threads, machine = vm.threads, vm.machine
        if not threads.multi and threads.current.suspend_count:
            machine.parked = True
            continue
        before = machine.api_calls + machine.callbacks
        vm.run_child_batch(budget)
        fault = machine.fault
        if fault is not None:
            root.machine.fault = GuestFault(
                fault.kind, "child process %s (pid %#x): %s" % (vm.image_path, vm.pid,
                                                                fault.message),
                fault.eip, fault.address, fault.recent, fault.code)
            finish(vm)
            return
        if machine.exited:
            finish(vm)
            progressed = True
        elif not machine.parked or machine.api_calls + machine.callbacks - before > 1:
            progressed = True
    if progressed:
        root.machine.parked = False
        for vm in root.processes.live_children():
            vm.machine.parked = False
