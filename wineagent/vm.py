"""One emulated Windows process and its desktop: CPU, memory, Win32 state, screen.

A VM is driven by a host (``host.py``) one batch at a time: ``run_batch()`` runs up to
``batch_size`` translated blocks of guest code (machine/blockcount.py; ending early when
the guest parks), then charges the guest clock. A batch larger than ``slice_size`` runs as counted slices, and the host may suspend
it between two slices and resume it later (see ``run_batch``). With several guest
threads each slice is shared out in turns by the deterministic scheduler of
``win32/kernel/threads.py``. Everything a command needs to inspect — windows, screen,
registers — hangs off it.
"""

import os

from . import win32  # noqa: F401  (registers the API declarations)
from .clock import GuestClock
from .events.apitrace import ApiTracer
from .events.bus import EventBus
from .events.hooks import LogLines
from .machine.cpu import FS_FIRST_THREAD_ENTRY, PEB_BASE, GuestFault, Machine
from .machine.cpu64 import (Machine64, PEB64_FAST_PEB_LOCK, PEB64_IMAGE_BASE,
                            PEB64_PARAMETERS, PEB64_PROCESS_HEAP, TEB64_TLS_SLOTS)
from .machine.loader import BadExecutable, load_pe, parse_pe, read_executable
from .abi.api import X86ONLY, Call, GuestCall, lookup
from .win32.core.heap import Heap
from .win32.kernel.clipboard import Clipboard
from .win32.kernel.registry import Registry
from .win32.kernel.regdefaults import DEFAULTS_VERSION, machine_defaults
from .win32.kernel.vfs import Vfs, VfsError
from .win32 import controls
from .win32.gdi.printer import printed as _printed
from .win32.core import data_imports
from .win32.core.builtin_dlls import report_missing_dll, windows_dll
from .win32.kernel import seh, seh64, statictls
from .win32.kernel.launch import LaunchCapture
from .win32.kernel.messageport import MessagePort
from .win32.kernel.audio import SoundRecorder
from .win32.kernel.shareddata import map_shared_data, refresh_shared_data, write_peb_version
from .win32.kernel.dllload import DllLoader
from .win32.kernel.sync import critical_section_size, cs_init
from .win32.kernel.handletable import HandleTable
from .win32.kernel.heaps import Heaps
from .win32.kernel.hostout import Outputs
from .win32.kernel.vmem import VirtualSpace
from .win32.kernel.environ import windows_defaults
from .win32.kernel.procparams import create_parameters, start as start_parameters
from .win32.kernel.state import ComState, CrtState, KernelState
from .win32.user.state import UserState
from .win32.kernel.threads import STACK_COMMIT, Scheduler, TEB_LAYOUT, lay_out_stack
from .win32.kernel.children import (ChildState, Processes, finish, make_inherited,
                                    run_children)
from .win32.kernel.process import CURRENT_PID
from .win32.user.menus import Menus
from .win32.user.sysparams import registry_defaults
from .win32.kernel.resources import Resources
from .win32.gdi.subsystem import Gdi
from .win32.user.wm import WindowManager
from .win32.user.procwindows import join_desktop

__all__ = ["VM", "BadExecutable", "GuestFault"]

HEAP_BASE = 0x10000000
HEAP_RESERVE = 0x10000000
DATA_BASE = 0x7E000000
#: Translated blocks per ``emu_start`` when a batch is larger: the longest stretch of guest
#: code nothing can interrupt (~1.5 M instructions, a few ms uncounted; one more emu_start
#: per slice costs nothing measurable). Fixed, not tuned by wall time, so that where a
#: batch may be suspended never depends on the machine.
SLICE = 1 << 18
#: Translated blocks per batch by default: ~120,000 instructions of typical code (5-6 per
#: block), about the guest work of the counted batches before blocks were counted.
BATCH_BLOCKS = 20000


class VM:
    """A Win32 process on a headless desktop of ``screen`` = (width, height) pixels."""

    #: The program's pointer size in bytes: the width its structures are laid out for
    #: (abi/structs.py). 4 for every PE32 program (a class default, so a state saved
    #: before the attribute existed loads with it).
    ptr_size = 4
    #: The folder of C: the program runs from, as components (``("bin",)`` for
    #: ``C:\\bin\\cmake.exe``); the root for a program from outside the drive (and for a
    #: state saved before programs ran from a folder).
    image_dir = ()
    #: The process id (GetCurrentProcessId): the session's first process is 0x100, a
    #: child process has its own (kernel/children.py).
    pid = CURRENT_PID
    #: None for the session's first process; a child's life (kernel/children.py).
    child_state = None
    #: The session's processes (kernel/children.py; None in a state saved before them).
    processes = None
    #: The desktop's size in pixels, as built (a child process gets the same).
    screen_size = (640, 480)
    #: How many processes ran at the end of the last batch (a class default for states
    #: saved before it existed).
    _processes_seen = 1

    def __init__(self, exe_path, args="", screen=(640, 480), batch_size=BATCH_BLOCKS,
                 tick_ms=16, wall=None, app_id=None, vfs_root=None, capture_launch=None,
                 sound_dir=None, image=None, child=None):
        # Validate the file before anything is built: a refused program (BadExecutable,
        # one line) costs no emulator, no temporary C: drive, nothing to clean up.
        parsed = parse_pe(read_executable(exe_path), exe_path, widths=(4, 8))
        if parsed.width == 8:
            # A PE32+ program: the x86-64 CPU and its calling convention (cpu64.py), the
            # same API layer behind its width gate (docs/emulator.md, "64-bit programs").
            self.ptr_size = 8
        self.batch_size = batch_size
        self.screen_size = tuple(screen)
        self.slice_size = SLICE
        self._batch_left = 0          # blocks left in a suspended batch (0: at a boundary)
        # A child process (kernel/children.py) shares its parent's clock, registry,
        # drive folder and output log; the session's first process owns them.
        parent = child.parent if child is not None else None
        self.clock = parent.clock if parent else GuestClock(tick_ms, wall)
        self.app_id = app_id
        self.exe_path = exe_path
        self.args = args              # the command line's arguments (a recording's start)
        cpu = Machine64 if parsed.width == 8 else Machine
        self.machine = cpu(lambda spec: Call(self, spec.wide, spec))
        self.mem = self.machine.mem
        # The guest's threads; the first is the one the machine starts with (docs/threads.md).
        self.threads = Scheduler(self, self.machine.TEB, FS_FIRST_THREAD_ENTRY << 3)
        if child is not None:
            self._become_child(child)
        else:
            self.processes = Processes(self)     # the session's processes (children.py)
        # Window messages the kernel posts or sends (kernel/messageport.py): the window
        # manager connects to it when it is built below.
        self.messages = MessagePort()
        self.heap = Heap(self.mem, HEAP_BASE, HEAP_RESERVE)
        self.mem.reserve(HEAP_BASE, HEAP_RESERVE, "heap")  # the image must not land there
        self.vspace = VirtualSpace(self.mem)      # VirtualAlloc's reservations
        self.heaps = Heaps(self)                  # HeapCreate's private heaps
        self.print_dir = None         # host folder for printed documents (docs/printing.md)
        # The host files this session wrote and the writes that failed (hostout.py).
        self.outputs = parent.outputs if parent else Outputs()
        # last_error (the property below) lives in each thread's TEB, zero in a new one
        # Sleep's / a wait's deadline in guest ms for the running thread (swapped per
        # thread, kernel/threads.py): a parked host wakes in time for it.
        self.sleep_deadline = None
        self.teb_base = self.machine.TEB  # the first thread's TEB (seh.py reads fs:[0] there)
        self.batches = 0              # batches retired
        self.events = EventBus(self)  # the session's events (docs/events.md)
        self.events.tracer = ApiTracer(self)
        # What the guest wrote to stdout/stderr, as text lines (each also a `log` event).
        self.stdout_log = parent.stdout_log if parent else LogLines(self.events)
        self.frames = 0               # batches after which the screen had changed
        self.blocks_bound = 0   # blocks executed, at most (parked batches end early)
        self._data_cursor = DATA_BASE
        self.mem.map(DATA_BASE, 0x100000, 0x04, "dll data")
        # The open kernel object handles (kernel/handletable.py): typed lookups, kinds.
        self.handles = HandleTable()
        # Each subsystem's per-process tables, declared in one place (kernel/state.py,
        # user/state.py): nothing is hung on the VM on first use.
        self.kernel = KernelState()
        self.kernel.environment.replace(windows_defaults(self.ptr_size))
        if parent:      # named kernel objects: one namespace for the session
            self.kernel.named_objects = parent.kernel.named_objects
        self.crt = CrtState()
        self.com = ComState()
        self.user = UserState()
        # Drive C: (a temporary folder owned by the VM when vfs_root is None; see close()),
        # the registry persisted inside it, and the clipboard.
        self.vfs = Vfs(parent.vfs.root if parent else vfs_root)
        if parent:
            self.vfs.label = parent.vfs.label
            self.vfs.cwd = child.cwd
        self.vfs_included = []        # --vfs-include's guest paths (recorded with a session)
        # --capture-launch=DIR: programs the guest starts are captured there (launch.py).
        self.launch_capture = LaunchCapture(capture_launch) if capture_launch else None
        # The sound devices' recorder (docs/sound.md); --sound-dir=DIR writes its files.
        self.sound = SoundRecorder(self, sound_dir)
        self.registry = parent.registry if parent else Registry(self.vfs)
        if parent is None:      # the keys a new Windows has (kernel/regdefaults.py)
            self.registry.seed(machine_defaults(self.ptr_size) + registry_defaults(),
                               DEFAULTS_VERSION)
        self.clipboard = Clipboard(self)
        self.gdi = Gdi(self, screen)
        self.wm = WindowManager(self, screen)
        if child is not None:
            join_desktop(self)        # one screen, one input queue (user/procwindows.py)
        try:
            parts = self._place(exe_path, image)
            self.image_dir, self.module_name = parts[:-1], parts[-1]
            self.command_line = '"%s"%s' % (self.image_path, (" " + args) if args else "") \
                if child is None else child.command_line
            self.dlls = DllLoader(self)
            # The program's implicit TLS takes index 0, before its DLLs' (statictls.py).
            exe_tls = statictls.reserve(self) if parsed.tls is not None else None
            self.image = load_pe(self.machine, parsed, exe_path, self._bind_import)
            # GetModuleFileName's file: the program itself when it is on the drive, else
            # its copy at C:\<exe> (or at ``image``)
            self.vfs.install_file(exe_path, self.image_path)
            controls.install(self)
            if self.ptr_size == 4:
                # CPU faults go to the guest's fs:[0] handlers (x86: frame-based SEH).
                seh.install(self, self.teb_base)
            else:
                # x64: table-based, through the image's .pdata (kernel/seh64.py).
                seh64.install(self)
            self.resources = Resources(self)
            self.menus = Menus(self)
            if child is not None:
                # Inherited handles keep their values; the standard handles are those
                # STARTUPINFO gave (children.py), before the parameters are filled.
                if child.environment is not None:
                    self.kernel.environment.replace(child.environment)
                make_inherited(self, child.handles.items())
                self.kernel.std_handles.update(child.std)
                for fd, h, mode in child.crt_fds:      # the C runtime's descriptors
                    if h in self.handles:
                        self.crt.fds[fd] = [h, mode]
                self.kernel.startup_crt_fds = list(child.crt_fds)   # GetStartupInfo's
                self.kernel.startup_raw_block = child.crt_block
                self.kernel.new_console = child.new_console
            self._setup_process()
            if exe_tls is not None:
                statictls.attach(self, self.image.tls_info, exe_tls)
            map_shared_data(self)
        except BaseException:
            self.close()  # the caller never gets this VM: free its C: drive now
            raise
        self.machine.start_generator(self._boot(), self._on_entry_returned)

    def _become_child(self, child):
        """Take a child process's id: its TEB's ClientId and its first thread's id."""
        self.pid = child.pid
        self.processes = child.parent.processes
        self.child_state = ChildState(self, child.pid, child.parent.pid)
        main = self.threads.current
        main.tid = child.pid + 4
        self.threads._next_tid = child.pid + 8
        client = self.teb_base_client_id()
        if self.ptr_size == 8:
            self.mem.w64(client, child.pid)
            self.mem.w64(client + 8, main.tid)
        else:
            self.mem.w32(client, child.pid)
            self.mem.w32(client + 4, main.tid)
        if child.suspended:
            main.suspend_count = 1

    def teb_base_client_id(self):
        """The first thread's TEB ClientId address."""
        return self.machine.TEB + TEB_LAYOUT[self.ptr_size]["client_id"]

    def _place(self, exe_path, image):
        """The program's path on C: as components: ``image`` when given (a guest path:
        a replay puts the program where it was recorded), the file's own place when it
        lies inside the drive's folder (``--exe`` under ``--vfs-root``: CMake finds its
        share folder beside its bin folder), else the root (a copy at ``C:\\<exe>``)."""
        vfs = self.vfs
        if image is not None:
            try:
                parts = vfs.split(image)
            except VfsError as e:
                raise ValueError("%s is not a file path on drive C: (%s)" % (image, e)) \
                    from None
            if not parts:
                raise ValueError("%s is not a file path on drive C: (the root)" % image)
            return parts
        real = os.path.realpath(exe_path)
        if real.startswith(vfs.root + os.sep):
            rel = tuple(os.path.relpath(real, vfs.root).split(os.sep))
            try:
                if vfs.split(vfs.guest_path(rel)) == rel:     # a name the guest can spell
                    return rel
            except VfsError:
                pass
        return (os.path.basename(exe_path),)

    @property
    def image_path(self):
        """The program's full guest path (GetModuleFileName of the program):
        ``C:\\<exe>`` or, run from a folder of the drive, ``C:\\bin\\<exe>``."""
        return "C:\\" + "\\".join(self.image_dir + (self.module_name,))

    def is_image(self, parts):
        """Whether guest path components ``parts`` name the program's own file."""
        own = self.image_dir + (self.module_name,)
        return len(parts) == len(own) and all(a.lower() == b.lower()
                                              for a, b in zip(parts, own))

    def close(self):
        """Release host resources: open files, the VFS folder if the VM created it, and
        the emulator (Unicorn's guest memory and translation cache: Machine.close). The
        VM cannot run or be inspected afterwards.

        The registry is saved on every change, so nothing is lost here; a VFS root given
        by the caller is kept for the next VM.
        """
        if self.child_state is None and self.processes is not None:
            for vm in list(self.processes.children):   # children still running stop too
                finish(vm)
        self.handles.close_all()
        self.sound.close()
        for stream in self.crt.streams.values():  # fopen'ed FILE*s
            stream.close()
        self.vfs.close()
        self.machine.close()

    # -- guest memory helpers -------------------------------------------------
    def alloc_data(self, size, align=16):
        """Permanent guest memory for DLL data (imported variables, strings)."""
        addr = (self._data_cursor + align - 1) & ~(align - 1)
        self._data_cursor = addr + size
        return addr

    def data_var(self, dll, name):
        """The guest address of a built-in DLL variable, created on first use."""
        key = (dll.lower(), name)
        cache = self.__dict__.setdefault("_data_vars", {})
        if key not in cache:
            cache[key] = data_imports.DATA[key](self)
        return cache[key]

    def printed(self):
        """The documents the guest printed: one report each, oldest first (the snapshot's
        ``printed``; docs/printing.md)."""
        return _printed(self)

    def new_handle(self, obj):
        """Register a kernel object; returns its handle value."""
        return self.handles.add(obj)

    # -- loading -------------------------------------------------------------
    def _bind_import(self, dll, name):
        # A guest DLL (next to the program or on the VFS search path) when the name does
        # not mean a built-in one (kernel/dllload.py has the rule).
        module = self.dlls.by_name(dll)
        if module is None:
            module = self.dlls.load_quiet(dll)
        if module is not None and not self.dlls.is_builtin(dll):
            return self.dlls.export(module, name) or self.machine.thunk_for(
                None, "%s!%s" % (dll, name))
        return self.bind_builtin(dll, name)

    def bind_builtin(self, dll, name):
        """The address an import of built-in ``dll``!``name`` binds to: a variable the
        DLL exports, or the thunk of its handler (a trapping one when we have none).
        An import of a Windows DLL we lack is reported (docs/dlls.md)."""
        lacking = windows_dll(dll)
        if lacking:            # a Windows DLL we do not have: its calls stop the guest
            report_missing_dll(self, lacking, "import")
        var = data_imports.resolve(self, dll, name)
        if var is not None:
            return var
        spec = self.builtin_spec(dll, name)
        if spec is None and data_imports.names_variable(name):
            return self.machine.absent_variable("%s!%s" % (dll, name))
        return self.machine.thunk_for(spec, "%s!%s" % (dll, name))

    def builtin_spec(self, dll, name):
        """The declaration of built-in ``dll``!``name`` for this program: None when there
        is none, or when the function is exported at the other width only (a 32-bit
        program's USER32 has no GetWindowLongPtrA: ``widths=WIDTH64``; a 64-bit program's
        msvcrt.dll has no __p___argc: ``widths=X86ONLY``)."""
        spec = lookup(dll, name)
        if spec is not None and self.ptr_size not in spec.widths and (
                self.ptr_size == 4 or spec.widths == X86ONLY):
            return None
        return spec

    def proc_address(self, dll, name):
        """GetProcAddress for a built-in DLL: a thunk address, or 0 when not implemented."""
        var = data_imports.resolve(self, dll, name)
        if var is not None:
            return var
        spec = self.builtin_spec(dll, name)
        if spec is None:
            return 0
        return self.machine.thunk_for(spec, "%s!%s" % (spec.dll, name))

    def _setup_process(self):
        # the main thread's stack as the image asks (SizeOfStackReserve), as Windows makes it
        self.machine.reserve_main_stack(self.image.stack_reserve)
        # its committed top, a guard page below, the rest reserved (kernel/guard.py)
        layout = TEB_LAYOUT[self.ptr_size]
        lay_out_stack(self, self.mem.uptr(self.teb_base + layout["deallocation_stack"]),
                      self.mem.uptr(self.teb_base + self.ptr_size), STACK_COMMIT, self.teb_base)
        if self.ptr_size == 8:
            self._setup_process64()
            return
        mem = self.mem
        params = create_parameters(self)
        mem.w32(PEB_BASE + 0x08, self.image.base)      # ImageBaseAddress
        mem.w32(PEB_BASE + 0x10, params)               # ProcessParameters
        mem.w32(PEB_BASE + 0x18, 0x00050000)           # ProcessHeap (a pseudo handle)
        mem.w32(PEB_BASE + 0x1C, self._peb_lock())     # FastPebLock
        write_peb_version(self, PEB_BASE)              # OSMajorVersion ... OSPlatformId
        start_parameters(self)      # standard handles, current folder, environment
        self.tls_slots_addr = self.teb_base + 0xE10

    def _setup_process64(self):
        """The PEB64 and its RTL_USER_PROCESS_PARAMETERS (kernel/procparams.py)."""
        mem = self.mem
        params = create_parameters(self)
        mem.w64(PEB_BASE + PEB64_IMAGE_BASE, self.image.base)
        mem.w64(PEB_BASE + PEB64_PARAMETERS, params)
        mem.w64(PEB_BASE + PEB64_PROCESS_HEAP, 0x00050000)   # a pseudo handle, as 32-bit
        mem.w64(PEB_BASE + PEB64_FAST_PEB_LOCK, self._peb_lock())
        write_peb_version(self, PEB_BASE)
        start_parameters(self)      # standard handles, current folder, environment
        self.tls_slots_addr = self.teb_base + TEB64_TLS_SLOTS

    def _peb_lock(self):
        """The PEB's FastPebLock: the critical section a program takes (RtlEnterCriticalSection)
        around its reads of the process parameters, as ntdll does."""
        lock = self.alloc_data(critical_section_size(self))
        cs_init(self.mem, lock)
        return lock

    def _boot(self):
        # The DLLs the program imports initialise first (dependencies first); a DllMain
        # that fails stops the process as Windows' loader does.
        failed = yield from self.dlls.run_pending()
        if failed:
            raise GuestFault("dll", "DllMain of %s failed: the process cannot start"
                             % ", ".join(m.name for m in failed))
        # TLS callbacks run before the entry point with DLL_PROCESS_ATTACH, as the loader does.
        for cb in self.image.tls_callbacks:
            yield GuestCall(cb, (self.image.base, 1, 0))
        code = yield GuestCall(self.image.entry, ())
        return code

    def _on_entry_returned(self, code):
        # Returning from the entry point ends the process with that code (as on Windows).
        self.machine.exit(code or 0)

    @property
    def last_error(self):
        """The running thread's last error: its TEB's LastErrorValue, where Windows keeps
        it — so code that reads or writes it there without calling GetLastError /
        SetLastError (Wine's programs, built with the inline versions of its headers)
        sees the same value as the API."""
        return self.mem.u32(self.threads.current.teb + TEB_LAYOUT[self.ptr_size]["last_error"])

    @last_error.setter
    def last_error(self, value):
        self.mem.w32(self.threads.current.teb + TEB_LAYOUT[self.ptr_size]["last_error"],
                     value & 0xFFFFFFFF)

    # -- running -------------------------------------------------------------
    @property
    def ended(self):
        """True once the guest faulted, or exited with no child process still running
        (children go on after the first process ends, as on Windows)."""
        if self.machine.fault is not None:
            return True
        return self.machine.exited and not self._live_children()

    @property
    def parked(self):
        """True when the last batch ended because the guest blocked waiting for input
        (with child processes: every live one parked too)."""
        return (self.machine.parked or self.machine.exited) and all(
            vm.machine.parked for vm in self._live_children())

    def _live_children(self):
        if self.child_state is not None or self.processes is None:
            return []
        return self.processes.live_children()

    @property
    def alone(self):
        """True when only the running thread can change anything: one thread, and no
        other process in the session (an INFINITE wait it cannot satisfy is a deadlock)."""
        return not self.threads.multi and (self.processes is None
                                           or self.processes.count == 1)

    @property
    def alone_on_desktop(self):
        """True when no other process of the session is running (its windows, input and
        screen are this process's alone)."""
        return self.processes is None or self.processes.count == 1

    @property
    def mid_batch(self):
        """True while a batch is suspended between two of its slices."""
        return self._batch_left > 0

    def run_batch(self, keep_going=None):
        """Run one batch — or the rest of a suspended one — and charge the clock.

        Returns True when the screen changed, False when it did not, and None when the
        batch was suspended: between two slices of ``slice_size`` blocks
        ``keep_going()`` (when given) is asked whether to go on, and if it says no the
        batch stops there; the next call resumes it exactly where it stopped. The guest
        cannot tell: it runs the same instructions, and batch count, clock and input see
        one uninterrupted batch (commands wait for the boundary; see host.py). This is
        what bounds the wall time of one batch whatever ``--batch-size`` is.
        """
        if not self.ended:
            if self._batch_left == 0:
                self._batch_left = self.batch_size
                self.blocks_bound += self.batch_size
                self.sound.pump()     # wave buffers whose guest time is up are done
                refresh_shared_data(self)   # SharedUserData's clocks: this batch's time
            while not self.machine.exited:     # (ended: its children still run)
                count = min(self._batch_left, self.slice_size)
                ran_all = self.threads.run(count)   # one thread: one Machine.run
                self._batch_left = self._batch_left - count if ran_all else 0
                if self._batch_left == 0:
                    break
                if keep_going is not None and not keep_going():
                    return None
            if self.machine.exited and self.kernel.console_partial_line:
                # The process ended in the middle of a line: what it wrote is output
                # all the same (a console shows it; the log keeps it as a last line).
                self.stdout_log.append(self.kernel.console_partial_line)
                self.kernel.console_partial_line = ""
            if not self.ended and self.processes is not None and self.processes.children:
                # Then each live child process, in creation order (kernel/children.py).
                run_children(self, self.batch_size)
        self._batch_left = 0
        self.batches += 1
        self.clock.charge()
        running = self.processes.count if self.processes is not None else 1
        if running != self._processes_seen:
            # a process came or went since the last batch: its windows with it (the
            # session's one screen, user/procwindows.py)
            self._processes_seen = running
            self.gdi.touch()
        changed = self.gdi.screen_changed()
        if changed:
            self.frames += 1
        return changed

    def run_child_batch(self, budget):
        """A child process's batch (kernel/children.py): its threads run ``budget``
        blocks; the clock is the first process's to charge."""
        self.sound.pump()
        refresh_shared_data(self)
        self.threads.run(budget)
        self.batches += 1

    def next_wake_ms(self):
        """Guest time at which a parked guest has something to do (None: only input)."""
        dues = [d for vm in [self] + self._live_children()
                for d in (vm.wm.next_timer_ms(), vm.threads.next_wake_ms(),
                          vm.sound.next_due_ms()) if d is not None]
        return min(dues) if dues else None
