"""ole32's CoInitializeSecurity, advapi32's IsTextUnicode and the CryptoAPI basics,
driven through test/exe/ug_crypt.exe and its x86-64 build test/exe64/ug_crypt.exe (source
guests/tests/ug_crypt.c; 64-bit Wine prints the same lines as 32-bit Wine).

The expected lines were checked against Wine 8 (``xvfb-run -a wine ug_crypt.exe``), and
are Wine's output except where Wine 8 falls short of what Windows documents, marked
below: Wine 8's CoInitializeSecurity is a stub that answers S_OK every time, and its
IsTextUnicode lacks the ILLEGAL_CHARS, ASCII16 and REVERSE_* statistics tests.
"""

from wineagent.win32.kernel import crypto

from paths import guest_exe
EXE = guest_exe("ug_crypt")

EXPECTED = [
    "cosec.first=00000000",
    "cosec.again=80010119",          # RPC_E_TOO_LATE, documented (Wine 8: 00000000)
    "itu.wide=1 flags=1006",
    "itu.wide0=0 flags=0000",
    "itu.widenull=1 flags=1000",
    "itu.ansi=0 flags=0100",         # "\r\n" as one WORD is ILLEGAL_CHARS (Wine 8: 0000)
    "itu.ansiodd=0 flags=0200",
    "itu.bom=1 flags=1008",
    "itu.rbom=0 flags=1180",         # the reversed BOM is an illegal char (Wine 8: 1080)
    "itu.rev=0 flags=1070",          # REVERSE_ASCII16 | REVERSE_STATISTICS (Wine 8: 1040)
    "itu.cjk=0 flags=0000",
    "itu.stat=0 flags=0000",
    "itu.one=0 flags=0000",
    "itu.noflags=1",
    "acq.badtype=0 err=80090014",
    "acq.badname=0 err=80090019",
    "acq.w=1",
    "rel.w=1",
    "acq.verify=1",
    "random=1 same=0",
    "hash.badalg=0 err=80090008",
    "hash.md5.size=16 algid=8003 query=1 len=16",
    "hash.md5.small=0 err=234 len=16",
    "hash.md5=a2004f37730b9445670a738fa0fc9ee5",
    "hash.md5.after=0 err=8009000c",
    "hash.md5.destroy=1",
    "hash.sha1.size=20 algid=8004 query=1 len=20",
    "hash.sha1.small=0 err=234 len=20",
    "hash.sha1=c519c1a06cdbeb2bc499e22137fb48683858b345",
    "hash.sha1.after=0 err=8009000c",
    "hash.sha1.destroy=1",
    "rel=1",
    "rel.again=0 err=00000057",
    "acq.aes=1",
    "hash.sha256.size=32 algid=800c query=1 len=32",
    "hash.sha256.small=0 err=234 len=32",
    "hash.sha256=5cac4f980fedc3d3f1f99b4be3472c9b30d56523e632d151237ec9309048bda9",
    "hash.sha256.after=0 err=8009000c",
    "hash.sha256.destroy=1",
]


def test_crypto_and_text_guessing_answer_as_documented(boot, width):
    d = boot(guest_exe("ug_crypt", width))
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED


def test_gen_random_is_repeatable_from_the_guest_state(boot):
    a, b = boot(EXE), boot(EXE)
    # Two runs of the same program at the same guest time draw the same bytes; the
    # buffer's incoming bytes and the draw count change them.
    assert crypto.gen_random(a.vm, 16, b"") == crypto.gen_random(b.vm, 16, b"")
    assert crypto.gen_random(a.vm, 16, b"") != crypto.gen_random(a.vm, 16, b"")
    assert crypto.gen_random(a.vm, 16, b"x") != crypto.gen_random(b.vm, 16, b"y")
