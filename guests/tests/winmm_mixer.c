/*
 * winmm_mixer.c - test guest for WINMM's mixer (docs/dlls.md, WINMM "The mixer").
 *
 * What it does (one line per step, printf): mixerGetNumDevs and the caps; mixerOpen;
 * the destinations and the sources (mixerGetLineInfo by destination, source, line id,
 * component type), the controls of the Wave line (mixerGetLineControls all, by id, by
 * type); the Wave volume read through the mixer and through waveOutGetVolume, changed
 * through each and read back through the other; the master mute; the errors of bad
 * lines, controls, handles and device ids; mixerGetID; mixerClose.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py (ours: Wine's test machine has no mixer).
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

static HMIXER hmx;

static void line(const char *what, MMRESULT r, const MIXERLINEA *l)
{
    if (r) {
        printf("%s=%u\n", what, r);
        return;
    }
    printf("%s=0 dest=%lu src=%lu id=%lx flags=%lx comp=%lx ch=%lu conn=%lu ctl=%lu %s/%s "
           "target=%lu\n", what, l->dwDestination, l->dwSource, l->dwLineID, l->fdwLine,
           l->dwComponentType, l->cChannels, l->cConnections, l->cControls, l->szShortName,
           l->szName, l->Target.dwType);
}

static MMRESULT get_details(DWORD id, DWORD channels, DWORD *v)
{
    MIXERCONTROLDETAILS d;
    memset(&d, 0, sizeof(d));
    d.cbStruct = sizeof(d);
    d.dwControlID = id;
    d.cChannels = channels;
    d.cbDetails = sizeof(DWORD);
    d.paDetails = v;
    return mixerGetControlDetailsA((HMIXEROBJ)hmx, &d, MIXER_OBJECTF_HMIXER);
}

static MMRESULT set_details(DWORD id, DWORD channels, DWORD *v)
{
    MIXERCONTROLDETAILS d;
    memset(&d, 0, sizeof(d));
    d.cbStruct = sizeof(d);
    d.dwControlID = id;
    d.cChannels = channels;
    d.cbDetails = sizeof(DWORD);
    d.paDetails = v;
    return mixerSetControlDetails((HMIXEROBJ)hmx, &d, MIXER_OBJECTF_HMIXER);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    MIXERCAPSA caps;
    MIXERLINEA l;
    MIXERLINECONTROLSA lc;
    MIXERCONTROLA ctl[4];
    MMRESULT r;
    DWORD v[2], vol, i, wave_line, wave_vol = 0, wave_mute = 0;
    UINT id = 99;
    MSG m;
    HWND hwnd;

    (void)hPrev; (void)nShow; (void)lpCmdLine;
    printf("devs=%u\n", mixerGetNumDevs());
    r = mixerGetDevCapsA(0, &caps, sizeof(caps));
    printf("caps=%u dests=%lu support=%lx\n", r, caps.cDestinations, caps.fdwSupport);
    printf("caps(5)=%u\n", mixerGetDevCapsA(5, &caps, sizeof(caps)));
    hwnd = CreateWindowA("STATIC", "mix", 0, 0, 0, 10, 10, NULL, NULL, hInst, NULL);
    r = mixerOpen(&hmx, 0, (DWORD_PTR)hwnd, 0, CALLBACK_WINDOW | MIXER_OBJECTF_MIXER);
    printf("open=%u\n", r);
    printf("open(3)=%u\n", mixerOpen(NULL, 3, 0, 0, 0));
    for (i = 0; i < 3; i++) {
        memset(&l, 0, sizeof(l));
        l.cbStruct = sizeof(l);
        l.dwDestination = i;
        r = mixerGetLineInfoA((HMIXEROBJ)hmx, &l, MIXER_OBJECTF_HMIXER |
                              MIXER_GETLINEINFOF_DESTINATION);
        line("destination", r, &l);
    }
    memset(&l, 0, sizeof(l));
    l.cbStruct = sizeof(l);
    l.dwDestination = 0;
    l.dwSource = 0;
    r = mixerGetLineInfoA((HMIXEROBJ)hmx, &l, MIXER_OBJECTF_HMIXER | MIXER_GETLINEINFOF_SOURCE);
    line("source 0.0", r, &l);
    wave_line = l.dwLineID;
    memset(&l, 0, sizeof(l));
    l.cbStruct = sizeof(l);
    l.dwComponentType = MIXERLINE_COMPONENTTYPE_SRC_MICROPHONE;
    r = mixerGetLineInfoA((HMIXEROBJ)0, &l, MIXER_OBJECTF_MIXER |
                          MIXER_GETLINEINFOF_COMPONENTTYPE);
    line("microphone", r, &l);
    memset(&l, 0, sizeof(l));
    l.cbStruct = sizeof(l);
    l.dwLineID = wave_line;
    r = mixerGetLineInfoA((HMIXEROBJ)0, &l, MIXER_OBJECTF_WAVEOUT | MIXER_GETLINEINFOF_LINEID);
    line("by id (waveout 0)", r, &l);
    l.dwLineID = 0x7777;
    printf("bad line=%u\n", mixerGetLineInfoA((HMIXEROBJ)hmx, &l, MIXER_OBJECTF_HMIXER |
                                              MIXER_GETLINEINFOF_LINEID));
    l.cbStruct = 10;
    printf("small struct=%u\n", mixerGetLineInfoA((HMIXEROBJ)hmx, &l, MIXER_OBJECTF_HMIXER));
    memset(&lc, 0, sizeof(lc));
    lc.cbStruct = sizeof(lc);
    lc.dwLineID = wave_line;
    lc.cControls = 2;
    lc.cbmxctrl = sizeof(MIXERCONTROLA);
    lc.pamxctrl = ctl;
    r = mixerGetLineControlsA((HMIXEROBJ)hmx, &lc, MIXER_OBJECTF_HMIXER |
                              MIXER_GETLINECONTROLSF_ALL);
    printf("controls=%u\n", r);
    for (i = 0; i < 2 && !r; i++) {
        printf("control %lu type=%lx flags=%lx %s/%s min=%lu max=%lu steps=%lu\n", i,
               ctl[i].dwControlType, ctl[i].fdwControl, ctl[i].szShortName, ctl[i].szName,
               ctl[i].Bounds.dwMinimum, ctl[i].Bounds.dwMaximum, ctl[i].Metrics.cSteps);
        if (ctl[i].dwControlType == MIXERCONTROL_CONTROLTYPE_VOLUME)
            wave_vol = ctl[i].dwControlID;
        else
            wave_mute = ctl[i].dwControlID;
    }
    lc.cControls = 1;
    printf("controls(wrong count)=%u\n", mixerGetLineControlsA((HMIXEROBJ)hmx, &lc,
                                         MIXER_OBJECTF_HMIXER | MIXER_GETLINECONTROLSF_ALL));
    lc.dwControlType = MIXERCONTROL_CONTROLTYPE_MUTE;
    r = mixerGetLineControlsA((HMIXEROBJ)hmx, &lc, MIXER_OBJECTF_HMIXER |
                              MIXER_GETLINECONTROLSF_ONEBYTYPE);
    printf("by type=%u same=%d\n", r, ctl[0].dwControlID == wave_mute);
    lc.dwControlID = wave_vol;
    lc.dwLineID = 0;
    r = mixerGetLineControlsA((HMIXEROBJ)hmx, &lc, MIXER_OBJECTF_HMIXER |
                              MIXER_GETLINECONTROLSF_ONEBYID);
    printf("by id=%u line ok=%d type=%lx\n", r, lc.dwLineID == wave_line, ctl[0].dwControlType);
    lc.dwControlID = 999;
    printf("bad control=%u\n", mixerGetLineControlsA((HMIXEROBJ)hmx, &lc, MIXER_OBJECTF_HMIXER |
                                                     MIXER_GETLINECONTROLSF_ONEBYID));

    r = get_details(wave_vol, 2, v);
    waveOutGetVolume(NULL, &vol);
    printf("wave volume=%u %lx %lx waveOut=%lx\n", r, v[0], v[1], vol);
    v[0] = 0x1000;
    v[1] = 0x2000;
    r = set_details(wave_vol, 2, v);
    waveOutGetVolume(NULL, &vol);
    printf("set through mixer=%u waveOut=%lx\n", r, vol);
    waveOutSetVolume(NULL, 0x30004000);
    r = get_details(wave_vol, 2, v);
    printf("set through waveOut: mixer=%u %lx %lx\n", r, v[0], v[1]);
    r = get_details(wave_vol, 1, v);
    printf("uniform read=%u %lx\n", r, v[0]);
    v[0] = 0x5000;
    r = set_details(wave_vol, 1, v);
    waveOutGetVolume(NULL, &vol);
    printf("uniform write=%u waveOut=%lx\n", r, vol);
    r = get_details(wave_mute, 1, v);
    printf("mute=%u %lu\n", r, v[0]);
    v[0] = 1;
    r = set_details(wave_mute, 1, v);
    get_details(wave_mute, 1, v);
    printf("muted=%u %lu\n", r, v[0]);
    printf("details(3 channels)=%u\n", get_details(wave_vol, 3, v));
    printf("details(bad control)=%u\n", get_details(999, 1, v));
    i = 0;
    while (PeekMessageA(&m, hwnd, MM_MIXM_CONTROL_CHANGE, MM_MIXM_CONTROL_CHANGE, PM_REMOVE))
        i++;
    printf("control change messages=%lu\n", i);
    r = mixerGetID((HMIXEROBJ)hmx, &id, MIXER_OBJECTF_HMIXER);
    printf("getid=%u id=%u\n", r, id);
    printf("getid(midiout)=%u\n", mixerGetID((HMIXEROBJ)0, &id, MIXER_OBJECTF_MIDIOUT));
    r = mixerClose(hmx);
    printf("close=%u again=%u\n", r, mixerClose(hmx));
    printf("details after close=%u\n", get_details(wave_vol, 2, v));
    fflush(stdout);
    return 0;
}
