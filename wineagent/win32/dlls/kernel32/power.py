"""KERNEL32: the power source (GetSystemPowerStatus).

The emulated machine is a desktop on mains power with no system battery, which is what
Windows reports for one: AC online, BATTERY_FLAG_NO_BATTERY, and the percentage and the
times unknown.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.dllnames import KERNEL32

SYSTEM_POWER_STATUS = struct("SYSTEM_POWER_STATUS",
                             "BYTE ACLineStatus; BYTE BatteryFlag; BYTE BatteryLifePercent;"
                             " BYTE Reserved1; DWORD BatteryLifeTime;"
                             " DWORD BatteryFullLifeTime")

_AC_LINE_ONLINE = 1
_BATTERY_FLAG_NO_BATTERY = 128
_BATTERY_PERCENTAGE_UNKNOWN = 255
_BATTERY_LIFE_UNKNOWN = 0xFFFFFFFF


@api(KERNEL32, "GetSystemPowerStatus", "LPVOID status", widths=BOTH)
def GetSystemPowerStatus(c, status):
    """Fill SYSTEM_POWER_STATUS: on AC power, no battery (percentage and times unknown)."""
    SYSTEM_POWER_STATUS.write(c.vm.mem, status, ACLineStatus=_AC_LINE_ONLINE,
                              BatteryFlag=_BATTERY_FLAG_NO_BATTERY,
                              BatteryLifePercent=_BATTERY_PERCENTAGE_UNKNOWN, Reserved1=0,
                              BatteryLifeTime=_BATTERY_LIFE_UNKNOWN,
                              BatteryFullLifeTime=_BATTERY_LIFE_UNKNOWN)
    return 1
