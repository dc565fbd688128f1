"""A program's own DLLs (guests/tests/dlltest.c, dllfun.c, dllbase.c, dllstat.c).

The four are built for both widths (test/exe/ and test/exe64/; guests/Makefile's
dlltest rules): the loading test and the relocation test run each build (the ``width``
fixture). The expected lines are what Wine 8 prints for each build (64-bit Wine for the
x86-64 one) but the two paths, which are the VFS's (Wine's are Z:\...)."""

import os
import shutil

from wineagent.vm import VM
from wineagent.win32.kernel.dllload import DllLoadError

from paths import guest_exe
from procs import ROOT

EXE_DIR = os.path.join(ROOT, "test", "exe")
DLLTEST = os.path.join(EXE_DIR, "dlltest.exe")

EXPECTED = [
    "static_import=42",                 # dllstat.dll bound at load, its DllMain ran first
    "missing=1 error=126",              # ERROR_MOD_NOT_FOUND
    "loaded=1 aligned=1",
    "add2=42",
    "times3_by_ordinal=42",             # exported by ordinal only (NONAME)...
    "times3_by_name=1",                 # ...so not by name
    "forwarded=5",                      # fwd_len = KERNEL32.lstrlenA
    "no_such_export=1 error=127",       # ERROR_PROC_NOT_FOUND
    "chained_dll=1234",                 # dllfun imports dllbase: its DllMain ran first
    "counts_after_load=100",            # one DLL_PROCESS_ATTACH
    "counts_after_thread=111",          # a thread: DLL_THREAD_ATTACH and _DETACH
    "dll_path=C:\\dllfun.dll",          # GetModuleFileName honours the module handle
    "exe_path=C:\\dlltest.exe",
    "by_name=1",
    "same_handle=1",
    "still_loaded=1",                   # two LoadLibrary, one FreeLibrary
    "dllfun_detach=0",                  # the last FreeLibrary: DLL_PROCESS_DETACH
    "unloaded=1",
    "dllstat_detach=1",                 # the process exits: detach, lpReserved != NULL
]


def _run(vm, batches=50):
    for _ in range(batches):
        vm.run_batch()
        if vm.ended:
            break


def test_a_program_loads_its_dlls_binds_exports_and_runs_dllmain(boot, width):
    d = boot(guest_exe("dlltest", width), settle=False)
    _run(d.vm)
    assert d.vm.machine.fault is None
    expected = list(EXPECTED)
    if width == 8:
        # printf("missing=%d error=%lu", LoadLibraryA(...) == NULL, GetLastError()): x86-64
        # gcc evaluates the arguments last to first, so GetLastError runs before the
        # LoadLibrary it was meant to report (64-bit Wine prints the same 0).
        expected[1] = "missing=1 error=0"
    assert d.vm.stdout_log == expected
    assert d.vm.machine.exit_code == 0
    # FreeLibrary of dllfun released dllbase too; the static import stays.
    assert sorted(d.vm.dlls.modules) == ["dllstat.dll"]


def test_a_dll_whose_preferred_base_is_taken_is_relocated(width):
    vm = VM(guest_exe("dlltest", width))
    try:
        m = vm.dlls.load("dllbase.dll")
        assert m.image.parsed.image_base == 0x10000000   # the heap is there
        assert m.base != 0x10000000 and vm.dlls.export(m, "dllbase_value")
    finally:
        vm.close()


def _folder_with(tmp_path, **dlls):
    shutil.copy(DLLTEST, tmp_path)
    shutil.copy(os.path.join(EXE_DIR, "dllstat.dll"), tmp_path)
    for name, data in dlls.items():
        (tmp_path / (name + ".dll")).write_bytes(data)
    return VM(str(tmp_path / "dlltest.exe"))


def test_known_dlls_stay_built_in_and_app_local_copies_of_others_win(tmp_path):
    with open(os.path.join(EXE_DIR, "dllbase.dll"), "rb") as f:
        data = f.read()
    wine = bytearray(data)
    wine[0x40:0x50] = b"Wine builtin DLL"
    vm = _folder_with(tmp_path, kernel32=data, winmm=data, comctl32=bytes(wine))
    try:
        # KERNEL32 is a KnownDLL: the copy next to the program is never loaded.
        assert vm.dlls.load("kernel32.dll") is None
        # WINMM is not: the program's own copy wins over the built-in.
        m = vm.dlls.load("winmm.dll")
        assert m is not None and m.guest_path == "C:\\winmm.dll"
        # Wine's PE build of a system DLL stands for that DLL: ours is used.
        assert vm.dlls.load("comctl32.dll") is None
    finally:
        vm.close()


def test_set_default_dll_directories_system32_leaves_the_program_folder_out(tmp_path):
    with open(os.path.join(EXE_DIR, "dllbase.dll"), "rb") as f:
        vm = _folder_with(tmp_path, winmm=f.read())
    try:
        assert vm.dlls.set_default_directories(0x800)      # LOAD_LIBRARY_SEARCH_SYSTEM32
        assert vm.dlls.load("winmm.dll") is None             # the built-in WINMM
        assert not vm.dlls.set_default_directories(0x1)      # not a search flag
        assert vm.dlls.set_default_directories(0x1000)       # ..._DEFAULT_DIRS
        assert vm.dlls.load("winmm.dll") is not None         # the program's copy again
    finally:
        vm.close()


def _folder_without_dllbase(tmp_path, width):
    folder = os.path.dirname(guest_exe("dlltest", width))
    for name in ("dlltest.exe", "dllstat.dll", "dllfun.dll"):
        shutil.copy(os.path.join(folder, name), tmp_path)
    return str(tmp_path / "dlltest.exe")


def test_loadlibrary_of_a_dll_whose_import_is_nowhere_fails_with_mod_not_found(
        boot, width, tmp_path):
    # dllfun.dll imports dllbase.dll, which is not in the folder (nor a built-in, nor a
    # Windows DLL): Windows' and Wine's loaders refuse the whole DLL, LoadLibrary answers
    # NULL with ERROR_MOD_NOT_FOUND ("err:module:import_dll Library dllbase.dll (which
    # is needed by ...dllfun.dll) not found"). Wine 8 prints these three lines, then
    # dlltest calls the NULL it got from GetProcAddress(NULL, ...) and faults, as here.
    d = boot(_folder_without_dllbase(tmp_path, width), settle=False)
    _run(d.vm)
    expected = ["static_import=42", "missing=1 error=126", "loaded=0 aligned=1"]
    if width == 8:
        expected[1] = "missing=1 error=0"   # the argument order, as above
    assert d.vm.stdout_log[:3] == expected
    assert "dllfun.dll" not in d.vm.dlls.modules


def test_a_failed_dependency_leaves_nothing_loaded(width, tmp_path):
    vm = VM(_folder_without_dllbase(tmp_path, width))
    try:
        before, pending = sorted(vm.dlls.modules), list(vm.dlls.pending)
        try:
            vm.dlls.load("dllfun.dll")
        except DllLoadError as e:
            assert e.error == 126 and "dllbase.dll" in str(e)
        else:
            raise AssertionError("dllfun.dll loaded without its dllbase.dll")
        assert sorted(vm.dlls.modules) == before and vm.dlls.pending == pending
    finally:
        vm.close()
