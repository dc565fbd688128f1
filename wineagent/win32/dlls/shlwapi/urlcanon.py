"""SHLWAPI's UrlCanonicalize and UrlCombine (checked against Wine 8 by
guests/tests/shlwapi_url.c /mode canon).

Canonicalizing is three steps, as shlwapi does them:

1. the URL is rewritten into its scheme's form: a DOS path ``c:\\dir\\f`` becomes
   ``file:///c:/dir/f``, ``file://c:\\x`` becomes ``file:///c:/x``, backslashes of a
   file URL or of an http(s) URL become slashes, a bare ``http://host`` gets its ``/``;
2. unless URL_DONT_SIMPLIFY, the path's ``./`` segments go and ``seg/..`` collapses (never
   above the root after the host; the query and fragment are left alone);
3. URL_UNESCAPE decodes %XX, then the escaping flags (URL_ESCAPE_UNSAFE,
   URL_ESCAPE_SPACES_ONLY, URL_ESCAPE_PERCENT, URL_DONT_ESCAPE_EXTRA_INFO) escape as
   UrlEscape does.

URL_FILE_USE_PATHURL and URL_WININET_COMPATIBILITY (file URLs in DOS-path spelling) stop
the guest by name.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, E_POINTER, S_OK
from .urls import (FILE, HTTP, HTTPS, URL_DONT_ESCAPE_EXTRA_INFO,
                           URL_ESCAPE_PERCENT, URL_ESCAPE_SEGMENT_ONLY, URL_ESCAPE_SPACES_ONLY,
                           escape, parse_scheme, scheme_number, unescape)
from ...core.dllnames import SHLWAPI

URL_UNESCAPE = 0x10000000
URL_ESCAPE_UNSAFE = 0x20000000
URL_DONT_SIMPLIFY = 0x08000000
URL_FILE_USE_PATHURL = 0x00010000
URL_WININET_COMPATIBILITY = 0x80000000
_ESCAPING = (URL_ESCAPE_UNSAFE | URL_ESCAPE_SPACES_ONLY | URL_ESCAPE_PERCENT |
             URL_DONT_ESCAPE_EXTRA_INFO | URL_ESCAPE_SEGMENT_ONLY)


def _is_drive(text):
    return len(text) > 1 and text[0].isascii() and text[0].isalpha() and text[1] == ":"


def _rewrite(url):
    """Step 1: (the URL in its scheme's form, index of the path's root '/' or None)."""
    if _is_drive(url):
        # a DOS path becomes a file URL as it is: its dots are not simplified
        return "file:///" + url.replace("\\", "/"), None
    n = parse_scheme(url)
    if n is None:
        return url, None
    scheme = scheme_number(url)
    rest = url[n + 1:]
    head = url[:n + 1]
    if scheme == FILE:
        rest = rest.replace("\\", "/")
        if rest.startswith("//") and _is_drive(rest[2:]):
            rest = "/" + rest                      # file://c:/x is file:///c:/x
        # a drive's root is after its "c:/"
        lead = 3 if rest.startswith("///") else 0 if not rest.startswith("/") else None
        if lead is not None and _is_drive(rest[lead:]) and rest[lead + 2:lead + 3] == "/":
            return head + rest, len(head) + lead + 2
    elif scheme in (HTTP, HTTPS) and rest[:2] in ("//", "\\\\", "/\\", "\\/"):
        cut = min([i for i in (rest.find("?"), rest.find("#")) if i >= 0] or [len(rest)])
        rest = rest[:cut].replace("\\", "/") + rest[cut:]
    if rest.startswith("/") and not rest.startswith("//"):
        return head + rest, len(head)              # scheme:/path: the root is that '/'
    if not rest.startswith("//"):
        return head + rest, None                  # opaque: nothing to simplify
    # the host (with its port): letters, digits, '-', '.', ':'; the path starts at the
    # '/' after it
    i = 2
    while i < len(rest) and (rest[i].isalnum() or rest[i] in "-.:"):
        i += 1
    if i == len(rest) and i > 2:
        rest += "/"                               # http://host is http://host/
    if i < len(rest) and rest[i] == "/":
        return head + rest, len(head) + i
    return head + rest, None


def _simplify(url, root):
    """Step 2: ``./`` and ``seg/..`` in the path after ``root`` (the '/' after the host).

    As shlwapi: the path's first segment is taken as it is (``http://h/../a`` stays);
    after each segment ``./`` is dropped and ``../`` removes the segment before it, again
    and again; a ``..`` with nothing left to remove stays. The query and the fragment are
    left alone (Wine 8 simplifies in them too; Windows does not)."""
    ends = [i for i in (url.find("?", root), url.find("#", root)) if i >= 0]
    end = min(ends) if ends else len(url)
    path, tail = url[root + 1:end], url[end:]
    out = ""                                      # what follows the root '/'
    i = 0
    while i < len(path):
        j = path.find("/", i)
        if j < 0:
            out += path[i:]
            break
        out += path[i:j + 1]                      # a segment with its '/'
        i = j + 1
        while True:
            if path.startswith("./", i):
                i += 2
            elif path.startswith("..", i) and (i + 2 == len(path) or path[i + 2] == "/") \
                    and out:
                k = out[:-1].rfind("/")
                out = out[:k + 1]
                i += 3 if i + 2 < len(path) else 2
            else:
                break
    return url[:root + 1] + out + tail


def canonicalize(url, flags, api_name):
    """UrlCanonicalize's result for ``url``."""
    if flags & (URL_FILE_USE_PATHURL | URL_WININET_COMPATIBILITY):
        raise Unimplemented("%s (URL_FILE_USE_PATHURL / URL_WININET_COMPATIBILITY)"
                            % api_name)
    text, root = _rewrite(url)
    if root is not None and not flags & URL_DONT_SIMPLIFY:
        text = _simplify(text, root)
    text = text.rstrip("\r\n")
    if flags & URL_UNESCAPE:
        text = "".join(unescape(text)).split("\0", 1)[0]
    if flags & _ESCAPING:
        text = escape(text, flags & _ESCAPING & ~URL_ESCAPE_UNSAFE)
    return text


def _answer(c, out, plen, text):
    mem = c.vm.mem
    if len(text) + 1 > mem.u32(plen):
        mem.w32(plen, len(text) + 1)
        return E_POINTER
    if out:
        c.write_str(out, text)
    mem.w32(plen, len(text))
    return S_OK


@api(SHLWAPI, "UrlCanonicalize{AW}", "LPVOID url, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def UrlCanonicalize(c, url, out, plen, flags):
    if not url or not out or not plen or not c.vm.mem.u32(plen):
        return E_INVALIDARG
    text = c.read_str(url)
    if not text:
        c.write_str(out, "")          # the length is left as it was, as shlwapi does
        return S_OK
    return _answer(c, out, plen, canonicalize(text, flags, c.spec.full_name))


def combine(base, relative, flags, api_name):
    """UrlCombine's (not yet canonicalized) result: ``relative`` resolved on ``base``."""
    simple = flags & (URL_DONT_SIMPLIFY | URL_UNESCAPE)
    base = canonicalize(base, simple, api_name) if base else base
    rel = canonicalize(relative, simple, api_name) if relative else relative
    n = parse_scheme(base)
    if n is None:
        return rel                                 # no scheme in the base: the relative
    scheme, suffix = base[:n], base[n + 1:]
    loc = 0                                        # the '//host' part of the base
    if suffix.startswith("//"):
        loc = suffix.find("/", 2)
        loc = len(suffix) if loc < 0 else loc
    last = suffix.rfind("/", loc)
    directory = suffix[:last + 1] if last >= 0 else suffix
    rn = parse_scheme(rel)
    if rn is None:
        if relative.startswith(":"):
            return rel
        if _is_drive(rel):
            return "file:///" + rel
        if rel.startswith("//"):
            return scheme + ":" + rel
        if rel.startswith("/"):
            return scheme + ":" + suffix[:loc] + rel
        if rel.startswith("#"):                    # a fragment of the base document
            return base.split("#", 1)[0] + rel
        if not suffix.startswith("/"):
            return scheme + ":" + rel              # an opaque base: the scheme and it
        return scheme + ":" + directory + ("" if directory.endswith("/") else "/") + rel
    rsuffix = rel[rn + 1:]
    if rel[:rn] == scheme:
        if rsuffix.startswith("//"):
            return scheme + ":" + rsuffix
        if rsuffix.startswith("/"):
            return scheme + ":" + suffix[:loc] + rsuffix
        return scheme + ":" + directory + ("" if directory.endswith("/") else "/") + rsuffix
    return rel                                     # another scheme: the relative alone


@api(SHLWAPI, "UrlCombine{AW}", "LPVOID base, LPVOID rel, LPVOID out, LPVOID plen, DWORD flags", widths=BOTH)
def UrlCombine(c, base, rel, out, plen, flags):
    if not base or not rel or not plen:
        return E_INVALIDARG
    text = combine(c.read_str(base), c.read_str(rel), flags, c.spec.full_name)
    return _answer(c, out, plen, canonicalize(text, flags, c.spec.full_name) if text else "")
