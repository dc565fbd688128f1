"""DDEML over the WM_DDE_* protocol (user/ddeml.py, user/ddemsg.py; docs/user.md, "DDE"):
ddeproto.exe (guests/tests/ddeproto.c) runs a DDEML server and client in one program
(request, poke, execute, advise loops with DdePostAdvise and XTYPF_NODATA | XTYPF_ACKREQ,
an asynchronous request answered by XTYP_XACT_COMPLETE, one abandoned, an execute held by
CBR_BLOCK until DdeEnableCallback, DdeSetQualityOfService, DdeImpersonateClient, the
server ending the conversation and DdeReconnect, a wildcard connection, DdeQueryConvInfo
and DdeSetUserHandle), a DDEML client talking to a raw WM_DDE server window (PackDDElParam,
UnpackDDElParam, ReuseDDElParam, FreeDDElParam on its side; a poke it never answers ends
with DMLERR_POKEACKTIMEOUT, as under Wine), and a DDEML client in a
child process asking the parent's DDEML server.

EXPECTED is our output at both widths. Wine 8 (``xvfb-run -a wine ddeproto.exe``, both
widths) prints the same lines but where its DDEML departs from Windows' documentation:

- XTYP_REGISTER: Wine posts the notices, so they arrive at the next message loop (after
  the first transactions); here they are sent during DdeNameService, the registering
  instance's own included (dde.c's server sees XTYP_REGISTER as its first callback).
- Same-thread transactions: Wine's client prints "poke -> 1" before the server's
  "server: poke" line (its answer overtakes the callback that makes it); here the
  callback runs first, as the acknowledgement carries its DDE_FACK.
- Advise loops: Wine delivers no XTYP_ADVDATA between two DDEML instances of one
  program ("advdata count=0", DdePostAdvise(0, 0) answers 0); here each DdePostAdvise
  brings XTYP_ADVREQ and the client's XTYP_ADVDATA (no data for the XTYPF_NODATA loop).
- Asynchronous transactions: Wine calls XTYP_XACT_COMPLETE twice (the second with no
  data), completes an abandoned one (its DdeAbandonTransaction does nothing) and never
  runs a transaction held by CBR_BLOCK again after EC_ENABLEALL; here each completes
  once, the abandoned one not at all, and the held execute runs when enabled.
- Wine's DdeSetQualityOfService leaves the previous quality of service unwritten
  ("prev-length=3435973836"), its DdeImpersonateClient fails (the server's execute
  "whoami" then fails too), a server's DdeDisconnect of its side fails and so does
  DdeReconnect; here the previous one is the default (Length 12), the server's thread
  impersonates the client's user (OpenThreadToken finds the token until RevertToSelf),
  the client hears XTYP_DISCONNECT and DdeReconnect connects again, starting the advise
  loop that was still on (adv2) again.
- Between the two processes Wine's order of the parent's "server: execute run-child"
  and the child's "child: execute" lines changes from run to run; here the server's
  callback always comes first (the child's answer waits for it).
"""

from paths import guest_exe

EXPECTED = [
    'init server=0 client=0',
    'hsz local=1 global=0',
    'client: register DdeProtoSvc',
    'server: register DdeProtoSvc',
    'nameservice=1',
    'server: connect DdeProtoSvc Topic same=0',
    'server: confirm',
    'connect=1 err=0',
    'setuser=1',
    'client: convinfo size-ok=1 status=0015 convst=2 codepage=1004 service=DdeProtoSvc user=1234 hwnd=1 partner=1',
    'server: request it fmt=1',
    'request -> hello res=0000',
    'server: poke pokedata',
    'poke -> 1 res=8000',
    'server: execute cmd',
    'execute -> 1 res=8000',
    'server: advstart adv',
    'advstart -> 1 res=8000',
    'server: advstart adv2',
    'advstart nodata ackreq -> 1 res=8000',
    'server: advreq adv',
    'postadvise=1',
    'client: advdata adv tick',
    'server: advreq adv',
    'server: advreq adv2',
    'postadvise all=1',
    'client: advdata adv tick',
    'client: advdata adv2 (none)',
    'advdata count=3',
    'server: advstop adv',
    'advstop -> 1 res=8000',
    'async request -> 1 id-nonzero=1',
    'server: request it fmt=1',
    'client: complete id-matches=1 status=0000 data=hello',
    'completed=1',
    'abandon=1',
    'server: request it fmt=1',
    'completed after abandon=1',
    'server: execute block -> CBR_BLOCK',
    'blocked: completed=1 waiting=1',
    'enable=1',
    'server: execute block',
    'client: complete id-matches=1 status=8000 data=',
    'after enable: completed=2',
    'setqos=1 prev-length=12',
    'server: impersonate=1 thread token=1 revert=1',
    'whoami -> 1',
    'client: disconnect',
    'server disconnect=1',
    'server: connect DdeProtoSvc Topic same=0',
    'server: confirm',
    'server: advstart adv2',
    'reconnect=1',
    'server: wildconnect service=0 topic=0',
    'server: confirm',
    'wildconnect=1',
    'wild: convinfo size-ok=1 status=0015 convst=2 codepage=1004 service=DdeProtoSvc user=0 hwnd=1 partner=1',
    'server: disconnect',
    'disconnect wild=1',
    'raw: initiate',
    'raw connect=1',
    'raw: request value fmt=1',
    'raw request -> rawdata res=0000',
    'raw: execute rawcmd',
    'raw execute -> 1 res=8000',
    'raw: advise feed deferupd=0 ackreq=1 fmt=1',
    'raw advstart -> 1 res=8000',
    'client: advdata feed pushed',
    'raw: ack 8000 feed',
    'raw advdata count=1',
    'raw poke unanswered -> 0 err=400b',
    'raw: terminate',
    'raw disconnect=1',
    'server: connect DdeProtoSvc Topic same=0',
    'server: confirm',
    'child: connect=1',
    'server: request fromchild fmt=1',
    'child: request -> hello',
    'server: execute run-child',
    'child: execute -> 1 res=8000',
    'server: disconnect',
    'child: disconnect=0 uninit=1',
    'child exit=0',
    'server: disconnect',
    'disconnect=1',
    'uninit client=1 server=1',
]


def test_ddeml_speaks_the_dde_protocol(boot, tmp_path, width):
    d = boot(guest_exe("ddeproto", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED


#: ``ddeproto.exe monitor``: an APPCLASS_MONITOR instance (MF_HSZ_INFO, MF_CONV, MF_LINKS,
#: MF_ERRORS, MF_CALLBACKS) watching a server and a client of the same program, one line
#: per XTYP_MONITOR notice, each notice after the event it tells of (user/ddemon.py).
#: Wine 8 sends no notice at all (its monitor instances hear nothing: only the
#: server's own lines and the client's print there) and lets a monitor try DdeConnect
#: (DMLERR_NO_CONV_ESTABLISHED, 400a); Windows documents DMLERR_DLL_USAGE (4004) for a
#: monitor doing what is not monitoring.
MONITOR = [
    'monitor init=0',
    'monitor connect=0 err=4004',
    'monitor: error 4004 cb=1',
    'monitor: hsz action=1 MonSvc cb-ok=1',
    'monitor: hsz action=1 MonTopic cb-ok=1',
    'server: connect MonSvc MonTopic same=0',
    'server: confirm',
    'monitor: hsz action=2 MonSvc cb-ok=1',
    'monitor: hsz action=2 MonTopic cb-ok=1',
    'monitor: callback type=1062 MonSvc ret=1 cbdata=0 cb=1',
    'monitor: conv connect=1 MonSvc MonTopic server-conv=1 cb=1',
    'monitor: hsz action=2 MonSvc cb-ok=1',
    'monitor: hsz action=2 MonTopic cb-ok=1',
    'monitor: callback type=8072 MonSvc ret=0 cbdata=0 cb=1',
    'monitor: hsz action=1 watched cb-ok=1',
    'server: advstart watched',
    'monitor: hsz action=2 watched cb-ok=1',
    'monitor: callback type=1030 watched ret=1 cbdata=0 cb=1',
    'monitor: link established=1 nodata=1 item=watched fmt=1 server=1 cb=1',
    'advstart -> 1',
    'server: advstop watched',
    'monitor: hsz action=2 watched cb-ok=1',
    'monitor: callback type=8040 watched ret=0 cbdata=0 cb=1',
    'monitor: link established=0 nodata=1 item=watched fmt=1 server=1 cb=1',
    'monitor: error 4006 cb=1',
    'bad request -> 0',
    'monitor: hsz action=3 watched cb-ok=1',
    'server: disconnect',
    'monitor: callback type=80c2  ret=0 cbdata=0 cb=1',
    'monitor: conv connect=0 MonSvc MonTopic server-conv=1 cb=1',
    'monitor: hsz action=4 MonSvc cb-ok=1',
    'monitor: hsz action=4 MonTopic cb-ok=1',
    'monitor: hsz action=4 MonSvc cb-ok=1',
    'monitor: hsz action=4 MonTopic cb-ok=1',
    'monitor: hsz action=4 watched cb-ok=1',
    'monitor uninit=1',
]


def test_a_monitor_hears_the_session(boot, tmp_path, width):
    d = boot(guest_exe("ddeproto", width), args="monitor", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == MONITOR
