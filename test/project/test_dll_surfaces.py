"""Each DLL has a folder of its own (issue 21, item 1): ``dlls/<dll>/`` holds that DLL's
surface modules, they declare that DLL's functions and no other's, and every module of
every folder is found and imported without being listed anywhere. A function two DLLs
export (KERNEL32's HeapAlloc, ntdll's RtlAllocateHeap) is defined once and declared in
each DLL's own folder."""

import os

from wineagent import win32
from wineagent.abi.api import REGISTRY
from paths import TEST_DIR

DLLS = os.path.join(os.path.dirname(TEST_DIR),
                    "wineagent", "win32", "dlls")
PKG = "wineagent.win32.dlls."

#: Folders of DLLs whose file name is not ``<folder>.dll``.
OTHER_NAMES = {"winspool": {"WINSPOOL.DRV"}}
#: The C runtime: msvcrt.dll and ucrtbase.dll share one implementation (as Wine builds
#: ucrtbase from msvcrt's sources), so msvcrt's folder declares both tables; the
#: ucrtbase folder declares only the UCRT's.
CRT = {"MSVCRT.DLL", "UCRTBASE.DLL"}


def dlls_of(module):
    """The DLLs a surface module may declare, from its folder."""
    assert module.startswith(PKG) and module.count(".") == 4, module
    folder = module.split(".")[3]
    if folder == "msvcrt":
        return CRT
    return OTHER_NAMES.get(folder, {folder.upper() + ".DLL"})


def test_every_declaration_is_in_its_dlls_folder():
    wrong = []
    for (dll, name), spec in sorted(REGISTRY.items()):
        if name.startswith("wineagent."):
            continue                     # internal window procedures (user/pyproc.py)
        assert spec.module and spec.module.startswith(PKG), (dll, name, spec.module)
        if dll not in dlls_of(spec.module):
            wrong.append("%s!%s in %s" % (dll, name, spec.module))
    assert not wrong, "declared in another DLL's folder:\n" + "\n".join(wrong)


def test_the_check_sees_a_misplaced_declaration():
    assert dlls_of(PKG + "kernel32.files") == {"KERNEL32.DLL"}
    assert dlls_of(PKG + "ws2_32.main") == {"WS2_32.DLL"}
    assert dlls_of(PKG + "msvcrt.time") == CRT
    assert "USER32.DLL" not in dlls_of(PKG + "kernel32.strings")


def test_every_surface_module_is_found_and_imported():
    files = []
    for folder in sorted(os.listdir(DLLS)):
        path = os.path.join(DLLS, folder)
        if os.path.isdir(path) and not folder.startswith("__"):
            assert os.path.exists(os.path.join(path, "__init__.py")), folder
            files += ["%s.%s" % (folder, f[:-3]) for f in os.listdir(path)
                      if f.endswith(".py") and f != "__init__.py"]
    flat = [f for f in os.listdir(DLLS) if f.endswith(".py") and f != "__init__.py"]
    assert not flat, "a surface module outside a DLL's folder: %s" % flat
    assert sorted(win32.SURFACES) == sorted(files)
    declaring = {spec.module[len(PKG):] for spec in REGISTRY.values()
                 if spec.module and spec.module.startswith(PKG)}
    # Every surface declares something (a module that declares nothing is a helper and
    # belongs to a layer below).
    assert set(files) - declaring == set()


def test_every_dll_folder_has_a_current_manifest():
    from wineagent.win32 import manifests
    assert manifests.stale() == [], (
        "out of date: run python -m wineagent.win32.manifests --update")
    for dll in manifests.tables():
        entries = manifests.exports(dll)
        implemented = {n for n, (s, _) in entries.items() if s == "implemented"}
        assert implemented == {n for (d, n) in REGISTRY
                               if d == dll and not n.startswith("wineagent.")}
        for name, (status, detail) in entries.items():
            if status == "implemented":
                assert detail.startswith(manifests.folder_of(dll) + "/") or \
                    dll == "UCRTBASE.DLL" and detail.startswith("msvcrt/"), (dll, name, detail)


def test_a_manifest_says_what_getprocaddress_finds():
    # Forwarded names resolve through the chain; absent ones are refused by design.
    from wineagent.abi.api import ABSENT, lookup
    from wineagent.win32 import manifests
    for dll in ("KERNEL32.DLL", "SHELL32.DLL", "UCRTBASE.DLL", "USER32.DLL"):
        for name, (status, detail) in manifests.exports(dll).items():
            spec = lookup(dll, name)
            if status == "absent":
                assert spec is None and (dll, name) in ABSENT
            elif status == "forwarded":
                assert spec is not None and spec.dll == detail
            else:
                assert spec is not None and spec.dll == dll
