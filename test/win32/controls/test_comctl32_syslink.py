"""The SysLink control (comctl32 6's WC_LINK; controls/syslink.py), LoadIconMetric /
LoadIconWithScaleDown (dlls/comctl32/icons.py) and WM_THEMECHANGED's repaint of the
themed controls (comctl_shared.repaint_on_theme_change), checked against Wine 8.

test/exe/cc32link.exe (guests/tests/cc32link.c) prints a line per check; WINE is what the
same binary prints under Wine 8 (``xvfb-run -a wine test/exe/cc32link.exe``); its x86-64
build (test/exe64/cc32link.exe) prints the same lines under 64-bit Wine but for the Button
and the Edit control, which 64-bit Wine 8 does not repaint after WM_THEMECHANGED
("update=0"; its 32-bit build and Windows do: Wine's misc.c expects WM_PAINT for both),
so the 32-bit lines serve both widths. Where wineagent
answers otherwise, it is Windows' documented behaviour against a Wine bug:

- SysLink is comctl32 6's class: without a Common Controls 6 activation context the class
  does not exist, as in comctl32 5.8 (Wine's comctl32 registers it always; its own
  misc.c marks that check todo_wine), so the first creation fails.
- NM_CLICK's NMLINK names the clicked link by its index (0 here: "Name1", the first
  link); Wine's says 1 (its NM_RETURN says 0 for the same link).
- LoadIconWithScaleDown of an .ico file that is not there answers
  HRESULT_FROM_WIN32(ERROR_RESOURCE_TYPE_NOT_FOUND), as Windows 8 and later do (Wine's
  misc.c checks it, todo_wine); Wine answers ERROR_FILE_NOT_FOUND's, as Windows 7 did.
"""

from paths import guest_exe

WINE = [
    'without a v6 context: created=1',
    'activate=1',
    'created=1',
    'classinfo=1',
    'getitem 0=1 state=0x2 szID="" szUrl="link1"',
    'getitem 1=1 state=0x2 szID="two" szUrl="link2"',
    'getitem 2=0 state=0xdead szID="" szUrl=""',
    'getitem without LIF_ITEMINDEX=0',
    'setitem 0=1',
    'getitem 0=1 state=0x4 szID="first" szUrl="http://example.com/"',
    'setitem 5=0',
    'getitem 0=1 state=0x2 szID="first" szUrl="http://example.com/"',
    'idealheight>0=1',
    'idealsize ret>0=1 cy==ret=1 cx>5=1 cx<=150=1',
    'hittest on Head=0',
    'hittest found=1 link=0 szUrl="http://example.com/"',
    'hittest below=0',
    'NM_CLICK id=7 link=1 szID="first" szUrl="http://example.com/"',
    'focus on link=1',
    'getitem 0=1 state=0x3 szID="first" szUrl="http://example.com/"',
    'NM_RETURN id=7 link=0 szID="first" szUrl="http://example.com/"',
    'settext=1',
    'getitem 0=1 state=0x2 szID="x" szUrl="u"',
    'getitem 1=0 state=0xdead szID="" szUrl=""',
    'text="plain <a id="x" href="u">only</a>"',
    'WM_THEMECHANGED Button ret=0 update=1',
    'WM_THEMECHANGED Edit ret=0 update=1',
    'WM_THEMECHANGED SysHeader32 ret=0 update=1',
    'WM_THEMECHANGED msctls_trackbar32 ret=0 update=1',
    'WM_THEMECHANGED msctls_progress32 ret=0 update=1',
    'WM_THEMECHANGED SysTreeView32 ret=0 update=1',
    'WM_THEMECHANGED msctls_hotkey32 ret=0 update=0',
    'WM_THEMECHANGED tooltips_class32 ret=0 update=0',
    'WM_THEMECHANGED SysLink ret=0 update=0',
    'destroy=1',
    'icons: by name 1 1, ordinals same 1 1',
    'metric 7 hr=0x80070057 icon=0',
    'scaledown NULL name hr=0x80070057 icon=0',
    'scaledown comctl32 resource hr=0x80070715',
    'scaledown missing file hr=0x80070002',
    'metric small hr=0 16x16',
    'metric large hr=0 32x32',
    'scaledown 42x24 hr=0 42x24',
    'done',
]


def expected_lines():
    """Wine's lines with wineagent's two documented differences (see the docstring)."""
    lines = list(WINE)
    lines[lines.index("without a v6 context: created=1")] = "without a v6 context: created=0"
    i = lines.index('NM_CLICK id=7 link=1 szID="first" szUrl="http://example.com/"')
    lines[i] = 'NM_CLICK id=7 link=0 szID="first" szUrl="http://example.com/"'
    i = lines.index("scaledown missing file hr=0x80070002")
    lines[i] = "scaledown missing file hr=0x80070715"
    return lines


def test_syslink_answers_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("cc32link", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected_lines()
