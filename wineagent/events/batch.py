"""What the host calls at the batch boundary and at the end of the run: the ``frame``
event (one per batch whose screen changed: frames are coalesced), the api tracer's look
for new thunks, and ``fault`` / ``ended``."""

from ..control.frames import frame_hash

__all__ = ["after_batch", "run_ended"]


def after_batch(vm, changed):
    """The host retired a batch: a ``frame`` event when the screen changed (one per batch:
    frames are coalesced), and the api tracer's check for new thunks."""
    bus = vm.events
    tracer = getattr(bus, "tracer", None)
    if tracer is not None:
        tracer.refresh()
    if changed and bus.demand.get("frame"):
        box = vm.gdi.take_changed_box()
        bus.emit("frame", hash=frame_hash(vm), dirty=list(box) if box else None,
                 frame=vm.frames)


def run_ended(vm, reason):
    """The run is over: a ``fault`` event first when the guest faulted, then ``ended``."""
    fault = vm.machine.fault
    if fault is not None:
        extra = {} if fault.code is None else {"exception": "0x%08x" % fault.code}
        vm.events.emit("fault", kind=fault.kind, message=fault.message, eip=fault.eip,
                       address=fault.address, recent=list(fault.recent)[-8:], **extra)
    # An unhandled exception ends the process with its code as the exit code.
    vm.events.emit("ended", reason=reason, exitCode=vm.machine.exit_code)
