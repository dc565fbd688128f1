/* winmine_res.h - resource ids shared by winmine.c and winmine.rc
   (menu ids as in Windows' own winmine). */
#define IDR_MINEMENU      1     /* menu bar (MENU) */
#define IDR_MINEACCEL     1     /* accelerators (ACCELERATORS): F2 = New */
#define IDD_NAME          200   /* high-score name dialog (DIALOG) */
#define IDD_BEST          300   /* Best Times dialog (DIALOG) */

#define IDM_NEW           510   /* Game > New (F2) */
#define IDM_EXIT          512   /* Game > Exit */
#define IDM_BEGINNER      521   /* Game > Beginner      9x9, 10 mines */
#define IDM_INTERMEDIATE  522   /* Game > Intermediate 16x16, 40 mines */
#define IDM_EXPERT        523   /* Game > Expert       30x16, 99 mines */
#define IDM_BEST          526   /* Game > Best Times... */

#define IDC_NAME_EDIT     100   /* IDD_NAME: the name EDIT */
#define IDC_NAME_TEXT     101   /* IDD_NAME: "You have the fastest time ..." */
#define IDC_RESET         109   /* IDD_BEST: Reset Scores button */
#define IDC_TIME1         301   /* IDD_BEST: "N seconds" per level (301..303) */
#define IDC_NAME1         311   /* IDD_BEST: name per level (311..313) */
