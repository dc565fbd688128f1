"""A rich edit's EM_GETSELTEXT and EM_HIDESELECTION (issue 23). test/exe/reselmsg.exe and
test/exe64/reselmsg.exe (guests/tests/reselmsg.c) read a selection's text (ANSI and
Unicode controls, an empty selection) and count an ES_NOHIDESEL control's highlighted
pixels as EM_HIDESELECTION hides and shows its selection.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the x86-64 binary's is the same).
"""

from paths import guest_exe

WINE_OUTPUT = """EM_GETSELTEXT -> 4 "beta"
empty selection -> 0 ""
wide EM_GETSELTEXT -> 4 "text"
selection drawn: yes
after EM_HIDESELECTION TRUE: no
after EM_HIDESELECTION FALSE: yes
done""".splitlines()


def test_selected_text_and_hidden_selection_as_on_wine(boot, width):
    d = boot(guest_exe("reselmsg", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
