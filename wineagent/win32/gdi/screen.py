"""The composed screen, recomposed by dirty rectangles.

Drawing calls report what they touched (``touch(target, box)``, target pixels). When the
window layout (which top-level windows are visible, where, over which surfaces) is the one
of the last composition, only the touched screen rectangles are recomposed from the
desktop and the surfaces above it, and only they are compared for ``changed``. A touch
without a box, or any layout change, recomposes the whole frame as before.
"""

from PIL import ImageChops

#: more dirty rectangles than this in one frame are merged into their bounding box
MAX_RECTS = 32


def _rgn_mask(win, box):
    """The mask of ``win``'s window region (SetWindowRgn) over ``box`` of its surface, or
    None: no region, or all of ``box`` inside it."""
    rgn = win.state.get("window_rgn")
    return rgn.mask_for(box) if rgn is not None else None


def _put(dest, win, part, at):
    """``part`` (a box of window pixels) of ``win`` onto ``dest`` at ``at``: its surface
    within its window region, or, for a layered window, as its look composes it
    (gdi/layered.py)."""
    look = win.state.get("layered_look")
    img = win.surface.image
    if look is None:
        dest.paste(img if part == (0, 0) + img.size else img.crop(part), at,
                   _rgn_mask(win, part))
        return
    look.compose(dest, look.pixels(img).crop(part), at, _rgn_mask(win, part), part)


class Compositor:
    """Keeps the screen frame of one GDI up to date."""

    #: Counts the compositions whose pixels differed from the frame before (a class
    #: default for states saved before it existed): equal generations, equal pixels.
    generation = 0
    #: The boxes the latest HISTORY generations changed, oldest first (a class default
    #: for states saved before it existed): a copy of the frame made at an earlier
    #: generation is brought up to date from them (changed_since).
    history = ()
    HISTORY = 32

    def __init__(self, gdi):
        self.gdi = gdi
        self.frame = None
        self.layout = None
        self.dirty = []          # screen-relative rectangles waiting to be recomposed
        self.pending = []        # (target, box) touches not yet placed on the screen
        self.all_dirty = True
        self.changed = True      # pixels changed since screen_changed last asked
        self.changed_box = None  # their bounding box (l, t, r, b), for `frame` events
        #: ``() -> visible top-level windows, bottom first``: the stacking order is USER's,
        #: which sets it (Gdi.set_window_order) when its window manager is built; none
        #: before that, and the screen is the desktop alone.
        self.window_order = None

    def touch(self, target, box):
        """Record a change to ``target`` within ``box`` (None: unknown, recompose all)."""
        if self.all_dirty:
            return
        if target is None or box is None:
            self.all_dirty = True
            self.pending = []
            return
        self.pending.append((target, box))
        if len(self.pending) > 4 * MAX_RECTS:
            self._place(self._windows())

    def _windows(self):
        order = self.window_order
        return list(order()) if order is not None else []

    def _place(self, wins):
        """Turn pending touches into screen rectangles (offscreen targets drop out)."""
        desktop = self.gdi.desktop
        where = {id(w.surface): (w.rect[0], w.rect[1]) for w in wins}
        for target, (l, t, r, b) in self.pending:
            if getattr(target, "image", None) is desktop:
                self.dirty.append((l, t, r, b))
                continue
            pos = where.get(id(target))
            if pos is not None:
                x, y = pos
                self.dirty.append((l + x, t + y, r + x, b + y))
        self.pending = []

    def compose(self):
        """The current screen frame (updated in place where possible)."""
        gdi = self.gdi
        wins = self._windows()
        layout = tuple((w.hwnd, tuple(w.rect), id(w.surface), w.surface.image.size,
                        id(w.state.get("window_rgn")), id(w.state.get("layered_look")))
                       for w in wins)
        if self.frame is None or self.all_dirty or layout != self.layout:
            frame = gdi.desktop.copy()
            for win in wins:
                _put(frame, win, (0, 0) + win.surface.image.size, (win.rect[0], win.rect[1]))
            old = self.frame
            # A pixel comparison, not a version test: a program that repaints identical
            # pixels (a timer redraw) has not changed the frame (--stuck-after relies on it).
            box = (0, 0) + frame.size if old is None or old.size != frame.size else \
                ImageChops.difference(old, frame).getbbox()
            if box is not None:
                self.changed = True
                self._grow(box)
            self.frame, self.layout = frame, layout
            self.all_dirty, self.dirty, self.pending = False, [], []
            return frame
        self._place(wins)
        rects = self._clip(self.dirty)
        self.dirty = []
        if len(rects) > MAX_RECTS:
            rects = [(min(r[0] for r in rects), min(r[1] for r in rects),
                      max(r[2] for r in rects), max(r[3] for r in rects))]
        frame = self.frame
        for box in rects:
            # The box composed on its own (the desktop's part, each window's part over
            # it), compared with the frame's and put in only when it differs: a crop and
            # a paste fewer than composing in place between two crops of the frame.
            bl, bt = box[0], box[1]
            new = gdi.desktop.crop(box)
            for win in wins:
                x, y = win.rect[0], win.rect[1]
                w, h = win.surface.image.size
                l, t = max(bl, x), max(bt, y)
                r, b = min(box[2], x + w), min(box[3], y + h)
                if l < r and t < b:
                    _put(new, win, (l - x, t - y, r - x, b - y), (l - bl, t - bt))
            diff = ImageChops.difference(frame.crop(box), new).getbbox()
            if diff:
                frame.paste(new, (bl, bt))
                self.changed = True
                self._grow((bl + diff[0], bt + diff[1], bl + diff[2], bt + diff[3]))
        return frame

    def _grow(self, box):
        self.generation += 1
        self.history = self.history[1 - self.HISTORY:] + (box,)
        c = self.changed_box
        self.changed_box = box if c is None else (min(c[0], box[0]), min(c[1], box[1]),
                                                  max(c[2], box[2]), max(c[3], box[3]))

    def changed_since(self, generation):
        """The bounding box, within the frame, of the pixels changed since ``generation``:
        () when none changed, None when that is not known (too many generations ago, or
        a later one)."""
        n = self.generation - generation
        if n == 0:
            return ()
        if n < 0 or n > len(self.history):
            return None
        boxes = self.history[-n:]
        w, h = self.frame.size
        return (max(0, min(b[0] for b in boxes)), max(0, min(b[1] for b in boxes)),
                min(w, max(b[2] for b in boxes)), min(h, max(b[3] for b in boxes)))

    def take_changed_box(self):
        """The bounding box of the pixels changed since the last call (None: none)."""
        box, self.changed_box = self.changed_box, None
        return box

    def _clip(self, rects):
        w, h = self.frame.size
        out = []
        for l, t, r, b in rects:
            l, t, r, b = max(0, l), max(0, t), min(w, r), min(h, b)
            if l < r and t < b:
                out.append((l, t, r, b))
        return out

    def take_changed(self):
        """Whether pixels changed since the last call (and forget it)."""
        changed, self.changed = self.changed, False
        return changed
