"""WININET's cookie jar (issue 23: WININET.dll): test/exe/wininet_cookie.exe
(guests/tests/wininet_cookie.c) at both widths.

The oracle is Wine 8 (the same lines at both widths, run on a fresh copy of the
no-network prefix); where we differ, each is named below:

- Host names are matched without case (DNS names have none: ``WWW.EXAMPLE.COM`` is the
  host of the cookies set for ``www.example.com``); Wine 8 matches them with case.
- A cookie that is not set (a ``domain=`` that is only a top-level name; a URL with no
  host) fails with ERROR_INVALID_PARAMETER: a failing function sets its last error;
  Wine 8 leaves it untouched there (0xdeadbeef) while it answers 87 for a foreign
  domain.
"""

from paths import guest_exe

EXPECTED = [
    "get http://www.example.com/ 0: 0 '' 259",
    'plain set: 1',
    "get http://www.example.com/a/ 0: 1 'k1=v1' 6",
    "get http://www.example.com/a/c/d 0: 1 'k1=v1' 6",
    "get http://www.example.com/ 0: 0 '' 259",
    "get http://WWW.EXAMPLE.COM/A/x 0: 1 'k1=v1' 6",  # Wine: 0 259 (its host match has case)
    "get http://other.example.com/a/ 0: 0 '' 259",
    "set http://www.example.com/ (null) 'k2=v2; path=/; domain=.example.com' 0: 1 0",
    "get http://other.example.com/a/ 0: 1 'k2=v2' 6",
    "get http://www.example.com/a/ 0: 1 'k1=v1; k2=v2' 13",
    "set http://www.example.com/ (null) 'k3=v3; domain=other.org' 0: 0 87",
    "set http://www.example.com/ (null) 'k3=v3; domain=com' 0: 0 87",  # Wine: error untouched
    "set http://www.example.com/ k4 'v4; path=/; HttpOnly' 0: 5 4317",
    "set http://www.example.com/ k4 'v4; path=/; HttpOnly' 2000: 1 0",
    "get http://www.example.com/ 0: 1 'k2=v2' 6",
    "get http://www.example.com/ 2000: 1 'k4=v4; k2=v2' 13",
    "set http://www.example.com/ k4 'v5; path=/' 0: 5 4317",
    "set http://www.example.com/ (null) 'k2=new; path=/; domain=example.com' 0: 1 0",
    "get http://www.example.com/ 0: 1 'k2=new' 7",
    "set http://www.example.com/ (null) 'k2=x; path=/; domain=example.com; expires=Thu, 01 Jan 1970 00:00:00 GMT' 0: 1 0",
    "get http://www.example.com/ 0: 0 '' 259",
    "set http://www.example.com/ (null) 'k5=later; path=/; expires=Fri, 01 Jan 2100 00:00:00 GMT' 0: 1 0",
    "set http://www.example.com/ (null) 'novalue; path=/' 0: 1 0",
    "get http://www.example.com/ 0: 1 'novalue; path=/; k5=later' 26",
    "set noscheme a 'b' 0: 0 12006",
    "set file:///c:/x a 'b' 0: 0 87",  # Wine: error untouched
    'sizing A: 1 26',
    'short A: 0 122 26',
    'sizing W: 1 52',
    'short W: 0 122 52',
    "W: 1 'novalue; path=/; k5=later' 26",
    'setW: 1',
    "W: 1 'wk=wv' 6",
    'null url: 0 87',
    'null data: 0 87',
]


def test_cookie_jar(boot, tmp_path, width):
    d = boot(guest_exe("wininet_cookie", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED


def test_the_jar_is_the_sessions(boot, tmp_path, width):
    """The cookies are kept in the machine's kernel state (saved with it): k2 expired,
    and "novalue; path=/" is split at its first '=' as Windows splits name=value."""
    d = boot(guest_exe("wininet_cookie", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    names = sorted(ck["name"] for ck in d.vm.kernel.internet_cookies)
    assert names == ["k1", "k4", "k5", "novalue; path", "wk"]


def test_the_jar_is_plain_data_a_state_file_can_carry(boot, tmp_path):
    """The jar's cookies are plain dicts of str / int / bool / None (expiry: seconds
    since 1601), which the state loader's safe unpickler takes back as they were."""
    import io
    import pickle
    from wineagent.state.unpickler import SafeUnpickler
    d = boot(guest_exe("wininet_cookie", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    jar = d.vm.kernel.internet_cookies
    assert any(ck["expires"] for ck in jar)               # k5's, an int
    back = SafeUnpickler(io.BytesIO(pickle.dumps(jar, protocol=4)), None).load()
    assert back == jar
