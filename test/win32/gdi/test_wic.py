"""The Windows Imaging Component (guests/tests/wic.c; docs/dlls.md "WIC"), both widths:
the imaging factory (CoCreateInstance of both CLSIDs, WICCreateImagingFactory_Proxy through
GetProcAddress), decoders of PNG (RGBA, RGB with a resolution, gray, 2-bit palette), BMP
(24-bit, 8-bit palette), TIFF (RGB, RGBA), JPEG, a two-frame GIF and a two-image icon from
memory streams (sizes, native pixel formats, resolutions, palettes, pixels in the native
format and converted to 32bppBGRA); malformed and cut files (the HRESULT each decoder
answers); CopyPixels' rectangle, stride and buffer checks; IWICStream over memory and
files; the scaler, flip-rotator, clipper and the format converter's targets; bitmaps from
memory and their locks, and from GDI bitmaps and icons; component infos; encoders of BMP, PNG, TIFF and JPEG writing
files that CreateDecoderFromFilename reads back; encoder options through
CreateNewFrame's property bag; and metadata query readers (a GIF's logical screen and a
frame's descriptor and control extension, a JPEG's EXIF orientation); a decoder over an
open file handle; a vendor as a preference; colour contexts (a PNG's ICC profile); and
the component enumerator of decoders and encoders. Without a guest: every vtable method is
declared once, in the module that wrote it, and one not done stops the program.

The expected lines are Wine 8's for the same binaries (its 32-bit and 64-bit prefixes print
the same), but for these differences on purpose (WINE_DIFFERENCES):

- a factory made by CLSID_WICImagingFactory answers E_NOINTERFACE for IWICImagingFactory2,
  as Windows 8 and later do (only CLSID_WICImagingFactory2's factory is one); Wine 8's
  answers it, so its factory keeps the reference the guest never releases (the last line);
- the flip-rotator turns and flips (Windows'); Wine 8's answers E_NOTIMPL but for a
  vertical flip;
- the converter makes 48bppRGB, 64bppRGBA and 16bppBGR555 from 32bppBGRA, as Windows'
  does; Wine 8's answers WINCODEC_ERR_UNSUPPORTEDOPERATION;
- encoder options are honoured: JPEG's ImageQuality (0.1 makes a smaller file) and TIFF's
  compression method (ZIP makes a smaller file than none); Wine 8 accepts them and writes
  the same file; and an option never written reads as its documented default (VT_R4 for
  ImageQuality), where Wine 8's bag answers VT_EMPTY;
- a JPEG's EXIF orientation is read (Windows' APP1 reader); Wine 8 has no EXIF reader for
  JPEG and answers WINCODEC_ERR_PROPERTYNOTFOUND;
- the codecs are the six of docs/dlls.md "WIC", encoders of four (no GIF encoder: it
  stops the program); Wine 8 enumerates three more decoders and a GIF encoder.

The BMP encoder's file is Wine 8's byte for byte (its size and checksum are in the lines);
the PNG and TIFF files differ in their compression (Pillow's against libpng's and
libtiff's) and are checked by reading their pixels back; the JPEG encoder's quality is
Windows' documented default (0.9; Wine 8 uses libjpeg's 75), so only its size and format
are printed.
"""

from paths import guest_exe

#: Wine 8's line -> ours.
WINE_DIFFERENCES = {
    'factory1 as factory2: 00000000 null 0':
        'factory1 as factory2: 80004002 null 1',
    'rotated 90: 80004001 3x4: 0000ffff 0000ffff 00ff0080 00ff0080 ff000000 ff000000 1e140aff 0000ffff 0000ffff 00ff0080 00ff0080 ff000000':
        'rotated 90: 00000000 3x4: 808080c8 3264c840 0000ffff 1e3c5aff 03020104 00ff0080 23190f2d ffffffff ff000000 e6f0fadc 000000ff 1e140aff',
    'flipped both: 80004001: 0000ffff 0000ffff 00ff0080 00ff0080':
        'flipped both: 00000000: e6f0fadc 23190f2d 1e3c5aff 808080c8',
    'to 48bppRGB: 88982f81: cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc':
        'to 48bppRGB: 00000000: ffff0000 00000000 ffff0000 00000000 ffff0a0a 14141e1e',
    'to 64bppRGBA: 88982f81: cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc':
        'to 64bppRGBA: 00000000: ffff0000 0000ffff 0000ffff 00008080 00000000 ffff0000 0a0a1414 1e1effff',
    'to 16bppBGR555: 88982f81: cccccccc cccccccc':
        'to 16bppBGR555: 00000000: 007ce003 1f004304',
    'jpeg quality 0.1: write 00000000 init 00000000 commit 00000000 smaller 0':
        'jpeg quality 0.1: write 00000000 init 00000000 commit 00000000 smaller 1',
    'tiff zip: write 00000000 init 00000000 commit 00000000 smaller 0':
        'tiff zip: write 00000000 init 00000000 commit 00000000 smaller 1',
    'read ImageQuality: 00000000 vt 0 err 00000000':
        'read ImageQuality: 00000000 vt 4 err 00000000',
    '  orientation: 88982f40 vt 0 value -1':
        '  orientation: 00000000 vt 18 value 6',
    '  decoder count 9':
        '  decoder count 6',
    '  encoder has png 1 bmp 1 jpeg 1 gif 1 tiff 1':
        '  encoder has png 1 bmp 1 jpeg 1 gif 0 tiff 1',
    '  encoder count 5':
        '  encoder count 4',
    'release factory: 1':
        'release factory: 0',
}

WINE_LINES = [
    'factory: 00000000',
    'factory1 as factory2: 00000000 null 0',
    'factory2: 00000000',
    'proxy: 00000000 1',
    'rgba.png: 00000000 PNG frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 32bppBGRA dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  native 00000000: 0000ffff 00ff0080 ff000000 1e140aff 3264c840 03020104 ffffffff 000000ff 808080c8 1e3c5aff 23190f2d e6f0fadc',
    '  bgra 00000000: 0000ffff 00ff0080 ff000000 1e140aff 3264c840 03020104 ffffffff 000000ff 808080c8 1e3c5aff 23190f2d e6f0fadc',
    'rgb.png: 00000000 PNG frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 24bppBGR dpi 72.0 72.0',
    '  palette: 88982f45 0',
    '  native 00000000: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    '  bgra 00000000: 0000ffff 00ff00ff ff0000ff 1e140aff 3264c8ff 030201ff ffffffff 000000ff 808080ff 1e3c5aff 23190fff e6f0faff',
    'gray.png: 00000000 PNG frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 8bppGray dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  native 00000000: 4c961d12 7c02ff00 804217f2',
    '  bgra 00000000: 4c4c4cff 969696ff 1d1d1dff 121212ff 7c7c7cff 020202ff ffffffff 000000ff 808080ff 424242ff 171717ff f2f2f2ff',
    'pal.png: 00000000 PNG frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 2bppIndexed dpi 96.0 96.0',
    '  palette: 00000000 4 first ff9edc99 last ff000080 alpha 0',
    '  native 00000000: 9e6218',
    '  bgra 00000000: 0b0759ff 263e66ff 800000ff 0b0759ff 263e66ff 0b0759ff 99dc9eff 0b0759ff 99dc9eff 263e66ff 0b0759ff 99dc9eff',
    'rgb.bmp: 00000000 BMP frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 24bppBGR dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  native 00000000: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    '  bgra 00000000: 0000ffff 00ff00ff ff0000ff 1e140aff 3264c8ff 030201ff ffffffff 000000ff 808080ff 1e3c5aff 23190fff e6f0faff',
    'pal.bmp: 00000000 BMP frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 8bppIndexed dpi 96.0 96.0',
    '  palette: 00000000 12 first ffffffff last ff000000 alpha 0',
    '  native 00000000: 07030a08 0409000b 02050601',
    '  bgra 00000000: 0000ffff 00ff00ff ff0000ff 1e140aff 3264c8ff 030201ff ffffffff 000000ff 808080ff 1e3c5aff 23190fff e6f0faff',
    'rgb.tif: 00000000 TIFF frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 24bppBGR dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  native 00000000: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    '  bgra 00000000: 0000ffff 00ff00ff ff0000ff 1e140aff 3264c8ff 030201ff ffffffff 000000ff 808080ff 1e3c5aff 23190fff e6f0faff',
    'rgba.tif: 00000000 TIFF frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 4x3 32bppBGRA dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  native 00000000: 0000ffff 00ff0080 ff000000 1e140aff 3264c840 03020104 ffffffff 000000ff 808080c8 1e3c5aff 23190f2d e6f0fadc',
    '  bgra 00000000: 0000ffff 00ff0080 ff000000 1e140aff 3264c840 03020104 ffffffff 000000ff 808080c8 1e3c5aff 23190f2d e6f0fadc',
    'q.jpg: 00000000 JPEG frames 1',
    '  decoder palette: 88982f45 0',
    '  frame 0: 8x8 24bppBGR dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  bgra 00000000 sum 3112d0c0',
    'two.gif: 00000000 GIF frames 2',
    '  decoder palette: 00000000 4',
    '  frame 0: 4x3 8bppIndexed dpi 96.0 96.0',
    '  palette: 00000000 4 first 00000000 last ff0000ff alpha 1',
    '  native 00000000: 00010203 00010203 00010203',
    '  bgra 00000000: 00000000 0000ffff 00ff00ff ff0000ff 00000000 0000ffff 00ff00ff ff0000ff 00000000 0000ffff 00ff00ff ff0000ff',
    '  frame 1: 4x3 8bppIndexed dpi 96.0 96.0',
    '  palette: 00000000 4 first 00000000 last ff0000ff alpha 1',
    '  native 00000000: 03020100 03020100 03020100',
    '  bgra 00000000: ff0000ff 00ff00ff 0000ffff 00000000 ff0000ff 00ff00ff 0000ffff 00000000 ff0000ff 00ff00ff 0000ffff 00000000',
    'icon.ico: 00000000 ICO frames 2',
    '  decoder palette: 88982f45 0',
    '  frame 0: 8x8 32bppBGRA dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  bgra 00000000 sum 68a196e5',
    '  frame 1: 16x16 32bppBGRA dpi 96.0 96.0',
    '  palette: 88982f45 0',
    '  bgra 00000000 sum 503a0b40',
    'junk: 88982f50 null 1',
    'cut png: 88982f07',
    'cut jpeg: 80004005',
    'jpeg header only: 80004005',
    'cut gif: 80004005',
    'cut bmp: 80004005',
    'bmp header only: 80004005',
    'cut tiff: 80004005',
    'cut ico: 88982f60',
    'rect 1,1 3x2: 00000000: 03020104 ffffffff 000000ff 1e3c5aff 23190f2d e6f0fadc',
    'rect past the right: 80070057',
    'short stride: 80070057',
    'short buffer: 80070057',
    'last row short of stride: 00000000',
    'zero height: 80070057',
    'palette of rgba: 88982f45',
    'frame 1 of 1: 88982f62 null 1',
    'seek past end: 80070057',
    'seek end-4: 00000000 12',
    'read at 12: 00000000 4',
    'write at end: 80030070 77',
    'read uninitialized: 88982f0c',
    'missing file: 80070003',
    'decoder of missing file: 80070002 null 0',
    'scaler before init: 88982f0c',
    'scaled 2x2: 00000000 2x2: 0000ffff ff000000 3264c840 ffffffff',
    'scaled 7x5: 00000000 sum 1be9102e',
    'rotated 90: 80004001 3x4: 0000ffff 0000ffff 00ff0080 00ff0080 ff000000 ff000000 1e140aff 0000ffff 0000ffff 00ff0080 00ff0080 ff000000',
    'flipped both: 80004001: 0000ffff 0000ffff 00ff0080 00ff0080',
    'clipped: 00000000 2x2: 00ff0080 ff000000 03020104 ffffffff',
    'can convert: 00000000 1',
    'pbgra: 00000000 32bppPBGRA: 0000ffff 00800080 00000000 1e140aff 0d193240 00000004 ffffffff 000000ff 646464c8 1e3c5aff 0604032d c6cfd8dc',
    'second init: 88982f04',
    'to 24bppBGR: 00000000: 0000ff00 ff00ff00 001e140a',
    'to 24bppRGB: 00000000: ff000000 ff000000 ff0a141e',
    'to 32bppRGBA: 00000000: ff0000ff 00ff0080 0000ff00 0a141eff',
    'to 32bppBGR: 00000000: 0000ffff 00ff0080 ff000000 1e140aff',
    'to 8bppGray: 00000000: 7fdc4c4c',
    'to 48bppRGB: 88982f81: cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'to 64bppRGBA: 88982f81: cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'to 16bppBGR555: 88982f81: cccccccc cccccccc',
    'from memory: 00000000',
    '  resolution 0.0 0.0',
    '  lock: 00000000 stride 14 size 6 2x1 first 24',
    '  second lock: 88982f0d',
    '  lock after release: 00000000',
    '  pixels: 00000000: 01020304 05060708 090a0b0c 15161763 191a1b1c 1d1e1f20',
    '  resolution 150.0 75.0',
    'gray 3x3: stride 4 size 11 zero 1',
    'from source: 00000000 2bppIndexed: 9e6218',
    'converted: 00000000: 0b0759ff 263e66ff 800000ff 0b0759ff',
    'dib section: 00000000 32bppBGRA: 90807000 44332211 30201080 605040ff',
    'ignore alpha: 00000000 32bppBGR',
    'not a bitmap: 88982f94',
    'monochrome: 00000000 1bppIndexed 8x2',
    'icon: 00000000 32bppBGRA 32x32',
    'png decoder info: 00000000 type 1 name PNG Decoder len 12',
    '  extensions: 00000000 .png',
    '  short: 88982f8c 5',
    'bgra info: 00000000 type 32 bpp 32 channels 4 transparency 1',
    'unknown component: 80004005 null 0',
    'bmp encoder: 00000000 format 24bppBGR write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file 90 bytes sum 37fd849a',
    '  read back: 00000000 4x3 24bppBGR: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    'bmp 32 encoder: 00000000 format 24bppBGR write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file 90 bytes sum 37fd849a',
    '  read back: 00000000 4x3 24bppBGR: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    'png encoder: 00000000 format 32bppBGRA write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file written 1',
    '  read back: 00000000 4x3 32bppBGRA: 0000ffff 00ff0080 ff000000 1e140aff 3264c840 03020104 ffffffff 000000ff 808080c8 1e3c5aff 23190f2d e6f0fadc',
    'png gray encoder: 00000000 format 8bppGray write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file written 1',
    '  read back: 00000000 4x3 8bppGray: 7fdc4c4c b515ff00 bc8956f9',
    'tiff encoder: 00000000 format 24bppBGR write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file written 1',
    '  read back: 00000000 4x3 24bppBGR: 0000ff00 ff00ff00 001e140a 3264c803 0201ffff ff000000 8080801e 3c5a2319 0fe6f0fa',
    'jpeg encoder: 00000000 format 24bppBGR write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file written 1',
    '  read back: 00000000 4x3 24bppBGR',
    'jpeg rgba encoder: 00000000 format 24bppBGR write 00000000 early commit 88982f04 frame 00000000 commit 00000000',
    '  file written 1',
    '  read back: 00000000 4x3 24bppBGR',
    'jpeg quality 0.1: write 00000000 init 00000000 commit 00000000 smaller 0',
    'tiff zip: write 00000000 init 00000000 commit 00000000 smaller 0',
    'unknown option: write 80004005 init 00000000 commit 00000000',
    'wrong type: write 88982f8e init 00000000 commit 00000000',
    'jpeg options: 00000000 some 1',
    'read ImageQuality: 00000000 vt 0 err 00000000',
    'gif file reader: 00000000',
    '  container GIF location / len 2',
    '  width: 00000000 vt 18 value 4',
    '  global table: 00000000 vt 11 value 1',
    '  background: 00000000 vt 17 value 0',
    'gif frame 1 reader: 00000000',
    '  location /',
    '  left: 00000000 vt 18 value 0',
    '  height: 00000000 vt 18 value 3',
    '  local table: 00000000 vt 11 value 1',
    '  delay: 00000000 vt 18 value 0',
    '  disposal: 00000000 vt 17 value 1',
    '  transparency: 00000000 vt 11 value 1',
    '  transparent index: 00000000 vt 17 value 0',
    '  top exists: 00000000',
    'jpeg reader: 00000000',
    '  orientation: 88982f40 vt 0 value -1',
    'jpeg without exif: 00000000',
    '  no orientation: 88982f40 vt 0 value -1',
    'bmp reader: 88982f81',
    'from handle: 00000000 4x3 position 10',
    'other vendor: 00000000 null 0',
    'microsoft: 00000000',
    'icc png contexts: 00000000 1',
    'new context: type 0 bytes 88982f0c',
    'filled: 00000000 type 1 len 588',
    'profile: 00000000 size field 588 acsp',
    'second untouched: type 0',
    'exif after profile: 88982f04',
    'exif: 00000000 type 2 space 1',
    'exif profile bytes: 88982f0c',
    'plain png contexts: 00000000 0',
    'bmp contexts: 88982f81 5',
    'decoder enumerator: 00000000',
    '  decoder has png 1 bmp 1 jpeg 1 gif 1 tiff 1',
    '  decoder count 9',
    '  decoder skip past the end: 00000001',
    'encoder enumerator: 00000000',
    '  encoder has png 1 bmp 1 jpeg 1 gif 1 tiff 1',
    '  encoder count 5',
    '  encoder skip past the end: 00000001',
    'release factory: 1',
]
EXPECTED = [WINE_DIFFERENCES.get(line, line) for line in WINE_LINES]


def test_windows_imaging_component(boot, width):
    d = boot(guest_exe("wic", width), settle=False)
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0


def test_every_vtable_method_is_declared_once_in_the_module_that_wrote_it():
    # windowscodecs/missing.py declares what no module implements once all are imported
    # (comdecl.declare_unimplemented_methods): every method of every vtable is declared, each handled
    # method belongs to the module that wrote it, a second run declares nothing twice, and
    # a method not done stops the program naming itself.
    from wineagent.abi.api import REGISTRY, Unimplemented
    from wineagent.win32 import SURFACES           # importing it imports every surface
    from wineagent.win32.dlls.windowscodecs import objects
    from wineagent.win32.core.comdecl import declare_unimplemented_methods
    assert "windowscodecs.objects" in SURFACES

    def key(iface, name):
        return "WINDOWSCODECS.DLL", "wineagent.%s_%s" % (iface, name)
    for iface, methods in objects.INTERFACES.items():
        for name in methods:
            assert key(iface, name) in REGISTRY, (iface, name)
    package = "wineagent.win32.dlls.windowscodecs."
    assert REGISTRY[key("IWICBitmapDecoder", "Initialize")].module == package + "decoders"
    assert REGISTRY[key("IWICStream", "Read")].module == package + "streams"
    assert REGISTRY[key("IWICFormatConverter", "Initialize")].module == package + "convert"
    before = dict(REGISTRY)
    declare_unimplemented_methods("WindowsCodecs.dll", objects.INTERFACES)
    assert REGISTRY == before
    missing = REGISTRY[key("IWICBitmapEncoder", "SetColorContexts")]
    assert missing.module == package + "missing"
    try:
        missing.func(None, 0)
    except Unimplemented as e:
        assert "IWICBitmapEncoder::SetColorContexts" in str(e)
    else:
        raise AssertionError("a method not done returned")
