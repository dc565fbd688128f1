"""Raw input: the session's mouse and keyboard as raw input devices, the process's
registrations (RegisterRawInputDevices) and the WM_INPUT records made from the input queue.

The desktop has two devices, a HID mouse and a HID keyboard (RIM_TYPEMOUSE and
RIM_TYPEKEYBOARD, as Windows lists the mouse and keyboard collections of HID devices).
A process registers top-level collections by usage page and usage (1/2 the mouse, 1/6 the
keyboard; other usages match no device here and receive nothing). When the guest retrieves
an input event from the queue (``wm_queue.next_message``), and a registration matches its
device, a raw input record is made and WM_INPUT goes ahead of the legacy message:

- to ``hwndTarget`` when given, else to the window with the keyboard focus;
- with GET_RAWINPUT_CODE_WPARAM RIM_INPUT while the application is in the foreground
  (one of its windows is active, whichever), RIM_INPUTSINK otherwise when
  RIDEV_INPUTSINK was asked for, and not at all otherwise, as documented;
- RIDEV_NOLEGACY (delivered as RIM_INPUT) drops the legacy message (WM_MOUSEMOVE,
  WM_LBUTTONDOWN, WM_KEYDOWN...; the agent's characters, which travel on their own, with
  their key), as Windows generates none for that process.

A mouse record is relative (MOUSE_MOVE_RELATIVE): lLastX/lLastY is how far the agent's
hand moved the mouse, from its previous mouse event's point to this one's, whatever the
pointer did meanwhile: ClipCursor confining it and SetCursorPos moving it (which makes no
record) change the pointer, not the hand. So a game that re-centres the pointer every
frame, or SDL's relative mode, which clips it to one point, sees the agent's motion. The
first motion is measured from where the pointer is. Button transitions are
RI_MOUSE_* flags, the wheel RI_MOUSE_WHEEL / RI_MOUSE_HWHEEL with its delta in
usButtonData. A keyboard record
carries the make code (set 1, without its E0 prefix, which is RI_KEY_E0), RI_KEY_BREAK on
release, the virtual key and the legacy message the key makes. Everything is derived from
the input queue, so a recorded session replays the same records. The program's own input
(SendInput, keybd_event) makes records too, with hDevice NULL, as on Windows.

A record (its HRAWINPUT, lParam of WM_INPUT) is made when its event is retrieved, so it
stays readable while the program handles the message; the last ``_KEPT`` are kept.
"""

import collections

from .keymap import EXTENDED_VKS, VK_TO_SCAN
from ..core.messages import WM_KEYDOWN, WM_KEYUP, WM_SYSKEYDOWN, WM_SYSKEYUP

__all__ = ["RawInputState", "Device", "DEVICES", "RawRecord", "record_for", "pointer_moving", "messages", "raw_registered_for", "arrivals",
           "WM_INPUT", "WM_INPUT_DEVICE_CHANGE", "RIM_TYPEMOUSE", "RIM_TYPEKEYBOARD",
           "RIM_TYPEHID", "RIM_INPUT", "RIM_INPUTSINK", "RIDEV_REMOVE", "RIDEV_EXCLUDE",
           "RIDEV_PAGEONLY", "RIDEV_NOLEGACY", "RIDEV_INPUTSINK", "RIDEV_CAPTUREMOUSE",
           "RIDEV_NOHOTKEYS", "RIDEV_APPKEYS", "RIDEV_EXINPUTSINK", "RIDEV_DEVNOTIFY",
           "GIDC_ARRIVAL", "GIDC_REMOVAL"]

WM_INPUT_DEVICE_CHANGE, WM_INPUT = 0x00FE, 0x00FF
RIM_TYPEMOUSE, RIM_TYPEKEYBOARD, RIM_TYPEHID = 0, 1, 2
RIM_INPUT, RIM_INPUTSINK = 0, 1
RIDEV_REMOVE, RIDEV_EXCLUDE, RIDEV_PAGEONLY, RIDEV_NOLEGACY = 0x1, 0x10, 0x20, 0x30
RIDEV_INPUTSINK, RIDEV_CAPTUREMOUSE, RIDEV_NOHOTKEYS, RIDEV_APPKEYS = 0x100, 0x200, 0x200, 0x400
RIDEV_EXINPUTSINK, RIDEV_DEVNOTIFY = 0x1000, 0x2000
GIDC_ARRIVAL, GIDC_REMOVAL = 1, 2

MOUSE_MOVE_RELATIVE = 0
RI_MOUSE_LEFT_BUTTON_DOWN, RI_MOUSE_LEFT_BUTTON_UP = 0x1, 0x2
RI_MOUSE_RIGHT_BUTTON_DOWN, RI_MOUSE_RIGHT_BUTTON_UP = 0x4, 0x8
RI_MOUSE_WHEEL, RI_MOUSE_HWHEEL = 0x400, 0x800
RI_KEY_MAKE, RI_KEY_BREAK, RI_KEY_E0 = 0, 1, 2

_BUTTON_FLAGS = {("down", "left"): RI_MOUSE_LEFT_BUTTON_DOWN,
                 ("up", "left"): RI_MOUSE_LEFT_BUTTON_UP,
                 ("down", "right"): RI_MOUSE_RIGHT_BUTTON_DOWN,
                 ("up", "right"): RI_MOUSE_RIGHT_BUTTON_UP}
#: How many records stay readable (GetRawInputData) after they were made.
_KEPT = 64
_VK_MENU, _VK_F10 = 0x12, 0x79


class Device:
    """One raw input device: its handle, type, top-level collection and name."""

    def __init__(self, handle, kind, page, usage, name):
        self.handle, self.kind, self.page, self.usage, self.name = \
            handle, kind, page, usage, name


#: The session's devices, in GetRawInputDeviceList's order. Their names are device
#: interface paths of HID collections, with the mouse and keyboard interface classes.
DEVICES = (
    Device(0x0001004B, RIM_TYPEMOUSE, 1, 2,
           "\\\\?\\HID#VID_0000&PID_0001&MI_00#1&2d595ca7&0&0000"
           "#{378de44c-56ef-11d1-bc8c-00a0c91405dd}"),
    Device(0x0001004D, RIM_TYPEKEYBOARD, 1, 6,
           "\\\\?\\HID#VID_0000&PID_0002&MI_00#1&2d595ca7&0&0000"
           "#{884b96c3-56ef-11d1-bc8c-00a0c91405dd}"),
)


class RawRecord:
    """One raw input record: what GetRawInputData reads through its HRAWINPUT."""

    __slots__ = ("handle", "kind", "device", "code", "fields", "hwnd")

    def __init__(self, kind, device, fields):
        self.handle = 0
        self.kind, self.device, self.fields = kind, device, fields
        self.code, self.hwnd = RIM_INPUT, 0


class _Pending:
    """What one input event makes in raw input: its record (None: none), who gets it,
    and whether the legacy message is dropped (RIDEV_NOLEGACY)."""

    __slots__ = ("record", "targets", "no_legacy")

    def __init__(self, record, targets, no_legacy):
        self.record, self.targets, self.no_legacy = record, targets, no_legacy


class RawInputState:
    """The process's raw input: its registrations and its live records (a part of the
    window manager, ``wm.raw``)."""

    def __init__(self):
        #: (usage page, usage) -> [RIDEV_* flags, hwndTarget], in registration order
        self.registered = {}
        #: HRAWINPUT -> RawRecord, oldest first (the last ``_KEPT``)
        self.records = collections.OrderedDict()
        self._next_handle = 0x00A40001
        #: where the agent's pointer was at its previous mouse event (relative motion)
        self.last_pos = None
        #: a key's legacy message was dropped: its character (agent input) goes too
        self.chars_dropped = False

    def register(self, page, usage, flags, hwnd):
        """Add or replace a registration (RIDEV_REMOVE: remove it)."""
        if flags & RIDEV_REMOVE:
            self.registered.pop((page, usage), None)
        else:
            self.registered[(page, usage)] = [flags, hwnd]

    def listing(self):
        """GetRegisteredRawInputDevices' rows (page, usage, flags, hwnd), by usage."""
        return [(p, u, f, h) for (p, u), (f, h) in sorted(self.registered.items())]

    def keep(self, record):
        """Give ``record`` its HRAWINPUT and keep it readable."""
        record.handle = self._next_handle
        self._next_handle += 2
        self.records[record.handle] = record
        while len(self.records) > _KEPT:
            self.records.popitem(last=False)
        return record.handle

    def forget(self, handle):
        """A record read by GetRawInputBuffer is gone."""
        self.records.pop(handle, None)

    def device(self, handle):
        """The device of handle ``handle``, or None."""
        return next((d for d in DEVICES if d.handle == handle), None)


def _target(wm, flags, hwnd):
    """(window, RIM_* code) a registration's record goes to now, or None. "Foreground"
    is the application's: one of its windows is the active one (any of them: the
    desktop's windows are all this process's)."""
    fg = wm.foreground_input        # (user/threadinput.py)
    foreground = wm.get(fg.active) is not None
    if hwnd:
        if wm.get(hwnd) is None:
            return None
        if foreground:
            return hwnd, RIM_INPUT
        if flags & (RIDEV_INPUTSINK | RIDEV_EXINPUTSINK):
            return hwnd, RIM_INPUTSINK
        return None
    focus = wm.get(fg.focus) or wm.get(fg.active)
    return (focus.hwnd, RIM_INPUT) if focus is not None else None


def _registration(raw, device):
    """The registration of ``device``'s collection, or None."""
    return raw.registered.get((device.page, device.usage))


def raw_registered_for(raw, event):
    """True when input ``event``'s device has a registration (it will make a record,
    given a window to take it)."""
    if event[0] == "key" and event[1] == "char":
        return False
    return _registration(raw, DEVICES[0 if event[0] == "mouse" else 1]) is not None


def pointer_moving(wm):
    """The program puts the pointer where its own mouse event goes (SendInput) before
    the event is translated: the device's motion still counts from where it was (kept
    only while the process is registered: nothing else reads it, and a point kept from
    before a registration would count a stale motion into its first record)."""
    if wm.raw.registered and wm.raw.last_pos is None:
        wm.raw.last_pos = wm.mouse_pos


def record_for(wm, event):
    """Before input ``event`` is translated: what it makes in raw input (None: the
    process registered nothing for its device, and nothing changes)."""
    raw = wm.raw
    injected = "injected" in event[3:]
    if event[0] == "mouse":
        x, y = event[2], event[3]
        if "warp" in event[5:]:
            return None         # SetCursorPos: no device moved
        last = raw.last_pos if raw.last_pos is not None else wm.mouse_pos
        raw.last_pos = (x, y)
        device = DEVICES[0]
        reg = _registration(raw, device)
        if reg is None:
            return None
        kind, button = event[1], event[4]
        buttons = _BUTTON_FLAGS.get((kind, button), 0)
        if kind == "wheel":
            buttons = RI_MOUSE_WHEEL | (button & 0xFFFF) << 16
        elif kind == "hwheel":
            buttons = RI_MOUSE_HWHEEL | (button & 0xFFFF) << 16
        fields = dict(usFlags=MOUSE_MOVE_RELATIVE, ulButtons=buttons, ulRawButtons=0,
                      lLastX=x - last[0], lLastY=y - last[1],
                      ulExtraInformation=event[-1] & 0xFFFFFFFF if injected else 0)
        rec = RawRecord(RIM_TYPEMOUSE, 0 if injected else device.handle, fields)
    else:
        device = DEVICES[1]
        reg = _registration(raw, device)
        kind, vk = event[1], event[2]
        if kind == "char":
            # the agent's character follows its key: it goes where the key's message went
            if reg is not None and raw.chars_dropped:
                return _Pending(None, [], True)
            return None
        raw.chars_dropped = False
        if reg is None:
            return None
        scan = event[3] if len(event) > 3 and event[3] is not None else \
            VK_TO_SCAN.get(vk, 0) | (0x100 if vk in EXTENDED_VKS else 0)
        alt = _VK_MENU in wm.keys_down
        if kind == "down":
            message = WM_SYSKEYDOWN if alt or vk in (_VK_MENU, _VK_F10) else WM_KEYDOWN
        else:
            message = WM_SYSKEYUP if alt or vk == _VK_F10 else WM_KEYUP
        flags = (RI_KEY_BREAK if kind == "up" else RI_KEY_MAKE) | \
            (RI_KEY_E0 if scan & 0x100 else 0)
        fields = dict(MakeCode=scan & 0xFF, Flags=flags, Reserved=0, VKey=vk,
                      Message=message,
                      ExtraInformation=event[-1] & 0xFFFFFFFF if injected else 0)
        rec = RawRecord(RIM_TYPEKEYBOARD, 0 if injected else device.handle, fields)
    target = _target(wm, *reg)
    no_legacy = target is not None and target[1] == RIM_INPUT and \
        reg[0] & 0x30 == RIDEV_NOLEGACY
    if event[0] == "key":
        raw.chars_dropped = no_legacy and event[1] == "down"
    return _Pending(rec, [target] if target is not None else [], no_legacy)


def messages(wm, pending):
    """The WM_INPUT messages an event makes, as (hwnd, wParam, lParam): its record goes
    to each target with its RIM_* code and becomes readable now."""
    out = []
    for hwnd, code in pending.targets:
        rec = pending.record
        rec.code, rec.hwnd = code, hwnd
        out.append((hwnd, code, wm.raw.keep(rec)))
    return out


def arrivals(wm, page, usage, hwnd):
    """RIDEV_DEVNOTIFY: WM_INPUT_DEVICE_CHANGE (GIDC_ARRIVAL) is posted to ``hwnd`` for
    each present device of the collection, as Windows does on registration (no device
    arrives or leaves later in the session)."""
    for d in DEVICES:
        if (d.page, d.usage) == (page, usage):
            wm.post(hwnd, WM_INPUT_DEVICE_CHANGE, GIDC_ARRIVAL, d.handle)
