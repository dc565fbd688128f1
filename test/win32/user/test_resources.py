"""Resources of the executable: the directory index and the APIs a guest uses on it.

The menutest guest (guests/tests/menutest.c) calls the resource APIs at start and reports
each result with OutputDebugStringA as "[debug] key=a:b:text" (see its header comment).
"""

import pytest

from wineagent.win32.kernel.resources import (RT_ACCELERATOR, RT_BITMAP, RT_GROUP_ICON, RT_MENU,
                                              RT_RCDATA, RT_STRING)
import paths


@pytest.fixture(scope="module")
def d(width):
    # One boot serves every test here: nothing below changes the guest's state. Each
    # test runs menutest's i686 and x86-64 builds (the ``width`` fixture).
    from conftest import Driver
    from wineagent.vm import VM
    return Driver(VM(paths.guest_exe("menutest", width), app_id="menutest")).settle()


def report(d, key):
    """The guest's "key=a:b:text" line as [a, b, text]."""
    prefix = "[debug] %s=" % key
    line = next(l for l in d.vm.stdout_log if l.startswith(prefix))
    a, b, text = line[len(prefix):].split(":", 2)
    return [int(a), int(b), text]


def test_load_string_copies_and_counts_characters(d):
    assert report(d, "str1") == [27, 0, "Hello from the string table"]
    # A short buffer truncates, leaving room for the NUL.
    assert report(d, "trunc") == [5, 0, "Hello"]
    # String 17 lives in the second 16-string block; LoadStringW returns it too.
    assert report(d, "str17") == [9, 0, "Block two"]


def test_load_string_w_with_zero_size_returns_a_pointer_into_the_resource(d):
    assert report(d, "ptr") == [len("Second"), ord("S"), ""]


def test_load_string_of_a_missing_id_returns_zero_and_an_empty_string(d):
    assert report(d, "missing") == [0, 0, ""]


def test_find_resource_by_id_by_name_and_custom_type(d):
    # SizeofResource, and LoadResource + LockResource give the bytes.
    assert report(d, "rcdata") == [len("rcdata-bytes\0"), 1, "rcdata-bytes"]
    assert report(d, "named") == [len("named\0"), 1, "named"]     # "mydata" vs MYDATA
    assert report(d, "custom") == [len("custom\0"), 1, "custom"]  # "#5" of type "MyType"
    assert report(d, "nosuch") == [0, 1814, ""]                   # NAME_NOT_FOUND


def test_load_bitmap_decodes_the_dib_the_right_way_up(d):
    assert report(d, "bitmap") == [8, 8, ""]
    x, y = d.client_origin("menutest")
    assert d.pixel(x + 11, y + 11) == (255, 0, 0)
    assert d.pixel(x + 16, y + 11) == (0, 255, 0)
    assert d.pixel(x + 11, y + 16) == (0, 0, 255)
    assert d.pixel(x + 16, y + 16) == (255, 255, 0)


def test_load_icon_from_the_module(d):
    assert report(d, "icon") == [1, 0, ""]     # IDI_APP exists, id 77 does not
    assert report(d, "accel") == [1, 1, ""]    # LoadAccelerators, LoadMenu (MENUEX)


def test_resource_index_lookups(d):
    res = d.vm.resources
    base = d.vm.image.base
    addr, size = res.find(RT_MENU, 1)
    assert base < addr < base + d.vm.image.size and size > 20
    assert d.vm.mem.read(addr, 4) == b"\0\0\0\0"          # MENUITEMTEMPLATEHEADER v0
    assert res.data(RT_MENU, "#2")[:2] == b"\x01\0"        # MENUEX_TEMPLATE_HEADER v1
    assert res.data(RT_RCDATA, "MyData") == b"named\0"
    assert res.data("mytype", 5) == b"custom\0"
    assert res.find(RT_RCDATA, "absent") is None
    assert res.string(2) == "Second" and res.string(3) is None
    assert res.has_type(RT_STRING) and res.has_type(RT_ACCELERATOR)
    assert res.has_type(RT_GROUP_ICON) and res.has_type(RT_BITMAP)
    assert len(res.data(RT_ACCELERATOR, 1)) == 8 * 4       # four ACCELTABLEENTRYs
