"""The keys a new Windows installation has in its registry, as this machine answers.

A program that reads the registry where Windows documents a fact (the product name and
build under ``Windows NT\\CurrentVersion``, the processor under ``HARDWARE\\DESCRIPTION``,
the computer name, the code pages, the time zone, the system environment, the user's
shell folders and regional settings) found an empty registry: every root started with no
keys. Each value here is derived from the module that answers the matching API, so the
registry and the API never disagree (GetComputerName and ``ComputerName``,
RtlGetVersion and ``CurrentBuildNumber``, CPUID and ``ProcessorNameString``, GetACP and
``Nls\\CodePage\\ACP``, SHGetFolderPath and ``Shell Folders``, GetLocaleInfo and
``Control Panel\\International``...). USER adds the settings SystemParametersInfo keeps
(``user/sysparams.py``, ``registry_defaults``).

What is left out on purpose: keys whose presence would change what an API does here
(``Windows NT\\CurrentVersion\\Ports``, the CryptoAPI provider defaults: their readers
fall back to built-in answers when the key is absent), font file lists (the bundled
raster stand-ins are no files on C:), file associations of programs a new Windows has and
this drive does not (only the program classes cmd.exe runs, and the text files Notepad
opens; ``_CLASSES``) and WOW64's ``WOW6432Node`` view (a 32-bit program here runs on a 32-bit Windows).
"""

import struct

from .environ import TEMP_DIR, windows_defaults
from .locale import LCID_EN_US, locale_info
from .power import NOMINAL_MHZ
from .registry import REG_BINARY, REG_DWORD, REG_EXPAND_SZ, REG_SZ
from .shellfolders import CSIDL_PATHS
from .sysinfo import (COMPUTER_NAME, CPU_BRAND, CPU_VENDOR, PROCESSORS, USER_NAME,
                      cpu_identifier)
from .timezone import ZONE, pack_systemtime
from .vfs import GUEST_EPOCH
from ..core import winver

__all__ = ["DEFAULTS_VERSION", "HKCU", "HKLM", "machine_defaults", "dword"]

#: Raised when the defaults gain keys: a registry file seeded by an older version gets the
#: new keys (only those it lacks) when it is next loaded.
DEFAULTS_VERSION = 4

HKCU, HKLM = 0x80000001, 0x80000002
_NT = "SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion"
_WIN = "SOFTWARE\\Microsoft\\Windows\\CurrentVersion"
_CONTROL = "SYSTEM\\CurrentControlSet\\Control"
_USER_WIN = "Software\\Microsoft\\Windows\\CurrentVersion"


_NOTEPAD = "%SystemRoot%\\system32\\NOTEPAD.EXE"
_RUN = '"%1" %*'
_RUNAS = '%SystemRoot%\\System32\\cmd.exe /C "%1" %*'
#: The file associations of a new Windows 10 (HKLM\SOFTWARE\Classes, which
#: HKEY_CLASSES_ROOT shows) for the programs a drive has: extensions and their ProgIDs,
#: each ProgID's name and verbs (verb, command, REG_EXPAND_SZ?). A program runs itself
#: (``"%1" %*``); a batch file's "edit" and "print" and a text file's verbs are Notepad's,
#: as Windows registers them (no Notepad on this drive: they fail as on a Windows without
#: it, ERROR_FILE_NOT_FOUND).
_EXTENSIONS = ((".bat", "batfile"), (".cmd", "cmdfile"), (".com", "comfile"),
               (".exe", "exefile"), (".txt", "txtfile"), (".log", "txtfile"),
               (".ini", "inifile"))
_PROGIDS = (
    ("batfile", "Windows Batch File", (("open", _RUN, False), ("runas", _RUNAS, True),
                                       ("edit", _NOTEPAD + " %1", True),
                                       ("print", _NOTEPAD + " /p %1", True))),
    ("cmdfile", "Windows Command Script", (("open", _RUN, False), ("runas", _RUNAS, True),
                                           ("edit", _NOTEPAD + " %1", True),
                                           ("print", _NOTEPAD + " /p %1", True))),
    ("comfile", "MS-DOS Application", (("open", _RUN, False),)),
    ("exefile", "Application", (("open", _RUN, False), ("runas", _RUN, False))),
    ("txtfile", "Text Document", (("open", _NOTEPAD + " %1", True),
                                  ("print", _NOTEPAD + " /p %1", True),
                                  ("printto", _NOTEPAD + ' /pt "%1" "%2" "%3" "%4"', True))),
    ("inifile", "Configuration Settings", (("open", _NOTEPAD + " %1", True),
                                           ("print", _NOTEPAD + " /p %1", True))),
)


def _classes(put):
    """The file associations (``_EXTENSIONS``, ``_PROGIDS``) under HKLM's classes."""
    base = "SOFTWARE\\Classes\\"
    for ext, progid in _EXTENSIONS:
        put(HKLM, base + ext, "", REG_SZ, progid)
    put(HKLM, base + ".txt", "Content Type", REG_SZ, "text/plain")
    put(HKLM, base + ".txt", "PerceivedType", REG_SZ, "text")
    for progid, name, verbs in _PROGIDS:
        put(HKLM, base + progid, "", REG_SZ, name)
        for verb, command, expand in verbs:
            put(HKLM, base + progid + "\\shell\\" + verb + "\\command", "",
                REG_EXPAND_SZ if expand else REG_SZ, command)


def dword(value):
    """REG_DWORD data: four little-endian bytes."""
    return struct.pack("<I", value & 0xFFFFFFFF)


def _unexpand(path, windows, profile=None):
    """``path`` as Windows writes it in a REG_EXPAND_SZ value: the user's profile folder
    as %USERPROFILE%, the Windows folder as %SystemRoot%."""
    if profile and path.lower().startswith(profile.lower()):
        return "%USERPROFILE%" + path[len(profile):]
    if path.lower().startswith(windows.lower()):
        return "%SystemRoot%" + path[len(windows):]
    return path


#: The user's shell folders by the value names Explorer keeps them under (CSIDL values).
_USER_FOLDERS = (
    ("AppData", 0x001A), ("Cache", 0x0020), ("Cookies", 0x0021), ("Desktop", 0x0010),
    ("Favorites", 0x0006), ("Fonts", 0x0014), ("History", 0x0022),
    ("Local AppData", 0x001C), ("My Music", 0x000D), ("My Pictures", 0x0027),
    ("My Video", 0x000E), ("Personal", 0x0005), ("Programs", 0x0002), ("Recent", 0x0008),
    ("SendTo", 0x0009), ("Start Menu", 0x000B), ("Startup", 0x0007),
    ("Templates", 0x0015),
)
_COMMON_FOLDERS = (
    ("Common AppData", 0x0023), ("Common Desktop", 0x0019), ("Common Documents", 0x002E),
    ("Common Programs", 0x0017), ("Common Start Menu", 0x0016),
)

#: HKCU\Control Panel\International's values and the LCTYPE each one mirrors.
_INTERNATIONAL = (
    ("iCalendarType", 0x1009), ("iCountry", 0x0005), ("iCurrDigits", 0x0019),
    ("iCurrency", 0x001B), ("iDate", 0x0021), ("iDigits", 0x0011),
    ("iFirstDayOfWeek", 0x100C), ("iFirstWeekOfYear", 0x100D), ("iLZero", 0x0012),
    ("iMeasure", 0x000D), ("iNegCurr", 0x001C), ("iNegNumber", 0x1010),
    ("iPaperSize", 0x100A), ("iTime", 0x0023), ("iTimePrefix", 0x1005),
    ("iTLZero", 0x0025), ("LocaleName", 0x005C), ("NumShape", 0x1014),
    ("s1159", 0x0028), ("s2359", 0x0029), ("sCountry", 0x0006), ("sCurrency", 0x0014),
    ("sDate", 0x001D), ("sDecimal", 0x000E), ("sGrouping", 0x0010),
    ("sLanguage", 0x0003), ("sList", 0x000C), ("sLongDate", 0x0020),
    ("sMonDecimalSep", 0x0016), ("sMonGrouping", 0x0018), ("sMonThousandSep", 0x0017),
    ("sNativeDigits", 0x0013), ("sNegativeSign", 0x0051), ("sPositiveSign", 0x0050),
    ("sShortDate", 0x001F), ("sShortTime", 0x0079), ("sThousand", 0x000F),
    ("sTime", 0x001E), ("sTimeFormat", 0x1003), ("sYearMonth", 0x1006),
)

#: The same pairs for KERNEL32's SetLocaleInfo and GetLocaleInfo (the user's values).
INTERNATIONAL = _INTERNATIONAL

#: The variables of the system environment (Session Manager\Environment); the others of
#: windows_defaults are the user's or the session's (USERNAME, APPDATA, ...).
_SYSTEM_VARIABLES = ("ComSpec", "NUMBER_OF_PROCESSORS", "OS", "Path", "PATHEXT",
                     "PROCESSOR_ARCHITECTURE", "PROCESSOR_IDENTIFIER", "PROCESSOR_LEVEL",
                     "PROCESSOR_REVISION", "windir")
_EXPANDED_VARIABLES = ("ComSpec", "Path", "windir", "TEMP", "TMP")


def machine_defaults(ptr_size):
    """Every default value as (root handle, key path, value name, type, data), for a
    program of pointer size ``ptr_size`` (a 64-bit one sees an x64 Windows: its
    processor identifier and PROCESSOR_ARCHITECTURE). A value name of None makes the key
    alone (Windows has it, empty)."""
    windows, profile = CSIDL_PATHS[0x0024], CSIDL_PATHS[0x0028]
    env = dict(windows_defaults(ptr_size))
    out = []

    def put(root, path, name, type_, data):
        out.append((root, path, name, type_, data))

    # -- the product (RtlGetVersion, GetProductInfo: Windows 10 Pro, build BUILD) -----
    nt = [("ProductName", REG_SZ, "Windows 10 Pro"), ("EditionID", REG_SZ, "Professional"),
          ("InstallationType", REG_SZ, "Client"),
          # Windows 10 keeps "6.3" here for programs that parse it as Windows 8.1 did.
          ("CurrentVersion", REG_SZ, "6.3"),
          ("CurrentMajorVersionNumber", REG_DWORD, dword(winver.MAJOR)),
          ("CurrentMinorVersionNumber", REG_DWORD, dword(winver.MINOR)),
          ("CurrentBuild", REG_SZ, str(winver.BUILD)),
          ("CurrentBuildNumber", REG_SZ, str(winver.BUILD)),
          ("DisplayVersion", REG_SZ, "22H2"), ("ReleaseId", REG_SZ, "2009"),
          ("CurrentType", REG_SZ, "Multiprocessor Free"),
          ("SystemRoot", REG_SZ, windows), ("PathName", REG_SZ, windows),
          ("RegisteredOwner", REG_SZ, USER_NAME), ("RegisteredOrganization", REG_SZ, ""),
          ("SoftwareType", REG_SZ, "System"),
          # seconds since 1970 of the guest's epoch: installed when its clock starts
          ("InstallDate", REG_DWORD, dword(int(GUEST_EPOCH)))]
    for name, type_, data in nt:
        put(HKLM, _NT, name, type_, data)
    win = [("ProgramFilesDir", REG_SZ, CSIDL_PATHS[0x0026]),
           ("CommonFilesDir", REG_SZ, CSIDL_PATHS[0x002B]),
           ("ProgramFilesPath", REG_EXPAND_SZ, "%ProgramFiles%"),
           ("DevicePath", REG_EXPAND_SZ, "%SystemRoot%\\inf"),
           ("MediaPathUnexpanded", REG_EXPAND_SZ, "%SystemRoot%\\Media")]
    for name, type_, data in win:
        put(HKLM, _WIN, name, type_, data)
    for sub in ("App Paths", "Run", "RunOnce", "Uninstall", "Policies"):
        put(HKLM, _WIN + "\\" + sub, None, None, None)
    for name, csidl in _COMMON_FOLDERS:
        put(HKLM, _WIN + "\\Explorer\\Shell Folders", name, REG_SZ, CSIDL_PATHS[csidl])
        put(HKLM, _WIN + "\\Explorer\\User Shell Folders", name, REG_EXPAND_SZ,
            CSIDL_PATHS[csidl].replace("C:\\ProgramData", "%ProgramData%")
            .replace("C:\\users\\Public", "%PUBLIC%"))

    # -- the hardware (GetSystemInfo, CPUID, PROCESSOR_POWER_INFORMATION) --------------
    cpu = "HARDWARE\\DESCRIPTION\\System\\CentralProcessor"
    for n in range(PROCESSORS):
        for name, type_, data in (
                ("Identifier", REG_SZ, cpu_identifier(ptr_size)),
                ("VendorIdentifier", REG_SZ, CPU_VENDOR),
                ("ProcessorNameString", REG_SZ, CPU_BRAND),
                ("~MHz", REG_DWORD, dword(NOMINAL_MHZ))):
            put(HKLM, "%s\\%d" % (cpu, n), name, type_, data)
        put(HKLM, "HARDWARE\\DESCRIPTION\\System\\FloatingPointProcessor\\%d" % n,
            "Identifier", REG_SZ, cpu_identifier(ptr_size))
    put(HKLM, "HARDWARE\\DESCRIPTION\\System", "Identifier", REG_SZ, "AT/AT COMPATIBLE")

    # -- the system (GetComputerName, GetACP/GetOEMCP, GetTimeZoneInformation) ---------
    for sub in ("ComputerName", "ActiveComputerName"):
        put(HKLM, _CONTROL + "\\ComputerName\\" + sub, "ComputerName", REG_SZ, COMPUTER_NAME)
    for name, lctype in (("ACP", 0x1004), ("OEMCP", 0x000B), ("MACCP", 0x1011)):
        put(HKLM, _CONTROL + "\\Nls\\CodePage", name, REG_SZ, locale_info(lctype))
    lang = "%04x" % LCID_EN_US
    put(HKLM, _CONTROL + "\\Nls\\Language", "Default", REG_SZ, lang)
    put(HKLM, _CONTROL + "\\Nls\\Language", "InstallLanguage", REG_SZ, lang)
    put(HKLM, _CONTROL + "\\Nls\\Locale", "", REG_SZ, "%08x" % LCID_EN_US)
    put(HKLM, _CONTROL + "\\ProductOptions", "ProductType", REG_SZ, "WinNT")
    tz = _CONTROL + "\\TimeZoneInformation"
    for name, type_, data in (
            ("Bias", REG_DWORD, dword(ZONE.bias)),
            ("ActiveTimeBias", REG_DWORD, dword(ZONE.bias)),
            ("StandardName", REG_SZ, ZONE.std_name),
            ("StandardBias", REG_DWORD, dword(ZONE.std_bias)),
            ("StandardStart", REG_BINARY, pack_systemtime(ZONE.std_date)),
            ("DaylightName", REG_SZ, ZONE.dst_name),
            ("DaylightBias", REG_DWORD, dword(ZONE.dst_bias)),
            ("DaylightStart", REG_BINARY, pack_systemtime(ZONE.dst_date)),
            ("TimeZoneKeyName", REG_SZ, ZONE.std_name),
            ("DynamicDaylightTimeDisabled", REG_DWORD, dword(0))):
        put(HKLM, tz, name, type_, data)
    envkey = _CONTROL + "\\Session Manager\\Environment"
    for name in _SYSTEM_VARIABLES:
        value = env[name]
        if name in _EXPANDED_VARIABLES:
            put(HKLM, envkey, name, REG_EXPAND_SZ, _unexpand(value, windows))
        else:
            put(HKLM, envkey, name, REG_SZ, value)
    for name in ("TEMP", "TMP"):     # the system's; the user's (below) is what runs see
        put(HKLM, envkey, name, REG_EXPAND_SZ, "%SystemRoot%\\TEMP")

    layout = _CONTROL + "\\Keyboard Layouts\\%08x" % LCID_EN_US
    put(HKLM, layout, "Layout File", REG_SZ, "KBDUS.DLL")
    put(HKLM, layout, "Layout Text", REG_SZ, "US")
    _classes(put)

    # -- the user (GetTempPath, SHGetFolderPath, GetLocaleInfo) -------------------------
    for name in ("TEMP", "TMP"):
        put(HKCU, "Environment", name, REG_SZ, TEMP_DIR)
    for name, csidl in _USER_FOLDERS:
        put(HKCU, _USER_WIN + "\\Explorer\\Shell Folders", name, REG_SZ, CSIDL_PATHS[csidl])
        put(HKCU, _USER_WIN + "\\Explorer\\User Shell Folders", name, REG_EXPAND_SZ,
            _unexpand(CSIDL_PATHS[csidl], windows, profile))
    for sub in ("Run", "RunOnce", "Policies"):
        put(HKCU, _USER_WIN + "\\" + sub, None, None, None)
    # the keyboard layouts the user loads (GetKeyboardLayoutList's: the US one, 00000409)
    # and the system's description of it, as a new Windows has them
    put(HKCU, "Keyboard Layout\\Preload", "1", REG_SZ, "%08x" % LCID_EN_US)
    put(HKCU, "Keyboard Layout\\Substitutes", None, None, None)
    intl = "Control Panel\\International"
    put(HKCU, intl, "Locale", REG_SZ, "%08x" % LCID_EN_US)
    for name, lctype in _INTERNATIONAL:
        put(HKCU, intl, name, REG_SZ, locale_info(lctype))
    # the user's location (GetUserGeoID, GetUserDefaultGeoName): Windows 10 writes the
    # Geo key at set-up, the United States here (GEOID 244)
    put(HKCU, intl + "\\Geo", "Nation", REG_SZ, "244")
    put(HKCU, intl + "\\Geo", "Name", REG_SZ, "US")
    return out

