"""WININET's URL functions: InternetCrackUrl, InternetCreateUrl, InternetCanonicalizeUrl,
InternetCombineUrl (checked by Wine 8's own conformance test wininet/tests/url.c).

InternetCrackUrl splits ``scheme:[//[user[:password]@]host[:port]][path][extra]`` into a
URL_COMPONENTS. Each component is asked for by its pointer/length pair, as Windows
documents it:

- NULL and 0: not wanted (left as it is);
- NULL and non-zero: answered in place, a pointer into the caller's URL and a length
  (a component the URL lacks: NULL and 0);
- a buffer and its size: copied with its terminating NUL (a component the URL lacks:
  the empty string); a buffer too small, or a buffer of size 0, fails with
  ERROR_INSUFFICIENT_BUFFER (Windows since IE7 checks all six; Wine 8 takes a 0 size as
  "not wanted" for the first four).

No component wanted at all is ERROR_INVALID_PARAMETER. The extra information (``?...``
or ``#...``) is its own component only when it is wanted; otherwise it stays in the
path. The URL's length is a maximum: a NUL before it ends the URL, and a host that ends
there empty (``http://\\0x.org``) fails with ERROR_INTERNET_INVALID_URL, as on Windows
(Wine 8 accepts it). A ``file:`` URL has no host and its path is copied as a DOS path:
``file:///c:/a%20b/..`` gives ``c:\\a b\\..\\`` (unescaped only after three slashes,
a final ``.`` or ``..`` given its backslash — Windows' rules, which url.c checks).

ICU_DECODE / ICU_ESCAPE unescape the components copied into buffers; one answered in
place is the caller's text as it is (MSDN documents the flags for buffers only, and a
pointer into the caller's URL cannot be decoded).

Strings of the ANSI functions are taken one byte per character (offsets into the
caller's URL are byte offsets; a DBCS code page is not handled).

Canonicalizing and combining are shlwapi's UrlCanonicalize / UrlCombine
(dlls/shlwapi/urlcanon.py) with the ICU_ flags mapped to URL_ flags, as wininet does on
Windows.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.bits import s32
from ...core.dllnames import WININET
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INTERNET_INVALID_URL,
                              ERROR_INTERNET_UNRECOGNIZED_SCHEME, ERROR_INVALID_PARAMETER)
from ..shlwapi.urlcanon import (URL_DONT_SIMPLIFY, URL_ESCAPE_UNSAFE, URL_UNESCAPE,
                                canonicalize, combine)
from ..shlwapi.urls import URL_ESCAPE_PERCENT, URL_ESCAPE_SPACES_ONLY, unescape

# INTERNET_SCHEME
SCHEME_UNKNOWN, SCHEME_DEFAULT = -1, 0
SCHEMES = {"ftp": 1, "gopher": 2, "http": 3, "https": 4, "file": 5, "news": 6,
           "mailto": 7, "socks": 8, "javascript": 9, "vbscript": 10, "res": 11}
SCHEME_NAMES = {v: k for k, v in SCHEMES.items()}
FILE = SCHEMES["file"]
#: INTERNET_DEFAULT_*_PORT; a scheme not here has port 0 (gopher's 70 too: Windows has
#: had no gopher since IE 7, and url.c checks a gopher URL's port is 0)
DEFAULT_PORTS = {1: 21, 3: 80, 4: 443, 8: 1080}
#: schemes whose URLs need a host (an empty one is ERROR_INTERNET_INVALID_URL)
_HOSTED = (1, 2, 3, 4)

ICU_ESCAPE = 0x80000000
ICU_DECODE = 0x10000000
ICU_NO_ENCODE = 0x20000000
ICU_USERNAME = 0x40000000
ICU_NO_META = 0x08000000
ICU_ENCODE_SPACES_ONLY = 0x04000000
ICU_BROWSER_MODE = 0x02000000
ICU_ENCODE_PERCENT = 0x00001000

#: the six components in URL_COMPONENTS order
PARTS = ("scheme", "host", "user", "password", "path", "extra")


class Layout:
    """URL_COMPONENTS' offsets at one width: each part's (pointer, length) offsets, and
    nScheme's, nPort's and the structure's size."""

    def __init__(self, p):
        self.size = 60 if p == 4 else 104
        if p == 4:
            offs = [(4, 8), (16, 20), (28, 32), (36, 40), (44, 48), (52, 56)]
            self.scheme_no, self.port = 12, 24
        else:
            offs = [(8, 16), (24, 32), (40, 48), (56, 64), (72, 80), (88, 96)]
            self.scheme_no, self.port = 20, 36
        self.parts = dict(zip(PARTS, offs))


LAYOUTS = {4: Layout(4), 8: Layout(8)}


def _scheme_end(url):
    """The index of the ':' that ends the URL's scheme, or None."""
    i = url.find(":")
    if i <= 0 or not all(ch.isascii() and (ch.isalnum() or ch in "+-.") for ch in url[:i]):
        return None
    return i


def crack(url, split_extra=True):
    """(parts, scheme number, port) of ``url``: parts maps each component found to its
    (start, end) in ``url``; or an ERROR_INTERNET_* code."""
    colon = _scheme_end(url)
    if colon is None:
        return ERROR_INTERNET_UNRECOGNIZED_SCHEME
    parts = {"scheme": (0, colon)}
    number = SCHEMES.get(url[:colon].lower(), SCHEME_UNKNOWN)
    port = DEFAULT_PORTS.get(number, 0)
    i = colon + 1
    if url.startswith("//", i):
        i += 2
        if number != FILE:
            end = len(url)
            for stop in "/?#":
                k = url.find(stop, i)
                if k >= 0:
                    end = min(end, k)
            auth = url[i:end]
            at = auth.rfind("@")
            if at >= 0:
                info = auth[:at]
                sep = info.find(":")
                if sep >= 0:
                    parts["user"] = (i, i + sep)
                    parts["password"] = (i + sep + 1, i + at)
                else:
                    parts["user"] = (i, i + at)
                i += at + 1
            host_end = end
            sep = url.find(":", i, end)
            if sep >= 0:
                # the port is the digits after the ':' (``:12x`` is 12, as Wine 8 reads
                # it; Windows does not document it)
                k = sep + 1
                while k < end and url[k].isascii() and url[k].isdigit():
                    k += 1
                if k > sep + 1:
                    port = int(url[sep + 1:k]) & 0xFFFF
                host_end = sep
            if i == host_end and number in _HOSTED:
                return ERROR_INTERNET_INVALID_URL
            parts["host"] = (i, host_end)
            i = end
    end = len(url)
    if split_extra and number != FILE:
        for stop in "?#":
            k = url.find(stop, i)
            if k >= 0:
                end = min(end, k)
    parts["path"] = (i, end)
    if end < len(url):
        parts["extra"] = (end, len(url))
    return parts, number, port


def _dos_path(text):
    """A file URL's path as wininet copies it: ``/c:/x`` unescaped, slashes made
    backslashes, a final ``.`` or ``..`` segment closed with a backslash."""
    if len(text) > 2 and text[0] == "/" and text[1].isalpha() and text[2] in ":|":
        text = "".join(unescape(text[1:]))
    text = text.replace("/", "\\")
    if text.endswith("\\.") or text.endswith("\\.."):
        text += "\\"
    return text


def _read_url(c, url, length):
    text = c.read_str(url)
    return text[:length] if length else text


@api(WININET, "InternetCrackUrl{AW}", "LPVOID url, DWORD length, DWORD flags, LPVOID comps",
     widths=BOTH)
def InternetCrackUrl(c, url, length, flags, comps):
    """Splits a URL into its URL_COMPONENTS (module docstring)."""
    vm = c.vm
    mem = vm.mem
    if flags & ~(ICU_DECODE | ICU_ESCAPE):
        raise Unimplemented("%s flags 0x%x" % (c.spec.full_name,
                                                flags & ~(ICU_DECODE | ICU_ESCAPE)))
    lay = LAYOUTS[vm.ptr_size]
    if not url or not comps or (not c.wide and mem.u32(comps) != lay.size):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    read_ptr = mem.u64 if vm.ptr_size == 8 else mem.u32
    asked = {name: (read_ptr(comps + po), mem.u32(comps + lo))
             for name, (po, lo) in lay.parts.items()}
    text = _read_url(c, url, length)
    want_extra = any(asked["extra"])
    found = crack(text, split_extra=want_extra) if text else ERROR_INTERNET_UNRECOGNIZED_SCHEME
    if isinstance(found, int):
        vm.last_error = found                     # the URL is checked first
        return 0
    if not any(n for _, n in asked.values()):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if any(ptr and not n for ptr, n in asked.values()):
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    parts, number, port = found
    decode = flags & (ICU_DECODE | ICU_ESCAPE)
    values = {}
    for name, (ptr, n) in asked.items():
        if not ptr:
            continue
        span = parts.get(name)
        value = text[span[0]:span[1]] if span else ""
        if name == "path" and number == FILE:
            value = _dos_path(value)
        elif decode and name != "scheme":
            value = "".join(unescape(value))
        if len(value) + 1 > n:
            mem.w32(comps + lay.parts[name][1], len(value) + 1)
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        values[name] = value
    write_ptr = mem.w64 if vm.ptr_size == 8 else mem.w32
    for name, (ptr, n) in asked.items():
        po, lo = lay.parts[name]
        if ptr:
            c.write_str(ptr, values[name])
            mem.w32(comps + lo, len(values[name]))
        elif n:
            span = parts.get(name)
            if span is None:
                write_ptr(comps + po, 0)
                mem.w32(comps + lo, 0)
            else:
                write_ptr(comps + po, url + span[0] * c.char_size)
                mem.w32(comps + lo, span[1] - span[0])
    mem.w32(comps + lay.scheme_no, number & 0xFFFFFFFF)
    mem.w16(comps + lay.port, port)
    return 1


def _component(c, comps, lay, name):
    """A URL_COMPONENTS part as InternetCreateUrl reads it, or None when its pointer is
    NULL: a length of 0 is the string's own; any other is taken as it is, NULs and all
    (Windows copies that many characters: url.c's "http://username:" is an empty
    password given a length of 8)."""
    vm = c.vm
    mem = vm.mem
    po, lo = lay.parts[name]
    ptr = (mem.u64 if vm.ptr_size == 8 else mem.u32)(comps + po)
    if not ptr:
        return None
    n = mem.u32(comps + lo)
    if not n:
        return c.read_str(ptr)
    raw = mem.read(ptr, n * c.char_size)
    return raw.decode("utf-16-le") if c.wide else raw.decode("latin-1")


#: what ICU_ESCAPE escapes in a path or extra information: controls, space, non-ASCII
#: and RFC 1738's unsafe characters (a '%' is taken as an escape already made)
_UNSAFE = set(' "<>\\^`{|}')


def _escape(text):
    return "".join("%%%02X" % ord(ch) if ord(ch) <= 0x20 or ord(ch) >= 0x7F or ch in _UNSAFE
                   else ch for ch in text)


@api(WININET, "InternetCreateUrl{AW}", "LPVOID comps, DWORD flags, LPVOID out, LPVOID plen",
     widths=BOTH)
def InternetCreateUrl(c, comps, flags, out, plen):
    """Builds a URL from a URL_COMPONENTS: ``scheme:`` (the string, or else nScheme's
    name), ``//`` when there is a host, ``user[:password]@`` (a password without a user
    name: ERROR_INVALID_PARAMETER), the host, ``:port`` unless it is the scheme's
    default, the path and the extra information (escaped with ICU_ESCAPE). The length
    is in characters; a short buffer fails with ERROR_INSUFFICIENT_BUFFER and the size
    needed with its NUL — for InternetCreateUrlW in bytes, as Windows documents.
    ICU_USERNAME (the logon user's name) stops the guest naming it."""
    vm = c.vm
    mem = vm.mem
    lay = LAYOUTS[vm.ptr_size]
    if flags & ~ICU_ESCAPE:
        raise Unimplemented("%s flags 0x%x" % (c.spec.full_name, flags & ~ICU_ESCAPE))
    if not comps or not plen or mem.u32(comps) != lay.size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    part = {name: _component(c, comps, lay, name) for name in PARTS}
    if part["password"] is not None and part["user"] is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    number = s32(mem.u32(comps + lay.scheme_no))
    scheme = part["scheme"]
    if scheme is None:
        scheme = SCHEME_NAMES.get(number if number != SCHEME_DEFAULT else 3, "")
    else:
        number = SCHEMES.get(scheme.lower(), SCHEME_UNKNOWN)
    port = mem.u16(comps + lay.port)
    text = scheme + ":" if scheme else ""
    if part["host"] is not None:
        text += "//"
        if part["user"]:
            text += part["user"]
            if part["password"]:
                text += ":" + part["password"]
            text += "@"
        text += part["host"]
        if port and port != DEFAULT_PORTS.get(number, 0):
            text += ":%d" % port
    elif number in _HOSTED or number == FILE:
        text += "//"
    path = part["path"] or ""
    if path and part["host"] and not path.startswith("/"):
        path = "/" + path
    extra = part["extra"] or ""
    if flags & ICU_ESCAPE:
        path, extra = _escape(path), _escape(extra)
    text += path + extra
    if not out or len(text) + 1 > mem.u32(plen):
        mem.w32(plen, (len(text) + 1) * c.char_size)
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(out, text)
    mem.w32(plen, len(text))
    return 1


def _url_flags(flags, api_name):
    known = (ICU_DECODE | ICU_NO_ENCODE | ICU_NO_META | ICU_ENCODE_SPACES_ONLY |
             ICU_BROWSER_MODE | ICU_ENCODE_PERCENT | ICU_ESCAPE)
    if flags & ~known:
        raise Unimplemented("%s flags 0x%x" % (api_name, flags & ~known))
    # ICU_BROWSER_MODE and ICU_ESCAPE change nothing on Windows (url.c checks it)
    out = 0 if flags & ICU_NO_ENCODE else URL_ESCAPE_UNSAFE
    if flags & ICU_DECODE:
        out |= URL_UNESCAPE
    if flags & ICU_ENCODE_PERCENT:
        out |= URL_ESCAPE_PERCENT
    if flags & ICU_ENCODE_SPACES_ONLY:
        out |= URL_ESCAPE_SPACES_ONLY
    if flags & ICU_NO_META:
        out |= URL_DONT_SIMPLIFY
    return out


def _answer(c, out, plen, text):
    vm = c.vm
    if len(text) + 1 > vm.mem.u32(plen):
        vm.mem.w32(plen, len(text) + 1)
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(out, text)
    vm.mem.w32(plen, len(text))
    return 1


@api(WININET, "InternetCanonicalizeUrl{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD flags",
     widths=BOTH)
def InternetCanonicalizeUrl(c, url, out, plen, flags):
    """shlwapi's UrlCanonicalize with the ICU_ flags (unsafe characters escaped unless
    ICU_NO_ENCODE); trailing blanks dropped. A short buffer: ERROR_INSUFFICIENT_BUFFER
    and the size with its NUL."""
    vm = c.vm
    if not url or not out or not plen:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    name = c.spec.full_name
    text = canonicalize(c.read_str(url).rstrip(" \t\r\n"), _url_flags(flags, name), name)
    return _answer(c, out, plen, text)


@api(WININET, "InternetCombineUrl{AW}",
     "LPVOID base, LPVOID rel, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def InternetCombineUrl(c, base, rel, out, plen, flags):
    """shlwapi's UrlCombine, then canonicalized, with the ICU_ flags."""
    vm = c.vm
    if not base or not rel or not out or not plen:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    name = c.spec.full_name
    uflags = _url_flags(flags, name)
    text = combine(c.read_str(base), c.read_str(rel), uflags, name)
    return _answer(c, out, plen, canonicalize(text, uflags, name) if text else "")
