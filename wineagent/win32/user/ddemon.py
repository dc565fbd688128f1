"""DDEML monitors: APPCLASS_MONITOR instances and their XTYP_MONITOR notices.

A monitor (DDESPY and its like) watches the DDE activity of the whole session. It
cannot take part in conversations; its callback gets XTYP_MONITOR with a data handle
holding one MON*STRUCT and the MF_* kind in dwData2, for each kind it asked for in
DdeInitialize's flags:

- MF_HSZ_INFO: a string handle made (MH_CREATE), kept (MH_KEEP), freed (MH_DELETE), or
  freed by DdeUninitialize (MH_CLEANUP): MONHSZSTRUCT with the string;
- MF_SENDMSGS / MF_POSTMSGS: a WM_DDE_* message sent / posted (DDEML's and a program's
  own): MONMSGSTRUCT with the unpacked lParam and the first bytes of its data block;
- MF_CALLBACKS: a DDEML callback made (the monitors' own excepted): MONCBSTRUCT with its
  arguments, its answer and the first bytes of its data;
- MF_ERRORS: an instance's DMLERR_ code set: MONERRSTRUCT;
- MF_LINKS: an advise loop started or stopped: MONLINKSTRUCT;
- MF_CONV: a conversation made or ended: MONCONVSTRUCT.

The notice runs the monitor's callback on the monitor's thread in its next message call
(queued as another process's call is, user/procwindows.py), in the monitor's process:
its string handles are that process's. Windows documents no order between a notice and
the event's own callbacks; here a notice comes after the event.
"""

from ...abi.api import GuestCall
from ..kernel.atoms import local_atoms

__all__ = ["APPCLASS_MONITOR", "MF_HSZ_INFO", "MF_SENDMSGS", "MF_POSTMSGS", "MF_CALLBACKS",
           "MF_ERRORS", "MF_LINKS", "MF_CONV", "MF_MASK", "XTYP_MONITOR", "notify", "hsz_info",
           "message", "callback", "error", "link", "conversation"]

APPCLASS_MONITOR = 0x1
MF_HSZ_INFO, MF_SENDMSGS, MF_POSTMSGS = 0x01000000, 0x02000000, 0x04000000
MF_CALLBACKS, MF_ERRORS, MF_LINKS, MF_CONV = 0x08000000, 0x10000000, 0x20000000, 0x40000000
MF_MASK = 0xFF000000
XTYP_MONITOR = 0x80F2
MH_CREATE, MH_KEEP, MH_DELETE, MH_CLEANUP = 1, 2, 3, 4

# Field kinds: "D" a DWORD / UINT / BOOL, "P" pointer-sized (handles, WPARAM, LPARAM),
# "C" CONVCONTEXT (36 bytes, DWORD-aligned), "H" an HSZ (pointer-sized, the monitor's
# own string handle for a string), "B" 8 DWORDs of data, "S" the string.
_LAYOUTS = {
    MF_CALLBACKS: "DDPDDDPHHPPPCDB",
    MF_CONV: "DDDPHHPP",
    MF_ERRORS: "DDDP",
    MF_HSZ_INFO: "DDDHPS",
    MF_LINKS: "DDPDDHHHDDPP",
    MF_SENDMSGS: "DPDPDPPPPDB",
    MF_POSTMSGS: "DPDPDPPPPDB",
}


def _pack(vm, kind, values):
    """A MON*STRUCT of ``kind`` for process ``vm`` from ``values`` (one per field after
    cb; an "H" field is a string, made the monitor's HSZ here), cb first."""
    ptr = vm.ptr_size
    out = bytearray()
    fields = _LAYOUTS[kind]
    vals = [None] + list(values)
    for f, v in zip(fields, vals):
        align = ptr if f in "PH" else 4
        if f == "S":
            align = 2 if kind == MF_HSZ_INFO else 1
        while len(out) % align:
            out.append(0)
        if f == "D":
            out += ((v or 0) & 0xFFFFFFFF).to_bytes(4, "little")
        elif f == "P":
            out += ((v or 0) & ((1 << 8 * ptr) - 1)).to_bytes(ptr, "little")
        elif f == "H":
            h = local_atoms(vm).add(v) if v else 0
            out += h.to_bytes(ptr, "little")
        elif f == "C":
            out += (bytes(v) if v else bytes(36))[:36].ljust(36, b"\0")
        elif f == "B":
            out += bytes(v or b"")[:32].ljust(32, b"\0")
        else:
            out += v
    size = (len(out) + ptr - 1) & ~(ptr - 1)
    out = out.ljust(max(size, 4), b"\0")
    out[0:4] = len(out).to_bytes(4, "little")
    return bytes(out)


def _monitors(vm):
    """(process, monitor instance) of every monitor of the session."""
    procs = vm.processes
    every = [vm] if procs is None else [procs.first] + procs.live_children()
    return [(p, inst) for p in every if not p.machine.exited
            for inst in p.wm.dde.instances.values() if inst.flags & APPCLASS_MONITOR]


def notify(vm, kind, values):
    """Queue an XTYP_MONITOR notice of ``kind`` for every monitor that watches it; the
    values are built into its MON*STRUCT in the monitor's process (``_pack``)."""
    for proc, inst in _monitors(vm):
        if not inst.flags & kind or not inst.event_hwnd:
            continue
        vals = values(proc, inst) if callable(values) else values

        def run(proc=proc, inst=inst, vals=vals):
            if inst.id not in proc.wm.dde.instances:
                return 0
            data = _pack(proc, kind, vals)
            hd = proc.wm.dde.new_data(inst, data, 0, 0, 0)
            try:
                yield GuestCall(inst.callback, (XTYP_MONITOR, 0, 0, 0, 0, hd, 0, kind))
            finally:
                proc.wm.dde.data.pop(hd, None)
            return 0
        proc.wm.queue_call(inst.event_hwnd, run)
        for p in [proc, vm]:
            p.machine.parked = False


def _task(vm):
    return vm.threads.current.tid


def _text(vm, hsz):
    if not hsz:
        return None
    try:
        return local_atoms(vm).name(hsz & 0xFFFF)
    except Exception:           # (an HSZ the process no longer has)
        return None


def hsz_info(vm, action, hsz):
    """MF_HSZ_INFO: string handle ``hsz`` made / kept / freed / cleaned up."""
    text = _text(vm, hsz)
    if text is None:
        return
    task, now = _task(vm), vm.clock.now_ms()

    def values(proc, inst):
        raw = (text.encode("utf-16-le") + b"\0\0" if inst.wide
               else text.encode("cp1252", "replace") + b"\0")
        return [action, now, text, task, raw]
    notify(vm, MF_HSZ_INFO, values)


def message(vm, posted, hwnd_to, msg, wparam, lparam, lo, hi, data):
    """MF_POSTMSGS / MF_SENDMSGS: a WM_DDE_* message; ``lo``/``hi`` its unpacked
    lParam, ``data`` the first bytes of its block."""
    data = bytes(data or b"")[:32]
    notify(vm, MF_POSTMSGS if posted else MF_SENDMSGS,
           [hwnd_to, vm.clock.now_ms(), _task(vm), msg, wparam, lparam, lo, hi,
            len(data), data])


def callback(vm, ret, xtyp, fmt, hconv, hsz1, hsz2, hdata, d1, d2, context, data):
    """MF_CALLBACKS: a DDEML callback made and what it answered."""
    t1, t2 = _text(vm, hsz1), _text(vm, hsz2)
    data = bytes(data or b"")[:32]
    notify(vm, MF_CALLBACKS, [vm.clock.now_ms(), _task(vm), ret, xtyp, fmt, hconv, t1, t2,
                              hdata, d1, d2, context, len(data), data])


def error(vm, code):
    """MF_ERRORS: an instance's DMLERR_ code set."""
    notify(vm, MF_ERRORS, [code, vm.clock.now_ms(), _task(vm)])


def link(vm, established, nodata, service, topic, item, fmt, server, hconv_server,
         hconv_client):
    """MF_LINKS: an advise loop started (``established``) or stopped."""
    notify(vm, MF_LINKS, [vm.clock.now_ms(), _task(vm), established, nodata,
                          _text(vm, service), _text(vm, topic), _text(vm, item), fmt,
                          server, hconv_server, hconv_client])


def conversation(vm, connect, service, topic, hconv_client, hconv_server):
    """MF_CONV: a conversation made (``connect``) or ended."""
    notify(vm, MF_CONV, [connect, vm.clock.now_ms(), _task(vm), _text(vm, service),
                         _text(vm, topic), hconv_client, hconv_server])
