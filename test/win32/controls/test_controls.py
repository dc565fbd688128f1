"""The built-in controls as a user meets them: EDIT typing, caret, selection by keyboard
and mouse, scrolling; check boxes, radio buttons and list boxes by click; their pixels."""

import pytest

from dlgutil import (IDC_CHANGES, IDC_CHECK, IDC_LINE, IDC_LIST, IDC_MEMO,
                     IDC_NAME, IDC_RADIO1, IDC_RADIO2, NAVY, VK_DELETE, VK_END, VK_HOME,
                     VK_LEFT, VK_RETURN, VK_RIGHT, VK_SHIFT, VK_TAB, client_rect, control,
                     count_color, crop, dlgtest, edit_state, main_title, press, type_chars)
from wineagent.win32.user.dialogs import dialog_control_center
from wineagent.win32.gdi.objects import Font


@pytest.fixture
def modal(boot, width):
    return boot(dlgtest(width), args="/modal")


@pytest.fixture
def notes(boot, width):
    return boot(dlgtest(width), args="/modeless")

#: the test dialog's DS_SETFONT font: MS Sans Serif 8 (lfHeight -11 at 96 dpi)
DIALOG_FONT = Font(-11, 400, "MS Sans Serif").pil
DIALOG_LINE_H = Font(-11, 400, "MS Sans Serif").line_height    # 13


def _caret_column(d, cid):
    """Screen x of the 1-pixel black caret bar (a full line tall) in an edit, or None."""
    l, t, r, b = client_rect(d, cid)
    img = d.screen()
    lh = DIALOG_LINE_H
    # the formatting rectangle: 1 pixel inside the client edge all round (a single line
    # at its top, not centred), no margins with the dialog's raster font
    tops = [t + 1 + k * lh for k in range(max(1, (b - t - 2) // lh))]
    for top in tops:
        for x in range(l, r):
            if all(img.getpixel((x, y)) == (0, 0, 0) for y in range(top, top + lh)):
                return x
    return None


def test_keypress_alone_types_into_the_edit_and_each_char_is_an_en_change(modal):
    type_chars(modal, "Hello")
    st = edit_state(modal, IDC_NAME)
    assert st.text == "Hello" and st.sel == (5, 5)
    assert control(modal, IDC_NAME).title == "Hello"
    assert control(modal, IDC_CHANGES).title == "5"
    # The text is drawn (black pixels) and the caret sits right after it.
    l, t, r, b = client_rect(modal, IDC_NAME)
    text_w = int(DIALOG_FONT.getlength("Hello"))
    assert _caret_column(modal, IDC_NAME) == l + 1 + text_w
    assert count_color(crop(modal, (l, t, l + 1 + text_w, b)), (0, 0, 0)) > 20


def test_backspace_is_a_character_and_delete_home_end_are_keys(modal):
    type_chars(modal, "abcdef")
    modal.key("down", 0x08).key("up", 0x08).settle()     # VK_BACK keydown does nothing
    assert edit_state(modal, IDC_NAME).text == "abcdef"
    modal.key("char", 0x08).settle()
    assert edit_state(modal, IDC_NAME).text == "abcde"
    press(modal, VK_HOME)
    press(modal, VK_DELETE)
    assert edit_state(modal, IDC_NAME).text == "bcde"
    press(modal, VK_END)
    type_chars(modal, "!")
    press(modal, VK_LEFT)
    press(modal, VK_LEFT)
    press(modal, VK_RIGHT)
    type_chars(modal, "_")
    assert edit_state(modal, IDC_NAME).text == "bcde_!"


def test_shift_arrows_select_and_typing_replaces_the_selection(modal):
    type_chars(modal, "hello")
    modal.key("down", VK_SHIFT)
    press(modal, VK_LEFT)
    press(modal, VK_LEFT)
    modal.key("up", VK_SHIFT).settle()
    st = edit_state(modal, IDC_NAME)
    assert st.sel == (3, 5)
    l, t, r, b = client_rect(modal, IDC_NAME)
    assert count_color(crop(modal, (l, t, r, b)), NAVY) > 50      # highlighted
    type_chars(modal, "XY")
    assert st.text == "helXY"
    assert count_color(crop(modal, (l, t, r, b)), NAVY) == 0
    press(modal, VK_RETURN)
    assert "name=helXY " in main_title(modal)


def test_mouse_drag_selects_text(modal):
    type_chars(modal, "hello world")
    l, t, r, b = client_rect(modal, IDC_NAME)
    font = DIALOG_FONT
    y = t + 1 + DIALOG_LINE_H // 2
    x0 = l + 1 + int(font.getlength("hello ")) + 1
    x1 = l + 1 + int(font.getlength("hello world")) + 3
    modal.mouse("down", x0, y).mouse("move", (x0 + x1) // 2, y).mouse("move", x1, y)
    modal.mouse("up", x1, y).settle()
    st = edit_state(modal, IDC_NAME)
    assert st.sel == (6, 11)
    selected = crop(modal, (x0, t, x1 - 3, b))
    assert count_color(selected, NAVY) > 40 and count_color(selected, (255, 255, 255)) > 5
    type_chars(modal, "there")
    assert st.text == "hello there"


def test_caret_is_drawn_only_while_the_edit_has_focus(modal):
    type_chars(modal, "ab")
    assert _caret_column(modal, IDC_NAME) is not None
    press(modal, VK_TAB)
    assert _caret_column(modal, IDC_NAME) is None
    press(modal, VK_TAB, shift=True)     # back: the dialog selects the whole text again
    assert edit_state(modal, IDC_NAME).sel == (0, 2)


def test_clicking_a_checkbox_toggles_its_check_mark(modal):
    ctl = control(modal, IDC_CHECK)
    l, t, r, b = modal.vm.wm.window_rect(ctl)
    top = t + (b - t - 13) // 2
    box = (l + 3, top + 3, l + 10, top + 10)      # inside the sunken edge
    assert count_color(crop(modal, box), (0, 0, 0)) == 0
    x, y = dialog_control_center(modal.vm, IDC_CHECK)
    modal.click(x, y)
    assert ctl.state["check"] == 1
    assert count_color(crop(modal, box), (0, 0, 0)) == 21      # the 7x7 check mark
    modal.click(x, y)
    assert ctl.state["check"] == 0
    assert count_color(crop(modal, box), (0, 0, 0)) == 0
    modal.click(x, y)
    press(modal, VK_RETURN)
    assert "check=1" in main_title(modal)


def test_auto_radio_click_unchecks_its_group(modal):
    r1, r2 = control(modal, IDC_RADIO1), control(modal, IDC_RADIO2)
    l, t, r, b = modal.vm.wm.window_rect(r1)
    dot1 = (l + 4, t + (b - t - 12) // 2 + 4, l + 8, t + (b - t - 12) // 2 + 8)
    assert count_color(crop(modal, dot1), (0, 0, 0)) >= 10
    modal.click(*dialog_control_center(modal.vm, IDC_RADIO2))
    assert (r1.state.get("check"), r2.state.get("check")) == (0, 1)
    assert count_color(crop(modal, dot1), (0, 0, 0)) == 0
    # The tab stop moved to the checked radio button, as on Windows.
    assert r2.style & 0x10000 and not r1.style & 0x10000


def test_listbox_draws_selection_and_follows_keys(modal):
    lb = control(modal, IDC_LIST)
    l, t, r, b = client_rect(modal, IDC_LIST)
    assert count_color(crop(modal, (l, t, r, b)), NAVY) == 0
    modal.click(l + 20, t + 15 * 2 + 5)      # "Cherry"
    assert lb.state["list"].sel == 2
    row = crop(modal, (l, t + 30, r, t + 45))
    assert count_color(row, NAVY) > 100 and count_color(row, (255, 255, 255)) > 10
    press(modal, 0x26)   # VK_UP
    assert lb.state["list"].sel == 1
    modal.key("char", ord("a")).settle()     # type-ahead: "Apple"
    assert lb.state["list"].sel == 0


def test_multiline_edit_scrolls_to_keep_the_caret_visible(notes):
    memo = control(notes, IDC_MEMO)
    st = edit_state(notes, IDC_MEMO)
    l, t, r, b = client_rect(notes, IDC_MEMO)
    visible = (b - t - 2) // DIALOG_LINE_H   # the formatting rectangle: 1 pixel in
    for i in range(visible + 3):
        type_chars(notes, "line%d" % i)
        notes.key("char", 13).settle()        # ES_WANTRETURN: Enter is a new line
    assert st.text.count("\r\n") == visible + 3
    assert st.top == visible + 3 - visible + 1 and st.top > 0
    # The caret (on the last, empty line) is inside the field; the top line is scrolled away.
    cx = _caret_column(notes, IDC_MEMO)
    assert cx == l + 1 and memo.title == st.text
    press(notes, 0x21)    # VK_PRIOR scrolls back up a page
    assert st.top < visible
    notes.key("down", VK_RETURN).key("up", VK_RETURN).settle()   # keydown alone inserts nothing
    assert st.text.count("\r\n") == visible + 3


def test_multiline_edit_selection_spans_lines(notes):
    type_chars(notes, "ab")
    notes.key("char", 13)
    type_chars(notes, "cd")
    st = edit_state(notes, IDC_MEMO)
    notes.key("down", VK_SHIFT)
    press(notes, 0x26)   # Shift+Up
    notes.key("up", VK_SHIFT).settle()
    assert st.sel == (2, 6)
    type_chars(notes, "Z")
    assert st.text == "abZ"


def test_wm_gettext_and_line_count_through_the_guest(notes):
    type_chars(notes, "x")
    notes.key("char", 13)
    type_chars(notes, "yz")
    x, y = dialog_control_center(notes.vm, 1)
    notes.click(x, y)
    assert main_title(notes) == "dlgtest r=-100 notes lines=2 len=5 clicks=0"


def test_single_line_edit_ignores_enter_chars(notes):
    notes.mouse("down", *dialog_control_center(notes.vm, IDC_LINE))
    notes.mouse("up", *dialog_control_center(notes.vm, IDC_LINE)).settle()
    type_chars(notes, "a\rb")
    assert edit_state(notes, IDC_LINE).text == "ab"
