"""The common controls' class resolver (controls/comctl_registry.py) names each class's
module instead of importing it at start: every name it lists is the class name its
module declares, and asking for a class by name registers it from that module."""

from wineagent.win32.controls import (animate, comboboxex, comctl_registry, datetime, hotkey,
                                      ipaddress, listview, pager, rebar, tabctrl, toolbar,
                                      tooltips, trackbar, treeview, updown)

#: each module's own class-name constants: the registry's names must be these
DECLARED = {
    tabctrl.TAB_CLASS: tabctrl, listview.LISTVIEW_CLASS: listview,
    listview.hdr.HEADER_CLASS: listview, treeview.TREEVIEW_CLASS: treeview,
    toolbar.TOOLBAR_CLASS: toolbar, rebar.REBAR_CLASS: rebar,
    comboboxex.COMBOBOXEX_CLASS: comboboxex, updown.UPDOWN_CLASS: updown,
    trackbar.TRACKBAR_CLASS: trackbar, tooltips.TOOLTIPS_CLASS: tooltips,
    ipaddress.IPADDRESS_CLASS: ipaddress, hotkey.HOTKEY_CLASS: hotkey,
    hotkey.NATIVEFONT_CLASS: hotkey, animate.ANIMATE_CLASS: animate,
    datetime.DATETIME_CLASS: datetime, datetime.MONTHCAL_CLASS: datetime,
    pager.PAGER_CLASS: pager,
}


def test_every_listed_name_is_the_class_its_module_declares():
    assert comctl_registry.CLASSES == {
        name.lower(): module.__name__.rsplit(".", 1)[1] for name, module in DECLARED.items()}
    for name, module in DECLARED.items():
        assert comctl_registry.module_of(name.lower()) is module


def test_a_class_asked_for_by_name_is_registered_from_its_module(boot):
    d = boot("winmine")
    for name in ("SysTabControl32", "sysdatetimepick32", "ToolbarWindow32"):
        cls = comctl_registry.resolve(d.vm, name)
        assert cls is not None and cls is d.vm.wm.find_class(name)
    assert comctl_registry.resolve(d.vm, "NoSuchClass32") is None
    assert comctl_registry.resolve(d.vm, 0xC001) is None
