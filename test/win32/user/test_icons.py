"""DrawIcon / DrawIconEx: the executable's (classic BMP) icons with their AND-mask
transparency, scaling, and the system icons — through icontest.exe, its i686 and its
x86-64 build (the `width` fixture): both draw the same pixels."""

import pytest
from paths import guest_exe

RED, WHITE, YELLOW = (255, 0, 0), (255, 255, 255), (255, 255, 0)


@pytest.fixture
def shot(boot, width):
    d = boot(guest_exe("icontest", width))
    assert d.vm.machine.fault is None
    x, y = d.client_origin("icons")
    img = d.screen()
    return lambda cx, cy: img.getpixel((x + cx, y + cy)), img.crop((x, y, x + 200, y + 90))


def test_a_resource_icon_is_drawn_with_its_mask(shot):
    """The opaque middle is red; the masked border shows the white background."""
    px, _ = shot
    assert px(10 + 16, 10 + 16) == RED and px(10 + 8, 10 + 8) == RED
    assert px(10 + 2, 10 + 2) == WHITE and px(10 + 7, 10 + 16) == WHITE


def test_draw_icon_ex_scales_to_the_requested_size(shot):
    """DrawIconEx at 64x64 doubles the picture: red from 16 to 47, white outside."""
    px, _ = shot
    assert px(110 + 16, 10 + 16) == RED and px(110 + 47, 10 + 47) == RED
    assert px(110 + 15, 10 + 32) == WHITE and px(110 + 48, 10 + 32) == WHITE


def test_system_icons_are_drawn(shot):
    """IDI_EXCLAMATION is a yellow warning triangle."""
    _, area = shot
    colours = {c for _, c in area.crop((60, 10, 92, 42)).getcolors(4096)}
    assert YELLOW in colours and (0, 0, 0) in colours
