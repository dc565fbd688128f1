"""Save a session's whole state to bytes, and load such bytes into a session.

A state is two pickles in one zlib payload (fileformat.py wraps it):

1. plain data, read first: guest memory (every mapped region with its protection, its
   non-zero pages), the CPU registers (cpu.py: general, segment, x87/FPU and SSE
   registers, flags), the C: drive's files, and the host's counters;
2. the VM's object graph (pickling.py): heaps, window manager, message and input queues,
   timers, GDI objects and surfaces, registry, clipboard, clock, threads, DLL loader,
   handler frames (coroutines.py) — everything hanging off the VM.

``load`` builds the new VM completely — a new emulator, a new temporary C: drive — before
it touches the session; any failure leaves the session exactly as it was.
"""

import contextlib
import io
import os
import pickle
import tempfile
import time

from unicorn import UC_ARCH_X86, UC_MODE_32, UC_MODE_64, Uc

from ..abi.api import REGISTRY
from ..events.apitrace import untraced_spec
from ..machine.memory import map_host
from ..vm import VM
from ..win32.gdi import fontmap
from ..win32.kernel.files import FileObject
from . import coroutines, cpu, fileformat, hostfiles
from .errors import NotSaveable, StateFileError
from .pickling import LOAD_ROOT, StatePickler, StateUnpickler
from .unpickler import Refused

__all__ = ["save_bytes", "load_bytes", "StateFileError", "NotSaveable", "SESSION_ATTRS"]

#: VM attributes that belong to the session rather than the guest: never written to a
#: state; a load keeps the loading session's own (its event bus and its subscribers, a
#: recorder, the record of the files it wrote). The event cursor is recorded so that a
#: fork continues the parent's.
SESSION_ATTRS = ("events", "recorder", "outputs")
_PAGE = 0x1000
_ZERO = bytes(_PAGE)
#: The emulator's mode and the end of the guest's address space, by the program's width
#: (a 64-bit program's image may lie above 4 GB, in the 47-bit user half).
_MODES = {4: UC_MODE_32, 8: UC_MODE_64}
_ADDRESS_TOP = {4: 1 << 32, 8: 1 << 47}


def _memory(uc):
    """[(begin, size, perms, [(offset, bytes)])]: every region, non-zero pages only."""
    out = []
    for begin, end, perms in uc.mem_regions():
        size = end - begin + 1
        data = uc.mem_read(begin, size)
        pages = []
        run_start = None
        for off in range(0, size, _PAGE):
            zero = data[off:off + _PAGE] == _ZERO
            if not zero and run_start is None:
                run_start = off
            elif zero and run_start is not None:
                pages.append((run_start, bytes(data[run_start:off])))
                run_start = None
        if run_start is not None:
            pages.append((run_start, bytes(data[run_start:])))
        out.append((begin, size, perms, pages))
    return out


def _drive(root):
    """{relative path: bytes or None (a folder)} of the C: drive's host folder."""
    files = {}
    for folder, dirs, names in os.walk(root):
        dirs.sort()                      # the same drive gives the same bytes
        rel = os.path.relpath(folder, root)
        if rel != ".":
            files[rel] = None
        for name in sorted(names):
            path = os.path.join(folder, name)
            if os.path.islink(path):
                continue
            with open(path, "rb") as f:
                files[os.path.normpath(os.path.join(rel, name))] = f.read()
    return files


def _frame_stacks(vm):
    machine = vm.machine
    pc = machine._PC            # EIP, or RIP for a 64-bit program
    stacks = [(machine.frames, machine.uc.reg_read(pc))]
    for t in vm.threads.threads:
        if t.context is None or t is vm.threads.current:
            continue
        regs, frames = t.context
        eip = regs[pc] if isinstance(regs, dict) else regs.reg_read(pc)
        stacks.append((frames, eip))
    return stacks


def save_bytes(host):
    """The state file of ``host``'s session, at a batch boundary. Raises NotSaveable when
    the session holds something no file can carry (a modal loop run by the emulator)."""
    vm = host.vm
    width = vm.ptr_size
    if vm.mid_batch:
        raise NotSaveable("the batch is suspended between two slices; save at a boundary")
    children = vm.processes.children if vm.processes is not None else []
    if children:
        # A second process is a second machine: a state file carries one (not done yet).
        raise NotSaveable("child processes are running (%s); save once they have ended"
                          % ", ".join("%s pid %#x" % (c.image_path, c.pid) for c in children))
    fibers = getattr(vm.__dict__.get("kernel"), "fibers", {})
    if any(f.context is not None for f in fibers.values()):
        # A switched-out fiber's registers and handler frames are not carried (yet).
        raise NotSaveable("the program has fibers switched out (kernel/fibers.py)")
    uc = vm.machine.uc
    frames = coroutines.plan(_frame_stacks(vm))
    switched_out = [t.context[0] for t in vm.threads.threads
                    if t.context is not None and not isinstance(t.context[0], dict)]
    contexts = cpu.context_registers(uc, switched_out, width)
    pids = {id(uc): ("uc",)}
    wall = getattr(vm.clock, "_wall", None)
    if wall is not None:
        pids[id(wall)] = ("wall",)
    tmp = getattr(vm.vfs, "_tmp", None)
    if tmp is not None:     # (a drive the user gave has none: never map None itself)
        pids[id(tmp)] = ("vfs-tmp",)
    for name, font in fontmap.loaded():
        pids[id(font)] = ("font", name)
    session = {}
    for attr in SESSION_ATTRS:
        obj = vm.__dict__.get(attr)
        if obj is not None:
            pids[id(obj)] = ("session", attr)
            session[attr] = getattr(obj, "seq", None)
    # the declarations imported so far: only those can be in the graph (all of them
    # would import every module declaring one, abi/lazy.py)
    for key, spec in REGISTRY.loaded():
        pids[id(spec)] = ("spec",) + tuple(key)
        if spec.bare is not None:     # its bare twin, as a thunk entry may hold it
            pids[id(spec.bare)] = ("spec",) + tuple(key) + ("bare",)

    # A handler frame made while the API trace was on holds the trace's copy of its
    # declaration: the file names the declaration itself (events/apitrace.py).
    for frame_list, _ in _frame_stacks(vm):
        for f in frame_list:
            spec = getattr(f, "spec", None)
            if spec is not None and untraced_spec(spec) is not spec:
                pid = pids.get(id(untraced_spec(spec)))
                if pid is not None:
                    pids[id(spec)] = pid

    def special(obj):
        r = frames.get(id(obj))
        if r is not None:
            return r
        t = type(obj)
        if t is FileObject:
            return hostfiles.reduce_file(obj)
        regs = contexts.get(id(obj))
        if regs is not None:          # a thread's saved Unicorn context: as its registers
            return (dict, (regs,))
        if t is coroutines.Resumed or t.__name__ == "generator":
            raise NotSaveable("a suspended handler outside the threads' stacks")
        return None

    clock = vm.clock
    wall_mode = clock.wall_mode
    if wall_mode:
        clock.stop_wall()       # the state holds guest time as charged milliseconds
    try:
        plain = {"width": width, "memory": _memory(uc), "cpu": cpu.read(uc, width),
                 "drive": _drive(vm.vfs.root),
                 "host": {"ticks": host.ticks, "steps": host.frozen_steps,
                          "stuck": host.stuck},
                 "session": session}
        buf = io.BytesIO()
        pickle.Pickler(buf, protocol=5).dump(plain)
        tracer = getattr(vm.events, "tracer", None)
        try:
            with tracer.set_aside() if tracer is not None else contextlib.nullcontext():
                StatePickler(buf, pids, vm.vfs.root, special).dump(vm)
        except (pickle.PicklingError, TypeError, AttributeError, RecursionError) as e:
            raise NotSaveable("cannot save: %s" % e) from None
    finally:
        if wall_mode:
            clock.follow_wall()
    return fileformat.pack(buf.getvalue(), fileformat.program_sha256(vm.exe_path),
                           vm.module_name, width)


def load_bytes(host, data, fresh=False):
    """Load state file bytes into ``host``'s session; returns the header. Checks come
    first (StateFileError, one line); the new VM is built whole before it replaces the
    old one, so a refusal or a failure leaves the session untouched. ``fresh``: the
    session was started to receive this state (a fork): it takes the saved event
    cursor too."""
    old = host.vm
    header, raw = fileformat.unpack(data, fileformat.program_sha256(old.exe_path))
    if header["width"] != old.ptr_size:
        raise StateFileError("state file of a %d-bit program; this session runs a %d-bit "
                             "one" % (8 * header["width"], 8 * old.ptr_size))
    tmp = tempfile.TemporaryDirectory(prefix="wineagent-vfs-")
    try:
        vm, plain = _build(old, raw, tmp, header["width"])
    except StateFileError:
        tmp.cleanup()
        raise
    except Refused as e:
        tmp.cleanup()
        raise StateFileError("state file %s" % str(e)[:300]) from None
    except Exception as e:  # noqa: BLE001 - any failure to rebuild: refuse, keep the session
        tmp.cleanup()
        raise StateFileError("corrupted state file: %s: %s"
                             % (type(e).__name__, str(e).splitlines()[0] if str(e) else ""))
    _swap(host, old, vm, plain, fresh)
    return header


def _build(old, raw, tmp, width):
    stream = io.BytesIO(raw)
    token = LOAD_ROOT.set(None)
    try:
        plain = StateUnpickler(stream, _no_pids).load()
    finally:
        LOAD_ROOT.reset(token)
    _check_plain(plain, width)
    root = os.path.realpath(tmp.name)
    for rel, content in sorted(plain["drive"].items()):
        path = os.path.normpath(os.path.join(root, rel))
        if not path.startswith(root + os.sep):
            raise StateFileError("corrupted state file: a drive path leaves C: (%r)" % rel)
        if content is None:
            os.makedirs(path, exist_ok=True)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(content)
    uc = Uc(UC_ARCH_X86, _MODES[width])
    host = {}           # the host buffers behind the memory (memory.map_host)
    for begin, size, perms, pages in plain["memory"]:
        buf = map_host(uc, host, begin, [(0, size, perms)])
        for off, chunk in pages:        # (inside the region: _check_plain)
            buf[off:off + len(chunk)] = chunk
    cpu.write(uc, plain["cpu"])

    def resolve(pid):
        kind = pid[0]
        if kind == "uc":
            return uc
        if kind == "vfs":
            path = os.path.normpath(root + str(pid[1]))
            if path != root and not path.startswith(root + os.sep):
                raise StateFileError("corrupted state file: a drive path leaves C: (%r)"
                                     % (pid[1][:120],))
            return path
        if kind == "vfs-tmp":
            return tmp
        if kind == "wall":
            return old.clock._wall
        if kind == "font":
            if pid[1] not in fontmap.bundled_names():
                raise StateFileError("corrupted state file: no bundled font %r"
                                     % (str(pid[1])[:80],))
            return fontmap.load_pil(pid[1])
        if kind == "session":
            return old.__dict__.get(pid[1])
        if kind == "spec":
            spec = REGISTRY.get(tuple(pid[1:3]))
            if len(pid) == 4 and pid[3] == "bare" and spec is not None:
                spec = spec.bare
            elif len(pid) != 3:
                spec = None
            if spec is None:
                raise StateFileError("corrupted state file: no API %r" % (pid[1:],))
            return spec
        raise StateFileError("corrupted state file: unknown persistent id %r"
                             % (pid[:1],))

    token = LOAD_ROOT.set(root)
    try:
        vm = StateUnpickler(stream, resolve).load()
    finally:
        LOAD_ROOT.reset(token)
    if type(vm) is not VM:
        raise StateFileError("corrupted state file: its second part is not a VM")
    _check_shape(old, vm)
    if vm.ptr_size != width or type(vm.machine) is not type(old.machine):
        raise StateFileError("corrupted state file: its VM is not a %d-bit one" % (8 * width))
    _check_host_paths(old, vm, root)
    if vm.vfs._tmp is None:
        # saved on a drive the user gave (--vfs-root): the copy it loads into is this
        # session's own temporary folder, removed with it
        vm.vfs._tmp = tmp
    vm.machine.mem.attach_host_pages(host)
    vm.machine.add_hooks()
    return vm, plain


def _check_shape(old, vm):
    """Refuse a VM without the attributes every VM is built with (vm.py declares them
    all), or whose per-subsystem state (``vm.kernel``, ``vm.crt``, ...) is of another
    type: code reads them without a default, so a crafted file must not omit one."""
    missing = [a for a in old.__dict__ if a not in vm.__dict__ and a not in SESSION_ATTRS]
    if missing:
        raise StateFileError("corrupted state file: its VM lacks %s" % ", ".join(missing[:5]))
    for attr in ("kernel", "crt", "com", "user", "vfs"):
        if type(vm.__dict__[attr]) is not type(old.__dict__[attr]):
            raise StateFileError("corrupted state file: its VM's %s is not a %s"
                                 % (attr, type(old.__dict__[attr]).__name__))


def _check_host_paths(old, vm, root):
    """Refuse a VM whose host-side paths are not the loading session's: its drive must
    be the new temporary folder, its program the session's own (the file's program hash
    was checked against it); the folders the session chose (print, sound, launch
    capture) are the session's, whatever the file says (``_swap``)."""
    if vm.vfs.root != root:
        raise StateFileError("corrupted state file: its drive is not the loading session's")
    if vm.exe_path != old.exe_path and \
            os.path.realpath(str(vm.exe_path)) != os.path.realpath(old.exe_path) and \
            not _own_copy(vm, root, old.exe_path):
        raise StateFileError("corrupted state file: it names another program file")


def _own_copy(vm, root, program):
    """Whether the loaded VM's program is a file of its drive (a program run from its
    place on C:, such as C:\\bin\\cmake.exe) holding the session's program: the drive
    came back with the state, the program with it."""
    exe = os.path.realpath(str(vm.exe_path))
    if not exe.startswith(root + os.sep) or not os.path.isfile(exe):
        return False
    rel = tuple(os.path.relpath(exe, root).split(os.sep))
    return vm.is_image(rel) and \
        fileformat.program_sha256(exe) == fileformat.program_sha256(program)


def _int(v, lo=0, hi=(1 << 32) - 1):
    return type(v) is int and lo <= v <= hi


def _check_plain(plain, width):
    """Refuse a first part that is not shaped as save_bytes writes it: its width the
    header's, mapped regions inside the 32-bit space (the 47-bit user half for a 64-bit
    program), page-aligned, their pages inside them; the CPU's own
    registers with numbers (or, for GDTR, a 4-tuple); drive entries as relative paths
    to bytes or None; the host's counters as integers."""
    if not isinstance(plain, dict) or \
            not {"width", "memory", "cpu", "drive", "host"} <= set(plain):
        raise StateFileError("corrupted state file: its first part is not a state")
    bad = "corrupted state file: its %s is malformed"
    if plain["width"] != width or type(plain["width"]) is not int:
        raise StateFileError(bad % "width")
    top = _ADDRESS_TOP[width]
    if type(plain["memory"]) is not list:
        raise StateFileError(bad % "memory")
    for region in plain["memory"]:
        if type(region) is not tuple or len(region) != 4:
            raise StateFileError(bad % "memory")
        begin, size, perms, pages = region
        if not (_int(begin, 0, top) and _int(size, 1, top) and begin % _PAGE == 0
                and size % _PAGE == 0 and begin + size <= top and _int(perms, 0, 7)
                and type(pages) is list):
            raise StateFileError(bad % "memory")
        for page in pages:
            if type(page) is not tuple or len(page) != 2 or not _int(page[0], 0, top) or \
                    type(page[1]) is not bytes or page[0] + len(page[1]) > size:
                raise StateFileError(bad % "memory")
    regs = plain["cpu"]
    if type(regs) is not dict or set(regs) != set(cpu.REGISTERS_BY_WIDTH[width]):
        raise StateFileError(bad % "CPU")
    for value in regs.values():
        if not (type(value) is int or (type(value) is tuple and
                                       all(type(v) is int for v in value))):
            raise StateFileError(bad % "CPU")
    if type(plain["drive"]) is not dict or not all(
            type(k) is str and (v is None or type(v) is bytes)
            for k, v in plain["drive"].items()):
        raise StateFileError(bad % "drive")
    host = plain["host"]
    if type(host) is not dict or not all(type(host.get(k)) is int
                                         for k in ("ticks", "steps", "stuck")):
        raise StateFileError(bad % "host counters")


def _no_pids(pid):
    raise StateFileError("corrupted state file: a persistent id in its first part")


def _swap(host, old, vm, plain, fresh):
    counters = plain["host"]
    for attr in SESSION_ATTRS:
        obj = old.__dict__.get(attr)
        if obj is not None:
            vm.__dict__[attr] = obj
            if getattr(obj, "vm", None) is old:
                obj.vm = vm
            seq = plain.get("session", {}).get(attr)
            if fresh and isinstance(seq, int) and hasattr(obj, "seq"):
                obj.seq = seq
    # The output folders were chosen for this session (--print-dir, --sound-dir, a page
    # VM's subfolder), not saved with the guest: a loaded state writes where this session
    # writes, never into the folder of the session that saved it.
    # The bus's API tracer wraps thunks of one machine: the loaded one's from now on
    # (else `api` subscriptions would see nothing after a load or a fork).
    tracer = getattr(vm.events, "tracer", None)
    if tracer is not None:
        tracer.rebind(vm)
    vm.print_dir = old.print_dir
    vm.launch_capture = old.launch_capture
    vm.sound.move_to(old.sound.directory)
    host.vm = vm
    host.ticks = counters["ticks"]
    host.frozen_steps = counters["steps"]
    host.stuck = counters["stuck"]
    if host.wall_live and not (host.frozen or host.paused):
        vm.clock.follow_wall()
    old.close()


def timed(fn, *args, **kw):
    """(result, milliseconds) of ``fn(*args, **kw)``."""
    t = time.perf_counter()
    result = fn(*args, **kw)
    return result, round((time.perf_counter() - t) * 1000, 1)
