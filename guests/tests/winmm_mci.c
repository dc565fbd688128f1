/*
 * winmm_mci.c - test guest for MCI's waveaudio device through mciSendString (docs/dlls.md,
 * WINMM "MCI").
 *
 * What it does (one line per command: the command, its error code and return string):
 * writes C:\t.wav (1 s of 8 kHz 8-bit mono silence), then
 *   /mode status  open (alias, type), status (length, mode, position, time format, ready,
 *                 media present, tracks, channels, rate...), set time format (bytes,
 *                 samples, ms), seek, capability, mciGetDeviceID, close, the errors of a
 *                 missing file, an unknown extension, a device not open, a duplicate
 *                 alias, an unknown command, an empty command; close all.
 *   /mode command the same through mciSendCommand's parameter blocks (MCI_OPEN,
 *                 MCI_STATUS, MCI_SET, MCI_SEEK, MCI_CLOSE) and its errors.
 *   /mode play    play with notify (MM_MCINOTIFY when it ends), the mode and position
 *                 while playing, stop (MCI_NOTIFY_ABORTED), play from/to with wait and the
 *                 guest ms it took, pause/resume, an auto-opened "play C:\t.wav wait".
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py (status, command: Wine 8's lines; play: ours, Wine's test
 * machine has no wave device, so its plays end at once).
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

static HWND g_hwnd;

static void s(const char *cmd)
{
    char ret[128] = "#";
    MCIERROR e = mciSendStringA(cmd, ret, sizeof(ret), g_hwnd);
    printf("[%s]=%lu [%s]\n", cmd, e, ret);
}

static void make_wav(void)
{
    HANDLE f = CreateFileA("C:\\t.wav", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    BYTE hdr[44], data[8000];
    DWORD n, v;
    WORD w[2];
    memset(data, 0x80, sizeof(data));
    memcpy(hdr, "RIFF", 4);
    v = 36 + 8000; memcpy(hdr + 4, &v, 4);
    memcpy(hdr + 8, "WAVEfmt ", 8);
    v = 16; memcpy(hdr + 16, &v, 4);
    w[0] = 1; w[1] = 1; memcpy(hdr + 20, w, 4);
    v = 8000; memcpy(hdr + 24, &v, 4); memcpy(hdr + 28, &v, 4);
    w[0] = 1; w[1] = 8; memcpy(hdr + 32, w, 4);
    memcpy(hdr + 36, "data", 4);
    v = 8000; memcpy(hdr + 40, &v, 4);
    WriteFile(f, hdr, 44, &n, NULL);
    WriteFile(f, data, sizeof(data), &n, NULL);
    CloseHandle(f);
    f = CreateFileA("C:\\bad.wav", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "not a wave", 10, &n, NULL);
    CloseHandle(f);
}

static void notes(const char *what)
{
    MSG m;
    int any = 0;
    while (PeekMessageA(&m, g_hwnd, MM_MCINOTIFY, MM_MCINOTIFY, PM_REMOVE)) {
        printf("%s: MM_MCINOTIFY status=%lu device=%lu\n", what, (unsigned long)m.wParam,
               (unsigned long)m.lParam);
        any = 1;
    }
    if (!any)
        printf("%s: no notification\n", what);
}

static void status_mode(void)
{
    s("open C:\\t.wav alias snd");
    s("status snd length");
    s("status snd mode");
    s("status snd position");
    s("status snd time format");
    s("status snd ready");
    s("status snd media present");
    s("status snd number of tracks");
    s("status snd channels");
    s("status snd samplespersec");
    s("status snd bitspersample");
    s("status snd bytespersec");
    s("status snd alignment");
    s("set snd time format bytes");
    s("status snd length");
    s("status snd time format");
    s("set snd time format samples");
    s("status snd length");
    s("set snd time format ms");
    s("status snd time format");
    s("set snd time format furlongs");
    s("seek snd to end");
    s("status snd position");
    s("seek snd to 250");
    s("status snd position");
    s("seek snd to start");
    s("status snd position");
    s("seek snd to 5000");
    s("capability snd can play");
    s("capability snd device type");
    s("capability snd has video");
    s("capability snd uses files");
    printf("mciGetDeviceID(snd)=%u (missing)=%u\n", mciGetDeviceIDA("snd"),
           mciGetDeviceIDA("nosuch"));
    s("open C:\\t.wav alias snd");
    s("open C:\\t.wav type waveaudio alias two");
    s("status two length");
    s("close two");
    s("close snd");
    s("status snd mode");
    s("open C:\\nosuch.wav alias x");
    s("open C:\\bad.wav alias x");
    s("open C:\\t.xyz alias x");
    s("status C:\\t.wav length");
    s("frobnicate snd");
    s("status");
    s("");
    s("open C:\\t.wav alias a1");
    s("open C:\\t.wav alias a2");
    s("close all");
    s("status a1 mode");
}

static void status(MCIDEVICEID id, DWORD item, const char *what)
{
    MCI_STATUS_PARMS sp;
    MCIERROR e;
    memset(&sp, 0, sizeof(sp));
    sp.dwItem = item;
    sp.dwReturn = 0xdead;
    e = mciSendCommandA(id, MCI_STATUS, MCI_STATUS_ITEM, (DWORD_PTR)&sp);
    printf("MCI_STATUS %s=%lu %lu\n", what, e, (unsigned long)sp.dwReturn);
}

static void command_mode(void)
{
    MCI_OPEN_PARMSA op;
    MCI_SET_PARMS setp;
    MCI_SEEK_PARMS sk;
    MCI_GENERIC_PARMS gp;
    MCIERROR e;
    MCIDEVICEID id;

    memset(&op, 0, sizeof(op));
    op.lpstrElementName = "C:\\t.wav";
    op.lpstrAlias = "cmd";
    e = mciSendCommandA(0, MCI_OPEN, MCI_OPEN_ELEMENT | MCI_OPEN_ALIAS, (DWORD_PTR)&op);
    id = op.wDeviceID;
    printf("MCI_OPEN=%lu id=%u getid=%u\n", e, id, mciGetDeviceIDA("cmd"));
    status(id, MCI_STATUS_LENGTH, "length");
    status(id, MCI_STATUS_MODE, "mode");
    status(id, MCI_STATUS_POSITION, "position");
    status(id, MCI_STATUS_TIME_FORMAT, "time format");
    status(id, MCI_STATUS_READY, "ready");
    status(id, MCI_STATUS_MEDIA_PRESENT, "media present");
    status(id, MCI_STATUS_NUMBER_OF_TRACKS, "tracks");
    memset(&setp, 0, sizeof(setp));
    setp.dwTimeFormat = MCI_FORMAT_BYTES;
    printf("MCI_SET bytes=%lu\n", mciSendCommandA(id, MCI_SET, MCI_SET_TIME_FORMAT,
                                                   (DWORD_PTR)&setp));
    status(id, MCI_STATUS_LENGTH, "length in bytes");
    status(id, MCI_STATUS_TIME_FORMAT, "time format");
    memset(&sk, 0, sizeof(sk));
    printf("MCI_SEEK end=%lu\n", mciSendCommandA(id, MCI_SEEK, MCI_SEEK_TO_END,
                                                  (DWORD_PTR)&sk));
    status(id, MCI_STATUS_POSITION, "position");
    sk.dwTo = 4000;
    printf("MCI_SEEK to=%lu\n", mciSendCommandA(id, MCI_SEEK, MCI_TO, (DWORD_PTR)&sk));
    status(id, MCI_STATUS_POSITION, "position");
    sk.dwTo = 9000;
    printf("MCI_SEEK past end=%lu\n", mciSendCommandA(id, MCI_SEEK, MCI_TO, (DWORD_PTR)&sk));
    printf("MCI_SEEK start=%lu\n", mciSendCommandA(id, MCI_SEEK, MCI_SEEK_TO_START,
                                                    (DWORD_PTR)&sk));
    status(id, MCI_STATUS_POSITION, "position");
    {
        MCI_PLAY_PARMS pp;
        memset(&pp, 0, sizeof(pp));
        pp.dwFrom = 0;
        pp.dwTo = 800;
        printf("MCI_PLAY wait=%lu\n", mciSendCommandA(id, MCI_PLAY, MCI_FROM | MCI_TO |
                                                       MCI_WAIT, (DWORD_PTR)&pp));
        status(id, MCI_STATUS_MODE, "mode after play");
        pp.dwFrom = 900;
        printf("MCI_PLAY backwards=%lu\n", mciSendCommandA(id, MCI_PLAY, MCI_FROM | MCI_TO,
                                                            (DWORD_PTR)&pp));
    }
    printf("MCI_STATUS null=%lu\n", mciSendCommandA(id, MCI_STATUS, MCI_STATUS_ITEM, 0));
    memset(&gp, 0, sizeof(gp));
    printf("MCI_CLOSE=%lu\n", mciSendCommandA(id, MCI_CLOSE, 0, (DWORD_PTR)&gp));
    status(id, MCI_STATUS_MODE, "mode after close");
    op.lpstrElementName = "C:\\nosuch.wav";
    op.lpstrAlias = NULL;
    printf("MCI_OPEN missing=%lu\n", mciSendCommandA(0, MCI_OPEN, MCI_OPEN_ELEMENT,
                                                      (DWORD_PTR)&op));
}

static void play_mode(void)
{
    DWORD t0;
    s("open C:\\t.wav alias snd");
    s("play snd notify");
    Sleep(300);
    s("status snd mode");
    s("status snd position");
    s("stop snd");
    notes("after stop");
    s("status snd mode");
    s("status snd position");
    s("play snd notify");
    Sleep(1200);
    s("status snd mode");
    s("status snd position");
    notes("after end");
    t0 = timeGetTime();
    s("play snd from 0 to 500 wait");
    printf("waited=%lu\n", timeGetTime() - t0);
    s("status snd position");
    s("play snd from 0");
    Sleep(200);
    s("pause snd");
    s("status snd mode");
    s("status snd position");
    Sleep(300);
    s("status snd position");
    s("resume snd");
    s("status snd mode");
    s("close snd");
    t0 = timeGetTime();
    s("play C:\\t.wav from 500 wait");
    printf("auto-open waited=%lu\n", timeGetTime() - t0);
    s("status C:\\t.wav mode");
    s("play C:\\t.wav notify");
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/mode ") : NULL;

    (void)hPrev; (void)nShow;
    g_hwnd = CreateWindowA("STATIC", "mci", 0, 0, 0, 10, 10, NULL, NULL, hInst, NULL);
    make_wav();
    if (p && !strncmp(p + 6, "play", 4))
        play_mode();
    else if (p && !strncmp(p + 6, "command", 7))
        command_mode();
    else
        status_mode();
    DeleteFileA("C:\\t.wav");
    DeleteFileA("C:\\bad.wav");
    fflush(stdout);
    return 0;
}
