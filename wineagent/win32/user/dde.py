"""DDEML's objects in a process: instances, string handles, data handles, conversations.

The Dynamic Data Exchange Management Library is a layer over the raw DDE protocol
(WM_DDE_* messages between windows, ``user/ddemsg.py``), as Windows builds it: each
instance, conversation and registered service has a hidden window of its own, and the
transactions are messages posted between those windows (``user/ddeml.py`` runs them).
This module keeps what a process knows of them (``wm.dde``, a ``DdeState``):

- an instance (DdeInitialize) has its callback, its CBF_/APPCMD_ flags, its last
  DMLERR_ code, its services, and the string handles it made;
- a string handle (HSZ) is a global atom, as on Windows: the same string in any case
  is the same handle in every process (the session's atom table), which is what lets a
  server read the item a client named; each instance counts its own uses and gives
  them back at DdeUninitialize;
- a data handle (HDDEDATA) owns a copy of its bytes (DdeAccessData lends a buffer);
  it becomes a GlobalAlloc'd DDEDATA / DDEPOKE block only on the wire;
- a conversation (HCONV) is one side: its window, the partner's window, its service
  and topic, its state (CONVINFO's wStatus and wConvst), its advise links, the
  client's transactions waiting for their answer, its user handles.
"""

import collections

from . import ddemon

__all__ = ["DdeState", "DdeInstance", "Conversation", "DataHandle", "Transaction", "Link"]

DMLERR_NO_ERROR = 0
DMLERR_ADVACKTIMEOUT = 0x4000
DMLERR_BUSY = 0x4001
DMLERR_DATAACKTIMEOUT = 0x4002
DMLERR_DLL_NOT_INITIALIZED = 0x4003
DMLERR_DLL_USAGE = 0x4004
DMLERR_EXECACKTIMEOUT = 0x4005
DMLERR_INVALIDPARAMETER = 0x4006
DMLERR_MEMORY_ERROR = 0x4008
DMLERR_NOTPROCESSED = 0x4009
DMLERR_NO_CONV_ESTABLISHED = 0x400A
DMLERR_POKEACKTIMEOUT = 0x400B
DMLERR_SERVER_DIED = 0x400E
DMLERR_UNADVACKTIMEOUT = 0x4010
DMLERR_UNFOUND_QUEUE_ID = 0x4011

# CONVINFO's wStatus bits and wConvst states
ST_CONNECTED, ST_ADVISE, ST_ISLOCAL, ST_BLOCKED = 0x1, 0x2, 0x4, 0x8
ST_CLIENT, ST_TERMINATED, ST_INLIST, ST_BLOCKNEXT, ST_ISSELF = 0x10, 0x20, 0x40, 0x80, 0x100
XST_NULL, XST_INCOMPLETE, XST_CONNECTED = 0, 1, 2
XST_REQSENT, XST_DATARCVD, XST_POKESENT, XST_POKEACKRCVD = 5, 6, 7, 8
XST_EXECSENT, XST_EXECACKRCVD, XST_ADVSENT, XST_UNADVSENT = 9, 10, 11, 12
XST_ADVACKRCVD, XST_UNADVACKRCVD, XST_ADVDATASENT, XST_ADVDATAACKRCVD = 13, 14, 15, 16


class DdeInstance:
    """One DdeInitialize: the callback, the CBF_/APPCMD_ flags, the last DMLERR_ code,
    its services (HSZ -> the service's window), its string handles' use counts."""

    def __init__(self, inst_id, callback, flags, wide, vm=None):
        self.id, self.callback, self.flags, self.wide = inst_id, callback, flags, wide
        self.vm = vm              # its process (monitors hear its errors)
        self._error = DMLERR_NO_ERROR
        self.services = {}        # HSZ of each registered service -> its window
        self.filter = True        # DNS_FILTERON (the default): only our services connect
        self.strings = collections.Counter()   # HSZ -> uses by this instance
        self.blocked = False      # DdeEnableCallback(0, EC_DISABLE): new conversations too
        self.event_hwnd = 0       # the instance's window (XTYP_REGISTER notices)

    @property
    def error(self):
        """The last DMLERR_ code (DdeGetLastError's)."""
        return self._error

    @error.setter
    def error(self, code):
        self._error = code
        if code and self.vm is not None:
            ddemon.error(self.vm, code)           # MF_ERRORS


class Link:
    """An advise loop: the item, the format, XTYPF_NODATA / XTYPF_ACKREQ."""

    def __init__(self, item, fmt, flags):
        self.item, self.fmt, self.flags = item, fmt, flags


class Transaction:
    """A client transaction waiting for its answer (or an asynchronous one's id)."""

    def __init__(self, xid, xtyp, fmt, item):
        self.id, self.xtyp, self.fmt, self.item = xid, xtyp, fmt, item
        self.asynchronous = False
        self.done = False
        self.result = 0           # HDDEDATA (REQUEST) or TRUE
        self.status = 0           # the DDE_F* flags of the answer (pdwResult)
        self.error = DMLERR_NO_ERROR
        self.user = 0             # DdeSetUserHandle(hconv, id, ...)
        self.link_flags = 0       # XTYPF_* of an XTYP_ADVSTART
        self.poke_block = 0       # the DDEPOKE / DDEADVISE block sent (freed on a NACK)


class Conversation:
    """One side of a conversation: its HCONV, its instance, its window and the
    partner's, the service and topic, and the state DdeQueryConvInfo reports."""

    def __init__(self, handle, inst, is_client, hwnd, service, topic):
        self.handle, self.inst, self.is_client, self.hwnd = handle, inst, is_client, hwnd
        self.partner_hwnd = 0
        self.service, self.topic = service, topic
        self.service_req = service
        self.status = ST_CLIENT if is_client else 0
        self.convst = XST_NULL
        self.last_error = DMLERR_NO_ERROR
        self.links = []           # advise loops (a server's, and a client's started ones)
        self.pending = collections.deque()   # a client's Transactions awaiting answers
        self.user = 0             # DdeSetUserHandle(hconv, QID_SYNC, ...)
        self.blocked_msgs = collections.deque()   # (msg, wparam, lparam) held by blocking
        self.context = None       # CONVCONTEXT bytes (the client's, or the one it sent)
        self.partner_conv = 0     # the partner's HCONV when it is a DDEML conversation
        self.list_handle = 0      # HCONVLIST of DdeConnectList
        self.last_item, self.last_fmt, self.last_type = 0, 0, 0
        self.name_hwnd = 0        # the server's service window the client initiated to
        self.context_ptr = 0      # the server's copy of the client's CONVCONTEXT


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
        self.data = {}            # HDDEDATA -> DataHandle
        self.convs = {}           # HCONV -> Conversation
        self.conv_lists = {}      # HCONVLIST -> [client HCONV, ...] (DdeConnectList)
        self.classes_ready = False
        self.qos = {}             # client window -> SECURITY_QUALITY_OF_SERVICE bytes
        self.executes = {}        # copied execute block -> (sender pid, its block): ddemsg
        self._next = {"inst": 1, "data": 0x00D0_0010, "conv": 0x00E0_0010,
                      "list": 0x00F0_0010, "xact": 1}

    def new_handle(self, kind, step=4):
        """The next handle of a kind ("inst", "data", "conv", "list", "xact")."""
        h = self._next[kind]
        self._next[kind] = h + (1 if kind in ("inst", "xact") else step)
        return h

    # -- data handles -----------------------------------------------------------------
    def new_data(self, inst, data, item, fmt, flags):
        """Register a DataHandle; its HDDEDATA."""
        h = self.new_handle("data")
        self.data[h] = DataHandle(inst, bytearray(data), item, fmt, flags)
        return h

    def conv_of_window(self, hwnd):
        """The conversation whose window is ``hwnd``, or None."""
        for conv in self.convs.values():
            if conv.hwnd == hwnd:
                return conv
        return None
