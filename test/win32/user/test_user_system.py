"""USER's system questions and window chains, driven through test/exe/usrsys.exe
(source guests/tests/usrsys.c): RegisterWindowMessage, GetDesktopWindow,
SystemParametersInfo, EnumDisplaySettings, SetWindowSubclass/DefSubclassProc and the
clipboard viewer chain.

The subclass and viewer lines are exactly what the same program prints under Wine 8
(`xvfb-run -a wine usrsys.exe`); the metrics lines differ from Wine only where Wine's
desktop differs (its screen size, 32-bit colour, "MS Shell Dlg" and its own metrics).

Every test runs the i686 and the x86-64 build (the ``width`` fixture); 64-bit Wine
prints the same lines.
"""

import pytest

from wineagent.win32.user.sysparams import DESKTOP_HWND

from paths import guest_exe


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrsys", width))


def lines(d, prefix):
    return [s for s in d.vm.stdout_log if s.startswith(prefix)]


def test_registered_messages_are_one_number_per_name_whatever_the_case(d):
    assert lines(d, "regmsg") == ["regmsg inrange=1 same=1 wide_same=1 other_differs=1"]


def test_the_desktop_window_is_the_screen_and_no_top_level_window(d):
    assert lines(d, "desktop") == ["desktop iswindow=1 same=1 rect=0,0,640,480 parent_of_main=1"]
    # It is a window the guest can ask about, but never one of the listed windows.
    assert d.vm.wm.get(DESKTOP_HWND).cls.name == "#32769"
    assert all(w["hwnd"] != DESKTOP_HWND for w in d.vm.wm.describe())


def test_system_parameters_describe_the_screen_and_match_system_metrics(d):
    assert lines(d, "workarea") == ["workarea=0,0,640,480"]
    # NONCLIENTMETRICS sizes are GetSystemMetrics' (SM_CYCAPTION = iCaptionHeight + 1,
    # SM_CYMENU = iMenuHeight + 1), the fonts the 2000 dialog font; a wrong cbSize fails.
    # Windows 2000 at 96 dpi: iCaptionWidth = iCaptionHeight = 18 (SM_CXSIZE, SM_CYSIZE),
    # so SM_CYCAPTION 19; iMenuHeight 18, SM_CYMENU 19.
    assert lines(d, "ncm") == [
        "ncm ok=1",
        "ncm border=1 scroll=16,16 caption=18,18 menu=18,18 cycaption=19 cymenu=19",
        "ncm captionfont=MS Sans Serif,-11,700 msgfont=MS Sans Serif,-11,400",
        "ncm badsize=0 err=0"]
    assert lines(d, "icontitle") == ["icontitle ok=1 font=MS Sans Serif,-11,400"]
    assert lines(d, "wheel") == ["wheel ok=1 lines=3"]


def test_the_one_display_mode_is_the_screen_in_32_bits(d):
    assert lines(d, "mode ") == [
        "mode cur=1 bpp=32 size=640x480 dmsize=124 fields_has_size=1", "mode 0=1 same=1"]
    assert lines(d, "modes") == ["modes listed=1"]


def test_subclasses_run_newest_first_and_removing_the_last_restores_the_procedure(d):
    # sub_b (id 7, ref 3) multiplies, sub_a (ref 5) adds, the window procedure returns 2:
    # (2 + 5) * 3 = 21; with sub_a's reference data replaced by 100: (2 + 100) * 3 = 306.
    assert lines(d, "subclass") == [
        "subclass trail=B7A result=21 proc_changed=1",
        "subclass get=1 ref=3",
        "subclass missing=0 ref=0",
        "subclass updated trail=B7A result=306",
        "subclass remove=1 again=0",
        "subclass after trail=A result=102",
        # sub_c removes itself while it runs: its DefSubclassProc reaches sub_a, next
        "subclass self-removing trail=CA result=102",
        "subclass after self-removal trail=A result=102",
        "subclass restored=1"]


def test_the_clipboard_viewer_chain_hears_changes_and_mends_itself(d):
    assert lines(d, "viewer") == [
        "viewer first next=1 draws=1 head=1",
        "viewer after copy draws=2",
        "viewer second next_is_main=1 head_is_second=1 second_draws=1",
        "viewer chain draws=3 second_draws=2",
        "viewer leave=1 chain_msgs=1 second_next_null=1",
        "viewer left draws=3 second_draws=3",
        "viewer empty head_null=1"]


def test_a_copy_made_later_reaches_the_viewer_once(d):
    d.key("char", ord("c")).settle()
    assert d.vm.stdout_log[-1] == "copy draws=2"  # on becoming the viewer, and on the copy


def test_an_unknown_system_parameter_stops_the_guest_naming_it(d):
    d.key("char", ord("u")).settle()
    fault = d.vm.machine.fault
    assert d.vm.ended and fault is not None
    assert fault.message == "unimplemented: USER32.dll!SystemParametersInfoA (SPI_SETCURSORS)"
    assert "not reached" not in d.vm.stdout_log
