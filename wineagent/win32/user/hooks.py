"""Windows hooks (SetWindowsHookEx): chains of guest procedures user32 calls at fixed points.

A hook belongs to one thread (``dwThreadId``) or to every thread (0, a global hook, which
needs a module; we run one process, so it hooks every thread of it). A thread's chain for a
hook type is its own hooks, newest first, then the global ones, newest first, as on
Windows. ``call_hooks`` calls the first procedure of the chain; the procedure passes the
call on with CallNextHookEx (``call_next``), which calls the next one after the procedure
running now — the hook handle it is given is not needed, as on Windows since NT.

WH_CBT is implemented; user32 calls it where Wine's user32 does:
- HCBT_CREATEWND (window.create_window): after the window exists, before WM_NCCREATE, with
  a CBT_CREATEWND {lpcs, hwndInsertAfter = HWND_TOP} whose CREATESTRUCT is in the hook's
  character set; a non-zero answer fails the creation (no message reaches the window).
- HCBT_DESTROYWND (DestroyWindow, the window named only); non-zero keeps the window.
- HCBT_ACTIVATE (wm.activate): CBTACTIVATESTRUCT {fMouse, hWndActive}; non-zero refuses.
- HCBT_SETFOCUS (wm.set_focus): wParam the window gaining the focus, lParam the one losing
  it; non-zero keeps the focus where it is.
- HCBT_MINMAX (ShowWindow of a minimize, maximize or restore that changes the state):
  lParam the SW_ command; non-zero keeps the state (the window is still shown).
- HCBT_SYSCOMMAND (DefWindowProc's WM_SYSCOMMAND): wParam the SC_ command, lParam its
  mouse position; non-zero drops the command.
- HCBT_MOVESIZE (the end of a caption drag): lParam the new window RECT in screen
  coordinates; non-zero puts the window back where the drag started.
- HCBT_KEYSKIPPED / HCBT_CLICKSKIPPED: a WH_KEYBOARD / WH_MOUSE hook dropped an input
  message, with that hook's wParam and lParam.
HCBT_QS is never sent (its source, WM_QUEUESYNC, does not exist here).

WH_KEYBOARD and WH_MOUSE run when GetMessage or PeekMessage retrieves an input message
(``input_skipped``): a key message (WM_KEYDOWN, WM_KEYUP, WM_SYSKEYDOWN, WM_SYSKEYUP) gives
the keyboard chain wParam the virtual key and lParam the message's keystroke flags; a mouse
message (client or non-client) gives the mouse chain wParam the message and lParam a
MOUSEHOOKSTRUCT {pt in screen coordinates, hwnd, hit-test code, dwExtraInfo 0}. The code
is HC_ACTION when the message is removed from the queue, HC_NOREMOVE when PM_NOREMOVE only
looks at it; GetKeyState in the hook answers the state from before the message. A non-zero
answer drops the message: it is removed (the key state follows it all the same) and
retrieval goes on with the next. Messages a
program posts itself go through no hook, as on Windows, where only hardware input does.

WH_CALLWNDPROC and WH_CALLWNDPROCRET watch every message delivered to a window procedure
through the send path (SendMessage and its kin, and the messages user32 itself sends:
WM_NCCREATE, WM_SIZE, WM_SETFOCUS...), not posted ones: before the procedure runs the
chain gets HC_ACTION, wParam non-zero (the sender is the current thread: one queue serves
the process here) and a CWPSTRUCT {lParam, wParam, message, hwnd}; after it, a
CWPRETSTRUCT {lResult, lParam, wParam, message, hwnd}. The hook may look, not change: the
message delivered is the one sent.

Every hook reads text in its own character set (SetWindowsHookExA: ANSI, ...W: Unicode),
whatever the window's, the sender's or the message loop's, as on Windows: a hook of the
other character set than the text's gets a converted copy (``_VIEWS``) of WH_CALLWNDPROC's
and WH_CALLWNDPROCRET's message (converted as SendMessageA/W convert it for a procedure,
msgconv.hook_view: WM_SETTEXT's string, a character's code, WM_NCCREATE's CREATESTRUCT, a
filled WM_GETTEXT buffer and its length), of WH_GETMESSAGE's, WH_MSGFILTER's and
WH_SYSMSGFILTER's MSG (a character message's code; a change the hook makes is converted
back) and of HCBT_CREATEWND's CREATESTRUCT (window and class names; hwndInsertAfter and
the other fields the hook changes are copied back). CallNextHookEx converts again from
the calling hook's character set to the next one's. A text message whose conversion is
not written (WM_IME_CHAR) stops the guest naming it. Wine 8 converts only
HCBT_CREATEWND's names and hands the other hooks the text as it is.

WH_KEYBOARD_LL and WH_MOUSE_LL (global only) see raw input before it becomes a message:
when a thread's GetMessage or PeekMessage takes a raw key or mouse event from the input
queue (``low_level_verdict``), the chain gets HC_ACTION, wParam the message the event
stands for (WM_KEYDOWN/WM_SYSKEYDOWN/..., WM_MOUSEMOVE, WM_LBUTTONDOWN, WM_MOUSEWHEEL...)
and a KBDLLHOOKSTRUCT {vk, scan code, LLKHF_UP / LLKHF_ALTDOWN / LLKHF_INJECTED, time,
dwExtraInfo} or MSLLHOOKSTRUCT {screen point, wheel delta, LLMHF_INJECTED, time,
dwExtraInfo}. A non-zero answer swallows the event: no message, no change of key state.
Events the program makes itself (keybd_event, SendInput, mouse_event) carry
LLKHF_INJECTED/LLMHF_INJECTED and their dwExtraInfo, as AutoHotkey's hook expects to
recognise its own keystrokes; the agent's typed characters (WM_CHAR on their own) are
not key events and reach no hook. The chain runs in the thread that installed its first
hook, inside that thread's GetMessage/PeekMessage, while the thread taking the input
waits, as on Windows (``serve_low_level``; LowLevelHooksTimeout, 1,000 ms, passes over
a hook thread that does not answer). The program's own input is judged before the call
that inserts it returns (``judge_injected``): the calling thread's hook at once, another
thread's while the inserting call waits for it.

WH_MSGFILTER is called by USER's own modal loops for each message they take, before they
act on it (msgloop.msg_filter: the menu loop with MSGF_MENU, a modal dialog's with
MSGF_DIALOGBOX, MessageBox's with MSGF_MESSAGEBOX, scroll bar tracking with
MSGF_SCROLLBAR), lParam the MSG; a non-zero answer drops the message.

WH_GETMESSAGE sees every message GetMessage or PeekMessage is about to return (``got_message``),
posted, input, WM_PAINT, WM_TIMER and WM_QUIT alike, after the MSG is written: HC_ACTION,
wParam PM_REMOVE when the message left the queue (GetMessage always) or PM_NOREMOVE, lParam
the caller's MSG. The procedure may change the MSG and the caller gets it changed
(GetMessage's answer follows the message it returns). USER's own modal loops (dialogs,
menus, MessageBox, scroll bar tracking) retrieve with GetMessage on Windows, so their
messages pass through the hook too, before WH_MSGFILTER. Messages sent to a window never do.
WH_SYSMSGFILTER (global hooks only) is called with WH_MSGFILTER's arguments, before it: a
non-zero answer there drops the message without calling WH_MSGFILTER (CallMsgFilter).
The other hook types stop the guest naming the type when a program installs one.

Hooks called inside hooks on one thread (a WH_GETMESSAGE hook that calls PeekMessage)
nest up to ``MAX_HOOK_DEPTH``; a deeper call is skipped, as on Windows, which bounds the
recursion rather than let the thread's stack overflow.
"""

from ...abi.api import PARK, GuestCall, Unimplemented
from . import msgconv
from .keymap import sided_key
from ..core.messages import (WM_KEYDOWN, WM_KEYUP, WM_MOUSEFIRST, WM_MOUSELAST, WM_NCMOUSEMOVE,
                             WM_NCXBUTTONDBLCLK, WM_SYSKEYDOWN, WM_SYSKEYUP)
from ..core.structures import KBDLLHOOKSTRUCT, MOUSEHOOKSTRUCT, MSG, MSLLHOOKSTRUCT

__all__ = ["HookTable", "call_hooks", "call_next", "watches_sends", "send_watched", "WH_CBT",
           "WH_MSGFILTER",
           "WH_SYSMSGFILTER", "WH_CALLWNDPROC", "WH_CALLWNDPROCRET", "IMPLEMENTED", "HOOK_NAMES", "HCBT_MOVESIZE",
           "HCBT_MINMAX", "HCBT_CREATEWND", "HCBT_DESTROYWND", "HCBT_ACTIVATE",
           "HCBT_SYSCOMMAND", "HCBT_SETFOCUS", "WH_KEYBOARD", "WH_MOUSE", "input_skipped",
           "WH_KEYBOARD_LL", "WH_MOUSE_LL", "low_level_verdict", "low_level_idle", "serve_low_level",
           "WH_GETMESSAGE", "got_message", "judge_injected"]

WH_MSGFILTER, WH_KEYBOARD, WH_GETMESSAGE, WH_CALLWNDPROC = -1, 2, 3, 4
WH_CBT, WH_SYSMSGFILTER, WH_MOUSE, WH_CALLWNDPROCRET = 5, 6, 7, 12
WH_KEYBOARD_LL, WH_MOUSE_LL = 13, 14
#: the hook types SetWindowsHookEx installs (the others stop the guest naming them)
IMPLEMENTED = (WH_MSGFILTER, WH_KEYBOARD, WH_GETMESSAGE, WH_CALLWNDPROC, WH_CBT,
               WH_SYSMSGFILTER, WH_MOUSE, WH_CALLWNDPROCRET, WH_KEYBOARD_LL, WH_MOUSE_LL)
LLKHF_EXTENDED, LLKHF_INJECTED, LLKHF_ALTDOWN, LLKHF_UP = 0x01, 0x10, 0x20, 0x80
LLMHF_INJECTED = 0x01
LL_HOOKS_TIMEOUT_MS = 1000      # LowLevelHooksTimeout: a hook thread that does not answer
#: a raw mouse event's kind -> the message a WH_MOUSE_LL hook is told of (by button)
_LL_MOUSE = {("move", None): 0x200, ("down", "left"): 0x201, ("up", "left"): 0x202,
             ("down", "right"): 0x204, ("up", "right"): 0x205, ("wheel", None): 0x20A,
             ("hwheel", None): 0x20E}
HC_ACTION, HC_NOREMOVE = 0, 3
HTCLIENT = 1
_KEY_MESSAGES = (WM_KEYDOWN, WM_KEYUP, WM_SYSKEYDOWN, WM_SYSKEYUP)
HCBT_MOVESIZE, HCBT_MINMAX, HCBT_QS, HCBT_CREATEWND, HCBT_DESTROYWND = 0, 1, 2, 3, 4
HCBT_ACTIVATE, HCBT_CLICKSKIPPED, HCBT_KEYSKIPPED, HCBT_SYSCOMMAND, HCBT_SETFOCUS = 5, 6, 7, 8, 9

#: The hook types by number, to name them when a program asks for one we lack.
HOOK_NAMES = {-1: "WH_MSGFILTER", 0: "WH_JOURNALRECORD", 1: "WH_JOURNALPLAYBACK",
              2: "WH_KEYBOARD", 3: "WH_GETMESSAGE", 4: "WH_CALLWNDPROC", 5: "WH_CBT",
              6: "WH_SYSMSGFILTER", 7: "WH_MOUSE", 8: "WH_HARDWARE", 9: "WH_DEBUG",
              10: "WH_SHELL", 11: "WH_FOREGROUNDIDLE", 12: "WH_CALLWNDPROCRET",
              13: "WH_KEYBOARD_LL", 14: "WH_MOUSE_LL"}

_FIRST_HANDLE = 0x00030000     # HHOOKs: a range no window or GDI handle uses


#: How many hook procedures may run inside one another on a thread (a WH_GETMESSAGE hook
#: that peeks at the queue is called again from its own PeekMessage): past it a hook
#: call is skipped and answers 0. Windows bounds the recursion to protect the stack, at
#: a depth that differs between versions; msg.c's test_recursive_hook accepts 15 to 44.
MAX_HOOK_DEPTH = 25


class Hook:
    """One installed hook: its handle, type, guest procedure, thread (0: all) and whether
    it was installed through the W function (its structures carry UTF-16 strings)."""

    __slots__ = ("handle", "kind", "proc", "tid", "wide", "owner")

    def __init__(self, handle, kind, proc, tid, wide, owner=None):
        self.handle, self.kind, self.proc, self.tid, self.wide = handle, kind, proc, tid, wide
        self.owner = owner          # the thread that installed it (a LL hook runs there)


class HookTable:
    """The process's hooks, newest first, and the hooks running now (innermost last)."""

    def __init__(self):
        self.hooks = []
        self.running = []          # (hook, tid) of each hook procedure being called
        self._next = _FIRST_HANDLE

    def install(self, kind, proc, tid, wide, owner=None):
        """SetWindowsHookEx: put a hook first in its chain; returns its handle. ``owner``:
        the installing thread."""
        self._next += 1
        self.hooks.insert(0, Hook(self._next, kind, proc, tid, wide, owner))
        return self._next

    def remove(self, handle):
        """UnhookWindowsHookEx: False when no hook has that handle."""
        for hook in self.hooks:
            if hook.handle == handle:
                self.hooks.remove(hook)
                return True
        return False

    def chain(self, kind, tid):
        """The hooks a call of type ``kind`` on thread ``tid`` goes through, in order."""
        own = [h for h in self.hooks if h.kind == kind and h.tid == tid]
        return own + [h for h in self.hooks if h.kind == kind and h.tid == 0]

    def hooked(self, kind, tid):
        """Whether thread ``tid`` has any hook of type ``kind``."""
        return any(h.kind == kind and h.tid in (tid, 0) for h in self.hooks)


def _run(vm, hook, tid, code, wparam, lparam, wide):
    """Generator: call one hook procedure; ``wide``: the character set of the text its
    lParam carries (None: no text), which a CallNextHookEx it makes passes on."""
    table = vm.wm.hooks
    if sum(1 for running in table.running if running[1] == tid) >= MAX_HOOK_DEPTH:
        return 0        # too deep: the call is skipped, as Windows guards its stack
    table.running.append((hook, tid, wide is not None))
    full = (1 << 8 * vm.ptr_size) - 1       # WPARAM, LPARAM and LRESULT: pointer-sized
    try:
        r = yield GuestCall(hook.proc, (code & 0xFFFFFFFF, wparam & full, lparam & full))
    finally:
        table.running.pop()
    return r & full


def _call(vm, hook, tid, code, wparam, lparam, wide):
    """Generator: call one hook procedure with its lParam in the hook's character set:
    when the text of the call (``wide``; None: it carries none) is in the other one, the
    hook gets a converted copy (``_VIEWS``)."""
    view = _VIEWS.get(hook.kind) if wide is not None and bool(wide) != bool(hook.wide) \
        else None
    if view is None:
        return (yield from _run(vm, hook, tid, code, wparam, lparam, wide))
    return (yield from view(vm, hook, tid, code, wparam, lparam, bool(wide)))


def call_hooks(vm, kind, code, wparam, lparam, wide=None):
    """Generator: run the current thread's chain of ``kind`` hooks; answers the first
    procedure's result (0 when the thread has no such hook). ``wide``: the character set
    of the text lParam's structure carries (a message, a CREATESTRUCT; None: none): a
    hook of the other character set reads a converted copy, as on Windows."""
    tid = vm.threads.current.tid
    chain = vm.wm.hooks.chain(kind, tid)
    if not chain:
        return 0
    return (yield from _call(vm, chain[0], tid, code, wparam, lparam, wide))


def call_next(vm, handle, code, wparam, lparam):
    """Generator: CallNextHookEx — the hook after the one running now (or, outside any hook
    procedure, after the hook ``handle``); 0 when the chain ends there. The structure the
    running hook passes on is in its character set and is converted for the next one."""
    table = vm.wm.hooks
    if table.running:
        hook, tid, textual = table.running[-1]
    else:
        hook = next((h for h in table.hooks if h.handle == handle), None)
        tid = vm.threads.current.tid
        textual = False
        if hook is None:
            return 0
    chain = table.chain(hook.kind, tid)
    if hook not in chain or chain.index(hook) + 1 >= len(chain):
        return 0
    return (yield from _call(vm, chain[chain.index(hook) + 1], tid, code, wparam, lparam,
                             bool(hook.wide) if textual else None))


def _unconvertible(hook, hwnd, msg, what):
    """The Unimplemented raised for a text message whose conversion is not written."""
    return Unimplemented("user32 %s hook of another character set than window 0x%x's "
                         "message 0x%04x (A/W conversion of %s)"
                         % (HOOK_NAMES[hook.kind], hwnd, msg, what))


def _cwp_view(vm, hook, tid, code, wparam, lparam, wide):
    """Generator: WH_CALLWNDPROC / WH_CALLWNDPROCRET for a hook of the other character
    set: a copy of the CWPSTRUCT {lParam, wParam, message, hwnd} (CWPRETSTRUCT: lResult
    first) whose message is converted (msgconv.hook_view)."""
    mem, heap, ptr = vm.mem, vm.heap, vm.ptr_size
    ret = hook.kind == WH_CALLWNDPROCRET
    cwp = lparam + ptr if ret else lparam
    lp, wp = mem.uptr(cwp), mem.uptr(cwp + ptr)
    msg, hwnd = mem.u32(cwp + 2 * ptr), mem.uptr(cwp + 3 * ptr)
    win = vm.wm.get(hwnd)
    try:
        view = msgconv.hook_view(vm.wm, msg, wp, lp, wide, win.style if win else 0,
                                 mem.uptr(lparam) if ret else None)
    except msgconv.ConversionUnimplemented as e:
        raise _unconvertible(hook, hwnd, msg, e)
    if view is None:
        return (yield from _run(vm, hook, tid, code, wparam, lparam, wide))
    wp, lp, result, blocks = view
    copy = heap.alloc(5 * ptr)
    try:
        mem.wptr(copy, result or 0)
        mem.write(copy + ptr, bytes(mem.read(cwp, 4 * ptr)))
        mem.wptr(copy + ptr, lp)
        mem.wptr(copy + 2 * ptr, wp)
        return (yield from _run(vm, hook, tid, code, wparam, copy if ret else copy + ptr,
                                not wide))
    finally:
        heap.free(copy)
        for block in blocks:
            heap.free(block)


def _msg_view(vm, hook, tid, code, wparam, lparam, wide):
    """Generator: WH_GETMESSAGE, WH_MSGFILTER and WH_SYSMSGFILTER for a hook of the other
    character set: a character message's MSG is copied with wParam converted, and what the
    hook changes is copied back (a wParam it changed converted back)."""
    mem, heap, ptr = vm.mem, vm.heap, vm.ptr_size
    m = MSG.read(mem, lparam, ptr)
    if m["message"] not in msgconv.CHAR_MESSAGES:
        if m["message"] in msgconv.UNCONVERTIBLE:
            raise _unconvertible(hook, m["hwnd"], m["message"],
                                 msgconv.UNCONVERTIBLE[m["message"]])
        return (yield from _run(vm, hook, tid, code, wparam, lparam, wide))
    size = MSG.sizeof(ptr)
    shown = (msgconv.char_to_wide if not wide else msgconv.char_to_ansi)(m["wParam"])
    copy = heap.alloc(size)
    try:
        mem.write(copy, bytes(mem.read(lparam, size)))
        mem.wptr(copy + MSG.offsetof("wParam", ptr), shown)
        r = yield from _run(vm, hook, tid, code, wparam, copy, not wide)
        after = MSG.read(mem, copy, ptr)
        mem.write(lparam, bytes(mem.read(copy, size)))
        if after["wParam"] == shown:
            back = m["wParam"]          # unchanged: no round trip through the code page
        elif after["message"] in msgconv.CHAR_MESSAGES:
            back = (msgconv.char_to_wide if wide else msgconv.char_to_ansi)(after["wParam"])
        else:
            back = after["wParam"]
        mem.wptr(lparam + MSG.offsetof("wParam", ptr), back)
        return r
    finally:
        heap.free(copy)


def _cbt_view(vm, hook, tid, code, wparam, lparam, wide):
    """Generator: WH_CBT for a hook of the other character set: HCBT_CREATEWND's
    CBT_CREATEWND {lpcs, hwndInsertAfter} is copied with its CREATESTRUCT's window and
    class names converted; what the hook changes (hwndInsertAfter, the CREATESTRUCT's
    other fields) is copied back. The other codes carry no text."""
    if code != HCBT_CREATEWND:
        return (yield from _run(vm, hook, tid, code, wparam, lparam, wide))
    mem, heap, ptr = vm.mem, vm.heap, vm.ptr_size
    cs = mem.uptr(lparam)
    copy, blocks = msgconv.createstruct_view(vm.wm, cs, wide)
    cbt = heap.alloc(2 * ptr)
    try:
        mem.wptr(cbt, copy)
        mem.wptr(cbt + ptr, mem.uptr(lparam + ptr))
        r = yield from _run(vm, hook, tid, code, wparam, cbt, not wide)
        mem.wptr(lparam + ptr, mem.uptr(cbt + ptr))
        msgconv.createstruct_back(vm.wm, copy, cs, wide)
        return r
    finally:
        heap.free(cbt)
        for block in blocks:
            heap.free(block)


#: how each hook type carrying text shows it to a hook of the other character set
_VIEWS = {WH_CALLWNDPROC: _cwp_view, WH_CALLWNDPROCRET: _cwp_view, WH_GETMESSAGE: _msg_view,
          WH_MSGFILTER: _msg_view, WH_SYSMSGFILTER: _msg_view, WH_CBT: _cbt_view}


def watches_sends(vm):
    """Whether the current thread has a WH_CALLWNDPROC or WH_CALLWNDPROCRET hook."""
    tid = vm.threads.current.tid
    table = vm.wm.hooks
    return table.hooked(WH_CALLWNDPROC, tid) or table.hooked(WH_CALLWNDPROCRET, tid)


def send_watched(vm, win, msg, wparam, lparam, deliver, wide):
    """Generator: deliver a sent message (``deliver()``, a generator of the procedure's
    LRESULT) between the thread's WH_CALLWNDPROC and WH_CALLWNDPROCRET chains; ``wide``:
    the character set of its text (the sender's, or the window's for USER's own)."""
    mem, heap, ptr = vm.mem, vm.heap, vm.ptr_size
    tid = vm.threads.current.tid
    table = vm.wm.hooks
    full = (1 << 8 * ptr) - 1
    # CWPRETSTRUCT {LRESULT lResult; LPARAM lParam; WPARAM wParam; UINT message; HWND hwnd};
    # its tail is CWPSTRUCT {lParam, wParam, message, hwnd}: one block serves both
    block = heap.alloc(5 * ptr)
    cwp = block + ptr
    try:
        mem.wptr(cwp, lparam & full)
        mem.wptr(cwp + ptr, wparam & full)
        mem.wptr(cwp + 2 * ptr, msg)            # UINT, padded to the pointer's alignment
        mem.wptr(cwp + 3 * ptr, win.hwnd)
        if table.hooked(WH_CALLWNDPROC, tid):
            yield from call_hooks(vm, WH_CALLWNDPROC, HC_ACTION, 1, cwp, wide)
        result = yield from deliver()
        if table.hooked(WH_CALLWNDPROCRET, tid) and vm.wm.get(win.hwnd) is not None:
            mem.wptr(block, (result or 0) & full)
            yield from call_hooks(vm, WH_CALLWNDPROCRET, HC_ACTION, 1, block, wide)
        return result
    finally:
        heap.free(block)


def input_skipped(vm, m, removed):
    """Generator: run the thread's WH_KEYBOARD or WH_MOUSE chain for input message ``m``
    being retrieved (``removed``: HC_ACTION, else HC_NOREMOVE); True when a hook drops
    it, after WH_CBT's HCBT_KEYSKIPPED or HCBT_CLICKSKIPPED."""
    tid = vm.threads.current.tid
    table = vm.wm.hooks
    code = HC_ACTION if removed else HC_NOREMOVE
    if m.msg in _KEY_MESSAGES:
        if not table.hooked(WH_KEYBOARD, tid):
            return False
        vk = m.wparam & 0xFFFF
        if not (yield from call_hooks(vm, WH_KEYBOARD, code, vk, m.lparam)):
            return False
        yield from call_hooks(vm, WH_CBT, HCBT_KEYSKIPPED, vk, m.lparam)
        return True
    nonclient = WM_NCMOUSEMOVE <= m.msg <= WM_NCXBUTTONDBLCLK
    if not (nonclient or WM_MOUSEFIRST <= m.msg <= WM_MOUSELAST):
        return False
    if not table.hooked(WH_MOUSE, tid):
        return False
    block = vm.heap.alloc(MOUSEHOOKSTRUCT.sizeof(vm.ptr_size))
    try:
        MOUSEHOOKSTRUCT.write(vm.mem, block, vm.ptr_size, pt={"x": m.pt[0], "y": m.pt[1]},
                              hwnd=m.hwnd, dwExtraInfo=0,
                              wHitTestCode=(m.wparam & 0xFFFFFFFF) if nonclient else HTCLIENT)
        if not (yield from call_hooks(vm, WH_MOUSE, code, m.msg, block)):
            return False
        yield from call_hooks(vm, WH_CBT, HCBT_CLICKSKIPPED, m.msg, block)
        return True
    finally:
        vm.heap.free(block)


def low_level_idle(vm):
    """True when :func:`low_level_verdict` would answer False at once for any event: no
    hook is installed and no event the program inserted waits with a verdict of its own
    (the queue tests this for each raw event before making the generator)."""
    return not vm.wm.hooks.hooks and not vm.wm.__dict__.get("ll_decided")


def low_level_verdict(vm, event):
    """Generator: what the WH_KEYBOARD_LL or WH_MOUSE_LL chain says of raw input
    ``event``, the head of the input queue: True when a hook swallows it, False when it
    goes on, None while the hook's thread has not answered yet (the event stays at the
    head and no later input is taken meanwhile, so input keeps its order). Key events
    are ("key", "down"/"up", vk[, scan[, "injected", extra]]); mouse events ("mouse",
    kind, x, y, button[, "injected", extra]); characters on their own ("key", "char", ...) are not
    hooked.

    As on Windows, the chain runs in the thread that installed its first hook: when that
    is another thread, the event waits while the hook's thread, inside its own
    GetMessage/PeekMessage, runs the chain (``serve_low_level``) — AutoHotkey keeps its
    hooks in a thread of their own. A hook thread that has ended, or does not answer
    within LowLevelHooksTimeout (1,000 ms of guest time), is passed over and the event
    goes on, as Windows does."""
    decided = vm.wm.__dict__.get("ll_decided")
    if decided:
        for i, (e, verdict) in enumerate(decided):
            if e is event:          # the program's own input, judged when it was made
                if verdict is None:
                    return None     # (its inserting call is still waiting for the hook)
                del decided[i]
                return verdict
    return (yield from _judge(vm, event))


def _judge(vm, event):
    """Generator: ``low_level_verdict`` for an event no inserting call judged."""
    table = vm.wm.hooks
    if not table.hooks:
        return False
    kind_ll = WH_KEYBOARD_LL if event[0] == "key" else WH_MOUSE_LL
    tid = vm.threads.current.tid
    if event[0] == "key" and event[1] == "char" or not table.hooked(kind_ll, tid):
        return False
    pending = vm.wm.__dict__.setdefault("ll_requests", [])
    request = next((r for r in pending if r["event"] is event), None)
    if request is not None:
        if request["done"] or vm.clock.now_ms() >= request["deadline"]:
            pending.remove(request)
            vm.heap.free(request["block"])
            return bool(request["result"]) if request["done"] else False
        return None
    made = _low_level_args(vm, event)
    if made is None:
        return False
    msg, struct, values = made
    block = vm.heap.alloc(struct.sizeof(vm.ptr_size))
    struct.write(vm.mem, block, vm.ptr_size, **values)
    owner = getattr(table.chain(kind_ll, tid)[0], "owner", None)
    thread = vm.threads.by_tid(owner) if owner is not None else None
    if owner is None or owner == tid or thread is None or not thread.alive:
        try:
            return bool((yield from call_hooks(vm, kind_ll, HC_ACTION, msg, block)))
        finally:
            vm.heap.free(block)
    pending.append({"event": event, "owner": owner, "kind": kind_ll, "msg": msg,
                    "block": block, "result": 0, "done": False,
                    "deadline": vm.clock.now_ms() + LL_HOOKS_TIMEOUT_MS})
    return None


def judge_injected(vm, first):
    """Generator: the low-level hooks judge the input the program just inserted
    (keybd_event, mouse_event, SendInput: the input queue from index ``first`` on) while
    the inserting call waits, as on Windows, where the call returns only once the
    hook's thread has run the chain (a hook of the calling thread runs inside the call;
    another thread's inside its next GetMessage/PeekMessage, within
    LowLevelHooksTimeout). A swallowed event leaves the queue; the others keep their
    verdict for when they are taken (``low_level_verdict``)."""
    table = vm.wm.hooks
    if not any(h.kind in (WH_KEYBOARD_LL, WH_MOUSE_LL) for h in table.hooks):
        return
    wm = vm.wm
    decided = wm.__dict__.setdefault("ll_decided", [])
    events = list(wm.input_queue)[first:]
    # until judged, the events wait at their place in the queue (nobody takes them)
    entries = [[event, None] for event in events]
    decided.extend(entries)
    for entry in entries:
        event = entry[0]
        while True:
            verdict = yield from _judge(vm, event)
            if verdict is not None:
                break
            yield PARK                  # the hook's thread has yet to run the chain
        if verdict:
            del decided[next(i for i, e in enumerate(decided) if e is entry)]
            at = next((i for i, e in enumerate(wm.input_queue) if e is event), None)
            if at is not None:
                del wm.input_queue[at]
        else:
            entry[1] = False


def serve_low_level(vm):
    """Generator: run the low-level hook calls waiting for this thread, whose hooks it
    installed (called where the thread takes messages, as Windows calls them inside the
    hook thread's GetMessage)."""
    pending = vm.wm.__dict__.get("ll_requests")
    if not pending:
        return
    tid = vm.threads.current.tid
    for request in [r for r in pending if r["owner"] == tid and not r["done"]]:
        request["result"] = yield from call_hooks(vm, request["kind"], HC_ACTION,
                                                  request["msg"], request["block"])
        request["done"] = True


def _keys_ahead(wm, event):
    """The keys down when ``event``'s turn comes: the keyboard's now, changed by the key
    events queued ahead of it (SendInput's Alt, then a key, are judged together before
    either is taken: the key is a system key to the hook, as its message will be)."""
    down = set(wm.keys_down)
    for e in wm.input_queue:
        if e is event:
            break
        if e[0] == "key" and e[1] in ("down", "up"):
            given = e[3] if len(e) > 3 and e[3] not in (None, "injected") else None
            code, _scan, side = sided_key(e[2], given)
            for k in (code, side):
                if k is None:
                    continue
                if e[1] == "down":
                    down.add(k)
                else:
                    down.discard(k)
    return down


def _low_level_args(vm, event):
    """The message and the KBDLLHOOKSTRUCT/MSLLHOOKSTRUCT fields a LL hook is given for
    ``event`` (None for an event no hook is told of)."""
    injected = "injected" in event[3:]
    extra = event[-1] if injected else 0
    now = vm.clock.now_ms() & 0xFFFFFFFF
    wm = vm.wm
    if event[0] == "key":
        kind, vk = event[1], event[2]
        given = event[3] if len(event) > 3 and event[3] not in (None, "injected") else None
        generic = sided_key(vk, given)[0]         # (the hook is told the key as given)
        down = _keys_ahead(wm, event)
        held_alt = 0x12 in down and generic != 0x12
        alt = held_alt or (kind == "down" and generic == 0x12)
        system = wm.system_key(kind, generic, down)   # as its message will be (wm_input.py)
        if kind == "down":
            msg = WM_SYSKEYDOWN if system else WM_KEYDOWN
        else:       # (Alt's own release is WM_KEYUP to the hook, whatever the message)
            msg = WM_SYSKEYUP if system and generic != 0x12 else WM_KEYUP
        scan = wm._scan(vk) if given is None else given     # bits 0-7, bit 8 extended
        unicode = vk == 0xE7        # VK_PACKET (KEYEVENTF_UNICODE): its scan is a character
        flags = ((LLKHF_UP if kind == "up" else 0) | (LLKHF_ALTDOWN if alt else 0)
                 | (LLKHF_INJECTED if injected else 0)
                 | (LLKHF_EXTENDED if scan & 0x100 and not unicode else 0))
        return msg, KBDLLHOOKSTRUCT, dict(vkCode=vk & 0xFF,
                                          scanCode=scan if unicode else scan & 0xFF,
                                          flags=flags, time=now, dwExtraInfo=extra)
    kind, x, y, button = event[1:5]
    msg = _LL_MOUSE.get((kind, button if kind in ("down", "up") else None))
    if msg is None:
        return None
    data = ((button & 0xFFFF) << 16) if kind in ("wheel", "hwheel") else 0
    return msg, MSLLHOOKSTRUCT, dict(pt={"x": x, "y": y}, mouseData=data,
                                     flags=LLMHF_INJECTED if injected else 0, time=now,
                                     dwExtraInfo=extra)


def got_message(vm, pmsg, msg, removed, wide):
    """Generator: run the thread's WH_GETMESSAGE chain for the MSG at ``pmsg`` (message
    number ``msg``) that GetMessage or PeekMessage of character set ``wide`` is about to
    return; ``removed``: the message left the queue (wParam PM_REMOVE)."""
    if not vm.wm.hooks.hooked(WH_GETMESSAGE, vm.threads.current.tid):
        return
    yield from call_hooks(vm, WH_GETMESSAGE, HC_ACTION, 1 if removed else 0, pmsg, wide)
