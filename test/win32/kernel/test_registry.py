"""The registry: ADVAPI32 from guest code, persistence in the VFS across VM restarts."""

import json
import os
import struct

import pytest

from filetest_guest import EXE, run_filetest
from wineagent.vm import VM
from wineagent.abi.api import Call, lookup
from wineagent.win32.kernel.registry import REG_DWORD, REG_MULTI_SZ, REG_SZ

HKCU = 0x80000001


@pytest.fixture(scope="module")
def first_run(tmp_path_factory, width):
    """filetest.exe's first run on a fresh root, at each width (its i686 and x86-64
    builds)."""
    root = tmp_path_factory.mktemp("reg") / "c"
    vm, results = run_filetest(root, width=width)
    yield vm, results, root, width
    vm.close()


def test_values_set_by_the_guest_read_back_with_types_sizes_and_errors(first_run):
    _, r, _, _ = first_run
    assert r["reg.open.missing"] == "2"            # ERROR_FILE_NOT_FOUND
    assert r["reg.create"] == "0/1"                # REG_CREATED_NEW_KEY
    assert r["reg.sizeq"] == "0/1/11"              # NULL data: size only, REG_SZ
    assert r["reg.moredata"] == "234/11"           # ERROR_MORE_DATA, size needed
    assert r["reg.wide"] == "0/22/Player One"      # set through A, read through W
    assert r["reg.multi"] == "0/7/6/a/bc"
    assert r["reg.missing"] == "2"
    assert r["reg.enum"] == "4"
    assert (r["reg.delete"], r["reg.delete.again"], r["reg.close"]) == ("0", "2", "0")
    assert (r["user"], r["user.name"]) == ("1", "Player/7")


def test_the_registry_is_visible_from_python_and_saved_as_json_in_the_vfs(first_run):
    vm, _, root, _ = first_run
    assert vm.registry.get("HKCU\\Software\\WineAgent\\FileTest", "name") == (REG_SZ,
                                                                            "Player One")
    assert vm.registry.get("HKEY_CURRENT_USER\\software\\wineagent\\filetest", "Count") == (
        REG_DWORD, struct.pack("<I", 7))
    assert vm.registry.get("HKCU\\Software\\WineAgent\\FileTest", "Blob") is None
    with open(str(root / "WINDOWS" / "wineagent-registry.json")) as f:
        data = json.load(f)
    key = data["roots"]["HKEY_CURRENT_USER"]
    for name in ("Software", "WineAgent", "FileTest"):    # beside the default keys
        key = next(k for k in key["keys"] if k["name"] == name)
    assert {"name": "List", "type": REG_MULTI_SZ, "data": ["a", "bc"]} in key["values"]


def test_registry_values_survive_a_restart_on_the_same_vfs_root(first_run):
    first_vm, _, root, width = first_run
    vm, r = run_filetest(root, args="/readreg", width=width)
    try:
        assert r["reg.reopen"] == "0"
        assert r["reg.name"] == "Player One"
        assert r["reg.count"] == "7"
    finally:
        vm.close()


def test_a_fresh_vfs_root_starts_with_an_empty_registry(tmp_path):
    vm, r = run_filetest(tmp_path / "fresh", args="/readreg")
    assert r["reg.reopen"] == "2"
    vm.close()


# -- handler-level behaviour ---------------------------------------------------------------------
class Guest:
    """Calls registry handlers directly with arguments in guest memory."""

    def __init__(self, vm):
        self.vm = vm

    def __call__(self, name, *args):
        spec = lookup("ADVAPI32.dll", name)
        return spec.func(Call(self.vm, spec.wide, spec), *args)

    def cell(self, value=0):
        p = self.vm.heap.alloc(4)
        self.vm.mem.w32(p, value)
        return p

    def create(self, base, path):
        out = self.cell()
        assert self("RegCreateKeyExA", base, path, 0, 0, 0, 0, 0, out, 0) == 0
        return self.vm.mem.u32(out)


@pytest.fixture
def g(tmp_path):
    vm = VM(EXE, vfs_root=str(tmp_path))
    yield Guest(vm)
    vm.close()


def test_subkeys_enumerate_alphabetically_ignoring_case(g):
    k = g.create(HKCU, "Software\\Enum")
    for name in ("beta", "Alpha", "gamma"):
        g.create(k, name)
    buf, size = g.vm.heap.alloc(64), g.cell()
    names = []
    for i in range(5):
        g.vm.mem.w32(size, 64)
        r = g("RegEnumKeyExA", k, i, buf, size, 0, 0, 0, 0)
        if r == 259:  # ERROR_NO_MORE_ITEMS
            break
        assert r == 0 and g.vm.mem.u32(size) == len(g.vm.mem.cstr(buf))
        names.append(g.vm.mem.cstr(buf))
    assert names == ["Alpha", "beta", "gamma"]
    g.vm.mem.w32(size, 3)
    assert g("RegEnumKeyExA", k, 0, buf, size, 0, 0, 0, 0) == 234


def test_deleting_a_key_with_subkeys_is_refused_and_a_deleted_handle_fails(g):
    k = g.create(HKCU, "Software\\Del")
    child = g.create(k, "Child")
    g.create(child, "Grandchild")
    assert g("RegDeleteKeyA", k, "Child") == 5
    assert g("RegDeleteKeyA", child, "grandchild") == 0
    assert g("RegDeleteKeyA", k, "child") == 0
    assert g("RegDeleteKeyA", k, "child") == 2
    data = g.cell()
    assert g("RegSetValueExA", child, "x", 0, REG_DWORD, data, 4) == 1018  # KEY_DELETED
    assert g("RegCloseKey", child) == 0
    assert g("RegCloseKey", child) == 6
    assert g("RegCloseKey", HKCU) == 0   # predefined keys are never really closed


def test_query_info_key_counts_and_maxima(g):
    k = g.create(HKCU, "Software\\Info")
    g.create(k, "abc")
    g.create(k, "abcdef")
    text = g.vm.heap.alloc(16)
    g.vm.mem.write_cstr(text, "hello")
    g("RegSetValueExA", k, "longname", 0, REG_SZ, text, 6)
    cells = [g.cell(0xDEAD) for _ in range(6)]
    assert g("RegQueryInfoKeyA", k, 0, 0, 0, cells[0], cells[1], 0, cells[2], cells[3],
             cells[4], cells[5], 0) == 0
    assert [g.vm.mem.u32(c) for c in cells] == [2, 6, 1, 8, 6, 0]
    # The wide variant measures data in UTF-16.
    assert g("RegQueryInfoKeyW", k, 0, 0, 0, 0, 0, 0, 0, 0, cells[4], 0, 0) == 0
    assert g.vm.mem.u32(cells[4]) == 12


def test_open_key_with_empty_subkey_returns_the_same_handle_and_bad_handles_fail(g):
    out = g.cell()
    assert g("RegOpenKeyA", HKCU, None, out) == 0 and g.vm.mem.u32(out) == HKCU
    assert g("RegOpenKeyExA", 0x1234, "x", 0, 0, out) == 6
    assert g("RegCreateKeyExA", HKCU, "\\Leading", 0, 0, 0, 0, 0, out, 0) == 161


def test_a_corrupt_registry_file_is_ignored(tmp_path):
    os.makedirs(str(tmp_path / "WINDOWS"))
    (tmp_path / "WINDOWS" / "wineagent-registry.json").write_text("{not json")
    vm = VM(EXE, vfs_root=str(tmp_path))
    assert vm.registry.get("HKCU\\Software", "x") is None
    vm.close()


def test_classes_root_is_the_machine_s_classes_and_an_old_file_s_root_moves_there(tmp_path):
    """HKEY_CLASSES_ROOT is HKLM\\SOFTWARE\\Classes (one key under two names); a file
    written when it was a root of its own has its keys moved under HKLM, and the file
    keeps them there only."""
    os.makedirs(str(tmp_path / "WINDOWS"))
    old = {"format": "wineagent-registry", "version": 1, "defaults": 0, "roots": {
        "HKEY_CLASSES_ROOT": {"name": "HKEY_CLASSES_ROOT", "values": [], "keys": [
            {"name": ".old", "values": [{"name": "", "type": REG_SZ, "data": "oldfile"}],
             "keys": []}]}}}
    path = tmp_path / "WINDOWS" / "wineagent-registry.json"
    path.write_text(json.dumps(old))
    vm = VM(EXE, vfs_root=str(tmp_path))
    reg = vm.registry
    assert reg.get("HKLM\\SOFTWARE\\Classes\\.old") == (REG_SZ, "oldfile")
    assert reg.get("HKCR\\.txt") == (REG_SZ, "txtfile")           # a new Windows' class
    assert reg.roots[0x80000000] is reg.find(reg.roots[0x80000002], "SOFTWARE\\Classes")
    assert reg.is_root(reg.roots[0x80000000])
    key, _ = reg.create(reg.roots[0x80000000], ".new")
    reg.set_value(key, "", REG_SZ, "newfile")
    saved = json.loads(path.read_text())["roots"]
    assert "HKEY_CLASSES_ROOT" not in saved
    vm.close()
    vm = VM(EXE, vfs_root=str(tmp_path))
    assert vm.registry.get("HKCR\\.new") == (REG_SZ, "newfile")
    assert vm.registry.get("HKCR\\.old") == (REG_SZ, "oldfile")
    vm.close()
