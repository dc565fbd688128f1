"""The guest calendar's epoch: the date and time at which the guest clock reads 0.

Guest time is milliseconds since the guest started (``wineagent/clock.py``); the calendar
puts its 0 at :data:`EPOCH`, 2024-01-01 00:00:00 UTC (the guest's time zone is UTC).
Every date the guest sees comes from here: GetSystemTimeAsFileTime, time(), GetLocalTime,
the boot time, file and folder times, the volume's and the registry keys' times. The value
is fixed, not the host's wall clock, so frozen runs stay byte-identical across processes;
why this date is in docs/frozen.md ("The guest's calendar").

The other forms — Unix seconds and a FILETIME — are computed from :data:`EPOCH`, never
written out again.
"""

import datetime

__all__ = ["EPOCH", "EPOCH_UNIX", "EPOCH_FILETIME", "FILETIME_UNIX", "FILETIME_PER_SECOND",
           "FILETIME_ZERO", "UNIX_ZERO"]

#: The one definition: guest time 0, a naive datetime in UTC.
EPOCH = datetime.datetime(2024, 1, 1)

#: FILETIME's unit is 100 ns: 10,000,000 to the second, 10,000 to the millisecond.
FILETIME_PER_SECOND = 10 ** 7

#: The zero points of the other two scales, naive datetimes in UTC: Unix time's
#: (1970-01-01) and FILETIME's (1601-01-01).
UNIX_ZERO = datetime.datetime(1970, 1, 1)
FILETIME_ZERO = datetime.datetime(1601, 1, 1)

#: 100-ns intervals from 1601-01-01 (FILETIME's 0) to 1970-01-01 (Unix time's 0).
FILETIME_UNIX = (UNIX_ZERO - FILETIME_ZERO) // datetime.timedelta(microseconds=1) * 10

#: The epoch as Unix seconds (an int): the file time of what the drive starts with.
EPOCH_UNIX = (EPOCH - UNIX_ZERO) // datetime.timedelta(seconds=1)

#: The epoch as a FILETIME (100-ns intervals since 1601-01-01): the guest's boot time.
EPOCH_FILETIME = FILETIME_UNIX + EPOCH_UNIX * FILETIME_PER_SECOND
