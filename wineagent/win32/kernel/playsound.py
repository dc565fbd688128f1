"""PlaySound, sndPlaySound and MessageBeep on the recorder (kernel/audio.py, docs/sound.md).

A sound is found as Windows finds it — a WAV file on the C: drive (SND_FILENAME), a "WAVE"
resource of the executable (SND_RESOURCE), a RIFF image in guest memory (SND_MEMORY) or
a system alias (SND_ALIAS / SND_ALIAS_ID) — and captured when it starts. SND_SYNC
returns after the sound's duration in guest time; SND_ASYNC at once, the sound then
playing on guest time (SND_NOSTOP refuses to interrupt it, PlaySound(NULL) and SND_PURGE
stop it). The system aliases' sounds are Windows' own files, which we do not have: they
are recorded by name.
"""

from ...abi.api import PARK, Unimplemented
from .audio import parse_wav
from .vfs import VfsError

__all__ = ["play_sound", "message_beep", "speaker_beep", "SYSTEM_ALIASES"]

SND_ASYNC, SND_NODEFAULT, SND_MEMORY, SND_LOOP, SND_NOSTOP = 1, 2, 4, 8, 0x10
SND_PURGE, SND_APPLICATION, SND_NOWAIT = 0x40, 0x80, 0x2000
SND_ALIAS, SND_FILENAME, SND_RESOURCE = 0x10000, 0x20000, 0x40004
SND_ALIAS_ID = 0x110000

#: The system sounds of the Windows 2000 default scheme (HKCU\AppEvents\Schemes\Apps
#: \.Default), as a lower-case name -> the name PlaySound reports.
SYSTEM_ALIASES = {n.lower(): n for n in (
    ".Default", "SystemDefault", "SystemAsterisk", "SystemExclamation", "SystemHand",
    "SystemQuestion", "SystemStart", "SystemExit", "SystemWelcome", "AppGPFault", "Close",
    "MailBeep", "Maximize", "MenuCommand", "MenuPopup", "Minimize", "Open", "RestoreDown",
    "RestoreUp", "RingIn", "Ringout", "EmptyRecycleBin")}

#: SND_ALIAS_ID values (mmsystem.h: sndAlias('S', x) = 'S' | x << 8).
ALIAS_IDS = {0x2A53: "SystemAsterisk", 0x3F53: "SystemQuestion", 0x4853: "SystemHand",
             0x4553: "SystemExit", 0x5353: "SystemStart", 0x5753: "SystemWelcome",
             0x2153: "SystemExclamation", 0x4453: "SystemDefault"}

#: MessageBeep's types -> the alias it plays (0xFFFFFFFF: the speaker's simple beep).
BEEP_ALIASES = {0: "SystemDefault", 0x10: "SystemHand", 0x20: "SystemQuestion",
                0x30: "SystemExclamation", 0x40: "SystemAsterisk"}


def _wav_from_file(vm, name):
    try:
        _, host = vm.vfs.resolve(name)
        with open(host, "rb") as f:
            return f.read()
    except (VfsError, OSError):
        return None


def _wav_from_resource(vm, hmod, name, api_name):
    if hmod not in (0, vm.image.base):
        raise Unimplemented("%s (SND_RESOURCE of module %#x: only the executable's "
                            "resources exist)" % (api_name, hmod))
    return vm.resources.data("WAVE", name)


def _wav_from_memory(vm, addr):
    head = bytes(vm.mem.read(addr, 8))
    if head[:4] != b"RIFF":
        return None
    size = int.from_bytes(head[4:8], "little")
    return bytes(vm.mem.read(addr, 8 + size))


def _sync(vm, ms):
    """Generator: park until the sound has played for ``ms`` guest milliseconds."""
    deadline = vm.clock.now_ms() + ms
    vm.sleep_deadline = deadline    # wakes a parked host in time (VM.next_wake_ms)
    try:
        while vm.clock.now_ms() < deadline:
            yield PARK
    finally:
        vm.sleep_deadline = None
    return 1


def play_sound(vm, api_name, sound, hmod, flags, read_str):
    """PlaySound(``sound``, ``hmod``, ``flags``): returns TRUE/FALSE, or a generator (a
    synchronous sound) whose value it is. ``sound`` is the raw pointer argument;
    ``read_str(ptr)`` reads a string in the caller's encoding."""
    rec = vm.sound
    if flags & SND_PURGE or not sound:
        rec.stop("purge" if flags & SND_PURGE else "null")
        return 1
    if flags & SND_NOSTOP and rec.is_playing():
        return 0
    source, data, alias = None, None, None
    if flags & SND_ALIAS_ID == SND_ALIAS_ID:
        alias = ALIAS_IDS.get(sound)
        source = "alias-id %#x" % sound
    elif flags & SND_RESOURCE == SND_RESOURCE:
        name = sound if sound < 0x10000 else read_str(sound)
        source = "resource %s" % (("#%d" % name) if isinstance(name, int) else name)
        data = _wav_from_resource(vm, hmod, name, api_name)
    elif flags & SND_MEMORY:
        source = "memory %#x" % sound
        data = _wav_from_memory(vm, sound)
    else:
        name = read_str(sound)
        if flags & SND_ALIAS or not flags & SND_FILENAME:
            # SND_ALIAS names a sound; with neither flag a registered name wins over a file.
            alias = SYSTEM_ALIASES.get(name.lower())
        if alias is None and not flags & SND_ALIAS:
            source = "file %s" % name
            data = _wav_from_file(vm, name)
        else:
            source = "alias %s" % name
    loop = bool(flags & SND_LOOP)
    if alias is not None:
        rec.play_alias(alias, source)
        return 1
    wav = parse_wav(data) if data else None
    if wav is None:
        # Not found (or not a WAV): the default sound plays unless SND_NODEFAULT.
        if flags & SND_NODEFAULT:
            return 0
        rec.play_alias("SystemDefault", "default for %s" % source)
        return 1
    fmt_chunk, fmt, pcm = wav
    ms = rec.play_wav(source, fmt_chunk, fmt, pcm, loop)
    if flags & SND_ASYNC or loop:
        return 1        # a loop without SND_ASYNC would never return; it plays async
    return _sync(vm, ms)


def message_beep(vm, beep_type):
    """MessageBeep: the alias of its type (MB_ICON*), or the speaker's simple beep."""
    if beep_type == 0xFFFFFFFF:
        vm.sound.emit("beep", alias=None)
        return 1
    alias = BEEP_ALIASES.get(beep_type & 0xF0, "SystemDefault")
    vm.sound.play_alias(alias, "MessageBeep(%#x)" % beep_type)
    return 1


def speaker_beep(vm, freq, ms):
    """KERNEL32's Beep: a tone of ``freq`` Hz for ``ms`` milliseconds. Windows plays it
    synchronously (the call returns when the tone ends) and takes 37..32767 Hz; the tone
    is captured as a ``beep`` sound event with its frequency and length, and the call
    parks for its length on the guest clock. Returns TRUE/FALSE, or the generator of a
    tone still to wait out; None for a frequency out of range (the caller fails with
    ERROR_INVALID_PARAMETER, as Windows' beep device refuses it)."""
    if not ms and not freq:
        return 1            # (0, 0): "stop", with nothing playing
    if not 0x25 <= freq <= 0x7FFF:
        return None
    vm.sound.emit("beep", alias=None, frequency=freq, duration=ms)
    if not ms:
        return 1
    return _sync(vm, ms)
