"""The USER32 functions of the issue 23 census (docs/dlls.md).

test/exe/u32census.exe (guests/tests/u32census.c) runs one mode per run and prints a line
per step. The expected lines were checked against Wine 8: they are what the same binary
prints under ``xvfb-run -a wine u32census.exe /mode NAME``.
"""

import os

from procs import ROOT

EXE = os.path.join(ROOT, "test", "exe", "u32census.exe")


def run_mode(boot, mode, batches=400):
    """The VM after running ``u32census.exe /mode MODE`` to its end."""
    d = boot(EXE, args="/mode " + mode, settle=False)
    for _ in range(batches):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    return d.vm


def test_properties_window_tree_points_dcs_and_messages(boot):
    vm = run_mode(boot, "tree")
    assert vm.stdout_log == [
        'SetProp=1 get=11',
        'atom found=1 get by atom=11',
        'prop CensusProp=12',
        'prop Second=22',
        'prop #77=33',
        'EnumPropsExA=1',
        'RemoveProp=22 again=0 get=0',
        'no props=-1',
        'MapWindowPoints inner->top=19000f pts=16,27 18,29',
        'MapWindowPoints top->screen=640064 pt=116,127',
        'MapWindowPoints screen->a=ff88ff92 pt=6,7',
        'GetAncestor parent=1 root=1 rootowner=1 desktop=1',
        'IsChild=1 0 0',
        'WindowFromPoint inner=1 a=1 b(disabled)=1 nothing=1',
        'ChildWindowFromPoint a=1 b=1 self=1 outside=1',
        'ChildWindowFromPointEx skipdisabled=1',
        'FindWindowExA button=1 first=0 after=0 top=1 none=1',
        'GetDCEx=1 WindowFromDC=1',
        'GetDCEx(window)=1 WindowFromDC=1',
        'WindowFromDC(memory)=1',
        'SendMessageTimeoutA=1 result=47',
        'SendNotifyMessageA=1 msgs=2',
        'SetParent old=1',
        'after: parent=1 IsChild(a)=0',
        'inner now at 105,105',
        'SetParent(a under inner)=1',
        'GetDoubleClickTime=500',
        'GetKeyboardType=4 0 12',
    ]
