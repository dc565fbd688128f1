"""``fork`` of a browser page's VM (hub sessions): a new page VM holding the same state.

The page that receives ``fork`` from the hub asks its server ``POST /api/vm/ID/fork``;
the new VM is built here in the same process (no file: ``save_bytes`` straight into
``load_bytes``) with the parent's app, tick and frozen state. Its page opens it with
``index.html?vm=NEW`` — the dashboard adds that as a tile, and the tile's page registers
its own hub session as every page does. Like any page VM, it ends if no page has opened
it within the page-VM expiry (60 s).
"""

from .errors import NotSaveable, StateFileError
from .session import load_bytes, save_bytes

__all__ = ["fork_page_vm", "NotSaveable", "StateFileError"]


def fork_page_vm(pages, pvm):
    """A new PageVM of ``pages`` holding ``pvm``'s state. Raises NotSaveable (the state
    cannot be carried), OverflowError (the page-VM limit) or StateFileError."""
    data = save_bytes(pvm.host)
    child = pages.create(pvm.app, frozen=pvm.host.frozen, tick_ms=pvm.vm.clock.tick_ms)
    try:
        load_bytes(child.host, data, fresh=True)
    except Exception:
        pages.close(child.id, "fork failed")
        raise
    child.vm = child.host.vm          # PageVM keeps its own reference to its VM
    child._png = (None, None)
    child.host.input_events = 0
    child.host.wake()
    return child
