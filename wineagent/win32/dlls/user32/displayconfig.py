"""USER32's Connecting and Configuring Displays (CCD) queries over the one display.

GetDisplayConfigBufferSizes, QueryDisplayConfig and DisplayConfigGetDeviceInfo describe
the display as paths from a source (the desktop's view, \\\\.\\DISPLAY1) to a target
(the monitor), with a mode for each. The headless desktop has one adapter, one source and
one target, always active, so every query answers one path and two modes (the target's
first, then the source's, as Windows and Wine order them). Changing the configuration
(SetDisplayConfig, DisplayConfigSetDeviceInfo) is not done: the screen's size is the
session's.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.dllnames import USER32
from ...core.winerror import (ERROR_GEN_FAILURE, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_PARAMETER)
from ...user.sysparams import display_mode

# wingdi.h's CCD structures (the unions of DISPLAYCONFIG_MODE_INFO and of the path's
# modeInfoIdx are declared by the member we write).
DISPLAYCONFIG_PATH_SOURCE_INFO = struct(
    "DISPLAYCONFIG_PATH_SOURCE_INFO",
    "LUID adapterId; UINT32 id; UINT32 modeInfoIdx; UINT32 statusFlags")
DISPLAYCONFIG_RATIONAL = struct("DISPLAYCONFIG_RATIONAL", "UINT32 Numerator; UINT32 Denominator")
DISPLAYCONFIG_2DREGION = struct("DISPLAYCONFIG_2DREGION", "UINT32 cx; UINT32 cy")
DISPLAYCONFIG_PATH_TARGET_INFO = struct(
    "DISPLAYCONFIG_PATH_TARGET_INFO",
    "LUID adapterId; UINT32 id; UINT32 modeInfoIdx; UINT32 outputTechnology;"
    " UINT32 rotation; UINT32 scaling; DISPLAYCONFIG_RATIONAL refreshRate;"
    " UINT32 scanLineOrdering; BOOL targetAvailable; UINT32 statusFlags")
DISPLAYCONFIG_PATH_INFO = struct(
    "DISPLAYCONFIG_PATH_INFO",
    "DISPLAYCONFIG_PATH_SOURCE_INFO sourceInfo; DISPLAYCONFIG_PATH_TARGET_INFO targetInfo;"
    " UINT32 flags")
DISPLAYCONFIG_VIDEO_SIGNAL_INFO = struct(
    "DISPLAYCONFIG_VIDEO_SIGNAL_INFO",
    "UINT64 pixelRate; DISPLAYCONFIG_RATIONAL hSyncFreq; DISPLAYCONFIG_RATIONAL vSyncFreq;"
    " DISPLAYCONFIG_2DREGION activeSize; DISPLAYCONFIG_2DREGION totalSize;"
    " UINT32 videoStandard; UINT32 scanLineOrdering")
DISPLAYCONFIG_TARGET_MODE = struct(
    "DISPLAYCONFIG_TARGET_MODE", "DISPLAYCONFIG_VIDEO_SIGNAL_INFO targetVideoSignalInfo")
DISPLAYCONFIG_SOURCE_MODE = struct(
    "DISPLAYCONFIG_SOURCE_MODE", "UINT32 width; UINT32 height; UINT32 pixelFormat;"
                                 " POINT position")
DISPLAYCONFIG_MODE_INFO = struct(
    "DISPLAYCONFIG_MODE_INFO", "UINT32 infoType; UINT32 id; LUID adapterId;"
                               " DISPLAYCONFIG_TARGET_MODE targetMode")
DISPLAYCONFIG_DEVICE_INFO_HEADER = struct(
    "DISPLAYCONFIG_DEVICE_INFO_HEADER", "UINT32 type; UINT32 size; LUID adapterId; UINT32 id")
DISPLAYCONFIG_SOURCE_DEVICE_NAME = struct(
    "DISPLAYCONFIG_SOURCE_DEVICE_NAME",
    "DISPLAYCONFIG_DEVICE_INFO_HEADER header; WCHAR viewGdiDeviceName[32]")
DISPLAYCONFIG_TARGET_DEVICE_NAME = struct(
    "DISPLAYCONFIG_TARGET_DEVICE_NAME",
    "DISPLAYCONFIG_DEVICE_INFO_HEADER header; UINT32 flags; UINT32 outputTechnology;"
    " UINT16 edidManufactureId; UINT16 edidProductCodeId; UINT32 connectorInstance;"
    " WCHAR monitorFriendlyDeviceName[64]; WCHAR monitorDevicePath[128]")
DISPLAYCONFIG_TARGET_PREFERRED_MODE = struct(
    "DISPLAYCONFIG_TARGET_PREFERRED_MODE",
    "DISPLAYCONFIG_DEVICE_INFO_HEADER header; UINT32 width; UINT32 height;"
    " DISPLAYCONFIG_TARGET_MODE targetMode")
DISPLAYCONFIG_ADAPTER_NAME = struct(
    "DISPLAYCONFIG_ADAPTER_NAME",
    "DISPLAYCONFIG_DEVICE_INFO_HEADER header; WCHAR adapterDevicePath[128]")
#: Every structure of the family, for test/win32/test_structs.py.
STRUCTURES = (DISPLAYCONFIG_PATH_SOURCE_INFO, DISPLAYCONFIG_RATIONAL, DISPLAYCONFIG_2DREGION,
              DISPLAYCONFIG_PATH_TARGET_INFO, DISPLAYCONFIG_PATH_INFO,
              DISPLAYCONFIG_VIDEO_SIGNAL_INFO, DISPLAYCONFIG_TARGET_MODE,
              DISPLAYCONFIG_SOURCE_MODE, DISPLAYCONFIG_DEVICE_INFO_HEADER,
              DISPLAYCONFIG_SOURCE_DEVICE_NAME, DISPLAYCONFIG_TARGET_DEVICE_NAME,
              DISPLAYCONFIG_TARGET_PREFERRED_MODE, DISPLAYCONFIG_ADAPTER_NAME)

QDC_ALL_PATHS, QDC_ONLY_ACTIVE_PATHS, QDC_DATABASE_CURRENT = 0x1, 0x2, 0x4
# Flags that may accompany one of the three above.
QDC_VIRTUAL_MODE_AWARE, QDC_INCLUDE_HMD, QDC_VIRTUAL_REFRESH_RATE_AWARE = 0x10, 0x20, 0x40
DISPLAYCONFIG_MODE_INFO_TYPE_SOURCE, DISPLAYCONFIG_MODE_INFO_TYPE_TARGET = 1, 2
DISPLAYCONFIG_PATH_ACTIVE = 0x1
DISPLAYCONFIG_SOURCE_IN_USE = DISPLAYCONFIG_TARGET_IN_USE = 0x1
DISPLAYCONFIG_ROTATION_IDENTITY = DISPLAYCONFIG_SCALING_IDENTITY = 1
DISPLAYCONFIG_SCANLINE_ORDERING_PROGRESSIVE = 1
DISPLAYCONFIG_OUTPUT_TECHNOLOGY_OTHER = 0xFFFFFFFF
DISPLAYCONFIG_PIXELFORMAT = {8: 1, 16: 2, 24: 3, 32: 4}
(GET_SOURCE_NAME, GET_TARGET_NAME, GET_TARGET_PREFERRED_MODE,
 GET_ADAPTER_NAME) = 1, 2, 3, 4
#: D3DKMDT_VSS_OTHER: a signal no video standard names.
_VSS_OTHER = 255

#: The one adapter's LUID (a locally unique number: any fixed one), source and target ids.
ADAPTER_LUID = (0x00001000, 0)
SOURCE_ID, TARGET_ID = 0, 0x1000
SOURCE_NAME = "\\\\.\\DISPLAY1"
MONITOR_NAME = "Generic Non-PnP Monitor"     # the monitor's name in EnumDisplayDevices
MONITOR_PATH = "\\\\?\\DISPLAY#Default_Monitor#1&0&UID0#{e6f07b5f-ee97-4a90-b076-33f57bf4eaa7}"
ADAPTER_PATH = "\\\\?\\PCI#VEN_0000&DEV_0000#0&0&0#{5b45201d-f2f2-4f3b-85bb-30ff1f953599}"


def _bad_flags(flags):
    kind = flags & 0x7
    extra = flags & ~0x7
    return kind not in (QDC_ALL_PATHS, QDC_ONLY_ACTIVE_PATHS, QDC_DATABASE_CURRENT) or \
        extra & ~(QDC_VIRTUAL_MODE_AWARE | QDC_INCLUDE_HMD | QDC_VIRTUAL_REFRESH_RATE_AWARE)


@api(USER32, "GetDisplayConfigBufferSizes", "UINT32 flags, LPVOID num_paths, LPVOID num_modes", widths=BOTH)
def GetDisplayConfigBufferSizes(c, flags, num_paths, num_modes):
    """How many paths and modes QueryDisplayConfig will answer for ``flags``: one path and
    two modes (ERROR_INVALID_PARAMETER for a NULL count, and for other flags, the counts
    then 0)."""
    if not num_paths or not num_modes:
        return ERROR_INVALID_PARAMETER
    if _bad_flags(flags):
        # Windows zeroes the counts it was given before refusing the flags.
        c.vm.mem.w32(num_paths, 0)
        c.vm.mem.w32(num_modes, 0)
        return ERROR_INVALID_PARAMETER
    c.vm.mem.w32(num_paths, 1)
    c.vm.mem.w32(num_modes, 2)
    return 0


def _video_signal(vm):
    bpp, w, h, _flags, freq = display_mode(vm.wm.width, vm.wm.height)
    # No blanking is modelled: the total size is the active one.
    return dict(pixelRate=w * h * freq, hSyncFreq=(h * freq, 1), vSyncFreq=(freq, 1),
                activeSize=(w, h), totalSize=(w, h), videoStandard=_VSS_OTHER,
                scanLineOrdering=DISPLAYCONFIG_SCANLINE_ORDERING_PROGRESSIVE)


def _write_signal(mem, addr, ptr, vm):
    sig = _video_signal(vm)
    DISPLAYCONFIG_VIDEO_SIGNAL_INFO.write(
        mem, addr, ptr, pixelRate=sig["pixelRate"], videoStandard=sig["videoStandard"],
        scanLineOrdering=sig["scanLineOrdering"])
    view = DISPLAYCONFIG_VIDEO_SIGNAL_INFO.at(mem, addr, ptr)
    for name in ("hSyncFreq", "vSyncFreq"):
        DISPLAYCONFIG_RATIONAL.write(mem, view.ptr(name), ptr,
                                     Numerator=sig[name][0], Denominator=sig[name][1])
    for name in ("activeSize", "totalSize"):
        DISPLAYCONFIG_2DREGION.write(mem, view.ptr(name), ptr, cx=sig[name][0], cy=sig[name][1])


def _write_luid(mem, addr):
    mem.w32(addr, ADAPTER_LUID[0])
    mem.w32(addr + 4, ADAPTER_LUID[1])


@api(USER32, "QueryDisplayConfig", "UINT32 flags, LPVOID num_paths, LPVOID paths, LPVOID num_modes, LPVOID modes, LPVOID topology", widths=BOTH)
def QueryDisplayConfig(c, flags, num_paths, paths, num_modes, modes, topology):
    """The active path (source 0 of the adapter to its monitor) and its two modes. The
    counts say how many elements the arrays hold and come back as how many were filled;
    a zero count is ERROR_INVALID_PARAMETER, ERROR_INSUFFICIENT_BUFFER when either is too
    small. QDC_DATABASE_CURRENT's target mode has no total size (0x0). QDC_DATABASE_CURRENT needs the
    topology out-parameter (DISPLAYCONFIG_TOPOLOGY_INTERNAL: the one display), the other
    kinds refuse it."""
    vm = c.vm
    mem = vm.mem
    ptr = c.ptr_size
    if _bad_flags(flags) or not (num_paths and paths and num_modes and modes):
        return ERROR_INVALID_PARAMETER
    if bool(topology) != (flags & 0x7 == QDC_DATABASE_CURRENT):
        return ERROR_INVALID_PARAMETER
    if not mem.u32(num_paths) or not mem.u32(num_modes):
        return ERROR_INVALID_PARAMETER      # an empty array (Windows checks it first)
    if mem.u32(num_paths) < 1 or mem.u32(num_modes) < 2:
        return ERROR_INSUFFICIENT_BUFFER
    mode_size = DISPLAYCONFIG_MODE_INFO.sizeof(ptr)
    mem.write(paths, bytes(DISPLAYCONFIG_PATH_INFO.sizeof(ptr)))
    mem.write(modes, bytes(2 * mode_size))
    path = DISPLAYCONFIG_PATH_INFO.at(mem, paths, ptr)
    path.flags = DISPLAYCONFIG_PATH_ACTIVE
    src = DISPLAYCONFIG_PATH_SOURCE_INFO.at(mem, path.ptr("sourceInfo"), ptr)
    _write_luid(mem, src.ptr("adapterId"))
    src.id, src.modeInfoIdx, src.statusFlags = SOURCE_ID, 1, DISPLAYCONFIG_SOURCE_IN_USE
    tgt = DISPLAYCONFIG_PATH_TARGET_INFO.at(mem, path.ptr("targetInfo"), ptr)
    _write_luid(mem, tgt.ptr("adapterId"))
    freq = display_mode(vm.wm.width, vm.wm.height)[4]
    tgt.id, tgt.modeInfoIdx = TARGET_ID, 0
    tgt.outputTechnology = DISPLAYCONFIG_OUTPUT_TECHNOLOGY_OTHER
    tgt.rotation, tgt.scaling = DISPLAYCONFIG_ROTATION_IDENTITY, DISPLAYCONFIG_SCALING_IDENTITY
    DISPLAYCONFIG_RATIONAL.write(mem, tgt.ptr("refreshRate"), ptr, Numerator=freq,
                                 Denominator=1)
    tgt.scanLineOrdering = DISPLAYCONFIG_SCANLINE_ORDERING_PROGRESSIVE
    tgt.targetAvailable, tgt.statusFlags = 1, DISPLAYCONFIG_TARGET_IN_USE
    # modes[0]: the target's video signal; modes[1]: the source's desktop view.
    target = DISPLAYCONFIG_MODE_INFO.at(mem, modes, ptr)
    target.infoType, target.id = DISPLAYCONFIG_MODE_INFO_TYPE_TARGET, TARGET_ID
    _write_luid(mem, target.ptr("adapterId"))
    _write_signal(mem, target.ptr("targetMode"), ptr, vm)
    if flags & 0x7 == QDC_DATABASE_CURRENT:
        # The database's modes carry no timing: Windows answers a total size of 0x0.
        signal = DISPLAYCONFIG_TARGET_MODE.at(mem, target.ptr("targetMode"), ptr)
        region = DISPLAYCONFIG_VIDEO_SIGNAL_INFO.at(mem, signal.ptr("targetVideoSignalInfo"), ptr)
        DISPLAYCONFIG_2DREGION.write(mem, region.ptr("totalSize"), ptr, cx=0, cy=0)
    source = DISPLAYCONFIG_MODE_INFO.at(mem, modes + mode_size, ptr)
    source.infoType, source.id = DISPLAYCONFIG_MODE_INFO_TYPE_SOURCE, SOURCE_ID
    _write_luid(mem, source.ptr("adapterId"))
    bpp, w, h, _flags, _freq = display_mode(vm.wm.width, vm.wm.height)
    DISPLAYCONFIG_SOURCE_MODE.write(mem, source.ptr("targetMode"), ptr, width=w, height=h,
                                    pixelFormat=DISPLAYCONFIG_PIXELFORMAT[bpp])
    mem.w32(num_paths, 1)
    mem.w32(num_modes, 2)
    if topology:
        mem.w32(topology, 1)    # DISPLAYCONFIG_TOPOLOGY_INTERNAL
    return 0


# type -> (structure, the id it names: the source's or the target's; None: the adapter)
_INFO = {GET_SOURCE_NAME: (DISPLAYCONFIG_SOURCE_DEVICE_NAME, SOURCE_ID),
         GET_TARGET_NAME: (DISPLAYCONFIG_TARGET_DEVICE_NAME, TARGET_ID),
         GET_TARGET_PREFERRED_MODE: (DISPLAYCONFIG_TARGET_PREFERRED_MODE, TARGET_ID),
         GET_ADAPTER_NAME: (DISPLAYCONFIG_ADAPTER_NAME, None)}


@api(USER32, "DisplayConfigGetDeviceInfo", "LPVOID packet", widths=BOTH)
def DisplayConfigGetDeviceInfo(c, packet):
    """Fill a request packet: the source's GDI name (\\\\.\\DISPLAY1), the target's
    monitor name and device path, its preferred mode (the screen's), or the adapter's
    device path. A size below the header's is ERROR_GEN_FAILURE; otherwise the size must
    be the packet's (ERROR_INVALID_PARAMETER, also for a type not answered); an adapter or
    id that is not the display's is ERROR_GEN_FAILURE."""
    vm = c.vm
    mem = vm.mem
    ptr = c.ptr_size
    if not packet:
        return ERROR_GEN_FAILURE
    head = DISPLAYCONFIG_DEVICE_INFO_HEADER.read(mem, packet, ptr)
    if head["size"] < DISPLAYCONFIG_DEVICE_INFO_HEADER.sizeof(ptr):
        return ERROR_GEN_FAILURE            # not even a header
    info = _INFO.get(head["type"])
    if info is None or head["size"] != info[0].sizeof(ptr):
        return ERROR_INVALID_PARAMETER
    kind, want_id = info
    luid = (head["adapterId"]["LowPart"], head["adapterId"]["HighPart"])
    if luid != ADAPTER_LUID or (want_id is not None and head["id"] != want_id):
        return ERROR_GEN_FAILURE
    view = kind.at(mem, packet, ptr)
    body = DISPLAYCONFIG_DEVICE_INFO_HEADER.sizeof(ptr)
    mem.write(packet + body, bytes(kind.sizeof(ptr) - body))
    if head["type"] == GET_SOURCE_NAME:
        view.viewGdiDeviceName = SOURCE_NAME
    elif head["type"] == GET_TARGET_NAME:
        # Not read from an EDID (flags 0): the name the monitor's driver gives it.
        view.outputTechnology = DISPLAYCONFIG_OUTPUT_TECHNOLOGY_OTHER
        view.monitorFriendlyDeviceName = MONITOR_NAME
        view.monitorDevicePath = MONITOR_PATH
    elif head["type"] == GET_TARGET_PREFERRED_MODE:
        _bpp, w, h, _flags, _freq = display_mode(vm.wm.width, vm.wm.height)
        view.width, view.height = w, h
        _write_signal(mem, view.ptr("targetMode"), ptr, vm)
    else:
        view.adapterDevicePath = ADAPTER_PATH
    return 0


# -- screen auto-rotation (Windows 8) ------------------------------------------------------
AR_NOSENSOR = 0x10
ORIENTATION_PREFERENCE_MASK = 0xF     # landscape, portrait and their flipped forms


@api(USER32, "GetAutoRotationState", "LPVOID state", widths=BOTH)
def GetAutoRotationState(c, state):
    """Whether the screen turns with the device: AR_NOSENSOR, the answer of a desktop
    with no orientation sensor. NULL fails with ERROR_INVALID_PARAMETER."""
    if not state:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.w32(state, AR_NOSENSOR)
    return 1


@api(USER32, "GetDisplayAutoRotationPreferences", "LPVOID orientation", widths=BOTH)
def GetDisplayAutoRotationPreferences(c, orientation):
    """The orientations the process said it prefers (ORIENTATION_PREFERENCE_NONE until
    SetDisplayAutoRotationPreferences); NULL fails with ERROR_INVALID_PARAMETER."""
    if not orientation:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.w32(orientation, c.vm.user.spi.get("ORIENTATION_PREFERENCE", 0))
    return 1


@api(USER32, "SetDisplayAutoRotationPreferences", "DWORD orientation", widths=BOTH)
def SetDisplayAutoRotationPreferences(c, orientation):
    """Keep the process's preferred orientations (a screen without a sensor never turns,
    so they change nothing shown); bits past the four orientations fail with
    ERROR_INVALID_PARAMETER."""
    if orientation & ~ORIENTATION_PREFERENCE_MASK:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.user.spi["ORIENTATION_PREFERENCE"] = orientation
    return 1
