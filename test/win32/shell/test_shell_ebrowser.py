"""shell32's ExplorerBrowser (an in-process system class of CoCreateInstance) and the
shell view it makes, checked against Wine.

test/exe/sh_ebrowser.exe (guests/tests/sh_ebrowser.c) drives the browser as Wine's
explorer.exe does: its class object and CoCreateInstance, Initialize in a window,
SetOptions, Advise with an events sink, BrowseToIDList of a folder it made (C:\\ebtest),
GetCurrentView's IShellView, its SHELLDLL_DefView window and report list view (columns,
items), SetRect, Unadvise and Destroy. The expected lines are what the same binary
prints under Wine 8 (``xvfb-run -a wine sh_ebrowser.exe``); the x86-64 build prints the
same lines under 64-bit Wine, and each test runs both builds (``width``).
"""

from paths import guest_exe

WINE_OUTPUT = [
    'classobject hr=0',
    'factory create hr=0',
    'create hr=0',
    'qi shellbrowser hr=0',
    'initialize hr=0 child class=ExplorerBrowserControl',
    'shellbrowser window hr=0 is-child=1',
    'setoptions hr=0 options=8',
    'view before browse hr=80004005',
    'advise hr=0 cookie=1',
    'event pending items=3 equal=1',
    'event viewcreated view=1',
    'event complete items=3 equal=1',
    'browse hr=0',
    'getcurrentview hr=0',
    'view window hr=0 class=SHELLDLL_DefView parent-is-browser=1',
    'view child class=SysListView32 report=1',
    'columns=5',
    'column 0 File',
    'column 1 Size',
    'column 2 Type',
    'column 3 Modified',
    'column 4 Attributes',
    'items=3',
    'item 0 sub||Folder|(folder date: 1)|',
    'item 1 a.txt|1 KB|Text Document|3/4/2021 5:06 AM|A',
    'item 2 b.txt|1 KB|Text Document|3/4/2021 5:06 AM|A',
    'setrect hr=0 rect=10,20,310,220',
    'unadvise hr=0',
    'unadvise again hr=80070057',
    'destroy hr=0 window-gone=1',
    'done',
]


def _with_text_documents(d):
    """Give the registry what Wine's prefix has for .txt (the type the view shows):
    HKCR\\.txt -> txtfile, whose description is "Text Document"."""
    reg = d.vm.registry
    hkcr = reg.roots[0x80000000]
    ext, _ = reg.create(hkcr, ".txt")
    reg.set_value(ext, "", 1, "txtfile")
    cls, _ = reg.create(hkcr, "txtfile")
    reg.set_value(cls, "", 1, "Text Document")
    return d


def test_explorerbrowser_browses_a_folder_into_a_report_view_as_on_wine(boot, tmp_path, width):
    d = _with_text_documents(boot(guest_exe("sh_ebrowser", width), settle=False,
                                  vfs_root=str(tmp_path / "vfs")))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "ebtest").exists()        # it removed what it made
    # the browser, its view and the class object were all released
    assert not [e for e in d.vm.com.objects.values()
                if e.iface in ("IExplorerBrowser", "IShellBrowser", "IShellView",
                               "IClassFactory")]


# ``sh_ebrowser.exe drives``: the same steps over My Computer. The columns are Wine's;
# the items differ where the namespaces do: Wine's My Computer holds Control Panel and
# its C: and Z: drives, this desktop's holds one drive, "Local Disk (C:)".
WINE_DRIVES_VIEW = [
    'event pending items=1 equal=1',
    'event viewcreated view=1',
    'event complete items=1 equal=1',
    'browse hr=0',
    'getcurrentview hr=0',
    'view window hr=0 class=SHELLDLL_DefView parent-is-browser=1',
    'view child class=SysListView32 report=1',
    'columns=4',
    'column 0 File',
    'column 1 Type',
    'column 2 Size',
    'column 3 Size available',
]


def test_my_computers_view_has_wines_drive_columns(boot, tmp_path, width):
    d = boot(guest_exe("sh_ebrowser", width), args="drives", vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    out = d.vm.stdout_log
    k = out.index(WINE_DRIVES_VIEW[0])
    assert out[k:k + len(WINE_DRIVES_VIEW)] == WINE_DRIVES_VIEW
    rest = out[k + len(WINE_DRIVES_VIEW):]
    # this desktop's one drive, with its type (Wine's "Folder") and its sizes
    assert rest[:2] == ['items=1', 'item 0 Local Disk (C:)|Folder|64.0 GB|63.9 GB']
    assert rest[2:] == WINE_OUTPUT[WINE_OUTPUT.index('setrect hr=0 rect=10,20,310,220'):]
