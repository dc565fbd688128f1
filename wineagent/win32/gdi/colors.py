"""Colours: COLORREF conversion and the system colour scheme (GetSysColor)."""

__all__ = ["rgb", "colorref", "SYS_COLORS"]


def rgb(colorref):
    """COLORREF (0x00BBGGRR) -> (r, g, b)."""
    return (colorref & 0xFF, (colorref >> 8) & 0xFF, (colorref >> 16) & 0xFF)


def colorref(r, g, b):
    """(r, g, b) -> COLORREF."""
    return r | (g << 8) | (b << 16)


# GetSysColor indices -> Windows 2000 classic scheme.
SYS_COLORS = {
    0: (192, 192, 192),   # COLOR_SCROLLBAR
    1: (0, 128, 128),     # COLOR_BACKGROUND (desktop)
    2: (0, 0, 128),       # COLOR_ACTIVECAPTION
    3: (128, 128, 128),   # COLOR_INACTIVECAPTION
    4: (192, 192, 192),   # COLOR_MENU
    5: (255, 255, 255),   # COLOR_WINDOW
    6: (0, 0, 0),         # COLOR_WINDOWFRAME
    7: (0, 0, 0),         # COLOR_MENUTEXT
    8: (0, 0, 0),         # COLOR_WINDOWTEXT
    9: (255, 255, 255),   # COLOR_CAPTIONTEXT
    10: (192, 192, 192),  # COLOR_ACTIVEBORDER
    11: (192, 192, 192),  # COLOR_INACTIVEBORDER
    12: (128, 128, 128),  # COLOR_APPWORKSPACE
    13: (0, 0, 128),      # COLOR_HIGHLIGHT
    14: (255, 255, 255),  # COLOR_HIGHLIGHTTEXT
    15: (192, 192, 192),  # COLOR_BTNFACE
    16: (128, 128, 128),  # COLOR_BTNSHADOW
    17: (128, 128, 128),  # COLOR_GRAYTEXT
    18: (0, 0, 0),        # COLOR_BTNTEXT
    19: (192, 192, 192),  # COLOR_INACTIVECAPTIONTEXT
    20: (255, 255, 255),  # COLOR_BTNHIGHLIGHT
    21: (0, 0, 0),        # COLOR_3DDKSHADOW
    22: (223, 223, 223),  # COLOR_3DLIGHT
    23: (0, 0, 0),        # COLOR_INFOTEXT
    24: (255, 255, 225),  # COLOR_INFOBK
}
