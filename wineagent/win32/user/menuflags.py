"""Menu flags, messages and metrics shared by the menu objects (``menus.py``) and the
menu loop (``menutrack.py``): MF_*/MFT_*/MFS_* item flags, TPM_* TrackPopupMenu flags,
accelerator flags, the menu messages, and the popup geometry of Windows 2000's classic
menus (MS Sans Serif 8pt)."""


POPUP_CLASS = "#32768"   # the menu window class, as on Windows

WM_INITMENU, WM_INITMENUPOPUP, WM_MENUSELECT, WM_MENUCHAR = 0x0116, 0x0117, 0x011F, 0x0120
WM_ENTERMENULOOP, WM_EXITMENULOOP = 0x0211, 0x0212
WM_ENTERIDLE = 0x0121
MN_GETHMENU = 0x01E1        # to a popup menu window: the HMENU it shows

MF_BYCOMMAND, MF_BYPOSITION = 0x0, 0x400
MF_GRAYED, MF_DISABLED, MF_BITMAP, MF_CHECKED, MF_POPUP = 0x1, 0x2, 0x4, 0x8, 0x10
MF_MENUBARBREAK, MF_MENUBREAK, MF_HILITE, MF_END, MF_OWNERDRAW = 0x20, 0x40, 0x80, 0x80, 0x100
MF_SEPARATOR, MF_DEFAULT, MF_RIGHTJUSTIFY = 0x800, 0x1000, 0x4000
MFT_RADIOCHECK = 0x200
MFS_DEFAULT = 0x1000      # the menu's default item: drawn bold
MNS_NOCHECK, MNS_CHECKORBMP = 0x80000000, 0x04000000   # MENUINFO dwStyle
MNS_NOTIFYBYPOS = 0x08000000
WM_MENUCOMMAND = 0x0126
WM_UNINITMENUPOPUP = 0x0125

TPM_RIGHTBUTTON, TPM_CENTERALIGN, TPM_RIGHTALIGN = 0x2, 0x4, 0x8
TPM_VCENTERALIGN, TPM_BOTTOMALIGN, TPM_NONOTIFY, TPM_RETURNCMD = 0x10, 0x20, 0x80, 0x100
TPM_VERTICAL = 0x40

FVIRTKEY, FSHIFT, FCONTROL, FALT = 0x1, 0x4, 0x8, 0x10
VK_SHIFT, VK_CONTROL, VK_MENU = 0x10, 0x11, 0x12
VK_RETURN, VK_ESCAPE, VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN, VK_F10 = \
    0x0D, 0x1B, 0x25, 0x26, 0x27, 0x28, 0x79


# Popup geometry (Windows 2000 classic, MS Sans Serif 8pt).
BORDER = 3                 # raised 2-px edge + 1 px of face
ITEM_H = 17
SEP_H = 9
CHECK_W = 17               # the check-mark column left of the text
NOCHECK_W = 4              # what is left of it in an MNS_NOCHECK menu
ARROW_W = 17               # the submenu-arrow column right of the text
ACCEL_GAP = 16
BAR_PAD = 6                # menu-bar label padding, each side
COL_SPACE = 4              # between the columns of a popup (MF_MENUBREAK)
