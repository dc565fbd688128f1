"""A handle parameter declared with its kind (``"HANDLE:mutex h"``, abi/api.py) fails with
the declared error before the handler runs when the handle is not open or names another
kind of object, as Windows fails it (NtReleaseMutant on an event: STATUS_OBJECT_TYPE_MISMATCH,
which KERNEL32 reports as ERROR_INVALID_HANDLE); the table's kinds name each object
(docs/win32-layers.md "Handles")."""

from wineagent.win32.core.winerror import ERROR_INVALID_HANDLE, STATUS_INVALID_HANDLE

from apicall import call_api

KERNEL32, ADVAPI32 = "KERNEL32.dll", "ADVAPI32.dll"
STALE = 0x7FFFFFC                      # a multiple of 4 no handle of a new VM has


def test_a_handle_of_another_kind_or_no_handle_fails_as_declared(boot):
    vm = boot("hello").vm
    event = call_api(vm, KERNEL32, "CreateEventA", 0, 1, 0, 0)
    mutex = call_api(vm, KERNEL32, "CreateMutexA", 0, 1, 0)
    assert vm.handles.kind_of(event) == "event" and vm.handles.kind_of(mutex) == "mutex"
    assert vm.handles.describe(event) == "%#x (event)" % event
    for wrong in (event, STALE):
        vm.last_error = 0
        assert call_api(vm, KERNEL32, "ReleaseMutex", wrong) == 0
        assert vm.last_error == ERROR_INVALID_HANDLE
        vm.last_error = 0
        assert call_api(vm, KERNEL32, "ReleaseSemaphore", wrong, 1, 0) == 0
        assert vm.last_error == ERROR_INVALID_HANDLE
        vm.last_error = 0
        assert call_api(vm, KERNEL32, "FindClose", wrong) == 0
        assert vm.last_error == ERROR_INVALID_HANDLE
        # LSA functions return the NTSTATUS instead of setting the last error
        assert call_api(vm, ADVAPI32, "LsaClose", wrong) == STATUS_INVALID_HANDLE
        assert vm.last_error == ERROR_INVALID_HANDLE   # unchanged since FindClose
    assert call_api(vm, KERNEL32, "ReleaseMutex", mutex) == 1   # the right kind runs
    assert event in vm.handles and mutex in vm.handles          # nothing was closed
    assert call_api(vm, KERNEL32, "CloseHandle", event) == 1
    assert vm.handles.kind_of(event) is None
    vm.last_error = 0
    assert call_api(vm, KERNEL32, "ReleaseMutex", event) == 0   # stale now
    assert vm.last_error == ERROR_INVALID_HANDLE


def test_a_window_parameter_declared_as_one_fails_with_the_window_error(boot):
    # "HWND:window hwnd": USER's own table (user/wm.py registers the kind), and
    # ERROR_INVALID_WINDOW_HANDLE, as Windows fails GetWindow or GetClassWord on a handle
    # that names no window.
    from wineagent.win32.core.winerror import ERROR_INVALID_WINDOW_HANDLE
    vm = boot("hello").vm
    live = next(iter(vm.wm.zorder))
    for name, args in (("GetWindow", (0,)), ("GetClassWord", (-32,)),
                       ("GetWindowThreadProcessId", (0,))):
        vm.last_error = 0
        assert call_api(vm, "USER32.dll", name, 0x7FFFFFE, *args) == 0, name
        assert vm.last_error == ERROR_INVALID_WINDOW_HANDLE, name
    assert call_api(vm, "USER32.dll", "GetClassWord", live, -32) != 0   # GCW_ATOM
    assert call_api(vm, "USER32.dll", "GetWindowThreadProcessId", live, 0) != 0
