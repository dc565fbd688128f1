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


ES_SYSTEM_REQUIRED, ES_DISPLAY_REQUIRED, ES_USER_PRESENT = 0x1, 0x2, 0x4
ES_AWAYMODE_REQUIRED, ES_CONTINUOUS = 0x40, 0x80000000
_ES_ALL = ES_SYSTEM_REQUIRED | ES_DISPLAY_REQUIRED | ES_USER_PRESENT | \
    ES_AWAYMODE_REQUIRED | ES_CONTINUOUS


@api(KERNEL32, "SetThreadExecutionState", "DWORD flags", widths=BOTH)
def SetThreadExecutionState(c, flags):
    """The calling thread's previous execution state; with ES_CONTINUOUS ``flags`` become
    its lasting state (until changed or the thread ends), without it they only reset the
    idle timers once. NULL for a flag Windows does not define. The headless desktop has
    no screen saver, display power-off or sleep for the state to hold off, so the
    state is kept and answered, not acted on."""
    if flags & ~_ES_ALL:
        return 0
    thread = c.vm.threads.current
    old = thread.execution_state
    if flags & ES_CONTINUOUS:
        thread.execution_state = flags
    return old
