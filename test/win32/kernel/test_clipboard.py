"""The clipboard: USER32 from guest code, text-format synthesis, the Python side."""

import pytest

from filetest_guest import EXE, run_filetest
from wineagent.vm import VM
from wineagent.abi.api import Call, lookup
from wineagent.win32.kernel.clipboard import CF_LOCALE, CF_OEMTEXT, CF_TEXT, CF_UNICODETEXT


def test_guest_sets_cf_text_and_reads_it_back_as_unicode(tmp_path):
    vm, r = run_filetest(tmp_path)
    assert r["clip.set.closed"] == "0/1418"     # ERROR_CLIPBOARD_NOT_OPEN
    assert r["clip.set"] == "1"                 # returns the handle it was given
    assert r["clip.avail"] == "110"             # CF_TEXT, CF_UNICODETEXT yes; CF_BITMAP no
    assert r["clip.count"] == "4"               # CF_TEXT + CF_LOCALE, synthesized OEM and Unicode
    assert r["clip.unicode"] == "clip text"
    assert vm.clipboard.get_text() == "clip text"
    vm.close()


def test_text_set_from_python_is_read_by_the_guest_as_ansi(tmp_path):
    vm, r = run_filetest(tmp_path, args="/readreg",
                         before=lambda vm: vm.clipboard.set_text("from host \u00fc\u20ac"))
    assert r["clip.host"] == "from host \u00fc\u20ac"   # cp1252 has both characters
    vm.close()


def test_a_guest_without_clipboard_text_gets_null(tmp_path):
    vm, r = run_filetest(tmp_path, args="/readreg")
    assert r["clip.host"] == "(none)"
    vm.close()


class Guest:
    def __init__(self, vm):
        self.vm = vm

    def __call__(self, name, *args):
        spec = lookup("USER32.dll", name)
        r = spec.func(Call(self.vm, spec.wide, spec), *args)
        if hasattr(r, "send"):      # a handler that may run guest code: none runs here
            try:
                next(r)
            except StopIteration as done:
                return done.value
            raise AssertionError("%s ran guest code" % name)
        return r

    def block(self, data):
        h = self.vm.heap.alloc(len(data))
        self.vm.mem.write(h, data)
        return h


@pytest.fixture
def g(tmp_path):
    vm = VM(EXE, vfs_root=str(tmp_path))
    yield Guest(vm)
    vm.close()


def test_synthesized_formats_convert_between_code_pages(g):
    g.vm.clipboard.set_text("caf\u00e9")
    assert g("OpenClipboard", 0) == 1
    ansi = g("GetClipboardData", CF_TEXT)
    oem = g("GetClipboardData", CF_OEMTEXT)
    assert g.vm.mem.read(ansi, 5) == b"caf\xe9\0"        # cp1252
    assert g.vm.mem.read(oem, 5) == b"caf\x82\0"         # cp437
    assert g("GetClipboardData", CF_TEXT) == ansi          # one block per format
    assert g("GetClipboardData", 2) == 0                   # CF_BITMAP: not there
    assert g("CloseClipboard") == 1
    assert g("CloseClipboard") == 0 and g.vm.last_error == 1418


def test_empty_clipboard_makes_the_opener_the_owner_and_frees_blocks(g):
    h = g.block(b"x\0")
    assert g("OpenClipboard", 0x1234) == 1
    assert g("OpenClipboard", 0x5678) == 0                 # another window has it open
    assert g("EmptyClipboard") == 1
    assert g("GetClipboardOwner") == 0x1234
    assert g("SetClipboardData", CF_TEXT, h) == h
    assert g.vm.heap.size(h) == 2
    assert g("EmptyClipboard") == 1
    assert g.vm.heap.size(h) is None                        # the clipboard owned and freed it
    assert g("CountClipboardFormats") == 0
    assert g.vm.clipboard.get_text() is None
    assert g("CloseClipboard") == 1


def test_enum_clipboard_formats_lists_set_then_synthesized(g):
    """The conversions (and CF_LOCALE) appear once the clipboard is closed, as Windows
    offers them: the set format, CF_LOCALE, then the synthesized ones."""
    g("OpenClipboard", 0)
    g("EmptyClipboard")
    g("SetClipboardData", CF_UNICODETEXT, g.block("hi\0".encode("utf-16-le")))
    assert g("CountClipboardFormats") == 1                  # nothing synthesized while open
    g("CloseClipboard")
    g("OpenClipboard", 0)
    seen, fmt = [], 0
    while True:
        fmt = g("EnumClipboardFormats", fmt)
        if not fmt:
            break
        seen.append(fmt)
    assert seen == [CF_UNICODETEXT, CF_LOCALE, CF_TEXT, CF_OEMTEXT]
    assert g.vm.clipboard.get_text() == "hi"
    g("CloseClipboard")
