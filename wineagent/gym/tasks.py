"""Example tasks: reward functions for :class:`~wineagent.gym.env.DesktopEnv`.

A task is ``reward_fn(snapshot, events) -> float`` or ``-> (float, terminated)``: the
snapshot dict of the desktop after the step with the observed frame added as ``screen``,
and the step's events (window-opened/closed, messagebox, exit, action-error). An object
may also define ``reset(snapshot)``, called at each reset.
"""

__all__ = ["WinmineReveal"]

# Beginner board geometry in client coordinates (docs/apps.md, guests/winmine.c).
GRID_X, GRID_Y, CELL = 12, 44, 16
FACE_X, FACE_Y = 72, 10          # the face button's top-left; won: sunglasses' band
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
RED = (255, 0, 0)


class WinmineReveal(object):
    """Minesweeper: +1 per newly revealed cell, ``mine_penalty`` and termination when a
    mine is hit, termination when the board is won.

    It reads the board from the frame, as an agent would see it: a covered cell has a 2px
    white bevel at its top-left, a revealed one is flat (its (1,1) pixel is not white), and
    the mine that was hit has a red background. A cell another window covers (the
    best-times dialog of a won game) is not visible: it keeps the state last seen, as an
    agent looking at the screen would remember it. A won game shows sunglasses on the
    face: then every cell but the mines is revealed, covered or not.
    """

    def __init__(self, cols=9, rows=9, mines=10, mine_penalty=-10.0):
        self.cols, self.rows, self.mines = cols, rows, mines
        self.mine_penalty = mine_penalty
        self.revealed = 0
        self.seen = set()       # (col, row) of the cells seen revealed

    def board(self, snapshot):
        """(revealed cell count, lost) read from ``snapshot["screen"]``, or None when the
        Minesweeper window is not found."""
        windows = list(snapshot.get("windows") or ())
        main = [i for i, w in enumerate(windows)
                if w.get("class") == "Minesweeper" and w.get("visible")]
        if not main:
            return None
        # windows are listed top-level z-order first: those before it lie above it
        above = [w["rect"] for w in windows[:main[0]] if w.get("visible") and not w.get("parent")]
        ox, oy = windows[main[0]]["client"][:2]
        screen = snapshot["screen"]
        height, width = screen.shape[:2]
        lost = False
        for cy in range(self.rows):
            for cx in range(self.cols):
                x0, y0 = ox + GRID_X + CELL * cx, oy + GRID_Y + CELL * cy
                # a cell hidden by a window above, or off the screen (the window was
                # dragged partly out of it), is not seen
                if not (0 <= x0 + 1 and x0 + 2 < width and 0 <= y0 + 1 and y0 + 2 < height) \
                        or any(x0 < r and l < x0 + CELL and y0 < b and t < y0 + CELL
                               for l, t, r, b in above):
                    continue
                if tuple(int(v) for v in screen[y0 + 1, x0 + 1]) != WHITE:
                    self.seen.add((cx, cy))
                else:
                    self.seen.discard((cx, cy))
                if tuple(int(v) for v in screen[y0 + 2, x0 + 2]) == RED:
                    lost = True
        band = [(ox + FACE_X + 6, oy + FACE_Y + 8), (ox + FACE_X + 17, oy + FACE_Y + 8)]
        if all(0 <= x < width and 0 <= y < height and
               not any(l <= x < r and t <= y < b for l, t, r, b in above) and
               tuple(int(v) for v in screen[y, x]) == BLACK for x, y in band):
            return self.cols * self.rows - self.mines, lost
        return len(self.seen), lost

    def reset(self, snapshot):
        """A new episode: count what the first frame shows."""
        self.seen = set()
        got = self.board(snapshot) if "screen" in snapshot else None
        self.revealed = got[0] if got else 0

    def __call__(self, snapshot, events):
        got = self.board(snapshot)
        if got is None:
            return 0.0, False
        revealed, lost = got
        if lost:
            return self.mine_penalty, True
        gained, self.revealed = revealed - self.revealed, revealed
        won = revealed >= self.cols * self.rows - self.mines
        return float(gained), won
