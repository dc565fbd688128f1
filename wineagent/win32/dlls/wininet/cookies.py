"""WININET's cookies: InternetSetCookie(Ex)A/W and InternetGetCookie(Ex)A/W over the
session's cookie jar, in memory (``vm.kernel.internet_cookies`` of the session's first
process, so a child sees its parent's cookies; saved with the machine's state).

Windows' rules, as the functions document them:

- a cookie belongs to a domain (the URL's host, or a ``domain=`` attribute that is the
  host or a suffix of it at a dot, with a dot of its own: anything else is not set) and
  a path (``path=``, or else the URL's path up to its last ``/``);
- a URL gets the cookies of its host and of each parent domain whose path is a prefix
  of the URL's path (compared without case), as ``name=value`` joined by ``"; "``;
- ``expires=`` in the past deletes the cookie; ``HttpOnly`` cookies are set and read only
  with INTERNET_COOKIE_HTTPONLY (else ERROR_INVALID_OPERATION, COOKIE_STATE_REJECT);
  ``secure``, ``version=`` and ``max-age=`` are kept out of the value and not enforced
  (no connection is ever made here);
- no cookie: ERROR_NO_MORE_ITEMS. Sizes: the wide functions answer a NULL buffer or a
  short one with the size in bytes, a filled one with its characters and the NUL; the
  ANSI functions in bytes with the NUL (Wine 8 does the same).

Other flags (third-party, P3P, restricted zone) stop the guest naming them.
"""

import email.utils

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import WININET
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_OPERATION,
                              ERROR_INTERNET_UNRECOGNIZED_SCHEME, ERROR_INVALID_PARAMETER,
                              ERROR_NO_MORE_ITEMS)
from ...kernel.epoch import FILETIME_ZERO
from ...kernel.locale import guest_now
from .urls import crack

INTERNET_COOKIE_HTTPONLY = 0x2000
COOKIE_STATE_UNKNOWN, COOKIE_STATE_ACCEPT, COOKIE_STATE_REJECT = 0, 1, 5


def jar(vm):
    """The session's cookie list (kept by its first process)."""
    root = vm if vm.processes is None else vm.processes.first
    return root.kernel.internet_cookies


def host_and_path(url):
    """(host, directory path) of a URL, or the error code of one InternetCrackUrl does
    not take (ERROR_INVALID_PARAMETER when it has no host)."""
    found = crack(url, split_extra=True) if url else ERROR_INTERNET_UNRECOGNIZED_SCHEME
    if isinstance(found, int):
        return found
    parts = found[0]
    if "host" not in parts or parts["host"][0] == parts["host"][1]:
        return ERROR_INVALID_PARAMETER
    host = url[parts["host"][0]:parts["host"][1]].lower()
    path = url[parts["path"][0]:parts["path"][1]]
    path = path[:path.rfind("/") + 1] or "/"
    return host, path


def _domain_ok(domain, host):
    return "." in domain and (host == domain or host.endswith("." + domain))


def _seconds(when):
    """A time as whole seconds since 1601 (an int: what the saved state holds)."""
    return int((when - FILETIME_ZERO).total_seconds())


def _expired(vm, when):
    return when is not None and when <= _seconds(guest_now(vm))


def set_cookie(vm, url, name, data, flags):
    """InternetSetCookieEx's work: a COOKIE_STATE_* (and the last error when rejected)."""
    where = host_and_path(url)
    if isinstance(where, int):
        vm.last_error = where
        return COOKIE_STATE_UNKNOWN
    domain, path = where
    if name is None and "=" not in data:
        name, value, rest = "", data, ""         # all of it is the value (Wine 8 too)
    elif name is None:
        name, data = data.split("=", 1)
        name = name.strip()
        value, rest = (data.split(";", 1) + [""])[:2]
    else:
        value, rest = (data.split(";", 1) + [""])[:2]
    expires, httponly = None, False
    for attr in rest.split(";"):
        attr = attr.strip()
        key, _, val = attr.partition("=")
        key = key.strip().lower()
        if key == "domain":
            val = val.strip().lstrip(".").lower()
            if not _domain_ok(val, where[0]):
                vm.last_error = ERROR_INVALID_PARAMETER
                return COOKIE_STATE_UNKNOWN
            domain = val
        elif key == "path":
            path = val.strip() or "/"
        elif key == "expires":
            try:
                expires = _seconds(email.utils.parsedate_to_datetime(val.strip())
                                   .replace(tzinfo=None))
            except (TypeError, ValueError, IndexError, OverflowError):
                expires = None
        elif key == "httponly":
            if not flags & INTERNET_COOKIE_HTTPONLY:
                vm.last_error = ERROR_INVALID_OPERATION
                return COOKIE_STATE_REJECT
            httponly = True
    cookies = jar(vm)
    for i, old in enumerate(cookies):
        if (old["domain"], old["path"], old["name"]) == (domain, path, name):
            if old["httponly"] and not flags & INTERNET_COOKIE_HTTPONLY:
                vm.last_error = ERROR_INVALID_OPERATION
                return COOKIE_STATE_REJECT
            del cookies[i]
            break
    if not _expired(vm, expires):
        cookies.append({"domain": domain, "path": path, "name": name, "value": value,
                        "httponly": httponly, "expires": expires})
    return COOKIE_STATE_ACCEPT


def get_cookies(vm, url, flags):
    """The cookie string a URL is sent ("" when none), or an error code for a URL
    without a host."""
    where = host_and_path(url)
    if isinstance(where, int):
        return where
    host, path = where
    found = [ck for ck in jar(vm)
             if (host == ck["domain"] or host.endswith("." + ck["domain"]))
             and path.lower().startswith(ck["path"].lower())
             and not _expired(vm, ck["expires"])
             and (flags & INTERNET_COOKIE_HTTPONLY or not ck["httponly"])]
    # the host's own cookies first, then its parents'; the longer path first; the
    # newest first (Wine 8's order)
    found = [ck for _, ck in sorted(enumerate(found), key=lambda ick: (
        -len(ick[1]["domain"]), -len(ick[1]["path"]), -ick[0]))]
    return "; ".join(ck["value"] if not ck["name"] else ck["name"] + "=" + ck["value"]
                     for ck in found)


def _check_flags(c, flags):
    if flags & ~INTERNET_COOKIE_HTTPONLY:
        raise Unimplemented("%s flags 0x%x" % (c.spec.full_name,
                                                flags & ~INTERNET_COOKIE_HTTPONLY))


def _get(c, url, data, psize, flags):
    vm = c.vm
    mem = vm.mem
    _check_flags(c, flags)
    if not url or not psize:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = get_cookies(vm, c.read_str(url), flags)
    if isinstance(text, int):
        vm.last_error = text
        return 0
    if not text:
        vm.last_error = ERROR_NO_MORE_ITEMS
        return 0
    need = len(text) + 1
    if not data or need > mem.u32(psize):
        mem.w32(psize, need * c.char_size)
        if data:
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        return 1
    c.write_str(data, text)
    mem.w32(psize, need)
    return 1


@api(WININET, "InternetGetCookie{AW}", "LPVOID url, LPVOID name, LPVOID data, LPVOID psize",
     widths=BOTH)
def InternetGetCookie(c, url, name, data, psize):
    """The cookies the URL would be sent (not HttpOnly ones); the name is not used, as on
    Windows."""
    return _get(c, url, data, psize, 0)


@api(WININET, "InternetGetCookieEx{AW}",
     "LPVOID url, LPVOID name, LPVOID data, LPVOID psize, DWORD flags, LPVOID reserved",
     widths=BOTH)
def InternetGetCookieEx(c, url, name, data, psize, flags, reserved):
    """InternetGetCookie with INTERNET_COOKIE_HTTPONLY (HttpOnly cookies too)."""
    return _get(c, url, data, psize, flags)


def _set(c, url, name, data, flags):
    vm = c.vm
    _check_flags(c, flags)
    if not url or not data:
        vm.last_error = ERROR_INVALID_PARAMETER
        return COOKIE_STATE_UNKNOWN
    return set_cookie(vm, c.read_str(url), c.read_str(name) if name else None,
                      c.read_str(data), flags)


@api(WININET, "InternetSetCookie{AW}", "LPVOID url, LPVOID name, LPVOID data", widths=BOTH)
def InternetSetCookie(c, url, name, data):
    """Sets a cookie (``name`` NULL: ``data`` is ``name=value; attributes``)."""
    return int(_set(c, url, name, data, 0) == COOKIE_STATE_ACCEPT)


@api(WININET, "InternetSetCookieEx{AW}",
     "LPVOID url, LPVOID name, LPVOID data, DWORD flags, DWORD_PTR reserved", widths=BOTH)
def InternetSetCookieEx(c, url, name, data, flags, reserved):
    """InternetSetCookie answering a COOKIE_STATE_* (HttpOnly cookies with
    INTERNET_COOKIE_HTTPONLY)."""
    return _set(c, url, name, data, flags)
