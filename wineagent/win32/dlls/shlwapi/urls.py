"""SHLWAPI's URL functions (ParseURL, PathIsURL's test, UrlIs, UrlUnescape, UrlEscape,
UrlCanonicalize, UrlCombine, UrlGetPart, UrlApplyScheme, UrlCreateFromPath,
PathCreateFromUrl), as shlwapi parses and rewrites URLs (checked against Wine 8 by
guests/tests/shlwapi_url.c).
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import E_FAIL, E_INVALIDARG, E_NOTIMPL, E_POINTER, S_OK
from ...core.dllnames import SHLWAPI



def parse_scheme(url):
    """ParseURL's scheme: the length of ``scheme`` in ``scheme:rest`` (two or more
    letters, digits, '+', '-' or '.'; one letter is a drive), or None."""
    i = 0
    while i < len(url) and (url[i].isalnum() and url[i].isascii() or url[i] in "+-."):
        i += 1
    if i < len(url) and url[i] == ":" and i > 1:
        return i
    return None


# URL_SCHEME (shlwapi.h): the numbers ParseURL reports; any other scheme is UNKNOWN (0).
URL_SCHEME_INVALID, URL_SCHEME_UNKNOWN = -1, 0
SCHEMES = {"ftp": 1, "http": 2, "gopher": 3, "mailto": 4, "news": 5, "nntp": 6,
           "telnet": 7, "wais": 8, "file": 9, "mk": 10, "https": 11, "shell": 12,
           "snews": 13, "local": 14, "javascript": 15, "vbscript": 16, "about": 17,
           "res": 18, "ms-shell-rooted": 19, "ms-shell-idlist": 20, "hcp": 21,
           "ms-shell-device": 22, "*": 23, "search-ms": 24, "search": 25,
           "knownfolder": 26}
FTP, HTTP, GOPHER, MAILTO, NEWS, NNTP, TELNET = 1, 2, 3, 4, 5, 6, 7
FILE, HTTPS, SHELL, SNEWS, JAVASCRIPT, VBSCRIPT, ABOUT = 9, 11, 12, 13, 15, 16, 17
OPAQUE = {MAILTO, SHELL, JAVASCRIPT, VBSCRIPT, ABOUT}

URL_E_INVALID_SYNTAX = 0x80041001
S_FALSE = 1

# URL_* flags (shlwapi.h)
URL_ESCAPE_SPACES_ONLY = 0x04000000
URL_DONT_ESCAPE_EXTRA_INFO = URL_DONT_UNESCAPE_EXTRA_INFO = 0x02000000
URL_ESCAPE_PERCENT = 0x00001000
URL_ESCAPE_SEGMENT_ONLY = 0x00002000
URL_ESCAPE_AS_UTF8 = 0x00040000
URL_UNESCAPE_INPLACE = 0x00100000
URL_APPLY_FORCEAPPLY, URL_APPLY_GUESSSCHEME, URL_APPLY_GUESSFILE, URL_APPLY_DEFAULT = 8, 2, 4, 1
URL_PARTFLAG_KEEPSCHEME = 1
(URL_PART_SCHEME, URL_PART_HOSTNAME, URL_PART_USERNAME, URL_PART_PASSWORD, URL_PART_PORT,
 URL_PART_QUERY) = 1, 2, 3, 4, 5, 6
(URLIS_URL, URLIS_OPAQUE, URLIS_NOHISTORY, URLIS_FILEURL, URLIS_APPLIABLE, URLIS_DIRECTORY,
 URLIS_HASQUERY) = range(7)

# What a Windows installation has under HKLM\Software\Microsoft\Windows\CurrentVersion\URL
# (used when the guest's registry has no such key: ours starts empty).
URL_KEY = "Software\\Microsoft\\Windows\\CurrentVersion\\URL"
DEFAULT_PREFIXES = [("ftp", "ftp://"), ("gopher", "gopher://"), ("home", "http://"),
                    ("mosaic", "http://"), ("www", "http://")]
DEFAULT_PREFIX = "http://"
HKEY_LOCAL_MACHINE = 0x80000002

PARSEDURL = struct("PARSEDURL{AW}", "DWORD cbSize; LPCTSTR pszProtocol; UINT cchProtocol; "
                   "LPCTSTR pszSuffix; UINT cchSuffix; UINT nScheme")


def scheme_number(url):
    """ParseURL's nScheme for ``url``: URL_SCHEME_INVALID without a scheme."""
    n = parse_scheme(url)
    if n is None:
        return URL_SCHEME_INVALID
    return SCHEMES.get(url[:n].lower(), URL_SCHEME_UNKNOWN)


def is_escaped_drive(text):
    """``c:`` or the URL spelling ``c|``."""
    return len(text) > 1 and text[0].isalpha() and text[0].isascii() and text[1] in ":|"


def _is_slash(ch):
    return ch in ("/", "\\")


def unescape(url, stop_at_extra=False):
    """UrlUnescape: %XX sequences decoded (not after '?' or '#' with ``stop_at_extra``)."""
    out, i, stop = [], 0, False
    hexdigits = "0123456789abcdefABCDEF"
    while i < len(url):
        ch = url[i]
        if stop_at_extra and ch in "#?":
            stop = True
        elif (ch == "%" and not stop and i + 2 < len(url) + 0 and url[i + 1:i + 2] != ""
              and url[i + 1] in hexdigits and url[i + 2:i + 3] != "" and url[i + 2] in hexdigits):
            ch = chr(int(url[i + 1:i + 3], 16))
            i += 2
        out.append(ch)
        i += 1
    return out


# UrlEscape's internal rules, per scheme (what shlwapi escapes where).
_BASH_AS_SLASH, _COLLAPSE_SLASHES, _ESCAPE_SLASH = 1, 2, 4
_ESCAPE_HASH, _ESCAPE_QUESTION, _STOP_ON_HASH, _STOP_ON_QUESTION = 8, 0x10, 0x20, 0x40


def _needs_escape(ch, flags, rules):
    o = ord(ch)
    if flags & URL_ESCAPE_SPACES_ONLY:
        return ch == " "
    if flags & URL_ESCAPE_PERCENT and ch == "%":
        return True
    if flags & URL_ESCAPE_AS_UTF8 and o >= 0x80:
        return True
    if o <= 31 or 127 <= o <= 255:
        return True
    if ch.isalnum():
        return False
    if ch in ' <>"{}|\\^][`&':
        return True
    if ch == "/":
        return bool(rules & _ESCAPE_SLASH)
    if ch == "?":
        return bool(rules & _ESCAPE_QUESTION)
    if ch == "#":
        return bool(rules & _ESCAPE_HASH)
    return False


def escape(url, flags):
    """UrlEscape's result for ``url``."""
    if flags & URL_ESCAPE_SPACES_ONLY:
        flags &= ~(URL_DONT_ESCAPE_EXTRA_INFO | URL_ESCAPE_PERCENT | URL_ESCAPE_SEGMENT_ONLY)
    else:
        flags |= URL_DONT_ESCAPE_EXTRA_INFO    # documented as the default
    rules, proto = 0, parse_scheme(url)
    if flags & URL_ESCAPE_SEGMENT_ONLY:
        rules = _ESCAPE_QUESTION | _ESCAPE_HASH | _ESCAPE_SLASH
    else:
        scheme = scheme_number(url)
        suffix = url[proto + 1:] if proto is not None else ""
        if flags & URL_DONT_ESCAPE_EXTRA_INFO:
            rules = _STOP_ON_HASH | _STOP_ON_QUESTION
        if scheme == FILE:
            rules = (rules | _BASH_AS_SLASH | _COLLAPSE_SLASHES | _ESCAPE_HASH) & ~_STOP_ON_HASH
        elif scheme in (HTTP, HTTPS):
            rules |= _BASH_AS_SLASH
            if suffix[:1] not in ("/", "\\"):
                rules |= _ESCAPE_SLASH
        elif scheme == MAILTO:
            rules |= _ESCAPE_SLASH | _ESCAPE_QUESTION | _ESCAPE_HASH
            rules &= ~(_STOP_ON_QUESTION | _STOP_ON_HASH)
        elif scheme != URL_SCHEME_INVALID:
            if suffix[:1] != "/":
                rules |= _ESCAPE_SLASH
    out, i, stop = [], 0, False
    while i < len(url):
        if rules & _COLLAPSE_SLASHES and i == proto + 1:
            slashes = 0
            while i < len(url) and _is_slash(url[i]):
                slashes += 1
                i += 1
            if slashes == 2 and url[i:i + 9].lower() == "localhost":   # file://localhost/
                if url[i + 9:i + 10] in ("/", "\\") and url[i + 9:i + 10]:
                    i += 10
                slashes = 3
            if slashes in (1, 3):
                out.append("///")
                continue
            if slashes:
                out.append("//")
                continue
            if i >= len(url):
                break
        ch = url[i]
        if ch == "#" and rules & _STOP_ON_HASH:
            stop = True
        if ch == "?" and rules & _STOP_ON_QUESTION:
            stop = True
        if ch == "\\" and rules & _BASH_AS_SLASH and not stop:
            ch = "/"
        if not stop and _needs_escape(ch, flags, rules):
            if flags & URL_ESCAPE_AS_UTF8:
                out.append("".join("%%%02X" % b for b in ch.encode("utf-8", "replace")))
            else:
                out.append("%%%02X" % (ord(ch) & 0xFF))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def split_url(url):
    """shlwapi's parse into scheme, user, password, host, port and query (UrlGetPart):
    a dict of (start, length) or None per part, and the scheme's number."""
    parts = dict.fromkeys(("scheme", "username", "password", "hostname", "port", "query"))
    parts["scheme"] = (0, 0)
    n = parse_scheme(url)
    if n is None:
        return parts, URL_SCHEME_UNKNOWN
    parts["scheme"] = (0, n)
    number = SCHEMES.get(url[:n].lower(), URL_SCHEME_UNKNOWN)
    w = n + 1
    if not (url[w:w + 1] and _is_slash(url[w]) and url[w + 1:w + 2] and _is_slash(url[w + 1])):
        return parts, number if number == FILE else URL_SCHEME_UNKNOWN
    w += 2

    def element(start, seps):
        i = start
        while i < len(url) and url[i] not in seps:
            i += 1
        return i

    if number != FILE:
        e = element(w, ":@/\\?#")
        if e < len(url) and url[e] == ":":
            e2 = element(e + 1, "@/\\?#")
            if e2 < len(url) and url[e2] == "@":
                parts["username"] = (w, e - w)
                parts["password"] = (e + 1, e2 - e - 1)
                w = e2 + 1
        elif e < len(url) and url[e] == "@":
            parts["username"] = (w, e - w)
            w = e + 1
    if number == FILE:
        e = element(w, "/\\?#")
        length = e - w
        if length >= 2 and url[w + 1] == ":":
            length = 0
        parts["hostname"] = (w, length)
    else:
        e = element(w, ":/\\?#")
        parts["hostname"] = (w, e - w)
        if e < len(url) and url[e] == ":":
            e2 = element(e + 1, "/\\?#")
            parts["port"] = (e + 1, e2 - e - 1)
            e = e2
    q = url.find("?", e)
    if q >= 0:
        parts["query"] = (q + 1, len(url) - q - 1)
    return parts, number


def create_from_path(path):
    """UrlCreateFromPath: (S_FALSE, path) for a URL, else (S_OK, the escaped file: URL)."""
    if scheme_number(path) != URL_SCHEME_INVALID:
        return S_FALSE, path
    url = "file:" + ("///" if len(path) > 1 and path[0].isalpha() and path[1] == ":" else "")
    return S_OK, escape(url + path, URL_ESCAPE_PERCENT)


def path_from_url(url):
    """PathCreateFromUrl's path for a ``file:`` URL (None for any other)."""
    if url[:5].lower() != "file:":
        return None
    url = url[5:]
    src = 0
    while src < len(url) and _is_slash(url[src]):
        src += 1
    slashes, out, do_unescape = src, "", True
    rest = url[src:]
    if slashes in (1, 3):
        if not is_escaped_drive(rest):
            src -= 1
    elif slashes == 2:
        if len(rest) >= 10 and rest[:9].lower() == "localhost" and _is_slash(rest[9]):
            src += 10
        elif is_escaped_drive(rest):
            do_unescape = False
        else:
            while src < len(url) and not _is_slash(url[src]):
                src += 1
            out = url[:src]
            if src < len(url) and is_escaped_drive(url[src + 1:]):
                src += 1       # 'forgets' the separator before a drive, as Windows does
    elif slashes >= 4:
        do_unescape = slashes != 4 or not is_escaped_drive(rest)
        if slashes != 4 or not is_escaped_drive(rest):
            src -= 2
        if slashes == 4:
            do_unescape = False
    path = (out + url[src:]).replace("/", "\\")
    if is_escaped_drive(path):
        path = path[0] + ":" + path[2:]
    if do_unescape:                    # only now: escaped slashes stay as they are
        path = "".join(unescape(path))
    return path


def guess_scheme(vm, url):
    """UrlApplyScheme's URL_APPLY_GUESSSCHEME: the prefix whose name starts the URL."""
    key = vm.registry.find(vm.registry.roots[HKEY_LOCAL_MACHINE], URL_KEY + "\\Prefixes")
    prefixes = DEFAULT_PREFIXES if key is None else [
        (name, data) for name, _, data in key.values.values() if isinstance(data, str)]
    for name, prefix in prefixes:
        if url[:len(name)].lower() == name.lower():
            return prefix + url
    return None


def default_scheme(vm, url):
    """UrlApplyScheme's URL_APPLY_DEFAULT: the default prefix before the URL."""
    key = vm.registry.find(vm.registry.roots[HKEY_LOCAL_MACHINE], URL_KEY + "\\DefaultPrefix")
    prefix = DEFAULT_PREFIX
    if key is not None and isinstance(key.values.get("", (0, 0, None))[2], str):
        prefix = key.values[""][2]
    return prefix + url


def _answer(c, out, plen, text, full_len=False):
    """Write ``text`` to a (buffer, length-in/out) pair shlwapi style: S_OK and the length,
    or E_POINTER and the size needed (with its NUL)."""
    mem = c.vm.mem
    if len(text) + 1 > mem.u32(plen):
        mem.w32(plen, len(text) + 1)
        return E_POINTER
    c.write_str(out, text)
    mem.w32(plen, len(text))
    return S_OK


@api(SHLWAPI, "ParseURL{AW}", "LPVOID url, LPVOID result", widths=BOTH)
def ParseURL(c, url, result):
    view = c.struct(PARSEDURL, result)
    if view.cbSize != PARSEDURL.variant(c.wide).sizeof(c.ptr_size):
        return E_INVALIDARG
    text = c.read_str(url) if url else ""
    n = parse_scheme(text)
    if n is None:
        view.pszProtocol = 0
        return URL_E_INVALID_SYNTAX
    view.pszProtocol = url
    view.cchProtocol = n
    view.pszSuffix = url + (n + 1) * c.char_size
    view.cchSuffix = len(text) - n - 1
    view.nScheme = SCHEMES.get(text[:n].lower(), URL_SCHEME_UNKNOWN)
    return S_OK


@api(SHLWAPI, "UrlIs{AW}", "LPVOID url, UINT kind", widths=BOTH)
def UrlIs(c, url, kind):
    if not url:
        return 0
    text = c.read_str(url)
    if kind == URLIS_URL:
        return int(bool(text) and parse_scheme(text) is not None)
    if kind == URLIS_OPAQUE:
        return int(scheme_number(text) in OPAQUE)
    if kind == URLIS_FILEURL:
        return int(text[:5].lower() == "file:")
    if kind == URLIS_DIRECTORY:
        return int(text[-1:] in ("/", "\\") and bool(text))
    if kind == URLIS_HASQUERY:
        return int(scheme_number(text) != URL_SCHEME_INVALID and "?" in text)
    # URLIS_NOHISTORY and URLIS_APPLIABLE consult Internet Explorer's per-scheme tables.
    raise Unimplemented("%s (URLIS %d)" % (c.spec.full_name, kind))


@api(SHLWAPI, "UrlUnescape{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def UrlUnescape(c, url, out, plen, flags):
    if not url:
        return E_INVALIDARG
    chars = unescape(c.read_str(url), bool(flags & URL_DONT_UNESCAPE_EXTRA_INFO))
    mem = c.vm.mem
    if flags & URL_UNESCAPE_INPLACE:
        c.write_str(url, "".join(chars))      # a %00 ends the string there, as in Windows
        return S_OK
    if not out or not plen:
        return E_INVALIDARG
    size = mem.u32(plen)
    if len(chars) < size:
        c.write_str(out, "".join(chars))
        mem.w32(plen, len(chars))
        return S_OK
    mem.w32(plen, len(chars) + 1)
    return E_POINTER


@api(SHLWAPI, "UrlEscape{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def UrlEscape(c, url, out, plen, flags):
    if not url or not out or not plen or not c.vm.mem.u32(plen):
        return E_INVALIDARG
    if flags & URL_ESCAPE_AS_UTF8 and not c.wide:
        return E_NOTIMPL        # UTF-8 escapes need the wide form
    return _answer(c, out, plen, escape(c.read_str(url), flags))


@api(SHLWAPI, "UrlGetPart{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD part, DWORD flags", widths=BOTH)
def UrlGetPart(c, url, out, plen, part, flags):
    mem = c.vm.mem
    if not url or not out or not plen or not mem.u32(plen):
        return E_INVALIDARG
    text = c.read_str(url)
    parts, number = split_url(text)
    if number not in (FTP, GOPHER, HTTP, HTTPS, TELNET, NEWS, NNTP, SNEWS):
        allowed = (URL_PART_SCHEME, URL_PART_QUERY) + ((URL_PART_HOSTNAME,) if number == FILE
                                                       else ())
        if part not in allowed:
            return E_FAIL
    names = {URL_PART_SCHEME: "scheme", URL_PART_HOSTNAME: "hostname",
             URL_PART_USERNAME: "username", URL_PART_PASSWORD: "password",
             URL_PART_PORT: "port", URL_PART_QUERY: "query"}
    if part not in names:
        return E_INVALIDARG
    span = parts[names[part]]
    if span is None:
        if part in (URL_PART_QUERY, URL_PART_HOSTNAME):     # absent: empty, not an error
            span = (0, 0)
        else:
            return E_INVALIDARG
    value = text[span[0]:span[0] + span[1]]
    if part in (URL_PART_SCHEME, URL_PART_QUERY):
        flags &= ~URL_PARTFLAG_KEEPSCHEME
    if part == URL_PART_SCHEME:
        value = value.lower()
    if flags == URL_PARTFLAG_KEEPSCHEME and number != FILE:
        scheme = parts["scheme"]
        if not scheme[1]:
            return E_FAIL
        value = text[:scheme[1]] + ":" + value
    hr = _answer(c, out, plen, value)
    if hr == S_OK and not value and not c.wide:
        return S_FALSE          # the A form says "empty" this way
    return hr


@api(SHLWAPI, "UrlApplyScheme{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def UrlApplyScheme(c, url, out, plen, flags):
    if not url or not out or not plen:
        return E_INVALIDARG
    text = c.read_str(url)
    mem = c.vm.mem
    if flags & URL_APPLY_GUESSFILE and (
            (mem.u32(plen) > 1 and text[1:2] == ":") or text.startswith("\\\\")):
        hr, result = create_from_path(text)
        if hr == S_FALSE:
            return S_FALSE
        return _answer(c, out, plen, result)
    has_scheme = parse_scheme(text) is not None
    if not has_scheme and flags & URL_APPLY_GUESSSCHEME:
        result = guess_scheme(c.vm, text)
        if result is not None:
            return _answer(c, out, plen, result)
    if (not has_scheme or flags & URL_APPLY_FORCEAPPLY) and flags & URL_APPLY_DEFAULT:
        return _answer(c, out, plen, default_scheme(c.vm, text))
    return S_FALSE


@api(SHLWAPI, "PathCreateFromUrl{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD reserved", widths=BOTH)
def PathCreateFromUrl(c, url, out, plen, reserved):
    if not url or not out or not plen or not c.vm.mem.u32(plen):
        return E_INVALIDARG
    path = path_from_url(c.read_str(url))
    if path is None:
        return E_INVALIDARG
    return _answer(c, out, plen, path)


@api(SHLWAPI, "PathCreateFromUrlAlloc", "LPCWSTR url, LPVOID out, DWORD reserved", widths=BOTH)
def PathCreateFromUrlAlloc(c, url, out, reserved):
    path = path_from_url(url or "")
    if path is None:
        return E_INVALIDARG
    path = path[:259]
    p = c.vm.heap.alloc(2 * len(path) + 2)     # freed with LocalFree, as StrDup's
    c.vm.mem.write_wstr(p, path)
    c.vm.mem.wptr(out, p)                      # PWSTR *: the program's width
    return S_OK


@api(SHLWAPI, "UrlCreateFromPath{AW}", "LPVOID path, LPVOID out, LPVOID plen, DWORD reserved", widths=BOTH)
def UrlCreateFromPath(c, path, out, plen, reserved):
    if reserved or not out or not plen or not path:
        return E_INVALIDARG
    hr, result = create_from_path(c.read_str(path))
    if hr == S_FALSE:
        mem = c.vm.mem
        if len(result) >= mem.u32(plen):
            mem.w32(plen, len(result) + 1)
            return E_POINTER
        c.write_str(out, result)
        mem.w32(plen, len(result))
        return S_FALSE
    return _answer(c, out, plen, result)
