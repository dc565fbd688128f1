"""The GDI32 census functions (docs/gdi.md, "Object types, DIB colour tables, ..."):
GetObjectType, Get/SetDIBColorTable, ExtCreateRegion, GetRandomRgn, TranslateCharsetInfo,
GdiGetCharDimensions; the path functions GetPath, FlattenPath, SelectClipPath and
GetCharABCWidthsFloat; GdiConvertToDevmodeW, CreatePenIndirect, GetDCOrgEx, GetLayout/SetLayout,
GdiGetCodePage; an enhanced metafile recorded under a mapping mode;
SetWinMetaFileBits.

test/exe/gdik_gdi.exe (guests/tests/gdik_gdi.c) prints a line per step; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine gdik_gdi.exe``). The test
runs the i686 and the x86-64 build (the `width` fixture); the x86-64 build's lines are
64-bit Wine's: the same but for the two NULL handles printed with %p, 16 digits there.
"""

from paths import guest_exe


def test_object_types_colour_tables_regions_and_charsets_match_windows(boot, width):
    null = "0" * 2 * width      # a NULL printed with %p: the program's pointer width
    d = boot(guest_exe("gdik_gdi", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == [
        'types: dc=3 memdc=10 emfdc=12 wmfdc=4 pen=1 extpen=11 brush=2',
        'types: font=6 bitmap=7 region=8 palette=5 stockbrush=2 stockfont=6 stockpal=5',
        'types: emf=13 wmf=9',
        'GetObjectType(bad)=0 err=6',
        'GetObjectType(deleted)=0',
        'GetDIBColorTable(no dib)=0',
        '8bpp: GetDIBColorTable(0,300)=256 q[5]=05fa0200 q[255]=ff007f',
        '8bpp: GetDIBColorTable(250,10)=6',
        '8bpp: GetDIBColorTable(256,1)=0',
        '8bpp: SetDIBColorTable(3,2)=2 pixel=332211',
        '8bpp: read back=2 11223300 556677',
        '8bpp: SetDIBColorTable(255,5)=1',
        '4bpp used 6: GetDIBColorTable=16',
        '1bpp: GetDIBColorTable=2 q[1]=01fe00',
        '24bpp: GetDIBColorTable=0',
        '24bpp: SetDIBColorTable=0',
        'ExtCreateRegion=1 type=1',
        '  rgn: 3 rects (0,0,20,5) (0,5,10,10) (30,30,40,40)',
        '  scaled: 3 rects (10,20,50,35) (10,35,30,50) (70,110,90,140)',
        'ExtCreateRegion(short size)=1',
        '  short: 3 rects (0,0,20,5) (0,5,10,10) (30,30,40,40)',
        'ExtCreateRegion(bad type)=1',
        'ExtCreateRegion(empty)=1',
        '  empty: 0 rects',
        'GetRandomRgn(CLIPRGN, none)=0',
        'GetRandomRgn(METARGN)=0',
        'GetRandomRgn(APIRGN, none)=0',
        'GetRandomRgn(SYSRGN, memdc)=1',
        '  sys: 1 rects (0,0,4,2)',
        'GetRandomRgn(CLIPRGN)=1',
        '  clip: 1 rects (0,0,5,5)',
        'GetRandomRgn(APIRGN)=1',
        'GetRandomRgn(9)=-1',
        'GetRandomRgn(NULL dc)=-1',
        'TCI(charset 0)=1 cs=0 cp=1252 csb=00000001,00000000 usb0=00000000',
        'TCI(charset 204)=1 cs=204 cp=1251 csb=00000004,00000000 usb0=00000000',
        'TCI(charset 128)=1 cs=128 cp=932 csb=00020000,00000000 usb0=00000000',
        'TCI(charset 2)=1 cs=2 cp=42 csb=80000000,00000000 usb0=00000000',
        'TCI(charset 1)=0 cs=3435973836 cp=3435973836 csb=cccccccc,cccccccc usb0=cccccccc',
        'TCI(cp 1250)=1 cs=238 cp=1250 csb=00000002',
        'TCI(cp 437)=0',
        'TCI(fontsig 20004)=1 cs=204 cp=1251 csb=00000004',
        'TCI(fontsig 200)=0',
        'TCI(fontsig 0)=0',
        'TCI(flags 7)=0',
        'GdiGetCharDimensions: consistent=1 tm height same=1',
        'GdiGetCharDimensions(NULLs) consistent=1',
        'GdiGetCharDimensions(bad dc)=0',
        'GetPath(no path)=-1 err=1003',
        'FlattenPath(no path)=0 err=1003',
        'GetPath(open)=-1 err=1003',
        'GetPath(count)=5',
        'GetPath(small)=-1 err=87',
        'GetPath=5: (10,10)6 (50,10)2 (50,40)3 (60,60)6 (70,80)2',
        'FlattenPath=1 count after=5',
        'GetPath(scaled view)=5 first=(20,20)',
        'SelectClipPath(mode 5)=1 clipbox=2 (20,20,59,49) path left=-1',
        'SelectClipPath(mode 1)=1 clipbox=2 (20,20,30,30) path left=-1',
        'SelectClipPath(mode 2)=1 clipbox=3 (0,0,59,49) path left=-1',
        'SelectClipPath(mode 3)=1 clipbox=3 (0,0,59,49) path left=-1',
        'SelectClipPath(mode 4)=1 clipbox=3 (0,0,30,30) path left=-1',
        'SelectClipPath(bad mode)=0 err=0',
        'SelectClipPath(no path, used up)=0 err=1003',
        'GetCharABCWidthsFloatA=1 A=0 C=0 B=GetCharWidth32: 1 1 1',  # every glyph here is drawn within its advance (A = C = 0); Wine's System font gives 'B' other ABC widths
        'GdiConvertToDevmodeW: size=220 extra=4 spec=401 name=Printer Name fields=30002 paper=1 collate=1 form=Letter logpixels=300 pels=1234 freq=60 extra=XTRA',
        'HeapFree=1',
        'GdiConvertToDevmodeW(70)=1 size=102 paper=1 collate=1',
        'GdiConvertToDevmodeW(20)=' + null,
        'CreatePenIndirect: type=1 GetObject=16 style=1 width=1 color=1e140a',
        'GetDCOrgEx(memdc)=1 (0,0)',
        'GetDCOrgEx(screen)=1 (0,0)',
        'GetLayout=0',
        'SetLayout(8)=0 then 8',
        'SetLayout(0)=8',
        'GetLayout(bad)=ffffffff',
        'GdiGetCodePage(system font)=1252',
        'GdiGetCodePage(OEM font)=437',  # OEM_FIXED_FONT has OEM_CHARSET: the OEM code page (Wine realizes it with an ANSI charset)
        'GdiGetCodePage(Russian font)=1251',
        'EMF SetMapMode=1',
        'EMF bounds=(10,10,60,50) records=9',
        'PlayEnhMetaFile=1',
        'pixels: inside=000000 edge=000000 outside=ffffff far=ffffff',
        'SetWinMetaFileBits=1 type=13',
        '  frame=(0,0,5000,4000)',
        '  pixels: rect=000000 000000 outside=ffffff ffffff ellipse=0000ff',
        'SetWinMetaFileBits(no METAFILEPICT)=1 frame is the device=0',
        '  pixels: rect=000000 outside=000000 ellipse=0000ff',
        'SetWinMetaFileBits(junk)=' + null,
    ]
