"""SHELL32's stock icons (SHGetStockIconInfo) and its icon file (SHDefExtractIcon,
ExtractIcon, ExtractIconEx of shell32.dll), as wxWidgets' art provider uses them:
``dlls/shell32/stockicons.py``.

test/exe/stockicon.exe (guests/tests/stockicon.c) and its x86-64 build (test/exe64). The
lines are what the same binaries print under Wine 8 (``xvfb-run -a wine stockicon.exe``,
and 64-bit Wine), but where Wine 8's SHGetStockIconInfo is a semi-stub:

- SHGSI_ICON: Wine answers no handle (its LoadIconW is given shell32.dll's full path as a
  module name and finds none); here a handle of the system's large (32) or small (16)
  size, as documented.
- ``SIID_MAX_ICONS`` (175 in mingw-w64's header): an id shellapi.h does not define; Wine
  8 accepts any id below its own 181, here it is E_INVALIDARG.
- ExtractIconEx of one icon at both sizes: Wine counts the two handles (2), here the one
  icon extracted (1), as for the program's own icons.
"""

from paths import guest_exe

NAMES = ["document", "application", "folder", "folderopen", "drivefixed", "drivecd",
         "printer", "help", "warning", "info", "error", "delete", "find"]


def expected(width):
    lines = ["sizeof=%d" % (536 if width == 4 else 544),
             "short cbSize hr=80070057",
             "long cbSize hr=80070057",
             "null hr=80070057",
             "id -1 hr=80070057",
             "id max hr=80070057",               # Wine: 0
             "no flags hr=0 hicon=%s" % ("0" * (2 * width))]
    for name in NAMES:
        lines += ["%s hr=0 path=shell32.dll in-sysdir=1 icon=32x32" % name,   # Wine: 0x0
                  "%s small hr=0 icon=16x16" % name,                         # Wine: 0x0
                  "%s location hr=0 hicon=%s extract hr=0 icon=24x24" % (name, "0" * (2 * width)),
                  "%s extract both hr=0 large=48x48 small=20x20" % name]
    return lines + ["shell32 icons>3 1",
                    "extracticon 3 32x32",
                    "extracticonex n=1 large=32x32 small=16x16",              # Wine: n=2
                    "missing file hr=80004005",
                    "done"]


def test_stock_icons_and_shell32s_icon_file_answer_as_documented(boot, tmp_path, width):
    d = boot(guest_exe("stockicon", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == expected(width)
