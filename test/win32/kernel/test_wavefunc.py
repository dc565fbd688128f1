"""WINMM's CALLBACK_FUNCTION (kernel/audio.py ``call_on_driver_thread``): waveOutOpen and
midiOutOpen call the program's procedure on the driver's thread with the open's instance
data — SDL2's winmm audio backend waits on a semaphore its waveOutProc releases at each
WOM_DONE (docs/runtimes.md, "Programs in the wild (stop 27): SDL"; docs/sound.md).

test/exe/wavefunc.exe (guests/tests/wavefunc.c) and its x86-64 build print the same lines.
The oracle is Windows' documentation (waveOutProc, midiOutProc: WOM_OPEN, WOM_DONE with the
WAVEHDR in dwParam1, WOM_CLOSE, MOM_OPEN, MOM_CLOSE, dwInstance as given to the open): Wine
8 on this machine has no sound device (ALSA finds no card) and answers waveOutOpen with
MMSYSERR_BADDEVICEID (2).
"""

from paths import guest_exe

EXPECTED = [
    'waveOutOpen(CALLBACK_FUNCTION)=0',
    'waveOutWrite 0=0',
    'waveOutWrite 1=0',
    'wait for WOM_DONE 0=0 done=1',
    'wait for WOM_DONE 1=0 done=1',
    'waveOutClose=0',
    'midiOutOpen(CALLBACK_FUNCTION)=0',
    'midiOutClose=0',
    'callback WOM_OPEN instance=0x1234 param1=0 param2=0',
    'callback WOM_DONE instance=0x1234 param1=&hdr[0] param2=0 on another thread=1',
    'callback WOM_DONE instance=0x1234 param1=&hdr[1] param2=0 on another thread=1',
    'callback WOM_CLOSE instance=0x1234 param1=0 param2=0',
    'callback MOM_OPEN instance=0x5678 param1=0 param2=0',
    'callback MOM_CLOSE instance=0x5678 param1=0 param2=0',
    'callbacks=6',
]


def test_callback_functions_run_on_the_driver_thread(boot, tmp_path, width):
    d = boot(guest_exe("wavefunc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
