"""WININET's sessions on a machine with no network (issue 23: WININET.dll):
test/exe/wininet_session.exe (guests/tests/wininet_session.c) at both widths.

The oracle is Wine 8 run in a network namespace holding only ``lo`` (``unshare -n``,
``ip link set lo up``) on a fresh copy of the no-network prefixes; the lines are Wine's
but where named:

- INTERNET_OPTION_SEND_TIMEOUT and INTERNET_OPTION_RECEIVE_TIMEOUT are answered on a
  session handle (30000 ms, Windows' defaults, which a session passes to its
  connections: MSDN documents the options for any HINTERNET); Wine 8 refuses them there
  with ERROR_INTERNET_INCORRECT_HANDLE_TYPE.

The two widths differ only where Windows' do: the context value is a DWORD_PTR, so a
4-byte buffer is short on x64 (ERROR_INSUFFICIENT_BUFFER and 8), as under Wine. The
"close request after" line's error is read before the call (the C arguments'
order), in Wine's run as in ours. INTERNET_PROXY_INFO is 12 or 24 bytes.
"""

from paths import guest_exe

EXPECTED = {
    4: [
        'connected: 0 flags 30',
        'attempt: 0',
        'check: 0 2250',
        'open: 1',
        'query handle type: 1 1 4',
        'query connect timeout: 1 60000 4',
        'query send timeout: 1 30000 4',  # Wine: 0 12018
        'query receive timeout: 1 30000 4',  # Wine: 0 12018
        'set connect timeout: 1',
        'query connect timeout: 1 1234 4',
        "agent: 1 'agent/1.0' 9",
        'agent short: 0 122 10',
        'query bad handle: 0 6',
        'proxy 0: 1 12 access 1 proxy (null) bypass (null)',
        'query connected state: 1 1 4',
        'proxy 1: 1 12 access 1 proxy (null) bypass (null)',
        'query connected state: 1 1 4',
        'proxy short: 0 122 12',
        'query connect handle type: 1 4 4',
        'context: 1 55 4',
        'connect www.example.com: 1 0',
        ' request: 1 0',
        ' send: 0 12007',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'connect 127.0.0.1: 1 0',
        ' request: 1 0',
        ' send: 0 12029',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'connect localhost: 1 0',
        ' request: 1 0',
        ' send: 0 12029',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'ftp name: 0 12007',
        'ftp loopback: 0 12029',
        'openurl http://www.example.com/: 0 12007',
        'openurl https://127.0.0.1:8443/x: 0 12029',
        'openurl ftp://ftp.example.com/pub: 0 12007',
        'openurl foo://bar/: 0 12006',
        'openurl nonsense: 0 12006',
        'close bad: 0 6',
        'close session: 1',
        'close again: 0 6',
        "agentW: 1 'wide' 4",
        "timefrom: 1 'Thu, 29 Feb 2024 13:05:09 GMT'",
        'timefrom short: 0 122',
        "timefromW: 1 'Thu, 29 Feb 2024 13:05:09 GMT'",
        'timeto: 1 2024-2-29 4 13:5:9.0',
        'timetoW: 1 94-11-6 0 8:49:37',
        'cache info: 0 2',
        'cache find: 0 3735928559',
        'cache delete: 0 2',
    ],
    8: [
        'connected: 0 flags 30',
        'attempt: 0',
        'check: 0 2250',
        'open: 1',
        'query handle type: 1 1 4',
        'query connect timeout: 1 60000 4',
        'query send timeout: 1 30000 4',  # Wine: 0 12018
        'query receive timeout: 1 30000 4',  # Wine: 0 12018
        'set connect timeout: 1',
        'query connect timeout: 1 1234 4',
        "agent: 1 'agent/1.0' 9",
        'agent short: 0 122 10',
        'query bad handle: 0 6',
        'proxy 0: 1 24 access 1 proxy (null) bypass (null)',
        'query connected state: 1 1 4',
        'proxy 1: 1 24 access 1 proxy (null) bypass (null)',
        'query connected state: 1 1 4',
        'proxy short: 0 122 24',
        'query connect handle type: 1 4 4',
        'context: 0 4d2 8',
        'connect www.example.com: 1 0',
        ' request: 1 0',
        ' send: 0 12007',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'connect 127.0.0.1: 1 0',
        ' request: 1 0',
        ' send: 0 12029',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'connect localhost: 1 0',
        ' request: 1 0',
        ' send: 0 12029',
        ' close connect: 1',
        ' close request after: 0 3735928559',
        'ftp name: 0 12007',
        'ftp loopback: 0 12029',
        'openurl http://www.example.com/: 0 12007',
        'openurl https://127.0.0.1:8443/x: 0 12029',
        'openurl ftp://ftp.example.com/pub: 0 12007',
        'openurl foo://bar/: 0 12006',
        'openurl nonsense: 0 12006',
        'close bad: 0 6',
        'close session: 1',
        'close again: 0 6',
        "agentW: 1 'wide' 4",
        "timefrom: 1 'Thu, 29 Feb 2024 13:05:09 GMT'",
        'timefrom short: 0 122',
        "timefromW: 1 'Thu, 29 Feb 2024 13:05:09 GMT'",
        'timeto: 1 2024-2-29 4 13:5:9.0',
        'timetoW: 1 94-11-6 0 8:49:37',
        'cache info: 0 2',
        'cache find: 0 3735928559',
        'cache delete: 0 2',
    ],
}


def test_sessions_offline(boot, tmp_path, width):
    d = boot(guest_exe("wininet_session", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED[width]
    assert d.vm.kernel.internet_handles == {}      # every handle closed, children too


#: wininet_callback.exe: the status callbacks of synchronous handles — Wine 8's lines
#: exactly, at both widths (HINTERNET's size is the only difference).
CALLBACK_EXPECTED = {
    4: [
        'set: 1',
        'set again: 1',
        'set bad: 1',
        ' cb ctx 1 status 60 len 4 same-handle 0',
        'connect 1',
        ' cb ctx 2 status 60 len 4 same-handle 0',
        'request 1',
        " cb ctx 2 status 10 len 16 'www.example.com'",
        'send 0 12007',
        ' cb ctx 2 status 70 len 4 same-handle 1',
        'close r 1',
        'send ctx0 0 12007',
        ' cb ctx 1 status 70 len 4 same-handle 1',
        'close c 1',
        ' cb ctx 3 status 60 len 4 same-handle 0',
        ' cb ctx 4 status 60 len 4 same-handle 0',
        " cb ctx 4 status 10 len 10 '127.0.0.1'",
        " cb ctx 4 status 11 len 10 '127.0.0.1'",
        " cb ctx 4 status 20 len 10 '127.0.0.1'",
        'send ip 0 12029',
        ' cb ctx 5 status 60 len 4 same-handle 0',
        " cb ctx 5 status 10 len 16 'www.example.com'",
        ' cb ctx 5 status 70 len 4 same-handle 1',
        'openurl 0 12029',
        ' cb ctx 4 status 70 len 4 same-handle 1',
        ' cb ctx 3 status 70 len 4 same-handle 1',
        'close s 1',
    ],
    8: [
        'set: 1',
        'set again: 1',
        'set bad: 1',
        ' cb ctx 1 status 60 len 8 same-handle 0',
        'connect 1',
        ' cb ctx 2 status 60 len 8 same-handle 0',
        'request 1',
        " cb ctx 2 status 10 len 16 'www.example.com'",
        'send 0 12007',
        ' cb ctx 2 status 70 len 8 same-handle 1',
        'close r 1',
        'send ctx0 0 12007',
        ' cb ctx 1 status 70 len 8 same-handle 1',
        'close c 1',
        ' cb ctx 3 status 60 len 8 same-handle 0',
        ' cb ctx 4 status 60 len 8 same-handle 0',
        " cb ctx 4 status 10 len 10 '127.0.0.1'",
        " cb ctx 4 status 11 len 10 '127.0.0.1'",
        " cb ctx 4 status 20 len 10 '127.0.0.1'",
        'send ip 0 12029',
        ' cb ctx 5 status 60 len 8 same-handle 0',
        " cb ctx 5 status 10 len 16 'www.example.com'",
        ' cb ctx 5 status 70 len 8 same-handle 1',
        'openurl 0 12029',
        ' cb ctx 4 status 70 len 8 same-handle 1',
        ' cb ctx 3 status 70 len 8 same-handle 1',
        'close s 1',
    ],
}


def test_status_callbacks(boot, tmp_path, width):
    d = boot(guest_exe("wininet_callback", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == CALLBACK_EXPECTED[width]
