"""KERNEL32: the private profile (.ini file) functions. Reading, writing and the
Windows parsing rules are in ``kernel/profile.py`` (``IniFile``)."""

from ....abi.api import api
from ...kernel.profile import get_int, get_string, write_string

K = "KERNEL32.dll"


@api(K, "GetPrivateProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR default, "
     "LPVOID buf, DWORD size, LPCTSTR file")
def GetPrivateProfileString(c, section, key, default, buf, size, file):
    return get_string(c, section, key, default, buf, size, file)


@api(K, "GetProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR default, "
     "LPVOID buf, DWORD size")
def GetProfileString(c, section, key, default, buf, size):
    return get_string(c, section, key, default, buf, size, "win.ini")


@api(K, "WritePrivateProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR value, "
     "LPCTSTR file")
def WritePrivateProfileString(c, section, key, value, file):
    return write_string(c, section, key, value, file)


@api(K, "WriteProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR value")
def WriteProfileString(c, section, key, value):
    return write_string(c, section, key, value, "win.ini")


@api(K, "GetPrivateProfileInt{AW}", "LPCTSTR section, LPCTSTR key, INT default, LPCTSTR file")
def GetPrivateProfileInt(c, section, key, default, file):
    return get_int(c, section, key, default, file)


@api(K, "GetProfileInt{AW}", "LPCTSTR section, LPCTSTR key, INT default")
def GetProfileInt(c, section, key, default):
    return get_int(c, section, key, default, "win.ini")
