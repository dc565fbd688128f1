"""The virtual file system: path mapping, confinement to the root, file APIs from a guest."""

import os

import pytest

from filetest_guest import EXE, run_filetest
from wineagent.vm import VM
from wineagent.abi.api import Call, lookup
from wineagent.win32.kernel.epoch import EPOCH_UNIX
from wineagent.win32.kernel.vfs import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND,
                                        ERROR_INVALID_NAME, ERROR_PATH_NOT_FOUND, Vfs, VfsError)


@pytest.fixture
def vfs(tmp_path):
    root = tmp_path / "c"
    return Vfs(str(root))


@pytest.fixture(scope="module")
def guest_run(tmp_path_factory, width):
    """One run of filetest.exe with a sentinel file beside (outside) its VFS root, at each
    width (its i686 and x86-64 builds)."""
    base = tmp_path_factory.mktemp("vfsrun")
    sentinel = base / "sentinel.txt"
    sentinel.write_bytes(b"secret")
    os.utime(str(sentinel), (1000000000, 1000000000))
    before = sorted(os.listdir(str(base)))
    root = base / "c"
    vm, results = run_filetest(root, args="/sentinel " + str(sentinel), width=width)
    yield {"vm": vm, "results": results, "root": root, "base": base,
           "sentinel": sentinel, "before": before}
    vm.close()


# -- path mapping -------------------------------------------------------------------------
def test_drive_absolute_relative_and_forward_slash_paths_map_under_the_root(vfs):
    root = vfs.root
    assert vfs.resolve("C:\\dir\\file.txt") == (("dir", "file.txt"),
                                                os.path.join(root, "dir", "file.txt"))
    assert vfs.resolve("c:/dir/file.txt")[0] == ("dir", "file.txt")
    assert vfs.resolve("\\dir\\file.txt")[0] == ("dir", "file.txt")
    assert vfs.resolve("file.txt")[0] == ("file.txt",)
    vfs.cwd = ("dir",)
    assert vfs.resolve("sub\\f")[0] == ("dir", "sub", "f")
    assert vfs.resolve("C:f")[0] == ("dir", "f")           # drive-relative
    assert vfs.resolve("\\f")[0] == ("f",)
    assert vfs.resolve(".\\f")[0] == ("dir", "f")
    assert vfs.resolve("C:\\")[0] == ()
    assert vfs.resolve("file.txt. ")[0] == ("dir", "file.txt")  # Win32 strips these


def test_lookup_is_case_insensitive_and_new_names_keep_the_guest_spelling(vfs):
    os.makedirs(os.path.join(vfs.root, "Data"))
    with open(os.path.join(vfs.root, "Data", "Scores.TXT"), "w") as f:
        f.write("x")
    assert vfs.resolve("C:\\DATA\\scores.txt")[1] == os.path.join(vfs.root, "Data", "Scores.TXT")
    assert vfs.resolve("c:\\data\\New.txt")[1] == os.path.join(vfs.root, "Data", "New.txt")


@pytest.mark.parametrize("path, parts", [
    ("..\\x", ("x",)), ("C:\\..\\x", ("x",)), ("a\\..\\b", ("b",)),
    ("C:/a/../../x", ("x",)), ("sub\\deep\\..\\f", ("sub", "f")),
])
def test_dot_dot_goes_up_one_component_and_stops_at_the_root(vfs, path, parts):
    """Windows' normalisation: '..' drops the previous component; at C:\\ there is none
    to drop, so no '..' can reach above the root."""
    assert vfs.resolve(path)[0] == parts
    assert vfs.resolve(path)[1].startswith(vfs.root)


@pytest.mark.parametrize("path", [
    "D:\\x", "Z:x", "\\\\server\\share\\x", "\\\\?\\D:\\x", "\\\\.\\C:\\x", "//server/x",
    "CON", "con.txt", "C:\\dir\\NUL", "aux", "prn.log", "COM1", "lpt9.txt", "CONOUT$",
    "a\0b", "...", "C:\\ \\x",
])
def test_escapes_devices_and_foreign_drives_are_access_denied(vfs, path):
    with pytest.raises(VfsError) as e:
        vfs.resolve(path)
    assert e.value.code == ERROR_ACCESS_DENIED


@pytest.mark.parametrize("path, parts", [
    ("/etc/passwd", ("etc", "passwd")), ("/tmp", ("tmp",)), ("/", ()), ("\\a/b", ("a", "b")),
])
def test_a_leading_separator_is_the_root_of_drive_c(vfs, path, parts):
    """Windows roots a path that starts with one '/' or '\\' on the current drive: a
    host path such as /etc/passwd names C:\\etc\\passwd, inside the folder."""
    assert vfs.resolve(path) == (parts, vfs.host_path(parts))
    assert vfs.resolve(path)[1].startswith(vfs.root)


@pytest.mark.parametrize("path, device", [
    ("NUL", "NUL"), ("nul.txt", "NUL"), ("nul:", "NUL"), ("NUL ", "NUL"), ("C:nul", "NUL"),
    ("/nul", "NUL"), ("\\\\.\\nul", "NUL"), ("con", "CON"), ("C:\\aux.log", "AUX"),
    ("COM9", "COM9"), ("lpt1.txt", "LPT1"),
    ("nulx", None), ("a.nul", None), ("COM0", None), ("COM10", None), ("CONOUT$", None),
    ("\\\\?\\C:\\nul", None), ("nul\\x", None),
])
def test_device_names_are_read_from_the_last_component(vfs, path, device):
    """RtlIsDosDeviceName_U's rule: the last component less a trailing ':' and its
    extension (or trailing spaces); a \\\\?\\ path names no device."""
    assert vfs.device(path) == device


def test_a_device_in_a_missing_folder_is_path_not_found(vfs):
    """Wine 8 looks for the folder first: C:\\nothere\\nul is ERROR_PATH_NOT_FOUND."""
    with pytest.raises(VfsError) as e:
        vfs.device("C:\\nothere\\nul")
    assert e.value.code == ERROR_PATH_NOT_FOUND


@pytest.mark.parametrize("path", ["a<b", "a>b", 'a"b', "a|b", "a?b", "a*b", "ab:c", "x\x01"])
def test_reserved_characters_are_an_invalid_name(vfs, path):
    with pytest.raises(VfsError) as e:
        vfs.resolve(path)
    assert e.value.code == ERROR_INVALID_NAME


def test_wildcards_are_allowed_only_in_a_search_pattern_leaf(vfs):
    assert vfs.split("C:\\dir\\*.txt", allow_wildcards=True) == ("dir", "*.txt")
    with pytest.raises(VfsError):
        vfs.split("C:\\d*r\\x.txt", allow_wildcards=True)


def test_a_symlink_leading_out_of_the_root_is_refused(vfs, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret")
    os.symlink(str(outside), os.path.join(vfs.root, "link"))
    os.symlink(str(outside / "secret.txt"), os.path.join(vfs.root, "file"))
    for path in ("C:\\link\\secret.txt", "C:\\LINK\\new.txt", "C:\\file", "C:\\link"):
        with pytest.raises(VfsError) as e:
            vfs.resolve(path)
        assert e.value.code == ERROR_ACCESS_DENIED
    # A symlink that stays inside is an ordinary entry.
    os.makedirs(os.path.join(vfs.root, "real"))
    os.symlink(os.path.join(vfs.root, "real"), os.path.join(vfs.root, "alias"))
    assert vfs.resolve("C:\\alias\\x")[1] == os.path.join(vfs.root, "alias", "x")


def test_missing_error_tells_a_missing_leaf_from_a_missing_directory(vfs):
    os.makedirs(os.path.join(vfs.root, "d"))
    assert vfs.missing_error(vfs.split("C:\\d\\f")) == ERROR_FILE_NOT_FOUND
    assert vfs.missing_error(vfs.split("C:\\e\\f")) == ERROR_PATH_NOT_FOUND


def test_the_temporary_folder_exists_from_its_first_lookup_and_only_then(vfs):
    # Windows' TEMP folder always exists (GNU make warns about one that does not); the
    # drive makes C:\TEMP when a path in it is first looked up, not before
    assert not os.path.exists(os.path.join(vfs.root, "TEMP"))
    vfs.host_path(vfs.split("C:\\other\\x"))
    assert not os.path.exists(os.path.join(vfs.root, "TEMP"))
    host = vfs.host_path(vfs.split("c:\\temp\\make1.sh"))
    assert os.path.isdir(os.path.join(vfs.root, "TEMP"))
    assert host == os.path.join(vfs.root, "TEMP", "make1.sh")
    # made once: a program that removes it later finds it gone, as on Windows
    os.rmdir(os.path.join(vfs.root, "TEMP"))
    vfs.host_path(vfs.split("C:\\TEMP"))
    assert not os.path.exists(os.path.join(vfs.root, "TEMP"))


def test_vfs_include_copies_matching_files_keeping_relative_paths(vfs, tmp_path):
    src = tmp_path / "src"
    (src / "sub" / "deep").mkdir(parents=True)
    (src / "a.txt").write_text("A")
    (src / "b.dat").write_text("B")
    (src / "sub" / "deep" / "c.txt").write_text("C")
    copied = vfs.include(["*.txt"], base_dir=str(src))
    assert copied == ["C:\\a.txt"]
    copied = vfs.include("**/*", base_dir=str(src))
    assert sorted(copied) == ["C:\\a.txt", "C:\\b.dat", "C:\\sub\\deep\\c.txt"]
    with open(os.path.join(vfs.root, "sub", "deep", "c.txt")) as f:
        assert f.read() == "C"
    with pytest.raises(ValueError):
        vfs.include(["../*"], base_dir=str(src / "sub"))


def test_a_vm_without_a_root_owns_a_temporary_one_and_close_removes_it(tmp_path):
    vm = VM(EXE, args="/readreg")
    root = vm.vfs.root
    assert os.path.isfile(os.path.join(root, "filetest.exe"))  # GetModuleFileName's file
    vm.close()
    assert not os.path.exists(root)
    given = tmp_path / "keep"
    vm = VM(EXE, vfs_root=str(given))
    vm.close()
    assert os.path.isfile(str(given / "filetest.exe"))


# -- from guest code ------------------------------------------------------------------------------
#: The escape attempts whose '..' Windows normalises inside the drive (filetest.c's
#: list): "..\\..\\etc\\passwd" is C:\\etc\\passwd (no such folder: 3), "C:\\..\\x" and
#: "C:/data/../../x" are C:\\x, "data\\..\\..\\sentinel.txt" is C:\\sentinel.txt — files
#: inside the root, written there (the host's sentinel beside the root is another file).
#: "\\\\?\\C:\\x" is the same C:\\x in the file namespace, so it reads what "C:\\..\\x"
#: wrote. The devices open as on Windows (test_dos_paths.py): CON is the console's input
#: when read, its output when written; nul.txt is NUL; this machine has no COM1 (2).
#: "/etc/passwd" is rooted on C: as Windows roots it: C:\\etc does not exist (3).
DOTDOT = {0: ("err3", "err3"), 1: ("err2", "ok5"), 2: ("ok5", "ok5"), 3: ("ok0", "ok5"),
          4: ("ok0", "ok5"), 5: ("err3", "err3"), 8: ("err2", "ok5"), 9: ("ok5", "ok5"),
          10: ("err2", "err2")}


def test_foreign_paths_are_refused_devices_open_and_dotdot_stays_inside(guest_run):
    r = guest_run["results"]
    for i in range(11):
        want = DOTDOT.get(i, ("err5", "err5"))
        assert (r["esc%d.read" % i], r["esc%d.write" % i]) == want, i


def test_a_host_absolute_path_neither_reads_nor_modifies_a_file_outside_the_root(guest_run):
    r = guest_run["results"]
    # The host path is rooted on C: as Windows roots it: C:\\tmp\\... has no such folders.
    assert r["sentinel.read"] == "err3"
    assert r["sentinel.write"] == "err3"
    assert r["sentinel.fopen"] == "null"
    assert r["sentinel.delete"] == "0/3"
    s = guest_run["sentinel"]
    assert s.read_bytes() == b"secret"
    assert os.stat(str(s)).st_mtime == 1000000000
    # Nothing appeared beside the root either ("..\..\x" resolved against the host).
    assert sorted(os.listdir(str(guest_run["base"]))) == sorted(guest_run["before"] + ["c"])
    # ...and no refused write landed inside the root under some mangled name: only the
    # two files the '..' paths name hold what was written.
    root = str(guest_run["root"])
    pwned = sorted(os.path.relpath(os.path.join(d, f), root)
                   for d, _, fs in os.walk(root) for f in fs
                   if not f.endswith(".exe") and b"PWNED" in open(os.path.join(d, f), "rb").read())
    assert pwned == ["sentinel.txt", "x"]


def test_createfile_dispositions_and_last_errors(guest_run):
    r = guest_run["results"]
    assert r["missingdir"] == "err3"
    assert r["mkdir"] == "1" and r["mkdir.again"] == "0/183"
    assert r["write.n"] == "22"
    assert r["createnew.exists"] == "err80"
    assert r["open.missing"] == "err2"
    assert r["open.missingdir"] == "err3"
    assert r["write.readonly"] == "0/5"


def test_readfile_setfilepointer_and_getfilesize_see_what_was_written(guest_run):
    r = guest_run["results"]
    assert r["size"] == "22"
    assert r["read"] == "hello via CreateFile"
    assert (r["seek"], r["read.at6"]) == ("6", "via")
    assert (r["seek.end"], r["read.tail"], r["read.eof"]) == ("18", "4", "0")
    root = guest_run["root"]
    assert (root / "data" / "out.txt").read_bytes() == b"hello via CreateFile\r\n"


def test_written_files_carry_the_guest_clock_as_their_time(guest_run):
    mtime = os.stat(str(guest_run["root"] / "data" / "out.txt")).st_mtime
    assert EPOCH_UNIX <= mtime < EPOCH_UNIX + 3600   # the guest calendar starts at its epoch


def test_fopen_text_mode_writes_crlf_and_reads_it_back_as_lf(guest_run):
    r = guest_run["results"]
    assert (r["fgets1"], r["fgets2"], r["fgets3"]) == ("n=42", "line2", "null")
    # ungetc after one fgetc: 'X' is pushed back, a second push has no room (EOF, printed
    # as ÿ), EOF itself is refused (-1), ftell is one back, the pushed 'X' is read first;
    # fseek drops a pushed-back character. Wine's msvcrt prints exactly this.
    assert r["ungetc"] == "n,X,\xff,-1,0,X=42" and r["ungetc.seek"] == "n"
    # feof answers _flag's _IOEOF bit (0x10), as msvcrt.dll and Wine 8 do
    assert (r["feof"], r["ftell"], r["fread"], r["binsize"]) == ("16", "13", "4", "13")
    assert r["fopen.missing"] == "null"
    assert (guest_run["root"] / "data" / "log2.txt").read_bytes() == b"n=42\r\nline2\r\n"


def test_find_attributes_move_copy_delete_and_directories(guest_run):
    r = guest_run["results"]
    assert r["find"] == "log.txt;out.txt;" and r["find.end"] == "18"
    assert r["attr.dir"] == "10" and r["attr.missing"] == "-1/2"
    assert (r["move"], r["copy"], r["copy.again"]) == ("1", "1", "0/80")
    assert (r["delete"], r["delete.again"]) == ("1", "0/2")
    assert r["rmdir.notempty"] == "0/145"
    names = sorted(os.listdir(str(guest_run["root"] / "data")))
    assert names == ["game.ini", "log2.txt", "out.txt", "rel.txt"]


def test_current_directory_temp_module_and_well_known_paths(guest_run):
    r = guest_run["results"]
    assert (r["cwd"], r["chdir"], r["cwd2"], r["rel"]) == ("C:\\", "1", "C:\\data", "20")
    assert r["temp"] == "C:\\TEMP\\"
    assert r["tempfile"] == "C:\\TEMP\\wa1.TMP"
    assert (guest_run["root"] / "TEMP" / "wa1.TMP").is_file()
    assert (r["module"], r["module.attr"]) == ("C:\\filetest.exe", "20")
    assert r["windir"] == "C:\\WINDOWS"
    assert r["fullpath"] == "C:\\data\\x.txt|x.txt"
    assert r["drives"] == "4"


def test_private_profile_strings_round_trip_through_an_ini_file(guest_run):
    r = guest_run["results"]
    assert (r["ini.int"], r["ini.str"], r["ini.default"]) == ("3", "Ann", "dflt")
    text = (guest_run["root"] / "data" / "game.ini").read_bytes()
    assert text == b'[game]\r\nlevel=3\r\nname="Ann"\r\n'


# -- Python-level handler checks ----------------------------------------------------------------
def _call(vm, dll, name, *args):
    spec = lookup(dll, name)
    return spec.func(Call(vm, spec.wide, spec), *args)


def test_writefile_to_the_standard_output_handle_lands_in_the_log(tmp_path):
    vm = VM(EXE, vfs_root=str(tmp_path))
    h = _call(vm, "KERNEL32.dll", "GetStdHandle", 0xFFFFFFF5)
    assert h == _call(vm, "KERNEL32.dll", "GetStdHandle", 0xFFFFFFF5)
    buf = vm.heap.alloc(16)
    vm.mem.write(buf, b"to stdout\n")
    assert _call(vm, "KERNEL32.dll", "WriteFile", h, buf, 10, 0, 0) == 1
    assert vm.stdout_log[-1] == "to stdout"
    vm.close()


def test_find_first_file_lists_dot_entries_below_the_root_only(tmp_path):
    vm = VM(EXE, vfs_root=str(tmp_path))
    os.makedirs(str(tmp_path / "Sub"))
    (tmp_path / "Sub" / "x").write_text("x")
    data = vm.heap.alloc(320)

    def names(pattern):
        h = _call(vm, "KERNEL32.dll", "FindFirstFileA", pattern, data)
        if h == 0xFFFFFFFF:
            return vm.last_error
        out = [(vm.mem.cstr(data + 44), vm.mem.u32(data))]
        while _call(vm, "KERNEL32.dll", "FindNextFileA", h, data):
            out.append((vm.mem.cstr(data + 44), vm.mem.u32(data)))
        _call(vm, "KERNEL32.dll", "FindClose", h)
        return out
    assert names("C:\\sub\\*") == [(".", 0x10), ("..", 0x10), ("x", 0x20)]
    assert names("C:\\*.*") == [("filetest.exe", 0x20), ("Sub", 0x10)]
    assert names("C:\\sub\\X") == [("x", 0x20)]
    assert names("C:\\sub\\y*") == ERROR_FILE_NOT_FOUND
    assert names("C:\\nosub\\*") == ERROR_PATH_NOT_FOUND
    vm.close()


@pytest.mark.parametrize("path, parts", [
    ("\\\\?\\C:\\a\\b", ("a", "b")), ("\\\\?\\c:\\", ()), ("\\\\?\\C:\\x.", ("x.",)),
])
def test_the_win32_file_namespace_is_taken_literally(vfs, path, parts):
    """\\\\?\\C:\\ paths (GetFinalPathNameByHandle's form) name C: without normalisation:
    trailing dots stay."""
    assert vfs.split(path) == parts


@pytest.mark.parametrize("path", ["\\\\?\\C:\\a\\..\\b", "\\\\?\\C:\\.\\b"])
def test_dots_in_a_win32_namespace_path_are_an_invalid_name(vfs, path):
    with pytest.raises(VfsError) as e:
        vfs.resolve(path)
    assert e.value.code == ERROR_INVALID_NAME
