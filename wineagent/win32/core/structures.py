"""The Windows structures handlers share, declared once with Windows' field names and types.

Each declaration is the SDK's (winuser.h, wingdi.h, winbase.h, commctrl.h), field for
field, so the layout for a 32-bit and a 64-bit program follows from it
(``wineagent/abi/structs.py``); test/win32/test_structs.py compiles every one of them against
mingw-w64's headers for i686 and x86-64 and fails on any size or offset that differs. A
structure used by one family only may be declared next to that family instead; declare
it with ``struct`` all the same, and add its name to the test's list.
"""

from ...abi.structs import struct

# -- geometry ------------------------------------------------------------------------------
POINT = struct("POINT", "LONG x; LONG y")
POINTS = struct("POINTS", "SHORT x; SHORT y")
SIZE = struct("SIZE", "LONG cx; LONG cy")
RECT = struct("RECT", "LONG left; LONG top; LONG right; LONG bottom")

# -- time ------------------------------------------------------------------------------------
FILETIME = struct("FILETIME", "DWORD dwLowDateTime; DWORD dwHighDateTime")
SYSTEMTIME = struct("SYSTEMTIME", "WORD wYear; WORD wMonth; WORD wDayOfWeek; WORD wDay;"
                    " WORD wHour; WORD wMinute; WORD wSecond; WORD wMilliseconds")
TIME_ZONE_INFORMATION = struct(
    "TIME_ZONE_INFORMATION",
    "LONG Bias; WCHAR StandardName[32]; SYSTEMTIME StandardDate; LONG StandardBias;"
    " WCHAR DaylightName[32]; SYSTEMTIME DaylightDate; LONG DaylightBias")

# -- messages and windows --------------------------------------------------------------------
#: UIPI's answer of ChangeWindowMessageFilterEx (winuser.h).
CHANGEFILTERSTRUCT = struct("CHANGEFILTERSTRUCT", "DWORD cbSize; DWORD ExtStatus")
MSG = struct("MSG", "HWND hwnd; UINT message; WPARAM wParam; LPARAM lParam; DWORD time;"
                    " POINT pt")
KBDLLHOOKSTRUCT = struct("KBDLLHOOKSTRUCT", "DWORD vkCode; DWORD scanCode; DWORD flags; DWORD time;"
                         " ULONG_PTR dwExtraInfo")
MSLLHOOKSTRUCT = struct("MSLLHOOKSTRUCT", "POINT pt; DWORD mouseData; DWORD flags; DWORD time;"
                        " ULONG_PTR dwExtraInfo")
MOUSEHOOKSTRUCT = struct("MOUSEHOOKSTRUCT", "POINT pt; HWND hwnd; UINT wHitTestCode;"
                         " ULONG_PTR dwExtraInfo")
WNDCLASS = struct("WNDCLASS{AW}",
                  "UINT style; WNDPROC lpfnWndProc; int cbClsExtra; int cbWndExtra;"
                  " HINSTANCE hInstance; HICON hIcon; HCURSOR hCursor; HBRUSH hbrBackground;"
                  " LPCTSTR lpszMenuName; LPCTSTR lpszClassName")
WNDCLASSEX = struct("WNDCLASSEX{AW}",
                    "UINT cbSize; UINT style; WNDPROC lpfnWndProc; int cbClsExtra;"
                    " int cbWndExtra; HINSTANCE hInstance; HICON hIcon; HCURSOR hCursor;"
                    " HBRUSH hbrBackground; LPCTSTR lpszMenuName; LPCTSTR lpszClassName;"
                    " HICON hIconSm")
CREATESTRUCT = struct("CREATESTRUCT{AW}",
                      "LPVOID lpCreateParams; HINSTANCE hInstance; HMENU hMenu;"
                      " HWND hwndParent; int cy; int cx; int y; int x; LONG style;"
                      " LPCTSTR lpszName; LPCTSTR lpszClass; DWORD dwExStyle")
PAINTSTRUCT = struct("PAINTSTRUCT", "HDC hdc; BOOL fErase; RECT rcPaint; BOOL fRestore;"
                                    " BOOL fIncUpdate; BYTE rgbReserved[32]")
WINDOWPOS = struct("WINDOWPOS", "HWND hwnd; HWND hwndInsertAfter; int x; int y; int cx;"
                                " int cy; UINT flags")
NCCALCSIZE_PARAMS = struct("NCCALCSIZE_PARAMS", "RECT rgrc[3]; PWINDOWPOS lppos")
MINMAXINFO = struct("MINMAXINFO", "POINT ptReserved; POINT ptMaxSize; POINT ptMaxPosition;"
                                  " POINT ptMinTrackSize; POINT ptMaxTrackSize")
WINDOWPLACEMENT = struct("WINDOWPLACEMENT",
                         "UINT length; UINT flags; UINT showCmd; POINT ptMinPosition;"
                         " POINT ptMaxPosition; RECT rcNormalPosition")
STYLESTRUCT = struct("STYLESTRUCT", "DWORD styleOld; DWORD styleNew")
TRACKMOUSEEVENT = struct("TRACKMOUSEEVENT",
                         "DWORD cbSize; DWORD dwFlags; HWND hwndTrack; DWORD dwHoverTime")
FLASHWINFO = struct("FLASHWINFO", "UINT cbSize; HWND hwnd; DWORD dwFlags; UINT uCount;"
                                " DWORD dwTimeout")
MONITORINFO = struct("MONITORINFO", "DWORD cbSize; RECT rcMonitor; RECT rcWork; DWORD dwFlags")
MONITORINFOEX = struct("MONITORINFOEX{AW}", "DWORD cbSize; RECT rcMonitor; RECT rcWork;"
                                            " DWORD dwFlags; TCHAR szDevice[32]")
SCROLLINFO = struct("SCROLLINFO", "UINT cbSize; UINT fMask; int nMin; int nMax; UINT nPage;"
                                  " int nPos; int nTrackPos")
ICONINFO = struct("ICONINFO", "BOOL fIcon; DWORD xHotspot; DWORD yHotspot; HBITMAP hbmMask;"
                              " HBITMAP hbmColor")
CURSORINFO = struct("CURSORINFO", "DWORD cbSize; DWORD flags; HCURSOR hCursor; POINT ptScreenPos")
ICONINFOEX = struct("ICONINFOEX{AW}", "DWORD cbSize; BOOL fIcon; DWORD xHotspot; DWORD yHotspot;"
                                      " HBITMAP hbmMask; HBITMAP hbmColor; WORD wResID;"
                                      " TCHAR szModName[260]; TCHAR szResName[260]")
TPMPARAMS = struct("TPMPARAMS", "UINT cbSize; RECT rcExclude")
MDICREATESTRUCT = struct("MDICREATESTRUCT{AW}",
                         "LPCTSTR szClass; LPCTSTR szTitle; HANDLE hOwner; int x; int y;"
                         " int cx; int cy; DWORD style; LPARAM lParam")
MSGBOXPARAMS = struct("MSGBOXPARAMS{AW}",
                      "UINT cbSize; HWND hwndOwner; HINSTANCE hInstance; LPCTSTR lpszText;"
                      " LPCTSTR lpszCaption; DWORD dwStyle; LPCTSTR lpszIcon;"
                      " DWORD_PTR dwContextHelpId; MSGBOXCALLBACK lpfnMsgBoxCallback;"
                      " DWORD dwLanguageId")
WINDOWINFO = struct("WINDOWINFO", "DWORD cbSize; RECT rcWindow; RECT rcClient; DWORD dwStyle;"
                                  " DWORD dwExStyle; DWORD dwWindowStatus;"
                                  " UINT cxWindowBorders; UINT cyWindowBorders;"
                                  " ATOM atomWindowType; WORD wCreatorVersion")
# dbt.h: what every DEV_BROADCAST_* filter starts with
DEV_BROADCAST_HDR = struct("DEV_BROADCAST_HDR", "DWORD dbch_size; DWORD dbch_devicetype;"
                                                " DWORD dbch_reserved")
CBTACTIVATESTRUCT = struct("CBTACTIVATESTRUCT", "BOOL fMouse; HWND hWndActive")
USEROBJECTFLAGS = struct("USEROBJECTFLAGS", "BOOL fInherit; BOOL fReserved; DWORD dwFlags")
DISPLAY_DEVICE = struct("DISPLAY_DEVICE{AW}",
                        "DWORD cb; TCHAR DeviceName[32]; TCHAR DeviceString[128];"
                        " DWORD StateFlags; TCHAR DeviceID[128]; TCHAR DeviceKey[128]")

# -- owner drawing and notifications --------------------------------------------------------
NMHDR = struct("NMHDR", "HWND hwndFrom; UINT_PTR idFrom; UINT code")
DRAWITEMSTRUCT = struct("DRAWITEMSTRUCT",
                        "UINT CtlType; UINT CtlID; UINT itemID; UINT itemAction;"
                        " UINT itemState; HWND hwndItem; HDC hDC; RECT rcItem;"
                        " ULONG_PTR itemData")
MEASUREITEMSTRUCT = struct("MEASUREITEMSTRUCT",
                           "UINT CtlType; UINT CtlID; UINT itemID; UINT itemWidth;"
                           " UINT itemHeight; ULONG_PTR itemData")
DELETEITEMSTRUCT = struct("DELETEITEMSTRUCT",
                          "UINT CtlType; UINT CtlID; UINT itemID; HWND hwndItem;"
                          " ULONG_PTR itemData")
COMPAREITEMSTRUCT = struct("COMPAREITEMSTRUCT",
                           "UINT CtlType; UINT CtlID; HWND hwndItem; UINT itemID1;"
                           " ULONG_PTR itemData1; UINT itemID2; ULONG_PTR itemData2;"
                           " DWORD dwLocaleId")

# -- menus -----------------------------------------------------------------------------------
MENUITEMINFO = struct("MENUITEMINFO{AW}",
                      "UINT cbSize; UINT fMask; UINT fType; UINT fState; UINT wID;"
                      " HMENU hSubMenu; HBITMAP hbmpChecked; HBITMAP hbmpUnchecked;"
                      " ULONG_PTR dwItemData; LPTSTR dwTypeData; UINT cch; HBITMAP hbmpItem")
ACCEL = struct("ACCEL", "BYTE fVirt; WORD key; WORD cmd")
MENUINFO = struct("MENUINFO", "DWORD cbSize; DWORD fMask; DWORD dwStyle; UINT cyMax;"
                              " HBRUSH hbrBack; DWORD dwContextHelpID; ULONG_PTR dwMenuData")
MENUBARINFO = struct("MENUBARINFO", "DWORD cbSize; RECT rcBar; HMENU hMenu; HWND hwndMenu;"
                                    " DWORD fFlags")   # fBarFocused:1, fFocused:1

# -- GDI -------------------------------------------------------------------------------------
LOGFONT = struct("LOGFONT{AW}",
                 "LONG lfHeight; LONG lfWidth; LONG lfEscapement; LONG lfOrientation;"
                 " LONG lfWeight; BYTE lfItalic; BYTE lfUnderline; BYTE lfStrikeOut;"
                 " BYTE lfCharSet; BYTE lfOutPrecision; BYTE lfClipPrecision;"
                 " BYTE lfQuality; BYTE lfPitchAndFamily; TCHAR lfFaceName[32]")
TEXTMETRIC = struct("TEXTMETRIC{AW}",
                    "LONG tmHeight; LONG tmAscent; LONG tmDescent; LONG tmInternalLeading;"
                    " LONG tmExternalLeading; LONG tmAveCharWidth; LONG tmMaxCharWidth;"
                    " LONG tmWeight; LONG tmOverhang; LONG tmDigitizedAspectX;"
                    " LONG tmDigitizedAspectY; TCHAR tmFirstChar; TCHAR tmLastChar;"
                    " TCHAR tmDefaultChar; TCHAR tmBreakChar; BYTE tmItalic;"
                    " BYTE tmUnderlined; BYTE tmStruckOut; BYTE tmPitchAndFamily;"
                    " BYTE tmCharSet")
# Vista's iPaddedBorderWidth ends NONCLIENTMETRICS; a program built for older headers
# passes cbSize without it (SystemParametersInfo accepts both).
NONCLIENTMETRICS = struct("NONCLIENTMETRICS{AW}",
                          "UINT cbSize; int iBorderWidth; int iScrollWidth; int iScrollHeight;"
                          " int iCaptionWidth; int iCaptionHeight; LOGFONT lfCaptionFont;"
                          " int iSmCaptionWidth; int iSmCaptionHeight; LOGFONT lfSmCaptionFont;"
                          " int iMenuWidth; int iMenuHeight; LOGFONT lfMenuFont;"
                          " LOGFONT lfStatusFont; LOGFONT lfMessageFont;"
                          " int iPaddedBorderWidth")
ICONMETRICS = struct("ICONMETRICS{AW}", "UINT cbSize; int iHorzSpacing; int iVertSpacing;"
                                        " int iTitleWrap; LOGFONT lfFont")
LOGBRUSH = struct("LOGBRUSH", "UINT lbStyle; COLORREF lbColor; ULONG_PTR lbHatch")
LOGPEN = struct("LOGPEN", "UINT lopnStyle; POINT lopnWidth; COLORREF lopnColor")
BITMAP = struct("BITMAP", "LONG bmType; LONG bmWidth; LONG bmHeight; LONG bmWidthBytes;"
                          " WORD bmPlanes; WORD bmBitsPixel; LPVOID bmBits")
BITMAPINFOHEADER = struct("BITMAPINFOHEADER",
                          "DWORD biSize; LONG biWidth; LONG biHeight; WORD biPlanes;"
                          " WORD biBitCount; DWORD biCompression; DWORD biSizeImage;"
                          " LONG biXPelsPerMeter; LONG biYPelsPerMeter; DWORD biClrUsed;"
                          " DWORD biClrImportant")
RGBQUAD = struct("RGBQUAD", "BYTE rgbBlue; BYTE rgbGreen; BYTE rgbRed; BYTE rgbReserved")
# The OS/2 (core) DIB header: WORD sizes, RGBTRIPLE colours
BITMAPCOREHEADER = struct("BITMAPCOREHEADER", "DWORD bcSize; WORD bcWidth; WORD bcHeight;"
                                              " WORD bcPlanes; WORD bcBitCount")
PALETTEENTRY = struct("PALETTEENTRY", "BYTE peRed; BYTE peGreen; BYTE peBlue; BYTE peFlags")
# LOGPALETTE and EXTLOGPEN end in a one-element array the caller extends (palNumEntries,
# elpNumEntries): a handler reads the header through the view and the entries as an array.
LOGPALETTE = struct("LOGPALETTE", "WORD palVersion; WORD palNumEntries;"
                                  " PALETTEENTRY palPalEntry[1]")
EXTLOGPEN = struct("EXTLOGPEN", "DWORD elpPenStyle; DWORD elpWidth; UINT elpBrushStyle;"
                                " COLORREF elpColor; ULONG_PTR elpHatch; DWORD elpNumEntries;"
                                " DWORD elpStyleEntry[1]")
DIBSECTION = struct("DIBSECTION", "BITMAP dsBm; BITMAPINFOHEADER dsBmih; DWORD dsBitfields[3];"
                                  " HANDLE dshSection; DWORD dsOffset")
XFORM = struct("XFORM", "FLOAT eM11; FLOAT eM12; FLOAT eM21; FLOAT eM22; FLOAT eDx; FLOAT eDy")
RGNDATAHEADER = struct("RGNDATAHEADER", "DWORD dwSize; DWORD iType; DWORD nCount;"
                                        " DWORD nRgnSize; RECT rcBound")
# COLOR16 is a USHORT.
TRIVERTEX = struct("TRIVERTEX", "LONG x; LONG y; USHORT Red; USHORT Green; USHORT Blue;"
                                " USHORT Alpha")
GRADIENT_RECT = struct("GRADIENT_RECT", "ULONG UpperLeft; ULONG LowerRight")
GRADIENT_TRIANGLE = struct("GRADIENT_TRIANGLE", "ULONG Vertex1; ULONG Vertex2; ULONG Vertex3")
FONTSIGNATURE = struct("FONTSIGNATURE", "DWORD fsUsb[4]; DWORD fsCsb[2]")
CHARSETINFO = struct("CHARSETINFO", "UINT ciCharset; UINT ciACP; FONTSIGNATURE fs")
METAFILEPICT = struct("METAFILEPICT", "LONG mm; LONG xExt; LONG yExt; HMETAFILE hMF")
NEWTEXTMETRIC = struct("NEWTEXTMETRIC{AW}",
                       "LONG tmHeight; LONG tmAscent; LONG tmDescent; LONG tmInternalLeading;"
                       " LONG tmExternalLeading; LONG tmAveCharWidth; LONG tmMaxCharWidth;"
                       " LONG tmWeight; LONG tmOverhang; LONG tmDigitizedAspectX;"
                       " LONG tmDigitizedAspectY; TCHAR tmFirstChar; TCHAR tmLastChar;"
                       " TCHAR tmDefaultChar; TCHAR tmBreakChar; BYTE tmItalic;"
                       " BYTE tmUnderlined; BYTE tmStruckOut; BYTE tmPitchAndFamily;"
                       " BYTE tmCharSet; DWORD ntmFlags; UINT ntmSizeEM; UINT ntmCellHeight;"
                       " UINT ntmAvgWidth")
NEWTEXTMETRICEX = struct("NEWTEXTMETRICEX{AW}", "NEWTEXTMETRIC ntmTm;"
                                                 " FONTSIGNATURE ntmFontSig")
ENUMLOGFONT = struct("ENUMLOGFONT{AW}", "LOGFONT elfLogFont; TCHAR elfFullName[64];"
                                        " TCHAR elfStyle[32]")
ENUMLOGFONTEX = struct("ENUMLOGFONTEX{AW}", "LOGFONT elfLogFont; TCHAR elfFullName[64];"
                                            " TCHAR elfStyle[32]; TCHAR elfScript[32]")
ABC = struct("ABC", "int abcA; UINT abcB; int abcC")
ABCFLOAT = struct("ABCFLOAT", "FLOAT abcfA; FLOAT abcfB; FLOAT abcfC")
# GetFontUnicodeRanges: GLYPHSET ends in cRanges WCRANGEs (declared with one)
WCRANGE = struct("WCRANGE", "WCHAR wcLow; USHORT cGlyphs")
GLYPHSET = struct("GLYPHSET", "DWORD cbThis; DWORD flAccel; DWORD cGlyphsSupported;"
                              " DWORD cRanges; WCRANGE ranges[1]")
RASTERIZER_STATUS = struct("RASTERIZER_STATUS", "short nSize; short wFlags; short nLanguageID")
DOCINFO = struct("DOCINFO{AW}", "int cbSize; LPCTSTR lpszDocName; LPCTSTR lpszOutput;"
                                " LPCTSTR lpszDatatype; DWORD fwType")
# lpOrder, lpDx, lpCaretPos are INT/UINT arrays, lpGlyphs WCHARs: pointers all.
GCP_RESULTS = struct("GCP_RESULTS{AW}",
                     "DWORD lStructSize; LPTSTR lpOutString; LPUINT lpOrder; LPINT lpDx;"
                     " LPINT lpCaretPos; LPSTR lpClass; LPWSTR lpGlyphs; UINT nGlyphs;"
                     " int nMaxFit")
POLYTEXT = struct("POLYTEXT{AW}", "int x; int y; UINT n; LPCTSTR lpstr; UINT uiFlags;"
                                  " RECT rcl; LPINT pdx")

# -- an open file's information (winbase.h; the native FILE_*_INFORMATION classes share
# these layouts: wdm.h) ----------------------------------------------------------------------
# The four times are LARGE_INTEGERs (signed: -1 and -2 mean something to the setter).
FILE_BASIC_INFO = struct("FILE_BASIC_INFO",
                         "LONGLONG CreationTime; LONGLONG LastAccessTime;"
                         " LONGLONG LastWriteTime; LONGLONG ChangeTime; DWORD FileAttributes")
# ReplaceIfExists shares a union with FILE_RENAME_INFO_EX's DWORD Flags; the name
# (FileNameLength bytes, no NUL) starts at FileName.
FILE_RENAME_INFO = struct("FILE_RENAME_INFO",
                          "BOOLEAN ReplaceIfExists; HANDLE RootDirectory; DWORD FileNameLength;"
                          " WCHAR FileName[1]")
FILE_DISPOSITION_INFO = struct("FILE_DISPOSITION_INFO", "BOOLEAN DeleteFile")
FILE_DISPOSITION_INFO_EX = struct("FILE_DISPOSITION_INFO_EX", "DWORD Flags")
FILE_ALLOCATION_INFO = struct("FILE_ALLOCATION_INFO", "LONGLONG AllocationSize")
FILE_END_OF_FILE_INFO = struct("FILE_END_OF_FILE_INFO", "LONGLONG EndOfFile")
FILE_IO_PRIORITY_HINT_INFO = struct("FILE_IO_PRIORITY_HINT_INFO", "int PriorityHint")

# -- the process and the system ------------------------------------------------------------
OSVERSIONINFO = struct("OSVERSIONINFO{AW}",
                       "DWORD dwOSVersionInfoSize; DWORD dwMajorVersion; DWORD dwMinorVersion;"
                       " DWORD dwBuildNumber; DWORD dwPlatformId; TCHAR szCSDVersion[128]")
OSVERSIONINFOEX = struct("OSVERSIONINFOEX{AW}",
                         "DWORD dwOSVersionInfoSize; DWORD dwMajorVersion;"
                         " DWORD dwMinorVersion; DWORD dwBuildNumber; DWORD dwPlatformId;"
                         " TCHAR szCSDVersion[128]; WORD wServicePackMajor;"
                         " WORD wServicePackMinor; WORD wSuiteMask; BYTE wProductType;"
                         " BYTE wReserved")
# wProcessorArchitecture and wReserved share a union with the older DWORD dwOemId.
SYSTEM_INFO = struct("SYSTEM_INFO",
                     "WORD wProcessorArchitecture; WORD wReserved; DWORD dwPageSize;"
                     " LPVOID lpMinimumApplicationAddress; LPVOID lpMaximumApplicationAddress;"
                     " DWORD_PTR dwActiveProcessorMask; DWORD dwNumberOfProcessors;"
                     " DWORD dwProcessorType; DWORD dwAllocationGranularity;"
                     " WORD wProcessorLevel; WORD wProcessorRevision")
MEMORY_BASIC_INFORMATION = struct("MEMORY_BASIC_INFORMATION",
                                  "PVOID BaseAddress; PVOID AllocationBase;"
                                  " DWORD AllocationProtect; SIZE_T RegionSize; DWORD State;"
                                  " DWORD Protect; DWORD Type")
# The lock itself is a guest structure: programs (and mingw's CRT) embed it in theirs.
CRITICAL_SECTION = struct("CRITICAL_SECTION",
                          "PVOID DebugInfo; LONG LockCount; LONG RecursionCount;"
                          " HANDLE OwningThread; HANDLE LockSemaphore; ULONG_PTR SpinCount")
# The head of every TEB (winnt.h; FiberData shares a union with a DWORD Version).
NT_TIB = struct("NT_TIB", "PVOID ExceptionList; PVOID StackBase; PVOID StackLimit;"
                " PVOID SubSystemTib; PVOID FiberData; PVOID ArbitraryUserPointer; PVOID Self")
# Offset/OffsetHigh share a union with a PVOID Pointer (minwinbase.h).
OVERLAPPED = struct("OVERLAPPED", "ULONG_PTR Internal; ULONG_PTR InternalHigh; DWORD Offset;"
                    " DWORD OffsetHigh; HANDLE hEvent")
# minwinbase.h: one packet GetQueuedCompletionStatusEx takes from a completion port
OVERLAPPED_ENTRY = struct("OVERLAPPED_ENTRY", "ULONG_PTR lpCompletionKey; LPVOID lpOverlapped;"
                          " ULONG_PTR Internal; DWORD dwNumberOfBytesTransferred")
# msvcrt's FILE (stdio.h without the UCRT): programs index _iob by its size.
FILE = struct("FILE", "LPSTR _ptr; int _cnt; LPSTR _base; int _flag; int _file;"
              " int _charbuf; int _bufsiz; LPSTR _tmpfname")
# winnt.h: what an exception handler receives
EXCEPTION_RECORD = struct("EXCEPTION_RECORD",
                          "DWORD ExceptionCode; DWORD ExceptionFlags;"
                          " PEXCEPTION_RECORD ExceptionRecord; PVOID ExceptionAddress;"
                          " DWORD NumberParameters; ULONG_PTR ExceptionInformation[15]")
EXCEPTION_POINTERS = struct("EXCEPTION_POINTERS", "PEXCEPTION_RECORD ExceptionRecord;"
                                                  " PCONTEXT ContextRecord")
MEMORYSTATUS = struct("MEMORYSTATUS",
                      "DWORD dwLength; DWORD dwMemoryLoad; SIZE_T dwTotalPhys;"
                      " SIZE_T dwAvailPhys; SIZE_T dwTotalPageFile; SIZE_T dwAvailPageFile;"
                      " SIZE_T dwTotalVirtual; SIZE_T dwAvailVirtual")
STARTUPINFO = struct("STARTUPINFO{AW}",
                     "DWORD cb; LPTSTR lpReserved; LPTSTR lpDesktop; LPTSTR lpTitle;"
                     " DWORD dwX; DWORD dwY; DWORD dwXSize; DWORD dwYSize;"
                     " DWORD dwXCountChars; DWORD dwYCountChars; DWORD dwFillAttribute;"
                     " DWORD dwFlags; WORD wShowWindow; WORD cbReserved2; LPBYTE lpReserved2;"
                     " HANDLE hStdInput; HANDLE hStdOutput; HANDLE hStdError")
PROCESS_INFORMATION = struct("PROCESS_INFORMATION",
                             "HANDLE hProcess; HANDLE hThread; DWORD dwProcessId;"
                             " DWORD dwThreadId")
WIN32_FIND_DATA = struct("WIN32_FIND_DATA{AW}",
                         "DWORD dwFileAttributes; FILETIME ftCreationTime;"
                         " FILETIME ftLastAccessTime; FILETIME ftLastWriteTime;"
                         " DWORD nFileSizeHigh; DWORD nFileSizeLow; DWORD dwReserved0;"
                         " DWORD dwReserved1; TCHAR cFileName[260];"
                         " TCHAR cAlternateFileName[14]")

# COM (guiddef.h, objidl.h): a GUID, and what IStream::Stat / IStorage::Stat fill in.
GUID = struct("GUID", "DWORD Data1; WORD Data2; WORD Data3; BYTE Data4[8]")
STATSTG = struct("STATSTG", "LPVOID pwcsName; DWORD type; ULONGLONG cbSize; FILETIME mtime;"
                 " FILETIME ctime; FILETIME atime; DWORD grfMode; DWORD grfLocksSupported;"
                 " GUID clsid; DWORD grfStateBits; DWORD reserved")

# OLE Automation's broken-down date (oleauto.h)
UDATE = struct("UDATE", "SYSTEMTIME st; USHORT wDayOfYear")
# OLE Automation's arrays (oaidl.h); a descriptor has cDims bounds, the first declared.
SAFEARRAYBOUND = struct("SAFEARRAYBOUND", "ULONG cElements; LONG lLbound")
SAFEARRAY = struct("SAFEARRAY", "USHORT cDims; USHORT fFeatures; ULONG cbElements;"
                   " ULONG cLocks; PVOID pvData; SAFEARRAYBOUND rgsabound[1]")

# -- common controls (commctrl.h; richedit.h for the rich edit's ranges) ---------------------
# HDITEM, REBARBANDINFO and TBBUTTONINFO end with fields of later comctl32 versions: a
# handler reads them field by field (a view), never past what the caller's cbSize or mask
# covers.
HDITEM = struct("HDITEM{AW}",
                "UINT mask; int cxy; LPTSTR pszText; HBITMAP hbm; int cchTextMax; int fmt;"
                " LPARAM lParam; int iImage; int iOrder; UINT type; LPVOID pvFilter;"
                " UINT state")
HDLAYOUT = struct("HDLAYOUT", "LPRECT prc; LPWINDOWPOS pwpos")
HDHITTESTINFO = struct("HDHITTESTINFO", "POINT pt; UINT flags; int iItem")
NMHEADER = struct("NMHEADER{AW}", "NMHDR hdr; int iItem; int iButton; LPHDITEM pitem")
REBARBANDINFO = struct("REBARBANDINFO{AW}",
                       "UINT cbSize; UINT fMask; UINT fStyle; COLORREF clrFore;"
                       " COLORREF clrBack; LPTSTR lpText; UINT cch; int iImage;"
                       " HWND hwndChild; UINT cxMinChild; UINT cyMinChild; UINT cx;"
                       " HBITMAP hbmBack; UINT wID; UINT cyChild; UINT cyMaxChild;"
                       " UINT cyIntegral; UINT cxIdeal; LPARAM lParam; UINT cxHeader;"
                       " RECT rcChevronLocation; UINT uChevronState")
REBARINFO = struct("REBARINFO", "UINT cbSize; UINT fMask; HIMAGELIST himl")
RBHITTESTINFO = struct("RBHITTESTINFO", "POINT pt; UINT flags; int iBand")
# BYTE bReserved[2] (6 in 64-bit programs) after fsStyle is left out: it only pads dwData
# to the pointer alignment, which the layout does by itself.
TBBUTTON = struct("TBBUTTON", "int iBitmap; int idCommand; BYTE fsState; BYTE fsStyle;"
                              " DWORD_PTR dwData; INT_PTR iString")
TBADDBITMAP = struct("TBADDBITMAP", "HINSTANCE hInst; UINT_PTR nID")
TBBUTTONINFO = struct("TBBUTTONINFO{AW}",
                      "UINT cbSize; DWORD dwMask; int idCommand; int iImage; BYTE fsState;"
                      " BYTE fsStyle; WORD cx; DWORD_PTR lParam; LPTSTR pszText; int cchText")
NMMOUSE = struct("NMMOUSE", "NMHDR hdr; DWORD_PTR dwItemSpec; DWORD_PTR dwItemData;"
                            " POINT pt; LPARAM dwHitInfo")
NMTOOLBAR = struct("NMTOOLBAR{AW}", "NMHDR hdr; int iItem; TBBUTTON tbButton; int cchText;"
                                    " LPTSTR pszText; RECT rcButton")
NMTBSAVE = struct("NMTBSAVE", "NMHDR hdr; LPDWORD pData; LPDWORD pCurrent; UINT cbData; int iItem;"
                              " int cButtons; TBBUTTON tbButton")
NMTBRESTORE = struct("NMTBRESTORE", "NMHDR hdr; LPDWORD pData; LPDWORD pCurrent; UINT cbData;"
                                    " int iItem; int cButtons; int cbBytesPerRecord;"
                                    " TBBUTTON tbButton")
TBSAVEPARAMS = struct("TBSAVEPARAMS{AW}", "HKEY hkr; LPCTSTR pszSubKey; LPCTSTR pszValueName")
NMTBHOTITEM = struct("NMTBHOTITEM", "NMHDR hdr; int idOld; int idNew; DWORD dwFlags")
NMCUSTOMDRAW = struct("NMCUSTOMDRAW", "NMHDR hdr; DWORD dwDrawStage; HDC hdc; RECT rc;"
                                      " DWORD_PTR dwItemSpec; UINT uItemState; LPARAM lItemlParam")
NMTBCUSTOMDRAW = struct("NMTBCUSTOMDRAW",
                        "NMCUSTOMDRAW nmcd; HBRUSH hbrMonoDither; HBRUSH hbrLines;"
                        " HPEN hpenLines; COLORREF clrText; COLORREF clrMark;"
                        " COLORREF clrTextHighlight; COLORREF clrBtnFace;"
                        " COLORREF clrBtnHighlight; COLORREF clrHighlightHotTrack; RECT rcText;"
                        " int nStringBkMode; int nHLStringBkMode; int iListGap")
NMLVCUSTOMDRAW = struct("NMLVCUSTOMDRAW",
                        "NMCUSTOMDRAW nmcd; COLORREF clrText; COLORREF clrTextBk; int iSubItem;"
                        " DWORD dwItemType; COLORREF clrFace; int iIconEffect; int iIconPhase;"
                        " int iPartId; int iStateId; RECT rcText; UINT uAlign")
NMTVCUSTOMDRAW = struct("NMTVCUSTOMDRAW",
                        "NMCUSTOMDRAW nmcd; COLORREF clrText; COLORREF clrTextBk; int iLevel")
TBINSERTMARK = struct("TBINSERTMARK", "int iButton; DWORD dwFlags")
TBMETRICS = struct("TBMETRICS", "UINT cbSize; DWORD dwMask; int cxPad; int cyPad; int cxBarPad;"
                                " int cyBarPad; int cxButtonSpacing; int cyButtonSpacing")
BUTTON_SPLITINFO = struct("BUTTON_SPLITINFO", "UINT mask; HIMAGELIST himlGlyph; UINT uSplitStyle;"
                                              " SIZE size")
BUTTON_IMAGELIST = struct("BUTTON_IMAGELIST", "HIMAGELIST himl; RECT margin; UINT uAlign")
NMBCDROPDOWN = struct("NMBCDROPDOWN", "NMHDR hdr; RECT rcButton")
TCITEM = struct("TCITEM{AW}", "UINT mask; DWORD dwState; DWORD dwStateMask; LPTSTR pszText;"
                              " int cchTextMax; int iImage; LPARAM lParam")
TCHITTESTINFO = struct("TCHITTESTINFO", "POINT pt; UINT flags")
PBRANGE = struct("PBRANGE", "int iLow; int iHigh")
CHARRANGE = struct("CHARRANGE", "LONG cpMin; LONG cpMax")
TEXTRANGE = struct("TEXTRANGE{AW}", "CHARRANGE chrg; LPTSTR lpstrText")
FINDTEXT = struct("FINDTEXT{AW}", "CHARRANGE chrg; LPTSTR lpstrText", pack=4)
FINDTEXTEX = struct("FINDTEXTEX{AW}", "CHARRANGE chrg; LPTSTR lpstrText; CHARRANGE chrgText",
                    pack=4)
# richedit.h declares its structures under pshpack4.h: EDITSTREAM's callback follows dwError
# at 12 in 64-bit programs (20 bytes), not at 16.
EDITSTREAM = struct("EDITSTREAM", "DWORD_PTR dwCookie; DWORD dwError;"
                                  " EDITSTREAMCALLBACK pfnCallback", pack=4)
# commctrl.h packs the key-down notifications to 1 byte: flags right after wVKey.
NMTCKEYDOWN = struct("NMTCKEYDOWN", "NMHDR hdr; WORD wVKey; UINT flags", pack=1)

# -- multimedia (mmsystem.h) -----------------------------------------------------------------
# mmsystem.h packs every structure to 1 byte, in both widths (pshpack1.h). WAVEFORMAT(EX)
# and PCMWAVEFORMAT are moved by it (14, 18 and 16 bytes), and MIDIHDR in 64-bit programs
# (lpNext at 28, not 32; 112 bytes); WAVEHDR's fields all fall where they would anyway.
TIMECAPS = struct("TIMECAPS", "UINT wPeriodMin; UINT wPeriodMax", pack=1)
WAVEOUTCAPS = struct("WAVEOUTCAPS{AW}",
                     "WORD wMid; WORD wPid; MMVERSION vDriverVersion; TCHAR szPname[32];"
                     " DWORD dwFormats; WORD wChannels; WORD wReserved1; DWORD dwSupport",
                     pack=1)
MIDIOUTCAPS = struct("MIDIOUTCAPS{AW}",
                     "WORD wMid; WORD wPid; MMVERSION vDriverVersion; TCHAR szPname[32];"
                     " WORD wTechnology; WORD wVoices; WORD wNotes; WORD wChannelMask;"
                     " DWORD dwSupport", pack=1)
WAVEHDR = struct("WAVEHDR", "LPSTR lpData; DWORD dwBufferLength; DWORD dwBytesRecorded;"
                            " DWORD_PTR dwUser; DWORD dwFlags; DWORD dwLoops; LPVOID lpNext;"
                            " DWORD_PTR reserved", pack=1)
MIDIHDR = struct("MIDIHDR", "LPSTR lpData; DWORD dwBufferLength; DWORD dwBytesRecorded;"
                            " DWORD_PTR dwUser; DWORD dwFlags; LPVOID lpNext; DWORD_PTR reserved;"
                            " DWORD dwOffset; DWORD_PTR dwReserved[8]", pack=1)
WAVEFORMAT = struct("WAVEFORMAT", "WORD wFormatTag; WORD nChannels; DWORD nSamplesPerSec;"
                                  " DWORD nAvgBytesPerSec; WORD nBlockAlign", pack=1)
PCMWAVEFORMAT = struct("PCMWAVEFORMAT", "WAVEFORMAT wf; WORD wBitsPerSample", pack=1)
WAVEFORMATEX = struct("WAVEFORMATEX", "WORD wFormatTag; WORD nChannels; DWORD nSamplesPerSec;"
                                      " DWORD nAvgBytesPerSec; WORD nBlockAlign;"
                                      " WORD wBitsPerSample; WORD cbSize", pack=1)

# -- sockets (winsock2.h, ws2ipdef.h) --------------------------------------------------------
# sin_port is in network byte order: the handler swaps it; the address is its bytes.
SOCKADDR_IN = struct("SOCKADDR_IN", "short sin_family; USHORT sin_port; BYTE sin_addr[4];"
                                    " BYTE sin_zero[8]")
SOCKADDR_IN6 = struct("SOCKADDR_IN6", "short sin6_family; USHORT sin6_port;"
                                      " ULONG sin6_flowinfo; BYTE sin6_addr[16];"
                                      " ULONG sin6_scope_id")
TIMEVAL = struct("TIMEVAL", "LONG tv_sec; LONG tv_usec")
WSABUF = struct("WSABUF", "ULONG len; LPSTR buf")
# FD_SETSIZE is 64 unless a program defines it before winsock2.h: fd_count says how many
# of fd_array are used, and only those are read.
FD_SET = struct("fd_set", "UINT fd_count; SOCKET fd_array[64]")
# _WIN64 moves iMaxSockets, iMaxUdpDg and lpVendorInfo before the strings (psdk_inc/_wsadata.h).
WSAPROTOCOLCHAIN = struct("WSAPROTOCOLCHAIN", "INT ChainLen; DWORD ChainEntries[7]")
WSAPROTOCOL_INFO = struct("WSAPROTOCOL_INFO{AW}",
                          "DWORD dwServiceFlags1; DWORD dwServiceFlags2; DWORD dwServiceFlags3;"
                          " DWORD dwServiceFlags4; DWORD dwProviderFlags; GUID ProviderId;"
                          " DWORD dwCatalogEntryId; WSAPROTOCOLCHAIN ProtocolChain;"
                          " INT iVersion; INT iAddressFamily; INT iMaxSockAddr;"
                          " INT iMinSockAddr; INT iSocketType; INT iProtocol;"
                          " INT iProtocolMaxOffset; INT iNetworkByteOrder; INT iSecurityScheme;"
                          " DWORD dwMessageSize; DWORD dwProviderReserved;"
                          " TCHAR szProtocol[256]")
WSADATA = struct("WSADATA", {
    4: "WORD wVersion; WORD wHighVersion; CHAR szDescription[257]; CHAR szSystemStatus[129];"
       " USHORT iMaxSockets; USHORT iMaxUdpDg; LPSTR lpVendorInfo",
    8: "WORD wVersion; WORD wHighVersion; USHORT iMaxSockets; USHORT iMaxUdpDg;"
       " LPSTR lpVendorInfo; CHAR szDescription[257]; CHAR szSystemStatus[129]"})

# -- printing (commdlg.h, winspool.h) --------------------------------------------------------
# commdlg.h packs its structures to 1 byte in 32-bit programs only (#ifndef _WIN64): of
# these, PRINTDLG is the one that moves (66 bytes: nFromPage right after Flags, hInstance at
# 34); the others' fields fall where they would anyway.
OPENFILENAME = struct("OPENFILENAME{AW}",
                      "DWORD lStructSize; HWND hwndOwner; HINSTANCE hInstance;"
                      " LPCTSTR lpstrFilter; LPTSTR lpstrCustomFilter; DWORD nMaxCustFilter;"
                      " DWORD nFilterIndex; LPTSTR lpstrFile; DWORD nMaxFile;"
                      " LPTSTR lpstrFileTitle; DWORD nMaxFileTitle; LPCTSTR lpstrInitialDir;"
                      " LPCTSTR lpstrTitle; DWORD Flags; WORD nFileOffset; WORD nFileExtension;"
                      " LPCTSTR lpstrDefExt; LPARAM lCustData; LPOFNHOOKPROC lpfnHook;"
                      " LPCTSTR lpTemplateName; LPVOID pvReserved; DWORD dwReserved;"
                      " DWORD FlagsEx", pack={4: 1, 8: None})
OFNOTIFY = struct("OFNOTIFY{AW}", "NMHDR hdr; LPOPENFILENAME lpOFN; LPTSTR pszFile",
                  pack={4: 1, 8: None})
PRINTDLG = struct("PRINTDLG{AW}",
                  "DWORD lStructSize; HWND hwndOwner; HGLOBAL hDevMode; HGLOBAL hDevNames;"
                  " HDC hDC; DWORD Flags; WORD nFromPage; WORD nToPage; WORD nMinPage;"
                  " WORD nMaxPage; WORD nCopies; HINSTANCE hInstance; LPARAM lCustData;"
                  " LPPRINTHOOKPROC lpfnPrintHook; LPSETUPHOOKPROC lpfnSetupHook;"
                  " LPCTSTR lpPrintTemplateName; LPCTSTR lpSetupTemplateName;"
                  " HGLOBAL hPrintTemplate; HGLOBAL hSetupTemplate", pack={4: 1, 8: None})
DEVNAMES = struct("DEVNAMES", "WORD wDriverOffset; WORD wDeviceOffset; WORD wOutputOffset;"
                              " WORD wDefault")
PAGESETUPDLG = struct("PAGESETUPDLG{AW}",
                      "DWORD lStructSize; HWND hwndOwner; HGLOBAL hDevMode; HGLOBAL hDevNames;"
                      " DWORD Flags; POINT ptPaperSize; RECT rtMinMargin; RECT rtMargin;"
                      " HINSTANCE hInstance; LPARAM lCustData;"
                      " LPPAGESETUPHOOK lpfnPageSetupHook; LPPAGEPAINTHOOK lpfnPagePaintHook;"
                      " LPCTSTR lpPageSetupTemplateName; HGLOBAL hPageSetupTemplate",
                      pack={4: 1, 8: None})
# wingdi.h: dmOrientation..dmPrintQuality share a union with the display's dmPosition,
# dmDisplayOrientation and dmDisplayFixedOutput, and dmDisplayFlags one with dmNup; the
# printer's members are declared. 156 bytes (DEVMODEA) or 220 (DEVMODEW) in both widths.
DEVMODE = struct("DEVMODE{AW}",
                 "TCHAR dmDeviceName[32]; WORD dmSpecVersion; WORD dmDriverVersion;"
                 " WORD dmSize; WORD dmDriverExtra; DWORD dmFields; short dmOrientation;"
                 " short dmPaperSize; short dmPaperLength; short dmPaperWidth; short dmScale;"
                 " short dmCopies; short dmDefaultSource; short dmPrintQuality; short dmColor;"
                 " short dmDuplex; short dmYResolution; short dmTTOption; short dmCollate;"
                 " TCHAR dmFormName[32]; WORD dmLogPixels; DWORD dmBitsPerPel;"
                 " DWORD dmPelsWidth; DWORD dmPelsHeight; DWORD dmDisplayFlags;"
                 " DWORD dmDisplayFrequency; DWORD dmICMMethod; DWORD dmICMIntent;"
                 " DWORD dmMediaType; DWORD dmDitherType; DWORD dmReserved1;"
                 " DWORD dmReserved2; DWORD dmPanningWidth; DWORD dmPanningHeight")
PRINTER_INFO_1 = struct("PRINTER_INFO_1{AW}", "DWORD Flags; LPTSTR pDescription; LPTSTR pName;"
                                              " LPTSTR pComment")
PRINTER_INFO_2 = struct("PRINTER_INFO_2{AW}",
                        "LPTSTR pServerName; LPTSTR pPrinterName; LPTSTR pShareName;"
                        " LPTSTR pPortName; LPTSTR pDriverName; LPTSTR pComment;"
                        " LPTSTR pLocation; LPDEVMODE pDevMode; LPTSTR pSepFile;"
                        " LPTSTR pPrintProcessor; LPTSTR pDatatype; LPTSTR pParameters;"
                        " PSECURITY_DESCRIPTOR pSecurityDescriptor; DWORD Attributes;"
                        " DWORD Priority; DWORD DefaultPriority; DWORD StartTime;"
                        " DWORD UntilTime; DWORD Status; DWORD cJobs; DWORD AveragePPM")
PRINTER_INFO_4 = struct("PRINTER_INFO_4{AW}", "LPTSTR pPrinterName; LPTSTR pServerName;"
                                              " DWORD Attributes")
PRINTER_INFO_5 = struct("PRINTER_INFO_5{AW}",
                        "LPTSTR pPrinterName; LPTSTR pPortName; DWORD Attributes;"
                        " DWORD DeviceNotSelectedTimeout; DWORD TransmissionRetryTimeout")
PRINTER_INFO_8 = struct("PRINTER_INFO_8{AW}", "LPDEVMODE pDevMode")
PRINTER_INFO_9 = struct("PRINTER_INFO_9{AW}", "LPDEVMODE pDevMode")

# -- the shell (shlobj.h, shellapi.h) --------------------------------------------------------
# shellapi.h packs its structures to 1 byte in 32-bit programs only (#ifndef _WIN64):
# SHFILEOPSTRUCT's BOOL fAnyOperationsAborted follows the WORD fFlags at 18 (30 bytes).
SHFILEOPSTRUCT = struct("SHFILEOPSTRUCT{AW}",
                        "HWND hwnd; UINT wFunc; LPCTSTR pFrom; LPCTSTR pTo;"
                        " FILEOP_FLAGS fFlags; BOOL fAnyOperationsAborted;"
                        " LPVOID hNameMappings; PCTSTR lpszProgressTitle", pack={4: 1, 8: None})
BROWSEINFO = struct("BROWSEINFO{AW}",
                    "HWND hwndOwner; PCIDLIST_ABSOLUTE pidlRoot; LPTSTR pszDisplayName;"
                    " LPCTSTR lpszTitle; UINT ulFlags; BFFCALLBACK lpfn; LPARAM lParam;"
                    " int iImage")
# hIcon shares a union with hMonitor.
SHELLEXECUTEINFO = struct("SHELLEXECUTEINFO{AW}",
                          "DWORD cbSize; ULONG fMask; HWND hwnd; LPCTSTR lpVerb;"
                          " LPCTSTR lpFile; LPCTSTR lpParameters; LPCTSTR lpDirectory;"
                          " int nShow; HINSTANCE hInstApp; LPVOID lpIDList; LPCTSTR lpClass;"
                          " HKEY hkeyClass; DWORD dwHotKey; HANDLE hIcon; HANDLE hProcess",
                          pack={4: 1, 8: None})


# -- the NT system information (winternl.h): NtQuerySystemInformation's answers -------------
# LARGE_INTEGER (a union of a LONGLONG and its two halves) is declared as the LONGLONG.
UNICODE_STRING = struct("UNICODE_STRING", "USHORT Length; USHORT MaximumLength; PWSTR Buffer")
CLIENT_ID = struct("CLIENT_ID", "HANDLE UniqueProcess; HANDLE UniqueThread")
# The process parameters the PEB points at (ProcessParameters), as Windows lays them out
# and Wine's include/winternl.h declares them. mingw's winternl.h declares only the
# documented ImagePathName and CommandLine (the rest as Reserved arrays), so
# test/win32/test_structs.py checks these against mingw's for those two fields and
# against Windows' offsets for the others (BEYOND_MINGW there).
CURDIR = struct("CURDIR", "UNICODE_STRING DosPath; HANDLE Handle")
RTL_DRIVE_LETTER_CURDIR = struct("RTL_DRIVE_LETTER_CURDIR",
                                 "USHORT Flags; USHORT Length; ULONG TimeStamp;"
                                 " UNICODE_STRING DosPath")
RTL_USER_PROCESS_PARAMETERS = struct(
    "RTL_USER_PROCESS_PARAMETERS",
    "ULONG AllocationSize; ULONG Size; ULONG Flags; ULONG DebugFlags; HANDLE ConsoleHandle;"
    " ULONG ConsoleFlags; HANDLE hStdInput; HANDLE hStdOutput; HANDLE hStdError;"
    " CURDIR CurrentDirectory; UNICODE_STRING DllPath; UNICODE_STRING ImagePathName;"
    " UNICODE_STRING CommandLine; PWSTR Environment; ULONG dwX; ULONG dwY; ULONG dwXSize;"
    " ULONG dwYSize; ULONG dwXCountChars; ULONG dwYCountChars; ULONG dwFillAttribute;"
    " ULONG dwFlags; ULONG wShowWindow; UNICODE_STRING WindowTitle; UNICODE_STRING Desktop;"
    " UNICODE_STRING ShellInfo; UNICODE_STRING RuntimeInfo;"
    " RTL_DRIVE_LETTER_CURDIR DLCurrentDirectory[32]; ULONG_PTR EnvironmentSize;"
    " ULONG_PTR EnvironmentVersion; PVOID PackageDependencyData; ULONG ProcessGroupId;"
    " ULONG LoaderThreads")
VM_COUNTERS = struct("VM_COUNTERS",
                     "SIZE_T PeakVirtualSize; SIZE_T VirtualSize; ULONG PageFaultCount;"
                     " SIZE_T PeakWorkingSetSize; SIZE_T WorkingSetSize;"
                     " SIZE_T QuotaPeakPagedPoolUsage; SIZE_T QuotaPagedPoolUsage;"
                     " SIZE_T QuotaPeakNonPagedPoolUsage; SIZE_T QuotaNonPagedPoolUsage;"
                     " SIZE_T PagefileUsage; SIZE_T PeakPagefileUsage")
IO_COUNTERS = struct("IO_COUNTERS",
                     "ULONGLONG ReadOperationCount; ULONGLONG WriteOperationCount;"
                     " ULONGLONG OtherOperationCount; ULONGLONG ReadTransferCount;"
                     " ULONGLONG WriteTransferCount; ULONGLONG OtherTransferCount")
SYSTEM_TIMEOFDAY_INFORMATION = struct(
    "SYSTEM_TIMEOFDAY_INFORMATION",
    "LONGLONG BootTime; LONGLONG CurrentTime; LONGLONG TimeZoneBias; ULONG CurrentTimeZoneId;"
    " BYTE Reserved1[20]")
SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION = struct(
    "SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION",
    "LONGLONG IdleTime; LONGLONG KernelTime; LONGLONG UserTime; LONGLONG Reserved1[2];"
    " ULONG Reserved2")
SYSTEM_PERFORMANCE_INFORMATION = struct(
    "SYSTEM_PERFORMANCE_INFORMATION",
    "LONGLONG IdleTime; LONGLONG ReadTransferCount; LONGLONG WriteTransferCount;"
    " LONGLONG OtherTransferCount; ULONG ReadOperationCount;"
    " ULONG WriteOperationCount; ULONG OtherOperationCount; ULONG AvailablePages;"
    " ULONG TotalCommittedPages; ULONG TotalCommitLimit; ULONG PeakCommitment;"
    " ULONG PageFaults; ULONG WriteCopyFaults; ULONG TransitionFaults;"
    " ULONG CacheTransitionFaults; ULONG DemandZeroFaults; ULONG PagesRead;"
    " ULONG PageReadIos; ULONG CacheReads; ULONG CacheIos;"
    " ULONG PagefilePagesWritten; ULONG PagefilePageWriteIos;"
    " ULONG MappedFilePagesWritten; ULONG MappedFilePageWriteIos;"
    " ULONG PagedPoolUsage; ULONG NonPagedPoolUsage; ULONG PagedPoolAllocs;"
    " ULONG PagedPoolFrees; ULONG NonPagedPoolAllocs; ULONG NonPagedPoolFrees;"
    " ULONG TotalFreeSystemPtes; ULONG SystemCodePage; ULONG TotalSystemDriverPages;"
    " ULONG TotalSystemCodePages; ULONG SmallNonPagedLookasideListAllocateHits;"
    " ULONG SmallPagedLookasideListAllocateHits; ULONG Reserved3;"
    " ULONG MmSystemCachePage; ULONG PagedPoolPage; ULONG SystemDriverPage;"
    " ULONG FastReadNoWait; ULONG FastReadWait; ULONG FastReadResourceMiss;"
    " ULONG FastReadNotPossible; ULONG FastMdlReadNoWait; ULONG FastMdlReadWait;"
    " ULONG FastMdlReadResourceMiss; ULONG FastMdlReadNotPossible;"
    " ULONG MapDataNoWait; ULONG MapDataWait; ULONG MapDataNoWaitMiss;"
    " ULONG MapDataWaitMiss; ULONG PinMappedDataCount; ULONG PinReadNoWait;"
    " ULONG PinReadWait; ULONG PinReadNoWaitMiss; ULONG PinReadWaitMiss;"
    " ULONG CopyReadNoWait; ULONG CopyReadWait; ULONG CopyReadNoWaitMiss;"
    " ULONG CopyReadWaitMiss; ULONG MdlReadNoWait; ULONG MdlReadWait;"
    " ULONG MdlReadNoWaitMiss; ULONG MdlReadWaitMiss; ULONG ReadAheadIos;"
    " ULONG LazyWriteIos; ULONG LazyWritePages; ULONG DataFlushes; ULONG DataPages;"
    " ULONG ContextSwitches; ULONG FirstLevelTbFills; ULONG SecondLevelTbFills;"
    " ULONG SystemCalls")
SYSTEM_PROCESS_INFORMATION = struct(
    "SYSTEM_PROCESS_INFORMATION",
    "ULONG NextEntryOffset; ULONG NumberOfThreads; LONGLONG Reserved[3]; LONGLONG CreateTime;"
    " LONGLONG UserTime; LONGLONG KernelTime; UNICODE_STRING ImageName; LONG BasePriority;"
    " HANDLE UniqueProcessId; HANDLE InheritedFromUniqueProcessId; ULONG HandleCount;"
    " ULONG SessionId; ULONG PageDirectoryBase; VM_COUNTERS VirtualMemoryCounters;"
    " SIZE_T PrivatePageCount; IO_COUNTERS IoCounters")
SYSTEM_THREAD_INFORMATION = struct(
    "SYSTEM_THREAD_INFORMATION",
    "LONGLONG Reserved1[3]; ULONG Reserved2; PVOID StartAddress; CLIENT_ID ClientId;"
    " LONG Priority; LONG BasePriority; ULONG Reserved3; ULONG ThreadState; ULONG WaitReason")


# GetScrollBarInfo / SBM_GETSCROLLBARINFO (winuser.h): the bar, its parts' states.
SCROLLBARINFO = struct("SCROLLBARINFO", "DWORD cbSize; RECT rcScrollBar; int dxyLineButton;"
                       " int xyThumbTop; int xyThumbBottom; int reserved; DWORD rgstate[6]")

# GetComboBoxInfo / CB_GETCOMBOBOXINFO (winuser.h): the field, the button, the windows.
GUITHREADINFO = struct("GUITHREADINFO", "DWORD cbSize; DWORD flags; HWND hwndActive;"
                       " HWND hwndFocus; HWND hwndCapture; HWND hwndMenuOwner;"
                       " HWND hwndMoveSize; HWND hwndCaret; RECT rcCaret")

COMBOBOXINFO = struct("COMBOBOXINFO", "DWORD cbSize; RECT rcItem; RECT rcButton;"
                      " DWORD stateButton; HWND hwndCombo; HWND hwndItem; HWND hwndList")

# SendInput's events (winuser.h). INPUT's union is declared by its largest member, the
# mouse event, which gives INPUT's size and the union's offset; a keyboard event is read
# as KEYBDINPUT at that same offset.
MOUSEINPUT = struct("MOUSEINPUT", "LONG dx; LONG dy; DWORD mouseData; DWORD dwFlags;"
                    " DWORD time; ULONG_PTR dwExtraInfo")
KEYBDINPUT = struct("KEYBDINPUT", "WORD wVk; WORD wScan; DWORD dwFlags; DWORD time;"
                    " ULONG_PTR dwExtraInfo")
INPUT = struct("INPUT", "DWORD type; MOUSEINPUT mi")
# GetCurrentInputMessageSource's answer: INPUT_MESSAGE_DEVICE_TYPE, INPUT_MESSAGE_ORIGIN_ID.
INPUT_MESSAGE_SOURCE = struct("INPUT_MESSAGE_SOURCE", "DWORD deviceType; DWORD originId")
# GetMouseMovePointsEx's point of the pointer's history (winuser.h).
MOUSEMOVEPOINT = struct("MOUSEMOVEPOINT", "int x; int y; DWORD time; ULONG_PTR dwExtraInfo")

# DrawTextEx's extra parameters (winuser.h).
DRAWTEXTPARAMS = struct("DRAWTEXTPARAMS", "UINT cbSize; int iTabLength; int iLeftMargin;"
                        " int iRightMargin; UINT uiLengthDrawn")

# A locally unique identifier (winnt.h), and what BroadcastSystemMessageEx reports of the
# window that denied a query (winuser.h).
LUID = struct("LUID", "DWORD LowPart; LONG HighPart")
BSMINFO = struct("BSMINFO", "UINT cbSize; HDESK hdesk; HWND hwnd; LUID luid")

# A console's input records (wincon.h). INPUT_RECORD's Event union is declared by its key
# event, the only kind the console window makes (the mouse event is as large); uChar is
# the union of the WCHAR UnicodeChar and the CHAR AsciiChar.
KEY_EVENT_RECORD = struct("KEY_EVENT_RECORD", "BOOL bKeyDown; WORD wRepeatCount;"
                          " WORD wVirtualKeyCode; WORD wVirtualScanCode; WCHAR uChar;"
                          " DWORD dwControlKeyState")
INPUT_RECORD = struct("INPUT_RECORD", "WORD EventType; KEY_EVENT_RECORD Event")
# A console screen buffer's geometry (wincon.h).
COORD = struct("COORD", "SHORT X; SHORT Y")
SMALL_RECT = struct("SMALL_RECT", "SHORT Left; SHORT Top; SHORT Right; SHORT Bottom")
CONSOLE_SCREEN_BUFFER_INFO = struct(
    "CONSOLE_SCREEN_BUFFER_INFO", "COORD dwSize; COORD dwCursorPosition; WORD wAttributes;"
    " SMALL_RECT srWindow; COORD dwMaximumWindowSize")
CONSOLE_CURSOR_INFO = struct("CONSOLE_CURSOR_INFO", "DWORD dwSize; BOOL bVisible")
CONSOLE_SCREEN_BUFFER_INFOEX = struct(
    "CONSOLE_SCREEN_BUFFER_INFOEX", "ULONG cbSize; COORD dwSize; COORD dwCursorPosition;"
    " WORD wAttributes; SMALL_RECT srWindow; COORD dwMaximumWindowSize;"
    " WORD wPopupAttributes; BOOL bFullscreenSupported; COLORREF ColorTable[16]")
# A screen buffer's cell: Char is the union of the WCHAR UnicodeChar and the CHAR
# AsciiChar (its low byte).
CHAR_INFO = struct("CHAR_INFO", "WCHAR Char; WORD Attributes")
# Where an input method shows its composition (imm.h; dlls/imm32/main.py).
COMPOSITIONFORM = struct("COMPOSITIONFORM", "DWORD dwStyle; POINT ptCurrentPos; RECT rcArea")
# ... and its candidate windows (dwIndex 0..3)
CANDIDATEFORM = struct("CANDIDATEFORM",
                       "DWORD dwIndex; DWORD dwStyle; POINT ptCurrentPos; RECT rcArea")


#: Every structure declared here, by its C name (the test checks each against mingw).
ALL = {t.name: t for t in (
    CHANGEFILTERSTRUCT,
    KEY_EVENT_RECORD, INPUT_RECORD, COORD, SMALL_RECT, CONSOLE_SCREEN_BUFFER_INFO,
    CONSOLE_CURSOR_INFO, CONSOLE_SCREEN_BUFFER_INFOEX, CHAR_INFO, COMPOSITIONFORM, CANDIDATEFORM,
    POINT, POINTS, SIZE, RECT, FILETIME, SYSTEMTIME, TIME_ZONE_INFORMATION, MSG,
    MOUSEHOOKSTRUCT, WNDCLASS.A, WNDCLASS.W, WNDCLASSEX.A, WNDCLASSEX.W, CREATESTRUCT.A, CREATESTRUCT.W,
    PAINTSTRUCT, WINDOWPOS, NCCALCSIZE_PARAMS, MINMAXINFO, WINDOWPLACEMENT, STYLESTRUCT,
    TRACKMOUSEEVENT, MONITORINFO, SCROLLINFO, ICONINFO, ICONINFOEX.A, ICONINFOEX.W,
    CURSORINFO, TPMPARAMS, NMHDR, DRAWITEMSTRUCT,
    MEASUREITEMSTRUCT, DELETEITEMSTRUCT, COMPAREITEMSTRUCT, MENUITEMINFO.A, MENUITEMINFO.W,
    MENUINFO, MENUBARINFO, LOGFONT.A, LOGFONT.W, TEXTMETRIC.A, TEXTMETRIC.W, LOGBRUSH, LOGPEN, BITMAP,
    BITMAPINFOHEADER, RGBQUAD, PALETTEENTRY, OSVERSIONINFO.A, OSVERSIONINFO.W,
    OSVERSIONINFOEX.A, OSVERSIONINFOEX.W, SYSTEM_INFO,
    MEMORYSTATUS, MEMORY_BASIC_INFORMATION, CRITICAL_SECTION, NT_TIB, FILE, OVERLAPPED,
    OVERLAPPED_ENTRY,
    STARTUPINFO.A, STARTUPINFO.W, PROCESS_INFORMATION, WIN32_FIND_DATA.A,
    WIN32_FIND_DATA.W, SAFEARRAYBOUND, SAFEARRAY, GUID, STATSTG, UDATE,
    HDITEM.A, HDITEM.W, HDLAYOUT, HDHITTESTINFO, NMHEADER.A, NMHEADER.W,
    REBARBANDINFO.A, REBARBANDINFO.W, REBARINFO, RBHITTESTINFO, TBBUTTON, TBADDBITMAP,
    TBBUTTONINFO.A, TBBUTTONINFO.W, NMMOUSE, NMTOOLBAR.A, NMTOOLBAR.W, NMTBHOTITEM, NMCUSTOMDRAW,
    NMTBSAVE, NMTBRESTORE, TBSAVEPARAMS.A, TBSAVEPARAMS.W,
    NMTBCUSTOMDRAW, NMLVCUSTOMDRAW, NMTVCUSTOMDRAW, TBINSERTMARK, TBMETRICS, BUTTON_SPLITINFO, BUTTON_IMAGELIST, NMBCDROPDOWN, TCITEM.A, TCITEM.W, TCHITTESTINFO, PBRANGE,
    CHARRANGE, TEXTRANGE.A, TEXTRANGE.W, FINDTEXT.A, FINDTEXT.W, FINDTEXTEX.A, FINDTEXTEX.W,
    EDITSTREAM, NMTCKEYDOWN, TIMECAPS, WAVEOUTCAPS.A,
    WAVEOUTCAPS.W, MIDIOUTCAPS.A, MIDIOUTCAPS.W, WAVEHDR, MIDIHDR, WAVEFORMAT, PCMWAVEFORMAT, WAVEFORMATEX,
    SOCKADDR_IN, SOCKADDR_IN6, TIMEVAL, WSABUF, FD_SET, WSADATA,
    DEVNAMES, OPENFILENAME.A, OPENFILENAME.W, OFNOTIFY.A, OFNOTIFY.W, PRINTDLG.A, PRINTDLG.W, PAGESETUPDLG.A, PAGESETUPDLG.W, PRINTER_INFO_1.A, PRINTER_INFO_1.W,
    PRINTER_INFO_2.A, PRINTER_INFO_2.W, PRINTER_INFO_4.A, PRINTER_INFO_4.W,
    PRINTER_INFO_5.A, PRINTER_INFO_5.W, PRINTER_INFO_8.A, PRINTER_INFO_8.W,
    PRINTER_INFO_9.A, PRINTER_INFO_9.W, SHFILEOPSTRUCT.A, SHFILEOPSTRUCT.W, BROWSEINFO.A,
    BROWSEINFO.W, SHELLEXECUTEINFO.A,
    SHELLEXECUTEINFO.W, UNICODE_STRING, CLIENT_ID, CURDIR, RTL_DRIVE_LETTER_CURDIR,
    RTL_USER_PROCESS_PARAMETERS, VM_COUNTERS, IO_COUNTERS,
    SYSTEM_TIMEOFDAY_INFORMATION, SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION,
    SYSTEM_PERFORMANCE_INFORMATION, SYSTEM_PROCESS_INFORMATION, SYSTEM_THREAD_INFORMATION,
    LUID, BSMINFO, DRAWTEXTPARAMS, SCROLLBARINFO, COMBOBOXINFO, MOUSEINPUT, KEYBDINPUT,
    INPUT)}

#: Declared for GDI32's, USER32's and the CRT's handlers (issue 21, typed structures).
ALL.update({t.name: t for t in (
    MONITORINFOEX.A, MONITORINFOEX.W, MDICREATESTRUCT.A, MDICREATESTRUCT.W, MSGBOXPARAMS.A,
    MSGBOXPARAMS.W, WINDOWINFO, CBTACTIVATESTRUCT, USEROBJECTFLAGS, DEV_BROADCAST_HDR,
    DISPLAY_DEVICE.A, DISPLAY_DEVICE.W, NONCLIENTMETRICS.A, NONCLIENTMETRICS.W, ICONMETRICS.A,
    ICONMETRICS.W, ACCEL, LOGPALETTE, EXTLOGPEN, DIBSECTION, XFORM, RGNDATAHEADER, TRIVERTEX,
    GRADIENT_RECT, GRADIENT_TRIANGLE, FONTSIGNATURE, CHARSETINFO, METAFILEPICT,
    NEWTEXTMETRIC.A, NEWTEXTMETRIC.W, NEWTEXTMETRICEX.A, NEWTEXTMETRICEX.W, ENUMLOGFONT.A,
    ENUMLOGFONT.W, ENUMLOGFONTEX.A, ENUMLOGFONTEX.W, RASTERIZER_STATUS, ABC, ABCFLOAT,
    GCP_RESULTS.A, GCP_RESULTS.W, POLYTEXT.A, POLYTEXT.W, EXCEPTION_RECORD, EXCEPTION_POINTERS,
    DEVMODE.A, DEVMODE.W, DOCINFO.A, DOCINFO.W, WCRANGE, GLYPHSET, BITMAPCOREHEADER)})

# -- common controls (commctrl.h) -------------------------------------------------------------
# What the COMCTL32 classes read from a program and send it in WM_NOTIFY. A structure whose
# SDK declaration grew with later versions (LVITEM, LVCOLUMN, TVITEM, LVHITTESTINFO) is
# declared whole, as mingw declares it for Vista and later; a program built for older
# headers passes the shorter, older layout, so the controls read and write it field by
# field (views), never whole.
NMDATETIMECHANGE = struct("NMDATETIMECHANGE", "NMHDR nmhdr; DWORD dwFlags; SYSTEMTIME st")
NMSELCHANGE = struct("NMSELCHANGE", "NMHDR nmhdr; SYSTEMTIME stSelStart; SYSTEMTIME stSelEnd")
NMDAYSTATE = struct("NMDAYSTATE", "NMHDR nmhdr; SYSTEMTIME stStart; int cDayState;"
                                  " LPVOID prgDayState")
LVITEM = struct("LVITEM{AW}",
                "UINT mask; int iItem; int iSubItem; UINT state; UINT stateMask;"
                " LPTSTR pszText; int cchTextMax; int iImage; LPARAM lParam; int iIndent;"
                " int iGroupId; UINT cColumns; PUINT puColumns; PINT piColFmt; int iGroup")
LVCOLUMN = struct("LVCOLUMN{AW}",
                  "UINT mask; int fmt; int cx; LPTSTR pszText; int cchTextMax; int iSubItem;"
                  " int iImage; int iOrder; int cxMin; int cxDefault; int cxIdeal")
# LVM_GETNEXTITEMINDEX's item (and its group)
LVITEMINDEX = struct("LVITEMINDEX", "int iItem; int iGroup")
# a list view's background image (LVM_SETBKIMAGE / LVM_GETBKIMAGE)
LVBKIMAGE = struct("LVBKIMAGE{AW}", "ULONG ulFlags; HBITMAP hbm; LPTSTR pszImage; UINT cchImageMax;"
                                    " int xOffsetPercent; int yOffsetPercent")
LVFINDINFO = struct("LVFINDINFO{AW}",
                    "UINT flags; LPCTSTR psz; LPARAM lParam; POINT pt; UINT vkDirection")
LVHITTESTINFO = struct("LVHITTESTINFO",
                       "POINT pt; UINT flags; int iItem; int iSubItem; int iGroup")
NMLISTVIEW = struct("NMLISTVIEW", "NMHDR hdr; int iItem; int iSubItem; UINT uNewState;"
                    " UINT uOldState; UINT uChanged; POINT ptAction; LPARAM lParam")
NMITEMACTIVATE = struct("NMITEMACTIVATE",
                        "NMHDR hdr; int iItem; int iSubItem; UINT uNewState; UINT uOldState;"
                        " UINT uChanged; POINT ptAction; LPARAM lParam; UINT uKeyFlags")
# commctrl.h declares it inside <pshpack1.h>: flags follows wVKey without padding.
NMLVKEYDOWN = struct("NMLVKEYDOWN", "NMHDR hdr; WORD wVKey; UINT flags", pack=1)
NMLVDISPINFO = struct("NMLVDISPINFO{AW}", "NMHDR hdr; LVITEM item")
NMLVODSTATECHANGE = struct("NMLVODSTATECHANGE",
                           "NMHDR hdr; int iFrom; int iTo; UINT uNewState; UINT uOldState")
TVITEM = struct("TVITEM{AW}",
                "UINT mask; HTREEITEM hItem; UINT state; UINT stateMask; LPTSTR pszText;"
                " int cchTextMax; int iImage; int iSelectedImage; int cChildren; LPARAM lParam")
TVITEMEX = struct("TVITEMEX{AW}",
                  "UINT mask; HTREEITEM hItem; UINT state; UINT stateMask; LPTSTR pszText;"
                  " int cchTextMax; int iImage; int iSelectedImage; int cChildren;"
                  " LPARAM lParam; int iIntegral; UINT uStateEx; HWND hwnd;"
                  " int iExpandedImage; int iReserved")
# The SDK's item is a union of TVITEMEX itemex and TVITEM item, both at the same offset: the
# declaration names the larger, and a reader views the smaller at its address.
TVINSERTSTRUCT = struct("TVINSERTSTRUCT{AW}",
                        "HTREEITEM hParent; HTREEITEM hInsertAfter; TVITEMEX itemex")
TVHITTESTINFO = struct("TVHITTESTINFO", "POINT pt; UINT flags; HTREEITEM hItem")
TVSORTCB = struct("TVSORTCB", "HTREEITEM hParent; PFNTVCOMPARE lpfnCompare; LPARAM lParam")
NMTREEVIEW = struct("NMTREEVIEW{AW}", "NMHDR hdr; UINT action; TVITEM itemOld;"
                    " TVITEM itemNew; POINT ptDrag")
NMTVDISPINFO = struct("NMTVDISPINFO{AW}", "NMHDR hdr; TVITEM item")
# commctrl.h declares it inside <pshpack1.h>, like NMLVKEYDOWN.
NMTVKEYDOWN = struct("NMTVKEYDOWN", "NMHDR hdr; WORD wVKey; UINT flags", pack=1)
# prsht.h: a page as version 1 declares it (what every program passes at least; dwSize
# says how much more), and the sheet's header through version 2. A union's members share
# one offset: each is declared here by one of its names (pszTemplate for pResource, hIcon
# for pszIcon, pStartPage for nStartPage, ppsp for phpage, and so on).
PROPSHEETPAGE_V1 = struct("PROPSHEETPAGE{AW}_V1",
                          "DWORD dwSize; DWORD dwFlags; HINSTANCE hInstance;"
                          " LPCTSTR pszTemplate; HICON hIcon; LPCTSTR pszTitle;"
                          " DLGPROC pfnDlgProc; LPARAM lParam; LPFNPSPCALLBACK pfnCallback;"
                          " PUINT pcRefParent")
PROPSHEETHEADER = struct("PROPSHEETHEADER{AW}",
                         "DWORD dwSize; DWORD dwFlags; HWND hwndParent; HINSTANCE hInstance;"
                         " HICON hIcon; LPCTSTR pszCaption; UINT nPages; LPCTSTR pStartPage;"
                         " LPCPROPSHEETPAGE ppsp; PFNPROPSHEETCALLBACK pfnCallback;"
                         " HBITMAP hbmWatermark; HPALETTE hplWatermark; HBITMAP hbmHeader")
PSHNOTIFY = struct("PSHNOTIFY", "NMHDR hdr; LPARAM lParam")
# FindActCtxSectionString's answer (winbase.h; the Windows XP fields every later one keeps)
ACTCTX_SECTION_KEYED_DATA_2600 = struct(
    "ACTCTX_SECTION_KEYED_DATA_2600",
    "ULONG cbSize; ULONG ulDataFormatVersion; PVOID lpData; ULONG ulLength;"
    " PVOID lpSectionGlobalData; ULONG ulSectionGlobalDataLength; PVOID lpSectionBase;"
    " ULONG ulSectionTotalLength; HANDLE hActCtx; ULONG ulAssemblyRosterIndex")
# the up-down control: UDN_DELTAPOS and UDM_SETACCEL / UDM_GETACCEL
NMUPDOWN = struct("NMUPDOWN", "NMHDR hdr; int iPos; int iDelta")
UDACCEL = struct("UDACCEL", "UINT nSec; UINT nInc")
# the IP address control: IPN_FIELDCHANGED
NMIPADDRESS = struct("NMIPADDRESS", "NMHDR hdr; int iField; int iValue")
# the date picker's DTM_GETDATETIMEPICKERINFO
DATETIMEPICKERINFO = struct("DATETIMEPICKERINFO", "DWORD cbSize; RECT rcCheck; DWORD stateCheck;"
                                                  " RECT rcButton; DWORD stateButton;"
                                                  " HWND hwndEdit; HWND hwndUD;"
                                                  " HWND hwndDropDown")
# the pager: PGN_CALCSIZE and PGN_SCROLL (the latter inside <pshpack1.h>)
NMPGCALCSIZE = struct("NMPGCALCSIZE", "NMHDR hdr; DWORD dwFlag; int iWidth; int iHeight")
NMPGSCROLL = struct("NMPGSCROLL", "NMHDR hdr; WORD fwKeys; RECT rcParent; int iDir; int iXpos;"
                                  " int iYpos; int iScroll", pack=1)
# tooltips: a tool, the TTN_GETDISPINFO callback, TTM_HITTEST and TTM_GETTITLE
TTTOOLINFO = struct("TTTOOLINFO{AW}", "UINT cbSize; UINT uFlags; HWND hwnd; UINT_PTR uId;"
                                      " RECT rect; HINSTANCE hinst; LPTSTR lpszText;"
                                      " LPARAM lParam; LPVOID lpReserved")
NMTTDISPINFO = struct("NMTTDISPINFO{AW}", "NMHDR hdr; LPTSTR lpszText; TCHAR szText[80];"
                                          " HINSTANCE hinst; UINT uFlags; LPARAM lParam")
TTHITTESTINFO = struct("TTHITTESTINFO{AW}", "HWND hwnd; POINT pt; TTTOOLINFO ti")
TTGETTITLE = struct("TTGETTITLE", "DWORD dwSize; UINT uTitleBitmap; UINT cch;"
                                  " LPWSTR pszTitle")

# comctl32 6's task dialogs (commctrl.h declares them under <pshpack1.h>, in both widths:
# a 64-bit TASKDIALOGCONFIG has its HWND at offset 4). A union is declared by one of its
# names: hMainIcon for pszMainIcon, hFooterIcon for pszFooterIcon.
TASKDIALOG_BUTTON = struct("TASKDIALOG_BUTTON", "int nButtonID; LPCWSTR pszButtonText", pack=1)
TASKDIALOGCONFIG = struct("TASKDIALOGCONFIG",
                          "UINT cbSize; HWND hwndParent; HINSTANCE hInstance; int dwFlags;"
                          " int dwCommonButtons; LPCWSTR pszWindowTitle; HICON hMainIcon;"
                          " LPCWSTR pszMainInstruction; LPCWSTR pszContent; UINT cButtons;"
                          " LPVOID pButtons; int nDefaultButton; UINT cRadioButtons;"
                          " LPVOID pRadioButtons; int nDefaultRadioButton;"
                          " LPCWSTR pszVerificationText; LPCWSTR pszExpandedInformation;"
                          " LPCWSTR pszExpandedControlText; LPCWSTR pszCollapsedControlText;"
                          " HICON hFooterIcon; LPCWSTR pszFooter; LPVOID pfCallback;"
                          " LONG_PTR lpCallbackData; UINT cxWidth", pack=1)

#: The common controls' structures, checked against mingw like the rest.
COMCTL = {t.name: t for t in (
    NMDATETIMECHANGE, NMSELCHANGE, NMDAYSTATE, LVITEM.A, LVITEM.W, LVCOLUMN.A, LVCOLUMN.W,
    LVBKIMAGE.A, LVBKIMAGE.W, LVITEMINDEX, LVFINDINFO.A,
    LVFINDINFO.W, LVHITTESTINFO, NMLISTVIEW, NMITEMACTIVATE, NMLVKEYDOWN, NMLVDISPINFO.A,
    NMLVDISPINFO.W, NMLVODSTATECHANGE, TVITEM.A, TVITEM.W, TVITEMEX.A, TVITEMEX.W,
    TVINSERTSTRUCT.A, TVINSERTSTRUCT.W, TVHITTESTINFO, TVSORTCB, NMTREEVIEW.A, NMTREEVIEW.W,
    NMTVDISPINFO.A, NMTVDISPINFO.W, NMTVKEYDOWN, PROPSHEETPAGE_V1.A,
    PROPSHEETPAGE_V1.W, PROPSHEETHEADER.A, PROPSHEETHEADER.W, PSHNOTIFY, NMUPDOWN, UDACCEL,
    NMIPADDRESS, NMPGCALCSIZE, NMPGSCROLL, DATETIMEPICKERINFO,
    TTTOOLINFO.A, TTTOOLINFO.W, NMTTDISPINFO.A, NMTTDISPINFO.W, TTHITTESTINFO.A,
    TTHITTESTINFO.W, TTGETTITLE, ACTCTX_SECTION_KEYED_DATA_2600, TASKDIALOG_BUTTON,
    TASKDIALOGCONFIG)}
ALL.update(COMCTL)

# The MDI client's structures (controls/mdi.py, dlls/user32/mdi.py): CLIENTCREATESTRUCT is
# the MDICLIENT's lpCreateParams, MDICREATESTRUCT (declared with USER's above) WM_MDICREATE's
# lParam.
CLIENTCREATESTRUCT = struct("CLIENTCREATESTRUCT", "HANDLE hWindowMenu; UINT idFirstChild")
ALL.update({t.name: t for t in (CLIENTCREATESTRUCT,)})
#: ComboBoxEx's item (controls/comboboxex.py): iItem is an INT_PTR, lParam an LPARAM.
COMBOBOXEXITEM = struct("COMBOBOXEXITEM{AW}",
                        "UINT mask; INT_PTR iItem; LPTSTR pszText; int cchTextMax; int iImage;"
                        " int iSelectedImage; int iOverlay; int iIndent; LPARAM lParam")
ALL.update({t.name: t for t in (COMBOBOXEXITEM.A, COMBOBOXEXITEM.W)})
#: GetNumberFormat's format (dlls/kernel32/numberformat.py): its separators are pointers.
NUMBERFMT = struct("NUMBERFMT{AW}",
                   "UINT NumDigits; UINT LeadingZero; UINT Grouping; LPTSTR lpDecimalSep;"
                   " LPTSTR lpThousandSep; UINT NegativeOrder")
#: GetCurrencyFormat's format: the same, with the positive order and the symbol.
CURRENCYFMT = struct("CURRENCYFMT{AW}",
                     "UINT NumDigits; UINT LeadingZero; UINT Grouping; LPTSTR lpDecimalSep;"
                     " LPTSTR lpThousandSep; UINT NegativeOrder; UINT PositiveOrder;"
                     " LPTSTR lpCurrencySymbol")
ALL.update({t.name: t for t in (NUMBERFMT.A, NUMBERFMT.W, CURRENCYFMT.A, CURRENCYFMT.W)})
#: SHGetFileInfo's answer (dlls/shell32/pidl.py): shellapi.h packs it to 1 byte in 32-bit
#: programs only, which moves nothing there; at 64 bits iIcon follows an 8-byte HICON.
SHFILEINFO = struct("SHFILEINFO{AW}",
                    "HICON hIcon; int iIcon; DWORD dwAttributes; TCHAR szDisplayName[260];"
                    " TCHAR szTypeName[80]", pack={4: 1, 8: None})
ALL.update({t.name: t for t in (SHFILEINFO.A, SHFILEINFO.W)})
#: SHGetStockIconInfo's answer (shellapi.h; dlls/shell32/stockicons.py): 536 bytes at 32
#: bits, 544 at 64 (the HICON aligned to 8).
SHSTOCKICONINFO = struct("SHSTOCKICONINFO", "DWORD cbSize; HICON hIcon; int iSysImageIndex;"
                         " int iIcon; WCHAR szPath[260]", pack={4: 1, 8: None})
ALL.update({t.name: t for t in (SHSTOCKICONINFO,)})
#: RBN_AUTOSIZE's notification (commctrl.h; controls/rebar.py).
NMRBAUTOSIZE = struct("NMRBAUTOSIZE", "NMHDR hdr; BOOL fChanged; RECT rcTarget; RECT rcActual")
#: RBN_CHEVRONPUSHED's notification (commctrl.h; controls/rebar.py).
NMREBARCHEVRON = struct("NMREBARCHEVRON", "NMHDR hdr; UINT uBand; UINT wID; LPARAM lParam;"
                        " RECT rc; LPARAM lParamNM")
ALL.update({t.name: t for t in (NMRBAUTOSIZE, NMREBARCHEVRON)})
#: A shell view's settings (shobjidl.h; dlls/shell32/shellview.py, explorerbrowser.py).
FOLDERSETTINGS = struct("FOLDERSETTINGS", "UINT ViewMode; UINT fFlags")
ALL.update({t.name: t for t in (FOLDERSETTINGS,)})
#: CreateActCtx's request (winbase.h; dlls/kernel32/toolhelp.py): four string pointers and
#: an HMODULE, so 32 bytes at 32 bits and 56 at 64.
ACTCTX = struct("ACTCTX{AW}",
                "ULONG cbSize; DWORD dwFlags; LPCTSTR lpSource; USHORT wProcessorArchitecture;"
                " LANGID wLangId; LPCTSTR lpAssemblyDirectory; LPCTSTR lpResourceName;"
                " LPCTSTR lpApplicationName; HMODULE hModule")
#: QueryActCtxW's ActivationContextBasicInformation answer (winnt.h).
ACTIVATION_CONTEXT_BASIC_INFORMATION = struct("ACTIVATION_CONTEXT_BASIC_INFORMATION",
                                              "HANDLE hActCtx; DWORD dwFlags")
ALL.update({t.name: t for t in (ACTCTX.A, ACTCTX.W, ACTIVATION_CONTEXT_BASIC_INFORMATION)})
ALL.update({t.name: t for t in (FILE_BASIC_INFO, FILE_RENAME_INFO, FILE_DISPOSITION_INFO,
                                FILE_DISPOSITION_INFO_EX, FILE_ALLOCATION_INFO,
                                FILE_END_OF_FILE_INFO, FILE_IO_PRIORITY_HINT_INFO)})

# -- GDI+ (gdiplusinit.h, gdiplustypes.h; dlls/gdiplus/) ----------------------------------
GdiplusStartupInput = struct("GdiplusStartupInput", "UINT32 GdiplusVersion; LPVOID"
                             " DebugEventCallback; BOOL SuppressBackgroundThread;"
                             " BOOL SuppressExternalCodecs")
GdiplusStartupOutput = struct("GdiplusStartupOutput", "LPVOID NotificationHook;"
                              " LPVOID NotificationUnhook")
GpPointF = struct("GpPointF", "FLOAT X; FLOAT Y")
GpPoint = struct("GpPoint", "INT X; INT Y")
GpRectF = struct("GpRectF", "FLOAT X; FLOAT Y; FLOAT Width; FLOAT Height")
GpRect = struct("GpRect", "INT X; INT Y; INT Width; INT Height")
ALL.update({t.name: t for t in (GdiplusStartupInput, GdiplusStartupOutput, GpPointF, GpPoint,
                                GpRectF, GpRect)})
#: Winsock's catalog entry (winsock2.h; dlls/ws2_32/protocols.py).
ALL.update({t.name: t for t in (WSAPROTOCOLCHAIN, WSAPROTOCOL_INFO.A, WSAPROTOCOL_INFO.W)})
#: Low-level hooks' structures and GetGUIThreadInfo's (winuser.h; user/hooks.py, focus.py).
ALL.update({t.name: t for t in (KBDLLHOOKSTRUCT, MSLLHOOKSTRUCT, GUITHREADINFO)})

# -- raw input (winuser.h; user/rawinput.py) -------------------------------------------------
#: A registration: a top-level collection's usage page and usage, RIDEV_* flags, the window.
RAWINPUTDEVICE = struct("RAWINPUTDEVICE", "USHORT usUsagePage; USHORT usUsage; DWORD dwFlags;"
                        " HWND hwndTarget")
RAWINPUTDEVICELIST = struct("RAWINPUTDEVICELIST", "HANDLE hDevice; DWORD dwType")
#: Every raw input record's header: its HANDLE and WPARAM make it 24 bytes at 64 bits.
RAWINPUTHEADER = struct("RAWINPUTHEADER", "DWORD dwType; DWORD dwSize; HANDLE hDevice;"
                        " WPARAM wParam")
#: ulButtons is the union of usButtonFlags (low word) and usButtonData (high word).
RAWMOUSE = struct("RAWMOUSE", "USHORT usFlags; ULONG ulButtons; ULONG ulRawButtons;"
                  " LONG lLastX; LONG lLastY; ULONG ulExtraInformation")
RAWKEYBOARD = struct("RAWKEYBOARD", "USHORT MakeCode; USHORT Flags; USHORT Reserved;"
                     " USHORT VKey; UINT Message; ULONG ExtraInformation")
#: The record: its data union is as large as RAWMOUSE, the largest of its members.
RAWINPUT = struct("RAWINPUT", "RAWINPUTHEADER header; RAWMOUSE data")
RID_DEVICE_INFO_MOUSE = struct("RID_DEVICE_INFO_MOUSE", "DWORD dwId; DWORD dwNumberOfButtons;"
                               " DWORD dwSampleRate; BOOL fHasHorizontalWheel")
RID_DEVICE_INFO_KEYBOARD = struct(
    "RID_DEVICE_INFO_KEYBOARD", "DWORD dwType; DWORD dwSubType; DWORD dwKeyboardMode;"
    " DWORD dwNumberOfFunctionKeys; DWORD dwNumberOfIndicators; DWORD dwNumberOfKeysTotal")
#: GetRawInputDeviceInfo's RIDI_DEVICEINFO: the union is as large as its keyboard member.
RID_DEVICE_INFO = struct("RID_DEVICE_INFO", "DWORD cbSize; DWORD dwType;"
                         " RID_DEVICE_INFO_KEYBOARD keyboard")
ALL.update({t.name: t for t in (RAWINPUTDEVICE, RAWINPUTDEVICELIST, RAWINPUTHEADER, RAWMOUSE,
                                RAWKEYBOARD, RAWINPUT, RID_DEVICE_INFO_MOUSE,
                                RID_DEVICE_INFO_KEYBOARD, RID_DEVICE_INFO)})
#: FlashWindowEx's request, GetMouseMovePointsEx's points, GetCurrentInputMessageSource's
#: answer (winuser.h; user/flash.py, user/movepoints.py, user/msgsource.py).
ALL.update({t.name: t for t in (FLASHWINFO, MOUSEMOVEPOINT, INPUT_MESSAGE_SOURCE)})
#: UpdateLayeredWindowIndirect's request (winuser.h; dlls/user32/layered.py): 40 bytes at
#: 32 bits, 80 at 64 (every pointer and handle 8 bytes, aligned).
UPDATELAYEREDWINDOWINFO = struct(
    "UPDATELAYEREDWINDOWINFO", "DWORD cbSize; HDC hdcDst; LPVOID pptDst; LPVOID psize;"
    " HDC hdcSrc; LPVOID pptSrc; COLORREF crKey; LPVOID pblend; DWORD dwFlags;"
    " LPVOID prcDirty")
#: AlphaBlend's and UpdateLayeredWindow's blend (wingdi.h).
BLENDFUNCTION = struct("BLENDFUNCTION", "BYTE BlendOp; BYTE BlendFlags;"
                       " BYTE SourceConstantAlpha; BYTE AlphaFormat")
ALL.update({t.name: t for t in (UPDATELAYEREDWINDOWINFO, BLENDFUNCTION)})
