"""CreateDIBSection over a file mapping (docs/gdi.md, "DIB sections"): the bits live in
the section at the offset given, GDI's drawing lands in them, GetPixel reads what the
program wrote there, GetObject reports the section and offset, DeleteObject writes a
file mapping's pixels back to its file; a handle that is no file mapping fails.

test/exe/gdi_dibsection_map.exe (guests/tests/gdi_dibsection_map.c) prints one line per
check; the expected lines are what the same binary prints under Wine 8."""

from paths import guest_exe


def test_a_dib_section_in_a_file_mapping_is_the_mapping(boot, width):
    d = boot(guest_exe("gdi_dibsection_map", width), settle=False)
    for _ in range(50):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.ended and d.vm.machine.fault is None
    assert list(d.vm.stdout_log) == [
        "section dib=1 first pixel=123456",
        # sizeof(DIBSECTION): 84 bytes at 32 bits, 104 at 64 (two pointer-sized fields)
        "GetObject=%d section=1 offset=64 bits=1" % (84 if width == 4 else 104),
        "after FillRect: bits[0]=ff0000 bits[5]=ff0000 bits[15]=000000",
        "GetPixel(3,3)=00ff00",
        "DeleteObject=1",
        "the program's view: ff0000 00ff00",
        "file at 128: abcdef 010203 (8 read)",
        "bad handle: dib=0 bits=%s" % ("0" * (2 * width)),
    ]
