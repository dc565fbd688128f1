"""Host machine code of our own: the few x86-64 System V routines that replace a Python
hook on the hottest paths (blockcount.py's block counter, vtlb.py's TLB fill, cpu.py's
thunk hook). Each is put once in an executable page that lives as long as the process;
on any other host (or where the page cannot be made) there is none, and the caller keeps
its Python hook."""

import ctypes
import mmap
import platform
import sys

__all__ = ["HOST_RUNS_IT", "executable"]

#: Whether this host runs the routines: x86-64 Linux (the System V calling convention).
HOST_RUNS_IT = platform.machine().lower() in ("x86_64", "amd64") and sys.platform == "linux"

_pages = {}          # code -> (page, its address): made once, kept for the process


def executable(code):
    """The address of ``code`` (bytes of x86-64 machine code) in an executable page of
    its own, made on first use; None where this host cannot run it."""
    if not HOST_RUNS_IT:
        return None
    known = _pages.get(code)
    if known is not None:
        return known[1]
    try:
        page = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE
                         | mmap.PROT_EXEC)
    except (OSError, ValueError, AttributeError):
        return None
    page.write(code)
    addr = ctypes.addressof(ctypes.c_char.from_buffer(page))
    _pages[code] = (page, addr)
    return addr
