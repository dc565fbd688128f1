"""KERNEL32's CopyFileEx: CopyFile with a progress routine, a cancel flag and copy flags;
and CopyFile2, its form with the options in one structure and an HRESULT.

The copy goes in 64 KB chunks. The progress routine is called once before the first
chunk (CALLBACK_STREAM_SWITCH) and after each chunk (CALLBACK_CHUNK_FINISHED), with the
sizes, the stream number 1 and handles to the source and the destination; its answer
PROGRESS_CANCEL stops and deletes the destination, PROGRESS_STOP stops and keeps it
(both fail with ERROR_REQUEST_ABORTED), PROGRESS_QUIET ends the calls. A cancel flag
found TRUE before a chunk cancels the same way. The destination gets the source's times
and attributes, as CopyFile's does.
"""

import os
import shutil

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import E_INVALIDARG, hresult_from_win32
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_EXISTS, ERROR_PATH_NOT_FOUND,
                             ERROR_REQUEST_ABORTED, ERROR_SHARING_VIOLATION)
from ...kernel.files import CREATE_ALWAYS, OPEN_EXISTING, _resolve, open_file, win32_error
from ...kernel.vfs import VfsError
from ...core.dllnames import KERNEL32

COPY_FILE_FAIL_IF_EXISTS = 0x1
CHUNK = 0x10000
CALLBACK_CHUNK_FINISHED, CALLBACK_STREAM_SWITCH = 0, 1
PROGRESS_CONTINUE, PROGRESS_CANCEL, PROGRESS_STOP, PROGRESS_QUIET = 0, 1, 2, 3


def _fail(vm, err):
    vm.last_error = err
    return 0


def _check(vm, src, dst, fail_if_exists):
    """(source host, destination host) after CopyFile's checks, or raises VfsError."""
    s_parts, s_host = _resolve(vm, src)
    d_parts, d_host = _resolve(vm, dst)
    if not s_parts or os.path.isdir(s_host) or not d_parts or os.path.isdir(d_host):
        raise VfsError(ERROR_ACCESS_DENIED)
    if not os.path.exists(s_host):
        raise VfsError(vm.vfs.missing_error(s_parts))
    if not os.path.isdir(os.path.dirname(d_host)):
        raise VfsError(ERROR_PATH_NOT_FOUND)
    if os.path.exists(d_host):
        if fail_if_exists:
            raise VfsError(ERROR_FILE_EXISTS)
        if os.path.samefile(s_host, d_host):
            raise VfsError(ERROR_SHARING_VIOLATION)
    return s_host, d_host


@api(KERNEL32, "CopyFileEx{AW}", "LPCTSTR src, LPCTSTR dst, LPVOID progress, LPVOID data, "
                          "LPVOID cancel, DWORD flags", file_names=True, widths=BOTH)
def CopyFileEx(c, src, dst, progress, data, cancel, flags):
    """Copy ``src`` to ``dst`` reporting progress (see the module docstring); TRUE, or
    FALSE with CopyFile's errors or ERROR_REQUEST_ABORTED."""
    vm = c.vm
    try:
        s_host, d_host = _check(vm, src, dst, flags & COPY_FILE_FAIL_IF_EXISTS)
        fin, _ = open_file(vm, src, True, False, OPEN_EXISTING, share=7)   # shares all
        fout, _ = open_file(vm, dst, False, True, CREATE_ALWAYS)
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e))
    h1, h2 = vm.new_handle(fin), vm.new_handle(fout)
    size = fin.size()
    done = 0
    ok, delete = False, False
    try:
        if progress:
            r = yield GuestCall(progress, _args(vm.ptr_size, size, done,
                                                CALLBACK_STREAM_SWITCH, h1, h2, data))
            progress, stop = _answer(progress, r)
            if stop:
                delete = stop == PROGRESS_CANCEL
                return _fail(vm, ERROR_REQUEST_ABORTED)
        while True:
            if cancel and vm.mem.u32(cancel):
                delete = True
                return _fail(vm, ERROR_REQUEST_ABORTED)
            chunk = fin.read(CHUNK)
            if not chunk:
                break
            fout.write(chunk)
            done += len(chunk)
            if progress:
                r = yield GuestCall(progress, _args(vm.ptr_size, size, done,
                                                    CALLBACK_CHUNK_FINISHED, h1, h2, data))
                progress, stop = _answer(progress, r)
                if stop:
                    delete = stop == PROGRESS_CANCEL
                    return _fail(vm, ERROR_REQUEST_ABORTED)
        ok = True
        return 1
    finally:
        for h in (h1, h2):
            obj = vm.handles.pop(h, None)
            if obj is not None:
                obj.close()
        if delete:
            try:
                os.unlink(d_host)
            except OSError:
                pass
        elif ok:
            shutil.copystat(s_host, d_host)


def _args(ptr_size, size, done, reason, h1, h2, data):
    # LARGE_INTEGERs by value (TotalFileSize, TotalBytesTransferred, StreamSize,
    # StreamBytesTransferred): two stack slots each, low then high DWORD, for a 32-bit
    # routine; one 8-byte register or slot each for an x64 one. Then the stream number,
    # the reason, the handles and the caller's data.
    if ptr_size == 8:
        return (size, done, size, done, 1, reason, h1, h2, data)
    lo_hi = lambda v: (v & 0xFFFFFFFF, v >> 32)   # noqa: E731
    return lo_hi(size) + lo_hi(done) + lo_hi(size) + lo_hi(done) + (1, reason, h1, h2, data)


def _answer(progress, r):
    """(progress routine to go on calling, stop code or 0) after it answered ``r``."""
    r &= 0xFFFFFFFF
    if r == PROGRESS_QUIET:
        return 0, 0
    if r in (PROGRESS_CANCEL, PROGRESS_STOP):
        return progress, r
    return progress, 0


#: CopyFile2's flags that change nothing on this drive: restartable copies (a copy is
#: never interrupted), decrypted destinations (nothing is encrypted), unbuffered I/O.
_COPY2_HARMLESS = 0x2 | 0x8 | 0x1000
COPYFILE2_EXTENDED_PARAMETERS = struct(
    "COPYFILE2_EXTENDED_PARAMETERS", "DWORD dwSize; DWORD dwCopyFlags; LPVOID pfCancel;"
    " LPVOID pProgressRoutine; PVOID pvCallbackContext")


@api(KERNEL32, "CopyFile2", "LPCWSTR src, LPCWSTR dst, LPVOID params", file_names=True,
     widths=BOTH)
def CopyFile2(c, src, dst, params):
    """CopyFileEx with its options in a COPYFILE2_EXTENDED_PARAMETERS (NULL: none): the
    copy flags and the cancel flag. S_OK, or the Win32 error as an HRESULT; a structure
    of another size is E_INVALIDARG. A progress routine (its COPYFILE2_MESSAGE
    callbacks) and the flags that change what is copied are not done."""
    vm = c.vm
    flags = cancel = 0
    if params:
        p = COPYFILE2_EXTENDED_PARAMETERS.at(vm.mem, params, vm.ptr_size)
        if p.dwSize != COPYFILE2_EXTENDED_PARAMETERS.sizeof(vm.ptr_size):
            return E_INVALIDARG
        flags, cancel = p.dwCopyFlags, p.pfCancel
        if p.pProgressRoutine:
            raise Unimplemented("KERNEL32.dll!CopyFile2 with a progress routine")
        if flags & ~(COPY_FILE_FAIL_IF_EXISTS | _COPY2_HARMLESS):
            raise Unimplemented("KERNEL32.dll!CopyFile2 flags 0x%x" % flags)
    ok = yield from CopyFileEx(c, src, dst, 0, 0, cancel, flags & COPY_FILE_FAIL_IF_EXISTS)
    return 0 if ok else hresult_from_win32(vm.last_error)
