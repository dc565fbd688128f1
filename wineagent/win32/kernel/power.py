"""Power management: the processors' power information and the suspend/resume
notifications POWRPROF.dll hands out (dlls/powrprof/).

The emulated machine never sleeps, so a registration for suspend and resume
notifications is kept (its handle stays valid until it is unregistered) and its
callback or window is never called: there is no suspend to tell it about.
"""

import struct

from .handletable import handle_kind
from .sysinfo import PROCESSORS

__all__ = ["NOMINAL_MHZ", "processor_power_information", "PowerNotification"]

#: The emulated processor's speed in MHz, as PROCESSOR_POWER_INFORMATION gives it: a
#: nominal value (the emulator's real speed varies with the host and the code), never
#: throttled, so MaxMhz, CurrentMhz and MhzLimit agree and every run sees the same.
NOMINAL_MHZ = 2400


def processor_power_information():
    """One PROCESSOR_POWER_INFORMATION per processor, as bytes: Number, MaxMhz,
    CurrentMhz, MhzLimit, MaxIdleState, CurrentIdleState (six ULONGs; no idle states)."""
    return b"".join(struct.pack("<6I", n, NOMINAL_MHZ, NOMINAL_MHZ, NOMINAL_MHZ, 0, 0)
                    for n in range(PROCESSORS))


@handle_kind("power notification")
class PowerNotification:
    """A PowerRegisterSuspendResumeNotification registration: its flags and recipient
    (a DEVICE_NOTIFY_SUBSCRIBE_PARAMETERS pointer or a window)."""

    def __init__(self, flags, recipient):
        self.flags, self.recipient = flags, recipient

    def close(self):
        """Nothing to release."""
