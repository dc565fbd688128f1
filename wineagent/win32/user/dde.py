"""DDEML inside the emulator: instances, string handles, data handles, conversations.

The Dynamic Data Exchange Management Library connects DDE clients and servers. Here every
DDEML instance lives in the one emulated process, so a conversation joins two instances of
the guest (a program talking to itself, or its client half finding its server half) and
each transaction is a direct, synchronous call of the partner's DdeCallback, the order of
callbacks Windows documents:

- DdeNameService(DNS_REGISTER) lists a service of a server instance (and tells the other
  instances with XTYP_REGISTER);
- DdeConnect asks each server of the service with XTYP_CONNECT; the first to return TRUE
  gets XTYP_CONNECT_CONFIRM and the conversation; with none, the client's error is
  DMLERR_NO_CONV_ESTABLISHED (what a program that looks for an already running copy of
  itself sees on its first start);
- DdeClientTransaction delivers XTYP_REQUEST / XTYP_POKE / XTYP_EXECUTE to the server;
- DdeDisconnect and DdeUninitialize send XTYP_DISCONNECT to the partner.

String handles (HSZ) are case-insensitive like the global atoms Windows uses for them:
creating the same string twice gives the same handle, with a use count. Data handles
(HDDEDATA) own a copy of their bytes; DdeAccessData lends a guest buffer for them.
The APIs are in ``dlls/user32/dde.py``; the state is ``wm.dde`` (a ``DdeState``).
"""

__all__ = ["DdeState", "DdeInstance", "Conversation", "DataHandle"]

DMLERR_NO_ERROR = 0
DMLERR_DLL_NOT_INITIALIZED = 0x4003
DMLERR_DLL_USAGE = 0x4004
DMLERR_INVALIDPARAMETER = 0x4006
DMLERR_NOTPROCESSED = 0x4009
DMLERR_NO_CONV_ESTABLISHED = 0x400A


class DdeInstance:
    """One DdeInitialize: the callback, the CBF_/APPCMD_ flags, the last DMLERR_ code,
    the services it registered."""

    def __init__(self, inst_id, callback, flags, wide):
        self.id, self.callback, self.flags, self.wide = inst_id, callback, flags, wide
        self.error = DMLERR_NO_ERROR
        self.services = []        # HSZ of each registered service name
        self.filter = True        # DNS_FILTERON (the default): only our services connect


class Conversation:
    """One side of a conversation: its HCONV, its instance, the partner's HCONV."""

    def __init__(self, handle, inst, partner, service, topic, is_client):
        self.handle, self.inst, self.partner = handle, inst, partner
        self.service, self.topic, self.is_client = service, topic, is_client


class DataHandle:
    """An HDDEDATA: the bytes, the item name, the clipboard format, the HDATA_* flags;
    ``lent`` is the guest buffer DdeAccessData handed out (0 when none)."""

    def __init__(self, inst, data, item, fmt, flags):
        self.inst, self.data, self.item, self.fmt, self.flags = inst, data, item, fmt, flags
        self.lent = 0


class DdeState:
    """Every DDEML object of the process, with the handle counters."""

    def __init__(self):
        self.instances = {}       # idInst -> DdeInstance
        self.strings = {}         # HSZ -> [text, use count]
        self.by_text = {}         # lower-case text -> HSZ
        self.data = {}            # HDDEDATA -> DataHandle
        self.convs = {}           # HCONV -> Conversation
        self.conv_lists = {}      # HCONVLIST -> [client HCONV, ...] (DdeConnectList)
        self._next = {"inst": 1, "hsz": 0xC100, "data": 0x00D0_0010, "conv": 0x00E0_0010,
                      "list": 0x00F0_0010}

    def new_handle(self, kind, step=4):
        """The next handle of a kind ("inst", "hsz", "data", "conv")."""
        h = self._next[kind]
        self._next[kind] = h + step if kind != "inst" else h + 1
        return h

    # -- string handles ------------------------------------------------------------
    def string(self, text):
        """The HSZ of ``text`` (case-insensitive), made or with its use count raised."""
        key = text.lower()
        h = self.by_text.get(key)
        if h is not None:
            self.strings[h][1] += 1
            return h
        h = self.new_handle("hsz", 1)
        self.strings[h] = [text, 1]
        self.by_text[key] = h
        return h

    def text(self, hsz):
        """The string of an HSZ, or None."""
        entry = self.strings.get(hsz)
        return entry[0] if entry else None

    def release(self, hsz):
        """Drop one use of an HSZ; False when it is no string handle."""
        entry = self.strings.get(hsz)
        if entry is None:
            return False
        entry[1] -= 1
        if entry[1] <= 0:
            del self.strings[hsz]
            self.by_text.pop(entry[0].lower(), None)
        return True

    # -- data handles -----------------------------------------------------------------
    def new_data(self, inst, data, item, fmt, flags):
        """Register a DataHandle; its HDDEDATA."""
        h = self.new_handle("data")
        self.data[h] = DataHandle(inst, bytearray(data), item, fmt, flags)
        return h

    # -- conversations ----------------------------------------------------------------
    def servers(self, service):
        """The instances that registered ``service`` (any registered server when 0)."""
        out = []
        for inst in self.instances.values():
            if service == 0:
                if inst.services:
                    out.append(inst)
            elif service in inst.services or (not inst.filter and inst.services):
                out.append(inst)
        return out

    def pair(self, client, server, service, topic):
        """Make the two sides of a conversation; (client side, server side)."""
        ch, sh = self.new_handle("conv"), self.new_handle("conv")
        c = self.convs[ch] = Conversation(ch, client, sh, service, topic, True)
        s = self.convs[sh] = Conversation(sh, server, ch, service, topic, False)
        return c, s
