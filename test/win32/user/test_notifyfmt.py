"""DefWindowProc's WM_NOTIFYFORMAT (issue 23, "Programs in the wild (stop 29)": mCtrl's
grid and tree-list ask their parent WM_NOTIFYFORMAT NF_QUERY and, answered 0, sent the
ANSI MC_GN_GETDISPINFOA that a Unicode program's handler ignores: the x86-64
example-grid-ownerdata's cells stayed empty and example-treelist-ownerdata had no
expand buttons).

test/exe/notifyfmt.exe (guests/tests/notifyfmt.c) asks DefWindowProcA and DefWindowProcW
of an ANSI window, a Unicode one, an ANSI BUTTON and an ANSI window subclassed with
SetWindowLongPtrW. The expected lines are what the same binary prints under Wine 8 (both
widths, ``xvfb-run -a wine notifyfmt.exe``): NFR_UNICODE (2) for a Unicode window,
NFR_ANSI (1) otherwise, whatever lParam says.
"""

from paths import guest_exe

EXPECTED = [
    'ansi window: unicode=0 A(query)=1 W(query)=1 A(requery)=1 W(requery)=1 W(0)=1 send=1',
    'unicode window: unicode=1 A(query)=2 W(query)=2 A(requery)=2 W(requery)=2 W(0)=2 send=2',
    'ansi button: unicode=0 A(query)=1 W(query)=1 A(requery)=1 W(requery)=1 W(0)=1 send=1',
    'ansi window made unicode: unicode=1 A(query)=2 W(query)=2 A(requery)=2 W(requery)=2 '
    'W(0)=2 send=2',
    'done',
]


def test_def_window_proc_notify_format(boot, tmp_path, width):
    d = boot(guest_exe("notifyfmt", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
