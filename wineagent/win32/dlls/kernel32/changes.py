"""KERNEL32's directory change notifications: FindFirstChangeNotification (A/W),
FindNextChangeNotification and FindCloseChangeNotification, over
``kernel/changenotify.py``."""

import os

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_DIRECTORY, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_PATH_NOT_FOUND)
from ...kernel.changenotify import VALID_FILTER, ChangeNotification
from ...kernel.files import INVALID_HANDLE_VALUE, _fail
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
