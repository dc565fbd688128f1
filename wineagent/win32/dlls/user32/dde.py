"""USER32: DDEML (DdeInitialize .. DdeUninitialize) and the raw DDE helpers
(PackDDElParam, UnpackDDElParam, FreeDDElParam, ReuseDDElParam, ImpersonateDdeClientWindow).

DDEML runs the WM_DDE_* protocol between hidden windows (``user/ddeml.py``), so its
conversations work with raw DDE windows and between the session's processes; the
objects are ``user/dde.py``'s, the lParam packing ``user/ddemsg.py``'s.

APPCLASS_MONITOR instances get the session's XTYP_MONITOR notices (``user/ddemon.py``).

The DDEML handles (HSZ, HCONV, HCONVLIST, HDDEDATA) are pointer-sized in a 64-bit
program but are small numbers here (an HSZ is a global atom), so a declaration reads
each as its low 32 bits (DWORD), as any handle is read; the instance id stays a DWORD.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.bits import s32
from ...kernel.atoms import AtomError, local_atoms
from ...user import ddemon, ddeml, ddemsg
from ...user.dde import (DMLERR_DLL_USAGE, DMLERR_INVALIDPARAMETER, DMLERR_MEMORY_ERROR,
                         DMLERR_NO_CONV_ESTABLISHED, DMLERR_NO_ERROR,
                         DMLERR_UNFOUND_QUEUE_ID, ST_CONNECTED, ST_INLIST, DdeInstance)
from ...user.ddemon import APPCLASS_MONITOR
from ...user.ddeml import (APPCMD_CLIENTONLY, EC_DISABLE,
                           EC_ENABLEALL, EC_ENABLEONE, EC_QUERYWAITING, HDATA_APPOWNED,
                           XTYP_ADVSTART, XTYP_ADVSTOP, XTYP_EXECUTE, XTYP_POKE, XTYP_REQUEST,
                           XTYPF_ACKREQ, XTYPF_NODATA, XTYPF_NOBLOCK)
from ...user.procwindows import window_anywhere
from ...user.pyproc import window_proc
from ...kernel.security import TOKEN_IMPERSONATION
from ..advapi32.security import duplicate_state


CP_WINANSI, CP_WINUNICODE = 1004, 1200
DNS_REGISTER, DNS_UNREGISTER, DNS_FILTERON, DNS_FILTEROFF = 0x1, 0x2, 0x4, 0x8
TIMEOUT_ASYNC = 0xFFFFFFFF
QID_SYNC = 0xFFFFFFFF
CONVCONTEXT_SIZE = 36     # cb, wFlags, wCountryID, iCodePage, dwLangID, dwSecurity, qos
DEFAULT_QOS = (12).to_bytes(4, "little") + (2).to_bytes(4, "little") + bytes([1, 1, 0, 0])

for _proc in (ddeml.client_proc, ddeml.server_proc, ddeml.conv_proc, ddeml.event_proc):
    window_proc(USER32, "wineagent.Dde." + _proc.__name__, _proc)


def _state(c):
    return c.vm.wm.dde


def _inst(c, inst_id):
    return _state(c).instances.get(inst_id)


def _no_instance(c):
    """A call naming no instance (or no conversation): DMLERR_INVALIDPARAMETER goes to
    every instance of the process, as Windows does (the test of DdeCreateDataHandle with
    instance 0 reads it from two instances)."""
    for inst in _state(c).instances.values():
        inst.error = DMLERR_INVALIDPARAMETER


def _classes(c):
    ddeml.register_classes(c.vm, lambda name: c.vm.proc_address(USER32, "wineagent.Dde." + name))


# -- instances ----------------------------------------------------------------------------
@api(USER32, "DdeInitialize{AW}", "LPDWORD pid, LPVOID callback, DWORD flags, DWORD reserved", widths=BOTH)
def DdeInitialize(c, pid, callback, flags, reserved):
    """A new DDEML instance (its id into ``*pid``), or, with ``*pid`` an instance's id,
    that instance's CBF_/APPCMD_ flags changed."""
    if not pid or not callback:
        return DMLERR_INVALIDPARAMETER
    st = _state(c)
    current = c.vm.mem.u32(pid)
    if current:
        inst = st.instances.get(current)
        if inst is None:
            return DMLERR_INVALIDPARAMETER
        inst.flags = flags
        return DMLERR_NO_ERROR
    _classes(c)
    inst_id = st.new_handle("inst")
    inst = DdeInstance(inst_id, callback, flags, c.wide, c.vm)
    inst.event_hwnd = yield from ddeml.make_window(c.vm, ddeml.EVENT_CLASS, c.wide)
    c.vm.wm.get(inst.event_hwnd).state["dde_instance"] = inst
    st.instances[inst_id] = inst
    c.vm.mem.w32(pid, inst_id)
    return DMLERR_NO_ERROR


@api(USER32, "DdeUninitialize", "DWORD inst_id", widths=BOTH)
def DdeUninitialize(c, inst_id):
    """End an instance: its conversations end (WM_DDE_TERMINATE), its services are
    unregistered, its data and string handles go, its windows too."""
    vm, st = c.vm, _state(c)
    inst = st.instances.get(inst_id)
    if inst is None:
        return 0
    for conv in [cv for cv in st.convs.values() if cv.inst is inst]:
        if conv.handle in st.convs:
            yield from ddeml.disconnect(vm, conv)
    for hlist in [h for h, convs in st.conv_lists.items() if not convs]:
        st.conv_lists.pop(hlist)
    for hsz in list(inst.services):
        # (an instance going away does not hear its own XTYP_UNREGISTER)
        yield from _unregister(c, inst, hsz, inst)
    for h in [h for h, d in st.data.items() if d.inst is inst]:
        _free_data(c, h)
    table = local_atoms(vm)
    for hsz, n in inst.strings.items():
        if n:
            ddemon.hsz_info(vm, ddemon.MH_CLEANUP, hsz)
        for _ in range(n):
            try:
                table.delete(hsz)
            except AtomError:
                break
    del st.instances[inst_id]
    if vm.wm.get(inst.event_hwnd) is not None:
        yield from vm.wm.destroy(inst.event_hwnd)
    return 1


@api(USER32, "DdeGetLastError", "DWORD inst_id", widths=BOTH)
def DdeGetLastError(c, inst_id):
    """The instance's last DMLERR_ code, which the call resets."""
    inst = _inst(c, inst_id)
    if inst is None:
        return DMLERR_INVALIDPARAMETER
    err, inst.error = inst.error, DMLERR_NO_ERROR
    return err


# -- string handles ------------------------------------------------------------------------
def _read_text(c, ptr, codepage):
    if codepage == CP_WINUNICODE or (codepage == 0 and c.wide):
        return c.vm.mem.wstr(ptr)
    return c.vm.mem.cstr(ptr)


@api(USER32, "DdeCreateStringHandle{AW}", "DWORD inst_id, LPVOID text, INT codepage", widths=BOTH)
def DdeCreateStringHandle(c, inst_id, text, codepage):
    """The HSZ of a string: an atom of the process's local table (case-insensitive),
    counted for the instance; DDE messages carry global atoms of the same strings."""
    inst = _inst(c, inst_id)
    if inst is None:
        _no_instance(c)
        return 0
    s = _read_text(c, text, codepage) if text else None
    if not s:
        inst.error = DMLERR_INVALIDPARAMETER
        return 0
    try:
        return ddeml.add_hsz(c.vm, inst, s)
    except AtomError:
        inst.error = DMLERR_INVALIDPARAMETER
        return 0


@api(USER32, "DdeFreeStringHandle", "DWORD inst_id, DWORD hsz", widths=BOTH)
def DdeFreeStringHandle(c, inst_id, hsz):
    """One use of an HSZ given back; FALSE for no instance or no string handle."""
    inst = _inst(c, inst_id)
    if inst is None or not hsz:
        return 0
    ddemon.hsz_info(c.vm, ddemon.MH_DELETE, hsz)
    try:
        local_atoms(c.vm).delete(hsz & 0xFFFF)
    except AtomError:
        return 0
    if inst.strings[hsz] > 0:
        inst.strings[hsz] -= 1
    return 1


@api(USER32, "DdeKeepStringHandle", "DWORD inst_id, DWORD hsz", widths=BOTH)
def DdeKeepStringHandle(c, inst_id, hsz):
    """One more use of an HSZ (a callback's, kept past its return)."""
    inst = _inst(c, inst_id)
    text = ddeml.hsz_text(c.vm, hsz)
    if inst is None or text is None:
        return 0
    ddeml.add_hsz(c.vm, inst, text)
    return 1


@api(USER32, "DdeQueryString{AW}", "DWORD inst_id, DWORD hsz, LPVOID buf, DWORD size, INT codepage", widths=BOTH)
def DdeQueryString(c, inst_id, hsz, buf, size, codepage):
    """The string of an HSZ into ``buf`` (its length without the terminator; with no
    buffer the length it needs)."""
    inst = _inst(c, inst_id)
    if inst is not None and not hsz:
        # no string handle: an empty string, and 1 (Windows' answer, which dde.c tests)
        if buf:
            c.vm.mem.write(buf, b"\0")
        return 1
    text = ddeml.hsz_text(c.vm, hsz)
    if inst is None or text is None:
        return 0
    if buf and size:
        mem = c.vm.mem
        if codepage == CP_WINUNICODE or (codepage == 0 and c.wide):
            mem.write_wstr(buf, text, size)
        else:
            mem.write_cstr(buf, text, size)
        return min(len(text), size - 1)
    return len(text)


@api(USER32, "DdeCmpStringHandles", "DWORD hsz1, DWORD hsz2", widths=BOTH)
def DdeCmpStringHandles(c, hsz1, hsz2):
    """0 when the handles are the same string (equal strings in any case share one
    handle), else -1 / 1 by the handles' values, as documented."""
    if hsz1 == hsz2:
        return 0
    return 0xFFFFFFFF if hsz1 < hsz2 else 1


# -- data handles ------------------------------------------------------------------------
@api(USER32, "DdeCreateDataHandle", "DWORD inst_id, LPVOID src, DWORD size, DWORD offset,"
                               " DWORD item, UINT fmt, UINT flags", widths=BOTH)
def DdeCreateDataHandle(c, inst_id, src, size, offset, item, fmt, flags):
    """An HDDEDATA holding ``size`` bytes from ``src + offset`` (zeros without src)."""
    inst = _inst(c, inst_id)
    if inst is None:
        _no_instance(c)
        return 0
    # The handle holds offset + size bytes, the source's bytes after the first
    # ``offset`` ones (zeros): the size Windows reports, its first byte 0.
    data = bytes(c.vm.mem.read(src, size)) if src and size else bytes(size)
    return _state(c).new_data(inst, bytes(offset) + data, item, fmt, flags)


@api(USER32, "DdeAddData", "DWORD hdata, LPVOID src, DWORD size, DWORD offset", widths=BOTH)
def DdeAddData(c, hdata, src, size, offset):
    """Bytes written into a data handle at ``offset``, growing it."""
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    end = offset + size
    if end > len(d.data):
        d.data.extend(bytes(end - len(d.data)))
    d.data[offset:end] = bytes(c.vm.mem.read(src, size)) if size else b""
    return hdata


@api(USER32, "DdeGetData", "DWORD hdata, LPVOID dst, DWORD size, DWORD offset", widths=BOTH)
def DdeGetData(c, hdata, dst, size, offset):
    """A data handle's bytes from ``offset`` into ``dst``; with no buffer its size."""
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    if offset > len(d.data):
        d.inst.error = DMLERR_INVALIDPARAMETER
        return 0
    if not dst:
        return len(d.data)
    n = min(size, len(d.data) - offset)
    c.vm.mem.write(dst, bytes(d.data[offset:offset + n]))
    return n


@api(USER32, "DdeAccessData", "DWORD hdata, LPDWORD size", widths=BOTH)
def DdeAccessData(c, hdata, size_ptr):
    """A pointer to the data handle's bytes (and their size) until DdeUnaccessData."""
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    if not d.lent:
        d.lent = c.vm.heap.alloc(max(1, len(d.data)))
        c.vm.mem.write(d.lent, bytes(d.data))
    if size_ptr:
        c.vm.mem.w32(size_ptr, len(d.data))
    return d.lent


@api(USER32, "DdeUnaccessData", "DWORD hdata", widths=BOTH)
def DdeUnaccessData(c, hdata):
    """The end of DdeAccessData; what the owner wrote through the pointer is kept."""
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    if d.lent:
        d.data[:] = bytes(c.vm.mem.read(d.lent, len(d.data)))
        c.vm.heap.free(d.lent)
        d.lent = 0
    return 1


def _free_data(c, hdata):
    d = _state(c).data.pop(hdata, None)
    if d is None:
        return False
    if d.lent:
        c.vm.heap.free(d.lent)
    return True


@api(USER32, "DdeFreeDataHandle", "DWORD hdata", widths=BOTH)
def DdeFreeDataHandle(c, hdata):
    """Free a data handle."""
    return 1 if _free_data(c, hdata) else 0


# -- conversations -----------------------------------------------------------------------
def _context(c, ptr, inst):
    """The CONVCONTEXT a client offers: the program's, or the default one (cb, the
    instance's code page: CP_WINUNICODE for a W instance, CP_WINANSI for an A one, and
    the default quality of service)."""
    if ptr:
        return bytes(c.vm.mem.read(ptr, CONVCONTEXT_SIZE))
    page = CP_WINUNICODE if inst.wide else CP_WINANSI
    return (CONVCONTEXT_SIZE.to_bytes(4, "little") + bytes(8) + page.to_bytes(4, "little")
            + bytes(8) + DEFAULT_QOS)


@api(USER32, "DdeConnect", "DWORD inst_id, DWORD service, DWORD topic, LPVOID context", widths=BOTH)
def DdeConnect(c, inst_id, service, topic, context):
    """A conversation with the first server of the session (WM_DDE_INITIATE to every
    top-level window) that accepts the service and topic (either 0: any)."""
    client = _inst(c, inst_id)
    if client is None:
        return 0
    if client.flags & APPCLASS_MONITOR:       # a monitor takes part in no conversation
        client.error = DMLERR_DLL_USAGE
        return 0
    made = yield from ddeml.connect(c.vm, client, service, topic, _context(c, context, client))
    if not made:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    client.error = DMLERR_NO_ERROR
    return made[0].handle


@api(USER32, "DdeConnectList", "DWORD inst_id, DWORD service, DWORD topic, DWORD prev,"
                          " LPVOID context", widths=BOTH)
def DdeConnectList(c, inst_id, service, topic, prev, context):
    """A conversation with every server that accepts; ``prev`` (an earlier list) keeps
    its live conversations and no server is connected twice. 0 with
    DMLERR_NO_CONV_ESTABLISHED when the list would be empty."""
    st = _state(c)
    client = st.instances.get(inst_id)
    if client is None:
        return 0
    if client.flags & APPCLASS_MONITOR:
        client.error = DMLERR_DLL_USAGE
        return 0
    kept = [h for h in st.conv_lists.pop(prev, []) if h in st.convs] if prev else []
    skip = {st.convs[h].name_hwnd for h in kept} | {0}
    made = yield from ddeml.connect(c.vm, client, service, topic, _context(c, context, client), skip)
    convs = kept + [cv.handle for cv in made]
    if not convs:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    h = st.new_handle("list")
    st.conv_lists[h] = convs
    for hc in convs:
        st.convs[hc].list_handle = h
        st.convs[hc].status |= ST_INLIST
    return h


@api(USER32, "DdeQueryNextServer", "DWORD hlist, DWORD prev", widths=BOTH)
def DdeQueryNextServer(c, hlist, prev):
    """The conversation after ``prev`` in the list (the first for 0); 0 at the end."""
    st = _state(c)
    convs = [h for h in st.conv_lists.get(hlist, []) if h in st.convs]
    if not prev:
        return convs[0] if convs else 0
    if prev in convs and convs.index(prev) + 1 < len(convs):
        return convs[convs.index(prev) + 1]
    return 0


@api(USER32, "DdeDisconnectList", "DWORD hlist", widths=BOTH)
def DdeDisconnectList(c, hlist):
    """End every conversation of a list."""
    st = _state(c)
    convs = st.conv_lists.pop(hlist, None)
    if convs is None:
        return 0
    for h in convs:
        conv = st.convs.get(h)
        if conv is not None:
            yield from ddeml.disconnect(c.vm, conv)
    return 1


@api(USER32, "DdeDisconnect", "DWORD hconv", widths=BOTH)
def DdeDisconnect(c, hconv):
    """End a conversation (WM_DDE_TERMINATE; the partner hears XTYP_DISCONNECT)."""
    conv = _state(c).convs.get(hconv)
    if conv is None:
        return 0
    yield from ddeml.disconnect(c.vm, conv)
    return 1


@api(USER32, "DdeReconnect", "DWORD hconv", widths=BOTH)
def DdeReconnect(c, hconv):
    """A client conversation whose server ended, made again with a server of its
    service and topic; its advise loops are started again. 0 when it is still
    connected or no server accepts."""
    st = _state(c)
    conv = st.convs.get(hconv)
    if conv is None or not conv.is_client or conv.status & ST_CONNECTED:
        return 0
    made = yield from ddeml.connect(c.vm, conv.inst, conv.service_req or conv.service,
                                    conv.topic, conv.context)
    if not made:
        return 0
    new = made[0]
    new.user = conv.user
    for ln in conv.links:
        yield from ddeml.transaction(c.vm, new, XTYP_ADVSTART | ln.flags, ln.fmt, ln.item,
                                     b"", 1000, False)
    st.convs.pop(hconv, None)
    if c.vm.wm.get(conv.hwnd) is not None:
        yield from c.vm.wm.destroy(conv.hwnd)
    return new.handle


def _unregister(c, inst, hsz, skip=None):
    hwnd = inst.services.pop(hsz)
    if c.vm.wm.get(hwnd) is not None:
        yield from c.vm.wm.destroy(hwnd)
    yield from ddeml.notify_register(c.vm, inst, hsz, False, skip)


@api(USER32, "DdeNameService", "DWORD inst_id, DWORD hsz1, DWORD hsz2, UINT flags", widths=BOTH)
def DdeNameService(c, inst_id, hsz1, hsz2, flags):
    """Register (a window answering WM_DDE_INITIATE for it) or unregister a service;
    DNS_FILTERON / DNS_FILTEROFF: whether initiates for other services are refused."""
    st = _state(c)
    inst = st.instances.get(inst_id)
    if inst is None:
        return 0
    if inst.flags & (APPCMD_CLIENTONLY | APPCLASS_MONITOR):
        inst.error = DMLERR_DLL_USAGE
        return 0
    if flags & DNS_FILTERON:
        inst.filter = True
    if flags & DNS_FILTEROFF:
        inst.filter = False
    if flags & DNS_REGISTER:
        if ddeml.hsz_text(c.vm, hsz1) is None:
            inst.error = DMLERR_INVALIDPARAMETER
            return 0
        if hsz1 not in inst.services:
            hwnd = yield from ddeml.make_window(c.vm, ddeml.SERVER_CLASS, inst.wide, False)
            c.vm.wm.get(hwnd).state["dde_server"] = (inst, hsz1)
            inst.services[hsz1] = hwnd
            yield from ddeml.notify_register(c.vm, inst, hsz1, True)
    elif flags & DNS_UNREGISTER:
        for hsz in [h for h in inst.services if hsz1 in (0, h)]:
            yield from _unregister(c, inst, hsz)
    return 1


# -- transactions ---------------------------------------------------------------------------
_VALID = (XTYP_REQUEST, XTYP_POKE, XTYP_EXECUTE, XTYP_ADVSTART, XTYP_ADVSTOP)


@api(USER32, "DdeClientTransaction", "LPVOID data, DWORD size, DWORD hconv, DWORD item, UINT fmt,"
                                " UINT xtyp, DWORD timeout, LPDWORD result", widths=BOTH)
def DdeClientTransaction(c, data, size, hconv, item, fmt, xtyp, timeout, result):
    """One transaction of a client conversation: XTYP_REQUEST (the data's handle),
    XTYP_POKE, XTYP_EXECUTE (TRUE when acknowledged), XTYP_ADVSTART (with XTYPF_NODATA /
    XTYPF_ACKREQ) and XTYP_ADVSTOP; ``*result`` gets the answer's DDE_F* flags. With
    TIMEOUT_ASYNC it returns TRUE at once, ``*result`` the transaction's id, and the
    answer comes as XTYP_XACT_COMPLETE."""
    vm, st = c.vm, _state(c)
    conv = st.convs.get(hconv)
    if conv is None or not conv.is_client:
        if conv is None:
            _no_instance(c)
        else:
            conv.inst.error = DMLERR_INVALIDPARAMETER
        return 0
    client = conv.inst
    base = xtyp & ~(XTYPF_NODATA | XTYPF_ACKREQ | XTYPF_NOBLOCK)
    if base not in _VALID or (xtyp != base and base != XTYP_ADVSTART):
        client.error = DMLERR_INVALIDPARAMETER
        return 0
    if not conv.status & ST_CONNECTED:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    if base in (XTYP_REQUEST, XTYP_POKE, XTYP_ADVSTART, XTYP_ADVSTOP) and not item:
        client.error = DMLERR_INVALIDPARAMETER
        return 0
    payload = b""
    if base in (XTYP_POKE, XTYP_EXECUTE):
        if size == 0xFFFFFFFF:     # ``data`` is an HDDEDATA; the transaction consumes it
            given = st.data.get(data)
            if given is None:
                client.error = DMLERR_INVALIDPARAMETER
                return 0
            payload = bytes(given.data)
            if base == XTYP_POKE and not fmt:
                fmt = given.fmt
            if not given.flags & HDATA_APPOWNED:
                _free_data(c, data)
        elif not data:
            client.error = DMLERR_INVALIDPARAMETER if base == XTYP_POKE else DMLERR_MEMORY_ERROR
            return 0
        else:
            payload = bytes(vm.mem.read(data, size)) if size else b""
    if base == XTYP_EXECUTE:
        item = 0
    asynchronous = timeout == TIMEOUT_ASYNC
    x = yield from ddeml.transaction(vm, conv, xtyp, fmt, item, payload, timeout,
                                     asynchronous)
    if asynchronous:
        if x.done and x.error:
            client.error = x.error
            return 0
        if result:
            vm.mem.w32(result, x.id)
        return 1
    if x.done and x.result:         # answered (an error may come with the data)
        client.error = x.error
        if result:
            vm.mem.w32(result, x.status)
        return x.result
    if not x.done or x.error:
        client.error = x.error
        if x.done and result and base != XTYP_REQUEST:
            vm.mem.w32(result, x.status)
        return 0
    if result:
        vm.mem.w32(result, x.status)
    return x.result


@api(USER32, "DdeAbandonTransaction", "DWORD inst_id, DWORD hconv, DWORD xid", widths=BOTH)
def DdeAbandonTransaction(c, inst_id, hconv, xid):
    """Forget asynchronous transactions (one by id; every one of a conversation with id
    0; every one of the instance with no conversation): no XTYP_XACT_COMPLETE comes."""
    st = _state(c)
    inst = st.instances.get(inst_id)
    if inst is None:
        return 0
    convs = _conversations(st, inst, hconv, clients_only=True)
    if convs is None:
        return 0
    found = False
    for conv in convs:
        for x in list(conv.pending):
            if x.asynchronous and (not xid or x.id == xid):
                x.asynchronous = False      # its answer is taken and dropped
                found = True
    if xid and not found:
        inst.error = DMLERR_UNFOUND_QUEUE_ID
        return 0
    return 1


def _conversations(st, inst, hconv, clients_only=False):
    """The conversations a call names: ``hconv`` alone (None, with
    DMLERR_INVALIDPARAMETER, when it is not one of ``inst``'s), or with ``hconv`` 0 every
    one of the instance (its client ones with ``clients_only``)."""
    if hconv:
        conv = st.convs.get(hconv)
        if conv is None or conv.inst is not inst:
            inst.error = DMLERR_INVALIDPARAMETER
            return None
        return [conv]
    return [cv for cv in st.convs.values()
            if cv.inst is inst and (cv.is_client or not clients_only)]


@api(USER32, "DdePostAdvise", "DWORD inst_id, DWORD topic, DWORD item", widths=BOTH)
def DdePostAdvise(c, inst_id, topic, item):
    """Send the current data of an item to every client with an advise loop on it
    (XTYP_ADVREQ asks the server's callback for each)."""
    inst = _inst(c, inst_id)
    if inst is None:
        return 0
    return (yield from ddeml.post_advise(c.vm, inst, topic, item))


@api(USER32, "DdeEnableCallback", "DWORD inst_id, DWORD hconv, UINT cmd", widths=BOTH)
def DdeEnableCallback(c, inst_id, hconv, cmd):
    """Hold (EC_DISABLE) or let through (EC_ENABLEONE, EC_ENABLEALL) the transactions
    of a conversation (every one of the instance with hconv 0); EC_QUERYWAITING: TRUE
    when transactions are held."""
    st = _state(c)
    inst = st.instances.get(inst_id)
    if inst is None or cmd not in (EC_ENABLEALL, EC_ENABLEONE, EC_DISABLE, EC_QUERYWAITING):
        if inst is not None:
            inst.error = DMLERR_INVALIDPARAMETER
        return 0
    convs = _conversations(st, inst, hconv)
    if convs is None:
        return 0
    if not hconv and cmd != EC_QUERYWAITING:
        inst.blocked = cmd == EC_DISABLE
    answers = [ddeml.enable(c.vm, conv, cmd) for conv in convs]
    if cmd == EC_QUERYWAITING:
        return 1 if any(answers) else 0
    return 1


@api(USER32, "DdeSetUserHandle", "DWORD hconv, DWORD xid, DWORD_PTR user", widths=BOTH)
def DdeSetUserHandle(c, hconv, xid, user):
    """An application value kept with a conversation (QID_SYNC) or with one of its
    asynchronous transactions; DdeQueryConvInfo's hUser gives it back."""
    conv = _state(c).convs.get(hconv)
    if conv is None:
        return 0
    if xid == QID_SYNC:
        conv.user = user
        return 1
    for x in conv.pending:
        if x.id == xid:
            x.user = user
            return 1
    conv.inst.error = DMLERR_UNFOUND_QUEUE_ID
    return 0


@api(USER32, "DdeQueryConvInfo", "DWORD hconv, DWORD xid, LPVOID info", widths=BOTH)
def DdeQueryConvInfo(c, hconv, xid, info):
    """A conversation's CONVINFO (its cb says how much to fill): the user value, the
    partner, service, topic, the last transaction's item, format and type, the status
    and state, the context, the two windows. The bytes written, 0 on error."""
    vm = c.vm
    conv = _state(c).convs.get(hconv)
    if conv is None or not info:
        if conv is None:
            _no_instance(c)
        return 0
    x = None
    if xid != QID_SYNC:
        x = next((t for t in conv.pending if t.id == xid), None)
        if x is None:
            conv.inst.error = DMLERR_UNFOUND_QUEUE_ID
            return 0
    ptr = c.ptr_size
    cb = vm.mem.u32(info)
    full = 96 if ptr == 4 else 144      # sizeof(CONVINFO) (mingw's headers agree)
    if cb < full:
        conv.inst.error = DMLERR_INVALIDPARAMETER
        return 0
    buf = bytearray(full)

    def put(off, value, n):
        buf[off:off + n] = (value & ((1 << 8 * n) - 1)).to_bytes(n, "little")
    item, fmt, xtyp = ((x.item, x.fmt, x.xtyp) if x is not None else
                       (conv.last_item, conv.last_fmt, conv.last_type))
    put(0, full, 4)
    o = ptr
    put(o, x.user if x is not None else conv.user, ptr)
    put(o + ptr, conv.partner_conv, ptr)
    put(o + 2 * ptr, conv.service, ptr)
    put(o + 3 * ptr, conv.service_req, ptr)
    put(o + 4 * ptr, conv.topic, ptr)
    put(o + 5 * ptr, item, ptr)
    o += 6 * ptr
    for value in (fmt, xtyp, conv.status, conv.convst, conv.last_error):
        put(o, value, 4)
        o += 4
    o = (o + ptr - 1) & ~(ptr - 1)
    put(o, conv.list_handle, ptr)
    o += ptr
    ctx = conv.context or CONVCONTEXT_SIZE.to_bytes(4, "little") + bytes(32)
    buf[o:o + CONVCONTEXT_SIZE] = ctx[:CONVCONTEXT_SIZE]
    o = (o + CONVCONTEXT_SIZE + ptr - 1) & ~(ptr - 1)
    put(o, conv.hwnd, ptr)
    put(o + ptr, conv.partner_hwnd, ptr)
    vm.mem.write(info, bytes(buf))
    return full


@api(USER32, "DdeImpersonateClient", "DWORD hconv", widths=BOTH)
def DdeImpersonateClient(c, hconv):
    """The calling thread impersonates the client of a server conversation (its
    process's user, at the client window's quality of service) until RevertToSelf."""
    conv = _state(c).convs.get(hconv)
    if conv is None or conv.is_client:
        return 0
    return _impersonate(c, conv.partner_hwnd)


def _impersonate(c, client_hwnd):
    owner, win = window_anywhere(c.vm, client_hwnd)
    if win is None:
        return 0
    qos = owner.wm.dde.qos.get(client_hwnd, DEFAULT_QOS)
    level = int.from_bytes(qos[4:8], "little")
    c.vm.threads.current.impersonating = duplicate_state(
        c.vm, owner.kernel.process_token, TOKEN_IMPERSONATION, level)
    return 1


@api(USER32, "ImpersonateDdeClientWindow", "HWND client, HWND server", widths=BOTH)
def ImpersonateDdeClientWindow(c, client, server):
    """The raw DDE form of DdeImpersonateClient: the server window's thread
    impersonates the client window's process."""
    if window_anywhere(c.vm, server)[1] is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _impersonate(c, client)


@api(USER32, "DdeSetQualityOfService", "HWND client, LPVOID qos_new, LPVOID qos_prev", widths=BOTH)
def DdeSetQualityOfService(c, client, qos_new, qos_prev):
    """The SECURITY_QUALITY_OF_SERVICE a DDE client window offers its servers
    (DdeImpersonateClient's level); the previous one into ``qos_prev``."""
    if c.vm.wm.get(client) is None or not qos_new:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    table = _state(c).qos
    if qos_prev:
        c.vm.mem.write(qos_prev, table.get(client, DEFAULT_QOS))
    table[client] = bytes(c.vm.mem.read(qos_new, 12))
    return 1


# -- the raw protocol's helpers ---------------------------------------------------------------
def _mask(c, v):
    return v & ((1 << 8 * c.ptr_size) - 1)


@api(USER32, "PackDDElParam", "UINT msg, UINT_PTR lo, UINT_PTR hi", widths=BOTH)
def PackDDElParam(c, msg, lo, hi):
    """A DDE message's lParam: a global block holding both values for WM_DDE_ACK,
    ADVISE, DATA and POKE; MAKELPARAM(lo, hi) for the others."""
    v = ddemsg.pack(c.vm, msg, _mask(c, lo), _mask(c, hi))
    # MAKELPARAM's value reads as a signed 32-bit number (0xbeefcafe is negative)
    return v if msg in ddemsg.PACKED or msg == ddemsg.WM_DDE_EXECUTE else _mask(c, s32(v))


@api(USER32, "UnpackDDElParam", "UINT msg, LPARAM lparam, LPVOID lo, LPVOID hi", widths=BOTH)
def UnpackDDElParam(c, msg, lparam, lo, hi):
    """The two values of a DDE message's lParam; FALSE (zeros) for a packed message
    whose lParam is no block."""
    ok, a, b = ddemsg.unpack(c.vm, msg, _mask(c, lparam))
    if lo:
        c.vm.mem.wptr(lo, a)
    if hi:
        c.vm.mem.wptr(hi, b)
    return 1 if ok else 0


@api(USER32, "FreeDDElParam", "UINT msg, LPARAM lparam", widths=BOTH)
def FreeDDElParam(c, msg, lparam):
    """Free a packed lParam's block (nothing to free for the other messages)."""
    return 1 if ddemsg.free(c.vm, msg, _mask(c, lparam)) else 0


@api(USER32, "ReuseDDElParam", "LPARAM lparam, UINT msg_in, UINT msg_out, UINT_PTR lo, UINT_PTR hi", widths=BOTH)
def ReuseDDElParam(c, lparam, msg_in, msg_out, lo, hi):
    """An lParam of ``msg_in`` made ``msg_out``'s with new values, its block reused."""
    v = ddemsg.reuse(c.vm, _mask(c, lparam), msg_in, msg_out, _mask(c, lo), _mask(c, hi))
    return v if msg_out in ddemsg.PACKED or msg_out == ddemsg.WM_DDE_EXECUTE else \
        _mask(c, s32(v))
