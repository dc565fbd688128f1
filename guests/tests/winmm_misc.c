/*
 * winmm_misc.c - test guest for WINMM's remaining small calls (docs/dlls.md, WINMM
 * "Devices that are not there"): mmsystemGetVersion, the aux devices (none), mmioRename,
 * and the wave/MIDI output calls the devices do not support (pitch, playback rate, patch
 * caching) on a bad handle; mciGetErrorString.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

/* mingw's headers and import library lack this export of winmm.dll. */
typedef UINT (WINAPI *MMSYSTEMGETVERSION)(void);

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    AUXCAPSA caps;
    AUXCAPSW capsw;
    DWORD v = 7;
    WORD patches[128];
    HANDLE f;
    MMRESULT r;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    MMSYSTEMGETVERSION pmmsystemGetVersion =
        (MMSYSTEMGETVERSION)GetProcAddress(LoadLibraryA("winmm.dll"), "mmsystemGetVersion");

    printf("mmsystemGetVersion=%x\n", pmmsystemGetVersion());
    printf("auxGetNumDevs=%u\n", auxGetNumDevs());
    printf("auxGetDevCaps=%u W=%u\n", auxGetDevCapsA(0, &caps, sizeof(caps)),
           auxGetDevCapsW(0, &capsw, sizeof(capsw)));
    r = auxGetVolume(0, &v);
    printf("auxGetVolume=%u v=%lu auxSetVolume=%u auxOutMessage=%u\n", r, v,
           auxSetVolume(0, 5), auxOutMessage(0, 0x800, 0, 0));
    f = CreateFileA("C:\\ren1.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    r = mmioRenameA("C:\\ren1.txt", "C:\\ren2.txt", NULL, 0);
    printf("mmioRenameA=%u old=%d new=%d\n", r,
           GetFileAttributesA("C:\\ren1.txt") != INVALID_FILE_ATTRIBUTES,
           GetFileAttributesA("C:\\ren2.txt") != INVALID_FILE_ATTRIBUTES);
    printf("mmioRename missing=%u\n", mmioRenameA("C:\\nosuch.txt", "C:\\x.txt", NULL, 0));
    f = CreateFileA("C:\\ren3.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    printf("mmioRenameW onto existing=%u\n", mmioRenameW(L"C:\\ren3.txt", L"C:\\ren2.txt",
                                                          NULL, 0));
    DeleteFileA("C:\\ren2.txt");
    DeleteFileA("C:\\ren3.txt");
    printf("bad handle pitch=%u %u rate=%u %u\n", waveOutGetPitch((HWAVEOUT)0x1234, &v),
           waveOutSetPitch((HWAVEOUT)0x1234, 0x10000),
           waveOutGetPlaybackRate((HWAVEOUT)0x1234, &v),
           waveOutSetPlaybackRate((HWAVEOUT)0x1234, 0x10000));
    printf("bad handle cache=%u %u\n",
           midiOutCachePatches((HMIDIOUT)0x1234, 0, patches, MIDI_CACHE_ALL),
           midiOutCacheDrumPatches((HMIDIOUT)0x1234, 0, patches, MIDI_CACHE_ALL));
    {
        static const DWORD codes[] = {0, 256, 257, 263, 274, 275, 296, 346, 999};
        char text[128];
        WCHAR wtext[128];
        BOOL ok;
        unsigned i;
        for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++) {
            strcpy(text, "#");
            ok = mciGetErrorStringA(codes[i], text, sizeof(text));
            printf("mciGetErrorStringA(%lu)=%d %s\n", codes[i], ok, text);
        }
        strcpy(text, "#");
        ok = mciGetErrorStringA(263, text, 12);
        printf("mciGetErrorStringA(small)=%d %s\n", ok, text);
        wtext[0] = 0;
        ok = mciGetErrorStringW(275, wtext, 128);
        WideCharToMultiByte(CP_ACP, 0, wtext, -1, text, sizeof(text), NULL, NULL);
        printf("mciGetErrorStringW(275)=%d %s\n", ok, text);
    }
    fflush(stdout);
    return 0;
}
