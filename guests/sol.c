/*
 * sol.c - Klondike Solitaire (draw one), seeded by "/seed N".
 *
 * WINDOW
 *   Title "Solitaire", outer top-left at screen (0,0), style
 *   WS_OVERLAPPED|WS_CAPTION|WS_SYSMENU|WS_MINIMIZEBOX, class style
 *   CS_DBLCLKS, outer size from AdjustWindowRect for a client area of
 *   615 x 420 (615 = 11 + 7*87 - 16 + 11 so the 7th tableau pile, at x=533,
 *   fits: 533 + 71 + 11 = 615).  Green felt RGB(0,128,0).
 *   Menu bar (MENU resource IDR_SOLMENU in sol.rc, passed to CreateWindowEx):
 *       Game: Deal (id 1000, IDM_DEAL = deal the next seed, as F2),
 *             separator, Exit (id 1001, IDM_EXIT = DestroyWindow).
 *   The window size is AdjustWindowRect(..., bMenu = TRUE), so the client
 *   stays 615 x 420; the menu bar (19 px in wineagent) sits between the
 *   caption and the client area.
 *
 * SCREEN COORDINATES (wineagent; the frame is 3 px, the caption 19 px, the
 *   menu bar 19 px): the client origin is screen (3, 41), so client (x, y)
 *   is screen (x + 3, y + 41).  E.g. the stock centre (46,58) is screen
 *   (49,99); the "Game" menu title is centred near screen (25,31).
 *
 * LAYOUT (client coordinates; cards are 71x96)
 *   stock            top-left (11,10)
 *   waste            top-left (98,10)            (only the top card is drawn)
 *   foundation i     top-left (272+87*i, 10)     i = 0..3
 *   tableau pile i   top-left (11+87*i, 120)     i = 0..6
 *   In a tableau pile, card k (k = 0 is the bottom card) has its top edge at
 *       y(k) = 120 + sum over j < k of (card j face-down ? 4 : 16)
 *   and its top 16 (or 4) pixels are visible; the top card shows all 96.
 *   A safe point to click card k of pile i is (11+87*i+35, y(k)+8) for a
 *   covered card, or (11+87*i+35, y(k)+48) for the top card.
 *   Top-row pile centres: stock (46,58), waste (133,58), foundation i
 *   (307+87*i, 58).
 *
 * CARD LOOK
 *   White Rectangle with a black border.  Face-up: rank text (A,2..10,J,Q,K)
 *   with TextOutA at (x+3,y+2), a small suit symbol at (x+24..x+34,y+3..y+13),
 *   and a large suit symbol centred at (x+35,y+52).  Hearts/diamonds red
 *   RGB(255,0,0), clubs/spades black; suits are drawn with GDI primitives
 *   (diamond = Polygon, heart = 2 Ellipses + triangle, spade = 2 Ellipses +
 *   triangle + stem, club = 3 Ellipses + stem).  Face-down: navy RGB(0,0,128)
 *   back with a lighter cross-hatch inside a white margin.  Empty piles: a
 *   dark green RGB(0,80,0) outline (the empty stock also shows a ring).
 *   Selected stack (click-then-click): 2px yellow RGB(255,255,0) border.
 *
 * CARDS AND THE DEAL (fully determined by the seed)
 *   card id c = 0..51: suit = c / 13 (0 clubs, 1 diamonds, 2 hearts,
 *   3 spades), rank = c % 13 (0 = Ace ... 12 = King); red = diamonds, hearts.
 *   deal(seed):
 *       srand(seed);                        // msvcrt rand():
 *                                           //   state = state*214013+2531011
 *                                           //   return (state>>16) & 0x7fff
 *       deck[i] = i for i = 0..51
 *       for i = 51 down to 1:               // Fisher-Yates
 *           j = rand() % (i + 1); swap(deck[i], deck[j])
 *       pos = 0
 *       for pile i = 0..6:                  // pile i gets i+1 cards,
 *           for k = 0..i:                   // bottom first
 *               tableau[i][k] = deck[pos++], face-up only when k == i
 *       stock = deck[28..51] face-down, deck[51] on TOP (drawn first)
 *   WinMain: seed = atoi after "/seed " in lpCmdLine (default 1); deal(seed).
 *   F2 (WM_KEYDOWN VK_F2) re-deals with deal(seed + 1), then seed + 2, ...
 *
 *   SEED1 - initial layout for /seed 1 (computed with the algorithm above;
 *   ranks A,2..10,J,Q,K + suit c/d/h/s; piles listed bottom -> top, only the
 *   last card of each tableau pile is face-up):
 *     pile 0: 10d
 *     pile 1: 7c 7h
 *     pile 2: Jd Jh 3h
 *     pile 3: 10c 8d 9s 4h
 *     pile 4: 6h 9d Kd 4s 5c
 *     pile 5: 5h Kh 3d Qh Qc 2h
 *     pile 6: Ad Ac 2d 8s As 4d Kc
 *     stock, top first (the order stock clicks turn them onto the waste):
 *       3s 6c 9h 2s 5d Ah Qd 6d Js 10s 10h 7d 2c 6s Qs Jc 8c Ks 8h 7s 5s 4c 3c 9c
 *   e.g. the 4h (pile 3, top-left (272,132)) can be dragged onto the 5c
 *   (pile 4): press at (307,180), move, release at (394,250); the 9s under
 *   it turns face-up.
 *
 * INPUT
 *   - Left button DOWN on the stock: moves its top card face-up onto the
 *     waste; on an empty stock: the waste is turned back over into the stock
 *     (unlimited redeals).
 *   - Left button DOWN on a face-up card (waste top, foundation top, any
 *     face-up tableau card) arms a drag (SetCapture).  Moving more than 2px
 *     drags that card and every card above it with the pointer; button UP
 *     drops it on the pile under the POINTER (a tableau column is its whole
 *     x-range below y=120; top-row piles are their 71x96 rects) if legal,
 *     else the stack returns.
 *   - A click (down+up without moving > 2px) on a face-up card selects it
 *     (yellow border); the next left click on a pile moves the selection
 *     there if legal, otherwise just deselects.
 *   - Double click (WM_LBUTTONDBLCLK) on the top face-up card of the waste
 *     or a tableau pile moves it to the first foundation (0..3) that accepts
 *     it; otherwise the double click acts as a normal click.
 *   - Legal: onto tableau = opposite colour and rank one lower; an empty
 *     tableau pile takes only a King (with its stack); onto foundation =
 *     a single card, Ace onto an empty foundation, else same suit rank+1.
 *     Foundation top cards may be moved back onto the tableau.
 *   - A face-down card left on top of a tableau pile turns face-up at once.
 *   - All 52 cards on the foundations: MessageBoxA(hwnd, "You won!",
 *     "Solitaire", MB_OK) (once per deal).
 *
 * PAINTING: double-buffered (CreateCompatibleDC/Bitmap + BitBlt SRCCOPY).
 */
#include <windows.h>
#include <string.h>
#include <stdlib.h>
#include "sol_res.h"

#define CLIENT_W   615
#define CLIENT_H   420
#define CARD_W     71
#define CARD_H     96
#define DOWN_DY    4
#define UP_DY      16
#define TOP_Y      10
#define TAB_Y      120
#define PILE_DX    87
#define STOCK_X    11
#define WASTE_X    98
#define FOUND_X    272
#define TAB_X      11
#define DRAG_SLOP  2

/* pile numbers */
#define P_STOCK    0
#define P_WASTE    1
#define P_FOUND    2     /* 2..5 */
#define P_TAB      6     /* 6..12 */
#define NPILES     13

typedef struct {
    int n;
    unsigned char card[52];
    unsigned char up[52];
} Pile;

static Pile piles[NPILES];
static unsigned int cur_seed = 1;
static int won_shown;

/* selection / drag state */
static int sel_pile = -1, sel_index = -1;       /* click-then-click selection */
static int arm_pile = -1, arm_index = -1;       /* button down on a card */
static int dragging;
static int down_x, down_y;                      /* where the button went down */
static int grab_dx, grab_dy;                    /* pointer - card top-left */
static int drag_x, drag_y;                      /* dragged stack top-left */

static HBRUSH br_felt, br_white, br_black, br_red, br_back, br_yellow, br_darkgreen;
static HPEN pen_black, pen_red, pen_hatch, pen_darkgreen;

/* ------------------------------------------------------------------ */
/* cards and piles                                                     */

static int rank_of(int c) { return c % 13; }
static int suit_of(int c) { return c / 13; }
static int is_red(int c)  { int s = suit_of(c); return s == 1 || s == 2; }

static void pile_xy(int p, int *x, int *y)
{
    if (p == P_STOCK)      { *x = STOCK_X; *y = TOP_Y; }
    else if (p == P_WASTE) { *x = WASTE_X; *y = TOP_Y; }
    else if (p < P_TAB)    { *x = FOUND_X + PILE_DX * (p - P_FOUND); *y = TOP_Y; }
    else                   { *x = TAB_X + PILE_DX * (p - P_TAB); *y = TAB_Y; }
}

/* top-left y of card k in pile p */
static int card_y(int p, int k)
{
    int y = (p >= P_TAB) ? TAB_Y : TOP_Y, j;
    if (p >= P_TAB)
        for (j = 0; j < k; j++)
            y += piles[p].up[j] ? UP_DY : DOWN_DY;
    return y;
}

static void push(int p, int c, int up)
{
    Pile *pl = &piles[p];
    pl->card[pl->n] = (unsigned char)c;
    pl->up[pl->n] = (unsigned char)up;
    pl->n++;
}

/* The deal is a pure function of the seed (see header). */
static void deal(unsigned int seed)
{
    int deck[52], i, k, pos = 0;
    srand(seed);
    for (i = 0; i < 52; i++)
        deck[i] = i;
    for (i = 51; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    memset(piles, 0, sizeof(piles));
    for (i = 0; i < 7; i++)
        for (k = 0; k <= i; k++)
            push(P_TAB + i, deck[pos++], k == i);
    while (pos < 52)
        push(P_STOCK, deck[pos++], 0);
    cur_seed = seed;
    won_shown = 0;
    sel_pile = sel_index = -1;
    arm_pile = arm_index = -1;
    dragging = 0;
}

static int can_move(int src, int k, int dst)
{
    Pile *s = &piles[src], *d = &piles[dst];
    int c;
    if (src == dst || k < 0 || k >= s->n || !s->up[k])
        return 0;
    c = s->card[k];
    if (dst >= P_TAB) {
        if (d->n == 0)
            return rank_of(c) == 12;
        {
            int t = d->card[d->n - 1];
            return d->up[d->n - 1] && is_red(t) != is_red(c) &&
                   rank_of(c) == rank_of(t) - 1;
        }
    }
    if (dst >= P_FOUND) {
        if (k != s->n - 1)
            return 0;
        if (d->n == 0)
            return rank_of(c) == 0;
        {
            int t = d->card[d->n - 1];
            return suit_of(t) == suit_of(c) && rank_of(c) == rank_of(t) + 1;
        }
    }
    return 0;   /* never onto stock or waste */
}

static void do_move(int src, int k, int dst)
{
    Pile *s = &piles[src];
    int i;
    for (i = k; i < s->n; i++)
        push(dst, s->card[i], 1);
    s->n = k;
    /* auto turn-over of an uncovered face-down tableau card */
    if (src >= P_TAB && s->n > 0 && !s->up[s->n - 1])
        s->up[s->n - 1] = 1;
}

static int all_home(void)
{
    int i, n = 0;
    for (i = 0; i < 4; i++)
        n += piles[P_FOUND + i].n;
    return n == 52;
}

static void stock_click(void)
{
    Pile *st = &piles[P_STOCK], *w = &piles[P_WASTE];
    if (st->n > 0) {
        st->n--;
        push(P_WASTE, st->card[st->n], 1);
    } else {
        while (w->n > 0) {
            w->n--;
            push(P_STOCK, w->card[w->n], 0);
        }
    }
}

/* ------------------------------------------------------------------ */
/* hit testing                                                         */

static int in_rect(int mx, int my, int x, int y, int w, int h)
{
    return mx >= x && mx < x + w && my >= y && my < y + h;
}

/* Card under the pointer: returns pile (or -1) and sets *k to the card
   index (-1 when the pile is empty). */
static int hit_card(int mx, int my, int *k)
{
    int p, x, y, i;
    *k = -1;
    for (p = 0; p < NPILES; p++) {
        pile_xy(p, &x, &y);
        if (p < P_TAB) {
            if (in_rect(mx, my, x, y, CARD_W, CARD_H)) {
                *k = piles[p].n - 1;
                return p;
            }
        } else if (mx >= x && mx < x + CARD_W) {
            for (i = piles[p].n - 1; i >= 0; i--)
                if (in_rect(mx, my, x, card_y(p, i), CARD_W, CARD_H)) {
                    *k = i;
                    return p;
                }
            if (piles[p].n == 0 && in_rect(mx, my, x, y, CARD_W, CARD_H))
                return p;
            return -1;
        }
    }
    return -1;
}

/* Drop target under the pointer (tableau column = whole x-range below y=120). */
static int pile_at(int mx, int my)
{
    int p, x, y;
    for (p = 0; p < NPILES; p++) {
        pile_xy(p, &x, &y);
        if (p < P_TAB) {
            if (in_rect(mx, my, x, y, CARD_W, CARD_H))
                return p;
        } else if (mx >= x && mx < x + CARD_W && my >= TAB_Y) {
            return p;
        }
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* drawing                                                             */

static void fill(HDC hdc, int l, int t, int r, int b, HBRUSH br)
{
    RECT rc;
    rc.left = l; rc.top = t; rc.right = r; rc.bottom = b;
    FillRect(hdc, &rc, br);
}

static void frame(HDC hdc, int l, int t, int r, int b, int w, HBRUSH br)
{
    fill(hdc, l, t, r, t + w, br);
    fill(hdc, l, b - w, r, b, br);
    fill(hdc, l, t, l + w, b, br);
    fill(hdc, r - w, t, r, b, br);
}

/* Suit symbol centred at (cx,cy), roughly 2s x 2s pixels. */
static void draw_suit(HDC hdc, int suit, int cx, int cy, int s)
{
    POINT pt[4];
    int red = (suit == 1 || suit == 2);
    HGDIOBJ oldpen = SelectObject(hdc, red ? pen_red : pen_black);
    HGDIOBJ oldbr = SelectObject(hdc, red ? br_red : br_black);
    int h = s / 2;

    switch (suit) {
    case 1: /* diamond */
        pt[0].x = cx;         pt[0].y = cy - s;
        pt[1].x = cx + s - h / 2; pt[1].y = cy;
        pt[2].x = cx;         pt[2].y = cy + s;
        pt[3].x = cx - s + h / 2; pt[3].y = cy;
        Polygon(hdc, pt, 4);
        break;
    case 2: /* heart: two lobes + triangle */
        Ellipse(hdc, cx - s, cy - s, cx + 1, cy + 1);
        Ellipse(hdc, cx, cy - s, cx + s + 1, cy + 1);
        pt[0].x = cx - s;     pt[0].y = cy - h + 1;
        pt[1].x = cx + s;     pt[1].y = cy - h + 1;
        pt[2].x = cx;         pt[2].y = cy + s;
        Polygon(hdc, pt, 3);
        break;
    case 3: /* spade: triangle + two lobes + stem */
        pt[0].x = cx;         pt[0].y = cy - s;
        pt[1].x = cx + s;     pt[1].y = cy + h / 2;
        pt[2].x = cx - s;     pt[2].y = cy + h / 2;
        Polygon(hdc, pt, 3);
        Ellipse(hdc, cx - s, cy - h / 2, cx + 1, cy + h + h / 2);
        Ellipse(hdc, cx, cy - h / 2, cx + s + 1, cy + h + h / 2);
        pt[0].x = cx;         pt[0].y = cy;
        pt[1].x = cx + h;     pt[1].y = cy + s;
        pt[2].x = cx - h;     pt[2].y = cy + s;
        Polygon(hdc, pt, 3);
        break;
    default: /* club: three leaves + stem */
        Ellipse(hdc, cx - h, cy - s, cx + h + 1, cy + 1);
        Ellipse(hdc, cx - s, cy - h + 1, cx + 1, cy + h + 2);
        Ellipse(hdc, cx, cy - h + 1, cx + s + 1, cy + h + 2);
        pt[0].x = cx;         pt[0].y = cy - h;
        pt[1].x = cx + h;     pt[1].y = cy + s;
        pt[2].x = cx - h;     pt[2].y = cy + s;
        Polygon(hdc, pt, 3);
        break;
    }
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
}

static void draw_back(HDC hdc, int x, int y)
{
    int i;
    HGDIOBJ oldpen = SelectObject(hdc, pen_black);
    HGDIOBJ oldbr = SelectObject(hdc, br_white);
    Rectangle(hdc, x, y, x + CARD_W, y + CARD_H);
    fill(hdc, x + 2, y + 2, x + CARD_W - 2, y + CARD_H - 2, br_back);
    SelectObject(hdc, pen_hatch);
    for (i = x + 5; i < x + CARD_W - 2; i += 6) {
        MoveToEx(hdc, i, y + 2, NULL);
        LineTo(hdc, i, y + CARD_H - 2);
    }
    for (i = y + 5; i < y + CARD_H - 2; i += 6) {
        MoveToEx(hdc, x + 2, i, NULL);
        LineTo(hdc, x + CARD_W - 2, i);
    }
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
}

static void draw_face(HDC hdc, int x, int y, int c)
{
    static const char *const names[13] = {
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
    };
    const char *name = names[rank_of(c)];
    HGDIOBJ oldpen = SelectObject(hdc, pen_black);
    HGDIOBJ oldbr = SelectObject(hdc, br_white);
    Rectangle(hdc, x, y, x + CARD_W, y + CARD_H);
    SelectObject(hdc, oldbr);
    SelectObject(hdc, oldpen);
    SetTextColor(hdc, is_red(c) ? RGB(255, 0, 0) : RGB(0, 0, 0));
    TextOutA(hdc, x + 3, y + 2, name, (int)strlen(name));
    draw_suit(hdc, suit_of(c), x + 29, y + 8, 5);
    draw_suit(hdc, suit_of(c), x + 35, y + 52, 14);
}

static void draw_card(HDC hdc, int x, int y, int c, int up)
{
    if (up)
        draw_face(hdc, x, y, c);
    else
        draw_back(hdc, x, y);
}

static void draw_empty(HDC hdc, int p, int x, int y)
{
    frame(hdc, x, y, x + CARD_W, y + CARD_H, 2, br_darkgreen);
    if (p == P_STOCK) {
        HGDIOBJ oldpen = SelectObject(hdc, pen_darkgreen);
        HGDIOBJ oldbr = SelectObject(hdc, br_felt);
        Ellipse(hdc, x + 18, y + 30, x + 53, y + 65);
        Ellipse(hdc, x + 22, y + 34, x + 49, y + 61);
        SelectObject(hdc, oldbr);
        SelectObject(hdc, oldpen);
    }
}

static int drag_count(void)
{
    return dragging ? piles[arm_pile].n - arm_index : 0;
}

static void draw_all(HDC hdc)
{
    int p, k, x, y, n;
    fill(hdc, 0, 0, CLIENT_W, CLIENT_H, br_felt);
    SetBkMode(hdc, TRANSPARENT);
    for (p = 0; p < NPILES; p++) {
        Pile *pl = &piles[p];
        pile_xy(p, &x, &y);
        n = pl->n;
        if (dragging && p == arm_pile)
            n = arm_index;               /* dragged cards drawn last */
        if (n == 0) {
            draw_empty(hdc, p, x, y);
            continue;
        }
        if (p < P_TAB) {
            draw_card(hdc, x, y, pl->card[n - 1], pl->up[n - 1]);
        } else {
            for (k = 0; k < n; k++)
                draw_card(hdc, x, card_y(p, k), pl->card[k], pl->up[k]);
        }
        if (p == sel_pile && sel_index >= 0 && sel_index < pl->n) {
            int top = card_y(p, sel_index);
            int bot = card_y(p, pl->n - 1) + CARD_H;
            frame(hdc, x - 1, top - 1, x + CARD_W + 1, bot + 1, 2, br_yellow);
        }
    }
    if (dragging) {
        Pile *pl = &piles[arm_pile];
        for (k = arm_index; k < pl->n; k++)
            draw_card(hdc, drag_x, drag_y + UP_DY * (k - arm_index), pl->card[k], 1);
    }
}

static void invalidate_drag(HWND hwnd)
{
    RECT rc;
    rc.left = drag_x;
    rc.top = drag_y;
    rc.right = drag_x + CARD_W;
    rc.bottom = drag_y + CARD_H + UP_DY * (drag_count() - 1);
    InvalidateRect(hwnd, &rc, FALSE);
}

static void after_move(HWND hwnd)
{
    InvalidateRect(hwnd, NULL, FALSE);
    if (!won_shown && all_home()) {
        won_shown = 1;
        UpdateWindow(hwnd);
        MessageBoxA(hwnd, "You won!", "Solitaire", MB_OK);
    }
}

/* Move the stack starting at (src,k) to dst if legal; returns 1 if moved. */
static int try_move(HWND hwnd, int src, int k, int dst)
{
    if (dst < 0 || !can_move(src, k, dst))
        return 0;
    do_move(src, k, dst);
    after_move(hwnd);
    return 1;
}

/* Send the top card of src to the first foundation that accepts it. */
static int to_foundation(HWND hwnd, int src)
{
    int f;
    if (piles[src].n == 0)
        return 0;
    for (f = 0; f < 4; f++)
        if (try_move(hwnd, src, piles[src].n - 1, P_FOUND + f))
            return 1;
    return 0;
}

/* Left button went down (also used for a double click that is not an
   auto-move). */
static void left_down(HWND hwnd, int mx, int my)
{
    int p, k;
    if (sel_pile >= 0) {
        /* second click of click-then-click: move or deselect */
        int sp = sel_pile, si = sel_index;
        sel_pile = sel_index = -1;
        if (!try_move(hwnd, sp, si, pile_at(mx, my)))
            InvalidateRect(hwnd, NULL, FALSE);
        return;
    }
    p = hit_card(mx, my, &k);
    if (p == P_STOCK) {
        stock_click();
        InvalidateRect(hwnd, NULL, FALSE);
        return;
    }
    if (p < 0 || k < 0 || !piles[p].up[k])
        return;
    if (p < P_TAB && k != piles[p].n - 1)
        return;
    arm_pile = p;
    arm_index = k;
    dragging = 0;
    down_x = mx;
    down_y = my;
    {
        int x, y;
        pile_xy(p, &x, &y);
        grab_dx = mx - x;
        grab_dy = my - card_y(p, k);
    }
    SetCapture(hwnd);
}

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    int mx = (short)LOWORD(lParam), my = (short)HIWORD(lParam);

    switch (msg) {
    case WM_CREATE:
        br_felt = CreateSolidBrush(RGB(0, 128, 0));
        br_white = CreateSolidBrush(RGB(255, 255, 255));
        br_black = CreateSolidBrush(RGB(0, 0, 0));
        br_red = CreateSolidBrush(RGB(255, 0, 0));
        br_back = CreateSolidBrush(RGB(0, 0, 128));
        br_yellow = CreateSolidBrush(RGB(255, 255, 0));
        br_darkgreen = CreateSolidBrush(RGB(0, 80, 0));
        pen_black = CreatePen(PS_SOLID, 1, RGB(0, 0, 0));
        pen_red = CreatePen(PS_SOLID, 1, RGB(255, 0, 0));
        pen_hatch = CreatePen(PS_SOLID, 1, RGB(64, 64, 208));
        pen_darkgreen = CreatePen(PS_SOLID, 2, RGB(0, 80, 0));
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
        left_down(hwnd, mx, my);
        return 0;

    case WM_LBUTTONDBLCLK: {
        int k, p = hit_card(mx, my, &k);
        if ((p == P_WASTE || p >= P_TAB) && k >= 0 && k == piles[p].n - 1 &&
            piles[p].up[k]) {
            int had_sel = sel_pile >= 0;
            sel_pile = sel_index = -1;
            if (to_foundation(hwnd, p))
                return 0;
            if (had_sel) {
                InvalidateRect(hwnd, NULL, FALSE);
                return 0;
            }
        }
        left_down(hwnd, mx, my);
        return 0;
    }

    case WM_MOUSEMOVE:
        if (arm_pile < 0)
            return 0;
        if (!dragging) {
            if (abs(mx - down_x) <= DRAG_SLOP && abs(my - down_y) <= DRAG_SLOP)
                return 0;
            dragging = 1;
            drag_x = mx - grab_dx;
            drag_y = my - grab_dy;
            InvalidateRect(hwnd, NULL, FALSE);
            return 0;
        }
        invalidate_drag(hwnd);
        drag_x = mx - grab_dx;
        drag_y = my - grab_dy;
        invalidate_drag(hwnd);
        return 0;

    case WM_LBUTTONUP:
        if (arm_pile < 0)
            return 0;
        ReleaseCapture();
        {
            int src = arm_pile, k = arm_index, was_drag = dragging;
            arm_pile = arm_index = -1;
            dragging = 0;
            if (was_drag) {
                if (!try_move(hwnd, src, k, pile_at(mx, my)))
                    InvalidateRect(hwnd, NULL, FALSE);   /* return the stack */
            } else {
                sel_pile = src;
                sel_index = k;
                InvalidateRect(hwnd, NULL, FALSE);
            }
        }
        return 0;

    case WM_KEYDOWN:
        if (wParam == VK_F2) {
            if (arm_pile >= 0)
                ReleaseCapture();
            deal(cur_seed + 1);
            InvalidateRect(hwnd, NULL, FALSE);
        }
        return 0;

    case WM_COMMAND:
        switch (LOWORD(wParam)) {
        case IDM_DEAL:
            if (arm_pile >= 0)
                ReleaseCapture();
            deal(cur_seed + 1);
            InvalidateRect(hwnd, NULL, FALSE);
            return 0;
        case IDM_EXIT:
            DestroyWindow(hwnd);
            return 0;
        }
        break;

    case WM_DESTROY:
        DeleteObject(br_felt);
        DeleteObject(br_white);
        DeleteObject(br_black);
        DeleteObject(br_red);
        DeleteObject(br_back);
        DeleteObject(br_yellow);
        DeleteObject(br_darkgreen);
        DeleteObject(pen_black);
        DeleteObject(pen_red);
        DeleteObject(pen_hatch);
        DeleteObject(pen_darkgreen);
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
    HMENU menu;
    MSG msg;
    DWORD style = WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX;
    const char *p;
    int seed = 1;

    (void)hPrev;
    p = lpCmdLine ? strstr(lpCmdLine, "/seed ") : NULL;
    if (p)
        seed = atoi(p + 6);
    deal((unsigned int)seed);

    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.style = CS_DBLCLKS;
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = NULL;          /* everything is painted in WM_PAINT */
    wc.lpszClassName = "Solitaire";
    if (!RegisterClassExA(&wc))
        return 1;

    menu = LoadMenuA(hInst, MAKEINTRESOURCEA(IDR_SOLMENU));
    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, TRUE);
    hwnd = CreateWindowExA(0, "Solitaire", "Solitaire", style,
                           0, 0, rc.right - rc.left, rc.bottom - rc.top,
                           NULL, menu, hInst, NULL);
    if (!hwnd)
        return 1;
    ShowWindow(hwnd, nShow);
    UpdateWindow(hwnd);

    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
