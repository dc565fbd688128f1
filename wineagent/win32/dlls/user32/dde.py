"""USER32: the DDEML functions (DdeInitialize .. DdeUninitialize) over ``user/dde.py``.

Conversations join instances of the guest itself; transactions are synchronous calls of
the partner's DdeCallback (stdcall, 8 arguments). Asynchronous transactions
(TIMEOUT_ASYNC), advise loops (XTYP_ADVSTART/ADVSTOP, DdePostAdvise), wildcard topics and
APPCLASS_MONITOR instances are not implemented and stop the guest naming them.

The DDEML handles (HSZ, HCONV, HCONVLIST, HDDEDATA) are pointer-sized in a 64-bit
program but are small numbers here (``user/dde.py``), so a declaration reads each as its
low 32 bits (DWORD), as any handle is read; the instance id stays a DWORD at both widths.
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...user.dde import (DMLERR_DLL_USAGE, DMLERR_INVALIDPARAMETER, DMLERR_NO_CONV_ESTABLISHED,
                        DMLERR_NO_ERROR, DMLERR_NOTPROCESSED, DdeInstance)
from ...core.dllnames import USER32


CP_WINANSI, CP_WINUNICODE = 1004, 1200
APPCLASS_MONITOR, APPCMD_CLIENTONLY = 0x1, 0x10
CBF_FAIL_SELFCONNECTIONS, CBF_FAIL_CONNECTIONS = 0x1000, 0x2000
CBF_FAIL_EXECUTES, CBF_FAIL_POKES, CBF_FAIL_REQUESTS = 0x8000, 0x10000, 0x20000
CBF_SKIP_CONNECT_CONFIRMS, CBF_SKIP_REGISTRATIONS = 0x40000, 0x80000
CBF_SKIP_UNREGISTRATIONS, CBF_SKIP_DISCONNECTS = 0x100000, 0x200000
XTYP_EXECUTE, XTYP_CONNECT, XTYP_CONNECT_CONFIRM, XTYP_POKE = 0x4050, 0x1062, 0x8072, 0x4090
XTYP_REGISTER, XTYP_REQUEST, XTYP_DISCONNECT, XTYP_UNREGISTER = 0x80A2, 0x20B0, 0x80C2, 0x80D2
DNS_REGISTER, DNS_UNREGISTER, DNS_FILTERON, DNS_FILTEROFF = 0x1, 0x2, 0x4, 0x8
HDATA_APPOWNED = 0x1
DDE_FACK = 0x8000
TIMEOUT_ASYNC = 0xFFFFFFFF


def _state(c):
    return c.vm.wm.dde


def _inst(c, inst_id):
    return _state(c).instances.get(inst_id)


def _callback(inst, xtyp, fmt, hconv, hsz1, hsz2, hdata, data1, data2):
    """Generator: call ``inst``'s DdeCallback; its HDDEDATA / flags answer."""
    ret = yield GuestCall(inst.callback, (xtyp, fmt, hconv, hsz1, hsz2, hdata, data1, data2))
    return ret & 0xFFFFFFFF


def _notify_others(c, me, xtyp, skip_flag, hsz1):
    """Generator: XTYP_REGISTER / XTYP_UNREGISTER for service ``hsz1`` of instance ``me``
    to every other instance that wants it. hsz2 is the instance-specific service name,
    "SERVICE(0xINSTANCE)" here (Windows puts the server's DDE window there)."""
    st = _state(c)
    hsz2 = st.string("%s(0x%08X)" % (st.text(hsz1) or "", me.id))
    try:
        for other in list(st.instances.values()):
            if other is not me and not other.flags & skip_flag:
                yield from _callback(other, xtyp, 0, 0, hsz1, hsz2, 0, 0, 0)
    finally:
        st.release(hsz2)


# -- instances ----------------------------------------------------------------------------
@api(USER32, "DdeInitialize{AW}", "LPDWORD pid, LPVOID callback, DWORD flags, DWORD reserved", widths=BOTH)
def DdeInitialize(c, pid, callback, flags, reserved):
    if not pid or not callback:
        return DMLERR_INVALIDPARAMETER
    if flags & APPCLASS_MONITOR:
        raise Unimplemented("USER32.dll!DdeInitialize: APPCLASS_MONITOR instances")
    st = _state(c)
    current = c.vm.mem.u32(pid)
    if current:
        # Re-initializing an instance changes its callback-filter flags only.
        inst = st.instances.get(current)
        if inst is None:
            return DMLERR_INVALIDPARAMETER
        inst.flags = flags
        return DMLERR_NO_ERROR
    inst_id = st.new_handle("inst")
    st.instances[inst_id] = DdeInstance(inst_id, callback, flags, c.wide)
    c.vm.mem.w32(pid, inst_id)
    return DMLERR_NO_ERROR


@api(USER32, "DdeUninitialize", "DWORD inst_id", widths=BOTH)
def DdeUninitialize(c, inst_id):
    st = _state(c)
    inst = st.instances.get(inst_id)
    if inst is None:
        return 0
    for conv in [cv for cv in st.convs.values() if cv.inst is inst]:
        if conv.handle in st.convs:
            yield from _disconnect(c, conv)
    for hsz in list(inst.services):
        inst.services.remove(hsz)
        yield from _notify_others(c, inst, XTYP_UNREGISTER, CBF_SKIP_UNREGISTRATIONS, hsz)
    for h in [h for h, d in st.data.items() if d.inst is inst]:
        _free_data(c, h)
    del st.instances[inst_id]
    return 1


@api(USER32, "DdeGetLastError", "DWORD inst_id", widths=BOTH)
def DdeGetLastError(c, inst_id):
    inst = _inst(c, inst_id)
    if inst is None:
        return DMLERR_INVALIDPARAMETER
    err, inst.error = inst.error, DMLERR_NO_ERROR
    return err


# -- string handles ------------------------------------------------------------------------
def _read_text(c, ptr, codepage):
    mem = c.vm.mem
    if codepage == CP_WINUNICODE or (codepage == 0 and c.wide):
        return mem.wstr(ptr)
    return mem.cstr(ptr)


@api(USER32, "DdeCreateStringHandle{AW}", "DWORD inst_id, LPVOID text, INT codepage", widths=BOTH)
def DdeCreateStringHandle(c, inst_id, text, codepage):
    inst = _inst(c, inst_id)
    if inst is None:
        return 0
    s = _read_text(c, text, codepage) if text else None
    if not s:
        inst.error = DMLERR_INVALIDPARAMETER
        return 0
    return _state(c).string(s)


@api(USER32, "DdeFreeStringHandle", "DWORD inst_id, DWORD hsz", widths=BOTH)
def DdeFreeStringHandle(c, inst_id, hsz):
    if _inst(c, inst_id) is None:
        return 0
    return 1 if _state(c).release(hsz) else 0


@api(USER32, "DdeKeepStringHandle", "DWORD inst_id, DWORD hsz", widths=BOTH)
def DdeKeepStringHandle(c, inst_id, hsz):
    st = _state(c)
    if _inst(c, inst_id) is None or hsz not in st.strings:
        return 0
    st.strings[hsz][1] += 1
    return 1


@api(USER32, "DdeQueryString{AW}", "DWORD inst_id, DWORD hsz, LPVOID buf, DWORD size, INT codepage", widths=BOTH)
def DdeQueryString(c, inst_id, hsz, buf, size, codepage):
    inst = _inst(c, inst_id)
    text = _state(c).text(hsz)
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
    # Documented as a comparison of the handle values: equal strings (in any case) share
    # one handle, so "0" means the same string.
    if hsz1 == hsz2:
        return 0
    return 0xFFFFFFFF if hsz1 < hsz2 else 1


# -- data handles ------------------------------------------------------------------------
@api(USER32, "DdeCreateDataHandle", "DWORD inst_id, LPVOID src, DWORD size, DWORD offset,"
                               " DWORD item, UINT fmt, UINT flags", widths=BOTH)
def DdeCreateDataHandle(c, inst_id, src, size, offset, item, fmt, flags):
    inst = _inst(c, inst_id)
    if inst is None:
        return 0
    data = bytes(c.vm.mem.read(src + offset, size)) if src and size else bytes(size)
    return _state(c).new_data(inst, data, item, fmt, flags)


@api(USER32, "DdeAddData", "DWORD hdata, LPVOID src, DWORD size, DWORD offset", widths=BOTH)
def DdeAddData(c, hdata, src, size, offset):
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
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    if offset > len(d.data):
        d.inst.error = DMLERR_INVALIDPARAMETER
        return 0
    if not dst:
        return len(d.data)       # NULL buffer: the size of the data
    n = min(size, len(d.data) - offset)
    c.vm.mem.write(dst, bytes(d.data[offset:offset + n]))
    return n


@api(USER32, "DdeAccessData", "DWORD hdata, LPDWORD size", widths=BOTH)
def DdeAccessData(c, hdata, size_ptr):
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
    d = _state(c).data.get(hdata)
    if d is None:
        return 0
    if d.lent:
        # The owner may have written through the pointer: keep what it wrote.
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
    return 1 if _free_data(c, hdata) else 0


# -- conversations -----------------------------------------------------------------------
def _connect_all(c, client, service, topic, context, only_one, skip=()):
    """Generator: ask each server of ``service`` (XTYP_CONNECT, then XTYP_CONNECT_CONFIRM
    to one that accepts); the client-side HCONVs made (one at most when ``only_one``).
    ``skip``: servers already in conversation with the client (DdeConnectList)."""
    st = _state(c)
    made = []
    if not topic:
        raise Unimplemented("USER32.dll!%s: any topic (hszTopic 0, XTYP_WILDCONNECT)"
                            % c.spec.name)
    for server in st.servers(service):
        if server in skip:
            continue
        same = 1 if server is client else 0
        if server.flags & CBF_FAIL_CONNECTIONS or (same and server.flags
                                                   & CBF_FAIL_SELFCONNECTIONS):
            continue
        names = [service] if service else list(server.services)
        for svc in names:
            ok = yield from _callback(server, XTYP_CONNECT, 0, 0, topic, svc, 0, context, same)
            if not ok:
                continue
            mine, theirs = st.pair(client, server, svc, topic)
            if not server.flags & CBF_SKIP_CONNECT_CONFIRMS:
                yield from _callback(server, XTYP_CONNECT_CONFIRM, 0, theirs.handle, topic, svc,
                                     0, 0, same)
            made.append(mine.handle)
            if only_one:
                return made
            break                     # one conversation per server
    return made


@api(USER32, "DdeConnect", "DWORD inst_id, DWORD service, DWORD topic, LPVOID context", widths=BOTH)
def DdeConnect(c, inst_id, service, topic, context):
    client = _state(c).instances.get(inst_id)
    if client is None:
        return 0
    made = yield from _connect_all(c, client, service, topic, context, True)
    if not made:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    return made[0]


@api(USER32, "DdeConnectList", "DWORD inst_id, DWORD service, DWORD topic, DWORD prev,"
                          " LPVOID context", widths=BOTH)
def DdeConnectList(c, inst_id, service, topic, prev, context):
    """A conversation with every server of the service; ``prev`` (an earlier list) keeps
    its live conversations and no server is connected twice. 0 with
    DMLERR_NO_CONV_ESTABLISHED when the list would be empty."""
    st = _state(c)
    client = st.instances.get(inst_id)
    if client is None:
        return 0
    kept = [h for h in st.conv_lists.pop(prev, []) if h in st.convs] if prev else []
    partners = {st.convs[st.convs[h].partner].inst for h in kept if st.convs[h].partner
                in st.convs}
    made = yield from _connect_all(c, client, service, topic, context, False, partners)
    convs = kept + made
    if not convs:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    h = st.new_handle("list")
    st.conv_lists[h] = convs
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
    st = _state(c)
    convs = st.conv_lists.pop(hlist, None)
    if convs is None:
        return 0
    for h in convs:
        conv = st.convs.get(h)
        if conv is not None:
            yield from _disconnect(c, conv)
    return 1


def _disconnect(c, conv):
    """Generator: end ``conv`` (either side); XTYP_DISCONNECT to the partner."""
    st = _state(c)
    st.convs.pop(conv.handle, None)
    partner = st.convs.pop(conv.partner, None)
    if partner is not None and not partner.inst.flags & CBF_SKIP_DISCONNECTS:
        same = 1 if partner.inst is conv.inst else 0
        yield from _callback(partner.inst, XTYP_DISCONNECT, 0, partner.handle, 0, 0, 0, 0, same)


@api(USER32, "DdeDisconnect", "DWORD hconv", widths=BOTH)
def DdeDisconnect(c, hconv):
    conv = _state(c).convs.get(hconv)
    if conv is None:
        return 0
    yield from _disconnect(c, conv)
    return 1


@api(USER32, "DdeNameService", "DWORD inst_id, DWORD hsz1, DWORD hsz2, UINT flags", widths=BOTH)
def DdeNameService(c, inst_id, hsz1, hsz2, flags):
    st = _state(c)
    inst = st.instances.get(inst_id)
    if inst is None:
        return 0
    if inst.flags & APPCMD_CLIENTONLY:
        inst.error = DMLERR_DLL_USAGE
        return 0
    if flags & DNS_FILTERON:
        inst.filter = True
    if flags & DNS_FILTEROFF:
        inst.filter = False
    if flags & DNS_REGISTER:
        if hsz1 not in st.strings:
            inst.error = DMLERR_INVALIDPARAMETER
            return 0
        if hsz1 not in inst.services:
            inst.services.append(hsz1)
            yield from _notify_others(c, inst, XTYP_REGISTER, CBF_SKIP_REGISTRATIONS, hsz1)
    elif flags & DNS_UNREGISTER:
        for hsz in [h for h in inst.services if hsz1 in (0, h)]:
            inst.services.remove(hsz)
            yield from _notify_others(c, inst, XTYP_UNREGISTER, CBF_SKIP_UNREGISTRATIONS, hsz)
    return 1


def _convert_execute(data, from_wide, to_wide):
    """An XTYP_EXECUTE command re-encoded for a partner of the other character width (as
    Windows does between ANSI and Unicode instances)."""
    if from_wide == to_wide:
        return data
    if from_wide:
        text = bytes(data).decode("utf-16-le", "replace").split("\0", 1)[0]
        return text.encode("cp1252", "replace") + b"\0"
    text = bytes(data).split(b"\0", 1)[0].decode("cp1252", "replace")
    return text.encode("utf-16-le") + b"\0\0"


@api(USER32, "DdeClientTransaction", "LPVOID data, DWORD size, DWORD hconv, DWORD item, UINT fmt,"
                                " UINT xtyp, DWORD timeout, LPDWORD result", widths=BOTH)
def DdeClientTransaction(c, data, size, hconv, item, fmt, xtyp, timeout, result):
    st = _state(c)
    conv = st.convs.get(hconv)
    if conv is None or not conv.is_client:
        return 0
    client = conv.inst
    server_side = st.convs.get(conv.partner)
    if server_side is None:
        client.error = DMLERR_NO_CONV_ESTABLISHED
        return 0
    server = server_side.inst
    if timeout == TIMEOUT_ASYNC:
        raise Unimplemented("USER32.dll!DdeClientTransaction: asynchronous transactions")
    same = 1 if server is client else 0
    mem = c.vm.mem
    if xtyp == XTYP_REQUEST:
        if server.flags & CBF_FAIL_REQUESTS:
            client.error = DMLERR_NOTPROCESSED
            return 0
        got = yield from _callback(server, XTYP_REQUEST, fmt, server_side.handle, conv.topic,
                                   item, 0, 0, same)
        d = st.data.get(got)
        if d is None:
            client.error = DMLERR_NOTPROCESSED
            return 0
        # The client gets its own handle; the server's goes unless it keeps it.
        mine = st.new_data(client, bytes(d.data), item, d.fmt or fmt, 0)
        if not d.flags & HDATA_APPOWNED:
            _free_data(c, got)
        if result:
            mem.w32(result, DDE_FACK)
        return mine
    if xtyp in (XTYP_POKE, XTYP_EXECUTE):
        if server.flags & (CBF_FAIL_POKES if xtyp == XTYP_POKE else CBF_FAIL_EXECUTES):
            client.error = DMLERR_NOTPROCESSED
            return 0
        if size == 0xFFFFFFFF:     # ``data`` is an HDDEDATA; the transaction consumes it
            given = st.data.get(data)
            if given is None:
                client.error = DMLERR_INVALIDPARAMETER
                return 0
            payload = bytes(given.data)
            if not given.flags & HDATA_APPOWNED:
                _free_data(c, data)
        else:
            payload = bytes(mem.read(data, size)) if data and size else b""
        if xtyp == XTYP_EXECUTE:
            payload = _convert_execute(payload, client.wide, server.wide)
            item = 0
        hd = st.new_data(server, payload, item, fmt, 0)
        try:
            ack = yield from _callback(server, xtyp, fmt, server_side.handle, conv.topic,
                                       item, hd, 0, 0)
        finally:
            _free_data(c, hd)
        if result:
            mem.w32(result, ack & 0xFFFF)
        if not ack & DDE_FACK:
            client.error = DMLERR_NOTPROCESSED
            return 0
        return 1
    raise Unimplemented("USER32.dll!DdeClientTransaction: transaction type 0x%04X" % xtyp)
