"""A rich edit's character formats by range (issue 23): runs of CHARFORMAT2 over the text.
test/exe/recharfmt.exe and test/exe64/recharfmt.exe (guests/tests/recharfmt.c) format
the whole text (SCF_ALL), a range (SCF_SELECTION: "brave" bold and red), a word
(SCF_WORD: "new" and its space italic), the insertion point (underline, taken by the
"Y" typed there) and the default (SCF_DEFAULT: existing text keeps its format, the text
WM_SETTEXT sets takes it); they read each back with EM_GETCHARFORMAT (dwMask naming only
the attributes the selection's runs share), check that typed text takes the format
before it, that a deletion and its undo keep and bring back the formats, that the
red run is drawn red and that a bigger run moves the text after it right (each
character is measured in its run's font).

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """all Arial 10pt: EM_SETCHARFORMAT -> 1
red pixels before: none
plain [0,5]: mask feffffff effects 04000000 colour 000000 size 200 face Arial
brave bold red: EM_SETCHARFORMAT -> 1
brave [6,11]: mask feffffff effects 04000001 colour 0000ff size 200 face Arial
Hello brave [0,11]: mask befffffe effects 04000001 colour 000000 size 200 face Arial
caret in Hello [3,3]: mask feffffff effects 04000000 colour 000000 size 200 face Arial
caret in brave [8,8]: mask feffffff effects 04000001 colour 0000ff size 200 face Arial
caret after brave [11,11]: mask feffffff effects 04000001 colour 0000ff size 200 face Arial
red pixels after: some
word new italic: EM_SETCHARFORMAT -> 1
new [12,15]: mask feffffff effects 04000002 colour 000000 size 200 face Arial
new and its space [12,16]: mask feffffff effects 04000002 colour 000000 size 200 face Arial
all [0,21]: mask befffffc effects 04000000 colour 000000 size 200 face Arial
all 14pt: EM_SETCHARFORMAT -> 1
all [0,21]: mask befffffc effects 04000000 colour 000000 size 280 face Arial
text "Hello braveX new world"
typed X [11,12]: mask feffffff effects 04000001 colour 0000ff size 280 face Arial
underline at the caret: EM_SETCHARFORMAT -> 1
caret [21,21]: mask feffffff effects 04000004 colour 000000 size 280 face Arial
typed Y [21,22]: mask feffffff effects 04000004 colour 000000 size 280 face Arial
d before it [20,21]: mask feffffff effects 04000000 colour 000000 size 280 face Arial
text "braveX new worlYd"
brave after deleting Hello [0,5]: mask feffffff effects 04000001 colour 0000ff size 280 face Arial
first char [0,1]: mask feffffff effects 04000001 colour 0000ff size 280 face Arial
default: strikeout 0
default strikeout: EM_SETCHARFORMAT -> 1
brave [0,5]: mask feffffff effects 04000001 colour 0000ff size 280 face Arial
default: mask feffffff strikeout 1
text "Hello braveX new worlYd"
Hello back by undo [0,5]: mask feffffff effects 04000000 colour 000000 size 280 face Arial
brave back by undo [6,11]: mask feffffff effects 04000001 colour 0000ff size 280 face Arial
after WM_SETTEXT: strikeout 1
aaaa 28pt: EM_SETCHARFORMAT -> 1
the next word moved right: yes
the small word kept its width: yes
done""".splitlines()


def test_character_formats_by_range_as_on_wine(boot, width):
    d = boot(guest_exe("recharfmt", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == WINE_OUTPUT
