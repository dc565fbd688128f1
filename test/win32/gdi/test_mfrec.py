"""What metafile DCs record and answer (docs/gdi.md, "Metafile DCs as Windows records
them"): EMR_EXTTEXTOUTW's scales and its bounds in a path, DC_BRUSH / DC_PEN colours as
objects of the metafile, handle indexes reused, relative EMR_RESTOREDC, failed calls
recording nothing; a Windows metafile DC as a recorder without state; META_SETLAYOUT;
named metafiles' files; bad handles; SetMetaFileBitsEx's checks; the records of
SetWinMetaFileBits' conversion; world transforms during playback as FLOATs.

test/exe/mfrec.exe (guests/tests/mfrec.c) prints a line per check; the expected lines are
what the same binary prints under Wine 8 (``xvfb-run -a wine mfrec.exe``, the same at both
widths), except where a comment says why not. The compiler evaluates printf's arguments
right to left, so the Windows metafile's records list the state calls of one line in
reverse order (the same under Wine). The test runs both builds (the ``width`` fixture).
"""

from paths import guest_exe


def test_metafile_dcs_record_and_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("mfrec", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'GM_COMPATIBLE exScale=1 eyScale>0=1',
        'GM_ADVANCED exScale=0 eyScale=0',
        'in a path: text bounds=0,0,-1,-1',
        '  path: handles=1 records=5 bounds=0,0,-1,-1: 59 84 60 14',
        'SetDCBrushColor=ffffff SetDCPenColor=0',
        'dc colours: handles=3 records=14 bounds=10,10,19,19: 37:80000012 37:80000013 39:1 37:1 38:2 37:2 43:a 40:1 39:1 37:1 40:1 40:2 14:0',
        'RestoreDC(1)=1 RestoreDC(-5)=0 SelectObject(palette)=0',
        'objects: handles=2 records=14 bounds=0,0,-1,-1: 38:1 37:1 37:80000007 40:1 38:1 37:1 33 33 33 34:fffffffd 37:80000007 40:1 14:0',
        # an enhanced-metafile DC reads no pixels back; SetPixel answers CLR_INVALID and
        # SetPixelV FALSE, both recorded (Wine's metafile tests, made on Windows)
        'emf pixels: GetPixel=ffffffff SetPixel=ffffffff SetPixelV=0 GetPixel=ffffffff',
        '  pixels: handles=1 records=4 bounds=5,5,6,6: 15 15 14',
        # AbortPath records EMR_ABORTPATH, even without a path
        'AbortPath=1,1 emf: handles=1 records=5 bounds=0,0,-1,-1: 59 68 68 14',
        # a Windows metafile DC refuses AbortPath, records flood fills as
        # META_EXTFLOODFILL, and no deletion of the pen its DC has selected
        'wmf FloodFill=1 ExtFloodFill=1 AbortPath=0 DeleteObject(selected)=1 records: 548:0,50403,2,1 548:1,141312,17,16 2fa 12d 0',
        # box shapes (Ellipse, Arc, Pie, ...) recorded normalized and a unit in from the
        # right and bottom in GM_COMPATIBLE; a poly record in an open path: empty bounds
        'boxes: bounds=10,10,38,29 42:10,10,29,29 45:21,21,38,28 87:0,0,-1,-1 47:1,2,10,11',
        'wmf: TECHNOLOGY=5 LOGPIXELSY=0 SetMapMode=1',
        '  out untouched=1,1 GetViewportOrgEx=0 GetViewportExtEx=0 GetWindowOrgEx=0',
        '  SetTextAlign=1 SetBkMode=1 SetBkColor=1 SetTextColor=1 SetPolyFillMode=1 SetROP2=1',
        # GetTextColor on a Windows metafile DC: CLR_INVALID, the documented failure
        # (GetBkColor's, which Wine's tests show from Windows); Wine 8 answers 0
        '  GetBkColor=ffffffff GetTextColor=ffffffff GetPolyFillMode=0 GetPixel=ffffffff SetPixel=1',
        '  SaveDC=1 SaveDC=1 RestoreDC(-20)=1 RestoreDC(7)=1 GetCurrentObject=0 GetCurrentPositionEx=0',
        # the stock BLACK_PEN is created in the Windows metafile with width 0
        '  MoveToEx=1 out untouched=1',
        '  SetDCBrushColor=ffffffff SetDCPenColor=ffffffff SetLayout=1 SetLayout=1 GetLayout=ffffffff',
        '  records: 103 20b 20e 104 106 209 201 102 12e 41f 127 127 1e 1e 214 2fa:0,0 12d 149:80000001 149:1 0',
        'wmf file: read while recording=0 err=32 no-access open=1 size=0 closed size=file 1 type=1 delete twice=1,0 err=6 DeleteFile=1',
        'emf file: read while recording=0 err=32 no-access open=1 size=0 closed size=file 1 delete twice=1,0 err=6 DeleteFile=1',
        'bad handles: GetMetaFileBitsEx=0 err=6 GetEnhMetaFileBits=0 err=6',
        'SetMetaFileBitsEx: empty=0 err=13 odd=0 err=deadbeef bad mtSize=1 fixed=1 bad type=0 err=13',
        'converted ANISOTROPIC: handles=1 records=11 bounds=0,0,55,15: 70 17 11 9 54 37 37 48 75 14',
        'converted TEXT: handles=1 records=9 bounds=0,0,55,15: 11 9 54 37 37 48 75 14',
        'converted NULL: handles=1 records=11 bounds=0,0,55,15: 70 17 11 9 54 37 37 48 75 14',
        # during an enumeration the world transform is what CombineTransform gives, to
        # the bit (FLOATs), a callback's own change kept by the next left multiply
        'world transforms: exact 2 of 2',
    ]
