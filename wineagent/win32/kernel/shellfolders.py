"""The shell's special folders (CSIDL / KNOWNFOLDERID) as paths on the VFS.

One user ("user", as GetUserName answers) with the Windows Vista+ layout under
``C:\\users\\user``. Every folder listed here is one Windows always has: it is created on
the VFS at its first request; after that a folder the program removed stays missing
unless the caller asks for it to be made (fCreate, CSIDL_FLAG_CREATE).
"""

import os

from .vfs import VfsError

__all__ = ["CSIDL_PATHS", "KNOWN_FOLDERS", "folder_path", "folder_exists"]

_HOME = "C:\\users\\user"
_APPDATA = _HOME + "\\AppData\\Roaming"
_LOCAL = _HOME + "\\AppData\\Local"
_PUBLIC = "C:\\users\\Public"

#: CSIDL value -> guest path.
CSIDL_PATHS = {
    0x0000: _HOME + "\\Desktop",                 # CSIDL_DESKTOP
    0x0002: _APPDATA + "\\Microsoft\\Windows\\Start Menu\\Programs",   # CSIDL_PROGRAMS
    0x0005: _HOME + "\\Documents",               # CSIDL_PERSONAL (My Documents)
    0x0006: _HOME + "\\Favorites",               # CSIDL_FAVORITES
    0x0007: _APPDATA + "\\Microsoft\\Windows\\Start Menu\\Programs\\Startup",
    0x0008: _APPDATA + "\\Microsoft\\Windows\\Recent",
    0x0009: _APPDATA + "\\Microsoft\\Windows\\SendTo",
    0x000B: _APPDATA + "\\Microsoft\\Windows\\Start Menu",
    0x000D: _HOME + "\\Music",                   # CSIDL_MYMUSIC
    0x000E: _HOME + "\\Videos",                  # CSIDL_MYVIDEO
    0x0010: _HOME + "\\Desktop",                 # CSIDL_DESKTOPDIRECTORY
    0x0014: "C:\\WINDOWS\\Fonts",                # CSIDL_FONTS
    0x0015: _APPDATA + "\\Microsoft\\Windows\\Templates",
    0x0016: "C:\\ProgramData\\Microsoft\\Windows\\Start Menu",
    0x0017: "C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs",
    0x0019: _PUBLIC + "\\Desktop",               # CSIDL_COMMON_DESKTOPDIRECTORY
    0x001A: _APPDATA,                            # CSIDL_APPDATA
    0x001C: _LOCAL,                              # CSIDL_LOCAL_APPDATA
    0x0020: _LOCAL + "\\Microsoft\\Windows\\INetCache",
    0x0021: _LOCAL + "\\Microsoft\\Windows\\INetCookies",
    0x0022: _LOCAL + "\\Microsoft\\Windows\\History",
    0x0023: "C:\\ProgramData",                   # CSIDL_COMMON_APPDATA
    0x0024: "C:\\WINDOWS",                       # CSIDL_WINDOWS
    0x0025: "C:\\WINDOWS\\system32",             # CSIDL_SYSTEM
    0x0026: "C:\\Program Files",                 # CSIDL_PROGRAM_FILES
    0x0027: _HOME + "\\Pictures",                # CSIDL_MYPICTURES
    0x0028: _HOME,                               # CSIDL_PROFILE
    0x002B: "C:\\Program Files\\Common Files",   # CSIDL_PROGRAM_FILES_COMMON
    0x002E: _PUBLIC + "\\Documents",             # CSIDL_COMMON_DOCUMENTS
}

#: KNOWNFOLDERID (as its registry string, upper-case) -> the CSIDL it matches.
KNOWN_FOLDERS = {
    "{B4BFCC3A-DB2C-424C-B029-7FE99A87C641}": 0x0010,   # FOLDERID_Desktop
    "{FDD39AD0-238F-46AF-ADB4-6C85480369C7}": 0x0005,   # FOLDERID_Documents
    "{3EB685DB-65F9-4CF6-A03A-E3EF65729F3D}": 0x001A,   # FOLDERID_RoamingAppData
    "{F1B32785-6FBA-4FCF-9D55-7B8E7F157091}": 0x001C,   # FOLDERID_LocalAppData
    "{62AB5D82-FDC1-4DC3-A9DD-070D1D495D97}": 0x0023,   # FOLDERID_ProgramData
    "{F38BF404-1D43-42F2-9305-67DE0B28FC23}": 0x0024,   # FOLDERID_Windows
    "{1AC14E77-02E7-4E5D-B744-2EB1AE5198B7}": 0x0025,   # FOLDERID_System
    "{905E63B6-C1BF-494E-B29C-65B732D3D21A}": 0x0026,   # FOLDERID_ProgramFiles
    "{5E6C858F-0E22-4760-9AFE-EA3317B67173}": 0x0028,   # FOLDERID_Profile
    "{33E28130-4E1E-4676-835A-98395C3BC3BB}": 0x0027,   # FOLDERID_Pictures
    "{4BD8D571-6D19-48D3-BE97-422220080E43}": 0x000D,   # FOLDERID_Music
    "{FD228CB7-AE11-4AE3-864C-16F3910AB8FE}": 0x0014,   # FOLDERID_Fonts
}


def folder_path(vm, csidl, create=True):
    """The guest path of CSIDL ``csidl`` (flags stripped), or None.

    None when the folder is not one this desktop has, or -- without ``create`` -- when
    the folder is missing. Every folder listed here is one a fresh Windows profile has, so
    the first request for it finds it: it is made on the VFS then, whatever ``create``
    says (the profile's folders are materialized on demand, not at boot). Once handed
    out, a folder the program removed is missing, as on Windows: only ``create``
    (SHGetSpecialFolderPath's fCreate, CSIDL_FLAG_CREATE) makes it again.
    """
    path = CSIDL_PATHS.get(csidl & 0xFF)
    if path is None:
        return None
    seen = vm.kernel.shell_folders_made
    if path not in seen:
        seen.add(path)
        create = True
    if create:
        vm.vfs.ensure_dir(path)
    elif not folder_exists(vm, path):
        return None
    return path


def folder_exists(vm, path):
    """True when guest directory ``path`` exists on the VFS."""
    try:
        return os.path.isdir(vm.vfs.host_path(vm.vfs.split(path)))
    except VfsError:
        return False
