"""KERNEL32: the private profile (.ini file) functions. Reading, writing and the
Windows parsing rules are in ``kernel/profile.py`` (``IniFile``)."""

from ....abi.api import BOTH, api
from ...kernel.profile import (get_int, get_section, get_section_names, get_string,
                              get_struct, struct_text, write_section, write_string)
from ...core.dllnames import KERNEL32



@api(KERNEL32, "GetPrivateProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR default, "
     "LPVOID buf, DWORD size, LPCTSTR file", widths=BOTH)
def GetPrivateProfileString(c, section, key, default, buf, size, file):
    return get_string(c, section, key, default, buf, size, file)


@api(KERNEL32, "GetProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR default, "
     "LPVOID buf, DWORD size", widths=BOTH)
def GetProfileString(c, section, key, default, buf, size):
    return get_string(c, section, key, default, buf, size, "win.ini")


@api(KERNEL32, "WritePrivateProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR value, "
     "LPCTSTR file", widths=BOTH)
def WritePrivateProfileString(c, section, key, value, file):
    return write_string(c, section, key, value, file)


@api(KERNEL32, "WriteProfileString{AW}", "LPCTSTR section, LPCTSTR key, LPCTSTR value", widths=BOTH)
def WriteProfileString(c, section, key, value):
    return write_string(c, section, key, value, "win.ini")


@api(KERNEL32, "GetPrivateProfileInt{AW}", "LPCTSTR section, LPCTSTR key, INT default, LPCTSTR file", widths=BOTH)
def GetPrivateProfileInt(c, section, key, default, file):
    return get_int(c, section, key, default, file)


@api(KERNEL32, "GetProfileInt{AW}", "LPCTSTR section, LPCTSTR key, INT default", widths=BOTH)
def GetProfileInt(c, section, key, default):
    return get_int(c, section, key, default, "win.ini")


@api(KERNEL32, "GetPrivateProfileSection{AW}", "LPCTSTR section, LPVOID buf, DWORD size, "
     "LPCTSTR file", widths=BOTH)
def GetPrivateProfileSection(c, section, buf, size, file):
    """Every "key=value" line of a section, NUL-separated, double-NUL ended: the characters
    written without the last NUL (size - 2 when the buffer was too small)."""
    return get_section(c, section, buf, size, file)


@api(KERNEL32, "GetProfileSection{AW}", "LPCTSTR section, LPVOID buf, DWORD size", widths=BOTH)
def GetProfileSection(c, section, buf, size):
    """GetPrivateProfileSection of win.ini."""
    return get_section(c, section, buf, size, "win.ini")


@api(KERNEL32, "GetPrivateProfileSectionNames{AW}", "LPVOID buf, DWORD size, LPCTSTR file", widths=BOTH)
def GetPrivateProfileSectionNames(c, buf, size, file):
    """The names of the file's sections, as a NUL-separated, double-NUL ended list."""
    return get_section_names(c, buf, size, file)


@api(KERNEL32, "WritePrivateProfileSection{AW}", "LPCTSTR section, LPVOID data, LPCTSTR file", widths=BOTH)
def WritePrivateProfileSection(c, section, data, file):
    """Replace a section's keys with a "key=value" list; NULL deletes the section."""
    return write_section(c, section, data, file)


@api(KERNEL32, "WriteProfileSection{AW}", "LPCTSTR section, LPVOID data", widths=BOTH)
def WriteProfileSection(c, section, data):
    """WritePrivateProfileSection of win.ini."""
    return write_section(c, section, data, "win.ini")


@api(KERNEL32, "GetPrivateProfileStruct{AW}", "LPCTSTR section, LPCTSTR key, LPVOID buf, "
     "UINT size, LPCTSTR file", widths=BOTH)
def GetPrivateProfileStruct(c, section, key, buf, size, file):
    """Read back ``size`` bytes WritePrivateProfileStruct stored (hex digits and a
    checksum); FALSE when the value has another length, is not hex or fails its
    checksum (``kernel/profile.py`` get_struct)."""
    data = get_struct(c, section, key, size, file)
    if data is None:
        return 0
    c.vm.mem.write(buf, data)
    return 1


@api(KERNEL32, "WritePrivateProfileStruct{AW}", "LPCTSTR section, LPCTSTR key, LPVOID data, "
     "UINT size, LPCTSTR file", widths=BOTH)
def WritePrivateProfileStruct(c, section, key, data, size, file):
    """Store ``size`` bytes under a key as hex digits and a checksum byte; NULL data
    deletes the key."""
    text = struct_text(bytes(c.vm.mem.read(data, size))) if data else None
    return write_string(c, section, key, text, file)
