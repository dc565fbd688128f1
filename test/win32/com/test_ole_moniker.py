"""OLE32's monikers and running object table (docs/runtimes.md, "Monikers").

test/exe/ole_moniker.exe (guests/tests/ole_moniker.c) runs one mode per run and prints a
line per step. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine ole_moniker.exe /mode NAME``), except where a comment says Windows
answers otherwise. Every test runs the x86-64 build too (the ``width`` fixture), whose
lines are 64-bit Wine's: the same but for a pointer moniker's hash (the low 32 bits of
the object's address, which differs between the builds).
"""

from paths import guest_exe

EXE = guest_exe("ole_moniker")


def run_mode(boot, mode, batches=400, width=4):
    """The lines ``ole_moniker.exe /mode MODE`` prints, run to its end (``width`` 8: the
    x86-64 build, test/exe64/ole_moniker.exe)."""
    d = boot(guest_exe("ole_moniker", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    assert d.vm.ended
    return list(d.vm.stdout_log)


def test_simple_monikers_name_compare_hash_and_invert(boot, width):
    """File, item, anti, class and pointer monikers: display names, kinds, class ids,
    case-insensitive equality, Windows' hash values, inverses, Reduce, Enum, binding a
    pointer moniker, IsRunning; every reference given back."""
    assert run_mode(boot, "simple", width=width) == [
        'CreateFileMoniker hr=00000000',
        "file: name hr=00000000 'C:\\dir\\file.txt' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=c9c24e0a",
        "file upper: name hr=00000000 'c:\\DIR\\FILE.TXT' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=f071a06a",
        'IsEqual(file, file upper)=00000000',
        'IsEqual(file, other)=00000001',
        'IsEqual(file, NULL)=80070057',
        "relative file: name hr=00000000 'relative\\name' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=ed94b1fd",
        'CreateItemMoniker hr=00000000',
        "item: name hr=00000000 '!Item1' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ee",
        "item other delimiter: name hr=00000000 '/ITEM1' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ee",
        'IsEqual(item, other delimiter upper)=00000000',
        'IsEqual(item, file)=00000001',
        'CreateAntiMoniker hr=00000000',
        "anti: name hr=00000000 '\\..' sys hr=00000000 kind=3 class hr=00000000 00000305 hash=80000001",
        'CreateClassMoniker hr=00000000',
        "class: name hr=00000000 'clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:' sys hr=00000000 kind=7 class hr=00000000 0000031a hash=0be35203",
        'CreatePointerMoniker hr=00000000 refs=2',
        # the hash is the object's address: a static object of the program in both builds
        "pointer: name hr=80004001 '(null)' sys hr=00000000 kind=5 class hr=00000000 00000306 hash="
        + ("0040a008" if width == 4 else "4000a010"),
        'pointer BindToObject hr=00000000 same=1 refs=3',
        'file Inverse hr=00000000',
        "file inverse: name hr=00000000 '\\..' sys hr=00000000 kind=3 class hr=00000000 00000305 hash=80000001",
        'item Inverse hr=00000000',
        "item inverse: name hr=00000000 '\\..' sys hr=00000000 kind=3 class hr=00000000 00000305 hash=80000001",
        'anti Inverse hr=800401ec null=1',
        'class Inverse hr=00000000',
        "class inverse: name hr=00000000 '\\..' sys hr=00000000 kind=3 class hr=00000000 00000305 hash=80000001",
        'file Reduce hr=000401e2 same=1',
        'item Reduce hr=000401e2 same=1',
        'file Enum hr=00000000 null=1',
        'item Enum hr=00000000 null=1',
        'pointer IsRunning hr=00000000',
        'file IsRunning hr=00000001',
        'release file=0 item=0 anti=0 class=0',
        'release pointer=0 refs=1',
    ]


def test_composition_keeps_parts_flat_and_anti_monikers_annihilate(boot, width):
    """ComposeWith and CreateGenericComposite: generic composites of flat parts (their
    names run together, their hashes XORed), enumeration both ways, Skip past the end, an
    anti moniker removing the part before it, inverses of composites."""
    assert run_mode(boot, "compose", width=width) == [
        'file+item only if not generic hr=800401e2 null=1',
        'file+item hr=00000000',
        "composite: name hr=00000000 'C:\\dir\\file.txt!Item1' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=c9c25fe4",
        'composite Enum hr=00000000',
        "  part 0: name hr=00000000 'C:\\dir\\file.txt' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=c9c24e0a",
        "  part 1: name hr=00000000 '!Item1' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ee",
        '  skip hr=00000000',
        '  skip past end hr=00000001',
        "  backwards first: name hr=00000000 '!Item1' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ee",
        'CreateGenericComposite(composite, item2) hr=00000000',
        "composite3: name hr=00000000 'C:\\dir\\file.txt!Item1!Item2' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=c9c24e09",
        'composite3 Enum hr=00000000',
        "  part 0: name hr=00000000 'C:\\dir\\file.txt' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=c9c24e0a",
        "  part 1: name hr=00000000 '!Item1' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ee",
        "  part 2: name hr=00000000 '!Item2' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ed",
        '  skip hr=00000000',
        '  skip past end hr=00000001',
        "  backwards first: name hr=00000000 '!Item2' sys hr=00000000 kind=4 class hr=00000000 00000304 hash=000011ed",
        'composite3+anti hr=00000000',
        "composite3+anti: name hr=00000000 'C:\\dir\\file.txt!Item1' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=c9c25fe4",
        'file+anti hr=00000000 null=1',
        'item+anti hr=00000000 null=1',
        'anti+anti hr=00000000',
        "anti+anti: name hr=00000000 '\\..\\..' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=00000000",
        'anti+file hr=00000000',
        "anti+file: name hr=00000000 '\\..C:\\dir\\file.txt' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=49c24e0b",
        'CreateGenericComposite(NULL, item) hr=00000000 same=1',
        'CreateGenericComposite(item, NULL) hr=00000000 same=1',
        'CreateGenericComposite(item, anti) hr=00000000 null=1',
        'IsEqual(composite, same parts)=00000000',
        'IsEqual(composite, file)=00000001',
        'composite hashes equal=1',
        'composite Inverse hr=00000000',
        "composite inverse: name hr=00000000 '\\..\\..' sys hr=00000000 kind=1 class hr=00000000 00000309 hash=00000000",
    ]


def test_file_monikers_collapse_into_one_path(boot, width):
    """Two file monikers compose into one (a relative path appended, each leading ``..``
    removing a component, an absolute right-hand path refused with MK_E_SYNTAX), as
    Microsoft's "File Moniker Implementation" page describes ComposeWith. Not compared
    with Wine: 32-bit Wine 8 crashes in this composition (a page fault in its ole32);
    64-bit Wine 8 prints the first four lines alike and joins the absolute path
    (hr=00000000, 'C:\\dir\\D:\\abs.txt') against the documented MK_E_SYNTAX."""
    assert run_mode(boot, "paths", width=width) == [
        "file(C:\\dir)+file(sub\\x.txt) hr=00000000",
        "joined: name hr=00000000 'C:\\dir\\sub\\x.txt' sys hr=00000000 kind=2 class hr=00000000 "
        "00000303 hash=62d11915",
        "file(C:\\dir)+file(..\\y.txt) hr=00000000",
        "joined up: name hr=00000000 'C:\\y.txt' sys hr=00000000 kind=2 class hr=00000000 "
        "00000303 hash=1754a23c",
        "file(C:\\dir)+file(D:\\abs.txt) hr=800401e4",
        "joined absolute: (null)",
    ]


def test_running_object_table_registers_finds_and_revokes(boot, width):
    """GetRunningObjectTable (one table, also through the bind context): Register
    (holding the object until the last Revoke; MK_S_MONIKERALREADYREGISTERED for an
    equal name), IsRunning and GetObject by equal monikers, change times, EnumRunning
    in registration order, Revoke and its errors."""
    assert run_mode(boot, "rot", width=width) == [
        'GetRunningObjectTable hr=00000000',
        'again same=1',
        'reserved=1 hr=8000ffff',
        'IBindCtx::GetRunningObjectTable hr=00000000 same=1',
        'IsRunning before=00000001',
        'moniker IsRunning before=00000001',
        'Register hr=00000000 cookie!=0 1 held=1',
        'IsRunning=00000000 equal name=00000000 item=00000001',
        'moniker IsRunning=00000000',
        'GetObject hr=00000000 same=1',
        'GetObject(item) hr=800401e3 null=1',
        'Register again hr=000401e7 distinct=1',
        'Register bad flags hr=80070057',
        'Register NULL object hr=80070057',
        'NoteChangeTime hr=00000000',
        'GetTimeOfLastChange hr=00000000 time=01d0000012345678',
        'GetTimeOfLastChange(item) hr=800401e3',
        'NoteChangeTime(bad) hr=80070057',
        'EnumRunning hr=00000000',
        '  running 0: C:\\running.doc',
        '  running 1: c:\\RUNNING.DOC',
        'Revoke hr=00000000',
        'IsRunning after one=00000000',
        'Revoke again hr=80070057',
        'Revoke second hr=00000000 released=1',
        'IsRunning after=00000001',
        'GetObject after hr=800401e3 null=1',
    ]


# Where Windows and Wine 8 part: a name that is no class, ProgID, running object or file
# gives MK_E_SYNTAX with nothing eaten on Windows (Wine's own conformance test, run on
# Windows, expects it and marks Wine's answer todo_wine); Wine 8 answers MK_E_CANTOPENFILE
# (800401ea) or E_NOTIMPL (80004001).
_WINE_PARSE = {
    "parse 'clsid:nonsense' hr=800401ea eaten=0 null=1":
        "parse 'clsid:nonsense' hr=800401e4 eaten=0 null=1",
    "parse 'C:\\no\\such\\file.txt' hr=80004001 eaten=0 null=1":
        "parse 'C:\\no\\such\\file.txt' hr=800401e4 eaten=0 null=1",
    "parse 'C:\\only\\running.doc' hr=80004001 eaten=0 null=1":
        "parse 'C:\\only\\running.doc' hr=800401e4 eaten=0 null=1",
}


def test_display_names_parse_to_class_running_and_file_monikers(boot, width):
    """MkParseDisplayName: ``clsid:`` names (with and without the closing colon, any
    case) to class monikers, an existing file and a name registered as running to file
    monikers, bad arguments refused with the cells untouched, nothing found:
    MK_E_SYNTAX."""
    wine = [
        "parse 'clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:' hr=00000000 eaten=43 null=0",
        "  parsed: name hr=00000000 'clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:' sys hr=00000000 kind=7 class hr=00000000 0000031a hash=0be35203",
        "parse 'CLSID:0be35203-8f91-11ce-9de3-00aa004bb851' hr=00000000 eaten=42 null=0",
        "  parsed: name hr=00000000 'clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:' sys hr=00000000 kind=7 class hr=00000000 0000031a hash=0be35203",
        "parse 'clsid:nonsense' hr=800401ea eaten=0 null=1",
        "parse '' hr=80070057 eaten=57005 null=0",
        "parse 'C:\\no\\such\\file.txt' hr=80004001 eaten=0 null=1",
        'parse existing file hr=00000000 eaten=len 1',
        '  kind=2 same name=1',
        "parse 'C:\\only\\running.doc' hr=00000000 eaten=19 null=0",
        "  parsed: name hr=00000000 'C:\\only\\running.doc' sys hr=00000000 kind=2 class hr=00000000 00000303 hash=9330936d",
        "parse 'C:\\only\\running.doc' hr=80004001 eaten=0 null=1",
        'parse NULL bindctx hr=80070057 eaten=7',
    ]
    assert run_mode(boot, "parse", width=width) == [_WINE_PARSE.get(line, line) for line in wine]
