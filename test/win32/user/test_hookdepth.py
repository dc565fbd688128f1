"""Hooks called inside hooks (user/hooks.py MAX_HOOK_DEPTH; issue 23, msg.c's
test_recursive_hook): a WH_GETMESSAGE hook that peeks at its thread's queue is called
again from its own PeekMessage; the recursion stops 25 deep, where the deeper call is
skipped, instead of overflowing the stack (which ended msg.c under wineagent).

test/exe/hookdepth.exe and test/exe64/hookdepth.exe (guests/tests/hookdepth.c); EXPECTED
is what both print under Wine 8 (``xvfb-run -a wine``).
"""

from paths import guest_exe

EXPECTED = ['first: 0400 deepest=25 depth=0 peeked=25',
            'second: 0401 deepest=1 depth=0',
            'unhook: 1']


def test_recursive_hooks_stop_at_a_depth(boot, width):
    d = boot(guest_exe("hookdepth", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
