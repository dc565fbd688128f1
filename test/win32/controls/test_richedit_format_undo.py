"""Undoing a rich edit's format changes (issue 23). test/exe/refmtundo.exe and
test/exe64/refmtundo.exe (guests/tests/refmtundo.c) make a word bold (EM_SETCHARFORMAT),
undo and redo it, centre the paragraph (EM_SETPARAFORMAT) and undo it, then type and
undo the typing, printing EM_CANUNDO / EM_CANREDO and the formats on the way; last, a
character typed before a format change and deleted after it leaves the format as the
change made it.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the x86-64 binary's was the same
before its last line was added).
"""

from paths import guest_exe

WINE_OUTPUT = """at first: EM_CANUNDO 0, EM_CANREDO 0
bold set: 1
after EM_SETCHARFORMAT: EM_CANUNDO 1, EM_CANREDO 0
EM_UNDO -> 1, bold 0
after the undo: EM_CANUNDO 0, EM_CANREDO 1
EM_REDO -> 1, bold 1
after EM_EMPTYUNDOBUFFER: EM_CANUNDO 0, EM_CANREDO 0
centred: alignment 3
after EM_SETPARAFORMAT: EM_CANUNDO 1, EM_CANREDO 0
EM_UNDO -> 1, alignment 1
typed: "hello world!"
EM_UNDO -> 1, text "hello world", bold 1
bold after deleting the typed character: 1
done""".splitlines()


def test_format_changes_are_undone_and_redone_as_on_wine(boot, width):
    d = boot(guest_exe("refmtundo", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
