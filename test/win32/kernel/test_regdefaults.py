"""The keys a new Windows has in its registry (kernel/regdefaults.py, docs/files-registry.md
"The keys a new Windows has"): each value agrees with the API that answers the same fact,
and seeding them never overrides what a program wrote.

test/exe/regdefaults.exe (guests/tests/regdefaults.c) reads a value where Windows keeps it
and asks the matching API, one line per pair. Wine 8 prints the same lines at both widths
but one: its TimeZoneInformation key (on a UTC host) has no ``Bias`` value
("TimeZone Bias: DIFFER registry=[] api=[0]"); Windows always writes it.
"""

import json
import os

from paths import guest_exe

from wineagent.vm import VM
from wineagent.win32.kernel.regdefaults import DEFAULTS_VERSION, HKCU, HKLM, machine_defaults

EXPECTED = [
    "ComputerName: agree",
    "CurrentBuildNumber: agree",
    "CurrentMajorVersionNumber: agree (10)",
    "SystemRoot: agree",
    "VendorIdentifier: agree",
    "ProcessorNameString: agree",
    "CPU Identifier: agree",
    "PROCESSOR_LEVEL: agree",
    "wProcessorLevel: agree",
    "NUMBER_OF_PROCESSORS: agree",
    "ComSpec: agree",
    "ACP: agree (1252)",
    "OEMCP: agree (437)",
    "TimeZone Bias: agree",
    "sDecimal: agree",
    "sShortDate: agree",
    "Locale: agree",
    "DoubleClickSpeed: agree",
    "WheelScrollLines: agree",
    "Shell Folders Personal: agree",
    "User Shell Folders AppData: agree",
    "ProgramFilesDir: agree",
    "TEMP: agree",
    "HKLM\\SOFTWARE: present",
    "HKLM\\SYSTEM: present",
    "HKLM\\HARDWARE: present",
    "HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall: present",
    "HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\App Paths: present",
    "HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Run: present",
    "HKCU\\Software: present",
]


def _run(vm):
    for _ in range(100):
        vm.run_batch()
        if vm.ended:
            break
    assert vm.ended and vm.machine.fault is None
    return list(vm.stdout_log)


def test_every_default_value_agrees_with_its_api(width):
    assert _run(VM(guest_exe("regdefaults", width))) == EXPECTED


def test_a_program_that_only_reads_writes_no_registry_file(tmp_path):
    _run(VM(guest_exe("regdefaults", 4), vfs_root=str(tmp_path)))
    assert not os.path.exists(tmp_path / "WINDOWS" / "wineagent-registry.json")


def test_seeding_adds_what_is_missing_and_keeps_what_a_program_wrote(tmp_path):
    # A registry file of an older wineagent: no defaults yet, one value a program changed
    # (the computer name's) and one of its own.
    os.makedirs(tmp_path / "WINDOWS")
    def key(name, values=(), keys=()):
        return {"name": name, "keys": list(keys),
                "values": [{"name": n, "type": 1, "data": d} for n, d in values]}
    old = {"format": "wineagent-registry", "version": 1, "roots": {
        "HKEY_LOCAL_MACHINE": key("HKEY_LOCAL_MACHINE", keys=[key("SYSTEM", keys=[
            key("CurrentControlSet", keys=[key("Control", keys=[
                key("ComputerName", keys=[
                    key("ComputerName", [("ComputerName", "CHANGED")])])])])])]),
        "HKEY_CURRENT_USER": key("HKEY_CURRENT_USER", keys=[key("Software", keys=[
            key("Vendor", [("Mine", "kept")])])])}}
    (tmp_path / "WINDOWS" / "wineagent-registry.json").write_text(json.dumps(old))
    vm = VM(guest_exe("regdefaults", 4), vfs_root=str(tmp_path))
    reg = vm.registry
    assert reg.get("HKLM\\SYSTEM\\CurrentControlSet\\Control\\ComputerName\\ComputerName",
                   "ComputerName") == (1, "CHANGED")
    assert reg.get("HKCU\\Software\\Vendor", "Mine") == (1, "kept")
    assert reg.get("HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion",
                   "CurrentBuildNumber") == (1, "19045")
    lines = _run(vm)
    assert "ComputerName: DIFFER registry=[CHANGED] api=[WINEAGENT]" in lines
    # The next write records the seeding: a later start adds nothing again.
    reg.set_value(reg.create(reg.roots[0x80000001], "Software\\Vendor")[0], "More", 1, "x")
    saved = json.loads((tmp_path / "WINDOWS" / "wineagent-registry.json").read_text())
    assert saved["defaults"] == DEFAULTS_VERSION


def test_the_users_location_is_in_the_registry():
    """HKCU\\Control Panel\\International\\Geo holds the user's nation (GEOID 244) and
    its name ("US"), as a new Windows 10 has them: GetUserGeoID and GetUserDefaultGeoName
    read them, and Wine's locale.c opens the key and rewrites "Name"."""
    geo = {name: data for root, path, name, _type, data in machine_defaults(4)
           if root == HKCU and path == "Control Panel\\International\\Geo"}
    assert geo == {"Nation": "244", "Name": "US"}


def test_the_keyboard_layout_is_in_the_registry():
    """HKCU\\Keyboard Layout\\Preload lists the US layout (00000409), the one
    GetKeyboardLayoutList answers, and HKLM's Keyboard Layouts describes it, as a new
    Windows has them (user32's input.c finds each loaded layout in the preload list)."""
    got = {(root, path, name): data for root, path, name, _type, data in machine_defaults(4)
           if "Keyboard Layout" in path}
    assert got[(HKCU, "Keyboard Layout\\Preload", "1")] == "00000409"
    layouts = "SYSTEM\\CurrentControlSet\\Control\\Keyboard Layouts\\00000409"
    assert got[(HKLM, layouts, "Layout File")] == "KBDUS.DLL"
    assert got[(HKLM, layouts, "Layout Text")] == "US"
