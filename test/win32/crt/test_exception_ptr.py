"""MSVCP140's std::exception_ptr functions (``__ExceptionPtr*``, dlls/msvcp140/excptr.py;
issue 23: cppcheck 2.22's x64 build and Qt's files import them).

test/exe/excptr.exe and test/exe64/excptr.exe (guests/tests/excptr.c) call them through
GetProcAddress with an exception of a class of the guest's own (a copy constructor that
numbers its copies, a destructor that counts) and its ThrowInfo as Visual C++ lays one
out (x64: image-relative): make_exception_ptr copies the object once, copies and
assignments of the exception_ptr share it, the last destroy runs the destructor,
current_exception outside a catch block is empty, rethrow_exception raises a C++
exception (the magic number, the same ThrowInfo; at x64 a fourth parameter, the image
base) that a vectored handler sees.

Expected: Wine 8's lines (32- and 64-bit prefixes), run from a build without the swap
(``-DNO_SWAP``: Wine 8 has no ``__ExceptionPtrSwap`` and aborts there), but for the
rethrown object: Visual C++'s library throws a new copy of the held exception (the
catch that takes it destroys it; microsoft/STL's excptptr.cpp builds it on its stack),
so the copy constructor has run twice ("serial 2 copies 2"); Wine 8 throws the held
object itself ("serial 1 copies 1").
"""

from paths import guest_exe


def _expected(width):
    return [
        'empty: bool 0, equal to another empty 1',
        'make_exception_ptr: copies 1 dtors 0 bool 1',
        'copied: copies 1, equal 1',
        'an empty one equal 0',
        'assigned: equal 1, copies 1',
        'one of three destroyed: dtors 0',
        'swapped: ep3 bool 0, ep4 bool 1, ep4 equal 1',     # Wine 8: no __ExceptionPtrSwap
        'two destroyed: dtors 0',
        'current_exception outside a catch: bool 0',
        # Wine: serial 1 copies 1 (it throws the held object, not a copy)
        'rethrown: params %d magic 0x19930520 value 42 serial 2 copies 2 same ThrowInfo 1'
        % (3 if width == 4 else 4),
        'last reference destroyed: dtors 1',
        'done',
    ]


def test_exception_ptr(boot, tmp_path, width):
    d = boot(guest_exe("excptr", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == _expected(width)
