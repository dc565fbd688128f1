"""A rich edit answers IMF_SPELLCHECKING as off (issue 23: wxWidgets' text sample sets it
and reads it back to say whether spelling is checked; there is no spelling checker
here). test/exe/respell.exe and test/exe64/respell.exe (guests/tests/respell.c) set it
with IMF_AUTOFONT and read the options back.

WINE_OUTPUT is the i686 and x86-64 binaries' output under Wine 8 but for one line:
Wine 8 keeps no language options and answers EM_SETLANGOPTIONS with 0; the
documentation says it returns 1, which this control answers.
"""

from paths import guest_exe

WINE_OUTPUT = """EM_SETLANGOPTIONS -> 1
IMF_SPELLCHECKING in effect: no
done""".splitlines()
# Wine 8: "EM_SETLANGOPTIONS -> 0"


def test_spell_checking_is_answered_as_off(boot, width):
    d = boot(guest_exe("respell", width), settle=False)
    d.run_to_end(200)
    assert d.vm.stdout_log == WINE_OUTPUT
