"""Where PropertySheet puts its frame (issue 23, "Programs in the wild (session 38)": the
Windows SDK's Property sample's sheets opened centred on the screen here, at their
owner's top left under Wine 8).

test/exe/psheetpos.exe (guests/tests/psheetpos.c) opens a sheet over an owner
at two places and without an owner, and prints the frame's top left relative to the
owner's client origin. comctl32's frame template (x, y 0) has no DS_CENTER: the dialog
manager puts the frame's client area at the owner's client origin, so the frame's
corner is its border and caption (3 and 22 pixels) above and left of it; the sheet is
then sized without moving. Wine 8's lines at both widths.
"""

from paths import guest_exe

EXPECTED = [
    "owner at 40,30: frame at -3,-22 from the owner's client origin",
    "owner at 90,70: frame at -3,-22 from the owner's client origin",
    "no owner: frame at 0,0 from the owner's client origin",
    'done',
]


def test_property_sheet_opens_at_its_owners_client_origin(boot, tmp_path, width):
    d = boot(guest_exe("psheetpos", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
