"""Minimized (iconic) windows' size and slots, as MINIMIZEDMETRICS
(SPI_GET/SETMINIMIZEDMETRICS) sets them: SM_CXMINIMIZED x SM_CYMINIMIZED, the slots
ArrangeIconicWindows and a window being minimized are placed in (start corner,
direction, gaps) and the off-screen place ARW_HIDE puts minimized top-level windows at.
Where a window is minimized to is ``user/placement.py``'s, arranging them
``user/iconarrange.py``'s."""

from .nonclient import SM_CYSIZE

__all__ = ["ICONIC_WIDTH", "ICONIC_HEIGHT", "ICONIC_FRAME", "MINIMIZED_DEFAULTS",
           "minimized_metrics", "minimized_width", "minimized_size", "ARW_STARTRIGHT",
           "ARW_STARTTOP", "ARW_UP", "ARW_HIDE", "HIDDEN_ICON", "icon_slots", "iconic_rect"]

#: A minimized window is an iconic caption SM_CXMINIMIZED x SM_CYMINIMIZED: on Windows 2000
#: 160 (MINIMIZEDMETRICS' iWidth 154 + 6) by SM_CYCAPTION + 5 = 24, the 18-pixel bar in a
#: 3-pixel raised frame (SM_CXFIXEDFRAME), whatever the window's own frame.
ICONIC_WIDTH, ICONIC_HEIGHT, ICONIC_FRAME = 160, SM_CYSIZE + 1 + 5, 3

#: MINIMIZEDMETRICS' fields as SystemParametersInfo keeps them (user/sysparams.py), with
#: their defaults: iWidth (SM_CXMINIMIZED less the 6 pixels of the iconic caption's edges),
#: iHorzGap, iVertGap, iArrange (ARW_BOTTOMLEFT | ARW_RIGHT: 0). Windows with Explorer's
#: taskbar says ARW_HIDE (8) and parks minimized top-level windows off the screen, since
#: the taskbar's button stands for them; Windows with no taskbar running shows them as
#: iconic captions from the bottom left. This desktop has no taskbar, so a minimized
#: window stays where a person or an agent can see it and click it back (a decision:
#: docs/user.md "Minimized windows"); a program that sets ARW_HIDE gets the parking.
MINIMIZED_DEFAULTS = {"MINWIDTH": ICONIC_WIDTH - 6, "MINHORZGAP": 0, "MINVERTGAP": 0,
                      "MINARRANGE": 0}


def minimized_metrics(vm):
    """(iWidth, iHorzGap, iVertGap, iArrange): SPI_GETMINIMIZEDMETRICS's answer."""
    spi = vm.user.spi
    return tuple(spi.get(k, d) for k, d in MINIMIZED_DEFAULTS.items())


def minimized_width(vm):
    """SM_CXMINIMIZED: a minimized window's width, iWidth + 6."""
    return minimized_metrics(vm)[0] + 6


def minimized_size(vm):
    """(SM_CXMINIMIZED, SM_CYMINIMIZED): the size of every minimized window."""
    return minimized_width(vm), ICONIC_HEIGHT


#: MINIMIZEDMETRICS' iArrange bits: the start corner (ARW_STARTRIGHT, ARW_STARTTOP; 0 is
#: ARW_BOTTOMLEFT), the direction (ARW_UP == ARW_DOWN: along a column, else along a row)
#: and ARW_HIDE (top-level windows minimized off the screen)
ARW_STARTRIGHT, ARW_STARTTOP, ARW_UP, ARW_HIDE = 1, 2, 4, 8
#: where a minimized top-level window goes with ARW_HIDE (GetWindowPlacement's
#: ptMinPosition reports it too)
HIDDEN_ICON = (-32000, -32000)


def icon_slots(vm, area):
    """Generator: the positions (x, y) of the iconic slots in ``area`` in the order
    MINIMIZEDMETRICS' iArrange hands them out: from the start corner, iHorzGap /
    iVertGap inside the area's edges, along a row (or with ARW_UP a column) in the
    direction away from that corner, starting the next row (column) further in when
    a slot would leave the area. It never ends (the rows go on past the area)."""
    _, hgap, vgap, arrange = minimized_metrics(vm)
    w, h = minimized_size(vm)
    left, top, right, bottom = area
    x0 = right - hgap - w if arrange & ARW_STARTRIGHT else left + hgap
    y0 = top + vgap if arrange & ARW_STARTTOP else bottom - vgap - h
    dx = -(w + hgap) if arrange & ARW_STARTRIGHT else w + hgap
    dy = h + vgap if arrange & ARW_STARTTOP else -(h + vgap)
    x, y = x0, y0
    while True:
        yield x, y
        if arrange & ARW_UP:        # down (up) a column, then the next column
            y += dy
            if (y + h > bottom) if dy > 0 else (y < top):
                y, x = y0, x + dx
        else:                       # along a row, then the next row
            x += dx
            if (x + w > right) if dx > 0 else (x < left):
                x, y = x0, y + dy


def iconic_rect(vm, win, x, y, w, h, keep_size):
    """The rectangle SetWindowPos / MoveWindow give minimized ``win`` asked for (x, y,
    w, h): a size asked for becomes SM_CXMINIMIZED x SM_CYMINIMIZED (with SWP_NOSIZE it
    keeps the one it has, also after MINIMIZEDMETRICS changed), and a top-level window
    minimized off the screen stays there (Windows keeps it where only the taskbar shows
    it)."""
    if not win.is_child and win.x <= HIDDEN_ICON[0] and win.y <= HIDDEN_ICON[1]:
        x, y = HIDDEN_ICON
    if not keep_size:
        w, h = minimized_size(vm)
    return x, y, w, h
