"""KERNEL32: the default settings of the serial ports, GetDefaultCommConfig /
SetDefaultCommConfig.

They live where Windows keeps them, the "COMn:" values ("baud,parity,data bits,stop
bits", e.g. "9600,n,8,1") of HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Ports;
a port without one has Windows' default 9600,n,8,1. The COMMCONFIG is the RS-232 provider's
(PST_RS232, no provider data) with a DCB of those settings in binary mode. Only serial
ports (COM1, COM2...) have settings: another name fails with ERROR_BADKEY. No program
here talks to a port: the machine has none to open.
"""

import re
import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_BADKEY, ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32

HKLM = 0x80000002
PORTS_KEY = "SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Ports"
REG_SZ = 1
COMMCONFIG_SIZE, DCB_SIZE = 52, 28
PST_RS232 = 1
_PARITY = "noems"                   # NOPARITY, ODDPARITY, EVENPARITY, MARK, SPACE
_STOP = {"1": 0, "1.5": 1, "2": 2}  # ONESTOPBIT, ONE5STOPBITS, TWOSTOPBITS


def _port(name):
    """The port's value name ("COM1:") for "COM1" (any case, an optional ':'), or None."""
    m = re.fullmatch(r"(?i)com([1-9][0-9]{0,2}):?", name or "")
    return "COM%s:" % m.group(1) if m else None


def _settings(vm, value):
    """(baud, parity, data bits, stop bits) of a port."""
    key = vm.registry.find(vm.registry.roots[HKLM], PORTS_KEY)
    stored = key.values.get(value.lower()) if key is not None else None
    baud, parity, bits, stop = 9600, 0, 8, 0
    if stored is not None and isinstance(stored[2], str):
        parts = [p.strip().lower() for p in stored[2].split(",")]
        try:
            baud = int(parts[0]) if parts and parts[0] else baud
            parity = _PARITY.index(parts[1][0]) if len(parts) > 1 and parts[1] else parity
            bits = int(parts[2]) if len(parts) > 2 and parts[2] else bits
            stop = _STOP.get(parts[3], stop) if len(parts) > 3 else stop
        except (ValueError, IndexError):
            pass
    return baud, parity, bits, stop


@api(KERNEL32, "GetDefaultCommConfig{AW}", "LPCTSTR name, LPVOID cc, LPVOID size", widths=BOTH)
def GetDefaultCommConfig(c, name, cc, size):
    """The port's default COMMCONFIG (52 bytes; ``*size`` is set to what it needs, and
    too small a buffer fails with ERROR_INSUFFICIENT_BUFFER)."""
    vm = c.vm
    mem = vm.mem
    value = _port(name)
    if value is None:
        vm.last_error = ERROR_BADKEY
        return 0
    if not size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    room = mem.u32(size)
    mem.w32(size, COMMCONFIG_SIZE)
    if not cc or room < COMMCONFIG_SIZE:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    baud, parity, bits, stop = _settings(vm, value)
    # DCB: length, baud, flags (fBinary), reserved, XonLim, XoffLim, ByteSize, Parity,
    # StopBits, XonChar, XoffChar, ErrorChar, EofChar, EvtChar, reserved
    dcb = struct.pack("<IIIHHHBBBbbbbbH", DCB_SIZE, baud, 1, 0, 0, 0, bits, parity, stop,
                      0, 0, 0, 0, 0, 0)
    data = struct.pack("<IHH", COMMCONFIG_SIZE, 1, 0) + dcb + \
        struct.pack("<IIII", PST_RS232, 0, 0, 0)
    mem.write(cc, data[:COMMCONFIG_SIZE])
    return 1


@api(KERNEL32, "SetDefaultCommConfig{AW}", "LPCTSTR name, LPVOID cc, DWORD size", widths=BOTH)
def SetDefaultCommConfig(c, name, cc, size):
    """Keep the COMMCONFIG's baud rate, parity, data and stop bits as the port's
    defaults (the Ports value Windows keeps them in)."""
    vm = c.vm
    value = _port(name)
    if value is None:
        vm.last_error = ERROR_BADKEY
        return 0
    if not cc or size < 8 + DCB_SIZE:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    dcb = vm.mem.read(cc + 8, DCB_SIZE)
    baud = struct.unpack_from("<I", dcb, 4)[0]
    bits, parity, stop = dcb[18], dcb[19], dcb[20]
    if parity >= len(_PARITY) or stop > 2:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = "%d,%s,%d,%s" % (baud, _PARITY[parity], bits, ("1", "1.5", "2")[stop])
    key, _created = vm.registry.create(vm.registry.roots[HKLM], PORTS_KEY)
    vm.registry.set_value(key, value, REG_SZ, text)
    return 1
