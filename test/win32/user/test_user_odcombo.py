"""CBS_OWNERDRAWVARIABLE combo boxes, driven through test/exe/u2_odcombo.exe (source
guests/tests/u2_odcombo.c): each item is measured as it is added and the dropped list
stacks the items at their own heights for painting, hit-testing and CB_GET/SETITEMHEIGHT.

The start-up WM_MEASUREITEM sequence is what the same program prints under Wine 8
(`xvfb-run -a wine u2_odcombo.exe`), except itemWidth: Wine passes its hidden list's
width at that moment (3), we pass 0 as for a variable-height list box. Every test runs
the i686 and the x86-64 build (the ``width`` fixture); under 64-bit Wine the x86-64 build
prints these very lines, itemWidth 0 included.
"""

import pytest

from paths import guest_exe
RED, GREEN, BLUE = (255, 0, 0), (0, 255, 0), (0, 0, 255)


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("u2_odcombo", width))


def press(d, ch):
    n = len(d.vm.stdout_log)
    d.key("char", ord(ch)).settle()
    return d.vm.stdout_log[n:]


def popup(d):
    """The dropped list window."""
    combo = next(w for w in d.vm.wm.windows.values() if w.id == 101 and w.is_child)
    return d.vm.wm.get(combo.state["combo"].popup), combo


def test_each_item_is_measured_with_its_index_and_data_as_it_is_added(d):
    assert d.vm.stdout_log == [
        "measure type=3 id=101 item=-1 width=120 data=000000 -> 16",
        "measure type=3 id=101 item=0 width=0 data=0000ff -> 10",
        "measure type=3 id=101 item=1 width=0 data=00ff00 -> 30",
        "measure type=3 id=101 item=2 width=0 data=ff0000 -> 20",
        "ready"]


def test_the_dropped_list_stacks_items_at_their_own_heights(d):
    assert press(d, "o") == ["draw item=0 top=0 bottom=10", "draw item=1 top=10 bottom=40",
                             "draw item=2 top=40 bottom=60"]
    lst, _ = popup(d)
    assert lst.client_size()[1] == 60                 # no integral height: all items
    x, y = d.vm.wm.client_origin(lst)
    assert d.pixel(x + 50, y + 5) == RED
    assert d.pixel(x + 50, y + 25) == GREEN
    assert d.pixel(x + 50, y + 50) == BLUE


def test_a_click_hits_the_item_under_it_by_its_height(d):
    press(d, "o")
    lst, combo = popup(d)
    x, y = d.vm.wm.client_origin(lst)
    d.click(x + 50, y + 45)                           # blue: 40..60
    assert d.vm.stdout_log[-1] == "sel=2"
    fx, fy = d.vm.wm.client_origin(combo)
    assert d.pixel(fx + 20, fy + combo.h // 2) == BLUE


def test_item_heights_are_per_item_and_follow_deletions(d):
    assert press(d, "h") == ["heights=22,10,30,20"]
    assert press(d, "s")[0] == "heights=22,10,12,20"
    assert press(d, "d")[0] == "heights=22,12,20,-1"
