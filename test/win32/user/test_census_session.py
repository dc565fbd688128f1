"""The last census calls of KERNEL32 and USER32 (docs/dlls.md, "Census and SHLWAPI/ADVAPI32
conformance (this round)"): Beep, SetSysColors and ExitWindowsEx.

test/exe/census_session.exe (guests/tests/census_session.c) prints a line per step. The
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine census_session.exe``), except where a comment says why not; its
x86-64 build (the ``width`` fixture) prints the same lines under 64-bit Wine.
"""

from paths import guest_exe


def run(boot, args="", batches=3000, width=4):
    """The VM after ``census_session.exe ARGS`` (its build for ``width``) has run to its
    end."""
    d = boot(guest_exe("census_session", width), args=args, settle=False)
    d.run_to_end(batches)
    assert d.vm.ended
    return d.vm


def test_beep_set_sys_colors_and_exit_windows_answer_as_documented(boot, width):
    assert run(boot, width=width).stdout_log == [
        # Wine writes "\a" to its terminal and returns at once; Windows' Beep is
        # synchronous ("the function does not return control to its caller until the
        # sound finishes"), and so is ours, on the guest clock.
        'Beep(440,200)=1 waited>=190:1',
        'Beep(0,0)=1',
        # Wine checks no frequency; Windows' beep device refuses one outside 37..32767 Hz
        # (MS docs: "must be in the range 37 through 32,767").
        'Beep(20,10)=0 err=87',
        'Beep(40000,10)=0 err=87',
        'windows 1 1',
        'SetSysColors=1',
        'GetSysColor(WINDOW)=030201 BTNFACE=3264c8',
        'brush colour=030201 style=0',
        # Wine deletes a system brush and makes a new one (GetObject of the old handle
        # then fails: 000000); GetSysColorBrush's handles here are fixed per index (as
        # Windows' system brushes are stock objects), and the brush takes the new colour.
        'earlier brush handle colour=030201',
        'WM_SYSCOLORCHANGE top=1 child=0',
        'restore=1 1 1',
        # Wine hands any flags to wineboot and answers TRUE; two actions at once are not
        # a request Windows documents: ERROR_INVALID_PARAMETER.
        'ExitWindowsEx(3)=0 err=87',
        'done',
    ]


def test_exit_windows_is_refused_and_reported_and_beep_is_a_sound_event(boot, width):
    # Our decision (docs/dlls.md): the desktop cannot log off or shut down; the request
    # is a log event and the call fails with ERROR_NOT_SUPPORTED. (Under Wine the same
    # call ends the Wine session, so there is no Wine line to compare.)
    vm = run(boot, "/exit", width=width)
    assert vm.stdout_log[-2:] == ['ExitWindowsEx(LOGOFF)=0 err=50', 'done']
    logs = [e["text"] for e in vm.events.since(0)
            if e["class"] == "log" and e.get("stream") == "user32"]
    assert logs == ["ExitWindowsEx(0x0, reason 0x0): the program asked to log off; the desktop "
                    "cannot end its session, so it goes on"]
    beeps = [(e["frequency"], e["duration"]) for e in vm.sound.events if e["kind"] == "beep"]
    assert beeps == [(440, 200)]
