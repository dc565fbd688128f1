"""KERNEL32's directory change notifications: FindFirstChangeNotification (A/W),
FindNextChangeNotification and FindCloseChangeNotification, and ReadDirectoryChangesW /
ReadDirectoryChangesExW's records of what changed, over ``kernel/changenotify.py``."""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_DIRECTORY, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_PATH_NOT_FOUND)
from ...kernel.changenotify import (VALID_FILTER, ChangeNotification, DirectoryWatch,
                                    PendingChanges)
from ...kernel.files import INVALID_HANDLE_VALUE, DirectoryObject, _fail
from ...core.structures import OVERLAPPED
from ...kernel.overlapped import start, status_error
from ...kernel.sync import INFINITE, wait_for
from ...kernel.vfs import VfsError
from ...core.dllnames import KERNEL32


@api(KERNEL32, "FindFirstChangeNotification{AW}", "LPCTSTR path, BOOL subtree, DWORD filter", widths=BOTH)
def FindFirstChangeNotification(c, path, subtree, filter_):
    """A handle that is signaled when something ``filter`` names changes in folder
    ``path`` (and below it with ``subtree``); INVALID_HANDLE_VALUE with
    ERROR_FILE_NOT_FOUND / ERROR_PATH_NOT_FOUND for a missing folder, ERROR_DIRECTORY
    for a file, ERROR_INVALID_PARAMETER for no or an unknown filter bit."""
    vm = c.vm
    if path is None:
        return _fail(vm, ERROR_PATH_NOT_FOUND, INVALID_HANDLE_VALUE)
    try:
        parts, host = vm.vfs.resolve(path)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
    except VfsError as e:
        return _fail(vm, e.code, INVALID_HANDLE_VALUE)
    if not os.path.isdir(host):
        return _fail(vm, ERROR_DIRECTORY, INVALID_HANDLE_VALUE)
    if not filter_ or filter_ & ~VALID_FILTER:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    return vm.new_handle(ChangeNotification(vm, host, bool(subtree), filter_))


@api(KERNEL32, "FindNextChangeNotification", "HANDLE h", widths=BOTH)
def FindNextChangeNotification(c, h):
    """Reset the handle to wait for the next change: TRUE, or FALSE with
    ERROR_INVALID_HANDLE for a handle that is no change notification."""
    obj = c.vm.handles.get(h, ChangeNotification)
    if obj is None:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    obj.rearm()
    return 1


@api(KERNEL32, "FindCloseChangeNotification", "HANDLE h", widths=BOTH)
def FindCloseChangeNotification(c, h):
    """Close a change notification handle (FALSE with ERROR_INVALID_HANDLE for any
    other)."""
    if c.vm.handles.get(h, ChangeNotification) is None:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    c.vm.handles.close(h)
    return 1


#: ReadDirectoryChangesExW's classes: FILE_NOTIFY_INFORMATION records (the only one
#: there is here), and FILE_NOTIFY_EXTENDED_INFORMATION's.
ReadDirectoryNotifyInformation = 1


def read_changes(c, h, buf, n, subtree, filter_, returned, ov, routine):
    """ReadDirectoryChangesW's work (a generator: a synchronous call waits)."""
    vm = c.vm
    if not filter_ or filter_ & ~VALID_FILTER:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    obj = vm.handles.get(h, DirectoryObject)
    if obj is None:
        return _fail(vm, ERROR_INVALID_HANDLE)   # a file's handle too, as Wine 8 answers
    watch = obj.watch
    if watch is None:
        watch = obj.watch = DirectoryWatch(vm, obj, obj.host, bool(subtree), filter_, n)
        vm.kernel.dir_watches.append(watch)
    else:
        watch.refresh()
    if ov:
        high = OVERLAPPED.at(vm.mem, ov, vm.ptr_size).InternalHigh
        start(vm, obj, ov)
        # Windows leaves InternalHigh as it was until the request completes.
        OVERLAPPED.at(vm.mem, ov, vm.ptr_size).InternalHigh = high
        watch.pending.append(PendingChanges(buf, n, ov, routine, vm.threads.current.tid))
        watch.deliver()
        return 1
    if not watch.records:
        r = wait_for(vm, [watch], False, INFINITE, who="ReadDirectoryChangesW")
        if not isinstance(r, int):
            yield from r
    status, used = watch.take(buf, n)
    if returned:
        vm.mem.w32(returned, used)
    if status:
        return _fail(vm, status_error(status) or status & 0xFFFF)
    return 1


@api(KERNEL32, "ReadDirectoryChangesW",
     "HANDLE h, LPVOID buf, DWORD n, BOOL subtree, DWORD filter, LPDWORD returned, "
     "LPVOID ov, LPVOID routine", widths=BOTH)
def ReadDirectoryChangesW(c, h, buf, n, subtree, filter_, returned, ov, routine):
    """The changes made in folder handle ``h`` (opened with FILE_FLAG_BACKUP_SEMANTICS)
    as FILE_NOTIFY_INFORMATION records. The handle's first call fixes the filter,
    ``subtree`` and the buffer size; changes are kept from then on between calls. With
    an OVERLAPPED the call returns TRUE at once (Internal STATUS_PENDING) and completes
    with the next records (the event set, or ``routine`` queued to this thread): a
    buffer too small for them (or a first call's of 0 bytes) completes with
    STATUS_NOTIFY_ENUM_DIR and no records. Without one it waits for them. FALSE with
    ERROR_INVALID_PARAMETER for no filter or an unknown filter bit, then
    ERROR_INVALID_HANDLE for a handle that is no folder's."""
    return (yield from read_changes(c, h, buf, n, subtree, filter_, returned, ov, routine))


@api(KERNEL32, "ReadDirectoryChangesExW",
     "HANDLE h, LPVOID buf, DWORD n, BOOL subtree, DWORD filter, LPDWORD returned, "
     "LPVOID ov, LPVOID routine, DWORD cls", widths=BOTH)
def ReadDirectoryChangesExW(c, h, buf, n, subtree, filter_, returned, ov, routine, cls):
    """ReadDirectoryChangesW with the records' class named: ReadDirectoryNotifyInformation
    gives its FILE_NOTIFY_INFORMATION records. The extended class (creation and write
    times, sizes, file ids per record) is not implemented."""
    if cls != ReadDirectoryNotifyInformation:
        raise Unimplemented("ReadDirectoryChangesExW class %d" % cls)
    return (yield from read_changes(c, h, buf, n, subtree, filter_, returned, ov, routine))
