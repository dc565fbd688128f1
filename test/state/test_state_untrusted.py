"""A state file is untrusted input: whatever its bytes, loading it calls nothing outside
the registry of reconstructors, writes nothing outside the loading session's drive, and
a refusal is one line that leaves the session as it was (docs/state.md, "Untrusted
files")."""

import gc
import io
import pickle
import struct
import sys
import zlib

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import wineagent
from wineagent.state import fileformat, pickling, session
from wineagent.state.errors import StateFileError
from wineagent.state.unpickler import Refused, SafeUnpickler
from wineagent.win32.kernel import files as kfiles

from procs import RunProcess


@pytest.fixture(scope="module")
def desk():
    d = wineagent.Desktop(app="winmine")
    d.step(20)
    yield d
    d.close()


def _program(d):
    return fileformat.program_sha256(d.vm.exe_path)


def _pack(d, raw):
    return fileformat.pack(raw, _program(d), "winmine.exe", 4)


def _plain(host_value):
    """A first part whose "host" entry is ``host_value`` (pickled as the attacker wants)."""
    return pickle.dumps({"width": 4, "memory": [], "cpu": None, "drive": {}, "host": host_value},
                        protocol=5)


def _real_plain(d):
    """The first part of a real state of ``d``, so that a load reaches the second."""
    header, raw = fileformat.unpack(session.save_bytes(d.host), _program(d))
    stream = io.BytesIO(raw)
    pickle.load(stream)
    return raw[:stream.tell()]


class _Ref:
    """Pickles as a call of reconstructor ``fn`` with ``args``; callable so that pickle
    lets it stand as the callable of another reduce."""

    def __init__(self, fn, *args):
        self.fn, self.args = fn, args

    def __reduce__(self):
        return (self.fn, self.args)

    def __call__(self, *a):
        raise AssertionError("never called on this side")


class _Call:
    """Pickles as ``callable(*args)`` where callable is itself pickled (a _Ref)."""

    def __init__(self, fn, *args):
        self.fn, self.args = fn, args

    def __reduce__(self):
        return (self.fn, self.args)


def _refused(d, data, *words):
    before = d.png_bytes()
    with pytest.raises(StateFileError) as e:
        session.load_bytes(d.host, data)
    msg = str(e.value)
    assert "\n" not in msg and len(msg) < 600, msg
    for w in words:
        assert w in msg, msg
    assert d.png_bytes() == before             # the session is as it was
    return msg


# -- the crafted files of the report ---------------------------------------------------
@pytest.mark.parametrize("module, name, arg", [
    ("wineagent.win32.kernel.files", "os.popen", "touch {marker}"),
    ("wineagent.win32.kernel.files", "os.system", "touch {marker}"),
    ("wineagent.win32.kernel.vfs", "os.makedirs", "{marker}"),
    ("wineagent.win32.kernel.fileops", "shutil.rmtree", "{victim}"),
])
def test_a_function_reached_through_a_module_attribute_is_refused(desk, tmp_path, module,
                                                                  name, arg):
    """_rebuild_function_ref of a name the module imported (``files.os.popen``) is
    refused: it returns only functions defined in the emulator's modules."""
    marker, victim = tmp_path / "pwned", tmp_path / "victim"
    victim.mkdir()
    evil = _Call(_Ref(pickling._rebuild_function_ref, module, name),
                 arg.format(marker=marker, victim=victim))
    _refused(desk, _pack(desk, _plain(evil)), "refused")
    assert not marker.exists() and victim.exists()


def test_a_rebuilt_emulator_function_is_data_never_called(desk, tmp_path):
    """Even a function the emulator does define is not called by a file: REDUCE calls
    registry entries only."""
    marker = tmp_path / "made"
    evil = _Call(_Ref(pickling._rebuild_function_ref, "wineagent.win32.kernel.vfs",
                      "Vfs.install_file"), str(marker), "x")
    _refused(desk, _pack(desk, _plain(evil)), "refused")
    assert not marker.exists()


def test_an_emulator_class_is_not_called_with_the_files_arguments(desk, tmp_path):
    """Vfs(root) would create its root folder: a class is never called by a file unless
    it is an Enum or has a registered reconstructor."""
    from wineagent.win32.kernel.vfs import Vfs
    marker = tmp_path / "root"
    _refused(desk, _pack(desk, _plain(_Call(Vfs, str(marker)))), "calls the class")
    assert not marker.exists()


def test_a_bound_method_of_the_state_is_never_called(desk, tmp_path):
    from wineagent.win32.kernel.vfs import Vfs
    target = Vfs.__new__(Vfs)
    evil = _Call(_Ref(pickling._rebuild_method, target, "install_file"),
                 "/etc/hostname", "x")
    _refused(desk, _pack(desk, _plain(evil)), "refused")


def test_a_reconstructor_refuses_arguments_of_the_wrong_kind(desk):
    evil = _Call(pickling._rebuild_function, 1, 2, 3, 4, 5, 6)
    _refused(desk, _pack(desk, _plain(evil)), "argument 1")


def test_a_builtin_type_is_not_a_way_to_allocate_without_bound(desk):
    """bytearray(10**12) or list(range(10**12)) would exhaust memory: builtin types are
    built from data of their own kind only."""
    _refused(desk, _pack(desk, _plain(_Call(bytearray, 10 ** 12))), "bytearray of a int")
    _refused(desk, _pack(desk, _plain(_Call(list, range(10 ** 12)))), "list of a range")


def test_an_object_of_the_session_is_never_modified(desk):
    """BUILD on an object that came by persistent id (the live event bus) is refused."""
    bus = desk.vm.events
    before = dict(vars(bus))
    graph = (pickle.PROTO + b"\x05" + _unicode("session") + _unicode("events") +
             pickle.TUPLE2 + pickle.BINPERSID + pickle.EMPTY_DICT + _unicode("seq") +
             pickle.NONE + pickle.SETITEM + pickle.BUILD + pickle.STOP)
    _refused(desk, _pack(desk, _real_plain(desk) + graph), "did not create")
    assert vars(bus) == before


def test_a_drive_path_that_leaves_the_drive_is_refused(desk):
    class P(pickle.Pickler):
        def persistent_id(self, obj):
            return ("vfs", "/../../../etc/passwd") if obj == "PATH" else None
    buf = io.BytesIO(_real_plain(desk))
    buf.seek(0, 2)
    P(buf, protocol=5).dump(["PATH"])
    _refused(desk, _pack(desk, buf.getvalue()), "leaves C:")


def test_a_font_not_bundled_is_refused(desk):
    class P(pickle.Pickler):
        def persistent_id(self, obj):
            return ("font", "../../../../etc/passwd") if obj == "FONT" else None
    buf = io.BytesIO(_real_plain(desk))
    buf.seek(0, 2)
    P(buf, protocol=5).dump(["FONT"])
    _refused(desk, _pack(desk, buf.getvalue()), "no bundled font")


def test_a_state_whose_drive_is_another_folder_is_refused(desk, monkeypatch):
    """A VM whose drive root is a host folder other than the loading session's new one
    (here: the saver's own, written as a plain string) is refused."""
    monkeypatch.setattr(pickling.StatePickler, "persistent_id",
                        lambda self, obj: None if type(obj) is str
                        else self._pids.get(id(obj)))
    data = session.save_bytes(desk.host)
    monkeypatch.undo()
    _refused(desk, data, "drive is not the loading session's")


def test_a_state_whose_vm_lacks_a_subsystem_or_retypes_it_is_refused(desk):
    """Code reads vm.kernel, vm.crt, ... without a default (issue 21: state declared
    once), so a VM without one, or with another type in its place, is refused."""
    vm = desk.vm
    kernel = vm.__dict__.pop("kernel")
    try:
        data = session.save_bytes(desk.host)
    finally:
        vm.kernel = kernel
    _refused(desk, data, "its VM lacks kernel")
    crt, vm.crt = vm.crt, {"streams": {}}
    try:
        data = session.save_bytes(desk.host)
    finally:
        vm.crt = crt
    _refused(desk, data, "its VM's crt is not a CrtState")


def test_an_open_file_outside_the_drive_is_refused(desk, tmp_path):
    from wineagent.state import hostfiles
    outside = tmp_path / "secret"
    outside.write_bytes(b"secret")
    state = {"vm": None, "host": str(outside), "readable": True, "writable": True,
             "append": False, "dirty": False}
    evil = _Ref(hostfiles.reopen, state, 0)
    _refused(desk, _pack(desk, _plain(evil)), "outside")


def test_a_file_object_cannot_be_built_without_its_reconstructor(desk):
    """An open host file comes only from hostfiles.reopen (which checks its path): NEWOBJ
    of FileObject with a state of the file's choosing is refused."""
    stream = (pickle.PROTO + b"\x05" + _global(_HOME, "FileObject") + pickle.EMPTY_TUPLE +
              pickle.NEWOBJ + pickle.STOP)
    _refused(desk, _pack(desk, stream), "only built by its reconstructor")


# -- bounded expansion -------------------------------------------------------------------
def _forged_header(d, payload, raw_bytes):
    import hashlib
    import json
    header = json.dumps({
        "format": fileformat.FORMAT, "program": _program(d), "programName": "w",
        "payloadBytes": len(payload), "payloadSha256": hashlib.sha256(payload).hexdigest(),
        "rawBytes": raw_bytes, "compression": "zlib", "width": 4}).encode()
    return fileformat.MAGIC + struct.pack(">I", len(header)) + header + payload


def test_a_payload_that_expands_beyond_its_header_is_refused_without_expanding(desk):
    z = zlib.compressobj(1)
    payload = b"".join(z.compress(bytes(1 << 24)) for _ in range(16)) + z.flush()
    assert len(payload) < 2 << 20                 # 256 MiB of zeros in about 1 MiB
    _refused(desk, _forged_header(desk, payload, 1000), "expands beyond")


def test_a_header_claiming_more_than_the_cap_is_refused(desk):
    payload = zlib.compress(b"x")
    _refused(desk, _forged_header(desk, payload, fileformat.MAX_RAW + 1), "more than")
    _refused(desk, _forged_header(desk, payload, "big"), "rawBytes")


def test_a_bomb_on_run_load_state_exits_2_with_one_line(tmp_path):
    d = wineagent.Desktop(app="winmine")
    try:
        z = zlib.compressobj(1)
        payload = b"".join(z.compress(bytes(1 << 24)) for _ in range(8)) + z.flush()
        data = _forged_header(d, payload, 100)
    finally:
        d.close()
    path = tmp_path / "bomb.wastate"
    path.write_bytes(data)
    run = RunProcess("--app", "winmine", "--load-state", str(path), "--control", "0",
                     ready=False)
    assert run.wait() == 2
    err = "".join(run.stderr)
    assert "expands beyond" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_a_crafted_state_over_http_answers_ok_false(tmp_path):
    marker = tmp_path / "pwned"
    d = wineagent.Desktop(app="winmine")
    try:
        evil = _Call(_Ref(pickling._rebuild_function_ref, "wineagent.win32.kernel.files",
                          "os.system"), "touch %s" % marker)
        (tmp_path / "evil.wastate").write_bytes(_pack(d, _plain(evil)))
    finally:
        d.close()
    run = RunProcess("--app", "winmine", "--frozen", "--control", "0")
    try:
        status, reply = run.post({"id": 1, "action": "load",
                                  "args": {"path": str(tmp_path / "evil.wastate")}})
        assert status == 200 and reply["ok"] is False and "refused" in reply["error"]
        assert run.cmd("ping")["frozen"] is True
    finally:
        run.close()
    assert not marker.exists()


# -- any byte sequence: only the registry is ever called -----------------------------------
_SENTINEL_CALLS = []


def _count(name):
    def fn(*a, **k):
        _SENTINEL_CALLS.append(name)
    return fn


class Sentinel:
    """A class defined (as far as its names say) in an emulator module, every hook of
    which counts a call: a state file must not be able to run any of them."""

    __init__ = _count("__init__")
    __setstate__ = _count("__setstate__")
    __setattr__ = _count("__setattr__")
    __setitem__ = _count("__setitem__")
    __call__ = _count("__call__")
    append = _count("append")
    extend = _count("extend")
    add = _count("add")

    def __hash__(self):
        _SENTINEL_CALLS.append("__hash__")
        return 1

    def __eq__(self, other):
        _SENTINEL_CALLS.append("__eq__")
        return False


class PlainSentinel:
    """No hooks of its own but a counting ``__hash__``: creatable by NEWOBJ, never
    hashed by a load."""

    def __hash__(self):
        _SENTINEL_CALLS.append("plain __hash__")
        return 1


def sentinel_function(*a):
    """A module-level function of an emulator module (as far as its names say)."""
    _SENTINEL_CALLS.append("function")


_HOME = "wineagent.win32.kernel.files"
for _obj in (Sentinel, PlainSentinel, sentinel_function):
    _obj.__module__ = _HOME
    setattr(sys.modules[_HOME], _obj.__name__, _obj)


def _global(module, name):
    return b"c" + module.encode() + b"\n" + name.encode() + b"\n"


def _unicode(s):
    b = s.encode()
    return b"X" + struct.pack("<I", len(b)) + b


_NAMES = [
    (_HOME, "Sentinel"), (_HOME, "PlainSentinel"), (_HOME, "sentinel_function"),
    (_HOME, "os.popen"), (_HOME, "os"), ("os", "system"), ("builtins", "eval"),
    ("builtins", "getattr"), ("builtins", "list"), ("builtins", "bytearray"),
    ("builtins", "dict"), ("builtins", "set"), ("builtins", "object"),
    ("collections", "defaultdict"), ("collections", "OrderedDict"),
    ("collections", "deque"), ("copyreg", "_reconstructor"), ("array", "array"),
    ("wineagent.state.pickling", "_rebuild_function_ref"),
    ("wineagent.state.pickling", "_rebuild_method"),
    ("wineagent.state.pickling", "_rebuild_function"),
    ("wineagent.state.coroutines", "resumed"), ("wineagent.state.hostfiles", "reopen"),
    ("wineagent.win32.kernel.vfs", "Vfs"), ("wineagent.vm", "VM"),
    ("wineagent.events.hooks", "_rebuild_log"), ("PIL.Image", "Image"),
]
_STRINGS = [_HOME, "Sentinel", "sentinel_function", "os.popen", "Vfs.install_file",
            "install_file", "append", "__class__", "touch /tmp/x", "fresh", "await"]

_piece = st.one_of(
    st.sampled_from([_global(m, n) for m, n in _NAMES]),
    st.sampled_from([_unicode(s) for s in _STRINGS]),
    st.sampled_from([pickle.REDUCE, pickle.NEWOBJ, pickle.NEWOBJ_EX, pickle.BUILD,
                     pickle.APPEND, pickle.APPENDS, pickle.SETITEM, pickle.SETITEMS,
                     pickle.ADDITEMS, pickle.MARK, pickle.TUPLE, pickle.TUPLE1,
                     pickle.TUPLE2, pickle.TUPLE3, pickle.EMPTY_TUPLE, pickle.EMPTY_LIST,
                     pickle.EMPTY_DICT, pickle.EMPTY_SET, pickle.FROZENSET, pickle.DICT,
                     pickle.LIST, pickle.MEMOIZE, pickle.POP, pickle.DUP, pickle.NONE,
                     pickle.STACK_GLOBAL, pickle.OBJ, pickle.INST, pickle.EXT1,
                     pickle.BINPERSID, pickle.NEWTRUE, pickle.STOP]),
    st.integers(0, 8).map(lambda i: pickle.BINGET + bytes([i])),
    st.integers(-5, 1 << 40).map(lambda i: pickle.LONG1 + bytes([8]) +
                                 (i & (1 << 64) - 1).to_bytes(8, "little")),
    st.binary(max_size=12),
)


def _streams():
    return st.lists(_piece, max_size=40).map(lambda ps: pickle.PROTO + b"\x05" +
                                             b"".join(ps) + pickle.STOP)


# Codecs pickle's text opcodes use are imported on their first use: do it before
# profiling, so that what runs is the loader's own work.
for _codec in ("raw-unicode-escape", "raw_unicode_escape", "latin-1", "latin1", "ascii",
               "ASCII", "utf-8", "utf8", "bytes"):
    try:
        b"\\x\xff".decode(_codec, "strict")
    except (UnicodeDecodeError, LookupError):
        pass
_ALLOWED_FILES = ("/pickle.py", "/wineagent/state/unpickler.py",
                  "/wineagent/state/pickling.py", "/enum.py", "/collections/__init__.py",
                  "/copyreg.py", "/PIL/Image.py", "/types.py", "/contextlib.py")


@settings(max_examples=1500, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(_streams())
@example(pickle.PROTO + b"\x05" + pickle.EMPTY_TUPLE + pickle.BINPERSID + pickle.STOP)
def test_any_opcode_stream_calls_nothing_outside_the_registry(stream):
    """Arbitrary pickle opcode streams (built from the names, strings and calling
    opcodes an attacker would use): loading either refuses or returns data, the sentinel
    hooks are never run, and every Python function that runs belongs to pickle's loop,
    the unpickler and its registry's checks."""
    _SENTINEL_CALLS.clear()
    ran = set()

    def profile(frame, event, arg):
        # ``resolve`` below stands in for the session's resolver: a stream naming a
        # persistent id runs it, and it is the loader's caller's code, not the stream's.
        if event == "call" and frame.f_code is not resolve.__code__:
            ran.add(frame.f_code.co_filename)

    def resolve(pid):
        raise Refused("no persistent ids here")

    gc.disable()              # the test harness's own gc callbacks are not the loader's
    sys.setprofile(profile)
    try:
        SafeUnpickler(io.BytesIO(stream), resolve).load()
    except Exception:  # noqa: BLE001 - any refusal is fine; what ran is checked below
        pass
    finally:
        sys.setprofile(None)
        gc.enable()
    assert _SENTINEL_CALLS == []
    outside = {f for f in ran if not f.endswith(_ALLOWED_FILES)}
    assert not outside, outside


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(stream=_streams(), tail=_streams())
def test_any_payload_with_a_valid_header_is_a_one_line_refusal(desk, stream, tail):
    """Through the whole load path (valid header, checksum and program): a one-line
    StateFileError, the session untouched, no sentinel run."""
    _SENTINEL_CALLS.clear()
    data = _pack(desk, stream + tail)
    with pytest.raises(StateFileError) as e:
        session.load_bytes(desk.host, data)
    assert "\n" not in str(e.value)
    assert _SENTINEL_CALLS == []
