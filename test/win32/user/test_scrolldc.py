"""ScrollDC (issue 23; docs/dialogs-controls.md, "ScrollDC"): a DC's pixels scrolled within the scroll
rectangle, only those whose destination stays inside the clip rectangle and the DC's
visible area and clip region; the uncovered area as a region and its bounding box, both
in device ("client") coordinates; dx and dy mapped by the DC's mapping mode; NULL
parameters; a handle that is not a DC. ScrollWindowEx's hrgnUpdate (the same geometry
on the window's DC, plus the window's update region where it was and where it moved).

test/exe/scrolldc.exe and test/exe64/scrolldc.exe (guests/tests/scrolldc.c) scroll a
100x100 DIB section in a memory DC, then a 100x100 pop-up window, and print one line
per check; the expected lines are
what both print under Wine 8 (``xvfb-run -a wine``), the same at both widths, except
where a comment says why.
"""

from paths import guest_exe

WINE = [
    'whole dc by 5,5: 1 rect 0,0,0,0 rgn empty',
    'pixels: ffffff 000000 ffffff ffffff 808080',
    'scroll rect by 20,-20: 1 rect 0,0,50,50 rgn (0,0,20,30) (0,30,50,50)',
    'clip > scroll by 10,10: 1 rect 25,25,75,75 rgn (25,25,75,35) (25,35,35,75)',
    'pixels: 000000 000000 ffffff ffffff ffffff',
    'clip < scroll by -10,-5: 1 rect 0,0,100,65 rgn (90,0,100,60) (0,60,100,65)',
    'pixels: 808080 ffffff ffffff',
    'clip region by -10,-5: 1 rect 0,0,0,0 rgn empty',
    'clip region, rects given: 1 rect 10,10,90,90 rgn (10,10,90,20) (10,20,20,90)',
    'viewport 10,20 by 5,0: 1 rect 10,20,15,60 rgn (10,20,15,60)',
    'scale 2 by 5,5: 1 rect 0,0,40,40 rgn (0,0,40,10) (0,10,10,40)',
    'by 0,0: 1 rect 0,0,0,0 rgn empty',
    'past the clip: 1 rect 0,0,50,50 rgn (0,0,50,50)',
    'no outputs: 1',
    'rect only: 1 rect 0,0,50,50',
    'region only: 1 rect 0,0,50,50 rgn (0,0,50,5) (0,5,5,50)',
    'bad dc: 0 err deadbeef',
    'window: further than its size: 2 rect 20,40,50,50 rgn (20,40,30,50) (40,40,50,50)',
    'window: with an update region: 2 rect 90,0,100,100 rgn (90,0,100,40) (30,40,50,50) '
    '(90,40,100,50) (90,50,100,100)',
    'window: excessive scroll: 1 rect 0,40,100,60 rgn (0,40,100,60)',
    'window: whole client, no flags: 1 rect 0,0,100,100 rgn (0,0,100,5) (0,5,5,100)',
    'window: by 0,0: 1 rect 0,0,0,0 rgn empty',
]


def expected():
    """Wine 8's lines, with ours where we follow the documentation instead."""
    lines = list(WINE)
    # With both rectangles NULL, "the entire client area is used" (documented), so the
    # strip the move uncovers is the update region. Wine 8 reads the DC's clip box for
    # the update area only after it has clipped the DC to the moved pixels, so its
    # update region is always empty there (the pixels move the same).
    lines[0] = 'whole dc by 5,5: 1 rect 0,0,100,100 rgn (0,0,100,5) (0,5,5,100)'
    lines[7] = 'clip region by -10,-5: 1 rect 10,10,90,90 rgn (80,10,90,85) (10,85,90,90)'
    # The same region; GetRegionData lists ours as one run per row merged downwards,
    # Windows' (and Wine's) cuts every band at every rectangle's top and bottom.
    lines[18] = ('window: with an update region: 2 rect 90,0,100,100 rgn (90,0,100,100) '
                 '(30,40,50,50)')
    # ScrollWindowEx's answer: ours is the kind of the uncovered rectangle; Wine 8
    # answers the kind the window's update region had before the uncovered area was
    # invalidated (so NULLREGION when it had none).
    lines[19] = 'window: excessive scroll: 2 rect 0,40,100,60 rgn (0,40,100,60)'
    lines[20] = 'window: whole client, no flags: 2 rect 0,0,100,100 rgn (0,0,100,5) (0,5,5,100)'
    return lines


def test_scrolldc_moves_the_pixels_and_reports_what_it_uncovered(boot, width):
    d = boot(guest_exe("scrolldc", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected()
