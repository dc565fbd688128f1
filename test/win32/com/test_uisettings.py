"""HSTRINGs in Windows' own layout and the runtime class
Windows.UI.ViewManagement.UISettings (guests/tests/uisettings.c), both widths: what Qt 6's
platform plugin asks through C++/WinRT for the system's colours.

The lines up to "RoActivateInstance(no such class)" are Wine 8's for each build (the
HSTRING functions, a string laid out by the caller as C++/WinRT lays its own, the
reference count of a heap string). Wine 8 has no UISettings class (RoGetActivationFactory
answers REGDB_E_CLASSNOTREG there, "factory: 80040154", and its designer.exe ends on the
uncaught C++/WinRT exception), and its WindowsReplaceString is a stub that ends the
program: from "factory" on the lines are Windows 10's documented answers — the light
theme's Background white and Foreground black, the default accent palette (#0078D7 and
its shades, the AccentPalette a new Windows 10 user has), UIColorType_Complement
"not supported" (E_INVALIDARG), BaseTrust, the IIDs of the six interfaces, COM identity
across them, event handlers kept with a reference until removed.
"""

from paths import guest_exe


def expected(width):
    null = "0" * 2 * width
    return [
        "layout: len 5 chars 1",
        "reference: 00000000 header 1 flags 1 len 4",
        "duplicate of a string: same 1",
        "duplicate of a reference: new 1 len 4",
        "caller's string: len 4 'ours' dup same 1 count 2",
        "after one delete: count 1",
        "compare Hello Help: -1",
        "compare Help Hello: 1",
        "compare NULL NULL: 0",
        "concat: 00000000 'HelloHelp' 9",
        "concat of empties: 00000000 null 1",
        "substring 2: 00000000 'llo' 3",
        "substring past the end: 8000000b",
        "substring 1 3: 00000000 'ell' 3",
        "substring 3 3: 8000000b",
        "trim start: 00000000 'xx  ' 4",
        "trim end: 00000000 '  xx' 4",
        "trim nothing: 80070057",
        "embedded null: 0",
        "embedded null in a\\0b: 1",
        "promoted: 00000000 'abc' 3",
        "RoActivateInstance(no such class): 80040154",
        # Windows 10's answers from here (Wine 8: "factory: 80040154" and no more).
        "factory: 00000000",
        "factory agile: 00000000",
        "activate: 00000000",
        "class name: 00000000 'Windows.UI.ViewManagement.UISettings' 36",
        "trust level: 0",
        "iids: 6 first IUISettings 1",
        "identity: 1 interfaces differ 1",
        "IInspectable: 00000000",
        "not an interface of it: 80004002 %s" % null,
        "Background: 00000000 ffffffff",
        "Foreground: 00000000 ff000000",
        "AccentDark3: 00000000 ff002642",
        "AccentDark2: 00000000 ff004275",
        "AccentDark1: 00000000 ff005a9e",
        "Accent: 00000000 ff0078d7",
        "AccentLight1: 00000000 ff429ce3",
        "AccentLight2: 00000000 ff76b9ed",
        "AccentLight3: 00000000 ffa6d8ff",
        "Complement: 80070057 00000000",
        "color 10: 80070057",
        "add handler: 00000000 token 1 refs 2",
        "remove handler: 00000000 refs 1",
        "cursor size: 32 32",
        "scroll bar size: 1 1",
        "message duration: 5",
        "caret blink: 1",
        "double click: 1",
        "element Window: 00000000 1",
        "element Highlight: 00000000 1",
        "element AccentColor: 00000000 0078d7",
        "text scale factor: 1",
        "auto-hide scroll bars: 1",
        "last release: 0",
        "RoActivateInstance: 00000000",
        "replace: 00000000 'HeLLLLo' 7",      # Wine 8: its stub ends the program
    ]


def test_hstrings_and_uisettings(boot, width):
    d = boot(guest_exe("uisettings", width), settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == expected(width)
    assert d.vm.machine.exit_code == 0
