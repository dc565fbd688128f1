"""OLE32's census functions (docs/runtimes.md, "OLE automation").

test/exe/ole_com.exe (guests/tests/ole_com.c) runs one mode per run and prints a line
per step. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine ole_com.exe /mode NAME``). Each test runs the x86-64 build too
(test/exe64/ole_com.exe, the ``width`` fixture), whose lines are 64-bit Wine's: the same
but for the pointers and handles %p prints at the program's width (``_p``).
"""

from paths import guest_exe


def _p(value, width):
    """``value`` as %p prints it in a ``width``-byte program."""
    return "%0*X" % (2 * width, value)


def run_mode(boot, mode, batches=2000, width=4):
    """The lines ``ole_com.exe /mode MODE`` (its ``width`` build) prints, run to its end."""
    d = boot(guest_exe("ole_com", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    assert d.vm.ended
    return list(d.vm.stdout_log)


def test_streams_on_global_memory(boot, width):
    """CreateStreamOnHGlobal: the bytes live in the HGLOBAL, which grows with the
    stream; Seek, Read, SetSize, Stat, Clone, CopyTo, the errors; the same for
    CreateILockBytesOnHGlobal's ILockBytes."""
    assert run_mode(boot, 'stream', width=width) == [
        'create hr=00000000',
        'write hr=00000000 n=12',
        'hglobal hr=00000000 size>=12=1 text=hello, world',
        'seek hr=00000000 pos=7',
        'read hr=00000000 n=5 text=world',
        'read at end hr=00000000 n=0',
        'seek end-3 hr=00000000 pos=9',
        'seek before start hr=80030019 pos=9',
        'seek bad origin hr=80030019',
        'stat hr=00000000 type=2 size=21 name=%s mode=0 locks=0 bits=0' % _p(0, width),
        'last=!',
        'setsize hr=00000000 size=5',
        'clone hr=00000000 n=4 text=ello',
        'copyto hr=00000000 read=5 written=5',
        'copied=hello',
        'lockregion hr=80030001',
        'qi seq hr=00000000 same=1',
        'qi storage hr=80004002 null=1',
        'release clone=0 stm2=0',
        'release=0',
        'hglobal(NULL) hr=80070057',
        'own block hr=00000000 size=8 read=ABC',
        'same handle=1',
        'block after release=ABCxyFGH',
        'lockbytes hr=00000000',
        'writeat hr=00000000 n=4',
        'readat hr=8003001e n=6 last=d',
        'stat hr=00000000 type=3 size=8',
        'setsize hr=00000000 size=6 flush=00000000',
        'hglobal hr=00000000 bytes=ab',
        'release=0',
    ]


def test_class_table_activation_guids_and_mta_usage(boot, width):
    """CoRegisterClassObject / CoGetClassObject / CoCreateInstance through the
    program's own factory, revocation, unknown classes, CoCreateGuid, MTA usage."""
    assert run_mode(boot, 'classes', width=width) == [
        'register before init hr=800401f0 cookie=57005',
        'init hr=00000000',
        'register hr=00000000 cookie!=0=1 refs=2',
        'getclassobject hr=00000000 same=1 refs=3',
        'getclassobject local hr=80040154',
        'getclassobject wrong iid hr=80004002 null=1',
        'create hr=00000000 obj=1 created=1 objrefs=1 factory=2',
        'create aggregated hr=80040110',
        'create unknown hr=80040154 null=1',
        'getclassobject unknown hr=80040154',
        'revoke hr=00000000 refs=1',
        'revoke again hr=80070057',
        'after revoke hr=80040154',
        'guid version=4 variant=2 differ=1',
        'CoCreateGuid(NULL)=80070057',
        'mta usage hr=00000000',
        'register in implicit mta hr=00000000',
        'revoke hr=00000000',
        'mta decrement hr=00000000',
    ]


def test_progids_from_the_registry(boot, width):
    """CLSIDFromProgID, CLSIDFromString and ProgIDFromCLSID read HKEY_CLASSES_ROOT."""
    assert run_mode(boot, 'progid', width=width) == [
        'CLSIDFromProgID hr=00000000 {1A2B3C4D-1111-2222-3333-444455556666}',
        'CLSIDFromString(progid) hr=00000000 {1A2B3C4D-1111-2222-3333-444455556666}',
        'CLSIDFromProgID(unknown) hr=800401f3 {00000000-0000-0000-0000-000000000000}',
        'CLSIDFromString(unknown) hr=800401f3',
        'ProgIDFromCLSID hr=00000000 Wineagent.OleTest.1',
        'ProgIDFromCLSID(no progid) hr=80040154 null=1',
        'ProgIDFromCLSID(unregistered) hr=80040154 null=1',
    ]


def test_propvariant_copy_clear_and_release_stgmedium(boot, width):
    """PropVariantCopy / PropVariantClear of each owned kind, vectors, interfaces,
    bad types; ReleaseStgMedium with and without an owner."""
    assert run_mode(boot, 'propvar', width=width) == [
        'copy lpstr hr=00000000 vt=30 other=1 text=lpstr',
        'clear=00000000 vt=30',
        'copy lpwstr hr=00000000 other=1 text=wide',
        'copy bstr hr=00000000 other=1 len=4',
        'copy clsid hr=00000000 other=1 equal=1',
        'copy blob hr=00000000 size=3 other=1 data=xyz',
        'copy vector hr=00000000 n=2 other=1,1 one two',
        'clear vector=00000000 vt=4126',
        'copy i4 hr=00000000 v=5',
        'copy unknown hr=00000000 refs=2',
        'clear unknown hr=00000000 refs=1',
        'copy bad vt hr=80020008',
        'clear bad vt hr=80030057 vt=0',
        'clear NULL=00000000',
        'release hglobal tymed=0 h kept=1 owner=' + _p(0, width),
        'release stream refs=0',
        'release with owner refs=0 tymed=0 owner null=1',
    ]


def test_handle_marshalling_in_process(boot, width):
    """HWND_UserSize/Marshal/Unmarshal/Free in process: aligned, tagged, the handle; an
    HGLOBAL's the same way with the whole handle."""
    assert run_mode(boot, 'marshal', width=width) == [
        'size(1)=12 size(0)=8',
        'marshal end=12 tag=48746457 handle=00012340',
        'unmarshal end=12 hwnd=' + _p(0x12340, width),
        'free hwnd=' + _p(0x12340, width),
        # an in-process HGLOBAL goes whole: at 64 bits 8 bytes after a WDT_INPROC64_CALL tag
        'HGLOBAL size(1)=%d size(0)=%d' % ((12, 8) if width == 4 else (16, 12)),
        'HGLOBAL marshal end=%d tag=%s same=1' % ((12, '48746457') if width == 4 else (16, '50746457')),
        'HGLOBAL unmarshal end=%d same=1' % (12 if width == 4 else 16),
        'HGLOBAL free same=1',
    ]


def test_bind_contexts(boot, width):
    """CreateBindCtx: default options, set and get, bound objects, object parameters
    (case-sensitive keys), what the context's end releases."""
    assert run_mode(boot, 'bindctx', width=width) == [
        'reserved hr=80070057',
        'create hr=00000000',
        'opts hr=00000000 cb=16 flags=0 mode=2 deadline=0 next=cccccccc',
        'opts2 hr=00000000 track=0 ctx=15 server=' + _p(0, width),
        'set hr=00000000 flags=1 mode=0 deadline=500',
        'bound hr=00000000 refs=2',
        'revoke hr=00000000 refs=1',
        'revoke again hr=800401e9',
        'release bound hr=00000000 refs=1',
        'param hr=00000000 refs=2',
        'get param hr=00000000 same=1 refs=3',
        'get other case hr=80004005 null=1',
        'revoke missing hr=80004005',
        'release ctx=0 refs=3',
    ]


def test_drop_targets(boot, width):
    """RegisterDragDrop / RevokeDragDrop: OLE must be initialized, one target per window,
    invalid windows and targets."""
    assert run_mode(boot, 'dragdrop', width=width) == [
        'before OleInitialize hr=8007000e',
        # Wine 8 accepts a thread CoInitialize put in an apartment; Microsoft documents
        # that without OleInitialize RegisterDragDrop always fails with E_OUTOFMEMORY.
        'after CoInitialize hr=8007000e',
        'OleInitialize hr=00000000',
        'register hr=00000000 refs>1=1',      # (Wine: already registered just above)
        'again hr=80040101',
        'bad window hr=80040102',
        'null target hr=80070057',
        'revoke hr=00000000 refs=1',
        'revoke again hr=80040100',
        'revoke bad window hr=80040102',
    ]


def test_instance_ex_files_class_registry_error_objects(boot, width):
    """CoCreateInstanceEx (some interfaces missing), StgIsStorageFile / StgOpenStorage of
    files that are not compound files, OleRegGetMiscStatus / OleRegGetUserType, the error
    object round trip, the build versions, CoFileTimeNow, CoGetCurrentProcess,
    GetClassFile by extension, CLIPFORMAT's wire format."""
    assert run_mode(boot, 'misc', width=width) == [
        'CoCreateInstanceEx hr=00080012 [0] hr=00000000 obj=1 [1] hr=80004002 null=1 refs=1',
        'CoCreateInstanceEx(unknown) hr=80040154 [0] hr=80004002',
        'CoFreeUnusedLibraries done',
        'StgIsStorageFile(missing) hr=80030002',
        'StgIsStorageFile(text) hr=00000001',
        'StgOpenStorage(missing) hr=80030002 null=1',
        'StgOpenStorage(text) hr=80030050 null=1',
        'misc status hr=00000000 v=131473',
        'misc status(icon) hr=00000000 v=17',
        'misc status(unknown) hr=80040154 v=0',
        'user type hr=00000000 Test Object',
        'user type(unknown) hr=80040154',
        'CreateErrorInfo hr=00000000',
        'qi IErrorInfo hr=00000000',
        'SetErrorInfo hr=00000000',
        'GetErrorInfo hr=00000000',
        'description=it broke source=ole_com helpfile null=1 guid=1 context=42',
        'release=0',
        'GetErrorInfo again hr=00000001 null=1',
        'CoBuildVersion=00170338 OleBuildVersion=00170338',
        'CoFileTimeNow hr=00000000 nonzero=1',
        'CoGetCurrentProcess same=1 other thread differs=1 nonzero=1',
        'GetClassFile(missing) hr=800401e6',
        'GetClassFile(unknown ext) hr=800401e6',
        'GetClassFile(registered) hr=00000000 d1=1a2b3c4d',
        'GetClassFile(progid without clsid) hr=800401e6',
        'cf size=12',
        'cf marshal end=12 tag=48746457 v=0000000d',
        'cf unmarshal end=12 cf=13',
    ]


def test_ole_clipboard(boot, width):
    """OleSetClipboard puts a data object's CF_TEXT on the clipboard (USER32 and
    OleGetClipboard's IDataObject read it), OleFlushClipboard lets the object go and
    keeps the data."""
    assert run_mode(boot, 'clipboard', width=width) == [
        'before OleInitialize hr=800401f0',
        'set hr=00000000 held=1 current=00000000',
        'user32 text=clip text available(unicode)=1',
        'get hr=00000000',
        'GetData hr=00000000 tymed=1 text=clip text owner=' + _p(0, width),
        'GetData(bitmap)=80040064',
        'QueryGetData(bitmap)=8004006a (text)=00000000',
        'enum hr=00000000 some=1 text=1',
        'SetData hr=80004001',
        'flush hr=00000000 refs=1 enumrefs=0 current=00000001',
        'after flush text=clip text',
        'set NULL hr=00000000',
    ]


def test_advise_holder(boot, width):
    """CreateOleAdviseHolder: connections from 1 (a NULL sink takes one too), freed ones
    reused, SendOnSave/Close/Rename reach every sink, Release lets them go."""
    assert run_mode(boot, 'advise', width=width) == [
        'create hr=00000000',
        'advise hr=00000000 conn=1 refs=2',
        'advise again hr=00000000 conn=2 refs=3',
        'advise NULL hr=00000000 conn=3',
        'save hr=00000000 saves=2',
        'unadvise hr=00000000 refs=2',
        'unadvise again hr=80040004',
        'unadvise bad hr=80040004',
        'advise reuse hr=00000000 conn=1',
        'close hr=00000000 closes=2',
        'rename(NULL) hr=00000000 renames=2',
        'release=0 refs=1',
    ]


def test_objects_saved_to_and_made_from_streams(boot, width):
    """OleSaveToStream writes the CLSID and the object's own bytes; OleLoadFromStream
    makes it again through the program's class factory; Read/WriteClassStm;
    OleSetContainedObject on an object without IRunnableObject."""
    assert run_mode(boot, 'persist', width=width) == [
        'save hr=00000000 size=20',
        'ReadClassStm hr=00000000 test=1',
        'load unregistered hr=80040154 null=1',
        'load hr=00000000 obj=1 loaded=DATA refs=1',
        'WriteClassStm hr=00000000 size=16',
        'ReadClassStm hr=00000000 unknown=1',
        'ReadClassStm at end hr=8003001e',
        'OleSetContainedObject hr=00000000',
    ]


def test_free_threaded_marshaler(boot, width):
    """CoCreateFreeThreadedMarshaler: a non-delegating IUnknown whose IMarshal counts on
    and asks the outer object; alone, it is its own outer."""
    assert run_mode(boot, 'ftm', width=width) == [
        'create hr=00000000 inner=1 outer refs=1',
        'qi IMarshal hr=00000000 outer refs=2',
        'IMarshal qi IUnknown hr=00000000 outer=1 refs=3',
        'IMarshal release=1 outer refs=1',
        'qi IStream hr=80004002 null=1',
        'inner release=0',
        'alone: qi back hr=00000000 same=1',
        'alone release=0',
    ]
