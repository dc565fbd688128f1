"""KERNEL32: device-control strings into a DCB — BuildCommDCB and
BuildCommDCBAndTimeouts (A and W).

The string is the MODE command's, in either form, after an optional port prefix
("COM1:", spaces allowed before and after the colon):

- the new form, ``key=value`` words separated by spaces: baud, parity (n o e m s),
  data (5 to 8), stop (1, 1.5, 2), xon, odsr, octs, idsr, dtr, rts (on/off: the MODE
  command's "hs" and "tg" are refused, as Wine 8 refuses them) and, for BuildCommDCBAndTimeouts, to (on/off: a 60 s write
  time-out, or none). Only the members named change, and StopBits, which Windows NT
  resets to one stop bit (two at 110 baud) when the string gives none;
- the old form, ``baud,parity,data,stop[,x|p]`` (spaces around the commas allowed), whose
  two-digit bauds abbreviate (11 is 110, 96 is 9600, 19 is 19200); it also sets the
  flow control: none (DTR and RTS on), ``x`` (XON/XOFF) or ``p`` (hardware handshake).

Anything else fails with ERROR_INVALID_PARAMETER and leaves the DCB (and the time-outs)
as they were: the string is parsed whole before anything is written. DCBlength, fBinary
and fParity are the caller's, as NT leaves them.
"""

import re

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32

#: DCB with its bit fields as one DWORD (``fFlags``): the layout of winbase.h's DCB
DCB_VIEW = struct("DCB_FLAGS_VIEW",
                  "DWORD DCBlength; DWORD BaudRate; DWORD fFlags; WORD wReserved;"
                  " WORD XonLim; WORD XoffLim; BYTE ByteSize; BYTE Parity; BYTE StopBits;"
                  " CHAR XonChar; CHAR XoffChar; CHAR ErrorChar; CHAR EofChar;"
                  " CHAR EvtChar; WORD wReserved1")
COMMTIMEOUTS = struct("COMMTIMEOUTS",
                      "DWORD ReadIntervalTimeout; DWORD ReadTotalTimeoutMultiplier;"
                      " DWORD ReadTotalTimeoutConstant; DWORD WriteTotalTimeoutMultiplier;"
                      " DWORD WriteTotalTimeoutConstant")

#: bit field -> (first bit, width) in the DCB's flags DWORD
_BITS = {"fOutxCtsFlow": (2, 1), "fOutxDsrFlow": (3, 1), "fDtrControl": (4, 2),
         "fDsrSensitivity": (6, 1), "fOutX": (8, 1), "fInX": (9, 1), "fRtsControl": (12, 2)}
_PARITY = "noems"                    # NOPARITY, ODDPARITY, EVENPARITY, MARKPARITY, SPACEPARITY
_STOP = {"1": 0, "1.5": 1, "2": 2}   # ONESTOPBIT, ONE5STOPBITS, TWOSTOPBITS
_ON_OFF = {"on": 1, "off": 0}
_DTR = _RTS = {"off": 0, "on": 1}      # DTR_CONTROL_DISABLE / _ENABLE, RTS_CONTROL_ the same
#: the old form's two-digit abbreviations of the MODE command
_OLD_BAUD = {11: 110, 15: 150, 30: 300, 60: 600, 12: 1200, 24: 2400, 48: 4800,
             96: 9600, 19: 19200}
_WRITE_TIMEOUT_MS = 60000            # "to=on": what Windows sets


class _Bad(Exception):
    """The string is not a device-control string."""


def _number(text):
    if not text.isdigit() or int(text) > 0xFFFFFFFF:
        raise _Bad(text)
    return int(text)


def _choose(table, text):
    try:
        return table[text.lower()]
    except KeyError:
        raise _Bad(text) from None


def _data_bits(text):
    bits = _number(text)
    if not 5 <= bits <= 8:
        raise _Bad(text)
    return bits


def _parity(text):
    if len(text) != 1 or text.lower() not in _PARITY:
        raise _Bad(text)
    return _PARITY.index(text.lower())


def _new_form(text):
    """(DCB fields, bit fields, time-outs or None, whether stop was given)."""
    fields, bits, timeouts, stop = {}, {}, None, False
    for word in text.split(" "):
        if not word:
            continue
        key, eq, value = word.partition("=")
        if not eq:
            raise _Bad(word)
        key = key.lower()
        if key == "baud":
            fields["BaudRate"] = _number(value)
        elif key == "parity":
            fields["Parity"] = _parity(value)
        elif key == "data":
            fields["ByteSize"] = _data_bits(value)
        elif key == "stop":
            fields["StopBits"] = _choose(_STOP, value)
            stop = True
        elif key == "xon":
            bits["fOutX"] = bits["fInX"] = _choose(_ON_OFF, value)
        elif key == "odsr":
            bits["fOutxDsrFlow"] = _choose(_ON_OFF, value)
        elif key == "octs":
            bits["fOutxCtsFlow"] = _choose(_ON_OFF, value)
        elif key == "idsr":
            bits["fDsrSensitivity"] = _choose(_ON_OFF, value)
        elif key == "dtr":
            bits["fDtrControl"] = _choose(_DTR, value)
        elif key == "rts":
            bits["fRtsControl"] = _choose(_RTS, value)
        elif key == "to":
            timeouts = _WRITE_TIMEOUT_MS if _choose(_ON_OFF, value) else 0
        else:
            raise _Bad(word)
    return fields, bits, timeouts, stop


def _old_form(text):
    """(DCB fields, bit fields) of ``baud,parity,data,stop[,x|p]``."""
    parts = [p.strip(" ") for p in text.split(",")]
    if len(parts) not in (4, 5):
        raise _Bad(text)
    baud = _number(parts[0])
    fields = {"BaudRate": _OLD_BAUD.get(baud, baud), "Parity": _parity(parts[1]),
              "ByteSize": _data_bits(parts[2]), "StopBits": _choose(_STOP, parts[3])}
    flow = parts[4].lower() if len(parts) == 5 else ""
    if flow == "x":
        bits = dict(fOutX=1, fInX=1, fOutxCtsFlow=0, fOutxDsrFlow=0, fDtrControl=1,
                    fRtsControl=1)
    elif flow == "p":
        bits = dict(fOutX=0, fInX=0, fOutxCtsFlow=1, fOutxDsrFlow=1, fDtrControl=2,
                    fRtsControl=2)
    elif flow == "":
        bits = dict(fOutX=0, fInX=0, fOutxCtsFlow=0, fOutxDsrFlow=0, fDtrControl=1,
                    fRtsControl=1)
    else:
        raise _Bad(flow)
    return fields, bits


_PORT = re.compile(r"(?i)com([0-9]+) *: *")


def parse(text):
    """(DCB fields, bit fields, write time-out or None, new form and no stop given) of a
    device-control string; raises _Bad."""
    m = _PORT.match(text)
    if m:
        if int(m.group(1)) == 0:
            raise _Bad(text)
        text = text[m.end():]
    elif text.startswith(" "):
        raise _Bad(text)
    if "=" in text:
        fields, bits, timeouts, stop = _new_form(text)
        return fields, bits, timeouts, not stop
    fields, bits = _old_form(text)
    return fields, bits, None, False


def _build(c, text, dcb, timeouts_ptr):
    try:
        fields, bits, timeout, default_stop = parse(text or "")
    except _Bad:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    view = DCB_VIEW.at(c.vm.mem, dcb)
    for name, value in fields.items():
        setattr(view, name, value)
    if default_stop:
        # NT: one stop bit unless the port runs at 110 baud (two), as MODE defaults
        view.StopBits = 2 if view.BaudRate == 110 else 0
    flags = view.fFlags
    for name, value in bits.items():
        shift, width = _BITS[name]
        mask = ((1 << width) - 1) << shift
        flags = (flags & ~mask) | (value << shift)
    view.fFlags = flags
    if timeouts_ptr and timeout is not None:
        COMMTIMEOUTS.write(c.vm.mem, timeouts_ptr, ReadIntervalTimeout=0,
                           ReadTotalTimeoutMultiplier=0, ReadTotalTimeoutConstant=0,
                           WriteTotalTimeoutMultiplier=0, WriteTotalTimeoutConstant=timeout)
    return 1


@api(KERNEL32, "BuildCommDCB{AW}", "LPCTSTR text, LPVOID dcb", widths=BOTH)
def BuildCommDCB(c, text, dcb):
    """Fill the DCB members a device-control string names (module docstring); FALSE with
    ERROR_INVALID_PARAMETER for a malformed string."""
    return _build(c, text, dcb, 0)


@api(KERNEL32, "BuildCommDCBAndTimeouts{AW}", "LPCTSTR text, LPVOID dcb, LPVOID timeouts", widths=BOTH)
def BuildCommDCBAndTimeouts(c, text, dcb, timeouts):
    """BuildCommDCB, and "to=on"/"to=off" set the COMMTIMEOUTS: a 60 s write time-out or
    none at all."""
    return _build(c, text, dcb, timeouts)
