"""RPCRT4's UUID functions (wineagent/win32/dlls/rpcrt4/uuid.py).

test/exe/rpc_uuid.exe and its x86-64 build test/exe64/rpc_uuid.exe (guests/tests/rpc_uuid.c) prints a line per step; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine rpc_uuid.exe``), except
where a comment says why they differ.
"""

from paths import guest_exe


def test_uuids_are_made_parsed_printed_compared_and_hashed_as_rpcrt4_does(boot, width):
    # its x86-64 build prints the same lines under 64-bit Wine (UuidToString's string
    # pointer is stored at the program's width)
    d = boot(guest_exe("rpc_uuid", width), settle=False)
    d.run_to_end(200)
    assert d.vm.stdout_log == [
        "nil: 0",
        "nil string: 00000000-0000-0000-0000-000000000000",
        "freed: 0",
        "parse: 0 12345678-9abc-def0-1234-56789abcdef0 d1=12345678 d2=9abc d3=def0 d4[0]=12",
        "wide: 12345678-9abc-def0-1234-56789abcdef0",
        "bad: 1705 1705 1705 1705",
        "null string: 0 nil=1",
        "compare: -1 1 0 null=0 1",
        "equal: 1 0 isnil: 1 1 0",
        "hash: 20025 20024 0",
        "hash ff: 65025",
        "create: 0 version=4 variant=2 differ=1",
        # Wine 8: 'sequential: ok version=1 variant=0 differ=1'. Wine finds the host's
        # network card; the desktop here has none, so the node is random and the answer
        # RPC_S_UUID_LOCAL_ONLY, as Windows answers without a card. Wine also puts the
        # variant bits in Data4[1]; RFC 4122 and Windows put them in Data4[0].
        "sequential: local only version=1 variant=2 differ=1",
    ]


def test_the_dce_hash_of_a_few_uuids():
    from wineagent.win32.dlls.rpcrt4.uuid import parse_uuid, uuid_hash
    # The same values the guest printed under Wine (and the nil UUID's 0).
    assert uuid_hash(parse_uuid("12345678-9abc-def0-1234-56789abcdef0")) == 20025
    assert uuid_hash(parse_uuid("ffffffff-ffff-ffff-ffff-ffffffffffff")) == 65025
    assert uuid_hash(bytes(16)) == 0
