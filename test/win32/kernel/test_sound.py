"""Sound and MIDI on the recorder (docs/sound.md), driven through test/exe/md_sound.exe
and its x86-64 build test/exe64/md_sound.exe (source guests/tests/md_sound.c; the tests
of the guest's lines, recordings and callbacks run both builds through the ``width``
fixture): device caps and the MMSYSERR/WAVERR/MIDIERR codes,
waveOut with an event and with a window callback, WOM_DONE on guest time, the captured
WAV and MIDI files, PlaySound/sndPlaySound/MessageBeep.

The return codes are the ones Windows documents for each misuse (mmsystem.h values);
timings are guest milliseconds: the clock moves 16 ms per batch (5 ms in one test), and a
buffer is done at the first batch boundary at or after its end.
"""

import hashlib
import os
import struct
import subprocess
import sys

import pytest

from wineagent.win32.kernel.audio import parse_wav

from paths import ROOT, guest_exe
EXE = guest_exe("md_sound")
TICK_WAV = os.path.join(ROOT, "guests", "tests", "md_tick.wav")

# The guest's buffers (md_sound.c): 8 kHz mono 8-bit, then 11025 Hz stereo 16-bit.
BUF1 = bytes((i * 7) & 0xFF for i in range(800))
BUF2 = bytes((255 - i * 3) & 0xFF for i in range(800))
BUF3 = bytes((i ^ 0x5A) & 0xFF for i in range(4410))
BUF4 = bytes((i * 13) & 0xFF for i in range(44100))


def run_guest(tmp_path=None, tick_ms=16, width=4):
    """Run md_sound.exe (its ``width`` build) to its end in-process; returns the VM
    (closed: files written)."""
    from wineagent.vm import VM
    vm = VM(guest_exe("md_sound", width), sound_dir=str(tmp_path) if tmp_path else None, tick_ms=tick_ms)
    try:
        for _ in range(2000):
            vm.run_batch()
            if vm.ended:
                break
        assert vm.machine.fault is None, vm.machine.fault.report()
        assert vm.stdout_log[-1] == "end"
    finally:
        vm.close()
    return vm


@pytest.fixture(scope="module")
def recorded(tmp_path_factory, width):
    folder = tmp_path_factory.mktemp("sound")
    return run_guest(folder, width=width), folder


def lines(vm, prefix):
    return [s for s in vm.stdout_log if s.startswith(prefix)]


def test_the_devices_exist_and_report_windows_caps(recorded):
    vm, _ = recorded
    assert lines(vm, "wave ") == [
        "wave devs=1",
        "wave caps r=0 name=Wave Recorder formats=0xfff channels=2 support=0x2c",
        "wave mapper r=0 name=Microsoft Sound Mapper",
        "wave caps bad=2"]                                      # MMSYSERR_BADDEVICEID
    assert lines(vm, "midi devs") + lines(vm, "midi caps") == [
        "midi devs=1",
        "midi caps r=0 name=Microsoft GS Wavetable SW Synth tech=7 voices=32 mask=0xffff",
        "midi caps bad=2"]


def test_misuse_returns_the_codes_windows_returns(recorded):
    vm, _ = recorded
    out = vm.stdout_log
    for line in ["query badbits=32",           # WAVERR_BADFORMAT (12-bit PCM)
                 "query ok=0", "open baddev=2",
                 "open badcallback=10",        # MMSYSERR_INVALFLAG
                 "volume set=0", "volume get=0 v=0x80004000",
                 "write unprepared=34",        # WAVERR_UNPREPARED
                 "prepare small=11",           # MMSYSERR_INVALPARAM (size < sizeof WAVEHDR)
                 "prepared flags=0x2",         # WHDR_PREPARED
                 "queued flags=0x12",          # WHDR_PREPARED | WHDR_INQUEUE
                 "unprepare queued=33",        # WAVERR_STILLPLAYING
                 "close playing=33",
                 "unprepare=0", "unprepared flags=0x1",
                 "close=0", "close again=5",   # MMSYSERR_INVALHANDLE
                 "midi long unprepared=64",    # MIDIERR_UNPREPARED
                 "midi long=0", "midi long flags=0x3",
                 "midi close=0", "midi close again=5"]:
        assert line in out


def test_wom_done_arrives_after_the_buffers_guest_time_duration(recorded):
    vm, _ = recorded
    # Two 800-byte buffers at 8000 bytes/s: 100 ms each, back to back. The waiting guest
    # (WaitForSingleObject INFINITE on the callback event) proceeds at the first batch
    # boundary after each end: 112 and 208 ms with 16 ms batches. The position counts
    # what has played: 800 bytes plus 12 ms.
    assert lines(vm, "first done") == ["first done after=112 flags=0x3 pos_bytes=896"]
    assert lines(vm, "second done") == ["second done after=208 pos_samples=1600 type=2"]
    assert lines(vm, "smpte") == ["smpte asks bytes type=4 cb=1600"]   # TIME_BYTES instead
    # The window callback: MM_WOM_OPEN with the handle, MM_WOM_DONE with the header.
    assert lines(vm, "window") == ["window done opened=1 hdr=1 after=112",
                                   "window close msg=1"]


def test_a_finer_clock_moves_wom_done_to_the_exact_duration(width):
    vm = run_guest(tick_ms=5, width=width)
    assert lines(vm, "first done") == ["first done after=100 flags=0x3 pos_bytes=800"]
    assert lines(vm, "second done") == ["second done after=200 pos_samples=1600 type=2"]


def test_reset_returns_the_buffer_done_and_keeps_only_what_was_heard(recorded):
    vm, folder = recorded
    # 4408 bytes of the first buffer (whole 4-byte blocks) + 256 ms of the second.
    assert lines(vm, "reset") == ["reset before ms=355", "reset=0", "reset done=1",
                                  "reset pos=0", "reset done hdr=1"]
    fmt_chunk, fmt, pcm = parse_wav(open(folder / "wave-002.wav", "rb").read())
    assert fmt == (1, 2, 11025, 44100, 4, 16)
    heard = 256 * 44100 // 1000 // 4 * 4
    assert pcm == BUF3[:4408] + BUF4[:heard]


def test_a_paused_device_holds_its_buffer_until_restarted(recorded):
    vm, folder = recorded
    # Paused 48 ms into a 100 ms buffer (Sleep(40) ends at the next batch boundary): the
    # position stays at 48 ms of bytes however long the pause; after the restart the
    # remaining 52 ms play (done at the next boundary after them, 64 ms).
    assert lines(vm, "pause") + lines(vm, "restart") == [
        "pause=0", "paused done=0 pos=384", "restart=0", "restarted done after=64"]
    assert parse_wav(open(folder / "wave-003.wav", "rb").read())[2] == BUF1


def test_played_wave_data_is_captured_byte_for_byte(recorded):
    _, folder = recorded
    data = open(folder / "wave-001.wav", "rb").read()
    fmt_chunk, fmt, pcm = parse_wav(data)
    assert fmt == (1, 1, 8000, 8000, 1, 8)
    assert pcm == BUF1 + BUF2
    assert struct.unpack_from("<I", data, 4)[0] == len(data) - 8     # RIFF size fixed up


def test_midi_messages_are_captured_in_order_with_their_times(recorded):
    vm, folder = recorded
    assert [e["bytes"] for e in vm.sound.events if e["kind"] == "midi"] == [
        "c005", "903c64", "904340",          # running status expanded
        "803c00", "f07e7f0901f7"]
    smf = open(folder / "midi-001.mid", "rb").read()
    assert smf[:14] == b"MThd" + struct.pack(">IHHH", 6, 0, 1, 1000)
    track = smf[22:]
    # Tempo, then the messages: delta 0 for the first three, 64 ms (Sleep(50) rounded up
    # to batches) before the note off, then the SysEx and the reset's controllers.
    assert track.startswith(bytes.fromhex("00ff51030f4240" "00c005" "00903c64" "00904340"
                                          "40803c00" "00f0057e7f0901f7" "00b04000"
                                          "00b07b00"))
    assert track.endswith(bytes.fromhex("00bf7b00" "00ff2f00"))


def test_playsound_finds_files_resources_memory_and_aliases(recorded):
    vm, folder = recorded
    assert lines(vm, "ps ") + lines(vm, "snd ") + lines(vm, "beep") == [
        "ps file sync=1",
        "ps sync waited=64",                 # 50 ms of sound, to the next batch boundary
        "ps resource=1", "ps nostop=0", "ps stop=1", "ps memory loop=1", "ps purge=1",
        "ps missing nodefault=0", "ps missing default=1", "ps alias=1", "ps alias id=1",
        "snd file=1", "snd alias=1", "beep=1"]
    tick = open(TICK_WAV, "rb").read()
    for n in range(1, 5):                    # file, resource, memory (loop), sndPlaySound
        assert open(folder / ("sound-%03d.wav" % n), "rb").read() == tick
    assert not os.path.exists(folder / "sound-005.wav")
    sounds = [(e["kind"], e.get("source"), e.get("alias"), e.get("loop"))
              for e in vm.sound.events if e["kind"] in ("playsound", "alias", "stop")]
    assert sounds == [
        ("playsound", "file C:\\md.wav", None, False),
        ("playsound", "resource TICK", None, False),
        ("stop", None, None, None),
        ("playsound", sounds[3][1], None, True),
        ("stop", None, None, None),
        ("alias", "default for file C:\\none.wav", "SystemDefault", None),
        ("alias", "alias SystemExclamation", "SystemExclamation", None),
        ("alias", "alias-id 0x2a53", "SystemAsterisk", None),
        ("playsound", "file C:\\md.wav", None, False),
        ("alias", "alias SystemQuestion", "SystemQuestion", None),
        ("alias", "MessageBeep(0x10)", "SystemHand", None)]
    assert sounds[3][1].startswith("memory 0x")


def test_without_a_sound_dir_nothing_is_written_and_events_carry_the_hashes(tmp_path,
                                                                           monkeypatch):
    monkeypatch.chdir(tmp_path)
    vm = run_guest()
    assert os.listdir(tmp_path) == []
    waves = [e for e in vm.sound.events if e["kind"] == "wave"]
    assert [(e["file"], e["bytes"], e["sha256"]) for e in waves[:1]] == [
        (None, 1600, hashlib.sha256(BUF1 + BUF2).hexdigest())]
    snap = vm.sound.describe()
    assert snap["dir"] is None and snap["count"] == len(vm.sound.events)
    assert snap["events"] == vm.sound.events[-20:]


def test_two_runs_record_identical_files(tmp_path):
    run_guest(tmp_path / "a")
    run_guest(tmp_path / "b")
    names = sorted(os.listdir(tmp_path / "a"))
    assert names == ["midi-001.mid", "sound-001.wav", "sound-002.wav", "sound-003.wav",
                     "sound-004.wav", "wave-001.wav", "wave-002.wav", "wave-003.wav"]
    for n in names:
        assert open(tmp_path / "a" / n, "rb").read() == open(tmp_path / "b" / n, "rb").read()


def test_run_writes_to_sound_dir_and_refuses_a_file_as_the_folder(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT)
    cmd = [sys.executable, "-m", "wineagent", "run", "--exe", EXE, "--quiet",
           "--max-batches", "2000"]
    r = subprocess.run(cmd + ["--sound-dir", str(tmp_path / "snd")], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "exited" in r.stdout
    assert "wave-001.wav" in os.listdir(tmp_path / "snd")
    (tmp_path / "file").write_text("x")
    r = subprocess.run(cmd + ["--sound-dir", str(tmp_path / "file")], env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert "--sound-dir" in r.stderr and "is not a folder" in r.stderr
