"""The Common Item Dialog's customization and events (dlls/comdlg32/itemcustom.py,
itemdialog.py, itemifaces.py): IFileDialogCustomize's controls really shown in the dialog
and their answers, IFileDialogControlEvents, the IFileDialogEvents events, IFileDialog2,
IOleWindow, multiple selection, SetFilter, AddPlace, OnOverwrite, the save dialog's
properties.

test/exe(64)/itemcust.exe (guests/tests/itemcust.c) drives its dialogs from their own
events with documented calls only (the custom check box found by its text and clicked,
SetFileName, IDOK posted), so its lines are compared with Wine 8's, 32- and 64-bit (the
same at both); a comment names each line where Windows' answer (what Wine's own
itemdlg.c conformance test expects, Wine failing it) is ours instead of Wine's. With
"typed" the test drives the dialog through the Python API (wineagent.Desktop: find by
text, type a name, open the custom menu and take its first item, tick the custom check
box, Enter) as an agent would; "selftyped" does the same from inside the guest with
SendInput, which is how the scenario ran under Wine 8 (the same lines but the menu's).
"""

import pytest

import wineagent
from paths import guest_exe

# (W): Windows' answer, as Wine's own itemdlg.c conformance test expects it (test_basics;
# Wine 8 fails it there). (M): Wine 8's menu control is a toolbar button, no window titled
# "Choices" for the guest to click; its drop-down tells these two events as ours does.
EXPECTED = [
    'customize: hr=00000000',
    'check: hr=00000000',
    'check again: hr=8000ffff',
    'edit: hr=00000000',
    'combo: hr=00000000',
    'combo item: hr=00000000',
    'combo item 2: hr=00000000',
    'combo item again: hr=80070057',
    'combo selected: hr=80004005 dead',
    'combo select: hr=00000000',
    'combo selected: hr=00000000 2',
    'combo select missing: hr=80070057',
    'radio: hr=00000000',
    'group: hr=00000000',
    'group again: hr=8000ffff',
    'push: hr=00000000',
    'text: hr=00000000',
    'end group: hr=00000000',
    'menu: hr=00000000',
    'menu selected: hr=80004001',
    'item on a check box: hr=80004002',
    'label of nothing: hr=80070057',
    'all items: hr=80004001',
    'edit state: hr=00000000 3',
    'group state: hr=00000000',
    'push state: 3',
    'customize again: hr=00000000 same=1',
    'dialog2: hr=00000000',
    'cancel label: hr=00000000',
    'root null: hr=80070057',   # Wine 8: E_NOTIMPL; Windows: E_INVALIDARG (W)
    'window before show: 0',
    'bad options: hr=80070057',
    'type index without types: hr=80004005',
    'results before: hr=80004005 1',
    'client data: hr=80004005',   # Wine 8: E_NOTIMPL; Windows: E_FAIL (W)
    'options: hr=00000000',
    'place: hr=00000000',
    'bad place: hr=80070057',   # Wine 8: S_OK (FDAP ignored); Windows as here (W)
    'filter: hr=00000000',   # Wine 8: E_NOTIMPL (no SetFilter); Windows: S_OK (W)
    'filter refs 2',   # Wine 8: 1 (it keeps no filter)
    'event OnFolderChanging itemcust',
    'event OnFolderChange window=1',
    'event OnTypeChange 1',
    'script 1: check 1 radio 1 push 1 text 1',
    'control OnCheckButtonToggled 10 0 same=1',
    'control OnItemSelected 13 2',
    'control OnButtonClicked 21',
    'event OnFileOk',
    '  offered items count 2',
    '  offered items a.txt',
    '  offered items b.txt',
    'multi show: hr=00000000',
    'filter asked 1',   # Wine 8: 0 (it never asks a filter)
    'results: hr=00000000',
    'result count 2',
    'result a.txt',
    'result b.txt',
    'check after: hr=00000000 0',
    'edit after: hr=00000000 a note',
    'radio after: hr=00000000 2',
    'release open: 0 filter refs 1',
    'customize: hr=00000000',
    'check: hr=00000000',
    'check again: hr=8000ffff',
    'edit: hr=00000000',
    'combo: hr=00000000',
    'combo item: hr=00000000',
    'combo item 2: hr=00000000',
    'combo item again: hr=80070057',
    'combo selected: hr=80004005 dead',
    'combo select: hr=00000000',
    'combo selected: hr=00000000 2',
    'combo select missing: hr=80070057',
    'radio: hr=00000000',
    'group: hr=00000000',
    'group again: hr=8000ffff',
    'push: hr=00000000',
    'text: hr=00000000',
    'end group: hr=00000000',
    'menu: hr=00000000',
    'menu selected: hr=80004001',
    'item on a check box: hr=80004002',
    'label of nothing: hr=80070057',
    'all items: hr=80004001',
    'edit state: hr=00000000 3',
    'group state: hr=00000000',
    'push state: 3',
    'customize again: hr=00000000 same=1',
    'save as desktop: hr=00000000',   # Wine 8: E_NOTIMPL; Windows: S_OK for NULL (W)
    'properties before: hr=8000ffff',   # Wine 8: E_NOTIMPL; Windows: E_UNEXPECTED (W)
    'collected: hr=00000000',   # Wine 8: E_NOTIMPL; Windows: S_OK (W)
    'event OnFolderChanging itemcust',
    'event OnFolderChange window=1',
    'script 2: check 1 radio 1 push 1 text 1',
    'control OnCheckButtonToggled 10 0 same=1',
    'control OnItemSelected 13 2',
    'control OnButtonClicked 21',
    'event OnOverwrite a.txt',
    '  response in 0',
    'event OnFileOk',
    '  offered a.txt',
    'save show: hr=00000000',
    'save result a.txt',
    'save name: hr=00000000 a.txt',
    'check after: hr=00000000 0',
    'edit after: hr=00000000 a note',
    'radio after: hr=00000000 2',
    'release save: 0 events refs 1',
    'script 3: check 0 radio 0 push 0 text 0',
    'event OnShareViolation c.log',   # Wine 8 checks no sharing (nor next line)
    '  response in 0',
    'event OnFileOk',
    '  offered c.log',
    '  offered items count 1',
    '  offered items c.log',
    'held show: hr=00000000',
    'held result c.log',
    'cleaned=1',
]

# after the API lines both typed runs share with EXPECTED's first 40
TYPED_TAIL = [
    'control OnControlActivating 30',   # (M) and the next line
    'control OnItemSelected 30 1',
    'control OnCheckButtonToggled 10 1 same=1',
    'event OnFileOk',
    '  offered c.log',
    '  offered items count 1',
    '  offered items c.log',
    'typed show: hr=00000000',
    'typed result c.log',
    'check after: hr=00000000 1',
    'edit after: hr=00000000 a note',
    'radio after: hr=80004005 dead',
]


def test_customized_dialogs_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("itemcust", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED


def test_typed_from_inside_the_guest_as_under_wine(boot, tmp_path, width):
    d = boot(guest_exe("itemcust", width), args="selftyped", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log[:40] == EXPECTED[:40]
    assert d.vm.stdout_log[40:] == TYPED_TAIL


@pytest.mark.parametrize("bits", ["exe", "exe64"])
def test_an_agent_types_a_name_ticks_the_box_and_presses_enter(tmp_path, bits):
    exe = guest_exe("itemcust", 4 if bits == "exe" else 8)
    with wineagent.Desktop(exe=exe, args="typed", vfs_root=str(tmp_path)) as d:
        dlg = d.wait_for(title="Typed", exact=True, timeout=60)
        assert d.locate(dlg["ref"])["rect"][3] <= 480     # the list gave up room: on screen
        box = d.find(title="Keep a backup", exact=True)
        assert box is not None and box["class"] == "BUTTON"
        for text in ("a note", "Press me", "Some words", "Red", "Blue", "Choices",
                     "Extras", "Never mind"):
            assert d.find(title=text, exact=True) is not None, text
        assert d.find(cls="COMBOBOX", title="Alpha") is None   # Beta is selected
        assert d.find(cls="COMBOBOX", title="Beta", exact=True) is not None
        d.type("c.log")
        d.click(ref=d.find(title="Choices", exact=True)["ref"])    # the menu control
        d.step(5)
        d.key("down")
        d.key("enter")                          # its first item
        d.step(5)
        d.click(ref=box["ref"])
        d.step(5)
        d.key("enter")
        d.step(200, until="exit")
        assert dlg is not None
        assert d.vm.stdout_log[40:] == TYPED_TAIL


@pytest.mark.parametrize("bits", ["exe", "exe64"])
def test_an_agent_picks_several_files_in_the_list(tmp_path, bits):
    """FOS_ALLOWMULTISELECT: an extended-selection list; Shift+Down adds the next file and
    the name box shows the names quoted, as Windows writes them; Enter gives both to
    GetResults. (Not run under Wine 8: its list is an Explorer view, not this list box.)"""
    exe = guest_exe("itemcust", 4 if bits == "exe" else 8)
    with wineagent.Desktop(exe=exe, args="typedmulti", vfs_root=str(tmp_path)) as d:
        d.wait_for(title="Pick several", exact=True, timeout=60)
        files = d.find(cls="LISTBOX", id=0x460)
        assert '"a.txt", "b.txt", "c.log"' not in str(files)     # SetFilter hid b.txt
        folder = d.find(cls="STATIC", id=0x440)
        left, top = d.locate(files["ref"])["rect"][:2]
        d.click(left + 8, top + 6)              # the first line: [..]
        d.key("down")
        d.key("enter")                          # [sub]: in it
        d.step(5)
        assert d.text(folder["ref"]) == "C:\\itemcust\\sub"
        places = d.find(cls="LISTBOX", id=0x461)    # AddPlace's
        pleft, ptop = d.locate(places["ref"])["rect"][:2]
        d.click(pleft + 8, ptop + 6)            # its place: back in C:\itemcust
        d.step(5)
        assert d.text(folder["ref"]) == "C:\\itemcust"
        d.click(left + 8, top + 6)              # [..] again
        d.step(5)
        d.key("down")
        d.key("down")                           # a.txt
        d.key("shift+down")                     # and c.log
        d.step(5)
        assert d.text(d.find(cls="EDIT", id=0x480)["ref"]) == '"a.txt" "c.log"'
        d.key("enter")
        d.step(200, until="exit")
        assert d.vm.stdout_log[40:] == [
            'event OnFileOk',
            '  offered items count 2',
            '  offered items a.txt',
            '  offered items c.log',
            '  selected count 2',             # GetSelectedItems during the event
            '  selected a.txt',
            '  selected c.log',
            '  current a.txt',                # GetCurrentSelection: the first of them
            'multi typed show: hr=00000000',
            'multi typed results: hr=00000000',
            'picked count 2',
            'picked a.txt',
            'picked c.log',
            'multi typed name: hr=00000000 "a.txt" "c.log"',
        ]


def test_a_folder_picker_tells_its_events(boot, tmp_path, width):
    """FOS_PICKFOLDERS (Browse For Folder's dialog here): OnFolderChanging and
    OnFolderChange as it opens on SetFolder's folder, OnFileOk before the folder selected
    is taken. Wine 8 prints the same up to "script 4"; its folder picker then stays open
    on IDOK with no name typed (as test_itemdlg.py notes), so the rest is ours."""
    d = boot(guest_exe("itemcust", width), args="folders", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log[40:] == [
        'event OnFolderChanging sub',
        'event OnFolderChange window=1',
        'script 4: check 0 radio 0 push 0 text 0',
        'event OnFileOk',
        '  offered sub',
        '  offered items count 1',
        '  offered items sub',
        'folder show: hr=00000000',
        'folder result sub',
    ]


def test_strict_file_types_and_an_ok_button_that_needs_interaction(tmp_path):
    """FOS_OKBUTTONNEEDSINTERACTION: OK is disabled (Enter does nothing) until a name is
    typed; FOS_STRICTFILETYPES: a name of another type than the types offered gets the
    current type's extension. (Wine 8 implements neither flag.)"""
    exe = guest_exe("itemcust", 4)
    with wineagent.Desktop(exe=exe, args="strict", vfs_root=str(tmp_path)) as d:
        d.wait_for(title="Strict", exact=True, timeout=60)
        ok = d.find(cls="BUTTON", id=1)
        assert not d.vm.wm.is_enabled(d.vm.wm.get(ok["hwnd"]))
        d.key("enter")
        d.step(5)
        assert d.find(title="Strict", exact=True) is not None       # still there
        d.type("notes.md")
        d.step(5)
        assert d.vm.wm.is_enabled(d.vm.wm.get(ok["hwnd"]))
        d.key("enter")
        d.step(200, until="exit")
        assert d.vm.stdout_log[-2:] == ["strict show: hr=00000000",
                                        "strict result notes.md.txt"]


def test_a_shortcut_chosen_is_its_target_unless_told_otherwise(boot, tmp_path, width):
    """A .lnk chosen is its target (FOS_NODEREFERENCELINKS: "shortcuts should not be
    treated as their target items", so without it they are); with the option, the link.
    Wine 8 gives the link both times (it resolves none)."""
    d = boot(guest_exe("itemcust", width), args="link", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    log = d.vm.stdout_log[40:]
    assert log[0] == "link saved: hr=00000000"
    assert [line for line in log if "result" in line or line.startswith("  offered ")
            and "items" not in line] == [
        "  offered a.txt", "link result a.txt",              # Wine 8: short.lnk
        "  offered short.lnk", "link result short.lnk"]
