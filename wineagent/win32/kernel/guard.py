"""Guard pages and the growth of thread stacks (docs/emulator.md, "Guard pages and stack
growth").

A PAGE_GUARD page (VirtualAlloc, VirtualProtect) traps its first access of any kind
through the virtual TLB's page table (``Memory.guard``); the machine takes the guard
off and asks :func:`guard_page_access` what the access means:

- in the running thread's stack (between its TEB's DeallocationStack and StackBase),
  the system's own business, as Windows' memory manager does it: the page below
  becomes the guard page, the TEB's StackLimit moves down to the page touched, and the
  access runs again. When the next guard page would leave less than the thread's
  guarantee (SetThreadStackGuarantee; one page at 32 bits, two at 64, at least) above
  the reservation's last page, the guaranteed pages are committed without a guard and
  the guest gets STATUS_STACK_OVERFLOW instead;
- anywhere else, STATUS_GUARD_PAGE_VIOLATION for the guest's handlers (vectored, then
  SEH), with the access kind and address as an access violation's parameters; the page
  is plain once they return.

The stacks the system makes itself (the main thread's, CreateThread's) are mapped whole
in Unicorn (the system writes exception records and callback frames below a stack
pointer with no fault to take), but only their committed top is the guest's: the pages
below the guard page are hidden in the page table (``Memory.hide``), an access
violation when the guest touches them, as reserved pages are. A hidden page the guest
reads at or above its stack pointer holds what the system put there (a callback's
frame): it is committed then, down to that page, as Windows commits the stack the
kernel writes. A stack VirtualAlloc made (a program's own, as Wine's test_stack_commit
switches to) grows through VirtualAlloc's commit instead. Every step is a function of
the guest's accesses: deterministic, and carried by states (the page sets are the
Memory's).
"""

from .threads import TEB_LAYOUT, set_stack_limit
from .vmem import MEM_COMMIT

__all__ = ["install", "guard_page_access", "stack_layout",
           "PAGE_GUARD", "STACK_TAGS", "STATUS_GUARD_PAGE_VIOLATION", "STATUS_STACK_OVERFLOW"]

PAGE = 0x1000
PAGE_GUARD = 0x100
PAGE_READWRITE = 0x04
STATUS_GUARD_PAGE_VIOLATION = 0x80000001
STATUS_STACK_OVERFLOW = 0xC00000FD
#: the stacks the system maps itself (Memory region tags)
STACK_TAGS = ("stack", "thread stack")


def install(vm):
    """Make ``vm``'s machine ask :func:`guard_page_access` about guard pages."""

    def hook(address, kind, guard):
        return guard_page_access(vm, address, kind, guard)
    vm.machine.guard_hook = hook


def _stack_of(vm):
    """(DeallocationStack, StackBase, TEB) of the running thread."""
    mem, width = vm.mem, vm.ptr_size
    teb = vm.threads.current.teb
    return (mem.uptr(teb + TEB_LAYOUT[width]["deallocation_stack"]), mem.uptr(teb + width),
            teb)


def _guarantee(vm, teb):
    """The bytes kept for a stack overflow's handler, whole pages: the thread's
    SetThreadStackGuarantee, at least one page (two at 64 bits)."""
    want = vm.mem.u32(teb + TEB_LAYOUT[vm.ptr_size]["guaranteed_stack"])
    least = PAGE * (2 if vm.ptr_size == 8 else 1)
    return max(least, (want + PAGE - 1) & ~(PAGE - 1))


def guard_page_access(vm, address, kind, guard):
    """The machine's ``guard_hook``: what an access to a guard page (its guard taken off
    already) or to a hidden stack page means. None: the stack grew, the access runs
    again; False: an access violation; else (code, parameters) to raise."""
    mem = vm.mem
    page = address & ~(PAGE - 1)
    r = vm.vspace.find(page)
    if guard and r is not None and page in r.committed:
        r.committed[page] &= ~PAGE_GUARD                # VirtualQuery: plain now
    low, base, teb = _stack_of(vm)
    if not low <= page < base:
        return (STATUS_GUARD_PAGE_VIOLATION, (kind, address)) if guard else False
    if not guard:
        # a hidden page of a system stack: committed when the guest reads what the
        # system wrote at or above the stack pointer; an access violation below it
        if page < (vm.machine.uc.reg_read(vm.machine._SP) & ~(PAGE - 1)):
            return False
        limit = mem.uptr(teb + 2 * vm.ptr_size)
        top = limit if low < limit <= base else base
        mem.reveal(page, top - page)
        mem.unguard(page, top - page)
        if page - PAGE >= low + PAGE + _guarantee(vm, teb):
            mem.reveal(page - PAGE, PAGE)
            mem.guard(page - PAGE, PAGE)
        set_stack_limit(vm, teb, page)
        return None
    room = low + PAGE + _guarantee(vm, teb)
    if page - PAGE >= room:
        _commit(vm, r, page - PAGE, PAGE, PAGE_READWRITE | PAGE_GUARD)
        set_stack_limit(vm, teb, page)
        return None
    # the reserve is used up: the guarantee's pages for the handler, no guard left
    if page > low + PAGE:
        _commit(vm, r, low + PAGE, page - low - PAGE, PAGE_READWRITE)
    set_stack_limit(vm, teb, low + PAGE)
    return (STATUS_STACK_OVERFLOW, (kind, address))


def _commit(vm, r, addr, size, protect):
    """Commit [addr, addr + size) of a stack: VirtualAlloc's commit in a reservation
    ``r``, else a system stack's hidden pages shown."""
    if r is not None:
        vm.vspace.alloc(addr, size, MEM_COMMIT, protect)
        return
    vm.mem.reveal(addr, size)
    if protect & PAGE_GUARD:
        vm.mem.guard(addr, size)


def stack_layout(mem, addr, region):
    """VirtualQuery of a system stack's page at ``addr``: (end of the run, state,
    protection) of the pages from ``addr`` with the same state — reserved (hidden),
    the guard page, or committed."""
    def key(p):
        if p >> 12 in mem.hidden_pages:
            return 0x2000, 0                               # MEM_RESERVE
        if p >> 12 in mem.guard_pages:
            return MEM_COMMIT, PAGE_READWRITE | PAGE_GUARD
        return MEM_COMMIT, PAGE_READWRITE
    page = addr & ~(PAGE - 1)
    first = key(page)
    end = page + PAGE
    while end < region.base + region.size and key(end) == first:
        end += PAGE
    return end, first[0], first[1]
