"""How a layered window's pixels meet the screen (WS_EX_LAYERED; USER keeps the
window's side in user/layered.py and hands the compositor a :class:`LayeredLook`).

A layered window is either drawn as any window and then composed with a constant alpha
and a colour key (SetLayeredWindowAttributes), or shows a picture of its own given by
UpdateLayeredWindow, opaque, colour-keyed, or blended with a constant alpha and the
source's premultiplied per-pixel alpha (``dst = src * SCA + dst * (1 - srcAlpha * SCA)``,
AlphaBlend's formula, gdi/blend.py). Until either call the window is not seen at all, as
Windows documents for a window made layered.
"""

from PIL import Image, ImageChops

__all__ = ["LayeredLook"]


def _key_mask(pixels, key):
    """255 where ``pixels`` differ from the colour ``key`` (r, g, b), 0 where equal."""
    diff = ImageChops.difference(pixels, Image.new("RGB", pixels.size, key))
    r, g, b = diff.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v else 0)


def _times(mask, other):
    """Two coverage masks ("L", or None for full) multiplied."""
    if mask is None:
        return other
    if other is None:
        return mask
    return ImageChops.multiply(mask, other)


class LayeredLook:
    """A layered window's composition: ``shown`` (False until the program set the
    attributes or gave a picture), ``image`` (UpdateLayeredWindow's picture, RGB, None:
    the window's own surface), ``alpha`` (the constant alpha, 0..255), ``key`` (the
    colour key (r, g, b) or None) and ``src_alpha`` (the picture's per-pixel alpha, an
    "L" image of the picture's size, its colours premultiplied by it; None: opaque)."""

    def __init__(self, shown=False, image=None, alpha=255, key=None, src_alpha=None):
        self.shown, self.image, self.alpha = shown, image, alpha
        self.key, self.src_alpha = key, src_alpha

    def pixels(self, surface_image):
        """The picture the window shows: its own, or the surface's."""
        return self.image if self.image is not None else surface_image

    def compose(self, dest, src, at, rgn_mask, box):
        """``src`` (the window's pixels over ``box`` of its picture) onto ``dest`` at
        ``at``, as the window's look makes them: masked by ``rgn_mask`` (the window
        region, None: all of it) and the colour key, weighted by the constant alpha and,
        for a picture with one, its per-pixel alpha."""
        if not self.shown or self.alpha == 0:
            return
        mask = rgn_mask
        if self.key is not None:
            mask = _times(mask, _key_mask(src, self.key))
        if self.src_alpha is None:
            if self.alpha < 255:
                mask = _times(mask, Image.new("L", src.size, self.alpha))
            dest.paste(src, at, mask)
            return
        # premultiplied: dst * (1 - a') + src * (SCA * coverage), a' = srcAlpha * SCA * coverage
        weight = _times(mask, Image.new("L", src.size, self.alpha) if self.alpha < 255
                        else None)
        a = _times(self.src_alpha.crop(box), weight)
        under = dest.crop((at[0], at[1], at[0] + src.width, at[1] + src.height))
        keep = ImageChops.invert(a)
        kept = ImageChops.multiply(under, Image.merge("RGB", (keep, keep, keep)))
        if weight is not None:
            src = ImageChops.multiply(src, Image.merge("RGB", (weight, weight, weight)))
        dest.paste(ImageChops.add(kept, src), at)
