"""COMCTL32 (version 6): the task dialogs — TaskDialog and TaskDialogIndirect.

Only Common Controls 6 exports them: GetProcAddress finds them only for a program whose
activation context names that assembly (``kernel/actctx.py``, VERSION6_ONLY). The dialog,
its layout, notifications and TDM_* messages: ``controls/taskdialog.py``.
"""

from ....abi.api import BOTH, api
from ...controls.progress_status import install
from ...controls.taskdialog import task_dialog
from ...core.dllnames import COMCTL32
from ...core.structures import TASKDIALOGCONFIG


def _answer(c, hr, button, radio, verified, p_button, p_radio, p_verified):
    """Write the answers a successful call gives through its (optional) pointers."""
    if hr == 0:
        mem = c.vm.mem
        if p_button:
            mem.w32(p_button, button & 0xFFFFFFFF)
        if p_radio:
            mem.w32(p_radio, radio & 0xFFFFFFFF)
        if p_verified:
            mem.w32(p_verified, 1 if verified else 0)
    return hr


@api(COMCTL32, "TaskDialogIndirect",
     "LPVOID config, LPVOID button, LPVOID radio, LPVOID verified", widths=BOTH)
def TaskDialogIndirect(c, config, button, radio, verified):
    install(c.vm)                 # the progress bar is a comctl32 class
    hr, b, r, v = yield from task_dialog(c.vm, config)
    return _answer(c, hr, b, r, v, button, radio, verified)


@api(COMCTL32, "TaskDialog",
     "HWND owner, HINSTANCE inst, LPVOID title, LPVOID instruction, LPVOID content,"
     " int buttons, LPVOID icon, LPVOID button", widths=BOTH)
def TaskDialog(c, owner, inst, title, instruction, content, buttons, icon, button):
    # Documented as TaskDialogIndirect with these members set and the rest zero.
    vm = c.vm
    size = TASKDIALOGCONFIG.sizeof(vm.ptr_size)
    cfg = vm.heap.alloc(size, zero=True)
    try:
        t = TASKDIALOGCONFIG.at(vm.mem, cfg, vm.ptr_size)
        t.cbSize, t.hwndParent, t.hInstance = size, owner, inst
        t.dwCommonButtons, t.pszWindowTitle, t.hMainIcon = buttons, title, icon
        t.pszMainInstruction, t.pszContent = instruction, content
        install(vm)
        hr, b, _, _ = yield from task_dialog(vm, cfg)
    finally:
        vm.heap.free(cfg)
    return _answer(c, hr, b, 0, False, button, 0, 0)
