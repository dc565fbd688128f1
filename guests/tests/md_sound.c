/*
 * md_sound.c - sound and MIDI through WINMM: device caps, waveOut with an event and a
 * window callback (WOM_DONE after the buffer's playing time), waveOutGetPosition,
 * waveOutReset, the MMSYSERR/WAVERR/MIDIERR codes Windows returns for misuse, midiOut
 * short and long messages, PlaySound (file, resource, memory, alias; sync, async,
 * SND_NOSTOP, SND_NODEFAULT, stop), sndPlaySound and MessageBeep.
 *
 * Everything runs at start-up and prints "name value" lines, then the program exits.
 * With "function" on the command line it first opens a device with CALLBACK_FUNCTION.
 * Played data is a fixed pattern so the test can compare the captured bytes.
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

static HWND wnd;

static void out(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static void pcm_format(WAVEFORMATEX *f, int rate, int channels, int bits)
{
    memset(f, 0, sizeof *f);
    f->wFormatTag = WAVE_FORMAT_PCM;
    f->nChannels = channels;
    f->nSamplesPerSec = rate;
    f->wBitsPerSample = bits;
    f->nBlockAlign = channels * bits / 8;
    f->nAvgBytesPerSec = rate * f->nBlockAlign;
}

static char buf1[800], buf2[800], buf3[4410], buf4[44100];

static void caps(void)
{
    WAVEOUTCAPSA wc;
    MIDIOUTCAPSA mc;
    MMRESULT r;
    out("wave devs=%u", waveOutGetNumDevs());
    r = waveOutGetDevCaps(0, &wc, sizeof wc);
    out("wave caps r=%u name=%s formats=%#lx channels=%u support=%#lx", r, wc.szPname,
        wc.dwFormats, wc.wChannels, wc.dwSupport);
    r = waveOutGetDevCaps(WAVE_MAPPER, &wc, sizeof wc);
    out("wave mapper r=%u name=%s", r, wc.szPname);
    out("wave caps bad=%u", waveOutGetDevCaps(5, &wc, sizeof wc));
    out("midi devs=%u", midiOutGetNumDevs());
    r = midiOutGetDevCaps(0, &mc, sizeof mc);
    out("midi caps r=%u name=%s tech=%u voices=%u mask=%#x", r, mc.szPname,
        mc.wTechnology, mc.wVoices, mc.wChannelMask);
    out("midi caps bad=%u", midiOutGetDevCaps(3, &mc, sizeof mc));
}

static void wave_event(void)
{
    WAVEFORMATEX f;
    HWAVEOUT hw;
    WAVEHDR h1, h2;
    HANDLE ev = CreateEvent(NULL, FALSE, FALSE, NULL);
    MMTIME t;
    DWORD t0, t1, t2;
    MMRESULT r;
    int i;

    pcm_format(&f, 8000, 1, 12);
    out("query badbits=%u", waveOutOpen(NULL, WAVE_MAPPER, &f, 0, 0, WAVE_FORMAT_QUERY));
    pcm_format(&f, 8000, 1, 8);
    out("query ok=%u", waveOutOpen(NULL, WAVE_MAPPER, &f, 0, 0, WAVE_FORMAT_QUERY));
    out("open baddev=%u", waveOutOpen(&hw, 7, &f, 0, 0, CALLBACK_NULL));
    out("open badcallback=%u", waveOutOpen(&hw, 0, &f, 0, 0, 0x40000));
    out("volume set=%u", waveOutSetVolume(0, 0x80004000));
    {
        DWORD v = 0;
        MMRESULT r = waveOutGetVolume(0, &v);
        out("volume get=%u v=%#lx", r, v);
    }
    r = waveOutOpen(&hw, WAVE_MAPPER, &f, (DWORD_PTR)ev, 0, CALLBACK_EVENT);
    out("open event r=%u", r);
    for (i = 0; i < 800; i++) {
        buf1[i] = (char)(i * 7);
        buf2[i] = (char)(255 - i * 3);
    }
    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    h1.lpData = buf1; h1.dwBufferLength = sizeof buf1;
    h2.lpData = buf2; h2.dwBufferLength = sizeof buf2;
    out("write unprepared=%u", waveOutWrite(hw, &h1, sizeof h1));
    out("prepare small=%u", waveOutPrepareHeader(hw, &h1, 8));
    waveOutPrepareHeader(hw, &h1, sizeof h1);
    waveOutPrepareHeader(hw, &h2, sizeof h2);
    out("prepared flags=%#lx", h1.dwFlags);
    WaitForSingleObject(ev, INFINITE);          /* WOM_OPEN set it */
    t0 = GetTickCount();
    waveOutWrite(hw, &h1, sizeof h1);
    waveOutWrite(hw, &h2, sizeof h2);
    out("queued flags=%#lx", h1.dwFlags);
    out("unprepare queued=%u", waveOutUnprepareHeader(hw, &h1, sizeof h1));
    out("close playing=%u", waveOutClose(hw));
    while (!(h1.dwFlags & WHDR_DONE))
        WaitForSingleObject(ev, INFINITE);
    t1 = GetTickCount() - t0;
    t.wType = TIME_BYTES;
    waveOutGetPosition(hw, &t, sizeof t);
    out("first done after=%lu flags=%#lx pos_bytes=%lu", t1, h1.dwFlags, t.u.cb);
    while (!(h2.dwFlags & WHDR_DONE))
        WaitForSingleObject(ev, INFINITE);
    t2 = GetTickCount() - t0;
    t.wType = TIME_SAMPLES;
    waveOutGetPosition(hw, &t, sizeof t);
    out("second done after=%lu pos_samples=%lu type=%u", t2, t.u.sample, t.wType);
    t.wType = TIME_SMPTE;
    waveOutGetPosition(hw, &t, sizeof t);
    out("smpte asks bytes type=%u cb=%lu", t.wType, t.u.cb);
    out("unprepare=%u", waveOutUnprepareHeader(hw, &h1, sizeof h1));
    out("unprepared flags=%#lx", h1.dwFlags);
    waveOutUnprepareHeader(hw, &h2, sizeof h2);
    out("close=%u", waveOutClose(hw));
    out("close again=%u", waveOutClose(hw));
    CloseHandle(ev);
}

static void wave_window(void)
{
    WAVEFORMATEX f;
    HWAVEOUT hw;
    WAVEHDR h3, h4;
    MSG msg;
    MMTIME t;
    DWORD t0;
    int i, opened = 0;

    pcm_format(&f, 11025, 2, 16);
    out("open window r=%u", waveOutOpen(&hw, 0, &f, (DWORD_PTR)wnd, 0, CALLBACK_WINDOW));
    for (i = 0; i < (int)sizeof buf3; i++)
        buf3[i] = (char)(i ^ 0x5A);
    for (i = 0; i < (int)sizeof buf4; i++)
        buf4[i] = (char)(i * 13);
    memset(&h3, 0, sizeof h3);
    h3.lpData = buf3; h3.dwBufferLength = sizeof buf3;     /* 100 ms */
    waveOutPrepareHeader(hw, &h3, sizeof h3);
    t0 = GetTickCount();
    waveOutWrite(hw, &h3, sizeof h3);
    while (GetMessage(&msg, NULL, 0, 0)) {
        if (msg.message == MM_WOM_OPEN)
            opened = msg.wParam == (WPARAM)hw;
        if (msg.message == MM_WOM_DONE) {
            out("window done opened=%d hdr=%d after=%lu", opened,
                msg.lParam == (LPARAM)&h3, GetTickCount() - t0);
            break;
        }
        DispatchMessage(&msg);
    }
    /* A one-second buffer, reset after a quarter of it. */
    memset(&h4, 0, sizeof h4);
    h4.lpData = buf4; h4.dwBufferLength = sizeof buf4;
    waveOutPrepareHeader(hw, &h4, sizeof h4);
    waveOutWrite(hw, &h4, sizeof h4);
    Sleep(250);
    t.wType = TIME_MS;
    waveOutGetPosition(hw, &t, sizeof t);
    out("reset before ms=%lu", t.u.ms);
    out("reset=%u", waveOutReset(hw));
    out("reset done=%d", (h4.dwFlags & WHDR_DONE) != 0);
    t.wType = TIME_BYTES;
    waveOutGetPosition(hw, &t, sizeof t);
    out("reset pos=%lu", t.u.cb);
    while (GetMessage(&msg, NULL, 0, 0)) {
        if (msg.message == MM_WOM_DONE) {
            out("reset done hdr=%d", msg.lParam == (LPARAM)&h4);
            break;
        }
        DispatchMessage(&msg);
    }
    waveOutUnprepareHeader(hw, &h3, sizeof h3);
    waveOutUnprepareHeader(hw, &h4, sizeof h4);
    waveOutClose(hw);
    while (GetMessage(&msg, NULL, 0, 0)) {
        if (msg.message == MM_WOM_CLOSE) {
            out("window close msg=1");
            break;
        }
        DispatchMessage(&msg);
    }
}

static void wave_pause(void)
{
    WAVEFORMATEX f;
    HWAVEOUT hw;
    WAVEHDR h;
    MMTIME t;
    DWORD t0;

    pcm_format(&f, 8000, 1, 8);
    waveOutOpen(&hw, 0, &f, 0, 0, CALLBACK_NULL);
    memset(&h, 0, sizeof h);
    h.lpData = buf1; h.dwBufferLength = sizeof buf1;       /* 100 ms */
    waveOutPrepareHeader(hw, &h, sizeof h);
    waveOutWrite(hw, &h, sizeof h);
    Sleep(40);
    out("pause=%u", waveOutPause(hw));
    Sleep(200);
    t.wType = TIME_BYTES;
    waveOutGetPosition(hw, &t, sizeof t);
    out("paused done=%d pos=%lu", (h.dwFlags & WHDR_DONE) != 0, t.u.cb);
    out("restart=%u", waveOutRestart(hw));
    t0 = GetTickCount();
    while (!(h.dwFlags & WHDR_DONE))
        Sleep(10);
    out("restarted done after=%lu", GetTickCount() - t0);
    waveOutUnprepareHeader(hw, &h, sizeof h);
    waveOutClose(hw);
}

static void midi(void)
{
    HMIDIOUT hm;
    MIDIHDR mh;
    MSG msg;
    static char sysex[] = {(char)0xF0, 0x7E, 0x7F, 0x09, 0x01, (char)0xF7};
    int done = 0;

    out("midi open=%u", midiOutOpen(&hm, 0, (DWORD_PTR)wnd, 0, CALLBACK_WINDOW));
    out("midi program=%u", midiOutShortMsg(hm, 0x000005C0));    /* C0 05 */
    out("midi on=%u", midiOutShortMsg(hm, 0x00643C90));         /* 90 3C 64 */
    out("midi running=%u", midiOutShortMsg(hm, 0x00004043));    /* (90) 43 40 */
    Sleep(50);
    out("midi off=%u", midiOutShortMsg(hm, 0x00003C80));        /* 80 3C 00 */
    memset(&mh, 0, sizeof mh);
    mh.lpData = sysex; mh.dwBufferLength = sizeof sysex;
    out("midi long unprepared=%u", midiOutLongMsg(hm, &mh, sizeof mh));
    midiOutPrepareHeader(hm, &mh, sizeof mh);
    out("midi long=%u", midiOutLongMsg(hm, &mh, sizeof mh));
    out("midi long flags=%#lx", mh.dwFlags);
    while (!done && GetMessage(&msg, NULL, 0, 0)) {
        if (msg.message == MM_MOM_DONE)
            done = msg.lParam == (LPARAM)&mh;
        DispatchMessage(&msg);
    }
    out("midi mom_done=%d", done);
    midiOutUnprepareHeader(hm, &mh, sizeof mh);
    out("midi reset=%u", midiOutReset(hm));
    out("midi close=%u", midiOutClose(hm));
    out("midi close again=%u", midiOutClose(hm));
}

static void playsound(void)
{
    HANDLE f;
    DWORD n, t0;
    HRSRC res = FindResource(NULL, "TICK", "WAVE");
    static char image[444];

    /* The resource's bytes, written to C:\md.wav and played from there too. */
    memcpy(image, LockResource(LoadResource(NULL, res)), sizeof image);
    f = CreateFile("C:\\md.wav", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, image, sizeof image, &n, NULL);
    CloseHandle(f);
    t0 = GetTickCount();
    out("ps file sync=%d", PlaySound("C:\\md.wav", NULL, SND_FILENAME | SND_SYNC));
    out("ps sync waited=%lu", GetTickCount() - t0);
    out("ps resource=%d", PlaySound("TICK", GetModuleHandle(NULL), SND_RESOURCE | SND_ASYNC));
    out("ps nostop=%d", PlaySound("C:\\md.wav", NULL, SND_FILENAME | SND_ASYNC | SND_NOSTOP));
    out("ps stop=%d", PlaySound(NULL, NULL, 0));
    out("ps memory loop=%d", PlaySound(image, NULL, SND_MEMORY | SND_ASYNC | SND_LOOP));
    out("ps purge=%d", PlaySound(NULL, NULL, SND_PURGE));
    out("ps missing nodefault=%d", PlaySound("C:\\none.wav", NULL, SND_FILENAME | SND_NODEFAULT));
    out("ps missing default=%d", PlaySound("C:\\none.wav", NULL, SND_FILENAME | SND_ASYNC));
    out("ps alias=%d", PlaySound("SystemExclamation", NULL, SND_ALIAS | SND_ASYNC));
    out("ps alias id=%d", PlaySound((LPCSTR)SND_ALIAS_SYSTEMASTERISK, NULL, SND_ALIAS_ID));
    out("snd file=%d", sndPlaySound("C:\\md.wav", SND_ASYNC));
    out("snd alias=%d", sndPlaySound("SystemQuestion", SND_ASYNC));
    out("beep=%d", MessageBeep(MB_ICONHAND));
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = inst;
    wc.lpszClassName = "md_sound";
    RegisterClassA(&wc);
    wnd = CreateWindowA("md_sound", "md_sound", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100,
                        NULL, NULL, inst, NULL);
    if (strstr(cmd, "function")) {
        /* Windows calls a CALLBACK_FUNCTION on the driver's thread: not implemented. */
        WAVEFORMATEX f;
        HWAVEOUT hw;
        pcm_format(&f, 8000, 1, 8);
        waveOutOpen(&hw, WAVE_MAPPER, &f, (DWORD_PTR)DefWindowProcA, 0, CALLBACK_FUNCTION);
        out("not reached");
    }
    caps();
    wave_event();
    wave_window();
    wave_pause();
    midi();
    playsound();
    out("end");
    return 0;
}
