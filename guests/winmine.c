/*
 * winmine.c - Minesweeper (beginner 9x9/10 mines, intermediate 16x16/40,
 * expert 30x16/99), seeded by "/seed N", best times in the registry.
 *
 * Window: title "Minesweeper", outer top-left at screen (40,0), style
 * WS_OVERLAPPED|WS_CAPTION|WS_SYSMENU|WS_MINIMIZEBOX, with the Game menu bar
 * (MENU resource in winmine.rc, passed to CreateWindowEx).  The outer size
 * comes from AdjustWindowRect(bMenu = TRUE) for the level's client area:
 *     width  = 12 + cols*16 + 12      beginner 168, intermediate 280, expert 504
 *     height = 44 + rows*16 + 12      beginner 200, intermediate/expert 312
 * and is re-applied with SetWindowPos(SWP_NOMOVE) when the level changes.
 *
 * Screen coordinates (wineagent: 3 px frame, 19 px caption, 19 px menu bar):
 * the client origin is screen (43,41), so client (x,y) = screen (x+43, y+41).
 * Cell (cx,cy) centre on screen: (63+16*cx, 93+16*cy); face centre (127,63)
 * for beginner.  The "Game" menu title is centred near screen (65,31).
 * The layout is compact enough that the example click at screen
 * (60,90) lands on cell (0,0).  
 *
 * Game menu (ids as Windows' winmine, winmine_res.h): New (510, accelerator
 * F2), separator, Beginner (521), Intermediate (522), Expert (523) - the
 * current level is checked (CheckMenuItem) - separator, Best Times... (526),
 * separator, Exit (512).  Choosing a level starts a new game at that level.
 *
 * Client layout (all coordinates are client coordinates, rects are
 * [left,top)-(right,bottom) exclusive; the numbers are for beginner, where
 * W = client width: panel right = W-9, face x = (W-24)/2, seconds counter
 * x = W-56; the grid grows right and down):
 *     background               light grey RGB(192,192,192), raised 3px edge
 *     top panel (sunken)       (9,6)-(159,38)
 *     mine counter             (15,10)-(56,35)   black box, 3 red RGB(255,0,0) 7-segment digits (unlit segments RGB(64,0,0))
 *     face button              (72,10)-(96,34)   24x24, yellow Ellipse face
 *     seconds counter          (112,10)-(153,35) black box, 3 red RGB(255,0,0) 7-segment digits (unlit segments RGB(64,0,0))
 *     grid (sunken 3px edge)   (12,44)-(156,188)
 *     cell (cx,cy)             top-left (12+16*cx, 44+16*cy), 16x16;
 *                              centre   (20+16*cx, 52+16*cy)
 *
 * Cell look:
 *   covered   grey with 2px white top/left and 2px dark grey RGB(128,128,128)
 *             bottom/right lines (raised). Pressed (mouse held down on it):
 *             drawn like an empty revealed cell.
 *   flagged   covered + red triangle flag on a black pole.
 *   revealed  flat grey, 1px dark-grey line on its top and left edge; a
 *             number 1..8 in the classic colour (1 blue RGB(0,0,255),
 *             2 green RGB(0,128,0), 3 red RGB(255,0,0), 4 navy RGB(0,0,128),
 *             5 maroon RGB(128,0,0), 6 teal RGB(0,128,128), 7 black,
 *             8 grey RGB(128,128,128)) drawn with DrawTextA centred.
 *   mine      black Ellipse with spikes; the mine that was clicked has a red
 *             RGB(255,0,0) background; wrongly flagged cells show a mine
 *             crossed with a red X after a loss.
 *
 * Face: normal = smile; "O" mouth while the left button is held on the grid;
 * dead = X eyes + frown (lost); sunglasses (black band) = won.
 *
 * Input:
 *   - Left button DOWN on a covered cell shows it pressed (SetCapture; moving
 *     with the button held moves the pressed cell); the cell is REVEALED on
 *     left button UP over it.  Revealing a 0 flood-fills its neighbours.
 *   - Right button DOWN on a covered cell toggles a flag (counter = 10 - flags,
 *     may go negative, shown as "-NN").
 *   - Flagged cells cannot be revealed.
 *   - Left click (down+up) on the face starts a new game at any time.
 *   - After a loss or a win the board ignores clicks until the face is clicked.
 *   - Timer: SetTimer(hwnd, 1, 1000, NULL) starts at the first reveal with the
 *     seconds counter set to 1, +1 per WM_TIMER (max 999); stopped (KillTimer)
 *     on win or loss; reset to 0 on a new game.
 *
 * Best times (registry, HKEY_CURRENT_USER\Software\wineagent\winmine):
 *   values "Time1"/"Name1" (beginner), "Time2"/"Name2" (intermediate),
 *   "Time3"/"Name3" (expert); TimeN is REG_DWORD seconds, NameN REG_SZ.
 *   A missing value reads as 999 seconds / "Anonymous".
 *   - A win with seconds < the level's stored time shows the modal dialog
 *     "Congratulations" (DIALOG 200): the STATIC "You have the fastest time
 *     for <beginner|intermediate|expert> level. Please type your name:", an
 *     EDIT (id 100, limit 32 chars) pre-filled "Anonymous", fully selected
 *     and focused, and the default button OK.  OK (Enter) or Esc stores
 *     TimeN = seconds and NameN = the EDIT's text (RegCreateKeyExA +
 *     RegSetValueExA).  The dialog appears after the winning board is
 *     painted.
 *   - Game > Best Times... shows "Fastest Mine Sweepers" (DIALOG 300): per
 *     level a STATIC "N seconds" (ids 301..303) and the name (311..313);
 *     "Reset Scores" (id 109) writes 999 / "Anonymous" for all three and
 *     refreshes; OK (default, focused) closes.
 *
 * Determinism / test hooks:
 *   - "/seed N" in the command line (default 1) -> srand(N) once in WinMain.
 *   - Each game (the first one at WM_CREATE, and each face click, Game > New,
 *     F2 or level choice) places its mines with the next rand() values
 *     (msvcrt rand: state = state*214013 + 2531011; rand = (state >> 16) &
 *     0x7fff):
 *         placed = 0;
 *         while (placed < mines) {
 *             x = rand() % cols;  y = rand() % rows;
 *             if (!mine[y][x]) { mine[y][x] = 1; placed++; }
 *         }
 *   - First click is never a mine: if the first revealed cell holds a mine,
 *     that mine is moved to the first mine-free cell in row-major order
 *     (y = 0..rows-1, x = 0..cols-1), as Windows' winmine moves it to the
 *     top-left.
 *   - Winning /seed 1 (first beginner board, mines listed in guests/README.md):
 *     left-click (down+up) these cells (cx,cy), in this order:
 *         (0,0) (8,0) (7,3) (8,3) (8,4) (8,5) (8,6) (7,7) (8,7) (6,8) (8,8)
 *     (the first one flood-fills the open area).  At screen coordinates:
 *     (63+16*cx, 93+16*cy).  With a fresh registry this shows the
 *     high-score dialog.
 *   - Win: all 71 non-mine cells revealed -> all mines flagged, counter 000,
 *     sunglasses face, timer stopped.
 *   - Painting is double-buffered: WM_PAINT draws the whole client into a
 *     CreateCompatibleDC/CreateCompatibleBitmap and BitBlt(SRCCOPY)s the
 *     rcPaint region.  Only changed rects are invalidated (bErase = FALSE).
 */
#include <windows.h>
#include <string.h>
#include <stdlib.h>
#include "winmine_res.h"

#define MAX_COLS  30
#define MAX_ROWS  16
#define COLS      g_cols
#define ROWS      g_rows
#define MINES     g_mines
#define CELL      16
#define GRID_X    12
#define GRID_Y    44
#define CLIENT_W  (GRID_X + COLS * CELL + 12)   /* 168 */
#define CLIENT_H  (GRID_Y + ROWS * CELL + 12)   /* 200 */

#define PANEL_L   9
#define PANEL_T   6
#define PANEL_R   (CLIENT_W - 9)
#define PANEL_B   38
#define CNT_W     41
#define CNT_H     25
#define CNT_Y     10
#define MINECNT_X 15
#define TIMECNT_X (CLIENT_W - 15 - CNT_W)        /* 112 */
#define FACE_SZ   24
#define FACE_X    ((CLIENT_W - FACE_SZ) / 2)     /* 72 */
#define FACE_Y    10

#define WIN_STYLE (WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX)
#define NAME_MAX  32
#define REG_PATH  "Software\\wineagent\\winmine"

enum { ST_PLAYING, ST_WON, ST_LOST };
enum { FACE_SMILE, FACE_OH, FACE_DEAD, FACE_COOL };

static const struct { int cols, rows, mines; const char *name; } levels[3] = {
    { 9, 9, 10, "beginner" }, { 16, 16, 40, "intermediate" }, { 30, 16, 99, "expert" }
};
static int g_level;                        /* 0 beginner, 1 intermediate, 2 expert */
static int g_cols = 9, g_rows = 9, g_mines = 10;
static HINSTANCE g_inst;
static HMENU g_menu;
static int g_check_record;                 /* a win waits for the best-time check */

static unsigned char mine[MAX_ROWS][MAX_COLS];
static unsigned char revealed[MAX_ROWS][MAX_COLS];
static unsigned char flagged[MAX_ROWS][MAX_COLS];
static unsigned char adj[MAX_ROWS][MAX_COLS];
static int state;
static int started;        /* first reveal done (timer running) */
static int nrevealed;
static int nflags;
static int seconds;
static int boom_x = -1, boom_y = -1;

/* mouse state */
static int lbdown;         /* left button held (captured) */
static int face_pressed;   /* left button went down on the face */
static int face_down;      /* ... and is currently over it */
static int press_x = -1, press_y = -1;   /* cell currently shown pressed */

/* dirty rectangle accumulated by one input event */
static RECT dirty;
static int have_dirty;

/* GDI objects */
static HBRUSH br_grey, br_white, br_dark, br_black, br_red, br_dimred, br_yellow;
static HPEN pen_black, pen_red;

/* ------------------------------------------------------------------ */
/* game logic                                                          */

static void compute_adjacent(void)
{
    int x, y, dx, dy;
    for (y = 0; y < ROWS; y++)
        for (x = 0; x < COLS; x++) {
            int n = 0;
            for (dy = -1; dy <= 1; dy++)
                for (dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if ((dx || dy) && nx >= 0 && nx < COLS && ny >= 0 && ny < ROWS)
                        n += mine[ny][nx];
                }
            adj[y][x] = (unsigned char)n;
        }
}

/* Deterministic new board from the next rand() values. */
static void new_game(HWND hwnd)
{
    int placed = 0;
    memset(mine, 0, sizeof(mine));
    memset(revealed, 0, sizeof(revealed));
    memset(flagged, 0, sizeof(flagged));
    while (placed < MINES) {
        int x = rand() % COLS;
        int y = rand() % ROWS;
        if (!mine[y][x]) {
            mine[y][x] = 1;
            placed++;
        }
    }
    compute_adjacent();
    if (started && hwnd)
        KillTimer(hwnd, 1);
    state = ST_PLAYING;
    started = 0;
    nrevealed = 0;
    nflags = 0;
    seconds = 0;
    boom_x = boom_y = -1;
    press_x = press_y = -1;
}

static void add_dirty(int l, int t, int r, int b)
{
    if (!have_dirty) {
        dirty.left = l; dirty.top = t; dirty.right = r; dirty.bottom = b;
        have_dirty = 1;
    } else {
        if (l < dirty.left) dirty.left = l;
        if (t < dirty.top) dirty.top = t;
        if (r > dirty.right) dirty.right = r;
        if (b > dirty.bottom) dirty.bottom = b;
    }
}

static void dirty_cell(int x, int y)
{
    add_dirty(GRID_X + x * CELL, GRID_Y + y * CELL,
              GRID_X + (x + 1) * CELL, GRID_Y + (y + 1) * CELL);
}

static void dirty_grid(void)   { add_dirty(GRID_X, GRID_Y, GRID_X + COLS * CELL, GRID_Y + ROWS * CELL); }
static void dirty_face(void)   { add_dirty(FACE_X, FACE_Y, FACE_X + FACE_SZ, FACE_Y + FACE_SZ); }
static void dirty_mines(void)  { add_dirty(MINECNT_X, CNT_Y, MINECNT_X + CNT_W, CNT_Y + CNT_H); }
static void dirty_time(void)   { add_dirty(TIMECNT_X, CNT_Y, TIMECNT_X + CNT_W, CNT_Y + CNT_H); }

static void flush_dirty(HWND hwnd)
{
    if (have_dirty) {
        InvalidateRect(hwnd, &dirty, FALSE);
        have_dirty = 0;
    }
}

static void reveal_one(int x, int y)
{
    revealed[y][x] = 1;
    nrevealed++;
    dirty_cell(x, y);
}

/* Iterative flood fill (explicit stack; no recursion).  A cell is revealed
   when it is pushed, so each cell is pushed at most once and the stack
   never holds more than rows*cols entries. */
static void reveal_flood(int sx, int sy)
{
    static unsigned char stack[MAX_ROWS * MAX_COLS * 2];
    int sp = 0;
    if (revealed[sy][sx] || flagged[sy][sx] || mine[sy][sx])
        return;
    reveal_one(sx, sy);
    stack[sp++] = (unsigned char)sx;
    stack[sp++] = (unsigned char)sy;
    while (sp > 0) {
        int y = stack[--sp];
        int x = stack[--sp];
        int dx, dy;
        if (adj[y][x] != 0)
            continue;
        for (dy = -1; dy <= 1; dy++)
            for (dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if ((dx || dy) && nx >= 0 && nx < COLS && ny >= 0 && ny < ROWS &&
                    !revealed[ny][nx] && !flagged[ny][nx] && !mine[ny][nx]) {
                    reveal_one(nx, ny);
                    stack[sp++] = (unsigned char)nx;
                    stack[sp++] = (unsigned char)ny;
                }
            }
    }
}

static void game_won(HWND hwnd)
{
    int x, y;
    state = ST_WON;
    KillTimer(hwnd, 1);
    for (y = 0; y < ROWS; y++)
        for (x = 0; x < COLS; x++)
            if (mine[y][x] && !flagged[y][x]) {
                flagged[y][x] = 1;
                dirty_cell(x, y);
            }
    nflags = MINES;
    dirty_mines();
    dirty_face();
    g_check_record = 1;
}

static void game_lost(HWND hwnd, int bx, int by)
{
    state = ST_LOST;
    boom_x = bx;
    boom_y = by;
    KillTimer(hwnd, 1);
    dirty_grid();      /* every mine and wrong flag is shown */
    dirty_face();
}

static void click_cell(HWND hwnd, int x, int y)
{
    if (state != ST_PLAYING || revealed[y][x] || flagged[y][x])
        return;
    if (!started) {
        if (mine[y][x]) {
            /* First click is never a mine: move it to the first free cell
               in row-major order. */
            int mx, my, moved = 0;
            for (my = 0; my < ROWS && !moved; my++)
                for (mx = 0; mx < COLS && !moved; mx++)
                    if (!mine[my][mx] && !(mx == x && my == y)) {
                        mine[my][mx] = 1;
                        moved = 1;
                    }
            mine[y][x] = 0;
            compute_adjacent();
        }
        started = 1;
        seconds = 1;
        SetTimer(hwnd, 1, 1000, NULL);
        dirty_time();
    }
    if (mine[y][x]) {
        game_lost(hwnd, x, y);
        return;
    }
    reveal_flood(x, y);
    if (nrevealed == ROWS * COLS - MINES)
        game_won(hwnd);
}

static void toggle_flag(int x, int y)
{
    if (state != ST_PLAYING || revealed[y][x])
        return;
    flagged[y][x] = !flagged[y][x];
    nflags += flagged[y][x] ? 1 : -1;
    dirty_cell(x, y);
    dirty_mines();
}

/* ------------------------------------------------------------------ */
/* drawing                                                             */

static void fill(HDC hdc, int l, int t, int r, int b, HBRUSH br)
{
    RECT rc;
    rc.left = l; rc.top = t; rc.right = r; rc.bottom = b;
    FillRect(hdc, &rc, br);
}

/* 3D edge of width w around the rect (l,t)-(r,b): raised = light top-left. */
static void edge(HDC hdc, int l, int t, int r, int b, int w, int raised)
{
    HBRUSH tl = raised ? br_white : br_dark;
    HBRUSH brr = raised ? br_dark : br_white;
    int i;
    for (i = 0; i < w; i++) {
        fill(hdc, l + i, t + i, r - i - 1, t + i + 1, tl);      /* top */
        fill(hdc, l + i, t + i, l + i + 1, b - i - 1, tl);      /* left */
        fill(hdc, l + i + 1, b - i - 1, r - i, b - i, brr);     /* bottom */
        fill(hdc, r - i - 1, t + i + 1, r - i, b - i, brr);     /* right */
    }
}

static void line(HDC hdc, int x0, int y0, int x1, int y1)
{
    MoveToEx(hdc, x0, y0, NULL);
    LineTo(hdc, x1, y1);
}

/* 7-segment digit, 13x23 cell at (x,y). d = 0..9, or -1 for '-' */
static void seg_digit(HDC hdc, int x, int y, int d)
{
    /* segments: a b c d e f g */
    static const unsigned char mask[10] = {
        0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f
    };
    static const signed char seg[7][4] = {
        { 2, 1, 11, 3 },   /* a top */
        { 10, 2, 12, 11 }, /* b upper right */
        { 10, 12, 12, 21 },/* c lower right */
        { 2, 20, 11, 22 }, /* d bottom */
        { 1, 12, 3, 21 },  /* e lower left */
        { 1, 2, 3, 11 },   /* f upper left */
        { 2, 10, 11, 12 }, /* g middle */
    };
    int m = d < 0 ? 0x40 : mask[d], i;
    for (i = 0; i < 7; i++)
        fill(hdc, x + seg[i][0], y + seg[i][1], x + seg[i][2], y + seg[i][3],
             (m & (1 << i)) ? br_red : br_dimred);
}

static void draw_counter(HDC hdc, int x, int y, int value)
{
    int neg = value < 0, v;
    if (value > 999) value = 999;
    if (value < -99) value = -99;
    v = neg ? -value : value;
    fill(hdc, x, y, x + CNT_W, y + CNT_H, br_black);
    seg_digit(hdc, x + 1, y + 1, neg ? -1 : (v / 100) % 10);
    seg_digit(hdc, x + 14, y + 1, (v / 10) % 10);
    seg_digit(hdc, x + 27, y + 1, v % 10);
}

static void draw_face(HDC hdc)
{
    int x = FACE_X, y = FACE_Y, kind, o;
    HGDIOBJ oldpen, oldbr;

    fill(hdc, x, y, x + FACE_SZ, y + FACE_SZ, br_grey);
    if (face_down) {
        edge(hdc, x, y, x + FACE_SZ, y + FACE_SZ, 1, 0);
        o = 1;
    } else {
        edge(hdc, x, y, x + FACE_SZ, y + FACE_SZ, 2, 1);
        o = 0;
    }
    x += o; y += o;

    if (state == ST_LOST) kind = FACE_DEAD;
    else if (state == ST_WON) kind = FACE_COOL;
    else if (lbdown && !face_pressed) kind = FACE_OH;
    else kind = FACE_SMILE;

    oldpen = SelectObject(hdc, pen_black);
    oldbr = SelectObject(hdc, br_yellow);
    Ellipse(hdc, x + 3, y + 3, x + 21, y + 21);

    switch (kind) {
    case FACE_SMILE:
        fill(hdc, x + 8, y + 8, x + 10, y + 10, br_black);
        fill(hdc, x + 14, y + 8, x + 16, y + 10, br_black);
        line(hdc, x + 8, y + 14, x + 10, y + 16);
        line(hdc, x + 10, y + 16, x + 14, y + 16);
        line(hdc, x + 14, y + 16, x + 17, y + 13);
        break;
    case FACE_OH:
        fill(hdc, x + 8, y + 8, x + 10, y + 10, br_black);
        fill(hdc, x + 14, y + 8, x + 16, y + 10, br_black);
        SelectObject(hdc, br_black);
        Ellipse(hdc, x + 10, y + 13, x + 15, y + 18);
        break;
    case FACE_DEAD:
        line(hdc, x + 7, y + 7, x + 11, y + 11);
        line(hdc, x + 10, y + 7, x + 6, y + 11);
        line(hdc, x + 13, y + 7, x + 17, y + 11);
        line(hdc, x + 16, y + 7, x + 12, y + 11);
        line(hdc, x + 8, y + 16, x + 10, y + 14);
        line(hdc, x + 10, y + 14, x + 14, y + 14);
        line(hdc, x + 14, y + 14, x + 17, y + 17);
        break;
    case FACE_COOL:
        fill(hdc, x + 6, y + 8, x + 18, y + 9, br_black);    /* band */
        fill(hdc, x + 7, y + 8, x + 11, y + 11, br_black);   /* lenses */
        fill(hdc, x + 13, y + 8, x + 17, y + 11, br_black);
        line(hdc, x + 8, y + 14, x + 10, y + 16);
        line(hdc, x + 10, y + 16, x + 14, y + 16);
        line(hdc, x + 14, y + 16, x + 17, y + 13);
        break;
    }
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
}

static void draw_mine(HDC hdc, int x0, int y0)
{
    HGDIOBJ oldpen = SelectObject(hdc, pen_black);
    HGDIOBJ oldbr = SelectObject(hdc, br_black);
    line(hdc, x0 + 2, y0 + 8, x0 + 15, y0 + 8);
    line(hdc, x0 + 8, y0 + 2, x0 + 8, y0 + 15);
    line(hdc, x0 + 4, y0 + 4, x0 + 13, y0 + 13);
    line(hdc, x0 + 12, y0 + 4, x0 + 3, y0 + 13);
    Ellipse(hdc, x0 + 4, y0 + 4, x0 + 13, y0 + 13);
    fill(hdc, x0 + 6, y0 + 6, x0 + 8, y0 + 8, br_white);
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
}

static void draw_flag(HDC hdc, int x0, int y0)
{
    POINT tri[3];
    HGDIOBJ oldpen, oldbr;
    fill(hdc, x0 + 8, y0 + 4, x0 + 9, y0 + 12, br_black);    /* pole */
    fill(hdc, x0 + 6, y0 + 10, x0 + 10, y0 + 11, br_black);  /* foot */
    fill(hdc, x0 + 4, y0 + 11, x0 + 12, y0 + 13, br_black);  /* base */
    tri[0].x = x0 + 9; tri[0].y = y0 + 3;
    tri[1].x = x0 + 9; tri[1].y = y0 + 8;
    tri[2].x = x0 + 4; tri[2].y = y0 + 6;
    oldpen = SelectObject(hdc, pen_red);
    oldbr = SelectObject(hdc, br_red);
    Polygon(hdc, tri, 3);
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
}

static void draw_cell(HDC hdc, int x, int y)
{
    static const COLORREF numcol[9] = {
        0, RGB(0, 0, 255), RGB(0, 128, 0), RGB(255, 0, 0), RGB(0, 0, 128),
        RGB(128, 0, 0), RGB(0, 128, 128), RGB(0, 0, 0), RGB(128, 128, 128)
    };
    int x0 = GRID_X + x * CELL, y0 = GRID_Y + y * CELL;
    int show_mine = state == ST_LOST && mine[y][x] && !flagged[y][x];
    int wrong_flag = state == ST_LOST && flagged[y][x] && !mine[y][x];
    int flat = revealed[y][x] || show_mine || wrong_flag ||
               (x == press_x && y == press_y);

    if (!flat) {
        fill(hdc, x0, y0, x0 + CELL, y0 + CELL, br_grey);
        edge(hdc, x0, y0, x0 + CELL, y0 + CELL, 2, 1);
        if (flagged[y][x])
            draw_flag(hdc, x0, y0);
        return;
    }
    fill(hdc, x0, y0, x0 + CELL, y0 + CELL,
         (x == boom_x && y == boom_y) ? br_red : br_grey);
    fill(hdc, x0, y0, x0 + CELL, y0 + 1, br_dark);
    fill(hdc, x0, y0, x0 + 1, y0 + CELL, br_dark);
    if (show_mine || wrong_flag) {
        draw_mine(hdc, x0, y0);
        if (wrong_flag) {
            HGDIOBJ oldpen = SelectObject(hdc, pen_red);
            line(hdc, x0 + 3, y0 + 3, x0 + 14, y0 + 14);
            line(hdc, x0 + 13, y0 + 3, x0 + 2, y0 + 14);
            SelectObject(hdc, oldpen);
        }
    } else if (revealed[y][x] && adj[y][x]) {
        char s[2];
        RECT rc;
        s[0] = (char)('0' + adj[y][x]);
        s[1] = 0;
        rc.left = x0 + 1; rc.top = y0 + 1; rc.right = x0 + CELL; rc.bottom = y0 + CELL;
        SetTextColor(hdc, numcol[adj[y][x]]);
        DrawTextA(hdc, s, 1, &rc, DT_CENTER | DT_VCENTER | DT_SINGLELINE);
    }
}

static void draw_all(HDC hdc)
{
    int x, y;
    fill(hdc, 0, 0, CLIENT_W, CLIENT_H, br_grey);
    edge(hdc, 0, 0, CLIENT_W, CLIENT_H, 3, 1);
    edge(hdc, PANEL_L, PANEL_T, PANEL_R, PANEL_B, 2, 0);
    edge(hdc, GRID_X - 3, GRID_Y - 3, GRID_X + COLS * CELL + 3, GRID_Y + ROWS * CELL + 3, 3, 0);
    draw_counter(hdc, MINECNT_X, CNT_Y, MINES - nflags);
    draw_counter(hdc, TIMECNT_X, CNT_Y, seconds);
    draw_face(hdc);
    SetBkMode(hdc, TRANSPARENT);
    for (y = 0; y < ROWS; y++)
        for (x = 0; x < COLS; x++)
            draw_cell(hdc, x, y);
}

/* ------------------------------------------------------------------ */
/* input helpers                                                       */

static int cell_at(int mx, int my, int *cx, int *cy)
{
    if (mx < GRID_X || my < GRID_Y)
        return 0;
    *cx = (mx - GRID_X) / CELL;
    *cy = (my - GRID_Y) / CELL;
    return *cx < COLS && *cy < ROWS;
}

static int on_face(int mx, int my)
{
    return mx >= FACE_X && mx < FACE_X + FACE_SZ && my >= FACE_Y && my < FACE_Y + FACE_SZ;
}

/* Update which covered cell is drawn pressed while the button is held. */
static void set_pressed(int mx, int my)
{
    int cx = -1, cy = -1;
    if (!cell_at(mx, my, &cx, &cy) || state != ST_PLAYING ||
        revealed[cy][cx] || flagged[cy][cx])
        cx = cy = -1;
    if (cx != press_x || cy != press_y) {
        if (press_x >= 0) dirty_cell(press_x, press_y);
        press_x = cx;
        press_y = cy;
        if (press_x >= 0) dirty_cell(press_x, press_y);
    }
}

/* ------------------------------------------------------------------ */
/* best times (registry) and their dialogs                             */

/* Read level's best time and name; missing values read as 999/"Anonymous". */
static void read_score(int level, DWORD *secs, char *name)
{
    HKEY key;
    char value[8], buf[NAME_MAX + 1];
    DWORD type, size, t;

    *secs = 999;
    strcpy(name, "Anonymous");
    if (RegOpenKeyExA(HKEY_CURRENT_USER, REG_PATH, 0, KEY_READ, &key) != ERROR_SUCCESS)
        return;
    wsprintfA(value, "Time%d", level + 1);
    size = sizeof(t);
    if (RegQueryValueExA(key, value, NULL, &type, (BYTE *)&t, &size) == ERROR_SUCCESS &&
        type == REG_DWORD)
        *secs = t;
    wsprintfA(value, "Name%d", level + 1);
    size = NAME_MAX;
    if (RegQueryValueExA(key, value, NULL, &type, (BYTE *)buf, &size) == ERROR_SUCCESS &&
        type == REG_SZ) {
        buf[size < NAME_MAX ? size : NAME_MAX] = 0;
        strcpy(name, buf);
    }
    RegCloseKey(key);
}

static void write_score(int level, DWORD secs, const char *name)
{
    HKEY key;
    char value[8];

    if (RegCreateKeyExA(HKEY_CURRENT_USER, REG_PATH, 0, NULL, REG_OPTION_NON_VOLATILE,
                        KEY_WRITE, NULL, &key, NULL) != ERROR_SUCCESS)
        return;
    wsprintfA(value, "Time%d", level + 1);
    RegSetValueExA(key, value, 0, REG_DWORD, (const BYTE *)&secs, sizeof(secs));
    wsprintfA(value, "Name%d", level + 1);
    RegSetValueExA(key, value, 0, REG_SZ, (const BYTE *)name, (DWORD)strlen(name) + 1);
    RegCloseKey(key);
}

static char g_winner[NAME_MAX + 1];        /* the high-score dialog's answer */

static INT_PTR CALLBACK NameProc(HWND dlg, UINT msg, WPARAM wParam, LPARAM lParam)
{
    char text[128];
    (void)lParam;
    switch (msg) {
    case WM_INITDIALOG:
        wsprintfA(text, "You have the fastest time for %s level. Please type your name:",
                  levels[g_level].name);
        SetDlgItemTextA(dlg, IDC_NAME_TEXT, text);
        SendDlgItemMessageA(dlg, IDC_NAME_EDIT, EM_LIMITTEXT, NAME_MAX, 0);
        SetDlgItemTextA(dlg, IDC_NAME_EDIT, g_winner);
        SendDlgItemMessageA(dlg, IDC_NAME_EDIT, EM_SETSEL, 0, -1);
        SetFocus(GetDlgItem(dlg, IDC_NAME_EDIT));
        return FALSE;                      /* we set the focus ourselves */
    case WM_COMMAND:
        if (LOWORD(wParam) == IDOK || LOWORD(wParam) == IDCANCEL) {
            /* As in Windows' winmine, Esc keeps the record too. */
            GetDlgItemTextA(dlg, IDC_NAME_EDIT, g_winner, sizeof(g_winner));
            EndDialog(dlg, IDOK);
            return TRUE;
        }
        break;
    }
    return FALSE;
}

/* After a win: a time better than the stored best asks for the name. */
static void check_record(HWND hwnd)
{
    DWORD best;
    char name[NAME_MAX + 1];
    read_score(g_level, &best, name);
    if ((DWORD)seconds >= best)
        return;
    strcpy(g_winner, "Anonymous");
    DialogBoxParamA(g_inst, MAKEINTRESOURCEA(IDD_NAME), hwnd, NameProc, 0);
    write_score(g_level, (DWORD)seconds, g_winner);
}

static void fill_best(HWND dlg)
{
    int i;
    DWORD secs;
    char name[NAME_MAX + 1], text[32];
    for (i = 0; i < 3; i++) {
        read_score(i, &secs, name);
        wsprintfA(text, "%d seconds", (int)secs);
        SetDlgItemTextA(dlg, IDC_TIME1 + i, text);
        SetDlgItemTextA(dlg, IDC_NAME1 + i, name);
    }
}

static INT_PTR CALLBACK BestProc(HWND dlg, UINT msg, WPARAM wParam, LPARAM lParam)
{
    int i;
    (void)lParam;
    switch (msg) {
    case WM_INITDIALOG:
        fill_best(dlg);
        /* Focus OK, not the first tab stop (Reset Scores): Enter must not reset. */
        SetFocus(GetDlgItem(dlg, IDOK));
        return FALSE;
    case WM_COMMAND:
        switch (LOWORD(wParam)) {
        case IDC_RESET:
            for (i = 0; i < 3; i++)
                write_score(i, 999, "Anonymous");
            fill_best(dlg);
            return TRUE;
        case IDOK:
        case IDCANCEL:
            EndDialog(dlg, LOWORD(wParam));
            return TRUE;
        }
        break;
    }
    return FALSE;
}

/* ------------------------------------------------------------------ */
/* levels                                                              */

static void check_level_items(void)
{
    int i;
    for (i = 0; i < 3; i++)
        CheckMenuItem(g_menu, IDM_BEGINNER + i,
                      MF_BYCOMMAND | (i == g_level ? MF_CHECKED : MF_UNCHECKED));
}

/* Switch level: new board, check mark, window resized to the new grid. */
static void set_level(HWND hwnd, int level)
{
    RECT rc;
    g_level = level;
    g_cols = levels[level].cols;
    g_rows = levels[level].rows;
    g_mines = levels[level].mines;
    new_game(hwnd);
    check_level_items();
    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, WIN_STYLE, TRUE);
    SetWindowPos(hwnd, NULL, 0, 0, rc.right - rc.left, rc.bottom - rc.top,
                 SWP_NOMOVE | SWP_NOZORDER);
    InvalidateRect(hwnd, NULL, FALSE);
}

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    int mx = (short)LOWORD(lParam), my = (short)HIWORD(lParam);
    int cx, cy;

    switch (msg) {
    case WM_CREATE:
        br_grey = CreateSolidBrush(RGB(192, 192, 192));
        br_white = CreateSolidBrush(RGB(255, 255, 255));
        br_dark = CreateSolidBrush(RGB(128, 128, 128));
        br_black = CreateSolidBrush(RGB(0, 0, 0));
        br_red = CreateSolidBrush(RGB(255, 0, 0));
        br_dimred = CreateSolidBrush(RGB(64, 0, 0));
        br_yellow = CreateSolidBrush(RGB(255, 255, 0));
        pen_black = CreatePen(PS_SOLID, 1, RGB(0, 0, 0));
        pen_red = CreatePen(PS_SOLID, 1, RGB(255, 0, 0));
        new_game(hwnd);
        return 0;

    case WM_PAINT: {
        PAINTSTRUCT ps;
        HDC hdc = BeginPaint(hwnd, &ps);
        HDC mem = CreateCompatibleDC(hdc);
        HBITMAP bmp = CreateCompatibleBitmap(hdc, CLIENT_W, CLIENT_H);
        HGDIOBJ oldbmp = SelectObject(mem, bmp);
        draw_all(mem);
        BitBlt(hdc, ps.rcPaint.left, ps.rcPaint.top,
               ps.rcPaint.right - ps.rcPaint.left, ps.rcPaint.bottom - ps.rcPaint.top,
               mem, ps.rcPaint.left, ps.rcPaint.top, SRCCOPY);
        SelectObject(mem, oldbmp);
        DeleteObject(bmp);
        DeleteDC(mem);
        EndPaint(hwnd, &ps);
        return 0;
    }

    case WM_LBUTTONDOWN:
        lbdown = 1;
        SetCapture(hwnd);
        if (on_face(mx, my)) {
            face_pressed = 1;
            face_down = 1;
        } else {
            face_pressed = 0;
            set_pressed(mx, my);
        }
        dirty_face();
        flush_dirty(hwnd);
        return 0;

    case WM_MOUSEMOVE:
        if (!lbdown)
            return 0;
        if (face_pressed) {
            int d = on_face(mx, my);
            if (d != face_down) {
                face_down = d;
                dirty_face();
            }
        } else {
            set_pressed(mx, my);
        }
        flush_dirty(hwnd);
        return 0;

    case WM_LBUTTONUP:
        if (!lbdown)
            return 0;
        lbdown = 0;
        ReleaseCapture();
        if (press_x >= 0) {
            dirty_cell(press_x, press_y);
            press_x = press_y = -1;
        }
        dirty_face();
        if (face_pressed) {
            face_pressed = 0;
            face_down = 0;
            if (on_face(mx, my)) {
                new_game(hwnd);
                add_dirty(0, 0, CLIENT_W, CLIENT_H);
            }
        } else if (cell_at(mx, my, &cx, &cy)) {
            click_cell(hwnd, cx, cy);
        }
        flush_dirty(hwnd);
        if (g_check_record) {
            g_check_record = 0;
            UpdateWindow(hwnd);            /* show the won board first */
            check_record(hwnd);
        }
        return 0;

    case WM_RBUTTONDOWN:
        if (!lbdown && cell_at(mx, my, &cx, &cy)) {
            toggle_flag(cx, cy);
            flush_dirty(hwnd);
        }
        return 0;

    case WM_TIMER:
        if (wParam == 1 && state == ST_PLAYING && started) {
            if (seconds < 999)
                seconds++;
            dirty_time();
            flush_dirty(hwnd);
        }
        return 0;

    case WM_COMMAND:
        switch (LOWORD(wParam)) {
        case IDM_NEW:
            new_game(hwnd);
            InvalidateRect(hwnd, NULL, FALSE);
            return 0;
        case IDM_BEGINNER:
        case IDM_INTERMEDIATE:
        case IDM_EXPERT:
            set_level(hwnd, LOWORD(wParam) - IDM_BEGINNER);
            return 0;
        case IDM_BEST:
            DialogBoxParamA(g_inst, MAKEINTRESOURCEA(IDD_BEST), hwnd, BestProc, 0);
            return 0;
        case IDM_EXIT:
            DestroyWindow(hwnd);
            return 0;
        }
        break;

    case WM_DESTROY:
        KillTimer(hwnd, 1);
        DeleteObject(br_grey);
        DeleteObject(br_white);
        DeleteObject(br_dark);
        DeleteObject(br_black);
        DeleteObject(br_red);
        DeleteObject(br_dimred);
        DeleteObject(br_yellow);
        DeleteObject(pen_black);
        DeleteObject(pen_red);
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    WNDCLASSEXA wc;
    RECT rc;
    HWND hwnd;
    HACCEL accel;
    MSG msg;
    DWORD style = WIN_STYLE;
    const char *p;
    int seed = 1;

    (void)hPrev;
    g_inst = hInst;
    p = lpCmdLine ? strstr(lpCmdLine, "/seed ") : NULL;
    if (p)
        seed = atoi(p + 6);
    srand((unsigned)seed);

    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(LTGRAY_BRUSH);
    wc.lpszClassName = "Minesweeper";
    if (!RegisterClassExA(&wc))
        return 1;

    g_menu = LoadMenuA(hInst, MAKEINTRESOURCEA(IDR_MINEMENU));
    accel = LoadAcceleratorsA(hInst, MAKEINTRESOURCEA(IDR_MINEACCEL));
    check_level_items();
    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, TRUE);
    hwnd = CreateWindowExA(0, "Minesweeper", "Minesweeper", style,
                           40, 0, rc.right - rc.left, rc.bottom - rc.top,
                           NULL, g_menu, hInst, NULL);
    if (!hwnd)
        return 1;
    ShowWindow(hwnd, nShow);
    UpdateWindow(hwnd);

    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        if (!TranslateAcceleratorA(hwnd, accel, &msg)) {
            TranslateMessage(&msg);
            DispatchMessageA(&msg);
        }
    }
    return (int)msg.wParam;
}
