"""The ADVAPI32 families of the census (docs/dlls.md, "ADVAPI32: registry, services,
security, crypto").

test/exe/advapi_census.exe (guests/tests/advapi_census.c) runs one mode per run and prints
a line per step. The expected lines were checked against Wine 8: they are what the same
binary prints under ``xvfb-run -a wine advapi_census.exe /mode NAME``, except where a
comment says why not. Each test runs the x86-64 build too (test/exe64/advapi_census.exe,
the ``width`` fixture), whose lines are 64-bit Wine's: the same but for the sizes that
hold pointers and the pointers %p prints, marked below.
"""

from paths import guest_exe


def run_mode(boot, mode, batches=400, width=4):
    """The VM after running ``advapi_census.exe /mode MODE`` (its ``width`` build) to its
    end."""
    d = boot(guest_exe("advapi_census", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    return d.vm


def test_registry_get_value_default_values_and_tree_deletion(boot, width):
    vm = run_mode(boot, "reg", width=width)
    assert vm.stdout_log == [
        'create=0',
        "get str=0 type=1 size=6 'hello'",
        'get str size only=0 type=1 size=6',
        'get str small=234 type=1 size=6',
        'get str as dword=1630 size=6',
        'get zero on failure=1630 buf=00000000x',
        "get exp=0 type=1 size=11 'expanded\\x'",
        "get exp noexpand=0 type=2 size=16 '%WA_TEST_VAR%\\x'",
        'get exp without noexpand=87',
        "getW exp any=0 type=1 size=22 'expanded\\x'",
        'get dw=0 type=4 size=4 value=42',
        'get bin4 as dword=0 type=3 size=4 value=04030201',
        'get bin3 as dword=1629 size=3',
        'get bin3 binary=0 size=3',
        'get missing=2',
        'get missing key=2',
        'get no size=87',
        'get no flags=1630',
        'setvalue=0',
        'setvalue dword=87',
        "queryvalue=0 size=13 'default text'",
        "queryvalue unset=0 size=1 ''",
        "queryvalueW=0 size=26 'default text'",
        'queryvalue size=0 size=13',
        'queryvalue small=234 size=13',
        'queryvalue missing=2',
        "own default=0 size=12 'own default'",
        'setkeyvalue=0',
        'read back=0 7',
        "setkeyvalueW self=0 'wide' size=5",
        'deletekeyvalue=0',
        'deletekeyvalue again=2',
        'deletekeyvalue nokey=2',
        'deletekeyex with subkey=5',
        'deletekeyex leaf=0',
        'deletekeyex again=2',
        'open child=0',
        'deletetree child=0',
        'deleted handle=1018',
        'open deleted=2',
        'deletetree missing=2',
        'deletetree contents=0',
        'left=0 subkeys=0 values=0',
        'deletetree base=0',
        'open base=2',
    ]


def test_service_database_lives_in_the_registry_and_no_service_starts(boot, width):
    """CreateService writes the service's key under HKLM\\System\\CurrentControlSet\\
    Services; status, config, changes, access checks, delete on last close; StartService
    fails as Windows does when a service cannot start."""
    vm = run_mode(boot, "scm", width=width)
    assert vm.stdout_log == [
        'open scm=1',
        'open bad database=0 err=123',
        'open connect=1',
        'open missing=0 err=1060',
        'create without right=0 err=5',
        'create bad name=0 err=123',
        'create boot start=0 err=87',
        'create=1',
        'create again=0 err=1073',
        'create same display=0 err=1078',
        'registry key=0',
        # Windows stores REG_EXPAND_SZ; Wine 8 REG_SZ
        "ImagePath=0 type=2 'C:\\nosuch\\svc.exe -x'",
        'Start=0 type=4 3',
        'Type=0 type=4 0x10',
        "DisplayName=0 type=1 'Wa Test'",
        "ObjectName=0 type=1 'LocalSystem'",
        "config=1 type=0x10 start=3 errctl=1 path='C:\\nosuch\\svc.exe -x' group='' tag=0 "
        # Wine 8 loses CreateServiceA's dependencies: deps=''
        "deps='RpcSs' user='LocalSystem' display='Wa Test'",
        'config size=0 err=122 need>36=1',
        'status=1 err=0 type=0x10 state=1 accepted=0 exit=1077',
        'statusex=1 state=1 pid=0 flags=0 need=0',
        'statusex small=0 err=122 need=36',
        'statusex level=0 err=124',
        'control stop=0 err=1062',
        'control interrogate=0 err=1062',
        'start missing binary=0 err=2',
        'change=1',
        "config=1 type=0x10 start=4 errctl=1 path='C:\\nosuch\\svc.exe -x' group='MyGroup' tag=0 "
        "deps='RpcSs' user='LocalSystem' display='Wa Test Renamed'",  # as above
        'start disabled=0 err=1058',
        'change2 description=1',
        "Description=0 'A test service'",
        'open other case=1',
        'config without right=0 err=5',
        'delete without right=0 err=5',
        'change path=1',
        'start not a service=0 err=1053',
        'status after=1 err=0 type=0x10 state=1 accepted=0 exit=1077',
        'delete=1',
        'delete again=0 err=1072',
        'close=1',
        'close other=1',
        'open deleted=0 err=1060',
        'registry key after=2',
        'close scm=1',
        'close null=0 err=6',
    ]


def test_a_service_program_run_by_hand_has_no_dispatcher(boot, width):
    """RegisterServiceCtrlHandler(Ex) and SetServiceStatus fail as in a program that is not
    a started service."""
    vm = run_mode(boot, "service", width=width)
    assert vm.stdout_log == [
        'register handler=0 err=1060',
        'register handlerA=0 err=1060',
        'set status null=0 err=6',
        'dispatcher=0 err=1063',
    ]


def test_sids_token_information_descriptors_acls_and_lsa(boot, width):
    """SIDs built, compared, converted and looked up; what the token says of its user; security
    descriptors and ACLs laid out in guest memory; LSA policy handles."""
    vm = run_mode(boot, "sec", width=width)
    assert vm.stdout_log == [
        'allocate=1 valid=1 length=16 count=2 sub1=544',
        'admins S-1-5-32-544',
        'everyone S-1-1-0',
        'allocate 9=0 err=1337',
        'equal self=1 other=0',
        'copy=1 equal=1',
        'copy small=0 err=122',  # documented ERROR_INSUFFICIENT_BUFFER; Wine 8 leaves the error 0
        'invalid valid=0',
        'convert invalid=0 err=1337',
        'parsed S-1-5-21-1-2-3-500',
        'alias BA=1 equal admins=1',
        'hex authority S-1-16-5',
        'parse bad=0 err=1337',
        'parse short=0 err=1337',
        "lookup S-1-1-0: 'Everyone' '' use=5 lengths=9,1",
        "lookup S-1-5-18: 'SYSTEM' 'NT AUTHORITY' use=5 lengths=7,13",
        "lookup S-1-5-32-544: 'Administrators' 'BUILTIN' use=4 lengths=15,8",
        "lookup S-1-5-32-545: 'Users' 'BUILTIN' use=4 lengths=6,8",
        "lookup S-1-5-11: 'Authenticated Users' 'NT AUTHORITY' use=5 lengths=20,13",
        # Wine 8: 1332 (it has no Mandatory Label names; Windows has)
        "lookup S-1-16-8192: 'Medium Mandatory Level' 'Mandatory Label' use=10 lengths=23,16",
        'lookup S-1-5-21-1-2-3-4000: error 1332',
        'lookup small=0 err=122 need=15,8',
        'open token=1',
        'user size=0 err=122 need>=1',
        'user=1 valid=1 attrs=0 lookup=1 use=1',
        'groups=1 everyone enabled=1 users enabled=1',
        'integrity=1 attrs=0x60 level=medium+',
        'elevation small=0 err=122 len=4',
        # a standard user's token (kernel/security.py); Wine runs as an elevated administrator
        'elevation=1 len=4 elevated=0',
        # TokenElevationTypeDefault: no split token; Wine: 2 (Full)
        'elevation type=1 len=4 type=1',
        'type=1 1',
        'owner=1 valid=1',
        # the logon session's LUID, never 0 on Windows; Wine 8 leaves it 0
        'statistics=1 len=56 type=1 groups match=1 auth id set=1',
        'logon sid=1 count=1 prefix=1',
        'bad handle=0 err=6',
        'without query=0 err=5',
        'init sd bad revision=0 err=1305',
        'init sd=1 control=0 valid=1',
        'get dacl=1 present=0',
        'init acl small=0 err=122',
        'init acl revision=0 err=87',
        'init acl=1 size=28 count=0 valid=1',
        'add ace=1 count=1',
        'add ace full=0 err=1344',
        'add ace ex=1',
        'add denied=1 count=2',
        'get ace 1=1 type=1 flags=0 size=20 mask=0x10000 everyone=1',
        'get ace 0=1 type=0 flags=3 size=24 mask=0x10000000',
        'get ace 2=0 err=87',
        'add ace ex bad flags=0 err=1004',  # documented ERROR_INVALID_FLAGS; Wine 8 adds the ACE
        'set dacl=1 control=0x4',
        'get dacl=1 present=1 same=1 defaulted=0',
        'null dacl=1 present=1 null=1 defaulted=1 control=0xc',
        'owner=1 same=1 defaulted=0',
        'clear dacl=1 control=0x8',
        'lsa open=0',
        'lsa account domain=0 name=1 sid valid=1 subs=4',
        'lsa free=0',
        'lsa close=0',
        # STATUS_INVALID_HANDLE; Wine 8's LsaClose succeeds on any handle
        'lsa close again=0xc0000008',
        'lsa status=5 0',
        'free=' + "0" * 2 * width,               # %p of NULL at the program's width
    ]


def test_rtlgenrandom_md5_md4_sha_contexts_and_provider_queries(boot, width):
    """RtlGenRandom, MD5/MD4/SHA-1 over guest contexts (continued from a copy), provider
    enumeration and parameters; key functions on containers without keys."""
    vm = run_mode(boot, "crypt", width=width)
    assert vm.stdout_log == [
        'rtlgenrandom=1 nonzero=1',
        'rtlgenrandom 0=1',
        'md5 empty d41d8cd98f00b204e9800998ecf8427e',
        'md5 abc 900150983cd24fb0d6963f7d28e17f72',
        'md5 count=24',
        'md5 abd from copy 4911e516e5aa21d327512e0c8b197616',
        'md5 200 fb7001d34b8e82c9b579be5005d5b0a5',
        'md4 abc a448017aaf21d8525fc10ae87aa6729d',
        'md4 200 f1a97b5ff191d1fe9e570c529abf13b3',
        'sha abc a9993e364706816aba3e25717850c26c9cd0d89d',
        'sha 200 54d11e99127d159799dbce10f51a75e697780478',
        "enum 0=1 type=1 len=43 'Microsoft Base Cryptographic Provider v1.0'",
        'enum size=1 len=43',
        'enum small=0 err=234 len=43',
        # the name's bytes with NUL; Wine 8 reports 256
        "enumW 0=1 len=86 'Microsoft Base Cryptographic Provider v1.0'",
        'enum flags=0 err=0x80090009',
        'enum end=0 err=259',
        'acquire=1',
        # PROV_RSA_FULL's default as kernel/crypto.py has it; Wine's is Enhanced
        "name=1 len=43 'Microsoft Base Cryptographic Provider v1.0'",
        'provtype=1 1',
        'imptype=1 2',
        'version=1 0x200',
        'name size=1 len=43',  # as above
        'name small=0 err=234 len=43',  # as above
        'bad param=0 err=0x8009000a',
        'set hwnd=1',  # documented: hProv NULL sets the window for every context; Wine 8 fails it
        'user key verifycontext=0 err=0x8009000d',
        'sign no key=0 err=0x8009000d',
        'sign bad hash=0 err=0x57',
        'verify bad key=0 err=0x57',
        'destroy bad key=0 err=0x57',
        'destroy null key=0 err=0x57',
        'key param bad key=0 err=0x57',
        'new keyset=1',
        "container=1 'wa-test-container'",
        'user key empty container=0 err=0x8009000d',
        'user key bad spec=0 err=0x8009000d',
    ]


def test_service_lists_names_and_optional_configuration(boot, width):
    """EnumServicesStatusEx (types, states, a group, sizes, resuming), EnumDependentServices,
    GetServiceDisplayName/KeyName, QueryServiceConfig2."""
    vm = run_mode(boot, "scmlist", width=width)
    assert vm.stdout_log == [
        'created=111',
        'enum ex=1 count=3 need=0',
        '  WaListA|Wa List A|state=1 pid=0',
        '  WaListB|Wa List B|state=1 pid=0',
        '  WaListC|Wa List C|state=1 pid=0',
        'enum ex active=1 count=0',
        'enum ex drivers=1 count=0',
        'enum ex size=0 err=234 count=0 need>0=1',
        # the first entry fits (80 of 84 bytes); Wine 8 returns none
        "enum ex partial=0 err=234 count=1 resume=1 first=WaListA",
        "enum ex resumed=1 count=2 first=WaListB resume=0",  # so resuming goes on from the second
        'enum ex level=0 err=124',
        'enum ex without right=0 err=5',
        # Wine 8 loses CreateServiceA's dependencies
        "dependents of A=1 err=0 count=1 need=0 [WaListB|Wa List B|1]",
        'dependents of C=1 err=0 count=0 need=0',
        'active dependents of A=1 err=0 count=0 need=0',
        # documented: the length on success; Wine 8's A variant leaves 64
        "display name=1 'Wa List A' len=9",
        'display name small=0 err=122 len=18',
        'display nameW small=0 err=122 len=9',
        'display name missing=0 err=1060',
        "key name=1 'WaListB' len=7",
        'key name missing=0 err=1060',
        # SERVICE_DESCRIPTION is one pointer: 4 bytes, 8 in a 64-bit program
        'description none=1 null=1 need=%d' % width,
        'description size=0 err=122 need=%d' % (26 + width),
        "description=1 'Lists things' need=%d" % (26 + width),
        # Wine 8 does not keep SERVICE_CONFIG_DELAYED_AUTO_START_INFO through the A variant
        'delayed=1 value=1 need=4',
        'config2 level=0 err=124',
    ]


def test_well_known_sids_account_names_and_self_relative_descriptors(boot, width):
    """CreateWellKnownSid, IsWellKnownSid, LookupAccountName, GetSecurityDescriptorLength/Sacl,
    MakeSelfRelativeSD."""
    vm = run_mode(boot, "sec2", width=width)
    assert vm.stdout_log == [
        'wellknown 1 size=12 S-1-1-0',
        'wellknown 22 size=12 S-1-5-18',
        'wellknown 26 size=16 S-1-5-32-544',
        'wellknown 27 size=16 S-1-5-32-545',
        'wellknown 17 size=12 S-1-5-11',
        'wellknown 67 size=12 S-1-16-8192',
        'wellknown 36 size=16 S-1-5-32-555',
        'wellknown 24 size=12 S-1-5-20',
        'wellknown small=0 err=122 size=12',
        'account admin S-1-5-21-11-22-33-500',
        'account guest no domain=0 err=87',
        "name 'Everyone' -> '' use=5 sizes=12,0 S-1-1-0",
        "name 'everyone' -> '' use=5 sizes=12,0 S-1-1-0",
        "name 'BUILTIN\\Administrators' -> 'BUILTIN' use=4 sizes=16,7 S-1-5-32-544",
        "name 'Administrators' -> 'BUILTIN' use=4 sizes=16,7 S-1-5-32-544",
        "name 'SYSTEM' -> 'NT AUTHORITY' use=5 sizes=12,12 S-1-5-18",
        "name 'NT AUTHORITY\\SYSTEM' -> 'NT AUTHORITY' use=5 sizes=12,12 S-1-5-18",
        "name 'NT AUTHORITY\\Everyone' error 1332",
        "name 'BUILTIN\\Users' -> 'BUILTIN' use=4 sizes=16,7 S-1-5-32-545",
        "name 'No Such Account Here' error 1332",
        'name small=0 err=122 sizes=16,8',
        # an absolute SECURITY_DESCRIPTOR holds four pointers: 20 bytes, 40 at 64 bits
        'length empty=%d' % (5 * width),
        'length=%d' % (144 + 5 * width),
        'sacl=1 present=0',
        'self relative small=0 err=122 need=164',
        'self relative=1 control=0x8005 owner=20 group=0 sacl=0 dacl=36 length=164',
        'relative dacl=1 present=1 at offset=36 count=1',
        'relative owner=1 admins=1 defaulted=1',
        'set on relative=0 err=1338',
        'relative again=1 err=1338',
    ]


def test_default_providers_provider_types_and_context_references(boot, width):
    """CryptGetDefaultProvider, CryptSetProvider(Ex) in the registry where Windows keeps the
    defaults, CryptEnumProviderTypes, CryptContextAddRef."""
    vm = run_mode(boot, "cryptdef", width=width)
    assert vm.stdout_log == [
        "machine default aes=1 len=54 'Microsoft Enhanced RSA and AES Cryptographic Provider'",
        "user default aes=0 len=256 ''",
        'default size=1 len=54',
        'default bad flags=0 err=0x80090017',
        'default bad type=0 err=0x80090017',
        # Wine 8's CryptSetProviderA fails for every provider (NTE_BAD_PROVIDER)
        'set user default=1 err=0',
        # so Wine has none here
        "user default full=1 'Microsoft Enhanced Cryptographic Provider v1.0'",
        "acquired default=1 'Microsoft Enhanced Cryptographic Provider v1.0'",
        'addref=1',
        'release=1',
        'still there=1',
        'release=1',
        # NTE_PROV_TYPE_NO_MATCH; Wine: its NTE_BAD_PROVIDER for any
        'set wrong type=0 err=0x8009001b',
        'set unknown=0 err=0x80090013',
        'delete without name=0 err=0x57',
        'delete user default=1 err=0',  # as set: Wine fails it
        'user default after delete=0 err=0x80090017',
        "type 1 'RSA Full (Signature and Key Exchange)' len=38",
        "type 24 'RSA Full and AES' len=17",
        'types end=2 err=259',  # the two types our providers have; Wine installs six
        'types small=0 err=234 len=76',
    ]


def test_current_user_key_local_connection_and_multiple_values(boot, width):
    """RegOpenCurrentUser, RegConnectRegistry to this machine, RegQueryMultipleValues,
    GetCurrentHwProfile."""
    vm = run_mode(boot, "reg2", width=width)
    assert vm.stdout_log == [
        'open current user=0 other handle=1',
        "read through it=0 'first'",
        'connect local=0',
        'connect own name=0',
        "read through it=0 'first'",
        'multiple size=234 total=13',
        'multiple small=234 total=13',
        'multiple=0 total=13',
        '  one type=1 len=6 offset=0',
        '  two type=4 len=4 offset=6',
        '  three type=3 len=3 offset=10',
        "  'first' 5",
        'multiple missing=2',
        'hw profile=1 guid length=38 braces=1 name length>0=1',
        # Wine 8's GetCurrentHwProfileW is a stub that fails
        'hw profileW=1 same guid=1',
    ]


def test_credentials_are_kept_per_user_type_and_target(boot, width):
    """CredWrite/CredRead/CredEnumerate/CredDelete/CredFree over the user's credential store."""
    vm = run_mode(boot, "cred", width=width)
    assert vm.stdout_log == [
        'write=1',
        "read type=1 target='WaTest/one' comment='first' user='alice' persist=2 blob=6 "
        "'secret' written=1",
        'read other case=1',
        'read other type=0 err=1168',
        'write two=1',
        'rewrite keeping blob=1',
        "readW user='bob' blob=3 persist=1",
        'preserve missing=0 err=1168',  # documented ERROR_NOT_FOUND; Wine 8 writes it with no blob
        'bad persist=0 err=87',  # Windows validates Persist; Wine 8 keeps it
        'bad flags=0 err=1004',
        'enumerate=1 count=2',  # so neither of the two above exists
        '  WaTest/one',
        '  WaTest/two',
        'enumerate exact=1 count=1',
        'enumerate none=0 err=1168',
        'delete=1',
        'delete again=0 err=1168',
        'read deleted=0 err=1168',
    ]


def test_another_machine_is_unreachable_as_there_is_no_network(boot):
    # A policy of ours (docs/dlls.md, Windows Sockets: a machine with no network), not a
    # Wine comparison: Windows' answers for a machine that cannot be reached.
    from apicall import call_api, narrow
    vm = boot("hello").vm
    A = "ADVAPI32.dll"
    far = narrow(vm, "\\\\FARAWAY")
    out, size = vm.heap.alloc(64, zero=True), vm.heap.alloc(4, zero=True)
    assert call_api(vm, A, "OpenSCManagerA", far, 0, 1) == 0
    assert vm.last_error == 1722                     # RPC_S_SERVER_UNAVAILABLE
    assert call_api(vm, A, "RegConnectRegistryA", far, 0x80000002, out) == 53  # BAD_NETPATH
    vm.mem.w32(size, 64)
    assert call_api(vm, A, "LookupAccountNameA", far, narrow(vm, "Everyone"), out, size,
                    out, size, out) == 0
    assert vm.last_error == 1722
    assert call_api(vm, A, "RegConnectRegistryA", narrow(vm, "WINEAGENT"), 0x80000002,
                    out) == 0                        # this machine by its own name
