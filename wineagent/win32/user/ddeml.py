"""DDEML over the raw DDE protocol: its hidden windows and what they do with WM_DDE_*.

As on Windows, DDEML is a client and a server of the documented message protocol
(``user/ddemsg.py``), so a DDEML program talks to a raw DDE window and the other way
round, in one process or between two (the session's processes, docs/threads.md):

- **Service windows** ("DDEMLServer", hidden, top-level): one per DdeNameService
  registration. A WM_DDE_INITIATE naming the service (or no service, or no topic: a
  wildcard, XTYP_WILDCONNECT) asks the instance (XTYP_CONNECT); on yes a conversation
  window is made, which answers WM_DDE_ACK (sent, with the service and topic atoms),
  then XTYP_CONNECT_CONFIRM.
- **Client windows** ("DDEMLClient", message-only): DdeConnect makes one and sends
  WM_DDE_INITIATE to every top-level window of the session; the first WM_DDE_ACK makes
  the conversation (a second server's is answered WM_DDE_TERMINATE).
- **Transactions** are posted to the partner (WM_DDE_REQUEST / POKE / EXECUTE / ADVISE /
  UNADVISE) and answered by WM_DDE_DATA or WM_DDE_ACK into the client's window. A
  synchronous DdeClientTransaction waits in a loop that takes only DDE messages, answers
  its own and dispatches the others (a server in the same thread answers meanwhile), up
  to its timeout in guest time; an asynchronous one (TIMEOUT_ASYNC) returns its id and
  its answer arrives as XTYP_XACT_COMPLETE.
- **Advise loops**: WM_DDE_ADVISE starts one (XTYP_ADVSTART), DdePostAdvise asks the
  server (XTYP_ADVREQ) and posts WM_DDE_DATA (no data for XTYPF_NODATA links, fAckReq for
  XTYPF_ACKREQ ones), which the client hands to XTYP_ADVDATA; WM_DDE_UNADVISE stops it.
- **Blocking**: a callback that answers CBR_BLOCK, or DdeEnableCallback(EC_DISABLE),
  holds the conversation's incoming transactions in its window until EC_ENABLEONE /
  EC_ENABLEALL, which take them again in order.
- **Register notices**: each instance has a message-only window; DdeNameService tells
  every other instance of the session (XTYP_REGISTER / XTYP_UNREGISTER).
"""

from ...abi.api import PARK, GuestCall
from ..kernel.atoms import AtomError, global_atoms, local_atoms
from . import ddemon, ddemsg
from .dde import (DMLERR_ADVACKTIMEOUT, DMLERR_DATAACKTIMEOUT, DMLERR_EXECACKTIMEOUT,
                  DMLERR_MEMORY_ERROR,
                  DMLERR_NO_ERROR, DMLERR_NOTPROCESSED, DMLERR_POKEACKTIMEOUT,
                  DMLERR_UNADVACKTIMEOUT, ST_ADVISE, ST_BLOCKED, ST_BLOCKNEXT, ST_CONNECTED,
                  ST_ISLOCAL, ST_ISSELF, ST_TERMINATED, XST_ADVACKRCVD, XST_ADVDATAACKRCVD,
                  XST_ADVDATASENT, XST_ADVSENT, XST_CONNECTED, XST_DATARCVD,
                  XST_EXECACKRCVD, XST_EXECSENT, XST_INCOMPLETE, XST_POKEACKRCVD,
                  XST_POKESENT, XST_REQSENT, XST_UNADVACKRCVD, XST_UNADVSENT, Conversation,
                  Link, Transaction)
from .ddemsg import (ACK_FACK, ACK_FBUSY, ADVISE_FACKREQ, ADVISE_FDEFERUPD, DATA_FACKREQ,
                     DATA_FRELEASE, DATA_FRESPONSE, WM_DDE_ACK, WM_DDE_ADVISE, WM_DDE_DATA,
                     WM_DDE_EXECUTE, WM_DDE_FIRST, WM_DDE_INITIATE, WM_DDE_LAST,
                     WM_DDE_POKE, WM_DDE_REQUEST, WM_DDE_TERMINATE, WM_DDE_UNADVISE)
from .msgloop import dispatch
from .procwindows import foreign_toplevels, post_to_process, window_anywhere
from .window import create_window, def_window_proc
from .wm import WindowClass

__all__ = ["register_classes", "make_window", "connect", "transaction", "disconnect",
           "post_advise", "notify_register", "enable", "destroy_conv", "hsz_text",
           "add_hsz", "data_bytes"]

# transaction types
XTYPF_NOBLOCK, XTYPF_NODATA, XTYPF_ACKREQ = 0x2, 0x4, 0x8
XTYP_ADVDATA, XTYP_ADVREQ, XTYP_ADVSTART, XTYP_ADVSTOP = 0x4010, 0x2022, 0x1030, 0x8040
XTYP_EXECUTE, XTYP_CONNECT, XTYP_CONNECT_CONFIRM = 0x4050, 0x1062, 0x8072
XTYP_XACT_COMPLETE, XTYP_POKE, XTYP_REGISTER, XTYP_REQUEST = 0x8080, 0x4090, 0x80A2, 0x20B0
XTYP_DISCONNECT, XTYP_UNREGISTER, XTYP_WILDCONNECT = 0x80C2, 0x80D2, 0x20E2
CBF_FAIL_SELFCONNECTIONS, CBF_FAIL_CONNECTIONS, CBF_FAIL_ADVISES = 0x1000, 0x2000, 0x4000
CBF_FAIL_EXECUTES, CBF_FAIL_POKES, CBF_FAIL_REQUESTS = 0x8000, 0x10000, 0x20000
CBF_SKIP_CONNECT_CONFIRMS, CBF_SKIP_REGISTRATIONS = 0x40000, 0x80000
CBF_SKIP_UNREGISTRATIONS, CBF_SKIP_DISCONNECTS = 0x100000, 0x200000
APPCMD_CLIENTONLY, APPCMD_FILTERINITS = 0x10, 0x20
CBR_BLOCK = 0xFFFFFFFF
HDATA_APPOWNED = 0x1
EC_ENABLEALL, EC_ENABLEONE, EC_DISABLE, EC_QUERYWAITING = 0, ST_BLOCKNEXT, ST_BLOCKED, 2
WM_DDEML_REGISTER = 0x0400 + 0x2DE    # private to the instances' windows
WM_DDEML_UNREGISTER = WM_DDEML_REGISTER + 1

CLIENT_CLASS, SERVER_CLASS, CONV_CLASS, EVENT_CLASS = (
    "DDEMLClient", "DDEMLServer", "DDEMLConversation", "DDEMLEvent")
HWND_MESSAGE = 0xFFFFFFFD
WS_POPUP = 0x80000000


class _Caller:
    """What a cross-process send needs of an API call, for a window procedure's send."""

    class spec:
        full_name = "USER32.dll!DDEML"

    def __init__(self, vm):
        self.vm = vm


# -- strings, data --------------------------------------------------------------------------
def hsz_text(vm, hsz):
    """The string of a string handle (an atom of the process's local table), or None."""
    if not hsz:
        return None
    try:
        return local_atoms(vm).name(hsz & 0xFFFF)
    except AtomError:
        return None


def add_hsz(vm, inst, text):
    """A string handle for ``text`` used by ``inst``: a local atom (AddAtom's table, as
    Windows makes them: FindAtom finds it, GlobalFindAtom does not), counted once more."""
    table = local_atoms(vm)
    known = table.find(text)
    h = table.add(text)
    inst.strings[h] += 1
    if not inst.flags & ddemon.APPCLASS_MONITOR:
        ddemon.hsz_info(vm, ddemon.MH_KEEP if known else ddemon.MH_CREATE, h)
    return h


def to_global(vm, hsz):
    """The global atom naming an HSZ's string on the wire (added: the receiver of the
    message deletes it, or the protocol's initiator); 0 for 0."""
    text = hsz_text(vm, hsz)
    return global_atoms(vm).add(text) if text else 0


def from_global(vm, inst, atom):
    """The HSZ (for ``inst``) of a global atom a message carries; 0 for 0."""
    if not atom:
        return 0
    try:
        text = global_atoms(vm).name(atom & 0xFFFF)
    except AtomError:
        return 0
    return add_hsz(vm, inst, text)


def _drop_global(vm, *atoms):
    table = global_atoms(vm)
    for a in atoms:
        if a:
            try:
                table.delete(a & 0xFFFF)
            except AtomError:
                pass


def data_bytes(vm, hdata):
    """The bytes of an HDDEDATA of this process, or None."""
    d = vm.wm.dde.data.get(hdata)
    return None if d is None else bytes(d.data)


def _new_data(vm, inst, data, item, fmt):
    return vm.wm.dde.new_data(inst, data, item, fmt, 0)


def _free_data(vm, hdata):
    d = vm.wm.dde.data.pop(hdata, None)
    if d is not None and d.lent:
        vm.heap.free(d.lent)


# -- windows -------------------------------------------------------------------------------
def register_classes(vm, declare):
    """Register DDEML's window classes in ``vm`` (once); ``declare(name)`` gives the
    address of the Python procedure ``name`` (its thunk)."""
    st = vm.wm.dde
    if st.classes_ready:
        return
    for cls, proc in ((CLIENT_CLASS, client_proc), (SERVER_CLASS, server_proc),
                      (CONV_CLASS, conv_proc), (EVENT_CLASS, event_proc)):
        addr = declare(proc.__name__)
        vm.wm.register_python_proc(addr, proc)
        vm.wm.register_class(WindowClass(cls, 0, addr, 0, 0, 0, 0, 0, 0, builtin=True))
    st.classes_ready = True


def make_window(vm, cls, wide, message_only=True):
    """Generator: a hidden DDEML window of class ``cls``; its handle."""
    parent = HWND_MESSAGE if message_only else 0
    return (yield from create_window(vm, 0, cls, "", WS_POPUP, 0, 0, 0, 0, parent, 0, 0, 0,
                                     wide))


def _destroy_window(vm, hwnd):
    if hwnd and vm.wm.get(hwnd) is not None:
        yield from vm.wm.destroy(hwnd)


def _post(vm, hwnd, msg, wparam, lparam):
    """PostMessage from DDEML code of process ``vm`` (to any process's window)."""
    ddemsg.observe(vm, True, hwnd, msg, wparam, lparam)
    if vm.wm.get(hwnd) is not None:
        vm.wm.post(hwnd, msg, wparam, lparam)
        return True
    other, win = window_anywhere(vm, hwnd)
    if win is None:
        return False
    post_to_process("USER32.dll!DDEML", other, hwnd, msg, wparam, lparam, vm)
    return True


def _send(vm, hwnd, msg, wparam, lparam):
    """Generator: SendMessage from DDEML code of ``vm`` (to any process's window): to
    another process's window the message waits in its queue of sent messages while
    this thread answers what is sent to its own windows (procwindows' rule)."""
    ddemsg.observe(vm, False, hwnd, msg, wparam, lparam)
    if vm.wm.get(hwnd) is not None:
        return (yield from vm.wm.send(hwnd, msg, wparam, lparam))
    other, win = window_anywhere(vm, hwnd)
    if win is None:
        return 0
    rec = other.wm.queue_sent(hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)
    while not rec.done:
        yield from _answer(vm)
        if rec.done:
            break
        if other.machine.exited or other.wm.get(hwnd) is None:
            other.wm.drop_sent(rec)
            return 0
        yield PARK
    _progress(vm)
    return rec.result


def _answer(vm):
    """Generator: answer the messages other processes sent to this thread's windows;
    a message answered is progress the scheduler must see (``_progress``)."""
    before = len(vm.wm.sent_inbound)
    yield from vm.wm.answer_sent()
    if len(vm.wm.sent_inbound) != before:
        _progress(vm)


def _progress(vm):
    """DDEML did work in Python alone (it answered or dispatched a message): the
    processes that parked waiting for it must run again. The scheduler counts a
    process's guest calls as progress (kernel/children.py); this work makes none, so
    every process is marked runnable, as a child's progress marks them."""
    for p in _processes(vm):
        p.machine.parked = False


def _callback(vm, inst, xtyp, fmt, hconv, hsz1, hsz2, hdata, data1, data2):
    """Generator: call ``inst``'s DdeCallback; its answer (pointer-sized)."""
    given = data_bytes(vm, hdata) if hdata else None
    ret = yield GuestCall(inst.callback, (xtyp, fmt, hconv, hsz1, hsz2, hdata, data1, data2))
    mask = (1 << 8 * vm.ptr_size) - 1
    ret &= mask
    if not inst.flags & ddemon.APPCLASS_MONITOR:       # MF_CALLBACKS
        conv = vm.wm.dde.convs.get(hconv) if hconv else None
        data = given if given is not None else data_bytes(vm, ret) if ret else None
        ddemon.callback(vm, ret, xtyp, fmt, hconv, hsz1, hsz2, hdata, data1, data2,
                        conv.context if conv is not None else None, data)
    return CBR_BLOCK if ret == mask else ret


def _partner_conv(vm, hwnd):
    """(process, Conversation) of DDEML window ``hwnd`` in any process, or (None, None)."""
    other, win = window_anywhere(vm, hwnd)
    if win is None:
        return None, None
    conv = other.wm.dde.conv_of_window(hwnd)
    return (other, conv) if conv is not None else (None, None)


def _default(wm, win, msg, wparam, lparam):
    """DefWindowProc for the messages DDEML's windows do not handle."""
    return def_window_proc(wm, win, msg, wparam, lparam, bool(win.unicode))


# -- connecting -----------------------------------------------------------------------------
def _targets(vm):
    """Every top-level window of the session: (process, hwnd), this process's first."""
    out = [(vm, h) for h in reversed(vm.wm.zorder)]
    return out + foreign_toplevels(vm)


def connect(vm, inst, service, topic, context, skip=()):
    """Generator: WM_DDE_INITIATE from new client windows to the session's top-level
    windows, one window at a time; the client Conversations made (one each for the
    servers that answered; ``skip``: service windows already in conversation)."""
    st = vm.wm.dde
    made = []
    hwnd = 0
    g_service, g_topic = to_global(vm, service), to_global(vm, topic)
    lparam = ((g_topic & 0xFFFF) << 16) | (g_service & 0xFFFF)
    for proc, target in _targets(vm):
        if target in skip:
            continue
        if proc.wm.get(target) is None:
            continue
        if not hwnd:
            hwnd = yield from make_window(vm, CLIENT_CLASS, inst.wide)
            conv = Conversation(st.new_handle("conv"), inst, True, hwnd, service, topic)
            conv.context = context
            conv.convst = XST_INCOMPLETE
            st.convs[conv.handle] = conv
        yield from _send(vm, target, WM_DDE_INITIATE, hwnd, lparam)
        if conv.partner_hwnd:
            conv.name_hwnd = target
            conv.status |= ST_CONNECTED
            conv.convst = XST_CONNECTED
            other, pconv = _partner_conv(vm, conv.partner_hwnd)
            if pconv is not None:
                conv.partner_conv = pconv.handle
                if other is vm:
                    conv.status |= ST_ISLOCAL
                    if pconv.inst is inst:
                        conv.status |= ST_ISSELF
            made.append(conv)
            hwnd = 0
            if not skip:      # DdeConnect: the first server
                break
    if hwnd:
        del st.convs[conv.handle]
        yield from _destroy_window(vm, hwnd)
    _drop_global(vm, g_service, g_topic)
    return made


def _ack_initiate(vm, conv, wparam, lparam):
    """A WM_DDE_ACK answering the client's WM_DDE_INITIATE: the first makes the
    conversation; another server's is told WM_DDE_TERMINATE."""
    if conv.partner_hwnd:
        _post(vm, wparam, WM_DDE_TERMINATE, conv.hwnd, 0)
        return
    conv.partner_hwnd = wparam
    if vm.heap.size(lparam) == 2 * vm.ptr_size:
        # a server that packed its answer (PackDDElParam(WM_DDE_ACK, ...)): read so
        ok, lo, hi = ddemsg.unpack(vm, WM_DDE_ACK, lparam)
    else:
        lo, hi = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
    conv.service = from_global(vm, conv.inst, lo) or conv.service
    conv.topic = from_global(vm, conv.inst, hi) or conv.topic
    conv.status |= ACK_FACK


def server_proc(wm, win, msg, wparam, lparam):
    """A registered service's window: WM_DDE_INITIATE."""
    if msg != WM_DDE_INITIATE:
        return _default(wm, win, msg, wparam, lparam)
    return _initiated(wm.vm, win, wparam, lparam)


def _initiated(vm, win, client, lparam):
    st = vm.wm.dde
    inst, my_service = win.state.get("dde_server", (None, 0))
    if inst is None or inst.id not in st.instances or inst.flags & CBF_FAIL_CONNECTIONS:
        return 0
    service = from_global(vm, inst, lparam & 0xFFFF)
    topic = from_global(vm, inst, (lparam >> 16) & 0xFFFF)
    if service and service != my_service and inst.filter:
        return 0
    other, cconv = _partner_conv(vm, client)
    same = 1 if cconv is not None and cconv.inst is inst else 0
    if same and inst.flags & CBF_FAIL_SELFCONNECTIONS:
        return 0
    ctx = 0
    if cconv is not None and cconv.context:
        ctx = vm.heap.alloc(len(cconv.context))
        vm.mem.write(ctx, cconv.context)
    try:
        if service and topic:
            pairs = []
            ok = yield from _callback(vm, inst, XTYP_CONNECT, 0, 0, topic, service, 0, ctx, same)
            if ok:
                pairs = [(service, topic)]
        else:
            pairs = yield from _wildconnect(vm, inst, service or 0, topic, ctx, same,
                                            my_service)
        for svc, top in pairs:
            yield from _accept(vm, inst, client, svc, top, cconv, same)
    finally:
        if ctx:
            vm.heap.free(ctx)
    return 0


def _wildconnect(vm, inst, service, topic, ctx, same, my_service):
    """Generator: XTYP_WILDCONNECT; the (service, topic) pairs of its HSZPAIR array."""
    hd = yield from _callback(vm, inst, XTYP_WILDCONNECT, 0, 0, topic, service, 0, ctx, same)
    raw = data_bytes(vm, hd) if hd else None
    if raw is None:
        return []
    ptr = vm.ptr_size
    pairs = []
    for off in range(0, len(raw) - 2 * ptr + 1, 2 * ptr):
        svc = int.from_bytes(raw[off:off + ptr], "little")
        top = int.from_bytes(raw[off + ptr:off + 2 * ptr], "little")
        if not svc and not top:
            break
        pairs.append((svc & 0xFFFF, top & 0xFFFF))
    d = vm.wm.dde.data.get(hd)
    if d is not None and not d.flags & HDATA_APPOWNED:
        _free_data(vm, hd)
    return pairs


def _accept(vm, inst, client, service, topic, cconv, same):
    """Generator: the server side of a new conversation: its window answers the client
    WM_DDE_ACK(service, topic), then XTYP_CONNECT_CONFIRM."""
    st = vm.wm.dde
    hwnd = yield from make_window(vm, CONV_CLASS, inst.wide)
    conv = Conversation(st.new_handle("conv"), inst, False, hwnd, service, topic)
    conv.partner_hwnd = client
    conv.status |= ST_CONNECTED | (ST_BLOCKED if inst.blocked else 0)
    conv.convst = XST_CONNECTED
    if cconv is not None:
        conv.partner_conv = cconv.handle
        other, _ = _partner_conv(vm, client)
        if other is vm:
            conv.status |= ST_ISLOCAL | (ST_ISSELF if same else 0)
    st.convs[conv.handle] = conv
    ddemon.conversation(vm, 1, service, topic, conv.partner_conv, conv.handle)
    g_service, g_topic = to_global(vm, service), to_global(vm, topic)
    yield from _send(vm, client, WM_DDE_ACK, hwnd, ((g_topic & 0xFFFF) << 16) | g_service)
    if not inst.flags & CBF_SKIP_CONNECT_CONFIRMS:
        yield from _callback(vm, inst, XTYP_CONNECT_CONFIRM, 0, conv.handle, topic, service,
                             0, 0, same)


# -- the server side of a conversation -------------------------------------------------------
_TRANSACTIONS = (WM_DDE_REQUEST, WM_DDE_POKE, WM_DDE_EXECUTE, WM_DDE_ADVISE, WM_DDE_UNADVISE)


def conv_proc(wm, win, msg, wparam, lparam):
    """A server's conversation window: the client's transactions and its end."""
    if not WM_DDE_FIRST <= msg <= WM_DDE_LAST:
        return _default(wm, win, msg, wparam, lparam)
    return _server_message(wm.vm, win.hwnd, msg, wparam, lparam)


def _server_message(vm, hwnd, msg, wparam, lparam):
    st = vm.wm.dde
    conv = st.conv_of_window(hwnd)
    if conv is None:
        return 0
    if msg == WM_DDE_TERMINATE:
        yield from _terminated(vm, conv)
        return 0
    if msg == WM_DDE_ACK:     # an answer to advise data sent with fAckReq
        ok, lo, hi = ddemsg.unpack(vm, msg, lparam)
        ddemsg.free(vm, msg, lparam)
        conv.convst = XST_ADVDATAACKRCVD
        return 0
    if msg not in _TRANSACTIONS or wparam != conv.partner_hwnd:
        return 0            # (a transaction must name its client's window)
    if conv.status & ST_BLOCKED:
        conv.blocked_msgs.append((msg, wparam, lparam))
        return 0
    done = yield from _serve(vm, conv, msg, lparam)
    if not done:               # CBR_BLOCK: held until DdeEnableCallback
        conv.status |= ST_BLOCKED
        conv.blocked_msgs.appendleft((msg, wparam, lparam))
    elif conv.status & ST_BLOCKNEXT:
        conv.status = (conv.status & ~ST_BLOCKNEXT) | ST_BLOCKED
    return 0


def _ack(vm, conv, status, hi):
    _post(vm, conv.partner_hwnd, WM_DDE_ACK, conv.hwnd,
          ddemsg.pack(vm, WM_DDE_ACK, status & 0xFFFF, hi))


def _serve(vm, conv, msg, lparam):
    """Generator: one transaction of the client, answered; False when the callback
    answered CBR_BLOCK (nothing consumed)."""
    inst = conv.inst
    if msg == WM_DDE_REQUEST:
        fmt, g_item = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
        item = from_global(vm, inst, g_item)
        hd = 0
        if not inst.flags & CBF_FAIL_REQUESTS:
            hd = yield from _callback(vm, inst, XTYP_REQUEST, fmt, conv.handle, conv.topic,
                                      item, 0, 0, 0)
            if hd == CBR_BLOCK:
                return False
        conv.last_item, conv.last_fmt, conv.last_type = item, fmt, XTYP_REQUEST
        d = vm.wm.dde.data.get(hd) if hd else None
        if d is None:
            _ack(vm, conv, 0, g_item)
            return True
        block = _data_block(vm, DATA_FRESPONSE | DATA_FRELEASE, d.fmt or fmt, d.data)
        if not d.flags & HDATA_APPOWNED:
            _free_data(vm, hd)
        _post(vm, conv.partner_hwnd, WM_DDE_DATA, conv.hwnd,
              ddemsg.pack(vm, WM_DDE_DATA, block, g_item))
        return True
    if msg in (WM_DDE_POKE, WM_DDE_ADVISE):
        ok, block, g_item = ddemsg.unpack(vm, msg, lparam)
        item = from_global(vm, inst, g_item)
        raw = ddemsg.block_bytes(vm, block) if ok and block else None
        if raw is None or len(raw) < 4:
            ddemsg.free(vm, msg, lparam)
            _ack(vm, conv, 0, g_item)
            return True
        flags = int.from_bytes(raw[0:2], "little")
        fmt = int.from_bytes(raw[2:4], "little")
        if msg == WM_DDE_POKE:
            status = 0
            if not inst.flags & CBF_FAIL_POKES:
                hd = _new_data(vm, inst, raw[4:], item, fmt)
                try:
                    status = yield from _callback(vm, inst, XTYP_POKE, fmt, conv.handle,
                                                  conv.topic, item, hd, 0, 0)
                finally:
                    _free_data(vm, hd)
                if status == CBR_BLOCK:
                    return False
            conv.last_item, conv.last_fmt, conv.last_type = item, fmt, XTYP_POKE
            ddemsg.free(vm, msg, lparam)
            if status & ACK_FACK and flags & DATA_FRELEASE:
                ddemsg.free_block(vm, block)
            _ack(vm, conv, status & (ACK_FACK | ACK_FBUSY | 0xFF), g_item)
            return True
        ok = 0
        if not inst.flags & CBF_FAIL_ADVISES:
            ok = yield from _callback(vm, inst, XTYP_ADVSTART, fmt, conv.handle, conv.topic,
                                      item, 0, 0, 0)
            if ok == CBR_BLOCK:
                return False
        ddemsg.free(vm, msg, lparam)
        if ok:
            ddemsg.free_block(vm, block)
            lflags = (XTYPF_NODATA if flags & ADVISE_FDEFERUPD else 0) | \
                (XTYPF_ACKREQ if flags & ADVISE_FACKREQ else 0)
            conv.links = [ln for ln in conv.links if (ln.item, ln.fmt) != (item, fmt)]
            conv.links.append(Link(item, fmt, lflags))
            conv.status |= ST_ADVISE
            ddemon.link(vm, 1, 1 if lflags & XTYPF_NODATA else 0, conv.service, conv.topic,
                        item, fmt, 1, conv.handle, conv.partner_conv)
        _ack(vm, conv, ACK_FACK if ok else 0, g_item)
        return True
    if msg == WM_DDE_UNADVISE:
        fmt, g_item = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
        item = from_global(vm, inst, g_item)
        gone = [ln for ln in conv.links if not item or (ln.item == item and
                                                          (not fmt or ln.fmt == fmt))]
        for ln in gone:
            yield from _callback(vm, inst, XTYP_ADVSTOP, ln.fmt, conv.handle, conv.topic,
                                 ln.item, 0, 0, 0)
            conv.links.remove(ln)
            ddemon.link(vm, 0, 1 if ln.flags & XTYPF_NODATA else 0, conv.service,
                        conv.topic, ln.item, ln.fmt, 1, conv.handle, conv.partner_conv)
        if not conv.links:
            conv.status &= ~ST_ADVISE
        _ack(vm, conv, ACK_FACK if gone else 0, g_item)
        return True
    # WM_DDE_EXECUTE: lParam is the command's block
    raw = ddemsg.block_bytes(vm, lparam)
    if raw is None:
        return True         # no command block: nothing to run or acknowledge (Windows)
    status = 0
    if not inst.flags & CBF_FAIL_EXECUTES:
        command = _execute_for(vm, conv, raw)
        hd = _new_data(vm, inst, command, 0, 0)
        try:
            status = yield from _callback(vm, inst, XTYP_EXECUTE, 0, conv.handle, conv.topic,
                                          0, hd, 0, 0)
        finally:
            _free_data(vm, hd)
        if status == CBR_BLOCK:
            return False
    conv.last_type = XTYP_EXECUTE
    _ack(vm, conv, status & (ACK_FACK | ACK_FBUSY | 0xFF), lparam)
    return True


def _execute_for(vm, conv, raw):
    """The command of an execute as the server's instance gets it. The bytes do not say
    their character set, so the server guesses: they look like UTF-16 when their
    length is even and the first character's high byte is 0 (Windows' results in
    dde.c: "abc\u9152" stays Unicode, "\u2018\u2019..." and Chinese text are taken
    for ANSI and widened again; Wine 8's test of every character fails the first). A
    Unicode server widens what does not look like UTF-16 (and takes UTF-16 from an ANSI
    client window through the ANSI code page), an ANSI server talking to an ANSI client
    window narrows what does; else the bytes pass as they are. (The client
    already converted to the set both windows share.)"""
    other, win = window_anywhere(vm, conv.partner_hwnd)
    client_wide = bool(getattr(win, "unicode", False)) if win is not None else conv.inst.wide
    looks_wide = len(raw) >= 2 and len(raw) % 2 == 0 and raw[1] == 0
    if conv.inst.wide and not looks_wide:
        return _convert(raw, False, True)
    if conv.inst.wide and not client_wide:
        # UTF-16 from an ANSI client window: Windows passes it through the ANSI code
        # page and back (dde.c: "abc\u9152" arrives as "abc?")
        return _convert(_convert(raw, True, False), False, True)
    if not conv.inst.wide and not client_wide and looks_wide:
        return _convert(raw, True, False)
    return bytes(raw)


def _convert(raw, from_wide, to_wide):
    if from_wide == to_wide:
        return bytes(raw)
    if from_wide:
        text = bytes(raw).decode("utf-16-le", "replace").split("\0", 1)[0]
        return text.encode("cp1252", "replace") + b"\0"
    text = bytes(raw).split(b"\0", 1)[0].decode("cp1252", "replace")
    return text.encode("utf-16-le") + b"\0\0"


def _data_block(vm, flags, fmt, data):
    """A DDEDATA / DDEPOKE / DDEADVISE block: the flags word, the format, the bytes."""
    return ddemsg.alloc_block(vm, (flags & 0xFFFF).to_bytes(2, "little")
                              + (fmt & 0xFFFF).to_bytes(2, "little") + bytes(data))


def post_advise(vm, inst, topic, item):
    """Generator: DdePostAdvise — each advise loop of ``inst``'s server conversations on
    the topic and item asks XTYP_ADVREQ and posts WM_DDE_DATA to its client."""
    st = vm.wm.dde
    loops = [(conv, ln) for conv in list(st.convs.values())
             if conv.inst is inst and not conv.is_client and conv.status & ST_CONNECTED
             and (not topic or conv.topic == topic)
             for ln in conv.links if not item or ln.item == item]
    left = len(loops)
    for conv, ln in loops:
        left -= 1
        hd = yield from _callback(vm, inst, XTYP_ADVREQ, ln.fmt, conv.handle, conv.topic,
                                  ln.item, 0, left, 0)
        d = st.data.get(hd) if hd and hd != CBR_BLOCK else None
        if d is None and not ln.flags & XTYPF_NODATA:
            continue
        flags = DATA_FACKREQ if ln.flags & XTYPF_ACKREQ else 0
        payload = b"" if ln.flags & XTYPF_NODATA or d is None else d.data
        if not ln.flags & XTYPF_ACKREQ:
            flags |= DATA_FRELEASE
        block = _data_block(vm, flags, ln.fmt, payload)
        if d is not None and not d.flags & HDATA_APPOWNED:
            _free_data(vm, hd)
        conv.convst = XST_ADVDATASENT
        _post(vm, conv.partner_hwnd, WM_DDE_DATA, conv.hwnd,
              ddemsg.pack(vm, WM_DDE_DATA, block, to_global(vm, ln.item)))
    return 1


# -- the client side -------------------------------------------------------------------------
def client_proc(wm, win, msg, wparam, lparam):
    """A client's conversation window: WM_DDE_ACK, WM_DDE_DATA, WM_DDE_TERMINATE."""
    if not WM_DDE_FIRST <= msg <= WM_DDE_LAST:
        return _default(wm, win, msg, wparam, lparam)
    return _client_message(wm.vm, win.hwnd, msg, wparam, lparam)


def _client_message(vm, hwnd, msg, wparam, lparam):
    conv = vm.wm.dde.conv_of_window(hwnd)
    if conv is None:
        return 0
    if msg == WM_DDE_ACK and conv.convst == XST_INCOMPLETE:
        _ack_initiate(vm, conv, wparam, lparam)
        return 0
    if wparam != conv.partner_hwnd:
        return 0
    if msg == WM_DDE_TERMINATE:
        yield from _terminated(vm, conv)
        return 0
    if msg == WM_DDE_DATA:
        yield from _client_data(vm, conv, lparam)
        return 0
    if msg == WM_DDE_ACK:
        ok, lo, hi = ddemsg.unpack(vm, msg, lparam)
        ddemsg.free(vm, msg, lparam)
        x = conv.pending.popleft() if conv.pending else None
        if x is None:
            return 0
        x.status = lo & 0xFFFF
        fack = bool(lo & ACK_FACK)
        if x.xtyp == XTYP_EXECUTE:
            ddemsg.free_block(vm, hi)        # the client's command block comes back
            conv.convst = XST_EXECACKRCVD
        elif x.xtyp == XTYP_POKE:
            conv.convst = XST_POKEACKRCVD
            if x.poke_block and not fack:
                ddemsg.free_block(vm, x.poke_block)
        elif x.xtyp == XTYP_ADVSTART:
            conv.convst = XST_ADVACKRCVD
            if fack:
                conv.links = [ln for ln in conv.links if (ln.item, ln.fmt) != (x.item, x.fmt)]
                conv.links.append(Link(x.item, x.fmt, x.link_flags))
                conv.status |= ST_ADVISE
            elif x.poke_block:
                ddemsg.free_block(vm, x.poke_block)
        elif x.xtyp == XTYP_ADVSTOP:
            conv.convst = XST_UNADVACKRCVD
            conv.links = [ln for ln in conv.links if x.item and not (
                ln.item == x.item and (not x.fmt or ln.fmt == x.fmt))]
            if not conv.links:
                conv.status &= ~ST_ADVISE
        if x.xtyp == XTYP_REQUEST:     # a request refused
            x.result, x.error = 0, DMLERR_NOTPROCESSED
        else:
            x.result = 1 if fack else 0
            x.error = DMLERR_NO_ERROR if fack else DMLERR_NOTPROCESSED
        yield from _complete(vm, conv, x)
        return 0
    return 0


def _client_data(vm, conv, lparam):
    """WM_DDE_DATA into a client: a request's answer or an advise loop's data."""
    ok, block, g_item = ddemsg.unpack(vm, WM_DDE_DATA, lparam)
    ddemsg.free(vm, WM_DDE_DATA, lparam)
    item = from_global(vm, conv.inst, g_item)
    raw = ddemsg.block_bytes(vm, block) if ok and block else None
    if raw is None or len(raw) < 4:
        return
    flags = int.from_bytes(raw[0:2], "little")
    fmt = int.from_bytes(raw[2:4], "little")
    inst = conv.inst
    x = conv.pending[0] if conv.pending else None
    if flags & DATA_FRESPONSE and x is not None and x.xtyp == XTYP_REQUEST:
        conv.pending.popleft()
        conv.convst = XST_DATARCVD
        x.result = _new_data(vm, inst, raw[4:], item, fmt)
        x.status = 0
        if flags & DATA_FACKREQ:
            # Windows' DDEML takes the data but neither acknowledges an answer that
            # asks for one nor frees its block, and reports DMLERR_MEMORY_ERROR (dde.c's
            # raw server sees no WM_DDE_ACK; Wine 8 reports no error)
            x.error = DMLERR_MEMORY_ERROR
        else:
            ddemsg.free_block(vm, block)
        _drop_global(vm, g_item)
        yield from _complete(vm, conv, x)
        return
    # advise data
    status = 0
    link = next((ln for ln in conv.links if ln.item == item and ln.fmt == fmt), None)
    if link is not None or flags & DATA_FRESPONSE == 0:
        hd = _new_data(vm, inst, raw[4:], item, fmt) if len(raw) > 4 else 0
        try:
            status = yield from _callback(vm, inst, XTYP_ADVDATA, fmt, conv.handle, conv.topic,
                                          item, hd, 0, 0)
        finally:
            if hd:
                _free_data(vm, hd)
    if flags & DATA_FACKREQ:
        _ack(vm, conv, status & (ACK_FACK | ACK_FBUSY | 0xFF), g_item)
    else:
        _drop_global(vm, g_item)
    if flags & DATA_FRELEASE:
        ddemsg.free_block(vm, block)


def _complete(vm, conv, x):
    """Generator: a transaction answered: an asynchronous one's XTYP_XACT_COMPLETE."""
    x.done = True
    if x.asynchronous:
        inst = conv.inst
        hd = x.result if x.xtyp == XTYP_REQUEST else 0
        yield from _callback(vm, inst, XTYP_XACT_COMPLETE, x.fmt, conv.handle, conv.topic,
                             x.item, hd or x.result, x.id, x.status)
        if hd:
            _free_data(vm, hd)


_SENT = {XTYP_REQUEST: (XST_REQSENT, DMLERR_DATAACKTIMEOUT),
         XTYP_POKE: (XST_POKESENT, DMLERR_POKEACKTIMEOUT),
         XTYP_EXECUTE: (XST_EXECSENT, DMLERR_EXECACKTIMEOUT),
         XTYP_ADVSTART: (XST_ADVSENT, DMLERR_ADVACKTIMEOUT),
         XTYP_ADVSTOP: (XST_UNADVSENT, DMLERR_UNADVACKTIMEOUT)}


def transaction(vm, conv, xtyp, fmt, item, payload, timeout, asynchronous):
    """Generator: send one transaction of a connected client conversation; the
    Transaction (answered unless asynchronous or timed out: ``done``)."""
    st = vm.wm.dde
    base = xtyp & ~0xF if xtyp & 0xF000 == 0x1000 else xtyp
    x = Transaction(st.new_handle("xact"), base, fmt, item)
    x.asynchronous = asynchronous
    local_item, item = item, to_global(vm, item)
    if base == XTYP_REQUEST:
        msg, lparam = WM_DDE_REQUEST, ddemsg.pack(vm, WM_DDE_REQUEST, fmt, item)
    elif base == XTYP_ADVSTOP:
        msg, lparam = WM_DDE_UNADVISE, ddemsg.pack(vm, WM_DDE_UNADVISE, fmt, item)
    elif base == XTYP_POKE:
        x.poke_block = _data_block(vm, DATA_FRELEASE, fmt, payload)
        msg, lparam = WM_DDE_POKE, ddemsg.pack(vm, WM_DDE_POKE, x.poke_block, item)
    elif base == XTYP_ADVSTART:
        x.link_flags = xtyp & (XTYPF_NODATA | XTYPF_ACKREQ)
        flags = (ADVISE_FDEFERUPD if xtyp & XTYPF_NODATA else 0) | \
            (ADVISE_FACKREQ if xtyp & XTYPF_ACKREQ else 0)
        x.poke_block = _data_block(vm, flags, fmt, b"")
        msg, lparam = WM_DDE_ADVISE, ddemsg.pack(vm, WM_DDE_ADVISE, x.poke_block, item)
    else:
        other, win = window_anywhere(vm, conv.partner_hwnd)
        server_wide = bool(getattr(win, "unicode", False)) if win is not None else conv.inst.wide
        mine = vm.wm.get(conv.hwnd)
        # the command travels in Unicode only between two Unicode windows
        wire = server_wide and bool(mine is not None and mine.unicode)
        payload = _convert(payload, conv.inst.wide, wire)
        msg, lparam = WM_DDE_EXECUTE, ddemsg.alloc_block(vm, payload)
    x.item = local_item
    conv.pending.append(x)
    conv.convst = _SENT[base][0]
    conv.last_item, conv.last_fmt, conv.last_type = local_item, fmt, base
    if not _post(vm, conv.partner_hwnd, msg, conv.hwnd, lparam):
        conv.pending.remove(x)
        x.done, x.error = True, DMLERR_NOTPROCESSED
        return x
    if asynchronous:
        return x
    yield from _wait(vm, conv, x, timeout)
    if not x.done:
        if x in conv.pending:
            conv.pending.remove(x)
        x.error = _SENT[base][1]
    return x


def _wait(vm, conv, x, timeout):
    """Generator: a synchronous transaction's modal loop: DDE messages only, its
    conversation's answers handled, the others dispatched, up to ``timeout`` ms."""
    wm = vm.wm
    deadline = vm.clock.now_ms() + timeout
    vm.sleep_deadline = deadline
    try:
        while not x.done:
            m = yield from wm.next_message(0, WM_DDE_FIRST, WM_DDE_LAST, True)
            if m is not None:
                _progress(vm)
                yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time, True)
                continue
            if x.done or vm.clock.now_ms() >= deadline or conv.handle not in wm.dde.convs:
                break
            yield PARK
    finally:
        vm.sleep_deadline = None


# -- ending ------------------------------------------------------------------------------------
def _terminated(vm, conv):
    """Generator: the partner posted WM_DDE_TERMINATE: XTYP_DISCONNECT, our own
    WM_DDE_TERMINATE back (unless we started the end), the window goes."""
    inst = conv.inst
    if conv.status & ST_CONNECTED:
        conv.status = (conv.status & ~ST_CONNECTED) | ST_TERMINATED
        _post(vm, conv.partner_hwnd, WM_DDE_TERMINATE, conv.hwnd, 0)
        if not inst.flags & CBF_SKIP_DISCONNECTS:
            yield from _callback(vm, inst, XTYP_DISCONNECT, 0, conv.handle, 0, 0, 0, 0,
                                 1 if conv.status & ST_ISSELF else 0)
    conv.status |= ST_TERMINATED
    for x in conv.pending:
        x.done, x.error, x.result = True, DMLERR_NOTPROCESSED, 0
    conv.pending.clear()
    if not conv.is_client:
        yield from destroy_conv(vm, conv)
    # a client's conversation stays, terminated, until DdeDisconnect: DdeReconnect and
    # DdeQueryConvInfo still take its handle


def disconnect(vm, conv):
    """Generator: DdeDisconnect — WM_DDE_TERMINATE to the partner; the partner's own
    WM_DDE_TERMINATE is awaited briefly (dispatching DDE messages), then the
    conversation goes."""
    if conv.status & ST_CONNECTED:
        conv.status = (conv.status & ~ST_CONNECTED) | ST_TERMINATED
        _post(vm, conv.partner_hwnd, WM_DDE_TERMINATE, conv.hwnd, 0)
        x = Transaction(0, 0, 0, 0)
        conv.pending.clear()
        conv.waiting_terminate = x
        yield from _wait_terminate(vm, conv, x)
    yield from destroy_conv(vm, conv)


def _wait_terminate(vm, conv, x):
    wm = vm.wm
    deadline = vm.clock.now_ms() + 1000
    vm.sleep_deadline = deadline
    try:
        while True:
            m = yield from wm.next_message(0, WM_DDE_FIRST, WM_DDE_LAST, True)
            if m is not None:
                _progress(vm)
                if m.hwnd == conv.hwnd and m.msg == WM_DDE_TERMINATE:
                    return
                yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time, True)
                continue
            if vm.clock.now_ms() >= deadline or vm.wm.get(conv.partner_hwnd) is None \
                    and window_anywhere(vm, conv.partner_hwnd)[1] is None:
                return
            yield PARK
    finally:
        vm.sleep_deadline = None


def destroy_conv(vm, conv):
    """Generator: forget a conversation and destroy its window."""
    st = vm.wm.dde
    if st.convs.pop(conv.handle, None) is not None and not conv.is_client:
        ddemon.conversation(vm, 0, conv.service, conv.topic, conv.partner_conv, conv.handle)
    yield from _destroy_window(vm, conv.hwnd)


# -- blocking ----------------------------------------------------------------------------------
def enable(vm, conv, cmd):
    """DdeEnableCallback for one conversation: EC_ENABLEALL / EC_ENABLEONE take the held
    transactions again (posted back to the window, in order), EC_DISABLE holds the next
    ones; EC_QUERYWAITING: whether any is held."""
    if cmd == EC_QUERYWAITING:
        return 1 if conv.blocked_msgs else 0
    if cmd == EC_DISABLE:
        conv.status |= ST_BLOCKED
        return 1
    conv.status &= ~(ST_BLOCKED | ST_BLOCKNEXT)
    if cmd == EC_ENABLEONE:
        conv.status |= ST_BLOCKNEXT
    held = list(conv.blocked_msgs)
    conv.blocked_msgs.clear()
    for msg, wparam, lparam in held:
        vm.wm.post(conv.hwnd, msg, wparam, lparam)
    return 1


# -- register notices ----------------------------------------------------------------------------
def event_proc(wm, win, msg, wparam, lparam):
    """An instance's window: XTYP_REGISTER / XTYP_UNREGISTER from another instance."""
    if msg not in (WM_DDEML_REGISTER, WM_DDEML_UNREGISTER):
        return _default(wm, win, msg, wparam, lparam)
    return _event(wm.vm, win, msg, wparam, lparam)


def _event(vm, win, msg, service, instance_name):
    inst = win.state.get("dde_instance")
    if inst is None or inst.id not in vm.wm.dde.instances:
        return 0
    skip = CBF_SKIP_REGISTRATIONS if msg == WM_DDEML_REGISTER else CBF_SKIP_UNREGISTRATIONS
    if inst.flags & skip:
        return 0
    xtyp = XTYP_REGISTER if msg == WM_DDEML_REGISTER else XTYP_UNREGISTER
    yield from _callback(vm, inst, xtyp, 0, 0, from_global(vm, inst, service),
                         from_global(vm, inst, instance_name), 0, 0, 0)
    return 0


def notify_register(vm, inst, service, register, skip=None):
    """Generator: tell every other instance of the session that ``inst`` registered (or
    unregistered) ``service``; hsz2 is the instance-specific name,
    "SERVICE(0xPROCESSID)" with the id's hexadecimal digits as wide as a pointer."""
    text = hsz_text(vm, service) or ""
    name = "%s(0x%0*X)" % (text, 2 * vm.ptr_size, vm.pid)
    table = global_atoms(vm)
    hsz2 = table.add(name)
    g_service = table.add(text)
    msg = WM_DDEML_REGISTER if register else WM_DDEML_UNREGISTER
    try:
        for proc in _processes(vm):
            for other in list(proc.wm.dde.instances.values()):
                if not other.event_hwnd or other is skip:
                    continue        # (the registering instance hears it too)
                yield from _send(vm, other.event_hwnd, msg, g_service, hsz2)
    finally:
        _drop_global(vm, hsz2, g_service)


def _processes(vm):
    """Every live process of the session, ``vm`` first."""
    procs = vm.processes
    if procs is None:
        return [vm]
    every = [procs.first] + procs.live_children()
    return [vm] + [p for p in every if p is not vm and not p.machine.exited]
