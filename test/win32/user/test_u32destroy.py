"""DestroyWindow's sequence and WM_PARENTNOTIFY (issue 23, user32's win.c; docs/user.md
"Creating and destroying: WM_PARENTNOTIFY and DestroyWindow's order"): a child without
WS_EX_NOPARENTNOTIFY tells its parent (only the parent) of its creation, before it is
shown, and of its destruction; DestroyWindow hides the window first (a child with
WM_SHOWWINDOW, a top-level window without), destroys the popups it owns, then sends
WM_DESTROY top-down and WM_NCDESTROY bottom-up; a creation that WM_CREATE refuses ends with
WM_NCDESTROY alone.

test/exe/u32destroy.exe (guests/tests/u32destroy.c); EXPECTED is what the same binary prints
under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine u32destroy.exe``; the x86-64 build prints
the same under 64-bit Wine). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    '-- creating a child: its parent hears WM_PARENTNOTIFY before it is shown',
    'top WM_PARENTNOTIFY WM_CREATE new visible=0',
    'new WM_SHOWWINDOW 1 0',
    'new WM_WINDOWPOSCHANGING hide=0 show=1',
    'new WM_WINDOWPOSCHANGED hide=0 show=1',
    'new WM_SHOWWINDOW 1 0',
    'new WM_WINDOWPOSCHANGING hide=0 show=1',
    'new WM_WINDOWPOSCHANGED hide=0 show=1',
    '-- a child whose WM_CREATE answers -1',
    'refused WM_NCDESTROY',
    'created 0',
    '-- child with a child',
    'top WM_PARENTNOTIFY WM_DESTROY c1 visible=1',
    'c1 WM_SHOWWINDOW 0 0',
    'c1 WM_WINDOWPOSCHANGING hide=1 show=0',
    'c1 WM_WINDOWPOSCHANGED hide=1 show=0',
    'c1 WM_DESTROY visible=0 iswindow=1 parent-visible=1',
    'g1 WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'g1 WM_NCDESTROY children=0',
    'c1 WM_NCDESTROY children=0',
    'result 1',
    'c1 0 g1 0',
    '-- child WS_EX_NOPARENTNOTIFY',
    'c2 WM_SHOWWINDOW 0 0',
    'c2 WM_WINDOWPOSCHANGING hide=1 show=0',
    'c2 WM_WINDOWPOSCHANGED hide=1 show=0',
    'c2 WM_DESTROY visible=0 iswindow=1 parent-visible=1',
    'c2 WM_NCDESTROY children=0',
    '-- hidden child',
    'top WM_PARENTNOTIFY WM_DESTROY c3 visible=0',
    'c3 WM_DESTROY visible=0 iswindow=1 parent-visible=1',
    'c3 WM_NCDESTROY children=0',
    "-- grandchild: its parent hears (not the parent's parent)",
    'c1 WM_PARENTNOTIFY WM_DESTROY g1 visible=1',
    'g1 WM_SHOWWINDOW 0 0',
    'g1 WM_WINDOWPOSCHANGING hide=1 show=0',
    'g1 WM_WINDOWPOSCHANGED hide=1 show=0',
    'g1 WM_DESTROY visible=0 iswindow=1 parent-visible=1',
    'g1 WM_NCDESTROY children=0',
    '-- top-level with children and an owned popup',
    'top WM_WINDOWPOSCHANGING hide=1 show=0',
    'top WM_WINDOWPOSCHANGED hide=1 show=0',
    'owned WM_WINDOWPOSCHANGING hide=1 show=0',
    'owned WM_WINDOWPOSCHANGED hide=1 show=0',
    'owned WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'owned WM_NCDESTROY children=0',
    'top WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'c1 WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'g1 WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'c2 WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'g1 WM_NCDESTROY children=0',
    'c1 WM_NCDESTROY children=0',
    'c2 WM_NCDESTROY children=0',
    'top WM_NCDESTROY children=0',
    'result 1',
    'top 0 owned 0 c1 0',
    '-- hidden top-level',
    'top WM_DESTROY visible=0 iswindow=1 parent-visible=0',
    'top WM_NCDESTROY children=0',
    'done',
]


def test_u32destroy(boot, width):
    d = boot(guest_exe("u32destroy", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
