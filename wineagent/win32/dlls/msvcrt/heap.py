"""The small-block heap's threshold of msvcrt.dll: ``_set_sbh_threshold`` and
``_get_sbh_threshold``.

Visual C++ 6's runtime served blocks up to the threshold from a small-block heap; later
runtimes keep the two functions for compatibility. The threshold is stored rounded up to
a paragraph (16 bytes), at most 1016 bytes (_set_sbh_threshold fails above that, as
documented); 0 turns the small-block heap off. Every block here comes from the one
process heap, aligned to 16 bytes either way, so the threshold changes no address.
"""

from ....abi.api import BOTH
from ...core.crt import cdecl

__all__ = ["MAX_SBH_SIZE"]

#: The largest threshold _set_sbh_threshold accepts (documented).
MAX_SBH_SIZE = 1016


@cdecl("_set_sbh_threshold", "SIZE_T size", widths=BOTH)
def _set_sbh_threshold(c, size):
    """Set the small-block heap's threshold (rounded up to 16 bytes; 0: off): 1, or 0
    for a size above 1016."""
    if size > MAX_SBH_SIZE:
        return 0
    c.vm.crt.sbh_threshold = (size + 15) & ~15
    return 1


@cdecl("_get_sbh_threshold", widths=BOTH)
def _get_sbh_threshold(c):
    """The small-block heap's threshold (0 at start: msvcrt.dll starts with it off)."""
    return c.vm.crt.sbh_threshold
