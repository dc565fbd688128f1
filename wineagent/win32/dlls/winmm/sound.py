"""PlaySound, sndPlaySound (WINMM): kernel/playsound.py (USER32's MessageBeep, which
plays through the same recorder: user32/system.py)."""

from ....abi.api import BOTH, api
from ...kernel.playsound import SND_ALIAS, SND_FILENAME, SND_RESOURCE, play_sound
from ...core.dllnames import WINMM



@api(WINMM, "PlaySound{AW}", "LPVOID sound, HMODULE module, DWORD flags", widths=BOTH)
def PlaySound(c, sound, module, flags):
    return play_sound(c.vm, c.spec.full_name, sound, module, flags, c.read_str)


@api(WINMM, "sndPlaySound{AW}", "LPVOID sound, UINT flags", widths=BOTH)
def sndPlaySound(c, sound, flags):
    # sndPlaySound has no module and no SND_ALIAS/SND_FILENAME: a name is looked up as a
    # system sound first, then as a file.
    flags &= ~(SND_ALIAS | SND_FILENAME | (SND_RESOURCE & ~0x4))
    return play_sound(c.vm, c.spec.full_name, sound, 0, flags, c.read_str)


