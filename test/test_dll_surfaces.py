"""Each DLL's declarations live in its own surface modules (issue 21, item 1): a module
named for a DLL (kernel32_files.py, user32_menus.py, ntdll.py) declares that DLL's
functions and no other's, and every module of dlls/ is found and imported without being
listed anywhere. A function that two DLLs export (KERNEL32's HeapAlloc, ntdll's
RtlAllocateHeap) is defined once and declared in each DLL's own module."""

import os

from wineagent import win32
from wineagent.abi.api import REGISTRY

DLLS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                    "wineagent", "win32", "dlls")

#: Surface-module name prefixes of DLLs whose file name is not a plain ``<name>.dll``.
OTHER_NAMES = {"winspool": {"WINSPOOL.DRV"}}
#: The C runtime: msvcrt.dll and ucrtbase.dll share one implementation (as Wine builds
#: ucrtbase from msvcrt's sources), so the crt*/msvcrt* modules declare both tables; a
#: ucrtbase* module declares only the UCRT's.
CRT = {"MSVCRT.DLL", "UCRTBASE.DLL"}


def dlls_of(module):
    """The DLLs a surface module may declare, from its name."""
    stem = module.rsplit(".", 1)[-1]
    if stem.startswith(("crt", "msvcrt")):
        return CRT
    for prefix, dlls in OTHER_NAMES.items():
        if stem == prefix or stem.startswith(prefix + "_"):
            return dlls
    known = {d.rsplit(".", 1)[0].lower() for d, _ in REGISTRY}
    base = max((k for k in known if stem == k or stem.startswith(k + "_")), key=len,
               default=None)
    assert base is not None, "%s is named for no DLL" % module
    return {base.upper() + ".DLL"}


def test_every_declaration_is_in_a_module_of_its_dll():
    wrong = []
    for (dll, name), spec in sorted(REGISTRY.items()):
        if name.startswith("wineagent."):
            continue                     # internal window procedures (user/pyproc.py)
        assert spec.module and spec.module.startswith("wineagent.win32.dlls."), (dll, name)
        if dll not in dlls_of(spec.module):
            wrong.append("%s!%s in %s" % (dll, name, spec.module))
    assert not wrong, "declared in another DLL's module:\n" + "\n".join(wrong)


def test_the_check_sees_a_misplaced_declaration():
    assert dlls_of("wineagent.win32.dlls.kernel32_files") == {"KERNEL32.DLL"}
    assert dlls_of("wineagent.win32.dlls.ws2_32") == {"WS2_32.DLL"}
    assert dlls_of("wineagent.win32.dlls.crttime") == CRT
    assert "USER32.DLL" not in dlls_of("wineagent.win32.dlls.kernel32_strings")


def test_every_surface_module_is_found_and_imported():
    files = sorted(f[:-3] for f in os.listdir(DLLS)
                   if f.endswith(".py") and f != "__init__.py")
    assert sorted(win32.SURFACES) == files
    assert win32.SURFACES[-len(win32.LAST):] == win32.LAST
    declaring = {spec.module.rsplit(".", 1)[-1] for spec in REGISTRY.values()
                 if spec.module and spec.module.startswith("wineagent.win32.dlls.")}
    # Every surface declares something (a module that declares nothing is a helper and
    # belongs to a layer below).
    assert set(files) - declaring == set()
