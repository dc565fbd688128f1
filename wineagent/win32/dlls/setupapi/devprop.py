"""SETUPAPI's unified device properties: SetupDiGetDevicePropertyW, a device's property
named by a DEVPROPKEY (a GUID and a number) with its DEVPROP_TYPE.

The devices are kernel/pnp.py's adapter and monitor. Their properties:

- the DEVPKEY_Device_* counterparts of the SPDRP registry properties the device has
  (description, hardware and compatible ids, service, class, class GUID, driver key,
  manufacturer, location, enumerator), as DEVPROP_TYPE_STRING, DEVPROP_TYPE_STRING_LIST
  or (the class) DEVPROP_TYPE_GUID;
- DEVPKEY_Device_IsPresent: DEVPROP_TRUE;
- the adapter's DEVPROPKEY_GPU_LUID and the monitor's DEVPROPKEY_MONITOR_GPU_LUID (the
  LUID of the adapter that drives it) and DEVPROPKEY_MONITOR_OUTPUT_ID (its target id):
  the LUID and target id QueryDisplayConfig and the D3DKMT thunks report
  (user32/displayconfig.py holds them).

A property the device does not have is ERROR_NOT_FOUND, its type DEVPROP_TYPE_EMPTY and
the size needed 0; a short buffer (or none) is ERROR_INSUFFICIENT_BUFFER with the type
and the size needed. No key is ERROR_INVALID_DATA, no type pointer (or a size without a
buffer) ERROR_INVALID_USER_BUFFER, any flag ERROR_INVALID_FLAGS.
"""

import struct as _struct
import uuid

from ....abi.api import BOTH, api
from ...core.dllnames import SETUPAPI
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_DATA,
                              ERROR_INVALID_FLAGS, ERROR_INVALID_USER_BUFFER,
                              ERROR_NOT_FOUND)
from ...kernel import pnp
from ..user32.displayconfig import ADAPTER_LUID, TARGET_ID
from .devinfo import _device_of, _fail, _set

DEVPROP_TYPE_EMPTY, DEVPROP_TYPE_UINT32, DEVPROP_TYPE_UINT64 = 0x0, 0x7, 0x9
DEVPROP_TYPE_GUID, DEVPROP_TYPE_BOOLEAN, DEVPROP_TYPE_STRING = 0xD, 0x11, 0x12
DEVPROP_TYPE_STRING_LIST = 0x2012
DEVPROP_TRUE = 0xFF


def _key(text, pid):
    return uuid.UUID(text).bytes_le, pid


_DEVICE = "a45c254e-df1c-4efd-8020-67d146a850e0"     # DEVPKEY_Device_* (devpkey.h)
#: SPDRP number -> its DEVPKEY_Device_* key (the same property in the unified model)
_FROM_SPDRP = {pnp.SPDRP[name]: _key(_DEVICE, pid) for name, pid in (
    ("DEVICEDESC", 2), ("HARDWAREID", 3), ("COMPATIBLEIDS", 4), ("SERVICE", 6),
    ("CLASS", 9), ("CLASSGUID", 10), ("DRIVER", 11), ("MFG", 13),
    ("FRIENDLYNAME", 14), ("LOCATION_INFORMATION", 15), ("ENUMERATOR_NAME", 24))}
DEVPKEY_Device_IsPresent = _key("540b947e-8b40-45bc-a8a2-6a0b894cbda2", 5)
DEVPROPKEY_GPU_LUID = _key("60b193cb-5276-4d0f-96fc-f173abad3ec6", 2)
DEVPROPKEY_MONITOR_GPU_LUID = _key("ca085853-16ce-48aa-b114-de9c72334223", 1)
DEVPROPKEY_MONITOR_OUTPUT_ID = _key("ca085853-16ce-48aa-b114-de9c72334223", 2)


def _luid_bytes():
    return _struct.pack("<Ii", *ADAPTER_LUID)


def properties(device):
    """(GUID bytes, pid) -> (DEVPROP_TYPE, the value's bytes) of a device."""
    props = {}
    for spdrp, (reg_type, value) in device.props.items():
        key = _FROM_SPDRP.get(spdrp)
        if key is None:
            continue
        if spdrp == pnp.SPDRP["CLASSGUID"]:
            props[key] = (DEVPROP_TYPE_GUID, device.class_guid)
        elif reg_type == 7:        # REG_MULTI_SZ
            props[key] = (DEVPROP_TYPE_STRING_LIST,
                          "".join(s + "\0" for s in value).encode("utf-16-le") + b"\0\0")
        else:
            props[key] = (DEVPROP_TYPE_STRING, (value + "\0").encode("utf-16-le"))
    props[DEVPKEY_Device_IsPresent] = (DEVPROP_TYPE_BOOLEAN, bytes([DEVPROP_TRUE]))
    if device.class_guid == pnp.GUID_DEVCLASS_DISPLAY:
        props[DEVPROPKEY_GPU_LUID] = (DEVPROP_TYPE_UINT64, _luid_bytes())
    elif device.class_guid == pnp.GUID_DEVCLASS_MONITOR:
        props[DEVPROPKEY_MONITOR_GPU_LUID] = (DEVPROP_TYPE_UINT64, _luid_bytes())
        props[DEVPROPKEY_MONITOR_OUTPUT_ID] = (DEVPROP_TYPE_UINT32,
                                               _struct.pack("<I", TARGET_ID))
    return props


@api(SETUPAPI, "SetupDiGetDevicePropertyW", "HANDLE:device information set h, LPVOID info, "
     "LPVOID key, LPVOID type_out, LPVOID buf, DWORD size, LPVOID required, DWORD flags",
     widths=BOTH)
def SetupDiGetDevicePropertyW(c, h, info, key, type_out, buf, size, required, flags):
    """A device's property by DEVPROPKEY: its DEVPROP_TYPE in ``type_out``, its bytes in
    ``buf`` (``size`` bytes), the bytes it needs in ``required`` (see the module)."""
    device = _device_of(c, _set(c, h), info)
    if device is None:
        return 0
    mem = c.vm.mem
    if not key:
        return _fail(c, ERROR_INVALID_DATA)
    if not type_out or (not buf and size):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if flags:
        return _fail(c, ERROR_INVALID_FLAGS)
    want = (bytes(mem.read(key, 16)), mem.u32(key + 16))
    entry = properties(device).get(want)
    if entry is None:
        mem.w32(type_out, DEVPROP_TYPE_EMPTY)
        if required:
            mem.w32(required, 0)
        return _fail(c, ERROR_NOT_FOUND)
    prop_type, data = entry
    mem.w32(type_out, prop_type)
    if required:
        mem.w32(required, len(data))
    if not buf or size < len(data):
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    mem.write(buf, data)
    c.vm.last_error = 0
    return 1
