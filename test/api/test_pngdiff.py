"""png-diff says whether two screenshots differ, where, and exits 0/1/2 accordingly."""

import io

from PIL import Image

from wineagent import pngdiff


def save(tmp_path, name, size=(8, 6), color=(10, 20, 30), pixels=(), mode="RGB"):
    image = Image.new(mode, size, color)
    for xy, value in pixels:
        image.putpixel(xy, value)
    path = tmp_path / name
    image.save(path, format="PNG")
    return str(path)


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = pngdiff.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_identical_images_exit_zero(tmp_path):
    a = save(tmp_path, "a.png")
    b = save(tmp_path, "b.png")
    assert run(a, b) == (0, "identical\n", "")


def test_different_pixels_are_counted_with_an_inclusive_bbox(tmp_path):
    a = save(tmp_path, "a.png")
    b = save(tmp_path, "b.png", pixels=[((1, 2), (255, 255, 255)), ((5, 4), (0, 0, 0)),
                                         ((3, 3), (10, 20, 31))])
    assert run(a, b) == (1, "differing pixels: 3, bbox: 1,2-5,4\n", "")


def test_a_single_differing_pixel_has_a_one_pixel_bbox(tmp_path):
    a = save(tmp_path, "a.png")
    b = save(tmp_path, "b.png", pixels=[((7, 5), (0, 0, 0))])
    assert run(a, b)[1] == "differing pixels: 1, bbox: 7,5-7,5\n"


def test_alpha_only_differences_count(tmp_path):
    a = save(tmp_path, "a.png", mode="RGBA", color=(1, 2, 3, 255))
    b = save(tmp_path, "b.png", mode="RGBA", color=(1, 2, 3, 255),
             pixels=[((0, 0), (1, 2, 3, 0))])
    assert run(a, b)[:2] == (1, "differing pixels: 1, bbox: 0,0-0,0\n")


def test_palette_and_rgb_of_the_same_picture_are_identical(tmp_path):
    a = save(tmp_path, "a.png")
    pal = Image.open(a).convert("P", palette=Image.Palette.ADAPTIVE)
    b = str(tmp_path / "b.png")
    pal.save(b)
    assert run(a, b)[0] == 0


def test_out_writes_red_over_a_dimmed_copy_of_a(tmp_path):
    a = save(tmp_path, "a.png", color=(90, 90, 90))
    b = save(tmp_path, "b.png", color=(90, 90, 90), pixels=[((2, 2), (0, 0, 0))])
    out = str(tmp_path / "d.png")
    assert run(a, b, "--out", out)[0] == 1
    diff = Image.open(out).convert("RGB")
    assert diff.size == (8, 6)
    assert diff.getpixel((2, 2)) == (255, 0, 0)
    assert diff.getpixel((0, 0)) == (30, 30, 30)


def test_out_equals_form_and_identical_images_still_write(tmp_path):
    a = save(tmp_path, "a.png")
    out = str(tmp_path / "d.png")
    assert run(a, a, "--out=" + out)[0] == 0
    assert Image.open(out).size == (8, 6)


def test_size_mismatch_is_different_and_says_so(tmp_path):
    a = save(tmp_path, "a.png", size=(8, 6))
    b = save(tmp_path, "b.png", size=(6, 8))
    code, out, _ = run(a, b)
    assert code == 1
    assert out == "different sizes: %s is 8x6, %s is 6x8\n" % (a, b)


def test_missing_file_is_an_error(tmp_path):
    a = save(tmp_path, "a.png")
    code, out, err = run(a, str(tmp_path / "nope.png"))
    assert (code, out) == (2, "")
    assert "no such file" in err and "nope.png" in err


def test_a_file_that_is_not_an_image_is_an_error(tmp_path):
    a = save(tmp_path, "a.png")
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"not a png at all")
    code, _, err = run(a, str(junk))
    assert code == 2 and "cannot read" in err


def test_an_image_that_is_not_a_png_is_an_error(tmp_path):
    a = save(tmp_path, "a.png")
    bmp = str(tmp_path / "b.bmp")
    Image.new("RGB", (8, 6)).save(bmp)
    code, _, err = run(a, bmp)
    assert code == 2 and "is not a PNG (it is BMP)" in err


def test_bad_usage_is_exit_two(tmp_path):
    a = save(tmp_path, "a.png")
    assert run(a)[0] == 2
    assert run(a, a, a)[0] == 2
    assert run(a, a, "--out")[0] == 2
    assert run(a, a, "--bogus")[0] == 2
    code, out, _ = run("--help")
    assert code == 0 and out.startswith("usage:")
