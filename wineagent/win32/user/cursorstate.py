"""The cursor of each thread and the one the screen shows (SetCursor, GetCursor,
ShowCursor, GetCursorInfo: ``dlls/user32/cursor.py``).

Windows keeps the cursor shape and the ShowCursor count with a thread's input state:
threads joined by AttachThreadInput share them, other threads have their own. What
Wine's cursoricon.c tests show Windows doing:

* A thread's cursor starts as the one the screen shows. SetCursor answers the calling
  thread's previous cursor and gives the new one to every thread sharing its input.
* Each thread keeps a display count of its own; ShowCursor answers the sum of the
  counts of the live threads sharing its input, so a thread that ends takes its share
  with it.
* The screen's cursor (GetCursorInfo) changes only for the threads that own the pointer:
  the window under it, or the capture. A program without a window changes its own
  cursor and count and leaves the screen's alone, and GetCursorInfo's CURSOR_SHOWING
  follows the count of the threads owning the pointer (showing when nobody does).
"""

__all__ = ["thread_cursor", "set_cursor", "show_cursor", "screen_showing"]


def _group(vm, tid):
    """The live threads sharing ``tid``'s input (AttachThreadInput, transitively)."""
    group, todo = {tid}, [tid]
    while todo:
        t = todo.pop()
        for pair in vm.user.attached_input:
            if t in pair:
                for other in pair - group:
                    thread = vm.threads.by_tid(other)
                    if thread is not None and thread.alive:
                        group.add(other)
                        todo.append(other)
    return group


def _entry(vm, tid):
    """[cursor, display count] of thread ``tid`` (its cursor starting as the screen's)."""
    return vm.user.thread_cursors.setdefault(tid, [vm.wm.cursor, 0])


def _owns_pointer(vm, group):
    """True when a thread of ``group`` owns the pointer: its window has the capture or
    lies under the pointer."""
    wm = vm.wm
    capture = wm.foreground_input.capture      # (the mouse's: user/threadinput.py)
    win = wm.get(capture) if capture else wm.hit_window(*wm.mouse_pos)
    return win is not None and win.tid in group


def thread_cursor(vm):
    """GetCursor: the calling thread's cursor."""
    return _entry(vm, vm.threads.current.tid)[0]


def set_cursor(vm, cursor):
    """SetCursor's change (``cursor`` already known to be one, or 0); returns the calling
    thread's previous cursor."""
    tid = vm.threads.current.tid
    old = _entry(vm, tid)[0]
    group = _group(vm, tid)
    for t in group:
        _entry(vm, t)[0] = cursor
    if _owns_pointer(vm, group):
        vm.wm.cursor = cursor
    return old


def show_cursor(vm, show):
    """ShowCursor: the calling thread's count moved by one; returns its input's count."""
    tid = vm.threads.current.tid
    _entry(vm, tid)[1] += 1 if show else -1
    return sum(_entry(vm, t)[1] for t in _group(vm, tid))


def screen_showing(vm):
    """Whether the screen shows its cursor: the count of the threads owning the pointer
    is not negative (no thread owns it: showing)."""
    wm = vm.wm
    capture = wm.foreground_input.capture
    win = wm.get(capture) if capture else wm.hit_window(*wm.mouse_pos)
    if win is None:
        return True
    return sum(_entry(vm, t)[1] for t in _group(vm, win.tid)) >= 0
