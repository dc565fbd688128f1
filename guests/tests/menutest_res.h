/* menutest_res.h - resource ids shared by menutest.c and menutest.rc. */
#define IDM_MAIN     1
#define IDM_CTX      2
#define IDA_MAIN     1
#define IDB_TEST     1
#define IDI_APP      1
#define IDR_DATA     1

#define IDM_NEW      101
#define IDM_OPEN     102
#define IDM_EXIT     103
#define IDM_SAVE     104
#define IDM_CHECKED  201
#define IDM_GREYED   202
#define IDM_TOGGLE   203
#define IDM_DEEP     204
#define IDM_ABOUT    301
#define IDM_ASCII    302
#define IDM_ALPHA    401
#define IDM_BETA     402
#define IDM_GAMMA    403
