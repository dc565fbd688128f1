"""KERNEL32: changing the resources of a PE file on disk — BeginUpdateResource,
UpdateResource, EndUpdateResource (the layout and its rules: ``kernel/resupdate.py``).

The update handle is what Windows gives: a movable global memory block, kept locked while
the update lasts, whose seventh pointer is another such block holding the file name as
given (Wine's resource.c reads the name back through GlobalLock, as programs that know
the layout do); the queued changes stay here, keyed by the handle."""

import os

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ....machine.pe_image import MAX_FILE_SIZE
from ...core.winerror import (ERROR_BAD_EXE_FORMAT, ERROR_FILE_NOT_FOUND,
                              ERROR_NOT_ENOUGH_MEMORY)
from ...kernel.files import _resolve, check_sharing
from ...kernel.globalmem import GMEM_MOVEABLE, GMEM_ZEROINIT, global_alloc, global_locks
from ...kernel.resupdate import ResourceUpdate, ResourceUpdateError, read_resources, rewrite
from ...kernel.vfs import VfsError

# BeginUpdateResource opens the file for reading and writing with no sharing.
_GENERIC_READ_WRITE_NO_SHARE = dict(read=True, write=True, delete=False, share=0)


@api(KERNEL32, "BeginUpdateResource{AW}", "LPCTSTR name, BOOL delete_existing",
     file_names=True, widths=BOTH)
def BeginUpdateResource(c, name, delete_existing):
    """A handle for queued changes to file ``name``'s resources (its resources are read
    now unless ``delete_existing``); NULL with the error when the file cannot be
    updated."""
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not os.path.isfile(host):
            vm.last_error = vm.vfs.missing_error(parts) if parts else ERROR_FILE_NOT_FOUND
            return 0
        check_sharing(vm, os.path.realpath(host), **_GENERIC_READ_WRITE_NO_SHARE)
        if os.path.getsize(host) > MAX_FILE_SIZE:
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "file too large")
        with open(host, "rb") as f:
            data = f.read()
        tree = {} if delete_existing else read_resources(data, vm.vfs.guest_path(parts))
    except VfsError as e:
        vm.last_error = e.error
        return 0
    except ResourceUpdateError as e:
        vm.last_error = e.error
        return 0
    update = ResourceUpdate(host, vm.vfs.guest_path(parts), tree)
    h = global_alloc(vm, GMEM_MOVEABLE | GMEM_ZEROINIT, 8 * c.ptr_size)
    name_block = global_alloc(vm, GMEM_MOVEABLE, 2 * len(name) + 2)
    if not h or not name_block:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY
        return 0
    vm.mem.write_wstr(name_block, name)
    vm.mem.wptr(h + 6 * c.ptr_size, name_block)
    locks = global_locks(vm)
    # Both blocks stay locked while the update lasts: Wine's resource.c (written against
    # Windows) locks each once and expects GlobalUnlock to answer "still locked".
    locks[h] = locks[name_block] = 1
    vm.kernel.resource_updates[h] = update
    return h


def _update(c, h):
    """The ResourceUpdate of handle ``h``, or None (the last error left as it was, as
    Wine 8 leaves it)."""
    return c.vm.kernel.resource_updates.get(h)


@api(KERNEL32, "UpdateResource{AW}",
     "HANDLE h, LPCTSTR_ID type, LPCTSTR_ID name, WORD lang, LPVOID data, "
     "DWORD size", widths=BOTH)
def UpdateResource(c, h, rtype, name, lang, data, size):
    """Queue one language of one resource: new or replaced data, or with no data (NULL
    and 0) its deletion. Data without a size, or a size without data, is refused
    (FALSE)."""
    vm = c.vm
    update = _update(c, h)
    if update is None:
        return 0
    if (data == 0) != (size == 0):
        return 0            # Windows queues nothing and sets no error (as Wine)
    update.update(_key(rtype), _key(name), lang & 0xFFFF,
                  None if not data else vm.mem.read(data, size))
    return 1


def _key(x):
    """A type or name as the directory keeps it: an id, or the string as given ("#12"
    means id 12, as FindResource reads it)."""
    if isinstance(x, str) and x.startswith("#") and x[1:].isdigit():
        return int(x[1:])
    return x


@api(KERNEL32, "EndUpdateResource{AW}", "HANDLE h, BOOL discard", widths=BOTH)
def EndUpdateResource(c, h, discard):
    """Write the queued changes into the file (unless ``discard``) and free the handle."""
    vm = c.vm
    update = _update(c, h)
    if update is None:
        return 0
    del vm.kernel.resource_updates[h]
    locks = global_locks(vm)
    for block in (vm.mem.uptr(h + 6 * c.ptr_size), h):
        locks.pop(block, None)
        vm.heap.free(block)
    if discard:
        return 1
    try:
        vm.vfs.check_inside(update.host)
        with open(update.host, "rb") as f:
            data = f.read()
        new = rewrite(data, update.tree)
        with open(update.host, "wb") as f:
            f.write(new)
    except ResourceUpdateError as e:
        vm.last_error = e.error
        return 0
    except (OSError, VfsError):
        vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    return 1
