/* sol_res.h - resource ids shared by sol.c and sol.rc. */
#define IDR_SOLMENU   1      /* the Game menu bar (MENU resource) */
#define IDM_DEAL      1000   /* Game > Deal: deal the next seed (as F2) */
#define IDM_EXIT      1001   /* Game > Exit */
