"""``wineagent png-diff A B [--out DIFF.png]``: did anything change between two screenshots?

Prints ``identical`` or ``differing pixels: N, bbox: x0,y0-x1,y1`` (inclusive corners) and
exits 0 when identical, 1 when different, 2 on error (a missing or unreadable file). Images
of different sizes are *different* (exit 1) and the message says so. ``--out`` writes a
diff image: the differing pixels red over a dimmed copy of A.
"""

import sys

__all__ = ["main", "diff_images", "USAGE"]

USAGE = "usage: wineagent png-diff A.png B.png [--out DIFF.png]"


def diff_images(a, b):
    """Compare two Pillow images of the same size. Returns ``(count, bbox, mask)``:
    the number of differing pixels, their bounding box ``(x0, y0, x1, y1)`` inclusive (or
    None) and an ``L`` mask, 255 where they differ."""
    from PIL import ImageChops

    a = a.convert("RGBA")
    b = b.convert("RGBA")
    delta = ImageChops.difference(a, b)
    # A pixel differs when any channel differs: the max over bands is non-zero.
    bands = delta.split()
    mask = bands[0]
    for band in bands[1:]:
        mask = ImageChops.lighter(mask, band)
    mask = mask.point(lambda v: 255 if v else 0)
    box = mask.getbbox()
    if box is None:
        return 0, None, mask
    count = mask.histogram()[255]
    x0, y0, x1, y1 = box
    return count, (x0, y0, x1 - 1, y1 - 1), mask


def diff_picture(a, mask):
    """Differing pixels red over A dimmed to a third of its brightness."""
    from PIL import Image

    base = a.convert("RGB").point(lambda v: v // 3)
    red = Image.new("RGB", base.size, (255, 0, 0))
    return Image.composite(red, base, mask)


def _open(path, stderr):
    from PIL import Image, UnidentifiedImageError

    try:
        image = Image.open(path)
        image.load()
    except FileNotFoundError:
        stderr.write("png-diff: no such file: %s\n" % path)
        return None
    except (UnidentifiedImageError, OSError, SyntaxError) as e:
        stderr.write("png-diff: cannot read %s as an image: %s\n" % (path, e))
        return None
    if image.format != "PNG":
        stderr.write("png-diff: %s is not a PNG (it is %s)\n" % (path, image.format))
        return None
    return image


def main(argv=None, stdout=None, stderr=None):
    """Run png-diff; return the exit code (0 identical, 1 different, 2 error)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    paths = []
    out = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg in ("-h", "--help"):
            stdout.write(USAGE + "\n")
            return 0
        if arg == "--out" or arg == "-o":
            if i >= len(argv):
                stderr.write("png-diff: %s needs a file name\n%s\n" % (arg, USAGE))
                return 2
            out = argv[i]
            i += 1
        elif arg.startswith("--out="):
            out = arg[len("--out="):]
        elif arg.startswith("-") and arg != "-":
            stderr.write("png-diff: unknown option %s\n%s\n" % (arg, USAGE))
            return 2
        else:
            paths.append(arg)
    if len(paths) != 2 or out == "":
        stderr.write(USAGE + "\n")
        return 2
    a = _open(paths[0], stderr)
    b = _open(paths[1], stderr) if a is not None else None
    if a is None or b is None:
        return 2
    if a.size != b.size:
        stdout.write("different sizes: %s is %dx%d, %s is %dx%d\n"
                     % (paths[0], a.size[0], a.size[1], paths[1], b.size[0], b.size[1]))
        return 1
    count, box, mask = diff_images(a, b)
    if out:
        try:
            diff_picture(a, mask).save(out, format="PNG")
        except OSError as e:
            stderr.write("png-diff: cannot write %s: %s\n" % (out, e))
            return 2
    if not count:
        stdout.write("identical\n")
        return 0
    stdout.write("differing pixels: %d, bbox: %d,%d-%d,%d\n" % ((count,) + box))
    return 1


if __name__ == "__main__":
    sys.exit(main())
