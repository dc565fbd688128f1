/* notepad_res.h - resource ids shared by notepad.c and notepad.rc. */
#define IDR_NPMENU      1       /* menu bar (MENU) */
#define IDR_NPACCEL     1       /* accelerator table (ACCELERATORS) */
#define IDD_FILENAME    100     /* the file-name dialog (DIALOG) */
#define IDC_FILENAME    100     /* ... its EDIT holding the path */
#define IDC_EDIT        15      /* the main multi-line EDIT (as Windows' Notepad) */

#define IDM_NEW         101     /* File > New          Ctrl+N */
#define IDM_OPEN        102     /* File > Open...      Ctrl+O */
#define IDM_SAVE        103     /* File > Save         Ctrl+S */
#define IDM_SAVEAS      104     /* File > Save As... */
#define IDM_EXIT        105     /* File > Exit (as closing the window) */
#define IDM_CUT         201     /* Edit > Cut          Ctrl+X (the EDIT's own key) */
#define IDM_COPY        202     /* Edit > Copy         Ctrl+C */
#define IDM_PASTE       203     /* Edit > Paste        Ctrl+V */
#define IDM_SELECTALL   204     /* Edit > Select All   Ctrl+A */
