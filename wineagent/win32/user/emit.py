"""What USER and the controls call to emit events: one small function per moment, so each
emit point in user/ and controls/ is a single line (the host's are in events/batch.py).

They live in USER's layer because they read windows, menus and the window manager (a
module of the event layer below the kernel would have to reach up for them); the event
bus they emit on is ``vm.events`` (events/bus.py). Every function takes the VM first and
returns at once when the event would not be recorded; the fields are described in
docs/events.md.
"""

from ..core import messages

__all__ = ["window_fields", "window_created", "window_destroyed", "window_shown",
           "window_moved", "window_title", "focus_changed", "messagebox_opened",
           "messagebox_closed", "dialog_opened", "menu_opened", "menu_chosen",
           "input_consumed", "replay_state", "message_name"]

_NAMES = None


def message_name(msg):
    """``WM_LBUTTONDOWN`` for 0x201 (the hex number for a message without a name)."""
    global _NAMES
    if _NAMES is None:
        _NAMES = {}
        for k, v in sorted(vars(messages).items()):
            if k.startswith("WM_") and isinstance(v, int):
                _NAMES.setdefault(v, k)
    return _NAMES.get(msg, "%#06x" % msg)


def _class_name(win):
    name = win.cls.name
    return name if isinstance(name, str) else "#%d" % name


def window_fields(wm, win):
    """The fields every window-related event carries: hwnd, windowClass, title, rect
    (screen l, t, r, b), parent, owner, id, visible."""
    return {"hwnd": win.hwnd, "windowClass": _class_name(win), "title": win.title,
            "rect": list(wm.window_rect(win)),
            "parent": win.parent if win.is_child else 0, "owner": win.owner or 0,
            "id": win.id if win.is_child else 0, "visible": wm.is_visible(win)}


def _window(vm, kind, win, **extra):
    fields = window_fields(vm.wm, win)
    fields.update(extra)
    return vm.events.emit("window", kind=kind, **fields)


def window_created(vm, win):
    """A window exists (after WM_CREATE succeeded)."""
    _window(vm, "created", win)


def window_destroyed(vm, win):
    """A window is gone (a dialog's end is also a ``dialog closed``)."""
    _window(vm, "destroyed", win)
    if win.state.get("dialog"):
        vm.events.emit("dialog", kind="closed", hwnd=win.hwnd, title=win.title,
                       template=win.state.get("template"),
                       result=win.state.get("result") if win.state.get("ended") else None)


def window_shown(vm, win, shown):
    """ShowWindow changed WS_VISIBLE."""
    _window(vm, "shown" if shown else "hidden", win)


def window_moved(vm, win, moved, resized):
    """The window's position or size changed."""
    if moved or resized:
        _window(vm, "moved", win, resized=bool(resized))


def window_title(vm, win):
    """WM_SETTEXT's default handling changed the title."""
    _window(vm, "title", win)


def focus_changed(vm, old, new):
    """Keyboard focus moved from ``old`` to ``new`` (hwnds, 0 for none)."""
    win = vm.wm.get(new) if new else None
    fields = {"hwnd": new, "previous": old}
    if win is not None:
        fields.update(windowClass=_class_name(win), title=win.title)
    vm.events.emit("focus", **fields)


def messagebox_opened(vm, hwnd, caption, text, buttons, owner, mb_type):
    """MessageBox's window is up (buttons: their labels)."""
    vm.events.emit("messagebox", kind="opened", hwnd=hwnd, caption=caption, text=text,
                   buttons=buttons, owner=owner, type=mb_type)


def messagebox_closed(vm, hwnd, caption, result):
    """MessageBox returns ``result`` (IDOK...)."""
    vm.events.emit("messagebox", kind="closed", hwnd=hwnd, caption=caption, result=result)


def dialog_opened(vm, dlg, template, modal):
    """A dialog finished WM_INITDIALOG; ``controls`` lists its children."""
    wm = vm.wm
    dlg.state["template"] = template
    controls = []
    for h in dlg.children:
        c = wm.get(h)
        if c is not None:
            controls.append({"id": c.id, "hwnd": c.hwnd, "windowClass": _class_name(c),
                             "title": c.title})
    fields = window_fields(wm, dlg)
    vm.events.emit("dialog", kind="opened", template=template, modal=bool(modal),
                   controls=controls, **fields)


def menu_opened(vm, menu, hwnd, owner):
    """A popup menu is shown: its items' labels and ids."""
    if not vm.events.wants("menu"):
        return
    items = [{"id": it.id, "text": _item_text(it)} for it in menu.items
             if not it.separator]
    vm.events.emit("menu", kind="opened", menu=menu.handle, hwnd=hwnd, owner=owner,
                   items=items)


def menu_chosen(vm, item, owner):
    """A menu item was chosen (its WM_COMMAND follows)."""
    vm.events.emit("menu", kind="chosen", id=item.id, text=_item_text(item), owner=owner)


def _item_text(item):
    """The item's label (left of the tab; None for an owner-drawn item)."""
    return item.label()[0] if isinstance(item.text, str) else None


def input_consumed(vm, event, m):
    """The guest took raw input ``event`` from its queue; ``m`` is the message it became
    (None: consumed without one, e.g. a click on a disabled window)."""
    fields = {"device": event[0], "action": event[1]}
    if event[0] == "mouse":
        fields.update(x=event[2], y=event[3], button=event[4])
    else:
        fields["code"] = event[2]
    if m is not None:
        fields.update(message=message_name(m.msg), hwnd=m.hwnd, wparam=m.wparam,
                      lparam=m.lparam)
    vm.events.emit("input", **fields)


def replay_state(vm, sid, matcher):
    """CDP-style ``enable``: the current state as synthetic events for subscription
    ``sid`` — every live window (``window created``, parents before children), the open
    MessageBox, the focus. Returns how many were emitted."""
    wm = vm.wm
    bus = vm.events
    n = 0

    def emit(cls, **fields):
        nonlocal n
        ev = {"class": cls}
        ev.update(fields)
        ev["subscription"] = sid
        if matcher(dict(ev, subscription=sid)):
            bus.emit(cls, synthetic=True, subscription=sid, **fields)
            n += 1

    def walk(win):
        emit("window", kind="created", **window_fields(wm, win))
        for h in win.children:
            c = wm.get(h)
            if c is not None:
                walk(c)
    for h in list(wm.zorder):
        w = wm.get(h)
        if w is not None:
            walk(w)
    box = wm.last_message_box
    if box and wm.get(box.get("hwnd")) is not None:
        emit("messagebox", kind="opened", hwnd=box["hwnd"], caption=box.get("title"),
             text=box.get("text"))
    focus = wm.foreground_input.focus      # (the keyboard's: user/threadinput.py)
    if focus:
        f = wm.get(focus)
        emit("focus", hwnd=focus, previous=0,
             title=f.title if f is not None else None)
    return n
