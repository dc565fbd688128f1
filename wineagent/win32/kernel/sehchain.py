"""The x86 thread's exception registration chain head, ``fs:[0]`` (the TEB's first
field): read and set by the dispatcher (kernel/seh.py) and by the handlers APIs keep
around guest callbacks (kernel/callguard.py)."""

__all__ = ["chain_head", "set_chain_head"]


def chain_head(vm):
    """The newest EXCEPTION_REGISTRATION (``fs:[0]``)."""
    return vm.mem.u32(vm.teb_base)


def set_chain_head(vm, frame):
    """Make ``frame`` the newest EXCEPTION_REGISTRATION (``fs:[0]``)."""
    vm.mem.w32(vm.teb_base, frame)
