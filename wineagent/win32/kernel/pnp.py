"""The Plug and Play device tree SetupAPI enumerates (dlls/setupapi/devinfo.py): the
devices of the headless desktop, their properties and device interfaces, and the
device information sets a program builds from them.

The desktop has one display adapter and one monitor (the adapter EnumDisplayDevices and
the DisplayConfig functions describe, dlls/user32/input.py and displayconfig.py, with
their instance ids and interface paths), and no other device: a set asked for any other
class, interface or enumerator is a valid empty set, as on a Windows with no such
device. Each device has

- its device instance id (``DISPLAY\\DEFAULT_MONITOR\\1&0&UID0``), device node number
  (DevInst) and setup class (``Monitor``, GUID_DEVCLASS_MONITOR);
- the SPDRP_* registry properties Windows keeps for it (device description, hardware
  ids, compatible ids, class, class GUID, driver key, manufacturer, service, enumerator
  name, location); any other answers ERROR_INVALID_DATA, as a property the device does
  not have does on Windows;
- its device interfaces (GUID_DEVINTERFACE_MONITOR, GUID_DEVINTERFACE_DISPLAY_ADAPTER)
  with their symbolic link names, lower case as Windows reports them;
- its hardware key (DIREG_DEV: ``Enum\\<instance>\\Device Parameters``) and software key
  (DIREG_DRV: ``Control\\Class\\{class}\\0000``) under HKLM\\SYSTEM\\CurrentControlSet.
  The monitor's hardware key holds its EDID: 128 bytes of EDID 1.4 describing a digital
  display of the screen's size in pixels and millimetres (96 dpi, as GetDeviceCaps'
  HORZSIZE says) at 60 Hz, with a correct checksum (:func:`edid`).
"""

import uuid

from .handletable import handle_kind
from .registry import REG_BINARY, REG_SZ

__all__ = ["Device", "DeviceSet", "devices", "class_name", "class_description", "class_guids", "device_by_instance", "interface_by_path",
           "guid_string", "edid", "hardware_key", "software_key",
           "GUID_DEVCLASS_DISPLAY", "GUID_DEVCLASS_MONITOR", "GUID_DEVINTERFACE_MONITOR",
           "GUID_DEVINTERFACE_DISPLAY_ADAPTER", "SPDRP"]


def _guid(text):
    return uuid.UUID(text).bytes_le


GUID_DEVCLASS_DISPLAY = _guid("4d36e968-e325-11ce-bfc1-08002be10318")
GUID_DEVCLASS_MONITOR = _guid("4d36e96e-e325-11ce-bfc1-08002be10318")
GUID_DEVINTERFACE_MONITOR = _guid("e6f07b5f-ee97-4a90-b076-33f57bf4eaa7")
GUID_DEVINTERFACE_DISPLAY_ADAPTER = _guid("5b45201d-f2f2-4f3b-85bb-30ff1f953599")

#: setupapi.h's SPDRP_* numbers of the properties the devices have.
SPDRP = dict(DEVICEDESC=0x00, HARDWAREID=0x01, COMPATIBLEIDS=0x02, SERVICE=0x04,
             CLASS=0x07, CLASSGUID=0x08, DRIVER=0x09, MFG=0x0B, FRIENDLYNAME=0x0C,
             LOCATION_INFORMATION=0x0D, ENUMERATOR_NAME=0x16)


def guid_string(data):
    """``{4D36E96E-E325-11CE-BFC1-08002BE10318}``: a GUID as the registry spells a class."""
    return "{%s}" % str(uuid.UUID(bytes_le=bytes(data))).upper()


class Device:
    """One device node: instance id, setup class, properties, interfaces."""

    def __init__(self, devinst, instance, class_guid, class_name, props, interfaces):
        self.devinst, self.instance = devinst, instance
        self.class_guid, self.class_name = class_guid, class_name
        #: SPDRP number -> (registry type, stored value: a str or a list of str)
        self.props = props
        #: (interface class GUID, symbolic link name)
        self.interfaces = interfaces

    @property
    def enumerator(self):
        """The enumerator that reported it: the instance id's first part."""
        return self.instance.split("\\", 1)[0]

    @property
    def driver(self):
        """The software key's name under Control\\Class (SPDRP_DRIVER)."""
        return self.props[SPDRP["DRIVER"]][1]


def _device(devinst, instance, class_guid, class_name, desc, hardware_ids, compatible,
            mfg, service, location, interfaces):
    props = {SPDRP["DEVICEDESC"]: (REG_SZ, desc),
             SPDRP["HARDWAREID"]: (7, hardware_ids),
             SPDRP["CLASS"]: (REG_SZ, class_name),
             SPDRP["CLASSGUID"]: (REG_SZ, guid_string(class_guid)),
             SPDRP["DRIVER"]: (REG_SZ, guid_string(class_guid) + "\\0000"),
             SPDRP["MFG"]: (REG_SZ, mfg),
             SPDRP["SERVICE"]: (REG_SZ, service),
             SPDRP["ENUMERATOR_NAME"]: (REG_SZ, instance.split("\\", 1)[0])}
    if compatible:
        props[SPDRP["COMPATIBLEIDS"]] = (7, compatible)
    if location:
        props[SPDRP["LOCATION_INFORMATION"]] = (REG_SZ, location)
    links = [(g, "\\\\?\\%s#%s" % (instance.replace("\\", "#").lower(),
                                   guid_string(g).lower())) for g in interfaces]
    return Device(devinst, instance, class_guid, class_name, props, links)


#: The tree's devices in Windows' enumeration order (by device node). Instance ids and
#: names are the ones USER32 gives the adapter and the monitor (EnumDisplayDevices'
#: DeviceString and DeviceID, DisplayConfig's monitor and adapter paths).
_DEVICES = (
    _device(1, "PCI\\VEN_0000&DEV_0000\\0&0&0", GUID_DEVCLASS_DISPLAY, "Display",
            # Windows' PCI ids, most specific first: the first hardware id is
            # EnumDisplayDevices' DeviceID for the adapter (dlls/user32/input.py).
            "wineagent display adapter",
            ["PCI\\VEN_0000&DEV_0000&SUBSYS_00000000&REV_00",
             "PCI\\VEN_0000&DEV_0000&SUBSYS_00000000", "PCI\\VEN_0000&DEV_0000&CC_030000",
             "PCI\\VEN_0000&DEV_0000&CC_0300"],
            ["PCI\\VEN_0000&DEV_0000&REV_00", "PCI\\VEN_0000&DEV_0000",
             "PCI\\VEN_0000&CC_030000", "PCI\\VEN_0000&CC_0300", "PCI\\VEN_0000",
             "PCI\\CC_030000", "PCI\\CC_0300"], "(Standard display types)", "BasicDisplay",
            "PCI bus 0, device 0, function 0", [GUID_DEVINTERFACE_DISPLAY_ADAPTER]),
    _device(2, "DISPLAY\\DEFAULT_MONITOR\\1&0&UID0", GUID_DEVCLASS_MONITOR, "Monitor",
            "Generic Non-PnP Monitor", ["MONITOR\\Default_Monitor"], ["*PNP09FF"],
            "(Standard monitor types)", "monitor", None, [GUID_DEVINTERFACE_MONITOR]),
)


#: The installed setup classes: those of the tree's devices, GUID -> (name, description)
#: as Windows installs them (Control\\Class\\{guid}: Class, and its default value).
_CLASSES = {GUID_DEVCLASS_DISPLAY: ("Display", "Display adapters"),
            GUID_DEVCLASS_MONITOR: ("Monitor", "Monitors")}


def devices():
    """Every device of the tree."""
    return _DEVICES


def class_name(guid):
    """The name of an installed setup class, or None."""
    entry = _CLASSES.get(guid)
    return entry[0] if entry else None


def class_description(guid):
    """The description of an installed setup class, or None."""
    entry = _CLASSES.get(guid)
    return entry[1] if entry else None


def class_guids(name):
    """The GUIDs of the installed setup classes named ``name`` (any case)."""
    return [g for g, (n, _) in _CLASSES.items() if n.lower() == name.lower()]


def device_by_instance(instance):
    """The device of an instance id (any case), or None."""
    for d in _DEVICES:
        if d.instance.lower() == (instance or "").lower():
            return d
    return None


def interface_by_path(path):
    """(device, interface GUID) of a symbolic link name (any case), or None."""
    for d in _DEVICES:
        for g, link in d.interfaces:
            if link.lower() == (path or "").lower():
                return d, g
    return None


@handle_kind("device information set")
class DeviceSet:
    """An HDEVINFO: its class (None: any), its devices in order and the interfaces a
    program opened into it (SetupDiOpenDeviceInterface)."""

    def __init__(self, class_guid=None):
        self.class_guid = class_guid
        self.devices = []
        self.interfaces = []

    def add(self, device):
        """Add ``device`` once; its position in the set."""
        if device not in self.devices:
            self.devices.append(device)
        return self.devices.index(device)

    def select(self, class_guid, enumerator, interface_guid, all_classes):
        """Add the tree's devices a SetupDiGetClassDevs call selects: of ``class_guid``
        (or having an interface of ``interface_guid``), reported by ``enumerator`` (an
        enumerator name, or with an interface GUID also an instance id)."""
        for d in _DEVICES:
            if interface_guid is not None:
                if not all_classes and not any(g == interface_guid for g, _ in d.interfaces):
                    continue
            elif not all_classes and d.class_guid != class_guid:
                continue
            if enumerator and enumerator.lower() not in (d.enumerator.lower(),
                                                         d.instance.lower()):
                continue
            self.add(d)

    def close(self):
        """Nothing to release: the devices are the tree's."""


_ENUM = "SYSTEM\\CurrentControlSet\\Enum\\"
_CLASS = "SYSTEM\\CurrentControlSet\\Control\\Class\\"


def edid(width, height, width_mm, height_mm):
    """The monitor's EDID 1.4 base block (128 bytes): manufacturer ``WAG``, product 1,
    named "wineagent", a digital display of ``width_mm`` x ``height_mm`` whose preferred
    (and only) timing is ``width`` x ``height`` at 60 Hz with no blanking, as the
    display mode DisplayConfig reports; sRGB chromaticities; checksum in the last byte."""
    b = bytearray(128)
    b[0:8] = b"\x00\xff\xff\xff\xff\xff\xff\x00"
    letters = [ord(ch) - ord("A") + 1 for ch in "WAG"]
    b[8:10] = ((letters[0] << 10) | (letters[1] << 5) | letters[2]).to_bytes(2, "big")
    b[10:12] = (1).to_bytes(2, "little")          # product code
    b[12:16] = bytes(4)                            # no serial number
    b[16], b[17] = 0, 2020 - 1990                  # model year 2020
    b[18], b[19] = 1, 4                            # EDID 1.4
    b[20] = 0x80                                   # digital input, depth and interface undefined
    b[21] = max(1, min(255, (width_mm + 5) // 10))   # cm
    b[22] = max(1, min(255, (height_mm + 5) // 10))
    b[23] = 120                                    # gamma 2.2
    b[24] = 0x06                                   # sRGB default, preferred timing is native
    # sRGB's chromaticities (red, green, blue, white) in 10-bit fractions.
    xy = [(0.640, 0.330), (0.300, 0.600), (0.150, 0.060), (0.3127, 0.3290)]
    v = [int(round(c * 1024)) for pair in xy for c in pair]
    b[25] = ((v[0] & 3) << 6) | ((v[1] & 3) << 4) | ((v[2] & 3) << 2) | (v[3] & 3)
    b[26] = ((v[4] & 3) << 6) | ((v[5] & 3) << 4) | ((v[6] & 3) << 2) | (v[7] & 3)
    for i in range(8):
        b[27 + i] = v[i] >> 2
    b[38:54] = b"\x01\x01" * 8                     # no standard timings
    # Descriptor 1: the detailed timing of the display mode.
    clock = width * height * 60 // 10000          # in 10 kHz units
    d = bytearray(18)
    d[0:2] = clock.to_bytes(2, "little")
    d[2], d[4] = width & 0xFF, (width >> 8) << 4
    d[5], d[7] = height & 0xFF, (height >> 8) << 4
    d[12], d[13] = width_mm & 0xFF, height_mm & 0xFF
    d[14] = ((width_mm >> 8) << 4) | (height_mm >> 8)
    d[17] = 0x18                                   # digital separate sync
    b[54:72] = d
    # Descriptor 2: the monitor's name; 3: its range limits (60 Hz only); 4: dummy.
    b[72:90] = b"\x00\x00\x00\xfc\x00" + b"wineagent\n".ljust(13, b" ")
    max_clock = (clock + 999) // 1000 + 1          # in 10 MHz units
    b[90:108] = bytes([0, 0, 0, 0xFD, 0, 60, 60, 1, 255, min(255, max_clock), 0x01,
                       0x0A]) + b" " * 6
    b[108:126] = b"\x00\x00\x00\x10" + bytes(14)
    b[126] = 0                                     # no extension blocks
    b[127] = (-sum(b[:127])) & 0xFF
    return bytes(b)


def hardware_key(registry, device, width, height, width_mm, height_mm):
    """The device's hardware key (``Device Parameters``), made as Windows' PnP manager
    makes it when the device starts; the monitor's EDID follows the screen's size."""
    key, _ = registry.create(registry.roots[0x80000002],
                             _ENUM + device.instance + "\\Device Parameters")
    if device.class_guid == GUID_DEVCLASS_MONITOR:
        data = edid(width, height, width_mm, height_mm)
        old = key.values.get("edid")
        if old is None or old[2] != data:
            registry.set_value(key, "EDID", REG_BINARY, data)
    return key


def software_key(registry, device):
    """The device's software (driver) key under Control\\Class, with its DriverDesc."""
    key, created = registry.create(registry.roots[0x80000002], _CLASS + device.driver)
    if created or "driverdesc" not in key.values:
        registry.set_value(key, "DriverDesc", REG_SZ, device.props[SPDRP["DEVICEDESC"]][1])
    return key
