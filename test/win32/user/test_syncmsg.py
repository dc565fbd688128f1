"""The asynchronous message functions refuse the messages that carry pointers
(user/synconly.py; issue 23, msg.c's test_WM_DEVICECHANGE and
test_message_conversion): PostMessage, PostThreadMessage, SendNotifyMessage and
SendMessageCallback of such a system message fail with ERROR_MESSAGE_SYNC_ONLY (1159)
and deliver nothing; so does WM_DEVICECHANGE with 0x8000 in wParam; a message from
WM_USER on goes as it is.

test/exe/syncmsg.exe and test/exe64/syncmsg.exe (guests/tests/syncmsg.c) try every
message number below WM_USER (the DDE ones aside) with each function and print the
refused ones as ranges; EXPECTED is what both print under Wine 8 (``xvfb-run -a wine``).
"""

from paths import guest_exe

REFUSED = ('0001 000c-000d 001a-001b 0024 002b-002d 0039 0046-0047 004a 0053 007c-007d '
           '0081 0083 0087 00b0 00b2-00b4 00c2 00c4 00cb 00e3 00e9-00eb 0140 0143 0145 '
           '0148 014a 014c-014d 0152 0158 0180-0181 0189 018c-018d 018f 0191-0192 0196 '
           '0198 01a2 0213-0214 0216 0220 0229-022b 022d-022f 030c')
FUNCTIONS = ('PostMessage', 'PostThreadMessage', 'SendNotifyMessage', 'SendMessageCallback')
DEVICECHANGE = ' 7=1/0 7fff=1/0 8000=0/1159 8004=0/1159 8006=0/1159 ffff=0/1159 18000=0/1159'

EXPECTED = (['window: 1'] + ['%s: %s' % (f, REFUSED) for f in FUNCTIONS]
            + ['%s WM_DEVICECHANGE:%s' % (f, DEVICECHANGE) for f in FUNCTIONS]
            + ['WM_USER+1 pointer: 1 err=57005',
               '0xc000 pointer: 1 err=57005',
               'received: 0',
               'done'])


def test_async_functions_refuse_pointer_messages(boot, width):
    d = boot(guest_exe("syncmsg", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
