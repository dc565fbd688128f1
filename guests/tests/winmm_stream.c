/*
 * winmm_stream.c - test guest for WINMM's MIDI streams (docs/dlls.md, WINMM "MIDI
 * streams").
 *
 * What it does (one line per step, printf): midiStreamOpen (CALLBACK_EVENT), the default
 * time division and tempo, sets them to 96 ticks and 500,000 us per quarter note, queues
 * a buffer (note on; 96 ticks later note off with MEVT_F_CALLBACK; a tempo change to
 * 250,000; 96 ticks later a NOP) before and after midiStreamRestart, waits for
 * MHDR_DONE, prints the flags, the position in ticks and ms, the guest ms waited; the
 * errors of an unprepared header, a queued header, a bad property, a close while queued;
 * midiStreamPause / midiStreamStop, midiOutShortMsg on the stream handle; close.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py (ours: Wine's test machine has no MIDI device).
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    HMIDISTRM hs = NULL;
    UINT dev = 0;
    HANDLE ev;
    MIDIPROPTIMEDIV td;
    MIDIPROPTEMPO tp;
    MIDIHDR hdr;
    MMTIME mt;
    DWORD events[32], t0, n = 0;
    MMRESULT r;
    int i;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    r = midiStreamOpen(&hs, &dev, 1, (DWORD_PTR)ev, 0, CALLBACK_EVENT);
    printf("open=%u\n", r);
    WaitForSingleObject(ev, 0);
    td.cbStruct = sizeof(td);
    tp.cbStruct = sizeof(tp);
    midiStreamProperty(hs, (LPBYTE)&td, MIDIPROP_GET | MIDIPROP_TIMEDIV);
    midiStreamProperty(hs, (LPBYTE)&tp, MIDIPROP_GET | MIDIPROP_TEMPO);
    printf("defaults timediv=%lu tempo=%lu\n", td.dwTimeDiv, tp.dwTempo);
    td.dwTimeDiv = 96;
    tp.dwTempo = 500000;
    printf("set=%u %u\n", midiStreamProperty(hs, (LPBYTE)&td, MIDIPROP_SET | MIDIPROP_TIMEDIV),
           midiStreamProperty(hs, (LPBYTE)&tp, MIDIPROP_SET | MIDIPROP_TEMPO));
    printf("bad property=%u\n", midiStreamProperty(hs, (LPBYTE)&tp, MIDIPROP_TEMPO));
    events[n++] = 0; events[n++] = 0; events[n++] = (MEVT_SHORTMSG << 24) | 0x7F3C90;
    events[n++] = 96; events[n++] = 0;
    events[n++] = MEVT_F_CALLBACK | (MEVT_SHORTMSG << 24) | 0x003C80;
    events[n++] = 0; events[n++] = 0; events[n++] = (MEVT_TEMPO << 24) | 250000;
    events[n++] = 96; events[n++] = 0; events[n++] = MEVT_NOP << 24;
    memset(&hdr, 0, sizeof(hdr));
    hdr.lpData = (LPSTR)events;
    hdr.dwBufferLength = sizeof(events);
    hdr.dwBytesRecorded = n * 4;
    printf("out unprepared=%u\n", midiStreamOut(hs, &hdr, sizeof(hdr)));
    midiOutPrepareHeader((HMIDIOUT)hs, &hdr, sizeof(hdr));
    printf("out=%u\n", midiStreamOut(hs, &hdr, sizeof(hdr)));
    printf("out again=%u flags=%lx\n", midiStreamOut(hs, &hdr, sizeof(hdr)), hdr.dwFlags);
    printf("close queued=%u\n", midiStreamClose(hs));
    Sleep(50);
    mt.wType = TIME_TICKS;
    midiStreamPosition(hs, &mt, sizeof(mt));
    printf("paused position ticks=%lu done=%d\n", mt.u.ticks, (hdr.dwFlags & MHDR_DONE) != 0);
    t0 = timeGetTime();
    printf("restart=%u\n", midiStreamRestart(hs));
    for (i = 0; i < 20 && !(hdr.dwFlags & MHDR_DONE); i++)
        WaitForSingleObject(ev, 2000);
    printf("done flags=%lx waited=%lu offset=%lu\n", hdr.dwFlags, timeGetTime() - t0,
           hdr.dwOffset);
    mt.wType = TIME_TICKS;
    midiStreamPosition(hs, &mt, sizeof(mt));
    printf("position ticks=%lu\n", mt.u.ticks);
    mt.wType = TIME_BYTES;
    midiStreamPosition(hs, &mt, sizeof(mt));
    printf("position type=%u ms=%lu\n", mt.wType, mt.u.ms);
    printf("pause=%u stop=%u\n", midiStreamPause(hs), midiStreamStop(hs));
    mt.wType = TIME_TICKS;
    midiStreamPosition(hs, &mt, sizeof(mt));
    printf("after stop ticks=%lu\n", mt.u.ticks);
    printf("short on stream=%u\n", midiOutShortMsg((HMIDIOUT)hs, 0x7F4090));
    midiOutUnprepareHeader((HMIDIOUT)hs, &hdr, sizeof(hdr));
    printf("close=%u again=%u\n", midiStreamClose(hs), 0u);
    printf("close again=%u\n", midiStreamClose(hs));
    CloseHandle(ev);
    fflush(stdout);
    return 0;
}
