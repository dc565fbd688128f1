"""Guard pages and stack growth (kernel/guard.py; machine/memory.py ``guard``, ``hide``).

test/exe/guardpage.exe and its x86-64 build test/exe64/guardpage.exe
(guests/tests/guardpage.c) print one line per check; the expected lines are what both
binaries print under Wine 8 (``xvfb-run -a wine guardpage.exe``, 64-bit Wine for the
x86-64 build: the same lines), except where Wine lays a thread's stack out otherwise
than Windows: Wine commits a thread's whole stack but its last pages (a PAGE_NOACCESS
page and the guard page at the bottom), so its StackLimit never moves and the pages
below the guard page are committed. Windows, and wineagent, commit the top of the stack
and a guard page below it, the rest reserved, and the stack grows a page at a time
through the guard page (StackLimit follows: "Thread Stack Size", MSDN)."""

from paths import guest_exe

WINE_OUTPUT = [
    "new guard: ret=1 state=1000 protect=104 alloc_protect=104 size=2000",
    "checkpoint",
    "read: value=0 calls=1 kind=0 addr_ok=1",
    "after read: ret=1 state=1000 protect=4 alloc_protect=104 size=1000",
    "second page: ret=1 state=1000 protect=104 alloc_protect=104 size=1000",
    "read again: calls=1",
    "protect back: 1 old=4",
    "write: calls=2 kind=1 addr_ok=1 value=5",
    "protect off: 1 old=104",
    "second page off: ret=1 state=1000 protect=4 alloc_protect=104 size=1000",
    "lock guard: 0 error=5",
    "after lock: ret=1 state=1000 protect=104 alloc_protect=104 size=1000",
    "lock again: 0",
    "unlock: 1",
    "unlock both: 1 error=3735928559",
    "unlock second: 1",
    "lock reserved: 0 error=5",
    "view guard: 1 old=4",
    "view page: ret=1 state=1000 protect=104 alloc_protect=4 size=1000",
    "view write: calls=1 kind=1 offset=4 value=3",
    "view page after: ret=1 state=1000 protect=4 alloc_protect=4 size=2000",
    "reserve: base=1 state=1000 protect=1",
    "limit in stack: 1",
    "below limit: ret=1 state=1000 protect=104 alloc_protect=4 size=1000",
    "at limit: ret=1 state=1000 protect=4 alloc_protect=4 size=1fe000",
    "recursion grew: 0",
    "below new limit: ret=1 state=1000 protect=104 alloc_protect=4 size=1000",
    "at new limit: ret=1 state=1000 protect=4 alloc_protect=4 size=1fe000",
    "two below new limit: ret=1 state=1000 protect=1 alloc_protect=4 size=1000",
    "alloca grew: 1",
    "below alloca limit: ret=1 state=1000 protect=104 alloc_protect=4 size=1000",
    "guard calls on the stack: 0",
    "stack thread: 7",
    "overflow thread: fd calls=1 params=2 limit=1000",
    "done",
]

#: Windows' lines where Wine differs. VirtualLock: Wine 8's is the host's mlock (it fails
#: here, the host's lock limit: ERROR_ACCESS_DENIED for any page) and its VirtualUnlock
#: checks nothing; Windows' VirtualLock probes each page (a guard page: the error is
#: STATUS_GUARD_PAGE_VIOLATION itself and the guard is gone, as Wine's own virtual.c
#: test_guard_page expects of Windows), needs committed pages (ERROR_NOACCESS), and
#: VirtualUnlock of a page not locked is ERROR_NOT_LOCKED. The stack: the bottom
#: of the stack is reserved, the committed part is the page the thread started with,
#: the recursion's ~200 KB move StackLimit down, and the page below the new guard page is
#: reserved. "at new limit" is the committed part after the recursion: its frames and the
#: start's, which differ by width and compiler, so only its state and protection are
#: compared.
WINDOWS_LINES = {
    "lock guard": "lock guard: 0 error=80000001",
    "after lock": "after lock: ret=1 state=1000 protect=4 alloc_protect=104 size=2000",
    "lock again": "lock again: 1",
    "unlock both": "unlock both: 0 error=158",
    "unlock second": "unlock second: 1",
    "lock reserved": "lock reserved: 0 error=998",
    "reserve": "reserve: base=1 state=2000 protect=0",
    "at limit": "at limit: ret=1 state=1000 protect=4 alloc_protect=4 size=1000",
    "recursion grew": "recursion grew: 1",
    "at new limit": "at new limit: ret=1 state=1000 protect=4 alloc_protect=4 size=",
    "two below new limit": "two below new limit: ret=1 state=2000 protect=0 alloc_protect=4 "
                           "size=1000",
}


def expected():
    """Wine's lines with Windows' where the stack layouts differ."""
    out = []
    for line in WINE_OUTPUT:
        key = line.split(":")[0]
        out.append(WINDOWS_LINES.get(key, line))
    return out


def test_guard_pages_and_stack_growth_as_on_windows(boot, width):
    """A guard page's first access raises STATUS_GUARD_PAGE_VIOLATION once (read: kind
    0, write: kind 1, the address), VirtualQuery and VirtualProtect report PAGE_GUARD
    and its end, in VirtualAlloc's memory and in a section's view; VirtualLock probes; a thread's stack grows through its guard page on deep recursion and on
    alloca's probes with no exception for the program, and its overflow is
    EXCEPTION_STACK_OVERFLOW for a vectored handler, StackLimit one page above the
    reservation's bottom."""
    d = boot(guest_exe("guardpage", width), settle=False).run_to_end(2000)
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    got = d.vm.stdout_log
    want = expected()
    assert len(got) == len(want), got
    for line, wanted in zip(got, want):
        if wanted.startswith("at new limit"):
            assert line.startswith(wanted) and int(line.rsplit("=", 1)[1], 16) > 190 * 1000
        else:
            assert line == wanted
