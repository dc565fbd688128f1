/* WINMM's CALLBACK_FUNCTION: waveOutOpen and midiOutOpen call the program's procedure on
   the driver's thread with the open's instance data (SDL2's winmm audio backend waits on a
   semaphore its waveOutProc releases at each WOM_DONE). */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>

#define MAXLOG 16
static struct { UINT msg; DWORD_PTR inst, p1, p2; int other; } log_[MAXLOG];
static volatile LONG nlog;
static DWORD main_tid;
static HANDLE sem;

static void record(UINT msg, DWORD_PTR inst, DWORD_PTR p1, DWORD_PTR p2)
{
    LONG i = InterlockedIncrement(&nlog) - 1;
    if (i < MAXLOG) {
        log_[i].msg = msg; log_[i].inst = inst; log_[i].p1 = p1; log_[i].p2 = p2;
        log_[i].other = GetCurrentThreadId() != main_tid;
    }
}

static void CALLBACK wave_proc(HWAVEOUT h, UINT msg, DWORD_PTR inst, DWORD_PTR p1, DWORD_PTR p2)
{
    record(msg, inst, p1, p2);
    if (msg == WOM_DONE)
        ReleaseSemaphore(sem, 1, NULL);
}

static void CALLBACK midi_proc(HMIDIOUT h, UINT msg, DWORD_PTR inst, DWORD_PTR p1, DWORD_PTR p2)
{
    record(msg, inst, p1, p2);
}

static const char *name(UINT msg)
{
    switch (msg) {
    case WOM_OPEN: return "WOM_OPEN";
    case WOM_DONE: return "WOM_DONE";
    case WOM_CLOSE: return "WOM_CLOSE";
    case MOM_OPEN: return "MOM_OPEN";
    case MOM_CLOSE: return "MOM_CLOSE";
    }
    return "?";
}

int main(void)
{
    static short pcm[2][2205];
    WAVEHDR hdr[2];
    WAVEFORMATEX fmt = {WAVE_FORMAT_PCM, 1, 22050, 44100, 2, 16, 0};
    HWAVEOUT wo;
    HMIDIOUT mo;
    MMRESULT r;
    LONG i;

    main_tid = GetCurrentThreadId();
    sem = CreateSemaphoreA(NULL, 0, 2, NULL);
    r = waveOutOpen(&wo, WAVE_MAPPER, &fmt, (DWORD_PTR)wave_proc, 0x1234, CALLBACK_FUNCTION);
    printf("waveOutOpen(CALLBACK_FUNCTION)=%u\n", r);
    if (r)
        return 1;
    for (i = 0; i < 2; i++) {
        ZeroMemory(&hdr[i], sizeof hdr[i]);
        hdr[i].lpData = (LPSTR)pcm[i];
        hdr[i].dwBufferLength = sizeof pcm[i];
        waveOutPrepareHeader(wo, &hdr[i], sizeof hdr[i]);
        r = waveOutWrite(wo, &hdr[i], sizeof hdr[i]);
        printf("waveOutWrite %ld=%u\n", i, r);
    }
    for (i = 0; i < 2; i++) {
        DWORD w = WaitForSingleObject(sem, 5000);
        printf("wait for WOM_DONE %ld=%lu done=%d\n", i, w, (hdr[i].dwFlags & WHDR_DONE) != 0);
    }
    for (i = 0; i < 2; i++)
        waveOutUnprepareHeader(wo, &hdr[i], sizeof hdr[i]);
    printf("waveOutClose=%u\n", waveOutClose(wo));

    r = midiOutOpen(&mo, MIDI_MAPPER, (DWORD_PTR)midi_proc, 0x5678, CALLBACK_FUNCTION);
    printf("midiOutOpen(CALLBACK_FUNCTION)=%u\n", r);
    if (!r)
        printf("midiOutClose=%u\n", midiOutClose(mo));
    Sleep(100);

    for (i = 0; i < nlog && i < MAXLOG; i++) {
        const char *p1 = log_[i].p1 == 0 ? "0" : log_[i].p1 == (DWORD_PTR)&hdr[0] ? "&hdr[0]"
                       : log_[i].p1 == (DWORD_PTR)&hdr[1] ? "&hdr[1]" : "other";
        printf("callback %s instance=%#lx param1=%s param2=%lu", name(log_[i].msg),
               (unsigned long)log_[i].inst, p1, (unsigned long)log_[i].p2);
        /* WOM_DONE comes from the driver's thread (where OPEN and CLOSE come from is the
           driver's business: Wine makes them on the caller's). */
        printf(log_[i].msg == WOM_DONE ? " on another thread=%d\n" : "\n", log_[i].other);
    }
    printf("callbacks=%ld\n", nlog);
    return 0;
}
