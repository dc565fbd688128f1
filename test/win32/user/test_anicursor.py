"""Animated cursors and shared icons (issue 23, Wine's user32 cursoricon.c; docs/compat.md
"Animated cursors and shared icons"): RIFF "ACON" bytes through CreateIconFromResource(Ex)
and an .ani file through LoadImage, the frames, rates and step counts GetCursorFrameInfo
answers (a sequence chunk, a rate chunk, one step of several frames: ~0), DrawIconEx's
istepIfAniCur, LoadCursorFromFile, and DestroyIcon of shared (LR_SHARED, CreateIconFromResource) and unshared
icons.

test/exe/anicursor.exe and test/exe64/anicursor.exe (guests/tests/anicursor.c) print one
line per check; the expected lines are what both print under Wine 8 (``xvfb-run -a wine``),
the same at both widths but for the two handles printed with %p.
"""

from paths import guest_exe


def expected(width):
    """The guest's lines at ``width`` (4 or 8 bytes a pointer)."""
    null = "0" * (2 * width)        # %p of NULL: 8 or 16 digits
    return [
        'static: self=1 rate=0 steps=1',
        'static drawiconex step 5: 1',
        'one frame: made=1 self=1 rate=0 steps=1 pixel=0010ad',
        'three frames: made=1 steps drawn=3',
        'getinfo: 1 fIcon=0 hot=3,3',
        'step 0: frame=1 rate=30 steps=3 pixel=0010ad',
        'step 1: frame=1 rate=30 steps=3 pixel=00c001',
        'step 2: frame=1 rate=30 steps=3 pixel=001c05',
        'step 3: %s rate=dead steps=dead' % null,
        'destroy shared: 1',
        'one step: drawn=1 frame=1 rate=30 steps=ffffffff',
        'seq step 0: rate=5 steps=3 pixel=001c05',
        'seq step 1: rate=6 steps=3 pixel=0010ad',
        'seq step 2: rate=7 steps=3 pixel=00c001',
        'destroy unshared: 1',
        'after destroy: 0 err=1402',
        'shared icon: destroy=1 info after=1',
        'shared again: new handle=1',
        'unshared icon: destroy=1 info after=0 err=1402',
        'ani file: made=1 drawn=3 step 1 rate=6 steps=3 pixel=0010ad',
        'loadcursorfromfile: made=1 step 2 rate=7 steps=3 pixel=00c001',
        'loadcursorfromfile missing: made=0 err=2',
        'bad handle: %s rate=dead' % null,
        'done',
    ]


def test_animated_cursors_and_shared_icons_answer_as_windows_does(boot, width):
    d = boot(guest_exe("anicursor", width), settle=False)
    d.run_to_end(2000)
    assert d.vm.stdout_log == expected(width)
