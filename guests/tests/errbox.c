/*
 * errbox.c - a program whose whole user interface is an error MessageBox.
 *
 * As many installers and tools do when something they need is missing, it shows
 * MessageBoxA(NULL, "This program requires a newer version of Windows.", "Setup",
 * MB_OK | MB_ICONERROR) and returns 1 when it is answered.  `wineagent compat` reports
 * such a run as "error box" with the text, not as a working window
 * (test/programs/test_compat.py).
 */
#include <windows.h>

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    MessageBoxA(NULL, "This program requires a newer version of Windows.", "Setup",
                MB_OK | MB_ICONERROR);
    return 1;
}
