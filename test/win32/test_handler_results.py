"""Win32 handlers that used to answer wrongly (issue 18), each called through its
declaration on a booted VM and checked against Windows' documented result (and Wine 8's,
where the two agree)."""

import os

import pytest

from wineagent.vm import VM

from apicall import call_api, narrow, wide
from procs import ROOT
from paths import guest_exe

EXE = os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe")
K, U, G = "KERNEL32.dll", "USER32.dll", "GDI32.dll"


@pytest.fixture
def vm():
    v = VM(EXE)
    yield v
    v.close()


# -- ReleaseDC ---------------------------------------------------------------------------
def test_releasedc_leaves_memory_dcs_and_brushes_alone(vm):
    mdc = call_api(vm, G, "CreateCompatibleDC", 0)
    brush = call_api(vm, G, "CreateSolidBrush", 0x0000FF)
    assert mdc and brush
    # Neither came from GetDC: ReleaseDC answers 0 and both stay usable.
    assert call_api(vm, U, "ReleaseDC", 0, mdc) == 0
    assert call_api(vm, U, "ReleaseDC", 0, brush) == 0
    assert call_api(vm, G, "SelectObject", mdc, brush) != 0
    buf = vm.heap.alloc(12)
    assert call_api(vm, G, "GetObjectA", brush, 12, buf) == 12
    assert vm.mem.u32(buf + 4) == 0x0000FF                      # LOGBRUSH.lbColor
    assert call_api(vm, G, "DeleteDC", mdc) == 1
    assert call_api(vm, G, "DeleteObject", brush) == 1


def test_releasedc_frees_a_getdc_dc_once(vm):
    hdc = call_api(vm, U, "GetDC", 0)
    assert hdc
    assert call_api(vm, U, "ReleaseDC", 0, hdc) == 1
    assert call_api(vm, U, "ReleaseDC", 0, hdc) == 0          # already released
    assert call_api(vm, G, "SelectObject", hdc, call_api(vm, G, "GetStockObject", 0)) == 0


# -- GetModuleFileName -------------------------------------------------------------------
@pytest.mark.parametrize("api", ["GetModuleFileNameA", "GetModuleFileNameW"])
def test_getmodulefilename_truncates_to_nsize_with_insufficient_buffer(vm, api):
    wide_api = api.endswith("W")
    cs = 2 if wide_api else 1
    buf = vm.heap.alloc(520)
    full = call_api(vm, K, api, 0, buf, 260)
    path = vm.mem.wstr(buf) if wide_api else vm.mem.cstr(buf)
    assert full == len(path) > 5
    vm.mem.write(buf, b"\xAA" * 64)
    vm.last_error = 0
    # Five characters of room: four of the path and the NUL, the result is nSize itself.
    assert call_api(vm, K, api, 0, buf, 5) == 5
    assert vm.last_error == 122                              # ERROR_INSUFFICIENT_BUFFER
    got = vm.mem.read(buf, 5 * cs)
    assert got == (path[:4].encode("utf-16-le") + b"\0\0" if wide_api
                   else path[:4].encode("cp1252") + b"\0")
    assert vm.mem.read(buf + 5 * cs, 1) == b"\xAA"           # nothing past nSize
    # Room for exactly the characters but not the NUL is truncation too.
    vm.last_error = 0
    assert call_api(vm, K, api, 0, buf, full) == full and vm.last_error == 122
    # nSize 0: nothing written, 0, ERROR_INSUFFICIENT_BUFFER (Wine 8 agrees).
    vm.last_error = 0
    assert call_api(vm, K, api, 0, buf, 0) == 0 and vm.last_error == 122
    # A buffer that fits: the length without the NUL, the last error untouched.
    vm.last_error = 0
    assert call_api(vm, K, api, 0, buf, full + 1) == full and vm.last_error == 0


# -- KillTimer ---------------------------------------------------------------------------
def test_killtimer_of_an_unknown_timer_sets_invalid_parameter(vm):
    vm.last_error = 0
    assert call_api(vm, U, "KillTimer", 0, 1234) == 0
    assert vm.last_error == 87                               # ERROR_INVALID_PARAMETER
    tid = call_api(vm, U, "SetTimer", 0, 0, 100, 0)
    assert tid
    assert call_api(vm, U, "KillTimer", 0, tid) == 1
    vm.last_error = 0
    assert call_api(vm, U, "KillTimer", 0, tid) == 0 and vm.last_error == 87


# -- HeapReAlloc -------------------------------------------------------------------------
HEAP_ZERO_MEMORY, HEAP_REALLOC_IN_PLACE_ONLY = 0x08, 0x10


def test_heaprealloc_in_place_only_never_moves(vm):
    heap = call_api(vm, K, "GetProcessHeap")
    p = call_api(vm, K, "HeapAlloc", heap, 0, 16)
    call_api(vm, K, "HeapAlloc", heap, 0, 16)               # a block after p: p cannot grow
    vm.mem.write(p, b"\xAA" * 16)
    vm.last_error = 0
    assert call_api(vm, K, "HeapReAlloc", heap, HEAP_REALLOC_IN_PLACE_ONLY, p, 100000) == 0
    assert vm.last_error == 8                                # ERROR_NOT_ENOUGH_MEMORY
    assert call_api(vm, K, "HeapSize", heap, 0, p) == 16     # untouched, still p's
    assert vm.mem.read(p, 16) == b"\xAA" * 16
    # Shrinking and growing back inside the block stay in place; the regrown bytes read 0.
    assert call_api(vm, K, "HeapReAlloc", heap, HEAP_REALLOC_IN_PLACE_ONLY, p, 8) == p
    assert call_api(vm, K, "HeapReAlloc", heap,
                    HEAP_REALLOC_IN_PLACE_ONLY | HEAP_ZERO_MEMORY, p, 16) == p
    assert vm.mem.read(p, 16) == b"\xAA" * 8 + bytes(8)
    # Without the flag the same growth moves the block and keeps its bytes.
    q = call_api(vm, K, "HeapReAlloc", heap, HEAP_ZERO_MEMORY, p, 4000)
    assert q and q != p
    assert vm.mem.read(q, 4000) == b"\xAA" * 8 + bytes(3992)


def test_heaprealloc_grows_the_last_block_in_place_and_zeroes_it(vm):
    heap = call_api(vm, K, "HeapCreate", 0, 0, 0)
    p = call_api(vm, K, "HeapAlloc", heap, 0, 16)
    vm.mem.write(p, b"\xBB" * 16)
    # Garbage where the block will grow: HEAP_ZERO_MEMORY must clear it.
    vm.mem.write(p + 16, b"\xCC" * 64)
    assert call_api(vm, K, "HeapReAlloc", heap,
                    HEAP_REALLOC_IN_PLACE_ONLY | HEAP_ZERO_MEMORY, p, 80) == p
    assert call_api(vm, K, "HeapSize", heap, 0, p) == 80
    assert vm.mem.read(p, 80) == b"\xBB" * 16 + bytes(64)
    # The arena's top moved past the grown block: the next block does not overlap it.
    q = call_api(vm, K, "HeapAlloc", heap, 0, 16)
    assert q >= p + 80


# -- GlobalLock --------------------------------------------------------------------------
def test_globallock_refuses_what_is_not_a_memory_object(vm):
    vm.last_error = 0
    assert call_api(vm, K, "GlobalLock", 0x12345678) == 0
    assert vm.last_error == 6                                # ERROR_INVALID_HANDLE
    vm.last_error = 0
    assert call_api(vm, K, "GlobalLock", 0) == 0 and vm.last_error == 6
    fixed = call_api(vm, K, "GlobalAlloc", 0, 16)            # GMEM_FIXED
    assert call_api(vm, K, "GlobalLock", fixed) == fixed
    movable = call_api(vm, K, "GlobalAlloc", 2, 16)          # GMEM_MOVEABLE
    assert call_api(vm, K, "GlobalLock", movable) == movable
    assert call_api(vm, K, "GlobalUnlock", movable) == 0 and vm.last_error == 0
    assert call_api(vm, K, "GlobalFree", fixed) == 0
    vm.last_error = 0
    assert call_api(vm, K, "GlobalLock", fixed) == 0 and vm.last_error == 6   # freed


# -- TlsFree -----------------------------------------------------------------------------
def test_tlsfree_of_an_index_not_allocated_fails(vm):
    vm.last_error = 0
    assert call_api(vm, K, "TlsFree", 40) == 0
    assert vm.last_error == 87                               # ERROR_INVALID_PARAMETER
    i = call_api(vm, K, "TlsAlloc")
    assert i != 0xFFFFFFFF
    assert call_api(vm, K, "TlsFree", i) == 1
    vm.last_error = 0
    assert call_api(vm, K, "TlsFree", i) == 0 and vm.last_error == 87    # freed twice


# -- PostMessage(HWND_BROADCAST) ---------------------------------------------------------
HWND_BROADCAST, WM_USER = 0xFFFF, 0x0400


def _window(vm, cls="STATIC", wide_api=True, style=0, parent=0):
    make = wide if wide_api else narrow
    hwnd = call_api(vm, U, "CreateWindowExW" if wide_api else "CreateWindowExA", 0,
                    make(vm, cls), make(vm, "t"), style, 0, 0, 50, 20, parent, 0, 0, 0)
    assert hwnd
    return hwnd


def test_postmessage_broadcast_posts_to_every_toplevel_window(vm):
    WS_CHILD = 0x40000000
    tops = [_window(vm), _window(vm)]
    child = _window(vm, style=WS_CHILD, parent=tops[0])
    vm.wm.posted.clear()
    vm.last_error = 0
    assert call_api(vm, U, "PostMessageA", HWND_BROADCAST, WM_USER + 5, 1, 2) == 1
    got = [(m.hwnd, m.msg, m.wparam, m.lparam) for m in vm.wm.posted]
    assert sorted(h for h, *_ in got) == sorted(vm.wm.zorder)
    assert all(tuple(rest) == (WM_USER + 5, 1, 2) for _, *rest in got)
    assert set(tops) <= {h for h, *_ in got} and child not in {h for h, *_ in got}
    # Each arrives through GetMessage like any posted message.
    msg = vm.heap.alloc(28)
    assert call_api(vm, U, "PeekMessageA", msg, tops[1], 0, 0, 1) == 1     # PM_REMOVE
    assert vm.mem.u32(msg) == tops[1] and vm.mem.u32(msg + 4) == WM_USER + 5


# -- SetWindowLong(GWL_WNDPROC) and the window's character set -----------------------------
GWL_WNDPROC, WM_SETTEXT = -4, 0x000C


def test_ansi_subclass_of_a_unicode_window_gets_ansi_text(vm):
    hwnd = _window(vm, wide_api=True)
    assert call_api(vm, U, "IsWindowUnicode", hwnd) == 1
    seen = []

    def recorder(wm, win, msg, wparam, lparam):
        if msg == WM_SETTEXT:
            seen.append(vm.mem.read(lparam, 8))
        return 1

    proc = vm.heap.alloc(16)
    vm.wm.register_python_proc(proc, recorder)
    old = call_api(vm, U, "SetWindowLongA", hwnd, GWL_WNDPROC, proc)
    assert old
    assert call_api(vm, U, "IsWindowUnicode", hwnd) == 0         # the procedure is ANSI now
    # A Unicode sender's text reaches the ANSI procedure as CP_ACP bytes.
    assert call_api(vm, U, "SendMessageW", hwnd, WM_SETTEXT, 0, wide(vm, "h\xe9!")) == 1
    assert seen[-1][:4] == b"h\xe9!\0"
    # An ANSI sender's text is passed unchanged.
    assert call_api(vm, U, "SendMessageA", hwnd, WM_SETTEXT, 0, narrow(vm, "ok")) == 1
    assert seen[-1][:3] == b"ok\0"
    # Putting the old procedure back with the A variant restores the Unicode window.
    assert call_api(vm, U, "SetWindowLongA", hwnd, GWL_WNDPROC, old) == proc
    assert call_api(vm, U, "IsWindowUnicode", hwnd) == 1


def test_unicode_subclass_of_an_ansi_window_gets_unicode_text(vm):
    hwnd = _window(vm, wide_api=False)
    assert call_api(vm, U, "IsWindowUnicode", hwnd) == 0
    seen = []
    proc = vm.heap.alloc(16)
    vm.wm.register_python_proc(
        proc, lambda wm, win, msg, wp, lp: seen.append(vm.mem.read(lp, 8)) if msg == WM_SETTEXT
        else 0)
    call_api(vm, U, "SetWindowLongW", hwnd, GWL_WNDPROC, proc)
    assert call_api(vm, U, "IsWindowUnicode", hwnd) == 1
    call_api(vm, U, "SendMessageA", hwnd, WM_SETTEXT, 0, narrow(vm, "h\xe9"))
    assert seen[-1][:6] == "h\xe9".encode("utf-16-le") + b"\0\0"


# -- msvcrt _lock / _lock_file -----------------------------------------------------------
CRTLOCK = os.path.join(ROOT, "test", "exe", "crtlock.exe")


def test_crt_locks_hold_off_a_preempted_thread(boot, width):
    # guests/tests/crtlock.c: two threads, read / long delay / write on three counters
    # (its i686 and x86-64 builds).
    d = boot(guest_exe("crtlock", width), settle=False)
    for _ in range(400):
        d.vm.run_batch()
        if d.vm.stdout_log:
            break
    assert d.vm.machine.fault is None
    # Unguarded updates get lost (the threads really interleave); under _lock(17) and
    # under _lock_file(stdout) every one of the 2 x 40 survives.
    assert d.vm.stdout_log == ["unguarded_lost=1 lock=80 file=80"]


def test_crt_lock_parks_another_thread_until_unlocked(vm):
    from wineagent.abi.api import PARK
    sched = vm.threads
    other = sched.create(0x401000, 0, suspended=True)
    main = sched.current
    assert call_api(vm, "msvcrt.dll", "_lock", 3) == 0
    assert call_api(vm, "msvcrt.dll", "_lock", 3) == 0        # recursive for the holder
    sched._switch_to(other)
    assert call_api(vm, "msvcrt.dll", "_lock", 3) is PARK     # held by the main thread
    assert call_api(vm, "msvcrt.dll", "_lock", 4) == 0        # another number is free
    call_api(vm, "msvcrt.dll", "_unlock", 3)                  # not the holder: no effect
    sched._switch_to(main)
    call_api(vm, "msvcrt.dll", "_unlock", 3)
    sched._switch_to(other)
    assert call_api(vm, "msvcrt.dll", "_lock", 3) is PARK     # still held once
    sched._switch_to(main)
    call_api(vm, "msvcrt.dll", "_unlock", 3)
    sched._switch_to(other)
    assert call_api(vm, "msvcrt.dll", "_lock", 3) == 0        # released: taken


# -- CoInitialize(Ex): apartments per thread ---------------------------------------------
O = "ole32.dll"
COINIT_MULTITHREADED, COINIT_APARTMENTTHREADED = 0, 2
S_OK, S_FALSE, RPC_E_CHANGED_MODE, CO_E_NOTINITIALIZED = 0, 1, 0x80010106, 0x800401F0


def _co_create(vm):
    guid, ppv = vm.heap.alloc(16, zero=True), vm.heap.alloc(4)
    return call_api(vm, O, "CoCreateInstance", guid, 0, 1, guid, ppv)


def test_coinitialize_keeps_one_apartment_model_per_thread(vm):
    # Wine 8 gives the same sequence: 0, 1, RPC_E_CHANGED_MODE, 1.
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_APARTMENTTHREADED) == S_OK
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_APARTMENTTHREADED) == S_FALSE
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_MULTITHREADED) == RPC_E_CHANGED_MODE
    assert call_api(vm, O, "CoInitialize", 0) == S_FALSE                  # STA again
    assert call_api(vm, O, "CoInitializeEx", 4, COINIT_MULTITHREADED) == 0x80070057
    # Three successful calls, three CoUninitialize: the thread leaves its apartment and
    # may then choose the other model.
    for _ in range(3):
        assert _co_create(vm) != CO_E_NOTINITIALIZED
        call_api(vm, O, "CoUninitialize")
    assert _co_create(vm) == CO_E_NOTINITIALIZED
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_MULTITHREADED | 0x4) == S_OK


def test_coinitialize_counts_each_thread_apart(vm):
    sched = vm.threads
    main, other = sched.current, sched.create(0x401000, 0, suspended=True)
    assert call_api(vm, O, "CoInitialize", 0) == S_OK
    sched._switch_to(other)
    # The main thread's STA does not cover this one: its own first call is S_OK, and
    # it may pick the multithreaded model.
    assert _co_create(vm) == CO_E_NOTINITIALIZED
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_MULTITHREADED) == S_OK
    sched._switch_to(main)
    assert call_api(vm, O, "CoInitializeEx", 0, COINIT_MULTITHREADED) == RPC_E_CHANGED_MODE
    call_api(vm, O, "CoUninitialize")
    # The main thread left its STA; the process's MTA still lets it create objects.
    assert _co_create(vm) != CO_E_NOTINITIALIZED
    sched._switch_to(other)
    call_api(vm, O, "CoUninitialize")
    sched._switch_to(main)
    assert _co_create(vm) == CO_E_NOTINITIALIZED


# -- SHGetSpecialFolderPath's fCreate ----------------------------------------------------
CSIDL_MYVIDEO, CSIDL_FLAG_CREATE = 0x000E, 0x8000


def test_shgetspecialfolderpath_creates_only_when_asked(vm):
    S = "SHELL32.dll"
    buf = vm.heap.alloc(260)
    videos = "C:\\users\\user\\Videos"
    # A fresh profile has the folder, as Windows' does (Wine 8 answers TRUE too).
    assert call_api(vm, S, "SHGetSpecialFolderPathA", 0, buf, CSIDL_MYVIDEO, 0) == 1
    assert vm.mem.cstr(buf) == videos
    # The program removes it: without fCreate the call now fails and makes nothing.
    assert call_api(vm, K, "RemoveDirectoryA", narrow(vm, videos)) == 1
    vm.mem.write_cstr(buf, "untouched")
    assert call_api(vm, S, "SHGetSpecialFolderPathA", 0, buf, CSIDL_MYVIDEO, 0) == 0
    assert vm.mem.cstr(buf) == "untouched"
    assert call_api(vm, K, "GetFileAttributesA", narrow(vm, videos)) == 0xFFFFFFFF
    # SHGetFolderPath without CSIDL_FLAG_CREATE: HRESULT_FROM_WIN32(ERROR_FILE_NOT_FOUND).
    assert call_api(vm, S, "SHGetFolderPathA", 0, CSIDL_MYVIDEO, 0, 0, buf) == 0x80070002
    assert call_api(vm, K, "GetFileAttributesA", narrow(vm, videos)) == 0xFFFFFFFF
    # fCreate TRUE makes it again.
    assert call_api(vm, S, "SHGetSpecialFolderPathW", 0, buf, CSIDL_MYVIDEO, 1) == 1
    assert vm.mem.wstr(buf) == videos
    assert call_api(vm, K, "GetFileAttributesA", narrow(vm, videos)) & 0x10   # DIRECTORY
    call_api(vm, K, "RemoveDirectoryA", narrow(vm, videos))
    assert call_api(vm, S, "SHGetFolderPathA", 0, CSIDL_MYVIDEO | CSIDL_FLAG_CREATE, 0, 0,
                    buf) == 0
    assert call_api(vm, K, "GetFileAttributesA", narrow(vm, videos)) & 0x10
