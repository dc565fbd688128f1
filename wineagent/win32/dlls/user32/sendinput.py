"""USER32: SendInput and mouse_event — keyboard and mouse events synthesized into the input stream, as
keybd_event types keys: they reach the thread whose window has the focus (or is under
the pointer) through the same translation a person's input takes. Input from a thread
whose desktop is not the input desktop is refused (ERROR_ACCESS_DENIED), as Windows
refuses it."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.bits import s32
from ...core.dllnames import USER32
from ...core.structures import INPUT, KEYBDINPUT, MOUSEINPUT
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_CALL_NOT_IMPLEMENTED,
                              ERROR_INVALID_PARAMETER, ERROR_NOACCESS)
from ...user import hooks, procwindows, rawinput, winsta
from ...user.hooks import WH_MOUSE_LL

INPUT_MOUSE, INPUT_KEYBOARD, INPUT_HARDWARE = 0, 1, 2
KEYEVENTF_EXTENDEDKEY = 0x1
KEYEVENTF_KEYUP, KEYEVENTF_UNICODE, KEYEVENTF_SCANCODE = 0x2, 0x4, 0x8
VK_PACKET = 0xE7
MOUSEEVENTF_MOVE, MOUSEEVENTF_ABSOLUTE = 0x1, 0x8000
#: MOUSEEVENTF_ button flag -> (event kind, button)
_BUTTONS = ((0x2, "down", "left"), (0x4, "up", "left"), (0x8, "down", "right"),
            (0x10, "up", "right"))
MOUSEEVENTF_MIDDLE_OR_X = 0x20 | 0x40 | 0x80 | 0x100
MOUSEEVENTF_WHEEL, MOUSEEVENTF_HWHEEL = 0x800, 0x1000


def _keyboard(c, ki):
    wm = c.vm.wm
    flags = ki["dwFlags"]
    if flags & KEYEVENTF_SCANCODE:
        raise Unimplemented("%s!SendInput: KEYEVENTF_SCANCODE" % USER32)
    up = bool(flags & KEYEVENTF_KEYUP)
    if flags & KEYEVENTF_UNICODE:
        # the key is VK_PACKET (or the key named, if one is) and the character rides in
        # the message's lParam high word, the scan code's place: TranslateMessage makes
        # it the WM_CHAR, and WH_KEYBOARD_LL hooks see it as the scan code (input.c)
        wm.inject_key("up" if up else "down", ki["wVk"] & 0xFF or VK_PACKET,
                      ki["wScan"] & 0xFFFF, ki["dwExtraInfo"])
        return
    wm.inject_key("up" if up else "down", ki["wVk"] & 0xFF,
                  (ki["wScan"] & 0xFF) | (0x100 if flags & KEYEVENTF_EXTENDEDKEY else 0),
                  ki["dwExtraInfo"])


def _mouse(c, mi):
    wm = c.vm.wm
    flags = mi["dwFlags"]
    if flags & MOUSEEVENTF_MIDDLE_OR_X:
        raise Unimplemented("%s!SendInput: middle and X mouse buttons" % USER32)
    x, y = wm.queued_pointer()     # (after the events queued before this one)
    # the program's own events: marked, with dwExtraInfo, for WH_MOUSE_LL (user/hooks.py)
    mark = ("injected", mi.get("dwExtraInfo", 0))
    if flags & MOUSEEVENTF_MOVE:
        if flags & MOUSEEVENTF_ABSOLUTE:
            # normalized coordinates: 0..65535 across the primary screen
            x = mi["dx"] * wm.width // 65536
            y = mi["dy"] * wm.height // 65536
        else:
            x, y = x + mi["dx"], y + mi["dy"]
        x, y = min(max(x, 0), wm.width - 1), min(max(y, 0), wm.height - 1)
        x, y = wm.clipped(x, y)         # (the ClipCursor rectangle as the input arrives)
        if not wm.hooks.hooked(WH_MOUSE_LL, c.vm.threads.current.tid):
            # the pointer is there when the call returns (GetCursorPos), as on Windows;
            # a low-level hook sees the move first and may refuse it: then it moves once
            # the hooks have let it through (``_judged``)
            _move_pointer(c.vm, x, y)
        wm.queue_input(("mouse", "move", x, y, None) + mark)
    for bit, kind, button in _BUTTONS:
        if flags & bit:
            wm.queue_input(("mouse", kind, x, y, button) + mark)
    if flags & MOUSEEVENTF_WHEEL:
        wm.queue_input(("mouse", "wheel", x, y, mi["mouseData"] & 0xFFFF) + mark)
    if flags & MOUSEEVENTF_HWHEEL:
        wm.queue_input(("mouse", "hwheel", x, y, mi["mouseData"] & 0xFFFF) + mark)


def _move_pointer(vm, x, y):
    """The pointer is at (x, y) now, for every process of the session."""
    wm = vm.wm
    rawinput.pointer_moving(wm)
    wm.mouse_pos = (x, y)
    if not vm.alone_on_desktop:
        procwindows.pointer_moved(vm, x, y)    # one pointer for the session


def _judged(vm, first):
    """Generator: the low-level hooks judge the events inserted from queue index
    ``first`` on, before the inserting call returns; then the pointer is where the last
    move they let through goes, as on Windows: a WH_MOUSE_LL hook reads the position
    from before the move, and one that calls SetCursorPos sets it only until the chain
    is done (input.c test_mouse_ll_hook)."""
    wm = vm.wm
    events = list(wm.input_queue)[first:]
    yield from hooks.judge_injected(vm, first)
    if not wm.hooks.hooked(WH_MOUSE_LL, vm.threads.current.tid):
        return                                  # (placed as they were inserted)
    queue = wm.input_queue
    kept = [e for e in queue if any(e is x for x in events)]
    if not kept:
        return
    # a hook's SetCursorPos came after the events in the queue: it goes before them,
    # so their moves, taken later, leave the pointer where they go
    warps = [e for e in queue if "warp" in e[5:] and not any(e is x for x in events)
             and _index(queue, e) > _index(queue, kept[0])]
    for e in warps:
        del queue[_index(queue, e)]
    at = _index(queue, kept[0])
    for e in reversed(warps):
        queue.insert(at, e)
    for event in reversed(kept):
        if event[:2] == ("mouse", "move"):
            _move_pointer(vm, event[2], event[3])
            break


def _index(queue, event):
    """Where ``event`` (that very object) is in ``queue``."""
    return next(i for i, e in enumerate(queue) if e is event)


@api(USER32, "SendInput", "UINT count, LPVOID inputs, INT size", widths=BOTH)
def SendInput(c, count, inputs, size):
    """Insert ``count`` INPUT events (each ``size`` bytes, which must be sizeof(INPUT));
    the number inserted."""
    vm = c.vm
    # a size other than sizeof(INPUT), or no event, is ERROR_INVALID_PARAMETER; events
    # at NULL are ERROR_NOACCESS (as Windows answers in user32's input.c)
    if size != INPUT.sizeof(c.ptr_size) or not count:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not inputs:
        vm.last_error = ERROR_NOACCESS
        return 0
    if vm.handles.get(winsta.thread_desktop(vm)) is not winsta.input_desktop(vm):
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    union = INPUT.offsetof("mi", c.ptr_size)
    kinds = [vm.mem.u32(inputs + i * size) for i in range(count)]
    if INPUT_HARDWARE in kinds:
        # Windows takes no hardware input (HARDWAREINPUT) from SendInput: the call fails
        # with ERROR_CALL_NOT_IMPLEMENTED and none of the events is inserted
        vm.last_error = ERROR_CALL_NOT_IMPLEMENTED
        return 0
    first = len(vm.wm.input_queue)
    for i, kind in enumerate(kinds):
        at = inputs + i * size
        if kind == INPUT_KEYBOARD:
            _keyboard(c, KEYBDINPUT.read(vm.mem, at + union, c.ptr_size))
        elif kind == INPUT_MOUSE:
            _mouse(c, MOUSEINPUT.read(vm.mem, at + union, c.ptr_size))
        # (an event of an unknown type is counted and does nothing, as on Windows)
    yield from _judged(vm, first)       # the low-level hooks, before returning
    return count


@api(USER32, "mouse_event", "DWORD flags, DWORD dx, DWORD dy, DWORD data, ULONG_PTR extra",
     widths=BOTH)
def mouse_event(c, flags, dx, dy, data, extra):
    """One mouse event, as SendInput's MOUSEINPUT with the same fields (the function
    SendInput superseded): a move (relative, or MOUSEEVENTF_ABSOLUTE's normalized
    coordinates), then the buttons pressed or released and the wheel, at the pointer."""
    first = len(c.vm.wm.input_queue)
    _mouse(c, {"dwFlags": flags, "dx": s32(dx), "dy": s32(dy), "mouseData": data,
               "dwExtraInfo": extra})
    yield from _judged(c.vm, first)
    return 0
