"""WINMM's multimedia file I/O (mmio*): an open file behind an HMMIO.

Two storage kinds, as Windows' built-in I/O procedures have them:

- ``DOS``: a file of the guest's C: drive, opened through the file layer (``files.open_file``,
  with CreateFile's sharing rules);
- ``MEM``: a block of guest memory that *is* the file (``fccIOProc = FOURCC_MEM`` with
  ``pchBuffer``/``cchBuffer``), growing by ``adwInfo[0]`` bytes when mmio allocated it.

An I/O buffer (``MMIO_ALLOCBUF`` or a caller's ``pchBuffer``) lives in guest memory, as a
program that uses mmioGetInfo / mmioAdvance reads and writes it directly; reads, writes
and seeks go through it as winmm's do (a buffer is loaded where the disk position is or
where a seek outside it lands, a dirty one is written back before it is replaced).
"""

import os

from .files import open_file
from .vfs import VfsError
from .handletable import handle_kind

__all__ = ["MmioFile", "FOURCC_RIFF", "FOURCC_LIST", "FOURCC_DOS", "FOURCC_MEM", "fourcc"]


def fourcc(text):
    """The FOURCC of a 4-character string."""
    b = text.encode("latin-1")
    return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24


FOURCC_RIFF, FOURCC_LIST = fourcc("RIFF"), fourcc("LIST")
FOURCC_DOS, FOURCC_MEM = fourcc("DOS "), fourcc("MEM ")

MMIOERR_FILENOTFOUND, MMIOERR_OUTOFMEMORY, MMIOERR_CANNOTOPEN = 257, 258, 259
MMIOERR_CANNOTREAD, MMIOERR_CANNOTWRITE, MMIOERR_CANNOTSEEK = 261, 262, 263
MMIOERR_CANNOTEXPAND, MMIOERR_CHUNKNOTFOUND, MMIOERR_UNBUFFERED = 264, 265, 266
MMIOERR_PATHNOTFOUND, MMIOERR_ACCESSDENIED, MMIOERR_SHARINGVIOLATION = 267, 268, 269

MMIO_READ, MMIO_WRITE, MMIO_READWRITE = 0, 1, 2
MMIO_RWMODE = 3
MMIO_DIRTY = 0x10000000
MMIO_CREATE = 0x1000
MMIO_ALLOCBUF = 0x10000
MMIO_DEFAULTBUFFER = 8192

# MMIO_SHARE* bits -> CreateFile's FILE_SHARE_* (compatibility mode shares both ways).
_SHARE = {0x00: 3, 0x10: 0, 0x20: 1, 0x30: 2, 0x40: 3}

# Win32 errors of the file layer -> the MMIOERR_ a DOS I/O procedure answers.
# (A missing folder is FILENOTFOUND too, as Wine's DOS procedure answers.)
_ERRORS = {2: MMIOERR_FILENOTFOUND, 3: MMIOERR_FILENOTFOUND, 5: MMIOERR_ACCESSDENIED,
           32: MMIOERR_SHARINGVIOLATION}


@handle_kind("multimedia file")
class MmioFile:
    """One open HMMIO (kept in ``vm.handles``)."""

    def __init__(self, vm, flags, storage):
        self.vm = vm
        self.flags = flags & ~MMIO_DIRTY       # MMIOINFO.dwFlags as mmioGetInfo shows it
        self.storage = storage                 # "DOS" or "MEM"
        self.file = None                       # FileObject of a DOS file
        self.pos = 0                           # the logical file position
        self.buf, self.buf_size, self.own_buf = 0, 0, False
        self.buf_offset = 0                    # file offset of the buffer's first byte
        self.next = self.end_read = 0          # pchNext / pchEndRead as offsets in it
        self.dirty = False                     # the program wrote into the buffer
        self.disk = 0                          # lDiskOffset of a buffered DOS file
        self.known_size = 0                    # the size winmm knows: at open, by Advance
        self.loaded = False                    # its buffer holds file data
        self.mem_size = 0                      # a MEM file's size
        self.grow = 0                          # adwInfo[0]: a MEM file's growth step
        self.handle = 0

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open_dos(cls, vm, path, flags, buf, buf_size):
        """(MmioFile, 0) or (None, MMIOERR_*) for a file of the C: drive."""
        mode = flags & MMIO_RWMODE
        read = mode in (MMIO_READ, MMIO_READWRITE)
        write = mode in (MMIO_WRITE, MMIO_READWRITE)
        disposition = 2 if flags & MMIO_CREATE else 3        # CREATE_ALWAYS / OPEN_EXISTING
        try:
            f, _ = open_file(vm, path, read, write or bool(flags & MMIO_CREATE), disposition,
                             share=_SHARE.get(flags & 0x70, 3))
        except VfsError as e:
            return None, _ERRORS.get(e.code, MMIOERR_CANNOTOPEN)
        self = cls(vm, flags, "DOS")
        self.file = f
        self.known_size = f.size()
        err = self._set_buffer(buf, buf_size)
        if err:
            f.close()
            return None, err
        return self, 0

    @classmethod
    def open_mem(cls, vm, flags, buf, buf_size, grow):
        """(MmioFile, 0) or (None, MMIOERR_*) for a memory file."""
        self = cls(vm, flags, "MEM")
        if not buf:
            if not flags & MMIO_ALLOCBUF or buf_size <= 0:
                return None, MMIOERR_CANNOTOPEN    # Windows needs a block or ALLOCBUF
            buf = vm.heap.alloc(buf_size)
            if not buf:
                return None, MMIOERR_OUTOFMEMORY
            vm.mem.write(buf, bytes(buf_size))
            self.own_buf = True
        self.buf, self.buf_size, self.mem_size, self.grow = buf, buf_size, buf_size, grow
        # A memory file that is written starts empty; one that is read holds the block.
        self.end_read = buf_size if (flags & MMIO_RWMODE) != MMIO_WRITE else 0
        return self, 0

    def _set_buffer(self, buf, size):
        if not (self.flags & MMIO_ALLOCBUF or buf):
            return 0                               # unbuffered
        size = size or MMIO_DEFAULTBUFFER
        if not buf:
            buf = self.vm.heap.alloc(size)
            if not buf:
                return MMIOERR_OUTOFMEMORY
            self.own_buf = True
        self.buf, self.buf_size = buf, size
        return 0

    # -- raw storage -------------------------------------------------------------------------
    def _size(self):
        return self.file.size() if self.file else self.mem_size

    def _read_at(self, pos, n):
        if self.file:
            self.file.seek(pos)
            return self.file.read(n)
        n = max(0, min(n, self.end_read_limit() - pos))
        return bytes(self.vm.mem.read(self.buf + pos, n)) if n else b""

    def end_read_limit(self):
        """How far a MEM file's data goes (what has been written or was given)."""
        return max(self.end_read, 0)

    def _write_at(self, pos, data):
        if self.file:
            self.file.seek(pos)
            return self.file.write(data)
        end = pos + len(data)
        if end > self.mem_size:
            if not self.own_buf or self.grow <= 0:
                data = data[:max(0, self.mem_size - pos)]      # cannot expand
            else:
                steps = -(-(end - self.mem_size) // self.grow)
                new_size = self.mem_size + steps * self.grow
                self.buf = self.vm.heap.realloc(self.buf, new_size)
                self.mem_size = self.buf_size = new_size
        if data:
            self.vm.mem.write(self.buf + pos, data)
            self.end_read = max(self.end_read, pos + len(data))
        return len(data)

    # -- the calls ------------------------------------------------------------------------------
    # A buffered DOS file keeps Windows' buffer state: the buffer holds the file's bytes
    # from buf_offset (lBufOffset) up to end_read; next is pchNext; disk is lDiskOffset,
    # the file position after the last transfer. A buffer is loaded at the disk position
    # (reading on sequentially, as mmioAdvance does) or where a seek outside it lands.
    def buffered(self):
        """True for a DOS file with an I/O buffer, and for every memory file."""
        return bool(self.buf)

    def _dos_buffered(self):
        return self.storage == "DOS" and self.buf

    def _disk_read(self, pos, n):
        data = self._read_at(pos, n) if (self.flags & MMIO_RWMODE) != MMIO_WRITE else b""
        self.disk = pos + len(data)
        return data

    def _grab(self, for_read):
        """Load the next buffer at the disk position (MMIO_GrabNextBuffer)."""
        self.buf_offset = self.disk
        self.next = self.end_read = 0
        self.loaded = True
        if not for_read:
            return 0
        data = self._disk_read(self.disk, self.buf_size)
        if data:
            self.vm.mem.write(self.buf, data)
            self.end_read = len(data)
        else:
            self.loaded = False
        return len(data)

    def flush(self, empty=False):
        """Write what the buffer holds that is not on disk yet (mmioFlush): 0 or
        CANNOTWRITE."""
        if self._dos_buffered():
            if self.dirty:
                data = bytes(self.vm.mem.read(self.buf, self.next)) if self.next else b""
                try:
                    if self._write_at(self.buf_offset, data) != len(data):
                        return MMIOERR_CANNOTWRITE
                except OSError:
                    return MMIOERR_CANNOTWRITE
                self.disk = self.buf_offset + len(data)
            if empty:
                self.next = self.end_read = 0
        self.dirty = False
        return 0

    def tell(self):
        """The logical position."""
        if self._dos_buffered():
            return self.buf_offset + self.next
        return self.pos

    def read(self, n):
        """mmioRead: the bytes at the position (None: the file cannot be read)."""
        if n <= 0:
            return b""
        if not self._dos_buffered():
            if (self.flags & MMIO_RWMODE) == MMIO_WRITE and self.storage == "DOS":
                return b""                        # nothing is read from a write-only file
            data = self._read_at(self.pos, n)
            self.pos += len(data)
            return data
        out = b""
        if self.next != self.end_read:
            k = min(self.end_read - self.next, n)
            out = bytes(self.vm.mem.read(self.buf + self.next, k))
            self.next += k
        while len(out) < n:
            size = self._grab(True)
            if size <= 0:
                break
            k = min(size, n - len(out))
            out += bytes(self.vm.mem.read(self.buf, k))
            self.next += k
        return out

    def write(self, data):
        """mmioWrite: bytes written (None: the file cannot be written)."""
        if (self.flags & MMIO_RWMODE) == MMIO_READ:
            return None
        if not self._dos_buffered():
            try:
                n = self._write_at(self.pos, data)
            except OSError:
                return None
            self.pos += n
            return n
        done = 0
        while done < len(data):
            room = self.buf_size - self.next
            k = min(room, len(data) - done)
            if k > 0:
                self.vm.mem.write(self.buf + self.next, data[done:done + k])
                self.next += k
                self.end_read = max(self.end_read, self.next)
                done += k
                self.dirty = True
            if self.next == self.buf_size:
                if self.flush(empty=True):
                    return None
                self._grab(False)
            else:
                break
        return done

    def _file_size(self):
        size = self._size() if self.file else self.end_read
        if self._dos_buffered() and self.dirty:
            size = max(size, self.buf_offset + self.next)
        return size

    def seek(self, offset, origin):
        """mmioSeek: the new position, or -1. SEEK_END adds the offset to the size (as
        _llseek does; Wine subtracts it)."""
        base = {0: 0, 1: self.tell(), 2: self._file_size()}.get(origin)
        if base is None or base + offset < 0:
            return -1
        target = base + offset
        if self.storage == "MEM":
            if target > self.mem_size:
                return -1                     # a memory file cannot seek past its block
            self.pos = target
            return target
        if not self.buf:
            self.pos = target
            return target
        if target and target >= self.known_size:
            # at or past the end winmm knows of: the buffer starts afresh there
            if self.flush():
                return -1
            self.buf_offset = self.disk = target
            self.end_read = 0
        elif (target < self.buf_offset or target >= self.buf_offset + self.buf_size
              or not self.loaded):
            if self.flush():
                return -1
            self.disk = target
            self._grab(True)
        self.next = target - self.buf_offset
        return target

    def info(self):
        """The fields of MMIOINFO that mmioGetInfo reports."""
        if self.storage == "MEM":
            nxt, end_read, end_write, offset = self.pos, self.end_read, self.mem_size, 0
            disk = 0
        else:
            nxt, end_read, end_write = self.next, self.end_read, self.buf_size
            offset, disk = self.buf_offset, self.disk if self.buf else self.pos
        buf = self.buf
        return {"dwFlags": self.flags | (MMIO_DIRTY if self.dirty else 0),
                "fccIOProc": FOURCC_MEM if self.storage == "MEM" else FOURCC_DOS,
                "cchBuffer": self.buf_size, "pchBuffer": buf,
                "pchNext": buf + nxt if buf else 0,
                "pchEndRead": buf + end_read if buf else 0,
                "pchEndWrite": buf + end_write if buf else 0,
                "lBufOffset": offset, "lDiskOffset": disk, "hmmio": self.handle}

    def set_info(self, flags, next_ptr, end_read_ptr):
        """mmioSetInfo: take the program's pchNext, pchEndRead and MMIO_DIRTY back."""
        if self.storage == "MEM":
            self.pos = next_ptr - self.buf
            if flags & MMIO_DIRTY:
                self.end_read = max(self.end_read, self.pos)
            return
        self.next = next_ptr - self.buf
        self.end_read = end_read_ptr - self.buf
        if flags & MMIO_DIRTY:
            self.dirty = True

    def advance(self, flags, view_next=None, view_flags=0):
        """mmioAdvance: write the buffer (MMIO_WRITE, when dirty) and load the next one:
        0 or an MMIOERR_ code."""
        if self.storage == "MEM":
            if flags & MMIO_WRITE and view_next is not None and \
                    view_next - self.buf >= self.mem_size:
                return MMIOERR_CANNOTEXPAND    # a memory file does not grow here
            return 0
        if view_next is not None:
            self.next = view_next - self.buf
            if flags & MMIO_WRITE and view_flags & MMIO_DIRTY:
                self.dirty = True
            self.known_size = max(self.known_size, self.buf_offset + self.next)
        if self.flush():
            return MMIOERR_CANNOTWRITE
        self._grab(not flags & MMIO_WRITE)
        return 0

    def close(self):
        """mmioClose: flush, close the file, free the buffer mmio allocated: 0 or an
        MMIOERR_ code (the handle is gone either way)."""
        err = self.flush()
        if self.file:
            self.file.close()
            self.file = None
        if self.own_buf and self.buf:
            self.vm.heap.free(self.buf)
        self.buf = 0
        return err


def delete_file(vm, path):
    """mmioOpen(MMIO_DELETE): True when the file was deleted."""
    try:
        _, host = vm.vfs.resolve(path)
        if not os.path.isfile(host):
            return False
        os.unlink(host)
    except (VfsError, OSError):
        return False
    return True


def file_exists(vm, path):
    """mmioOpen(MMIO_EXIST): True when the file is there."""
    try:
        _, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return os.path.isfile(host)
