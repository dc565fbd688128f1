"""The caret, driven through test/exe/usrcaret.exe (source guests/tests/usrcaret.c): a
2x16 solid caret at client (10, 10) in a white window, blinking on the guest clock.

Expected behaviour is Windows' documented one: the caret inverts its rectangle, starts
hidden, hiding is cumulative, BeginPaint/EndPaint hide and show it, the default blink
time is 530 ms, only the owner may show or hide it. Every test runs the i686 and the x86-64 build (the
``width`` fixture), which draw the same pixels.
"""

import pytest

from paths import guest_exe
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrcaret", width))


def origin(d):
    return d.client_origin("usrcaret")


def caret_pixels(d):
    """Both ends of the caret's column, and the pixel just right of it."""
    x, y = origin(d)
    return d.pixel(x + 10, y + 10), d.pixel(x + 11, y + 25), d.pixel(x + 12, y + 10)


def run_until(d, ms):
    """Run batches until guest time reaches ``ms`` (bounded)."""
    for _ in range(1000):
        if d.vm.clock.now_ms() >= ms:
            return d
        d.run(1)
    raise AssertionError("guest time stuck at %d" % d.vm.clock.now_ms())


def press(d, ch):
    d.key("char", ord(ch)).settle()
    return d.vm.stdout_log[-1]


def test_the_caret_is_drawn_by_inverting_its_rectangle(d):
    assert d.vm.stdout_log[:2] == ["caret created blink=530", "ready"]
    assert caret_pixels(d) == (BLACK, BLACK, WHITE)


def test_the_caret_blinks_every_blink_interval_of_guest_time(d):
    shown_at = d.vm.clock.now_ms()
    run_until(d, shown_at + 500)
    assert caret_pixels(d)[0] == BLACK
    run_until(d, shown_at + 530 + 40)
    assert caret_pixels(d) == (WHITE, WHITE, WHITE)
    run_until(d, shown_at + 2 * 530 + 40)
    assert caret_pixels(d) == (BLACK, BLACK, WHITE)


def test_a_shorter_blink_time_blinks_sooner(d):
    assert press(d, "w") == "blinktime=1"
    start = d.vm.clock.now_ms()
    run_until(d, start + 140)
    assert caret_pixels(d)[0] == WHITE
    assert press(d, "p").endswith("blink=100")


def test_two_frozen_runs_blink_identically(boot, width):
    shots = []
    for _ in range(2):
        d = boot(guest_exe("usrcaret", width))
        frames = []
        for _ in range(6):
            d.run(20)
            frames.append(d.screen().tobytes())
        shots.append(frames)
    assert shots[0] == shots[1]
    assert len(set(shots[0])) == 2   # it did blink: two different pictures


def test_hiding_is_cumulative_and_restores_the_pixels(d):
    assert press(d, "h") == "hide=1"
    assert caret_pixels(d) == (WHITE, WHITE, WHITE)
    press(d, "h")
    assert press(d, "s") == "show=1"
    assert caret_pixels(d)[0] == WHITE          # still hidden once
    press(d, "s")
    assert caret_pixels(d) == (BLACK, BLACK, WHITE)
    # A hidden caret does not blink back on.
    press(d, "h")
    run_until(d, d.vm.clock.now_ms() + 1200)
    assert caret_pixels(d)[0] == WHITE


def test_set_caret_pos_moves_it_and_shows_it_at_once(d):
    run_until(d, d.vm.clock.now_ms() + 560)       # blinked off
    assert caret_pixels(d)[0] == WHITE
    assert press(d, "m") == "move=1"
    x, y = origin(d)
    assert caret_pixels(d)[0] == WHITE            # nothing left at the old place
    assert d.pixel(x + 50, y + 20) == BLACK and d.pixel(x + 51, y + 35) == BLACK
    assert press(d, "p").startswith("pos=1 50,20")


def test_painting_hides_the_caret_and_shows_it_again_without_trails(d):
    x, y = origin(d)
    assert press(d, "i") == "invalidated"
    assert caret_pixels(d) == (BLACK, BLACK, WHITE)   # drawn once, not inverted twice
    assert d.pixel(x + 45, y + 45) == BLACK           # the paint itself happened
    run_until(d, d.vm.clock.now_ms() + 560)
    assert caret_pixels(d) == (WHITE, WHITE, WHITE)   # and the blink erased it cleanly


def test_gray_and_bitmap_carets(d):
    x, y = origin(d)
    assert press(d, "g") == "gray=1"
    # The gray caret inverts every other pixel (the 50% gray brush), 8 wide.
    row = [d.pixel(x + 10 + i, y + 10) for i in range(9)]
    assert row == [BLACK, WHITE] * 4 + [WHITE]
    assert d.pixel(x + 11, y + 11) == BLACK
    assert press(d, "b") == "bitmap=1"
    # A bitmap caret XORs the bitmap: its white half inverts, its black half leaves.
    row = [d.pixel(x + 10 + i, y + 10) for i in range(9)]
    assert row == [BLACK] * 4 + [WHITE] * 5
    assert d.pixel(x + 10, y + 14) == WHITE       # 4 rows high, from the bitmap


def test_destroying_the_caret_erases_it_and_a_second_destroy_fails(d):
    assert press(d, "d") == "destroy=1 again=0"
    assert caret_pixels(d) == (WHITE, WHITE, WHITE)
    run_until(d, d.vm.clock.now_ms() + 1200)
    assert caret_pixels(d) == (WHITE, WHITE, WHITE)
    assert press(d, "p").startswith("pos=0 ")      # no caret: GetCaretPos fails


def test_only_the_owner_shows_the_caret(d):
    assert press(d, "x") == "foreign show=0 err=5"     # ERROR_ACCESS_DENIED
