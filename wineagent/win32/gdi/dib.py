"""Device-independent bitmaps: guest DIB pixel rows to Pillow images.

CreateDIBSection, SetDIBitsToDevice, StretchDIBits, resource bitmaps and icons all decode
through here, and so does the GDI when it refreshes a DIB section from guest memory.
"""

from PIL import Image

from ...abi.api import Unimplemented

__all__ = ["dib_to_image"]


def dib_to_image(raw, width, height, bpp, palette):
    """Decode DIB pixel rows (bottom-up when height > 0) to a Pillow RGB image."""
    h = abs(height)
    stride = ((width * bpp + 31) // 32) * 4
    if bpp == 24:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGR", stride)
    elif bpp == 32:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGRX", stride)
    elif bpp == 16:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGR;15", stride)
    elif bpp in (1, 4, 8):
        mode = {1: "1", 4: "P;4", 8: "P"}[bpp]
        img = Image.frombytes("P", (width, h), raw, "raw", mode if bpp != 1 else "P;1", stride)
        flat = []
        for r, g, b in palette[:256]:
            flat += [r, g, b]
        img.putpalette(flat + [0] * (768 - len(flat)))
        img = img.convert("RGB")
    else:
        raise Unimplemented("GDI32.dll!DIB with %d bits per pixel" % bpp)
    if height > 0:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    return img
