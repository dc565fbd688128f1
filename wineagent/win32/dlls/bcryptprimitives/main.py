"""bcryptprimitives.dll: ProcessPrng, the random generator Windows 10's own code and
Rust's standard library (1.78 and later, for HashMap keys and `rand`'s seeding) call
directly: it fills any buffer and never fails.

The bytes come from CryptGenRandom's deterministic generator (``kernel/crypto.py``), as
RtlGenRandom's do: a frozen or replayed run draws the same bytes.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import BCRYPTPRIMITIVES
from ...kernel import crypto


@api(BCRYPTPRIMITIVES, "ProcessPrng", "LPVOID buf, SIZE_T length", widths=BOTH)
def ProcessPrng(c, buf, length):
    """``length`` random bytes into ``buf``; always TRUE."""
    if length:
        c.vm.mem.write(buf, crypto.gen_random(c.vm, length, b""))
    return 1
