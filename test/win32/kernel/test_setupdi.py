"""SetupAPI's device information sets over the display adapter and the monitor
(guests/tests/setupdi.c), both widths: class and interface sets, an empty set for a
class or enumerator with no device, properties and instance ids with their short-buffer
sizes, interface details, the device keys, and the path Qt 6's platform plugin takes
from DisplayConfig's monitor path to the monitor's EDID.

The expected lines are Wine 8's for each build, but for three documented differences:
- SPDRP_MFG: Windows' generic monitor is made by "(Standard monitor types)"; Wine 8 keeps
  no manufacturer (ERROR_INVALID_DATA);
- SetupDiOpenDeviceInterfaceW: Wine 8 fails it for every path (ERROR_INSUFFICIENT_BUFFER
  left over); Windows finds the interface of a symbolic link name and answers
  ERROR_NO_SUCH_DEVICE_INTERFACE (0xE0000225) for an unknown one;
- the monitor's EDID: Wine 8 under Xvfb has none (RegQueryValueEx: ERROR_FILE_NOT_FOUND);
  ours is a valid EDID 1.4 block of the screen (640x480 here, 17 x 13 cm at 96 dpi);
- SetupDiClassNameFromGuid: Wine 8 does not report the size needed and succeeds with a
  short buffer; Windows' documentation has the size and ERROR_INSUFFICIENT_BUFFER. Wine 8
  ends at SetupDiGetDeviceInfoListClass, so the set class and SetupDiGetClassDevsEx lines
  (and the last three, before it Wine's own) follow the documentation.
"""

from paths import guest_exe


def expected(width):
    return [
        "sizes 28 28 6 5" if width == 4 else "sizes 32 32 8 8",
        "no class: 1 err 87",
        "monitor class: 1 devices 1",
        "device 0: 1 class 1",
        "device 1: 0 err 259",
        "bad cbSize: 0 err 1784",
        "instance: 1 'DISPLAY\\DEFAULT_MONITOR' size 1",
        "instance short: 0 err 122 size 1",
        "DEVICEDESC: type 1 size 24 'Generic Non-PnP Monitor'",
        "HARDWAREID: type 7 size 25 first 'MONITOR\\Default_Monitor'",
        "CLASS: type 1 size 8 'Monitor'",
        "CLASSGUID: type 1 size 39 '{4D36E96E-E325-11CE-BFC1-08002BE10318}'",
        "DRIVER: type 1 size 44 '{4D36E96E-E325-11CE-BFC1-08002BE10318}\\0000'",
        "FRIENDLYNAME: 0 err 13",
        "MFG: type 1 size 25 '(Standard monitor types)'",      # Wine 8: 0 err 13
        "DEVICEDESC W short: 0 err 122 type 1 size 48",
        "DEVICEDESC W: 1 'Generic Non-PnP Monitor' size 48",
        "no property: 0 err d",
        "driver key: 1",
        "bad key type: 1 err 1004",
        "destroy: 1",
        "destroy again: 0 err 6",
        "display class: devices 1",
        "adapter enumerator: 'PCI'",
        "CLASS: type 1 size 8 'Display'",
        "DRIVER: type 1 size 44 '{4D36E968-E325-11CE-BFC1-08002BE10318}\\0000'",
        "adapter interface: 1 flags 1",
        "usb class: 1 devices 0",
        "other enumerator: 1 devices 0",
        "all classes: monitors 1 adapters 1",
        "target name: 0",
        "monitor interfaces: devices 1",
        "interface 0: 1 flags 1 class 1",
        "interface 1: 0 err 259",
        "detail size: 0 err 122",
        "detail bad cbSize: 0 err 1784",
        "detail short: 0 err 122",
        "detail: 1 size fits 1 class 1",
        "open unknown: 0 err e0000225",                 # Wine 8: 0 err 7a
        "open target's path: 1 same 1",                 # Wine 8: 0 same 1
        "path: '\\\\?\\display#default_monitor#'",
        "device key: 1",
        "EDID: 0",                                      # Wine 8 (Xvfb): 2, and no more lines
        "EDID type 3 size 128 header 1 checksum 1",
        "EDID size 17x13 cm, timing 640x480, mm 1 1",
        "class name: 1 'Monitor' size 8",               # Wine 8: size not set (158 left)
        "class name short: 0 err 122 size 8",           # Wine 8: 1 err 122 size 158
        "class name W: 1 'Display'",
        "guids of monitor: 1 count 1 same 1",
        "guids of NoSuchClass: 1 count 0",
        "guids of Display in 0: 0 err 122 count 1",
        # Wine 8 ends here (SetupDiGetDeviceInfoListClass); Windows' documented answers:
        "list class: 1 same 1",
        "list of no class: 0 err e0000200",
        "ex into it: 1",
        "ex then: devices 1",
        "ex again: devices 2",
        "empty: devices 0",
        "open unknown device: 0 err e000020b",
        "open monitor: 1 class 1 devices 1",
    ]


def test_device_sets_and_the_monitors_edid(boot, width):
    d = boot(guest_exe("setupdi", width), settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == expected(width)
    assert d.vm.machine.exit_code == 0
