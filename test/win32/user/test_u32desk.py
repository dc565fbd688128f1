"""Windows made with the desktop as their parent, and the desktop itself (docs/user.md,
"win.c's families, session 36"; user32's win.c test_parent_owner): u32desk.exe
(guests/tests/u32desk.c) makes a WS_CHILD window whose parent is the desktop and reads
its relations as its style changes: GWLP_HWNDPARENT answers its owner (NULL), not the
desktop; IsChild(desktop, it) is FALSE; the desktop's style cannot be set
(SetWindowLong answers 0); a pop-up given the desktop as its parent has no owner; WS_POPUP
with WS_CHILD is a pop-up (made without a parent; a window given is its owner, not its
parent); SetWindowLongPtr(GWLP_HWNDPARENT) moves a child to another parent and sets a
top-level window's owner (not itself; a child window may own it); a top-level window's
menu must be a menu (ERROR_INVALID_MENU_HANDLE), is its menu bar with WS_POPUP | WS_CHILD
and is destroyed with it (IsMenu then fails with ERROR_INVALID_MENU_HANDLE). EXPECTED is what the same binary prints under Wine 8 at both
widths, line for line.
"""

from paths import guest_exe

EXPECTED = [
    'desktop: SetWindowLong(GWL_STYLE)=0,0 unchanged=1',
    'WS_CHILD of the desktop: made=1 IsChild(desktop)=0',
    'child of desktop: GA_PARENT=desktop HWNDPARENT=0 GetParent=desktop GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=desktop',
    'child of desktop: rect 10,20-110,120',
    'then WS_POPUP: GA_PARENT=desktop HWNDPARENT=0 GetParent=0 GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=self',
    'then no style: GA_PARENT=desktop HWNDPARENT=0 GetParent=0 GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=self',
    'WS_CHILD | WS_MAXIMIZE of the desktop: made=1',
    'WS_CHILD | WS_MINIMIZE of the desktop: made=1',
    'popup owned by the desktop: GA_PARENT=desktop HWNDPARENT=0 GetParent=0 GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=self',
    'WS_POPUP | WS_CHILD without a parent: made=1',
    'WS_POPUP | WS_CHILD: GA_PARENT=desktop HWNDPARENT=0 GetParent=0 GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=self',
    'WS_POPUP | WS_CHILD given a window: owner-is-it=1 GetParent-is-it=1 in-its-children=0',
    'top-level: GA_PARENT=desktop HWNDPARENT=0 GetParent=0 GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=self',
    'top-level made WS_CHILD: GA_PARENT=desktop HWNDPARENT=0 GetParent=desktop GW_OWNER=0 GA_ROOT=self GA_ROOTOWNER=desktop',
    'GWLP_HWNDPARENT of a child: old-is-a=1 GetParent-is-b=1',
    'GWLP_HWNDPARENT of a top-level: old=0 GW_OWNER-is-a=1',
    'itself as owner: old=0 GW_OWNER-is-a=1',
    'a child as owner: old-is-a=1 GW_OWNER-is-c=1 GA_ROOTOWNER-is-self=0',
    'no owner: old-is-c=1 GW_OWNER=0',
    'popup with menu 1: made=0 err=1401',
    'WS_POPUP | WS_CHILD with a menu: GetMenu-is-it=1',
    'menu after DestroyWindow: IsMenu=0 err=1401',
    'done',
]


def test_windows_of_the_desktop(boot, tmp_path, width):
    d = boot(guest_exe("u32desk", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
