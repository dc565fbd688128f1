"""Open host files across a state: a handle whose file lost its name (a POSIX delete, a
rename over it) would find another file or none when reopened by path, so a state
refuses it (NotSaveable, through the pickler's error)."""

import os
import pickle

import pytest

from wineagent.state.hostfiles import reduce_file, reopen
from wineagent.win32.kernel.files import FileObject


def test_an_open_file_is_carried_by_its_path_and_position(tmp_path):
    path = tmp_path / "f.txt"
    path.write_bytes(b"abcdef")
    fd = os.open(path, os.O_RDONLY)
    try:
        os.lseek(fd, 2, os.SEEK_SET)
        fn, (state, pos) = reduce_file(FileObject(None, str(path), fd, True, False))
        assert fn is reopen and pos == 2
        again = reopen(state, pos)
        assert again.read(2) == b"cd"
        os.close(again.fd)
    finally:
        os.close(fd)


def test_an_open_file_without_a_name_is_refused(tmp_path):
    path = tmp_path / "f.txt"
    path.write_bytes(b"abcdef")
    fd = os.open(path, os.O_RDONLY)
    try:
        f = FileObject(None, str(path), fd, True, False)
        f.deleted = True
        with pytest.raises(pickle.PicklingError, match="whose name is gone"):
            reduce_file(f)
    finally:
        os.close(fd)
