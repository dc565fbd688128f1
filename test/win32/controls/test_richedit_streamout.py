"""A rich edit writes its text and formats out (issue 23). test/exe/restreamout.exe and
test/exe64/restreamout.exe (guests/tests/restreamout.c) format a control's words and
paragraphs, stream it out with EM_STREAMOUT as SF_TEXT (ANSI, UTF-16, the selection
only), with a callback that fails (its error in dwError), and as SF_RTF, whose document
streamed into a second control gives back the text, the words' formats and the
paragraphs' alignment.

WINE_OUTPUT is the i686 binary's output under Wine 8 but for one line: Wine 8's RTF
reader gives text with no \\b of its own its default format's weight, bold (its default
font is the bold System font): "plain: bold 1". The document says the word is not bold,
as the control it came from has it.
"""

from paths import guest_exe

WINE_OUTPUT = r"""SF_TEXT -> 31, dwError 0, bytes 31: plain bold red\r\ncentred {brace}
SF_TEXT | SF_UNICODE -> 62, dwError 0, bytes 62: plain bold red\r\ncentred {brace}
SF_TEXT | SFF_SELECTION -> 4, dwError 0, bytes 4: bold
a failing callback: -> 0, dwError 7, calls 1
SF_RTF: written some, dwError 0, starts with {\rtf1: yes
the copy's text -> 31, dwError 0, bytes 31: plain bold red\r\ncentred {brace}
plain: bold 0 italic 0 underline 0 size 200 face Arial colour auto 000000, alignment 1
bold: bold 1 italic 0 underline 0 size 200 face Arial colour auto 000000, alignment 1
red: bold 0 italic 0 underline 0 size 200 face Arial colour set 0000ff, alignment 1
centred: bold 0 italic 1 underline 0 size 200 face Arial colour auto 000000, alignment 3
brace: bold 0 italic 0 underline 0 size 200 face Arial colour auto 000000, alignment 3
done""".splitlines()


def test_stream_out_text_and_rtf_as_on_wine(boot, width):
    d = boot(guest_exe("restreamout", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == WINE_OUTPUT
