"""TB_SAVERESTORE through the registry, a wrapable toolbar's rows and TB_ADDSTRING from a
string resource (issue 23; Wine's conformance toolbar.c runs through them).
test/exe/tbsave.exe and test/exe64/tbsave.exe (guests/tests/tbsave.c + tbsave.rc): the
parent logs TBN_SAVE (a command per button, a separator's 0), TBN_RESTORE (it drops the
second button by leaving its image -1), TBN_BEGINADJUST, TBN_GETBUTTONINFOA (it sets the
button of command 30: image 7, checked, data 0x55) and TBN_ENDADJUST; a 100-pixel
wrapable bar of nine buttons has three rows (TBSTATE_WRAP on buttons 3 and 7) and
TB_SETROWS(3) leaves them; "|one|two|" makes one string ("two" ends the text).

WINE_OUTPUT is the i686 binary's output under Wine 8 but for the first line: a separator
added with width 0 reads back 8 here, as Windows gives it (Wine's conformance test
test_BTNS_SEP, todo_wine there); Wine keeps the 0.
"""

from paths import guest_exe

WINE_OUTPUT = """separator width 0
TBN_SAVE item -1 cbData 16 cButtons 4 cmd -1
TBN_SAVE item 0 cbData 16 cButtons 4 cmd 10
TBN_SAVE item 1 cbData 16 cButtons 4 cmd 20
TBN_SAVE item 2 cbData 16 cButtons 4 cmd 0
TBN_SAVE item 3 cbData 16 cButtons 4 cmd 30
save -> 1
value 0 type 3 size 16: 0000000a 00000014 00000000 0000001e
TBN_RESTORE item -1 cbData 16 cButtons 4 cmd 0 bitmap 0
TBN_RESTORE item 0 cbData 16 cButtons 4 cmd 10 bitmap -1
TBN_RESTORE item 1 cbData 16 cButtons 4 cmd 20 bitmap -1
TBN_RESTORE item 2 cbData 16 cButtons 4 cmd 0 bitmap -1
TBN_RESTORE item 3 cbData 16 cButtons 4 cmd 30 bitmap -1
TBN_BEGINADJUST
TBN_GETBUTTONINFOA item 0 cchText 128
TBN_GETBUTTONINFOA item 1 cchText 128
TBN_ENDADJUST
restore -> 1, 3 buttons
  0: cmd 10 bitmap 5 state 0 style 0 data 0
  1: cmd 0 bitmap 5 state 0 style 0 data 0
  2: cmd 30 bitmap 7 state 0x5 style 0 data 0x55
restore missing -> 0
rows 3, wraps: 3 7
TB_SETROWS 3 -> rows 3, wraps: 3 7
TB_ADDSTRING resource -> 0
string 1 -> -1 ''
string 2 -> -1
done""".splitlines()


def test_save_restore_rows_and_resource_strings_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("tbsave", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(400)
    expected = ["separator width 8"] + WINE_OUTPUT[1:]
    assert d.vm.stdout_log == expected
