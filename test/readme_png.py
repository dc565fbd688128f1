"""Does a PNG show what README.md's first command promises: the Minesweeper window after
one click?

README's first command runs the bundled Minesweeper for 1000 batches, clicks the cell at
(60, 90) at batch 40 and saves the screen at batch 80. ``problems(path)`` lists what is
wrong with such a screenshot (an empty list: it is right); with ``reference`` (the same
command's PNG from the checkout) it also requires the two to be pixel-identical — runs are
deterministic, and an installed copy must draw exactly what the checkout draws.

Used by test/project/test_packaging.py and by .ci/run, which runs it with the fresh venv's
Python (it needs only Pillow)::

    python test/readme_png.py /tmp/a.png [REFERENCE.png]
"""

import sys

from PIL import Image

__all__ = ["problems"]

TEAL = (0, 128, 128)        # the desktop
NAVY = (0, 0, 128)          # an active caption
WHITE = (255, 255, 255)     # caption text
YELLOW = (255, 255, 0)      # the smiley
BLUE = (0, 0, 255)          # a "1" on an opened cell: the click reached the game


def _count(image, box, colour):
    colours = image.crop(box).getcolors(maxcolors=1 << 20) or []
    return sum(n for n, c in colours if c == colour)


def problems(path, reference=None):
    """What is wrong with the screenshot at ``path`` (empty when nothing is)."""
    try:
        image = Image.open(path).convert("RGB")
    except OSError as e:
        return ["%s: not a readable PNG: %s" % (path, e)]
    found = []
    if image.size != (640, 480):
        return ["%s: size %dx%d, expected the default 640x480 screen" % ((path,) + image.size)]
    for corner in ((2, 2), (637, 2), (2, 477), (637, 477)):
        if image.getpixel(corner) != TEAL:
            found.append("desktop colour %r at %r, expected %r" % (
                image.getpixel(corner), corner, TEAL))
    # Minesweeper's window sits at the top left: its caption is a navy band with the
    # white title in it, the smiley and the opened cells below.
    top = (0, 0, 320, 30)
    if _count(image, top, NAVY) < 1500:
        found.append("no active caption (navy) in the top band %r" % (top,))
    if _count(image, top, WHITE) < 50:
        found.append("no caption text (white) in the top band %r" % (top,))
    board = (0, 30, 320, 260)
    if _count(image, board, YELLOW) < 50:
        found.append("no smiley (yellow) in %r" % (board,))
    if _count(image, board, BLUE) < 10:
        found.append("no opened cells (blue digits) in %r: the click did not reach the "
                     "game" % (board,))
    if reference is not None:
        other = Image.open(reference).convert("RGB")
        if other.size != image.size or other.tobytes() != image.tobytes():
            found.append("%s differs from the checkout's %s" % (path, reference))
    return found


def main(argv):
    """Print the problems of ``argv[0]`` (against ``argv[1]``); exit 1 if there are any."""
    found = problems(argv[0], argv[1] if len(argv) > 1 else None)
    for line in found:
        sys.stderr.write("readme_png: %s\n" % line)
    if not found:
        sys.stdout.write("readme_png: %s shows the Minesweeper window after the click\n"
                         % argv[0])
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
