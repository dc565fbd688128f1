"""GDI32's D3DKMTCreateDCFromMemory / D3DKMTDestroyDCFromMemory
(win32/dlls/gdi32/d3dkmt.py): a memory DC selecting a DIB section over the program's own
pixels, rows Pitch bytes apart and top-down; the D3DDDIFORMATs taken and refused, the
parameter checks (STATUS_INVALID_PARAMETER, the outputs untouched), what GetObject answers,
blits into the memory (around the bytes between rows), the program's own writes seen by
GetPixel, P8's colour table, and the memory left allocated by the destroy.

test/exe/kmtdc.exe (guests/tests/kmtdc.c; its x86-64 build prints the same but for the
structures' sizes) prints a line per check; EXPECTED is what Wine 8 prints at both widths.
"""

from paths import guest_exe

#: Wine 8's lines, at both widths, except four (Wine's in the comment): a 32-bit or
#: 1-5-5-5 section after WHITENESS (its pixels all ones, 0xFFFFFFFF and 0xFFFF, as on
#: Windows: bitmap.c checks them) blitted into a bitmap made compatible with a fresh
#: memory DC -- a monochrome one -- is black on Windows and Wine, the unused bits making
#: the pixel differ from the white background colour; here the colour alone is compared,
#: and it is white.
EXPECTED = [
    'null=0xc000000d',
    'no device dc=0xc000000d untouched=1',
    'no memory=0xc000000d untouched=1',
    'height 0=0xc000000d untouched=1',
    'pitch 0=0xc000000d untouched=1',
    'pitch short=0xc000000d untouched=1',
    'pitch exact=0',
    'bad device dc=0xc000000d untouched=1',
    'R8G8B8=0 types=10,7 selected=1 size=1 bm=0,9,7,28,1,24 bits=1',
    '  bmih=40,9,7,1,24,0,0,0,0,0,0 masks=0,0,0 section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'A8R8G8B8=0 types=10,7 selected=1 size=1 bm=0,9,7,36,1,32 bits=1',
    '  bmih=40,9,7,1,32,0,0,0,0,0,0 masks=0,0,0 section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',  # Wine 8: ddb=000000,...
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'X8R8G8B8=0 types=10,7 selected=1 size=1 bm=0,9,7,36,1,32 bits=1',
    '  bmih=40,9,7,1,32,0,0,0,0,0,0 masks=0,0,0 section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',  # Wine 8: ddb=000000,...
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'R5G6B5=0 types=10,7 selected=1 size=1 bm=0,9,7,20,1,16 bits=1',
    '  bmih=40,9,7,1,16,3,0,0,0,0,0 masks=f800,7e0,1f section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'X1R5G5B5=0 types=10,7 selected=1 size=1 bm=0,9,7,20,1,16 bits=1',
    '  bmih=40,9,7,1,16,3,0,0,0,0,0 masks=7c00,3e0,1f section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',  # Wine 8: ddb=000000,...
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'A1R5G5B5=0 types=10,7 selected=1 size=1 bm=0,9,7,20,1,16 bits=1',
    '  bmih=40,9,7,1,16,3,0,0,0,0,0 masks=7c00,3e0,1f section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',  # Wine 8: ddb=000000,...
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'P8=0 types=10,7 selected=1 size=1 bm=0,9,7,12,1,8 bits=1',
    '  bmih=40,9,7,1,8,0,0,0,0,256,256 masks=0,0,0 section=0,0',
    '  blits=111 wrong=0 ddb=ffffff,000000,000000',
    '  program write=ffffff',
    '  destroy null=0xc000000d destroy=0 again=0xc000000d types=0,0',
    'R3G3B2=0xc000000d untouched=1',
    'A2B10G10R10=0xc000000d untouched=1',
    'A8B8G8R8=0xc000000d untouched=1',
    'A2R10G10B10=0xc000000d untouched=1',
    'L8=0xc000000d untouched=1',
    'A8P8=0xc000000d untouched=1',
    'DXT1=0xc000000d untouched=1',
    'P8 table=0 pixel=1e140a,000000 colours=256 q5=0a141e00',
    'P8 default=0 pixel=ffffff,000080,f0caa6',
    'alloc=0 patblt=1 destroy=0 state=0x1000 protect=0x4 first=ffffffff last=ffffffff',
    'destroy swapped=0xc000000d other=0 types=0,0',
]


def test_kmtdc_makes_a_dc_over_program_memory(boot, tmp_path, width):
    d = boot(guest_exe("kmtdc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    sizes = "sizes create=%s" % ("36 destroy=8" if width == 4 else "56 destroy=16")
    assert d.vm.stdout_log == [sizes] + EXPECTED
