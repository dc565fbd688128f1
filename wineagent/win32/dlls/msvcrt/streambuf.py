"""msvcrt's stream buffers: a ``FILE*`` on a file keeps its bytes in the buffer the FILE
points to, as msvcrt.dll does, and the file sees them when the buffer is flushed.

Everything the runtime knows about such a stream is in the guest's FILE, where programs
and the getc/putc macros of old headers read and change it: ``_base`` (the buffer),
``_bufsiz``, ``_ptr`` (the next byte), ``_cnt`` (bytes left to read, or room left to
write) and ``_flag`` (_IOREAD / _IOWRT / _IORW, _IOEOF, _IOERR and the buffer's kind:
_IOMYBUF, _USERBUF, _IONBF). A stream gets its buffer at its first read or write
(4096 bytes, _IOMYBUF) unless setvbuf chose one; an unbuffered one uses the FILE's own
``_charbuf`` (``_bufsiz`` 2).

The buffer holds what the program reads and writes: a text stream's bytes after the
descriptor's translation (``_read`` turns CR LF into LF and stops at Ctrl+Z when the
buffer is filled; ``_write`` turns LF into CR LF when it is flushed). So ftell works
back from the descriptor's position as msvcrt does, counting a CR for each LF in the
buffer, with msvcrt's quirks: a text file of bare LFs reads back positions that are
too small (even negative), and in the middle of a file the buffer is taken to hold
``_bufsiz`` file bytes.

What the functions do follows msvcrt's documented behaviour: fread and fwrite move
whole multiples of the buffer size straight between the caller's memory and the
descriptor when the buffer is empty (so a 4096-byte fwrite reaches the file at once, a
4095-byte one waits); reading after writing (or the reverse) on an update stream needs
an fflush or fseek in between, except that a stream that read to its end may write;
fflush of a read stream discards what it buffered, fflush(NULL) flushes the streams
that are writing, _flushall every stream; ungetc puts the character back into the
buffer (one always fits, more only into room already read).

Streams over pipes and streams opened in a wide mode (``ccs=``, _O_WTEXT, _O_U16TEXT,
_O_U8TEXT) are not buffered here (kernel/files.py's CrtStream writes them through); a
buffered stream whose descriptor _setmode makes wide later holds UTF-16 units, which
``_write`` translates when they are flushed, as msvcrt's do; neither is the console's stdout, which msvcrt buffers only for the length of
one call. All streams are flushed when the process ends (:func:`flush_all`).
"""

import os

from ....abi.api import BOTH, Unimplemented
from ...core.crt import cdecl, set_errno
from ...kernel.files import CrtStream, FileObject, file_view
from .io import (_O_BINARY, _O_TEXT, _O_U16TEXT, _O_U8TEXT, _O_WTEXT, EBADF, fd_entry,
                 read_fd_file, read_translated, translate_for_write)

__all__ = ["BufferedStream", "STREAM_BUFSIZ", "get_buffer", "flush_all", "buffered_mode",
           "_IOREAD", "_IOWRT", "_IONBF", "_IOMYBUF", "_IOEOF", "_IOERR", "_IOSTRG",
           "_IORW", "_USERBUF", "flush_at_exit"]

EOF = -1
_IOREAD, _IOWRT, _IONBF, _IOMYBUF = 0x1, 0x2, 0x4, 0x8
_IOEOF, _IOERR, _IOSTRG, _IORW, _USERBUF = 0x10, 0x20, 0x40, 0x80, 0x100
EINVAL = 22

#: The descriptor modes whose _read and _write move UTF-16 units (_setmode may give a
#: buffered stream's descriptor one: the buffer then holds UTF-16).
WIDE_MODES = (_O_WTEXT, _O_U16TEXT, _O_U8TEXT)

#: msvcrt's stream buffer size (its _INTERNAL_BUFSIZ).
STREAM_BUFSIZ = 4096


def buffered_mode(f, mode):
    """Whether a stream on file object ``f`` whose descriptor has translation ``mode``
    keeps a buffer here: a file, in text or binary mode."""
    return isinstance(f, FileObject) and mode in (_O_TEXT, _O_BINARY)


def get_buffer(vm, fp):
    """What msvcrt's _getbuf does at a stream's first read or write when setvbuf gave it
    none: a 4096-byte buffer of its own (_IOMYBUF; _base, _ptr, _bufsiz), or, when
    memory is short, the one-character ``_charbuf`` (_IONBF, _bufsiz 2)."""
    view = file_view(vm, fp)
    if view._flag & (_IONBF | _IOMYBUF | _USERBUF):
        return
    base = vm.heap.alloc(STREAM_BUFSIZ)
    if base:
        view._flag = view._flag | _IOMYBUF
        view._bufsiz = STREAM_BUFSIZ
    else:
        view._flag = view._flag | _IONBF
        base = view.ptr("_charbuf")
        view._bufsiz = 2
    view._base = view._ptr = base
    view._cnt = 0


def flush_all(vm, all_streams):
    """msvcrt's flush of every stream: with ``all_streams`` (_flushall, the end of the
    process) each buffered stream, read ones too, answering how many flushed without
    error; without (fflush(NULL)) only those writing, answering 0 or EOF."""
    count, result = 0, 0
    for s in list(vm.crt.streams.values()):
        if not isinstance(s, BufferedStream):
            count += 1                 # written through already
            continue
        if not all_streams and not s.view()._flag & _IOWRT:
            continue
        if s.flush() == EOF:
            result = EOF
        else:
            count += 1
    return count if all_streams else result


def flush_at_exit(vm):
    """What msvcrt.dll's DLL_PROCESS_DETACH does as the process ends (exit, ExitProcess,
    and _exit and abort too, which end through ExitProcess; Wine 8 writes the buffers
    then as well): every stream's buffer is written out. Nothing to do before the
    first buffered stream."""
    if vm.crt.exit_flush is not None:
        flush_all(vm, True)


class BufferedStream(CrtStream):
    """A ``FILE*`` on a file whose state lives in the guest's FILE (module docstring).
    It answers CrtStream's calls (read, write_bytes, unget, position, eof, error) so
    every stream function works through the buffer."""

    def __init__(self, vm, fp, f, text, fd):
        self.vm, self.fp = vm, fp
        super().__init__(f, text)
        self.fd = fd
        vm.crt.exit_flush = flush_at_exit

    # -- the FILE's fields ---------------------------------------------------------------
    def view(self):
        """The guest FILE (read again each time: macros change it behind our back)."""
        return file_view(self.vm, self.fp)

    def _set_flag(self, on=0, off=0):
        view = self.view()
        view._flag = (view._flag & ~off) | on

    @property
    def eof(self):
        """_IOEOF in the FILE's _flag (feof)."""
        return bool(self.view()._flag & _IOEOF)

    @eof.setter
    def eof(self, value):
        self._set_flag(_IOEOF if value else 0, 0 if value else _IOEOF)

    @property
    def error(self):
        """_IOERR in the FILE's _flag (ferror)."""
        return bool(self.view()._flag & _IOERR)

    @error.setter
    def error(self, value):
        self._set_flag(_IOERR if value else 0, 0 if value else _IOERR)

    @property
    def readable(self):
        """A stream that may read: opened for reading or update."""
        return bool(self.view()._flag & (_IOREAD | _IORW))

    # -- the descriptor under it ------------------------------------------------------------
    def _descriptor(self):
        """(file object, translation mode) of the FILE's ``_file``, or None (EBADF)."""
        entry = fd_entry(self.vm, self.view()._file)
        obj = self.vm.handles.get(entry[0]) if entry is not None else None
        if obj is None:
            set_errno(self.vm, EBADF)
            return None
        if not isinstance(obj, FileObject):
            raise Unimplemented("msvcrt.dll: a buffered stream whose descriptor now names "
                                "a %s (_dup2 after fopen)"
                                % getattr(obj, "HANDLE_KIND", type(obj).__name__))
        return obj, entry[1]

    def _write_fd(self, data):
        """_write of the stream's descriptor: the count of ``data`` written, or -1."""
        got = self._descriptor()
        if got is None:
            return -1
        obj, mode = got
        if not obj.writable:
            set_errno(self.vm, EBADF)
            return -1
        if mode in WIDE_MODES and len(data) % 2:
            set_errno(self.vm, EINVAL)      # the wide modes write whole UTF-16 units
            return -1
        try:
            obj.write(translate_for_write(data, mode))
        except OSError:
            return -1
        return len(data)

    def _read_fd(self, addr, n):
        """_read of the stream's descriptor into guest memory: the count, 0 at the end,
        or -1."""
        got = self._descriptor()
        if got is None:
            return -1
        obj, mode = got
        if not obj.readable:
            set_errno(self.vm, EBADF)
            return -1
        if mode in WIDE_MODES:
            n &= ~1                         # whole UTF-16 units
        stored, count = read_fd_file(self.vm, self.view()._file, obj, n, mode)
        if stored:
            self.vm.mem.write(addr, stored)
        return count

    def _seek_fd(self, offset, whence):
        """_lseek of the descriptor: the new position, or -1 with errno."""
        got = self._descriptor()
        if got is None:
            return -1
        obj = got[0]
        base = {0: 0, 1: obj.tell(), 2: obj.size()}[whence]
        if base + offset < 0:
            set_errno(self.vm, EINVAL)
            return -1
        self.vm.crt.ctrlz_fds.discard(self.view()._file)    # as _lseek: FEOFLAG cleared
        return obj.seek(base + offset)

    def _is_text(self):
        got = self._descriptor()
        return got is not None and got[1] == _O_TEXT

    # -- msvcrt's primitives ------------------------------------------------------------------
    def _getbuf(self):
        get_buffer(self.vm, self.fp)

    def fill(self):
        """_filbuf: refill the buffer from the descriptor and take its first byte (0..255),
        or EOF (setting _IOEOF at the end, _IOERR on a failure or a stream that is
        writing)."""
        view = self.view()
        flag = view._flag
        if flag & _IOSTRG or not flag & (_IOREAD | _IORW | _IOWRT):
            return EOF
        if flag & _IOWRT:
            view._flag = flag | _IOERR
            return EOF
        view._flag = flag | _IOREAD
        if not flag & (_IONBF | _IOMYBUF | _USERBUF):
            self._getbuf()
            view = self.view()
        view._ptr = view._base
        count = self._read_fd(view._base, view._bufsiz)
        if count <= 0:
            view._flag = view._flag | (_IOEOF if count == 0 else _IOERR)
            view._cnt = 0
            return EOF
        view._cnt = count - 1
        view._ptr = view._base + 1
        return self.vm.mem.read(view._base, 1)[0]

    def flsbuf(self, ch):
        """_flsbuf: write out what the buffer holds and put ``ch`` in it (a stream
        without a buffer writes ``ch`` at once): ``ch`` (0..255), or EOF with _IOERR."""
        view = self.view()
        flag = view._flag
        if not flag & (_IOWRT | _IORW) or flag & _IOSTRG:
            view._flag = flag | _IOERR
            return EOF
        if flag & _IOREAD:
            view._cnt = 0
            if not flag & _IOEOF:        # reading, not at the end: no write without a seek
                view._flag = flag | _IOERR
                return EOF
            view._ptr = view._base
            flag &= ~_IOREAD
        view._flag = (flag | _IOWRT) & ~_IOEOF
        view._cnt = 0
        if not flag & (_IONBF | _IOMYBUF | _USERBUF):
            self._getbuf()
            view = self.view()
        ch &= 0xFF
        if view._flag & (_IOMYBUF | _USERBUF):
            pending = view._ptr - view._base
            view._ptr = view._base + 1
            view._cnt = view._bufsiz - 1
            written = 0
            if pending > 0:
                written = self._write_fd(self.vm.mem.read(view._base, pending))
            self.vm.mem.write(view._base, bytes((ch,)))
        else:
            pending = 1
            written = self._write_fd(bytes((ch,)))
        if written != pending:
            self._set_flag(_IOERR)
            return EOF
        return ch

    def flush(self):
        """msvcrt's _flush (fflush of one stream): a stream that is writing writes its
        buffer; any stream's buffer is emptied (a read stream's unread bytes are
        dropped). 0, or EOF with _IOERR when the write fails."""
        view = self.view()
        flag = view._flag
        result = 0
        if flag & (_IOREAD | _IOWRT) == _IOWRT and flag & (_IOMYBUF | _USERBUF):
            pending = view._ptr - view._base
            if pending > 0:
                if self._write_fd(self.vm.mem.read(view._base, pending)) == pending:
                    if flag & _IORW:
                        flag &= ~_IOWRT
                else:
                    flag |= _IOERR
                    result = EOF
        view._flag = flag
        view._ptr = view._base
        view._cnt = 0
        return result

    # -- CrtStream's calls ---------------------------------------------------------------
    def first_io(self):
        """The buffer comes with the first fill or flush (msvcrt's _getbuf)."""

    def read(self, n, stop_at_newline=False):
        """Up to ``n`` bytes through the buffer (fgets & co.; ``stop_at_newline`` ends
        after a newline)."""
        mem = self.vm.mem
        out = bytearray()
        while len(out) < n:
            view = self.view()
            cnt = view._cnt
            if cnt > 0:
                take = min(n - len(out), cnt)
                chunk = mem.read(view._ptr, take)
                if stop_at_newline and b"\n" in chunk:
                    take = chunk.index(b"\n") + 1
                    chunk = chunk[:take]
                out += chunk
                view._ptr = view._ptr + take
                view._cnt = cnt - take
                if stop_at_newline and chunk.endswith(b"\n"):
                    break
                continue
            ch = self.fill()
            if ch == EOF:
                break
            out.append(ch)
            if stop_at_newline and ch == 0x0A:
                break
        return bytes(out)

    def read_into(self, addr, total):
        """fread's work: ``total`` bytes into guest memory at ``addr``, whole multiples of
        the buffer size straight from the descriptor when the buffer is empty; the count
        read."""
        mem = self.vm.mem
        view = self.view()
        anybuf = view._flag & (_IONBF | _IOMYBUF | _USERBUF)
        bufsize = view._bufsiz if anybuf else STREAM_BUFSIZ
        left = total
        while left:
            view = self.view()
            anybuf = view._flag & (_IONBF | _IOMYBUF | _USERBUF)
            if anybuf and view._cnt > 0:
                take = min(left, view._cnt)
                mem.write(addr, mem.read(view._ptr, take))
                view._ptr = view._ptr + take
                view._cnt = view._cnt - take
            elif left >= bufsize:
                want = left - left % bufsize if bufsize else left
                take = self._read_fd(addr, want)
                if take <= 0:
                    self._set_flag(_IOEOF if take == 0 else _IOERR)
                    break
            else:
                ch = self.fill()
                if ch == EOF:
                    break
                mem.write(addr, bytes((ch,)))
                take = 1
                bufsize = self.view()._bufsiz
            left -= take
            addr += take
        return total - left

    def write_count(self, data):
        """fwrite's work: ``data`` through the buffer, whole multiples of the buffer size
        straight to the descriptor when the buffer is empty; the count written."""
        mem = self.vm.mem
        view = self.view()
        bigbuf = view._flag & (_IOMYBUF | _USERBUF)
        anybuf = view._flag & (_IONBF | _IOMYBUF | _USERBUF)
        bufsize = view._bufsiz if anybuf else STREAM_BUFSIZ
        at, left = 0, len(data)
        while left:
            view = self.view()
            bigbuf = view._flag & (_IOMYBUF | _USERBUF)
            if bigbuf and view._cnt > 0:
                take = min(left, view._cnt)
                mem.write(view._ptr, data[at:at + take])
                view._ptr = view._ptr + take
                view._cnt = view._cnt - take
            elif left >= bufsize:
                if bigbuf and self.flush() == EOF:
                    break
                want = left - left % bufsize if bufsize else left
                take = self._write_fd(data[at:at + want])
                if take < 0:
                    self._set_flag(_IOERR)
                    break
                if take < want:
                    self._set_flag(_IOERR)
                    at += take
                    left -= take
                    break
            else:
                if self.flsbuf(data[at]) == EOF:
                    break
                take = 1
                bufsize = max(self.view()._bufsiz, 1)
            at += take
            left -= take
        return at

    def write_bytes(self, data):
        """Write bytes through the buffer; False when not all were written."""
        return self.write_count(data) == len(data)

    def unget(self, byte):
        """ungetc: put ``byte`` back in front of the buffer's next byte (one always fits,
        more only into room already read); clears end-of-file. False when it cannot."""
        view = self.view()
        flag = view._flag
        if not (flag & _IOREAD or (flag & _IORW and not flag & _IOWRT)):
            return False
        if not view._base:
            self._getbuf()
            view = self.view()
        if view._ptr == view._base:
            if view._cnt > 0:
                return False
            view._ptr = view._ptr + 1
        view._ptr = view._ptr - 1
        self.vm.mem.write(view._ptr, bytes((byte & 0xFF,)))
        view._cnt = max(view._cnt, 0) + 1
        view._flag = (view._flag & ~_IOEOF) | _IOREAD
        return True

    def forget_pushed(self):
        """What fseek does to the buffer (seek)."""
        self.flush()

    def position(self):
        """ftell: the descriptor's position corrected by what the buffer holds (module
        docstring), or None with errno set."""
        view = self.view()
        cnt = max(view._cnt, 0)
        got = self._descriptor()
        if got is None:
            return None
        obj = got[0]
        text = got[1] == _O_TEXT
        filepos = obj.tell()
        flag = view._flag
        if not flag & (_IOMYBUF | _USERBUF):
            return filepos - cnt
        offset = view._ptr - view._base
        mem = self.vm.mem
        if flag & (_IOWRT | _IOREAD):
            if text and offset > 0:
                offset += mem.read(view._base, offset).count(b"\n")
        elif not flag & _IORW:
            set_errno(self.vm, EINVAL)
            return None
        if filepos == 0:
            return offset
        if flag & _IOREAD:
            if cnt == 0:
                offset = 0
            else:
                held = cnt + (view._ptr - view._base)
                if text:
                    if obj.size() == filepos:
                        held += mem.read(view._base, held).count(b"\n")
                    else:
                        held = view._bufsiz     # a full buffer's worth of file bytes
                filepos -= held
        return filepos + offset

    def seek(self, offset, whence):
        """fseek: flush or drop the buffer, move the descriptor (SEEK_CUR counts from
        ftell's position); an update stream may then read or write. 0 or -1."""
        self.eof = False
        if whence == os.SEEK_CUR:
            here = self.position()
            if here is None:
                return -1
            offset += here
            whence = os.SEEK_SET
        self.flush()
        if self.view()._flag & _IORW:
            self._set_flag(0, _IOWRT | _IOREAD)
        return -1 if self._seek_fd(offset, whence) < 0 else 0

    def peek(self, limit):
        """What reading on would give, without reading it (scanf looks ahead and then
        reads what it used): (the buffer's unread bytes and up to ``limit`` bytes of
        the file after them as the descriptor translates them, whether the file has
        more); (None, False) for a stream that cannot read now."""
        view = self.view()
        flag = view._flag
        if flag & _IOWRT or not flag & (_IOREAD | _IORW):
            return None, False
        head = self.vm.mem.read(view._ptr, view._cnt) if view._cnt > 0 else b""
        got = self._descriptor()
        if got is None:
            return head, False
        obj, mode = got
        if self.view()._file in self.vm.crt.ctrlz_fds:
            return head, False              # past a Ctrl+Z: nothing more to read
        keep = obj.tell()
        rest, count, ctrlz = read_translated(obj, limit, mode)
        more = not ctrlz and obj.tell() < obj.size()
        obj.seek(keep)
        return head + rest[:count], more

    def close(self):
        """Close the file (fclose flushes first)."""
        self.file.close()


# -- flushing ------------------------------------------------------------------------------
@cdecl("fflush", "LPVOID stream", widths=BOTH)
def fflush(c, stream):
    """Write out a stream's buffer (a read stream's is emptied): 0, or EOF when the
    write fails. NULL flushes every stream that is writing. Streams that write through
    (the console's, pipes) have nothing to write."""
    vm = c.vm
    if not stream:
        return flush_all(vm, False)
    s = vm.crt.streams.get(stream)
    return s.flush() if isinstance(s, BufferedStream) else 0


@cdecl("_flushall", widths=BOTH)
def _flushall(c):
    """Flush every open stream, read ones too (their buffers are emptied): how many
    flushed without error, the 3 standard ones counted (they write through)."""
    return 3 + flush_all(c.vm, True)
