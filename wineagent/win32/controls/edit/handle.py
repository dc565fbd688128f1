"""A multiline edit control's text in a local memory block the program holds
(EM_GETHANDLE, EM_SETHANDLE).

Windows keeps a multiline edit control's text in a movable LocalAlloc block and hands it
out: "the application can access the contents of the edit control by casting the return
value to HLOCAL and passing it to LocalLock"; a program may change the text there and the
control sees it (Wine's tests do exactly that), and EM_SETHANDLE makes a block the program
filled the control's buffer. Until a program asks, the text lives in ``EditState.text``;
once it has a handle, the block is the text: it is read before each message the control
handles and written after it. The block holds the text in the control's character set (an
ANSI control's bytes in the ANSI code page, a wide one's UTF-16; UTF-16 for both under
Common Controls 6). It keeps its handle while
the text fits; a text that outgrows it is moved to a larger block (LocalReAlloc's
LMEM_MOVEABLE), and the next EM_GETHANDLE answers that one. The control frees its block
when it is destroyed."""

from ...kernel.globalmem import GMEM_MOVEABLE, global_alloc, global_locks
from ..builtin_common import is_wide

__all__ = ["destroy_handle", "get_handle", "load_from_handle", "set_handle",
           "store_to_handle"]


def _wide(win, st):
    """Whether the block holds UTF-16: a wide control's, and any control's made under a
    Common Controls 6 context, whose edit keeps its text in Unicode for both kinds of
    window (comctl32 edit.c's test_EM_GETHANDLE reads a W buffer from an A control)."""
    return is_wide(win) or st.cc6


def _encode(win, st, text):
    if _wide(win, st):
        return text.encode("utf-16-le") + b"\0\0"
    return text.encode("cp1252", "replace") + b"\0"


def _decode(win, st, raw):
    if _wide(win, st):
        for i in range(0, len(raw) - 1, 2):
            if raw[i] == 0 and raw[i + 1] == 0:
                raw = raw[:i]
                break
        else:
            raw = raw[:len(raw) & ~1]
        return raw.decode("utf-16-le", "replace")
    end = raw.find(b"\0")
    return raw[:end if end >= 0 else len(raw)].decode("cp1252", "replace")


def load_from_handle(wm, win, st):
    """Take the text from the control's block (the program may have changed it). A block
    the program freed leaves the text as it was (Windows' behaviour is undefined there)."""
    size = wm.vm.heap.size(st.hloc)
    if not size:
        return
    text = _decode(win, st, bytes(wm.vm.mem.read(st.hloc, size)))
    if text != st.text:
        st.text = text
        st._layout_key = None
        n = len(text)
        st.anchor, st.caret = min(st.anchor, n), min(st.caret, n)
        win.title = text


def store_to_handle(wm, win, st):
    """Write the text into the control's block, moving it to a larger one when it no
    longer fits."""
    heap = wm.vm.heap
    data = _encode(win, st, st.text)
    size = heap.size(st.hloc)
    if size is None:
        return
    if size < len(data):
        new = heap.realloc(st.hloc, len(data), in_place_only=True)
        if not new:
            new = heap.realloc(st.hloc, len(data))
            if not new:
                return
            locks = global_locks(wm.vm)
            locks[new] = locks.pop(st.hloc, 0)
        st.hloc = new
    old = bytes(wm.vm.mem.read(st.hloc, len(data)))
    if old != data:
        wm.vm.mem.write(st.hloc, data)


def get_handle(wm, win, st):
    """EM_GETHANDLE: the block holding a multiline control's text (made at the first
    request); 0 for a single-line control, which has none."""
    if not st.hloc:
        data = _encode(win, st, st.text)
        st.hloc = global_alloc(wm.vm, GMEM_MOVEABLE, len(data))
        if not st.hloc:
            return 0
        wm.vm.mem.write(st.hloc, data)
    return st.hloc


def set_handle(wm, win, st, hloc):
    """EM_SETHANDLE: the program's block becomes the control's text buffer. As Windows,
    the control does not free the block it had (the program took it with EM_GETHANDLE and
    frees it), empties the undo buffer, clears the modified flag and puts the caret and
    the view at the start."""
    if not hloc:
        return
    st.hloc = hloc
    st.text = ""
    load_from_handle(wm, win, st)
    win.title = st.text
    st.anchor = st.caret = 0
    st.top, st.xoff = 0, 0
    st.undo = None
    st.modified = False
    st._layout_key = None
    wm.invalidate(win, None, False)


def destroy_handle(wm, st):
    """WM_NCDESTROY: the control frees the block it holds."""
    if st.hloc and wm.vm.heap.size(st.hloc) is not None:
        global_locks(wm.vm).pop(st.hloc, None)
        wm.vm.heap.free(st.hloc)
    st.hloc = 0
