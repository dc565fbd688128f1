"""WIC's codecs on bytes (wineagent/win32/kernel/wiccodecs.py, wicpixels.py): every
file is untrusted, so a damaged file ends in a CodecError carrying a WINCODEC_ERR_* (or
E_FAIL, E_OUTOFMEMORY) HRESULT and never in another exception; a header claiming more
pixels than the cap is refused before anything is decoded; the pixel format conversions
that lose nothing give the pixels back."""

import io
import random
import struct
import zlib

import pytest
from PIL import Image

from wineagent.win32.kernel import wiccodecs as codecs, wicpixels as pixels

E_OUTOFMEMORY = 0x8007000E


def _files():
    im = Image.new("RGBA", (9, 7))
    im.putdata([((x * 29) & 255, (y * 37) & 255, (x * y * 11) & 255, 40 + x * 20)
                for y in range(7) for x in range(9)])
    out = []
    for fmt, image, kw in (("PNG", im, {}), ("PNG", im.convert("P"), {}),
                           ("BMP", im.convert("RGB"), {}), ("JPEG", im.convert("RGB"), {}),
                           ("TIFF", im, {}), ("ICO", im, {"sizes": [(9, 7)]}),
                           ("GIF", im.convert("P"), {})):
        buf = io.BytesIO()
        image.save(buf, fmt, **kw)
        out.append(buf.getvalue())
    return out


def test_every_damaged_file_fails_with_an_hresult():
    rng = random.Random(23)
    for data in _files():
        codecs.decode(data)                              # the intact file decodes
        for _ in range(60):
            b = bytearray(data)
            for _ in range(rng.randint(1, 5)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            if rng.random() < 0.3:
                b = b[:rng.randrange(2, len(b))]
            try:
                d = codecs.decode(bytes(b))
                for i in range(min(d.count, 3)):
                    try:
                        d.frame(i)
                    except codecs.CodecError as e:
                        assert e.hresult & 0x80000000
            except codecs.CodecError as e:
                assert e.hresult & 0x80000000


def _chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + \
        struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


@pytest.mark.parametrize("side", [9000, 60000])
def test_a_header_over_the_pixel_cap_is_refused_with_out_of_memory(side):
    png = (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2,
                                                              0, 0, 0))
           + _chunk(b"IDAT", zlib.compress(b"\0" * 64)) + _chunk(b"IEND", b""))
    with pytest.raises(codecs.CodecError) as e:
        codecs.decode(png)
    assert e.value.hresult == E_OUTOFMEMORY


def test_bytes_that_no_decoder_knows_are_component_not_found():
    with pytest.raises(codecs.CodecError) as e:
        codecs.decode(b"not an image")
    assert e.value.hresult == 0x88982F50


@pytest.mark.parametrize("name", ["24bppBGR", "24bppRGB", "32bppBGRA", "32bppRGBA",
                                  "48bppRGB", "64bppRGBA", "64bppBGRA", "48bppBGR"])
def test_lossless_conversions_give_the_pixels_back(name):
    src = pixels.BY_NAME["32bppBGRA"]
    data = bytes(range(256)) * 3                          # 192 pixels, alpha 255 each 4th
    data = bytes(v if i % 4 != 3 else 255 for i, v in enumerate(data))
    there = pixels.convert(src, data, 16, 12, pixels.BY_NAME[name])
    assert len(there) == pixels.stride(pixels.BY_NAME[name], 16) * 12
    assert pixels.convert(pixels.BY_NAME[name], there, 16, 12, src) == data


def test_premultiplying_rounds_to_nearest():
    bgra = bytes([200, 100, 50, 128])
    assert pixels.convert(pixels.BY_NAME["32bppBGRA"], bgra, 1, 1,
                          pixels.BY_NAME["32bppPBGRA"]) == bytes([100, 50, 25, 128])


def test_indices_pack_and_unpack_at_every_depth():
    values = bytes([1, 0, 1, 1, 0, 0, 1, 0, 1, 1])
    for bits in (1, 2, 4, 8):
        packed = pixels.pack_indices(values, bits, 5, 2)
        assert len(packed) == 2 * ((5 * bits + 7) // 8)
        assert pixels.unpack_indices(packed, bits, 5, 2) == values
