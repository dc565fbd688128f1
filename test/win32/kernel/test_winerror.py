"""Win32 error codes come from one module, wineagent/win32/core/winerror.py.

A local ``ERROR_X = <n>`` can carry a wrong number (ERROR_INVALID_FLAGS once stood for 122
somewhere) and a bare ``last_error = 1402`` hides which error was meant (KillTimer's 1402
is ERROR_INVALID_CURSOR_HANDLE). This test reads every module under wineagent/win32 with
``ast`` and fails on either."""

import ast
import glob
import os

from wineagent.vm import VM
from wineagent.win32.core import winerror

from apicall import call_api
from procs import ROOT

WIN32 = os.path.join(ROOT, "wineagent", "win32")
WINERROR = os.path.join(WIN32, "core", "winerror.py")


def _modules():
    for path in sorted(glob.glob(os.path.join(WIN32, "**", "*.py"), recursive=True)):
        if os.path.samefile(path, WINERROR):
            continue
        with open(path, encoding="utf-8") as f:
            yield os.path.relpath(path, ROOT), ast.parse(f.read(), path)


def _assigned_names(node):
    """The plain names an assignment statement binds."""
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    for t in targets:
        for n in ast.walk(t):
            if isinstance(n, ast.Name):
                yield n.id


def _sets_last_error(node):
    """True when an assignment statement assigns to some ``<x>.last_error``."""
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return any(isinstance(t, ast.Attribute) and t.attr == "last_error" for t in targets)


def _result_constants(expr):
    """The constants that can be the value of ``expr`` itself (through conditional and
    boolean expressions), not operands of arithmetic such as ``code & 0xFFFFFFFF``."""
    if isinstance(expr, ast.Constant):
        yield expr
    elif isinstance(expr, ast.IfExp):
        yield from _result_constants(expr.body)
        yield from _result_constants(expr.orelse)
    elif isinstance(expr, ast.BoolOp):
        for v in expr.values:
            yield from _result_constants(v)


def error_code_violations(modules):
    """(module:line, what) for every ERROR_* defined outside winerror and every numeric
    literal other than 0 assigned to a last_error."""
    bad = []
    for rel, tree in modules:
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                continue
            if node.value is None:
                continue
            for name in _assigned_names(node):
                if name.startswith("ERROR_"):
                    bad.append(("%s:%d" % (rel, node.lineno), "defines %s" % name))
            if _sets_last_error(node):
                for c in _result_constants(node.value):
                    if type(c.value) is int and c.value != 0:
                        bad.append(("%s:%d" % (rel, node.lineno),
                                    "last_error gets the literal %d" % c.value))
    return bad


def test_no_module_defines_its_own_error_codes_or_sets_literal_errors():
    assert error_code_violations(_modules()) == []


def test_the_check_catches_both_kinds():
    src = ("ERROR_NOT_OWNER = 6\n"
           "A, ERROR_X = 1, 2\n"
           "def f(c):\n"
           "    c.vm.last_error = 1402\n"
           "    c.vm.last_error = 6 if c else ERROR_NOT_OWNER\n"
           "    c.vm.last_error = 0\n"
           "    c.vm.last_error = ERROR_NOT_OWNER\n"
           "    c.vm.last_error = code & 0xFFFFFFFF\n")
    found = error_code_violations([("m.py", ast.parse(src))])
    assert found == [("m.py:1", "defines ERROR_NOT_OWNER"), ("m.py:2", "defines ERROR_X"),
                     ("m.py:4", "last_error gets the literal 1402"),
                     ("m.py:5", "last_error gets the literal 6")]


def test_winerror_values_are_the_sdk_ones():
    # A few that local copies once got wrong, and names that share a value.
    assert winerror.ERROR_NOT_OWNER == 288
    assert winerror.ERROR_INVALID_FLAGS == 1004
    assert winerror.ERROR_INSUFFICIENT_BUFFER == 122
    assert winerror.ERROR_INVALID_ADDRESS == 487
    assert winerror.ERROR_INVALID_PARAMETER == 87
    assert winerror.ERROR_CAN_NOT_COMPLETE == 1003
    assert winerror.hresult_from_win32(winerror.ERROR_FILE_NOT_FOUND) == 0x80070002


def test_a_path_call_without_a_path_sets_can_not_complete():
    # The migration found StrokePath / FillPath setting 1 (ERROR_INVALID_FUNCTION) under a
    # comment naming ERROR_CAN_NOT_COMPLETE; Wine 8 sets 1003 for both.
    vm = VM(os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe"))
    try:
        hdc = call_api(vm, "GDI32.dll", "CreateCompatibleDC", 0)
        for name in ("StrokePath", "FillPath"):
            vm.last_error = 0
            assert call_api(vm, "GDI32.dll", name, hdc) == 0
            assert vm.last_error == winerror.ERROR_CAN_NOT_COMPLETE
    finally:
        vm.close()
