/*
 * winmm_wavein.c - test guest for WINMM's wave input (docs/dlls.md, WINMM "Recording").
 *
 * What it does (one line per step, printf):
 *   /mode errors  the calls' answers that need no device: bad handles, bad device ids,
 *                 a NULL format, bad flags, an unprepared header.
 *   /mode record  waveInGetNumDevs and the caps (channels, formats); opens device 0 with
 *                 8 kHz 8-bit mono and CALLBACK_EVENT, queues two 400-byte buffers,
 *                 starts, waits for both (WIM_DATA through the event), prints each
 *                 header's dwBytesRecorded and flags, whether the bytes are silence, the
 *                 position in bytes and ms, the guest ms the waits took; then a third
 *                 buffer stopped half way, waveInReset of a queued one, and close.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py (errors: Wine 8's lines; record: ours, Wine's
 * test machine has no capture device).
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

static void errors_mode(void)
{
    WAVEFORMATEX wf;
    HWAVEIN h = NULL;
    WAVEHDR hdr;
    WAVEINCAPSA caps;
    MMTIME mt;
    UINT id;

    memset(&wf, 0, sizeof(wf));
    wf.wFormatTag = WAVE_FORMAT_PCM;
    wf.nChannels = 1;
    wf.nSamplesPerSec = 8000;
    wf.nAvgBytesPerSec = 8000;
    wf.nBlockAlign = 1;
    wf.wBitsPerSample = 8;
    memset(&hdr, 0, sizeof(hdr));
    printf("caps(99)=%u\n", waveInGetDevCapsA(99, &caps, sizeof(caps)));
    printf("open(99)=%u\n", waveInOpen(&h, 99, &wf, 0, 0, CALLBACK_NULL));
    printf("start(bad)=%u stop(bad)=%u reset(bad)=%u close(bad)=%u\n",
           waveInStart((HWAVEIN)0x1234), waveInStop((HWAVEIN)0x1234),
           waveInReset((HWAVEIN)0x1234), waveInClose((HWAVEIN)0x1234));
    printf("prepare(bad)=%u add(bad)=%u unprepare(bad)=%u\n",
           waveInPrepareHeader((HWAVEIN)0x1234, &hdr, sizeof(hdr)),
           waveInAddBuffer((HWAVEIN)0x1234, &hdr, sizeof(hdr)),
           waveInUnprepareHeader((HWAVEIN)0x1234, &hdr, sizeof(hdr)));
    mt.wType = TIME_BYTES;
    printf("position(bad)=%u id(bad)=%u\n",
           waveInGetPosition((HWAVEIN)0x1234, &mt, sizeof(mt)),
           waveInGetID((HWAVEIN)0x1234, &id));
}

static void record_mode(void)
{
    static BYTE data[3][400];
    WAVEFORMATEX wf;
    WAVEINCAPSA caps;
    WAVEINCAPSW capsw;
    WAVEHDR hdr[3];
    HWAVEIN h = NULL;
    HANDLE ev;
    MMTIME mt;
    MMRESULT r;
    DWORD t0, waited;
    UINT id = 99;
    int i, j, silent;

    printf("devs=%u\n", waveInGetNumDevs());
    r = waveInGetDevCapsA(0, &caps, sizeof(caps));
    printf("caps=%u channels=%u formats=%lx\n", r, caps.wChannels, caps.dwFormats);
    r = waveInGetDevCapsW(0, &capsw, sizeof(capsw));
    printf("capsW=%u channels=%u\n", r, capsw.wChannels);
    memset(&wf, 0, sizeof(wf));
    wf.wFormatTag = 2;
    printf("open(adpcm)=%u\n", waveInOpen(&h, 0, &wf, 0, 0, CALLBACK_NULL));
    wf.wFormatTag = WAVE_FORMAT_PCM;
    wf.nChannels = 1;
    wf.nSamplesPerSec = 8000;
    wf.nAvgBytesPerSec = 8000;
    wf.nBlockAlign = 1;
    wf.wBitsPerSample = 8;
    printf("query=%u\n", waveInOpen(NULL, 0, &wf, 0, 0, WAVE_FORMAT_QUERY));
    ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    r = waveInOpen(&h, 0, &wf, (DWORD_PTR)ev, 0, CALLBACK_EVENT);
    printf("open=%u\n", r);
    WaitForSingleObject(ev, 0);      /* the open's notification */
    r = waveInGetID(h, &id);
    printf("getid=%u id=%u\n", r, id);
    memset(hdr, 0, sizeof(hdr));
    for (i = 0; i < 3; i++) {
        memset(data[i], 0x55, sizeof(data[i]));
        hdr[i].lpData = (LPSTR)data[i];
        hdr[i].dwBufferLength = sizeof(data[i]);
    }
    printf("add unprepared=%u\n", waveInAddBuffer(h, &hdr[0], sizeof(WAVEHDR)));
    for (i = 0; i < 3; i++)
        waveInPrepareHeader(h, &hdr[i], sizeof(WAVEHDR));
    printf("prepared flags=%lx\n", hdr[0].dwFlags);
    printf("add=%u %u\n", waveInAddBuffer(h, &hdr[0], sizeof(WAVEHDR)),
           waveInAddBuffer(h, &hdr[1], sizeof(WAVEHDR)));
    printf("add again=%u flags=%lx\n", waveInAddBuffer(h, &hdr[0], sizeof(WAVEHDR)),
           hdr[0].dwFlags);
    printf("unprepare queued=%u\n", waveInUnprepareHeader(h, &hdr[0], sizeof(WAVEHDR)));
    printf("close busy=%u\n", waveInClose(h));
    t0 = timeGetTime();
    printf("start=%u\n", waveInStart(h));
    for (i = 0; i < 2; i++) {
        while (!(hdr[i].dwFlags & WHDR_DONE))
            WaitForSingleObject(ev, 1000);
    }
    waited = timeGetTime() - t0;
    for (i = 0; i < 2; i++) {
        for (j = 0, silent = 1; j < 400; j++)
            silent &= data[i][j] == 0x80;
        printf("buffer %d recorded=%lu flags=%lx silent=%d\n", i, hdr[i].dwBytesRecorded,
               hdr[i].dwFlags, silent);
    }
    printf("waited>=100=%d\n", waited >= 100);
    mt.wType = TIME_BYTES;
    waveInGetPosition(h, &mt, sizeof(mt));
    printf("position bytes=%lu\n", mt.u.cb);
    mt.wType = TIME_MS;
    waveInGetPosition(h, &mt, sizeof(mt));
    printf("position ms=%lu\n", mt.u.ms);
    waveInAddBuffer(h, &hdr[2], sizeof(WAVEHDR));
    Sleep(20);
    printf("stop=%u\n", waveInStop(h));
    printf("stopped buffer recorded>0=%d <400=%d done=%d\n", hdr[2].dwBytesRecorded > 0,
           hdr[2].dwBytesRecorded < 400, (hdr[2].dwFlags & WHDR_DONE) != 0);
    waveInAddBuffer(h, &hdr[0], sizeof(WAVEHDR));
    printf("reset=%u\n", waveInReset(h));
    printf("reset buffer recorded=%lu done=%d\n", hdr[0].dwBytesRecorded,
           (hdr[0].dwFlags & WHDR_DONE) != 0);
    mt.wType = TIME_BYTES;
    waveInGetPosition(h, &mt, sizeof(mt));
    printf("position after reset=%lu\n", mt.u.cb);
    for (i = 0; i < 3; i++)
        waveInUnprepareHeader(h, &hdr[i], sizeof(WAVEHDR));
    printf("unprepared flags=%lx\n", hdr[0].dwFlags);
    printf("close=%u\n", waveInClose(h));
    printf("close again=%u\n", waveInClose(h));
    CloseHandle(ev);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/mode ") : NULL;

    (void)hInst; (void)hPrev; (void)nShow;
    if (p && !strncmp(p + 6, "record", 6))
        record_mode();
    else
        errors_mode();
    fflush(stdout);
    return 0;
}
