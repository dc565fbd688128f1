"""IMM32: the input method manager on a Windows with no input method (IME) installed, as
an English-language installation is. Input contexts exist all the same, and programs
that support IMEs (FLTK positions the composition window at the text cursor) use them
whatever the keyboard:

- the thread has a default input context, which every window uses until
  ImmAssociateContext(Ex) gives it another one or none (NULL: the IME is off there);
- ImmCreateContext / ImmDestroyContext make and free others (the default one cannot be
  destroyed);
- a context keeps what the program stores in it — the composition window
  (COMPOSITIONFORM), the composition font (LOGFONT), the open status — and answers it
  back; asked before it was ever set, the composition window and font are FALSE, as the
  context has none yet;
- a context keeps the conversion and sentence modes the program sets (0, 0 until then)
  and the candidate windows (CANDIDATEFORM, indexes 0..3; FALSE before one was set);
- nothing is ever composed: ImmGetCompositionString answers 0 bytes, ImmIsIME is FALSE
  for every keyboard layout, and what would go to an IME (ImmNotifyIME,
  ImmSetCompositionString) is FALSE: there is none to take it. Wine 8 answers TRUE
  there and starts its contexts in its own IME's modes (native, automatic): it runs a
  built-in IME.
- ImmDisableIME turns the IME off in the calling thread (0 or its own id) or in every
  thread of the process (-1); another thread's id is FALSE (Windows refuses it for a
  thread that already runs, as Wine's imm32 tests show on Windows). The thread's input
  contexts stay, as on Windows and in Wine (ImmGetContext still answers one): what goes
  is the thread's default IME window, which wineagent does not make (no IME windows, no
  ImmGetDefaultIMEWnd: calling it stops the guest naming it).
- the layout queries for the US keyboard layout, which is no IME: ImmGetDescription,
  ImmGetIMEFileName and ImmGetProperty answer 0 (no description, no IME file, no
  properties), leaving the last error alone. Wine answers its built-in IME's (a
  description of 8 characters, properties 0x90000).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import IMM32
from ...core.structures import CANDIDATEFORM, COMPOSITIONFORM, LOGFONT
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_WINDOW_HANDLE

IACE_CHILDREN, IACE_DEFAULT, IACE_IGNORENOCONTEXT = 0x1, 0x10, 0x20
#: HIMC values: small handles of their own, as Windows' are (USER handles)
_HIMC_BASE = 0x10000


class InputContext:
    """One input context: what the program stored in it (None: never set)."""

    def __init__(self, handle):
        self.handle = handle
        self.composition_form = None      # COMPOSITIONFORM bytes
        self.font = None                  # (wide, LOGFONT fields)
        self.open = False
        self.conversion = self.sentence = 0
        self.candidates = {}              # index (0..3) -> CANDIDATEFORM bytes


def _state(vm):
    return vm.user


def _new_context(vm):
    st = _state(vm)
    handle = _HIMC_BASE + 4 * (len(st.imm_contexts) + 1)
    while handle in st.imm_contexts:
        handle += 4
    st.imm_contexts[handle] = InputContext(handle)
    return handle


def _default(vm):
    st = _state(vm)
    if not st.imm_default:
        st.imm_default = _new_context(vm)
    return st.imm_default


def _context(c, himc):
    """The InputContext of ``himc``, or None (ERROR_INVALID_HANDLE set)."""
    ctx = _state(c.vm).imm_contexts.get(himc)
    if ctx is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
    return ctx


def _window_context(vm, hwnd):
    """The HIMC associated with window ``hwnd`` (0: none)."""
    return _state(vm).imm_windows.get(hwnd, _default(vm))


@api(IMM32, "ImmCreateContext", "", widths=BOTH)
def ImmCreateContext(c):
    """A new input context."""
    return _new_context(c.vm)


@api(IMM32, "ImmDestroyContext", "HANDLE himc", widths=BOTH)
def ImmDestroyContext(c, himc):
    """Free a context ImmCreateContext made; windows using it are left with none. The
    default context, or one that is no context, is FALSE."""
    st = _state(c.vm)
    if himc == st.imm_default or _context(c, himc) is None:
        return 0
    del st.imm_contexts[himc]
    for hwnd, h in list(st.imm_windows.items()):
        if h == himc:
            st.imm_windows[hwnd] = 0
    return 1


@api(IMM32, "ImmGetContext", "HWND hwnd", widths=BOTH)
def ImmGetContext(c, hwnd):
    """The input context of ``hwnd`` (NULL when it has none, or is no window)."""
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return _window_context(vm, hwnd)


@api(IMM32, "ImmReleaseContext", "HWND hwnd, HANDLE himc", widths=BOTH)
def ImmReleaseContext(c, hwnd, himc):
    """Give back what ImmGetContext lent: the context stays (TRUE)."""
    return 1


@api(IMM32, "ImmAssociateContext", "HWND hwnd, HANDLE himc", widths=BOTH)
def ImmAssociateContext(c, hwnd, himc):
    """Give ``hwnd`` the context ``himc`` (NULL: none, the IME is off in it); the context
    it had before."""
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if himc and _context(c, himc) is None:
        return 0
    old = _window_context(vm, hwnd)
    _state(vm).imm_windows[hwnd] = himc
    return old


@api(IMM32, "ImmAssociateContextEx", "HWND hwnd, HANDLE himc, DWORD flags", widths=BOTH)
def ImmAssociateContextEx(c, hwnd, himc, flags):
    """ImmAssociateContext with flags (TRUE): 0 associates ``himc`` with the window;
    IACE_CHILDREN with its descendants only, not the window itself, and with it
    IACE_IGNORENOCONTEXT leaves alone those that have no context; IACE_DEFAULT gives the
    window back the default context (``himc`` is ignored)."""
    vm = c.vm
    win = vm.wm.get(hwnd)
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if flags & IACE_DEFAULT:
        himc = _default(vm)
    elif himc and _context(c, himc) is None:
        return 0
    windows = _state(vm).imm_windows
    targets = [hwnd]
    if flags & IACE_CHILDREN and not flags & IACE_DEFAULT:
        targets = []
        stack = list(win.children)
        while stack:
            child = stack.pop()
            targets.append(child)
            w = vm.wm.get(child)
            stack.extend(w.children if w is not None else ())
    for h in targets:
        if flags & IACE_IGNORENOCONTEXT and not _window_context(vm, h):
            continue
        windows[h] = himc
    return 1


@api(IMM32, "ImmSetCompositionWindow", "HANDLE himc, LPVOID form", widths=BOTH)
def ImmSetCompositionWindow(c, himc, form):
    """Store where the composition window goes (COMPOSITIONFORM)."""
    ctx = _context(c, himc)
    if ctx is None or not form:
        return 0
    ctx.composition_form = c.vm.mem.read(form, COMPOSITIONFORM.sizeof(c.ptr_size))
    return 1


@api(IMM32, "ImmGetCompositionWindow", "HANDLE himc, LPVOID form", widths=BOTH)
def ImmGetCompositionWindow(c, himc, form):
    """The COMPOSITIONFORM last stored; FALSE when none was."""
    ctx = _context(c, himc)
    if ctx is None or ctx.composition_form is None or not form:
        return 0
    c.vm.mem.write(form, ctx.composition_form)
    return 1


@api(IMM32, "ImmSetCompositionFont{AW}", "HANDLE himc, LPVOID font", widths=BOTH)
def ImmSetCompositionFont(c, himc, font):
    """Store the composition font (a LOGFONTA or LOGFONTW)."""
    ctx = _context(c, himc)
    if ctx is None or not font:
        return 0
    view = c.struct(LOGFONT, font)
    fields = {name: getattr(view, name) for name in
              LOGFONT.variant(c.wide).layout(c.ptr_size).by_name}
    ctx.font = fields
    return 1


@api(IMM32, "ImmGetCompositionFont{AW}", "HANDLE himc, LPVOID font", widths=BOTH)
def ImmGetCompositionFont(c, himc, font):
    """The composition font last stored, in this variant's LOGFONT; FALSE when none was."""
    ctx = _context(c, himc)
    if ctx is None or ctx.font is None or not font:
        return 0
    c.vm.mem.write(font, LOGFONT.variant(c.wide).pack(c.ptr_size, **ctx.font))
    return 1


@api(IMM32, "ImmGetOpenStatus", "HANDLE himc", widths=BOTH)
def ImmGetOpenStatus(c, himc):
    """Whether the program opened the context's IME (ImmSetOpenStatus)."""
    ctx = _context(c, himc)
    return int(ctx is not None and ctx.open)


@api(IMM32, "ImmSetOpenStatus", "HANDLE himc, BOOL status", widths=BOTH)
def ImmSetOpenStatus(c, himc, status):
    """Record the open status (with no IME nothing else changes)."""
    ctx = _context(c, himc)
    if ctx is None:
        return 0
    ctx.open = bool(status)
    return 1


@api(IMM32, "ImmGetConversionStatus", "HANDLE himc, LPVOID conversion, LPVOID sentence", widths=BOTH)
def ImmGetConversionStatus(c, himc, conversion, sentence):
    """The context's conversion and sentence modes, each where its pointer is not NULL."""
    ctx = _context(c, himc)
    if ctx is None:
        return 0
    if conversion:
        c.vm.mem.w32(conversion, ctx.conversion)
    if sentence:
        c.vm.mem.w32(sentence, ctx.sentence)
    return 1


@api(IMM32, "ImmSetConversionStatus", "HANDLE himc, DWORD conversion, DWORD sentence", widths=BOTH)
def ImmSetConversionStatus(c, himc, conversion, sentence):
    """Store the context's conversion and sentence modes."""
    ctx = _context(c, himc)
    if ctx is None:
        return 0
    ctx.conversion, ctx.sentence = conversion, sentence
    return 1


@api(IMM32, "ImmSetCandidateWindow", "HANDLE himc, LPVOID form", widths=BOTH)
def ImmSetCandidateWindow(c, himc, form):
    """Store a candidate window's place (CANDIDATEFORM, its dwIndex 0..3)."""
    ctx = _context(c, himc)
    if ctx is None or not form:
        return 0
    index = c.vm.mem.u32(form)
    if index > 3:
        return 0
    ctx.candidates[index] = c.vm.mem.read(form, CANDIDATEFORM.sizeof(c.ptr_size))
    return 1


@api(IMM32, "ImmGetCandidateWindow", "HANDLE himc, DWORD index, LPVOID form", widths=BOTH)
def ImmGetCandidateWindow(c, himc, index, form):
    """The CANDIDATEFORM last stored for ``index``; FALSE when none was."""
    ctx = _context(c, himc)
    if ctx is None or not form or index not in ctx.candidates:
        return 0
    c.vm.mem.write(form, ctx.candidates[index])
    return 1


@api(IMM32, "ImmNotifyIME", "HANDLE himc, DWORD action, DWORD index, DWORD value", widths=BOTH)
def ImmNotifyIME(c, himc, action, index, value):
    """FALSE: there is no IME to tell (no composition to cancel or complete)."""
    _context(c, himc)           # an unknown context sets ERROR_INVALID_HANDLE
    return 0


@api(IMM32, "ImmSetCompositionString{AW}", "HANDLE himc, DWORD index, LPVOID comp, DWORD comp_len, LPVOID read, DWORD read_len", widths=BOTH)
def ImmSetCompositionString(c, himc, index, comp, comp_len, read, read_len):
    """FALSE: with no IME there is no composition to set."""
    _context(c, himc)
    return 0


@api(IMM32, "ImmIsIME", "HANDLE hkl", widths=BOTH)
def ImmIsIME(c, hkl):
    """FALSE: no keyboard layout here is an input method."""
    return 0


@api(IMM32, "ImmGetCompositionString{AW}", "HANDLE himc, DWORD index, LPVOID buf, DWORD size",
     widths=BOTH)
def ImmGetCompositionString(c, himc, index, buf, size):
    """0 bytes: with no IME nothing is being composed, or was just composed."""
    return 0


@api(IMM32, "ImmDisableIME", "DWORD thread_id", widths=BOTH)
def ImmDisableIME(c, thread_id):
    """Turn the IME off in the calling thread (0 or its own id) or in all the process's
    threads (-1): TRUE. Another thread's id, or no thread's, is FALSE and the last error
    is left alone (as Windows does)."""
    vm = c.vm
    st = _state(vm)
    me = vm.threads.current.tid
    if thread_id == 0xFFFFFFFF:
        st.imm_disabled_all = True
        return 1
    if thread_id not in (0, me):
        return 0
    st.imm_disabled.add(me)
    return 1


@api(IMM32, "ImmGetDescription{AW}", "HANDLE hkl, LPVOID buf, UINT size", widths=BOTH)
def ImmGetDescription(c, hkl, buf, size):
    """0: the keyboard layout is no IME, so it has no IME description."""
    return 0


@api(IMM32, "ImmGetIMEFileName{AW}", "HANDLE hkl, LPVOID buf, UINT size", widths=BOTH)
def ImmGetIMEFileName(c, hkl, buf, size):
    """0: the keyboard layout is no IME, so no IME file serves it."""
    return 0


@api(IMM32, "ImmGetProperty", "HANDLE hkl, DWORD index", widths=BOTH)
def ImmGetProperty(c, hkl, index):
    """0 for every IGP_* index: the keyboard layout is no IME and has no IME properties
    (nor an IME version)."""
    return 0
