"""Dialogs: templates, the modal loop and its owner, IsDialogMessage's keyboard interface,
modeless dialogs, and the control channel's dialog helpers (dlg-cmd / dlg-click)."""

import struct

import pytest

from dlgutil import (IDC_CHANGES, IDC_CHECK, IDC_LINE, IDC_LIST, IDC_LISTSEL,
                     IDC_MEMO, IDC_NAME, IDC_RADIO1, IDC_RADIO2, IDCANCEL, IDOK, VK_ESCAPE,
                     VK_RETURN, VK_TAB, control, crop, dlgtest, edit_state, main_title, main_win,
                     press, type_chars)
from wineagent.win32.user.dialogs import (BASE_CX, BASE_CY, active_dialog, dialog_command,
                                          dialog_control_center, muldiv, parse_template_bytes)
from wineagent.win32.user.wm import WS_DISABLED


@pytest.fixture
def modal(boot, width):
    return boot(dlgtest(width), args="/modal")


def test_base_units_are_those_of_ms_sans_serif_8_as_on_windows():
    from wineagent.win32.gdi.objects import Font
    font = Font(-11, 400, "MS Sans Serif")     # 8 points at 96 dpi
    width = font.pil.getlength("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert BASE_CX == (int(width) // 26 + 1) // 2 == 6 and BASE_CY == font.line_height == 13
    assert muldiv(100, 7, 4) == 175 and muldiv(-3, 7, 4) == -5 and muldiv(1, 1, 0) == -1


def test_a_classic_template_parses_every_field():
    def item(style, x, y, cx, cy, cid, cls, title):
        body = struct.pack("<IIhhhhH", style, 0x200, x, y, cx, cy, cid)
        body += struct.pack("<HH", 0xFFFF, cls) + title.encode("utf-16-le") + b"\0\0"
        return body + struct.pack("<H", 0)
    head = struct.pack("<IIHhhhh", 0x80C800C0 | 0x40, 0, 2, 10, 20, 100, 50)
    head += b"\0\0" + b"\0\0" + "Hi".encode("utf-16-le") + b"\0\0"
    head += struct.pack("<H", 8) + "MS Sans Serif".encode("utf-16-le") + b"\0\0"
    data = head
    for it in (item(0x50010000, 1, 2, 3, 4, 7, 0x81, "x"), item(0x50000001, 5, 6, 7, 8, 1, 0x80, "OK")):
        data += b"\0" * (-len(data) % 4) + it
    t = parse_template_bytes(data)
    assert (t.ex, t.title, (t.x, t.y, t.cx, t.cy), t.font[0], t.font[3]) == \
        (False, "Hi", (10, 20, 100, 50), 8, "MS Sans Serif")
    assert [(i.cls, i.title, i.id, i.exstyle, (i.x, i.y, i.cx, i.cy)) for i in t.items] == \
        [("EDIT", "x", 7, 0x200, (1, 2, 3, 4)), ("BUTTON", "OK", 1, 0x200, (5, 6, 7, 8))]


def test_modal_dialog_from_a_resource_is_laid_out_in_dialog_units(modal):
    dlg = active_dialog(modal.vm)
    assert dlg.title == "Enter details" and modal.vm.wm.active == dlg.hwnd
    # EDITTEXT IDC_NAME, 40, 7, 100, 14 inside a dialog whose client starts at (20, 20) DLU
    # relative to the owner's client area.
    wm = modal.vm.wm
    edit = control(modal, IDC_NAME)
    dx, dy = wm.client_origin(dlg)
    l, t, r, b = wm.window_rect(edit)
    assert (l - dx, t - dy, r - l, b - t) == (muldiv(40, BASE_CX, 4), muldiv(7, BASE_CY, 8),
                                              muldiv(100, BASE_CX, 4), muldiv(14, BASE_CY, 8))
    ox, oy = wm.client_origin(main_win(modal))
    assert (dlg.w - dlg.border() * 2, ) == (muldiv(200, BASE_CX, 4),)
    assert (dx - ox, dy - oy) == (muldiv(20, BASE_CX, 4), muldiv(20, BASE_CY, 8))


def test_initdialog_true_focuses_the_first_tabstop_with_its_text_selected(modal):
    assert modal.vm.wm.focus == control(modal, IDC_NAME).hwnd
    st = edit_state(modal, IDC_NAME)
    assert st.text == "Anonymous" and st.sel == (0, 9)
    # The selection is drawn navy on white text while focused.
    l, t, r, b = modal.vm.wm.window_rect(control(modal, IDC_NAME))
    assert any(modal.pixel(x, (t + b) // 2) == (0, 0, 128) for x in range(l, r))


def test_owner_is_disabled_while_the_modal_dialog_runs(modal):
    main = main_win(modal)
    assert main.style & WS_DISABLED
    modal.click(10, 200)        # the main window's client area, outside the dialog
    assert main_title(modal).endswith("clicks=0")
    press(modal, VK_ESCAPE)
    assert not main.style & WS_DISABLED and modal.vm.wm.active == main.hwnd
    modal.click(10, 200)
    assert main_title(modal).endswith("clicks=1")


def test_keypress_enter_does_not_press_the_default_button_but_keydown_does(modal):
    type_chars(modal, "Bob")
    modal.key("char", 13).settle()
    assert active_dialog(modal.vm) is not None
    assert main_title(modal) == "dlgtest r=-100 none clicks=0"
    modal.key("down", VK_RETURN).key("up", VK_RETURN).settle()
    assert active_dialog(modal.vm) is None
    assert main_title(modal) == "dlgtest r=1 name=Bob check=0 radio=1 list=-1 clicks=0"


def test_escape_keydown_cancels(modal):
    type_chars(modal, "Zed")
    press(modal, VK_ESCAPE)
    assert active_dialog(modal.vm) is None
    assert main_title(modal) == "dlgtest r=2 none clicks=0"


def test_closing_the_caption_box_is_idcancel(modal):
    dlg = active_dialog(modal.vm)
    l, t, r, b = modal.vm.wm.window_rect(dlg)
    from wineagent.win32.user.nonclient import close_button_rect
    cl, ct, cr, cb = close_button_rect(dlg)
    modal.click(l + (cl + cr) // 2, t + (ct + cb) // 2)
    assert main_title(modal).startswith("dlgtest r=2 ")


def test_tab_and_shift_tab_cycle_focus_among_tabstops(modal):
    wm = modal.vm.wm
    order = []
    check_box = modal.vm.wm.window_rect(control(modal, IDC_CHECK))
    unfocused = crop(modal, check_box)
    for _ in range(6):
        press(modal, VK_TAB)
        order.append(wm.get(wm.focus).id)
        if order[-1] == IDC_CHECK:
            assert crop(modal, check_box).tobytes() != unfocused.tobytes()  # focus rect drawn
    assert order == [IDC_CHECK, IDC_RADIO1, IDC_LIST, IDOK, IDCANCEL, IDC_NAME]
    assert crop(modal, check_box).tobytes() == unfocused.tobytes()
    press(modal, VK_TAB, shift=True)
    assert wm.get(wm.focus).id == IDCANCEL
    # Enter presses the focused push button (it has the default look now).
    press(modal, VK_RETURN)
    assert main_title(modal).startswith("dlgtest r=2 ")


def test_arrow_keys_move_within_the_radio_group_and_check(modal):
    wm = modal.vm.wm
    press(modal, VK_TAB)
    press(modal, VK_TAB)
    assert wm.get(wm.focus).id == IDC_RADIO1
    press(modal, 0x28)  # VK_DOWN
    assert wm.get(wm.focus).id == IDC_RADIO2
    assert control(modal, IDC_RADIO2).state["check"] == 1
    assert control(modal, IDC_RADIO1).state.get("check", 0) == 0
    press(modal, VK_RETURN)
    assert "radio=2" in main_title(modal)


def test_dialog_command_posts_wm_command_for_a_control(modal):
    type_chars(modal, "Ann")
    dialog_command(modal.vm, IDOK)
    assert active_dialog(modal.vm) is not None   # posted, not sent
    modal.settle()
    assert main_title(modal) == "dlgtest r=1 name=Ann check=0 radio=1 list=-1 clicks=0"
    with pytest.raises(ValueError, match="no dialog"):
        dialog_command(modal.vm, IDOK)
    with pytest.raises(ValueError, match="no dialog"):
        dialog_control_center(modal.vm, IDOK)


def test_dialog_control_center_clicks_the_right_control(modal):
    x, y = dialog_control_center(modal.vm, IDC_RADIO2)
    l, t, r, b = modal.vm.wm.window_rect(control(modal, IDC_RADIO2))
    assert (x, y) == ((l + r) // 2, (t + b) // 2)
    modal.click(x, y)
    x, y = dialog_control_center(modal.vm, IDC_CHECK)
    modal.click(x, y)
    with pytest.raises(ValueError, match="no control with id 999"):
        dialog_command(modal.vm, 999)
    x, y = dialog_control_center(modal.vm, IDOK)
    modal.click(x, y)
    assert main_title(modal) == "dlgtest r=1 name=Anonymous check=1 radio=2 list=-1 clicks=0"


def test_indirect_dialog_from_guest_memory_behaves_the_same(boot, width):
    d = boot(dlgtest(width), args="/indirect")
    assert active_dialog(d.vm).title == "Enter details"
    type_chars(d, "Ind")
    press(d, VK_RETURN)
    assert main_title(d) == "dlgtest r=1 name=Ind check=0 radio=1 list=-1 clicks=0"


def test_a_message_box_counts_as_a_dialog(boot, width):
    d = boot(dlgtest(width), args="/msgbox")
    box = active_dialog(d.vm)
    assert box.title == "Question"
    x, y = dialog_control_center(d.vm, IDCANCEL)
    assert d.vm.wm.window_rect(control(d, IDCANCEL))[0] < x
    # Its buttons are given the message font (without it they would draw in System).
    from wineagent.win32.gdi.objects import ui_font
    assert d.vm.gdi.get(control(d, IDCANCEL).state.get("font", 0)) is ui_font("message")
    dialog_command(d.vm, IDCANCEL)
    d.settle()
    assert active_dialog(d.vm) is None and main_title(d).startswith("dlgtest r=2 ")


def test_message_box_enter_and_tab_still_work(boot, width):
    d = boot(dlgtest(width), args="/msgbox")
    d.key("char", 13).settle()
    assert active_dialog(d.vm) is not None
    press(d, VK_TAB)
    press(d, VK_RETURN)
    assert main_title(d).startswith("dlgtest r=2 ")


def test_modeless_dialogex_runs_beside_an_enabled_owner(boot, width):
    d = boot(dlgtest(width), args="/modeless")
    dlg = active_dialog(d.vm)
    assert dlg.title == "Notes" and not main_win(d).style & WS_DISABLED
    wm = d.vm.wm
    assert wm.get(wm.focus).id == IDC_MEMO
    # The multi-line field takes all keys, and passes Tab back to the dialog itself.
    press(d, VK_TAB)
    assert wm.get(wm.focus).id == IDC_LINE
    type_chars(d, "one")
    d.click(10, 200)
    assert main_title(d).endswith("clicks=1")
    assert active_dialog(d.vm) is dlg                 # still there after the owner's click
    x, y = dialog_control_center(d.vm, IDOK)
    d.click(x, y)
    assert active_dialog(d.vm) is None
    assert main_title(d) == "dlgtest r=-100 notes lines=1 len=0 clicks=1"


def test_en_change_and_lbn_selchange_reach_the_dialog_procedure(modal):
    type_chars(modal, "abcd")
    assert control(modal, IDC_CHANGES).title == "4"
    x, y = dialog_control_center(modal.vm, IDC_LIST)
    l, t, r, b = modal.vm.wm.window_rect(control(modal, IDC_LIST))
    modal.click(l + 10, t + 2 + 15 + 7)     # the second row, "Banana"
    assert control(modal, IDC_LISTSEL).title == "sel 1"
    press(modal, 0x28)   # VK_DOWN: the list has the focus after the click
    assert control(modal, IDC_LISTSEL).title == "sel 2"
    press(modal, VK_RETURN)
    assert "list=2" in main_title(modal)
