"""Where the input message a thread is handling came from: what
GetCurrentInputMessageSource answers (``dlls/user32/queue.py``).

An INPUT_MESSAGE_SOURCE names the device (IMDT_KEYBOARD, IMDT_MOUSE, ...) and the
origin: IMO_HARDWARE for the user's input (here the agent's keys and pointer),
IMO_INJECTED for a program's own (keybd_event, SendInput, mouse_event), IMO_SYSTEM for
input the system makes (the WM_MOUSEMOVE of SetCursorPos, with no device). Each key or
mouse message carries its source (``Message.source``); what Wine's input.c
(test_input_message_source) shows Windows doing with it:

* retrieving a message (GetMessage, PeekMessage) makes its source the thread's — a
  posted message, or a character message TranslateMessage posted, has none
  (IMDT_UNAVAILABLE, IMO_UNAVAILABLE); a PeekMessage that finds nothing changes
  nothing;
* a sent message is no input: while its procedure runs the thread's source is none,
  and the one it had comes back when the procedure returns (WM_NCHITTEST,
  WM_SETCURSOR and WM_MOUSEACTIVATE, which the system sends while handing out a mouse
  message, see none).

The second rule is read off the thread's stack of suspended handlers when the program
asks (:func:`current`): the innermost procedure call in progress is a send or a
DispatchMessage. Nothing is saved and restored around a send — a handler that did so
after its procedure returned could not be carried in a savestate (state/coroutines.py:
every level of a suspended chain must end when its callee returns).
"""

__all__ = ["IMDT_UNAVAILABLE", "IMDT_KEYBOARD", "IMDT_MOUSE", "IMO_UNAVAILABLE",
           "IMO_HARDWARE", "IMO_INJECTED", "IMO_SYSTEM", "NO_SOURCE", "of_event", "current"]

WM_MOUSEMOVE = 0x0200
IMDT_UNAVAILABLE, IMDT_KEYBOARD, IMDT_MOUSE = 0, 1, 2
IMO_UNAVAILABLE, IMO_HARDWARE, IMO_INJECTED, IMO_SYSTEM = 0, 1, 2, 4
#: (device type, origin) of a message that is no input
NO_SOURCE = (IMDT_UNAVAILABLE, IMO_UNAVAILABLE)


def of_event(event, msg):
    """The (device type, origin) of message ``msg`` that raw input ``event`` makes: a
    character of its own has none (on Windows TranslateMessage posts it), and of what a
    SetCursorPos makes only the client area's WM_MOUSEMOVE is the system's (its
    WM_NCMOUSEMOVE has none, as input.c expects of Windows)."""
    if event[0] == "key":
        if event[1] == "char":
            return NO_SOURCE
        return IMDT_KEYBOARD, IMO_INJECTED if "injected" in event[4:] else IMO_HARDWARE
    marks = event[5:]
    if "warp" in marks:
        return (IMDT_UNAVAILABLE, IMO_SYSTEM) if msg == WM_MOUSEMOVE else NO_SOURCE
    return IMDT_MOUSE, IMO_INJECTED if "injected" in marks else IMO_HARDWARE


#: the generator that runs a window procedure for a send or a DispatchMessage
#: (user/wm_queue.py; named, not imported: the queue imports this module)
_SEND_HERE = "QueueMixin._send_here"


def _delivery(gen):
    """The innermost window-procedure delivery in handler chain ``gen`` (a generator, or
    a savestate's Resumed descriptor once it has started one): True for a send, False
    for a posted message DispatchMessage hands over, None when the chain has none."""
    found = None
    while gen is not None:
        gen = getattr(gen, "gen", gen)              # (a Resumed descriptor's generator)
        frame = getattr(gen, "gi_frame", None)
        if frame is None:
            break
        if gen.__qualname__ == _SEND_HERE:
            found = not frame.f_locals.get("posted", False)
        gen = gen.gi_yieldfrom
    return found


def current(vm):
    """The running thread's input source as GetCurrentInputMessageSource answers it: none
    while the innermost procedure call in progress on its stack is a sent message's,
    else the source of the message it last retrieved (``wm.input_source``)."""
    for frame in reversed(vm.machine.frames):
        sent = _delivery(frame.gen)
        if sent is not None:
            return NO_SOURCE if sent else vm.wm.input_source
    return vm.wm.input_source
