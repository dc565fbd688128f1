"""A rich edit's paragraph alignment (issue 23): EM_SETPARAFORMAT's PFM_ALIGNMENT is drawn
and read back. test/exe/repara.exe and test/exe64/repara.exe (guests/tests/repara.c)
select the whole text, set PFA_CENTER, PFA_RIGHT, PFA_LEFT, and print EM_GETPARAFORMAT's
wAlignment, where EM_POSFROMCHAR puts the first character and where the leftmost text
pixel is (GetPixel). The guest selects all the text; test_richedit_parafmt.py formats
some paragraphs only.

WINE_OUTPUT is the i686 binary's output under Wine 8.
"""

from paths import guest_exe

WINE_OUTPUT = """at first: wAlignment 1, first char at the left, first text pixel at the left
EM_SETPARAFORMAT 3 -> 1
PFA_CENTER: wAlignment 3, first char at the centre, first text pixel at the centre
EM_SETPARAFORMAT 2 -> 1
PFA_RIGHT: wAlignment 2, first char at the right, first text pixel at the right
EM_SETPARAFORMAT 1 -> 1
PFA_LEFT: wAlignment 1, first char at the left, first text pixel at the left
done""".splitlines()


def test_paragraph_alignment_drawn_and_read_back_as_on_wine(boot, width):
    d = boot(guest_exe("repara", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == WINE_OUTPUT
