/*
 * winmm_nodev.c - test guest for WINMM's devices that the machine does not have
 * (docs/dlls.md, WINMM "Devices that are not there"): joysticks and MIDI input; and the
 * error texts of the wave and MIDI calls, waveOutGetID, midiOutGetID.
 *
 * What it does (one line per call, printf): joyGetNumDevs, joyGetDevCaps, joyGetPos,
 * joyGetPosEx, joyGetThreshold, joySetThreshold, joySetCapture, joyReleaseCapture for
 * joystick 1 and a bad id; midiInGetNumDevs, midiInGetDevCaps, midiInOpen and the handle
 * calls on a bad handle; waveOutGetErrorText / waveInGetErrorText / midiOutGetErrorText /
 * midiInGetErrorText of some codes; waveOutGetID and midiOutGetID of open devices.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    JOYCAPSA jc;
    JOYCAPSW jcw;
    JOYINFO ji;
    JOYINFOEX jx;
    MIDIINCAPSA mc;
    MIDIINCAPSW mcw;
    HMIDIIN hin = (HMIDIIN)1;
    HWAVEOUT hwo;
    HMIDIOUT hmo;
    MIDIHDR mh;
    WAVEFORMATEX wf;
    UINT th = 77, id;
    char text[MAXERRORLENGTH];
    WCHAR wtext[MAXERRORLENGTH];
    static const UINT codes[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
        17, 18, 19, 20, 21, 22, 32, 33, 34, 35, 36, 64, 65, 66, 67, 68, 69, 70, 71, 72, 99,
        200};
    unsigned i;
    MMRESULT r;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    printf("joyGetNumDevs=%u\n", joyGetNumDevs());
    printf("joyGetDevCapsA(0)=%u joyGetDevCapsW(1)=%u bad=%u\n",
           joyGetDevCapsA(JOYSTICKID1, &jc, sizeof(jc)),
           joyGetDevCapsW(JOYSTICKID2, &jcw, sizeof(jcw)), joyGetDevCapsA(99, &jc, sizeof(jc)));
    printf("joyGetPos(0)=%u bad=%u\n", joyGetPos(JOYSTICKID1, &ji), joyGetPos(99, &ji));
    memset(&jx, 0, sizeof(jx));
    jx.dwSize = sizeof(jx);
    jx.dwFlags = JOY_RETURNALL;
    printf("joyGetPosEx(0)=%u bad=%u\n", joyGetPosEx(JOYSTICKID1, &jx), joyGetPosEx(99, &jx));
    r = joyGetThreshold(JOYSTICKID1, &th);
    printf("joyGetThreshold(0)=%u th=%u bad=%u\n", r, th, joyGetThreshold(99, &th));
    printf("joySetThreshold(0)=%u bad=%u\n", joySetThreshold(JOYSTICKID1, 100),
           joySetThreshold(99, 100));
    printf("joySetCapture(0)=%u bad=%u\n", joySetCapture(GetDesktopWindow(), JOYSTICKID1, 10, TRUE),
           joySetCapture(GetDesktopWindow(), 99, 10, TRUE));
    printf("joyReleaseCapture(0)=%u bad=%u\n", joyReleaseCapture(JOYSTICKID1),
           joyReleaseCapture(99));

    printf("midiInGetNumDevs=%u\n", midiInGetNumDevs());
    printf("midiInGetDevCapsA(0)=%u W=%u\n", midiInGetDevCapsA(0, &mc, sizeof(mc)),
           midiInGetDevCapsW(0, &mcw, sizeof(mcw)));
    r = midiInOpen(&hin, 0, 0, 0, CALLBACK_NULL);
    printf("midiInOpen(0)=%u h=%d\n", r, hin != NULL);
    memset(&mh, 0, sizeof(mh));
    printf("bad handle start=%u stop=%u reset=%u close=%u prepare=%u add=%u unprepare=%u\n",
           midiInStart((HMIDIIN)0x1234), midiInStop((HMIDIIN)0x1234),
           midiInReset((HMIDIIN)0x1234), midiInClose((HMIDIIN)0x1234),
           midiInPrepareHeader((HMIDIIN)0x1234, &mh, sizeof(mh)),
           midiInAddBuffer((HMIDIIN)0x1234, &mh, sizeof(mh)),
           midiInUnprepareHeader((HMIDIIN)0x1234, &mh, sizeof(mh)));
    printf("midiInGetID(bad)=%u\n", midiInGetID((HMIDIIN)0x1234, &id));

    for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++) {
        memset(text, 0, sizeof(text));
        r = waveOutGetErrorTextA(codes[i], text, sizeof(text));
        printf("waveOutGetErrorText(%u)=%u %s\n", codes[i], r, text);
        wtext[0] = 0;
        r = waveInGetErrorTextW(codes[i], wtext, MAXERRORLENGTH);
        WideCharToMultiByte(CP_ACP, 0, wtext, -1, text, sizeof(text), NULL, NULL);
        printf("waveInGetErrorTextW(%u)=%u %s\n", codes[i], r, text);
        memset(text, 0, sizeof(text));
        r = midiOutGetErrorTextA(codes[i], text, sizeof(text));
        printf("midiOutGetErrorText(%u)=%u %s\n", codes[i], r, text);
        wtext[0] = 0;
        r = midiInGetErrorTextW(codes[i], wtext, MAXERRORLENGTH);
        WideCharToMultiByte(CP_ACP, 0, wtext, -1, text, sizeof(text), NULL, NULL);
        printf("midiInGetErrorTextW(%u)=%u %s\n", codes[i], r, text);
    }
    memset(text, 'x', sizeof(text));
    r = waveOutGetErrorTextA(2, text, 10);
    printf("short buffer=%u [%s]\n", r, text);
    printf("null buffer=%u zero size=%u\n", waveOutGetErrorTextA(2, NULL, 10),
           waveOutGetErrorTextA(2, text, 0));

    memset(&wf, 0, sizeof(wf));
    wf.wFormatTag = WAVE_FORMAT_PCM;
    wf.nChannels = 1;
    wf.nSamplesPerSec = 8000;
    wf.nAvgBytesPerSec = 8000;
    wf.nBlockAlign = 1;
    wf.wBitsPerSample = 8;
    if (waveOutOpen(&hwo, WAVE_MAPPER, &wf, 0, 0, CALLBACK_NULL) == 0) {
        id = 99;
        r = waveOutGetID(hwo, &id);
        printf("waveOutGetID=%u id=%u bad=%u\n", r, id, waveOutGetID((HWAVEOUT)0x1234, &id));
        printf("waveOutBreakLoop=%u bad=%u\n", waveOutBreakLoop(hwo),
               waveOutBreakLoop((HWAVEOUT)0x1234));
        waveOutClose(hwo);
    } else
        printf("no wave out\n");
    if (midiOutOpen(&hmo, 0, 0, 0, CALLBACK_NULL) == 0) {
        id = 99;
        r = midiOutGetID(hmo, &id);
        printf("midiOutGetID=%u id=%u bad=%u\n", r, id, midiOutGetID((HMIDIOUT)0x1234, &id));
        midiOutClose(hmo);
    } else
        printf("no midi out\n");
    fflush(stdout);
    return 0;
}
