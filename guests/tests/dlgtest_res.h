/* Resource ids of the dialog test guest (dlgtest.c / dlgtest.rc). */
#define IDD_DETAILS  100
#define IDD_NOTES    200
#define IDC_NAME     101
#define IDC_CHECK    102
#define IDC_RADIO1   103
#define IDC_RADIO2   104
#define IDC_LIST     105
#define IDC_CHANGES  106
#define IDC_LISTSEL  107
#define IDC_MEMO     201
#define IDC_LINE     202
