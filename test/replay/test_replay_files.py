"""No wall-clock value reaches the guest through file times (docs/replay.md, "Sources of
nondeterminism"): the program's copy on C:, a folder it creates, a file it creates and has
not closed yet, and the files written for it all carry guest times."""

import os
import struct
import time

from apicall import call_api, narrow
from wineagent.win32.kernel.epoch import EPOCH_UNIX as GUEST_EPOCH, FILETIME_UNIX

GENERIC_WRITE, CREATE_NEW = 0x40000000, 1


def _write_time(vm, path):
    """GetFileAttributesExA's last-write time of ``path`` as Unix seconds."""
    out = vm.heap.alloc(36, zero=True)
    assert call_api(vm, "KERNEL32.dll", "GetFileAttributesExA", narrow(vm, path), 0, out) == 1
    ft = struct.unpack("<Q", vm.mem.read(out + 20, 8))[0]
    return (ft - FILETIME_UNIX) / 1e7


def test_file_times_the_guest_sees_are_guest_times(boot):
    d = boot("winmine")
    vm = d.vm
    for _ in range(30):
        vm.run_batch()
    now = GUEST_EPOCH + vm.clock.now_ms() / 1000.0
    assert _write_time(vm, "C:\\winmine.exe") == GUEST_EPOCH
    assert call_api(vm, "KERNEL32.dll", "CreateDirectoryA", narrow(vm, "C:\\made"), 0) == 1
    assert _write_time(vm, "C:\\made") == now
    h = call_api(vm, "KERNEL32.dll", "CreateFileA", narrow(vm, "C:\\made\\open.txt"),
                 GENERIC_WRITE, 0, 0, CREATE_NEW, 0, 0)
    assert h not in (0, 0xFFFFFFFF)
    assert _write_time(vm, "C:\\made\\open.txt") == now         # before any close
    # adding an entry moved the folder's host time to the wall; the guest's stays
    assert abs(os.stat(os.path.join(vm.vfs.root, "made")).st_mtime - time.time()) < 3600
    assert _write_time(vm, "C:\\made") == now
    call_api(vm, "KERNEL32.dll", "CloseHandle", h)
