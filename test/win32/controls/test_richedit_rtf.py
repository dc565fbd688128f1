"""A rich edit reads an RTF document's formatting (issue 23). test/exe/rertf.exe and
test/exe64/rertf.exe (guests/tests/rertf.c) stream in (EM_STREAMIN, SF_RTF) a document
with a font table, a colour table, bold, italic, underline, strikeout, sizes, colours
and a centred paragraph, read back each word's character format and each paragraph's
alignment, then stream a small document over a selection (SFF_SELECTION): its text takes
the document's formatting over the format of the text it replaces, the text around
keeps its own.

WINE_OUTPUT is the i686 binary's output under Wine 8 but for one line: the last
paragraph follows ``\\pard`` (which resets the paragraph's properties: left-aligned, as
the RTF specification says) but ends with no ``\\par``; Wine 8 gives it the centred
alignment of the paragraph before ("paragraph 2: alignment 3").
"""

from paths import guest_exe

WINE_OUTPUT = """EM_STREAMIN -> 1 chars, error 0
plain: bold 0 italic 0 underline 0 strikeout 0 size 200 face Arial colour auto
bold: bold 1 italic 0 underline 0 strikeout 0 size 200 face Arial colour auto
red: bold 0 italic 0 underline 0 strikeout 0 size 200 face Arial colour set
  colour 0000ff
centred: bold 0 italic 1 underline 0 strikeout 0 size 200 face Arial colour auto
big: bold 0 italic 1 underline 0 strikeout 0 size 320 face Times New Roman colour auto
under: bold 0 italic 0 underline 1 strikeout 0 size 200 face Arial colour auto
gone: bold 0 italic 0 underline 0 strikeout 1 size 200 face Arial colour auto
blue: bold 0 italic 0 underline 0 strikeout 0 size 200 face Arial colour set
  colour ff0000
paragraph 0: alignment 1
paragraph 1: alignment 3
paragraph 2: alignment 1
EM_STREAMIN SFF_SELECTION -> 5 chars
plain: bold 0 italic 0 underline 0 strikeout 0 size 200 face Arial colour auto
green: bold 1 italic 0 underline 0 strikeout 0 size 200 face Arial colour set
  colour 008000
red: bold 0 italic 0 underline 0 strikeout 0 size 200 face Arial colour set
  colour 0000ff
done""".splitlines()


def test_rtf_formatting_read_as_on_wine(boot, width):
    d = boot(guest_exe("rertf", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == WINE_OUTPUT
