"""SETUPAPI: device information sets over the Plug and Play device tree (kernel/pnp.py:
the display adapter and the monitor).

- SetupDiGetClassDevs(A/W) builds a set of the present devices of a setup class, of an
  interface class (DIGCF_DEVICEINTERFACE), or of every class (DIGCF_ALLCLASSES),
  optionally of one enumerator ("DISPLAY", "PCI", or with an interface class a device
  instance id); a class without devices gives an empty set, not a failure. No class and
  no DIGCF_ALLCLASSES is ERROR_INVALID_PARAMETER. SetupDiCreateDeviceInfoList makes an
  empty set, SetupDiOpenDeviceInfo(A/W) adds a device by instance id,
  SetupDiDestroyDeviceInfoList ends one;
- SetupDiEnumDeviceInfo and SetupDiEnumDeviceInterfaces walk a set
  (ERROR_NO_MORE_ITEMS past the end); SetupDiOpenDeviceInterface(A/W) finds an interface
  by its symbolic link name (what DisplayConfig gives as the monitor's device path);
- SetupDiGetDeviceInterfaceDetail(A/W), SetupDiGetDeviceInstanceId(A/W) and
  SetupDiGetDeviceRegistryProperty(A/W) answer ERROR_INSUFFICIENT_BUFFER with the size
  needed when the buffer is short; a property the device lacks is ERROR_INVALID_DATA, a
  number that is no property ERROR_INVALID_REG_PROPERTY;
- SetupDiOpenDevRegKey opens the device's hardware key (DIREG_DEV: the monitor's EDID)
  or software key (DIREG_DRV), INVALID_HANDLE_VALUE on failure.

The structures' cbSize must be their size at the program's width (SP_DEVINFO_DATA and
SP_DEVICE_INTERFACE_DATA 28 / 32 bytes; SP_DEVICE_INTERFACE_DETAIL_DATA 5 (A) or 6 (W)
bytes at 32 bits, whose setupapi.h is packed to 1 byte, and 8 at 64):
ERROR_INVALID_USER_BUFFER otherwise.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core import structures  # noqa: F401  (declares GUID)
from ...core.dllnames import SETUPAPI
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_CLASS,
                              ERROR_INVALID_DATA, ERROR_INVALID_FLAGS,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_MACHINENAME,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_REG_PROPERTY,
                              ERROR_INVALID_USER_BUFFER, ERROR_NO_MORE_ITEMS,
                              ERROR_NO_SUCH_DEVICE_INTERFACE, ERROR_NO_SUCH_DEVINST)
from ...gdi.mapping import size_mm
from ...kernel import pnp
from ...kernel.registry import encode_data
from ..advapi32.main import KeyHandle

SP_DEVINFO_DATA = struct(
    "SP_DEVINFO_DATA", "DWORD cbSize; GUID ClassGuid; DWORD DevInst; ULONG_PTR Reserved",
    pack={4: 1, 8: None})
SP_DEVICE_INTERFACE_DATA = struct(
    "SP_DEVICE_INTERFACE_DATA",
    "DWORD cbSize; GUID InterfaceClassGuid; DWORD Flags; ULONG_PTR Reserved",
    pack={4: 1, 8: None})
SP_DEVICE_INTERFACE_DETAIL_DATA = struct(
    "SP_DEVICE_INTERFACE_DETAIL_DATA{AW}", "DWORD cbSize; TCHAR DevicePath[1]",
    pack={4: 1, 8: None})
#: Every structure of the family.
STRUCTURES = (SP_DEVINFO_DATA, SP_DEVICE_INTERFACE_DATA, SP_DEVICE_INTERFACE_DETAIL_DATA)

DIGCF_DEFAULT, DIGCF_PRESENT, DIGCF_ALLCLASSES, DIGCF_PROFILE, DIGCF_DEVICEINTERFACE = \
    0x1, 0x2, 0x4, 0x8, 0x10
DIOD_INHERIT_CLASSDRVS, DIOD_CANCEL_REMOVE = 0x2, 0x4
DIODI_NO_ADD = 0x1
SPINT_ACTIVE = 0x1
DICS_FLAG_GLOBAL, DICS_FLAG_CONFIGSPECIFIC, DICS_FLAG_CONFIGGENERAL = 0x1, 0x2, 0x4
DIREG_DEV, DIREG_DRV, DIREG_BOTH = 0x1, 0x2, 0x4
SPDRP_MAXIMUM_PROPERTY = 0x25
INVALID_HANDLE_VALUE = -1
_BAD_SET = (0, ERROR_INVALID_HANDLE)


def _fail(c, error, result=0):
    c.vm.last_error = error
    return result


def _guid_at(c, addr):
    return bytes(c.vm.mem.read(addr, 16)) if addr else None


def _set(c, h):
    return c.vm.handles.get(h, pnp.DeviceSet)


def _new_set(c, class_guid):
    return c.vm.new_handle(pnp.DeviceSet(class_guid))


def _write_devinfo(c, addr, s, device):
    view = SP_DEVINFO_DATA.at(c.vm.mem, addr, c.ptr_size)
    c.vm.mem.write(view.ptr("ClassGuid"), device.class_guid)
    view.DevInst = device.devinst
    view.Reserved = s.devices.index(device) + 1


def _devinfo_ok(c, addr):
    return addr and c.vm.mem.u32(addr) == SP_DEVINFO_DATA.sizeof(c.ptr_size)


def _device_of(c, s, addr):
    """The set's device a SP_DEVINFO_DATA names, or None (the last error set)."""
    if not _devinfo_ok(c, addr):
        c.vm.last_error = ERROR_INVALID_PARAMETER if not addr else ERROR_INVALID_USER_BUFFER
        return None
    reserved = SP_DEVINFO_DATA.at(c.vm.mem, addr, c.ptr_size).Reserved
    if not 1 <= reserved <= len(s.devices):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    return s.devices[reserved - 1]


@api(SETUPAPI, "SetupDiGetClassDevs{AW}", "LPVOID guid, LPCTSTR enumerator, HWND parent, DWORD flags",
     widths=BOTH)
def SetupDiGetClassDevs(c, guid, enumerator, parent, flags):
    """A new set of the present devices of class ``guid`` (an interface class with
    DIGCF_DEVICEINTERFACE; every class with DIGCF_ALLCLASSES), of ``enumerator`` when
    given; INVALID_HANDLE_VALUE with ERROR_INVALID_PARAMETER without a class."""
    class_guid = _guid_at(c, guid)
    all_classes = bool(flags & DIGCF_ALLCLASSES)
    if class_guid is None and not all_classes:
        return _fail(c, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    interface = bool(flags & DIGCF_DEVICEINTERFACE)
    s = pnp.DeviceSet(None if interface or all_classes else class_guid)
    s.select(class_guid, enumerator, class_guid if interface else None, all_classes)
    return c.vm.new_handle(s)


@api(SETUPAPI, "SetupDiCreateDeviceInfoList", "LPVOID guid, HWND parent", widths=BOTH)
def SetupDiCreateDeviceInfoList(c, guid, parent):
    """A new empty set, of class ``guid`` when given."""
    return _new_set(c, _guid_at(c, guid))


@api(SETUPAPI, "SetupDiOpenDeviceInfo{AW}", "HANDLE:device information set h, LPCTSTR instance, "
     "HWND parent, DWORD flags, LPVOID info", widths=BOTH)
def SetupDiOpenDeviceInfo(c, h, instance, parent, flags, info):
    """Add the device of instance id ``instance`` to the set (once) and describe it in
    ``info`` when given: ERROR_NO_SUCH_DEVINST for an unknown id, ERROR_CLASS_MISMATCH
    for one of another class than the set's."""
    s = _set(c, h)
    if flags & ~(DIOD_INHERIT_CLASSDRVS | DIOD_CANCEL_REMOVE):
        return _fail(c, ERROR_INVALID_FLAGS)
    device = pnp.device_by_instance(instance)
    if device is None:
        return _fail(c, ERROR_NO_SUCH_DEVINST)
    if s.class_guid is not None and device.class_guid != s.class_guid:
        return _fail(c, 0xE0000203)           # ERROR_CLASS_MISMATCH
    if info and not _devinfo_ok(c, info):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    s.add(device)
    if info:
        _write_devinfo(c, info, s, device)
    return 1


@api(SETUPAPI, "SetupDiDestroyDeviceInfoList", "HANDLE:device information set h", widths=BOTH)
def SetupDiDestroyDeviceInfoList(c, h):
    """End a set."""
    c.vm.handles.close(h)
    return 1


@api(SETUPAPI, "SetupDiEnumDeviceInfo", "HANDLE:device information set h, DWORD index, LPVOID info",
     widths=BOTH)
def SetupDiEnumDeviceInfo(c, h, index, info):
    """Describe the set's ``index``-th device; ERROR_NO_MORE_ITEMS past the last."""
    s = _set(c, h)
    if not info:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if not _devinfo_ok(c, info):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if index >= len(s.devices):
        return _fail(c, ERROR_NO_MORE_ITEMS)
    _write_devinfo(c, info, s, s.devices[index])
    return 1


def _interfaces(s, device, guid):
    """The set's interfaces of class ``guid`` (of ``device`` when given), in order."""
    found = []
    for d in ([device] if device else s.devices):
        found += [(d, g, link) for g, link in d.interfaces if g == guid]
    return found


def _write_interface(c, addr, guid, link):
    view = SP_DEVICE_INTERFACE_DATA.at(c.vm.mem, addr, c.ptr_size)
    c.vm.mem.write(view.ptr("InterfaceClassGuid"), guid)
    view.Flags = SPINT_ACTIVE
    view.Reserved = _interface_number(link)


def _interface_number(link):
    """Reserved's value for an interface: its place among the tree's interfaces, from 1."""
    links = [lk for d in pnp.devices() for _, lk in d.interfaces]
    return links.index(link) + 1


def _interface_of(c, addr):
    """(device, GUID, link) of a SP_DEVICE_INTERFACE_DATA, or None (last error set)."""
    if not addr or c.vm.mem.u32(addr) != SP_DEVICE_INTERFACE_DATA.sizeof(c.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER if not addr else ERROR_INVALID_USER_BUFFER
        return None
    number = SP_DEVICE_INTERFACE_DATA.at(c.vm.mem, addr, c.ptr_size).Reserved
    every = [(d, g, lk) for d in pnp.devices() for g, lk in d.interfaces]
    if not 1 <= number <= len(every):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    return every[number - 1]


@api(SETUPAPI, "SetupDiEnumDeviceInterfaces", "HANDLE:device information set h, LPVOID info, "
     "LPVOID guid, DWORD index, LPVOID out", widths=BOTH)
def SetupDiEnumDeviceInterfaces(c, h, info, guid, index, out):
    """Describe the ``index``-th interface of class ``guid`` of the set's devices (of the
    one ``info`` names, when given); ERROR_NO_MORE_ITEMS past the last."""
    s = _set(c, h)
    if not out or not guid:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if c.vm.mem.u32(out) != SP_DEVICE_INTERFACE_DATA.sizeof(c.ptr_size):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    device = None
    if info:
        device = _device_of(c, s, info)
        if device is None:
            return 0
    found = _interfaces(s, device, _guid_at(c, guid))
    if index >= len(found):
        return _fail(c, ERROR_NO_MORE_ITEMS)
    _d, g, link = found[index]
    _write_interface(c, out, g, link)
    return 1


@api(SETUPAPI, "SetupDiOpenDeviceInterface{AW}", "HANDLE:device information set h, LPCTSTR path, "
     "DWORD flags, LPVOID out", widths=BOTH)
def SetupDiOpenDeviceInterface(c, h, path, flags, out):
    """Find the interface whose symbolic link name is ``path`` (any case), add its device
    to the set unless DIODI_NO_ADD, and describe it in ``out`` when given;
    ERROR_NO_SUCH_DEVICE_INTERFACE for an unknown name."""
    s = _set(c, h)
    if flags & ~DIODI_NO_ADD:
        return _fail(c, ERROR_INVALID_FLAGS)
    if out and c.vm.mem.u32(out) != SP_DEVICE_INTERFACE_DATA.sizeof(c.ptr_size):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    found = pnp.interface_by_path(path)
    if found is None:
        return _fail(c, ERROR_NO_SUCH_DEVICE_INTERFACE)
    device, guid = found
    if not flags & DIODI_NO_ADD:
        s.add(device)
    if out:
        link = next(lk for g, lk in device.interfaces if g == guid)
        _write_interface(c, out, guid, link)
    return 1


@api(SETUPAPI, "SetupDiGetDeviceInterfaceDetail{AW}", "HANDLE:device information set h, "
     "LPVOID iface, LPVOID detail, DWORD size, LPVOID required, LPVOID info", widths=BOTH)
def SetupDiGetDeviceInterfaceDetail(c, h, iface, detail, size, required, info):
    """The interface's symbolic link name in ``detail`` (a SP_DEVICE_INTERFACE_DETAIL_DATA
    of ``size`` bytes), the size it needs in ``required``, its device in ``info``:
    ERROR_INSUFFICIENT_BUFFER (``required`` set) when ``size`` is short."""
    s = _set(c, h)
    vm = c.vm
    found = _interface_of(c, iface)
    if found is None:
        return 0
    device, _guid, link = found
    dtype = SP_DEVICE_INTERFACE_DETAIL_DATA.variant(c.wide)
    if detail and vm.mem.u32(detail) != dtype.sizeof(c.ptr_size):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if not detail and size:
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if info and not _devinfo_ok(c, info):
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    offset = dtype.offsetof("DevicePath", c.ptr_size)
    need = offset + (len(link) + 1) * c.char_size
    if required:
        vm.mem.w32(required, need)
    if not detail or size < need:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(detail + offset, link)
    if info:
        s.add(device)
        _write_devinfo(c, info, s, device)
    return 1


@api(SETUPAPI, "SetupDiGetDeviceInstanceId{AW}", "HANDLE:device information set h, LPVOID info, "
     "LPVOID buf, DWORD size, LPVOID required", widths=BOTH)
def SetupDiGetDeviceInstanceId(c, h, info, buf, size, required):
    """The device's instance id in ``buf`` (``size`` characters), the count it needs
    with its NUL in ``required``; ERROR_INSUFFICIENT_BUFFER when short."""
    device = _device_of(c, _set(c, h), info)
    if device is None:
        return 0
    need = len(device.instance) + 1
    if required:
        c.vm.mem.w32(required, need)
    if not buf and size:
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if size < need:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(buf, device.instance)
    return 1


@api(SETUPAPI, "SetupDiGetDeviceRegistryProperty{AW}", "HANDLE:device information set h, "
     "LPVOID info, DWORD prop, LPVOID type_out, LPVOID buf, DWORD size, LPVOID required",
     widths=BOTH)
def SetupDiGetDeviceRegistryProperty(c, h, info, prop, type_out, buf, size, required):
    """The device's property ``prop`` (SPDRP_*) as its registry value: its type in
    ``type_out``, its bytes in ``buf`` (``size`` bytes), the bytes it needs in
    ``required``. ERROR_INSUFFICIENT_BUFFER when short, ERROR_INVALID_DATA for a
    property the device does not have, ERROR_INVALID_REG_PROPERTY for no property."""
    device = _device_of(c, _set(c, h), info)
    if device is None:
        return 0
    if prop >= SPDRP_MAXIMUM_PROPERTY or prop in (0x03, 0x05, 0x06):   # SPDRP_UNUSED0-2
        return _fail(c, ERROR_INVALID_REG_PROPERTY)
    entry = device.props.get(prop)
    if entry is None:
        return _fail(c, ERROR_INVALID_DATA)
    type_, value = entry
    data = encode_data(type_, value, c.wide)
    if type_out:
        c.vm.mem.w32(type_out, type_)
    if required:
        c.vm.mem.w32(required, len(data))
    if not buf and size:
        return _fail(c, ERROR_INVALID_USER_BUFFER)
    if size < len(data):
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.vm.mem.write(buf, data)
    return 1


@api(SETUPAPI, "SetupDiOpenDevRegKey", "HANDLE:device information set h, LPVOID info, DWORD scope, "
     "DWORD profile, DWORD key_type, DWORD sam", widths=BOTH,
     bad_handle=(INVALID_HANDLE_VALUE, ERROR_INVALID_HANDLE))
def SetupDiOpenDevRegKey(c, h, info, scope, profile, key_type, sam):
    """An HKEY of the device's hardware key (DIREG_DEV, the monitor's holding its EDID)
    or software key (DIREG_DRV); INVALID_HANDLE_VALUE with ERROR_INVALID_FLAGS for
    another scope or key type."""
    vm = c.vm
    device = _device_of(c, _set(c, h), info)
    if device is None:
        return INVALID_HANDLE_VALUE
    if scope not in (DICS_FLAG_GLOBAL, DICS_FLAG_CONFIGSPECIFIC) or \
            key_type not in (DIREG_DEV, DIREG_DRV):
        return _fail(c, ERROR_INVALID_FLAGS, INVALID_HANDLE_VALUE)
    if key_type == DIREG_DEV:
        w, hgt = vm.wm.width, vm.wm.height
        key = pnp.hardware_key(vm.registry, device, w, hgt, size_mm(w), size_mm(hgt))
    else:
        key = pnp.software_key(vm.registry, device)
    return vm.new_handle(KeyHandle(key))



@api(SETUPAPI, "SetupDiGetClassDevsEx{AW}", "LPVOID guid, LPCTSTR enumerator, HWND parent, "
     "DWORD flags, HANDLE set, LPCTSTR machine, LPVOID reserved", widths=BOTH)
def SetupDiGetClassDevsEx(c, guid, enumerator, parent, flags, set_, machine, reserved):
    """SetupDiGetClassDevs on this machine (``machine`` NULL or empty; another machine
    is ERROR_INVALID_MACHINENAME: there is no network), into the existing set ``set_``
    when given (its handle answered); a non-NULL ``reserved`` is ERROR_INVALID_PARAMETER."""
    if reserved:
        return _fail(c, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    if machine:
        return _fail(c, ERROR_INVALID_MACHINENAME, INVALID_HANDLE_VALUE)
    if not set_ or set_ == INVALID_HANDLE_VALUE & (2 ** (8 * c.ptr_size) - 1):
        return SetupDiGetClassDevs(c, guid, enumerator, parent, flags)
    s = _set(c, set_)
    if s is None:
        return _fail(c, ERROR_INVALID_HANDLE, INVALID_HANDLE_VALUE)
    class_guid = _guid_at(c, guid)
    all_classes = bool(flags & DIGCF_ALLCLASSES)
    if class_guid is None and not all_classes:
        return _fail(c, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    interface = bool(flags & DIGCF_DEVICEINTERFACE)
    s.select(class_guid, enumerator, class_guid if interface else None, all_classes)
    return set_


@api(SETUPAPI, "SetupDiGetDeviceInfoListClass", "HANDLE:device information set h, LPVOID out",
     widths=BOTH)
def SetupDiGetDeviceInfoListClass(c, h, out):
    """The set's class GUID; ERROR_NO_ASSOCIATED_CLASS for a set of no one class."""
    s = _set(c, h)
    if s.class_guid is None:
        return _fail(c, 0xE0000200)           # ERROR_NO_ASSOCIATED_CLASS
    if not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    c.vm.mem.write(out, s.class_guid)
    return 1


@api(SETUPAPI, "SetupDiClassNameFromGuid{AW}", "LPVOID guid, LPTSTR buf, DWORD size, "
     "LPVOID required", widths=BOTH)
def SetupDiClassNameFromGuid(c, guid, buf, size, required):
    """The name of the installed setup class ``guid`` (those of the tree's devices:
    Display, Monitor), the characters it needs in ``required``;
    ERROR_INSUFFICIENT_BUFFER when short, ERROR_INVALID_CLASS for a class not installed."""
    name = pnp.class_name(_guid_at(c, guid)) if guid else None
    if name is None:
        return _fail(c, ERROR_INVALID_CLASS)
    if required:
        c.vm.mem.w32(required, len(name) + 1)
    if size < len(name) + 1 or not buf:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(buf, name)
    return 1


@api(SETUPAPI, "SetupDiClassGuidsFromName{AW}", "LPCTSTR name, LPVOID out, DWORD size, "
     "LPVOID required", widths=BOTH)
def SetupDiClassGuidsFromName(c, name, out, size, required):
    """The GUIDs of the installed setup classes named ``name`` (any case): up to ``size``
    of them in ``out``, their count in ``required``; ERROR_INSUFFICIENT_BUFFER when more
    are found than fit. None found is success with a count of 0."""
    found = pnp.class_guids(name or "")
    if required:
        c.vm.mem.w32(required, len(found))
    for i, g in enumerate(found[:size]):
        c.vm.mem.write(out + 16 * i, g)
    if len(found) > size:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    return 1


@api(SETUPAPI, "SetupDiGetClassDescription{AW}", "LPVOID guid, LPTSTR buf, DWORD size, "
     "LPVOID required", widths=BOTH)
def SetupDiGetClassDescription(c, guid, buf, size, required):
    """The installed setup class's description ("Display adapters", "Monitors"), the
    characters it needs in ``required``; ERROR_INSUFFICIENT_BUFFER when short,
    ERROR_INVALID_CLASS for a class not installed."""
    text = pnp.class_description(_guid_at(c, guid)) if guid else None
    if text is None:
        return _fail(c, ERROR_INVALID_CLASS)
    if required:
        c.vm.mem.w32(required, len(text) + 1)
    if size < len(text) + 1 or not buf:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(buf, text)
    return 1
