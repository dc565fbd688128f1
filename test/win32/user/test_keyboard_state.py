"""The keyboard state: GetKeyState follows the input messages the thread retrieves,
GetAsyncKeyState the keys as they are now, toggle bits, GetKeyboardState and
SetKeyboardState; driven through test/exe/ug_keys.exe (source guests/tests/ug_keys.c),
which types with keybd_event.

The expected lines are what the same exe prints under Wine 8 (checked with
``xvfb-run -a wine ug_keys.exe``); its x86-64 build (the ``width`` fixture) prints the
same lines under 64-bit Wine.
"""

from paths import guest_exe

WINE_OUTPUT = [
    "start shift=0000 caps=0000",
    # keybd_event: the async state changes at once, GetKeyState only when the message
    # is retrieved (peeking without PM_REMOVE does not count).
    "queued shift=0000 async=8000",
    "peeked=1 msg=0100 shift=0000",
    "taken=1 shift=ff81 lshift=ff81 bytes=81,81,00",
    "up.queued shift=ff81 async=0000",
    "up.taken=1 shift=0001 async=0000,0000",
    # Caps Lock's toggle bit flips on each press; every key has one.
    "caps.queued caps=0000",
    "caps.on=2 caps=0001 byte=01",
    "caps.off=2 caps=0000",
    "letter=2 a=0001",
    "letter2=2 a=0000",
    # SetKeyboardState keeps the 0x80 and 0x01 bits and leaves the async state alone.
    "set=1",
    "after.set ctrl=ff80 f5=ff81 num=0001 f6=0000 async.ctrl=0000",
    "after.set bytes ctrl=80 f5=81 num=01 f6=00",
    "cleared ctrl=0000 caps=0000",
    "range=0000,0000",
    "done",
]


def test_keyboard_state_follows_the_retrieved_messages_as_on_wine(boot, width):
    d = boot(guest_exe("ug_keys", width))
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == WINE_OUTPUT
