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
MSG = struct("MSG", "HWND hwnd; UINT message; WPARAM wParam; LPARAM lParam; DWORD time;"
                    " POINT pt")
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
MONITORINFO = struct("MONITORINFO", "DWORD cbSize; RECT rcMonitor; RECT rcWork; DWORD dwFlags")
SCROLLINFO = struct("SCROLLINFO", "UINT cbSize; UINT fMask; int nMin; int nMax; UINT nPage;"
                                  " int nPos; int nTrackPos")
ICONINFO = struct("ICONINFO", "BOOL fIcon; DWORD xHotspot; DWORD yHotspot; HBITMAP hbmMask;"
                              " HBITMAP hbmColor")
TPMPARAMS = struct("TPMPARAMS", "UINT cbSize; RECT rcExclude")

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
MENUINFO = struct("MENUINFO", "DWORD cbSize; DWORD fMask; DWORD dwStyle; UINT cyMax;"
                              " HBRUSH hbrBack; DWORD dwContextHelpID; ULONG_PTR dwMenuData")

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
PALETTEENTRY = struct("PALETTEENTRY", "BYTE peRed; BYTE peGreen; BYTE peBlue; BYTE peFlags")

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
# Offset/OffsetHigh share a union with a PVOID Pointer (minwinbase.h).
OVERLAPPED = struct("OVERLAPPED", "ULONG_PTR Internal; ULONG_PTR InternalHigh; DWORD Offset;"
                    " DWORD OffsetHigh; HANDLE hEvent")
# msvcrt's FILE (stdio.h without the UCRT): programs index _iob by its size.
FILE = struct("FILE", "LPSTR _ptr; int _cnt; LPSTR _base; int _flag; int _file;"
              " int _charbuf; int _bufsiz; LPSTR _tmpfname")
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

#: Every structure declared here, by its C name (the test checks each against mingw).
ALL = {t.name: t for t in (
    POINT, POINTS, SIZE, RECT, FILETIME, SYSTEMTIME, TIME_ZONE_INFORMATION, MSG,
    WNDCLASS.A, WNDCLASS.W, WNDCLASSEX.A, WNDCLASSEX.W, CREATESTRUCT.A, CREATESTRUCT.W,
    PAINTSTRUCT, WINDOWPOS, NCCALCSIZE_PARAMS, MINMAXINFO, WINDOWPLACEMENT, STYLESTRUCT,
    TRACKMOUSEEVENT, MONITORINFO, SCROLLINFO, ICONINFO, TPMPARAMS, NMHDR, DRAWITEMSTRUCT,
    MEASUREITEMSTRUCT, DELETEITEMSTRUCT, COMPAREITEMSTRUCT, MENUITEMINFO.A, MENUITEMINFO.W,
    MENUINFO, LOGFONT.A, LOGFONT.W, TEXTMETRIC.A, TEXTMETRIC.W, LOGBRUSH, LOGPEN, BITMAP,
    BITMAPINFOHEADER, RGBQUAD, PALETTEENTRY, OSVERSIONINFO.A, OSVERSIONINFO.W,
    OSVERSIONINFOEX.A, OSVERSIONINFOEX.W, SYSTEM_INFO,
    MEMORYSTATUS, MEMORY_BASIC_INFORMATION, CRITICAL_SECTION, FILE, OVERLAPPED,
    STARTUPINFO.A, STARTUPINFO.W, PROCESS_INFORMATION, WIN32_FIND_DATA.A,
    WIN32_FIND_DATA.W, SAFEARRAYBOUND, SAFEARRAY, GUID, STATSTG, UDATE)}
