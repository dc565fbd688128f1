"""The metafile conversions and queries (docs/gdi.md, "Metafile conversions"):
GetWinMetaFileBits, SetWinMetaFileBits of a converted picture, GdiComment, GdiIs*,
GetEnhMetaFileDescription, GetEnhMetaFilePaletteEntries, SetEnhMetaFileBits' refusals.

test/exe/mfconv.exe (guests/tests/mfconv.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine mfconv.exe``, the same at
both widths), except where a comment says why not. The test runs both builds (the
``width`` fixture).
"""

from paths import guest_exe

PICTURE = ["GdiIsMetaFileDC(emf)=1 GdiIsPlayMetafileDC=0 GdiIsMetaPrintDC=0",
           "GdiComment=1"]


def conversion(mode):
    # org/ext print the difference from the window Windows writes (Wine's metafile
    # tests: MulDiv of the frame, the origin's y one further). Wine 8 leaves out the
    # "+1" on the y of MM_TEXT/ISOTROPIC/ANISOTROPIC and rounds halves toward zero
    # (its own muldiv), so it prints -1..2 where we print 0; the tests allow that.
    return PICTURE + [
        "mode %d: size=1 got=1 sum=0000 type=1 version=300" % mode,
        "  escape=626 mfcomment=15 bytes=1 ident=43464d57 count=1 chunk=1 emf=1",
        "  mapmode=103,%d org=20b,0,0 ext=20c,0,0" % mode,
        "  SetWinMetaFileBits=1 same=1",
        "  changed: SetWinMetaFileBits=1 same=0",
    ]


def test_metafile_conversions_and_queries_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("mfconv", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = []
    for _frame in range(2):
        for mode in range(1, 9):
            expected += conversion(mode)
    expected += PICTURE + [
        "PlayMetaFile(converted)=1",
        "  red=1 blue=1",
        "  EnumMetaFile records=1 first=626,103,20b,20c",
    ] + PICTURE + [
        "DescriptionA(NULL)=16 DescriptionA=16 mfconv|picture DescriptionW(3)=3 mfc",
        # a bad handle: GDI_ERROR, as documented; Wine 8 answers 0
        "PaletteEntries(NULL)=0 PaletteEntries=0 bad=-1",
        # Wine 8's GdiIsPlayMetafileDC is a stub answering FALSE; during an
        # EnumEnhMetaFile callback the DC is being played to
        "EnumEnhMetaFile comments=1 GdiIsPlayMetafileDC(during)=1 after=0",
        "GdiIsMetaFileDC(mem)=0 NULL=0 GdiComment(mem)=0",
        "GdiIsMetaFileDC(wmf)=1 GdiComment(wmf)=0",
        "GetWinMetaFileBits(bad mode)=0",
        "SetEnhMetaFileBits(garbage)=0 err=13 header=1 unaligned=0 err=deadbeef nosig=0 "
        "err=deadbeef",
    ]
    assert d.vm.stdout_log == expected
