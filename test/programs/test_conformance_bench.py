"""bench/conformance.py: parsing, stop phrases and the table, then a tiny synthetic tree.

The synthetic tree is written here: a minimal stand-in for Wine's include/wine/test.h (our
own code, printing the same summary and failure lines) and a test file in Wine's style. It
is built with mingw and run under wineagent, and under Wine when Wine is installed, so CI
exercises the whole script without Wine's source.
"""

import importlib.util
import json
import os
import shutil
import subprocess
import sys

import pytest

from paths import ROOT

spec = importlib.util.spec_from_file_location("conformance",
                                              os.path.join(ROOT, "bench", "conformance.py"))
conformance = importlib.util.module_from_spec(spec)
spec.loader.exec_module(conformance)

HAVE_MINGW = shutil.which("i686-w64-mingw32-gcc") is not None


def need_mingw():
    """Fail (never skip) without the i686 mingw tools: CI installs them (.ci/run)."""
    if not HAVE_MINGW:
        pytest.fail("i686-w64-mingw32-gcc is missing: install gcc-mingw-w64-i686 and "
                    "binutils-mingw-w64-i686 (apt-get) to build the conformance tests")
HAVE_WINE = shutil.which("wine") is not None and shutil.which("xvfb-run") is not None

# The stand-in: only what the synthetic test uses, and only msvcrt functions wineagent has
# (printf, vsnprintf, fflush), so the run reaches its summary line.
STANDIN_TEST_H = r"""
#ifndef STANDIN_TEST_H
#define STANDIN_TEST_H
#include <stdarg.h>
#include <stdio.h>
#include <windows.h>
extern void standin_ok(const char *file, int line, int cond, const char *fmt, ...);
extern void standin_skip(const char *file, int line, const char *fmt, ...);
#define ok(cond, ...) standin_ok(__FILE__, __LINE__, (cond), __VA_ARGS__)
#define skip(...) standin_skip(__FILE__, __LINE__, __VA_ARGS__)
#define START_TEST(name) void func_##name(void)
#ifdef STANDALONE
struct test { const char *name; void (*func)(void); };
extern const struct test winetest_testlist[];
static int executed, failures, skipped;
void standin_ok(const char *file, int line, int cond, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    executed++;
    if (cond) return;
    failures++;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    printf("%s:%d: Test failed: %s", file, line, buf);
}
void standin_skip(const char *file, int line, const char *fmt, ...)
{
    skipped++;
    printf("%s:%d: Tests skipped: %s", file, line, fmt);
}
int main(void)
{
    winetest_testlist[0].func();
    printf("%04x:%s: %d tests executed (%d marked as todo, %d %s), %d skipped.\n",
           (unsigned)GetCurrentProcessId(), winetest_testlist[0].name, executed, 0, failures,
           failures == 1 ? "failure" : "failures", skipped);
    fflush(stdout);
    return failures;
}
#endif
#endif
"""

MINI_C = r"""
#include "wine/test.h"

START_TEST(mini)
{
    ok(lstrlenA("abc") == 3, "lstrlenA\n");
    ok(GetCurrentProcessId() != 0, "pid\n");
    ok(1 + 1 == 2, "arithmetic\n");
    ok(0, "deliberate failure %d\n", 42);
    skip("nothing to skip really\n");
}
"""


def test_parse_summary_old_and_new_formats():
    lines = [
        "string.c:12: Test failed: got 3\n",
        "string.c:40: Test succeeded inside todo block: oops\n",
        "string.c:50: Tests skipped: no foo\n",
        "0024:string: 120 tests executed (4 marked as todo, 2 failures), 1 skipped.\n",
    ]
    r = conformance.parse_test_output(lines)
    assert (r["executed"], r["failures"], r["todo"], r["skipped"]) == (120, 2, 4, 1)
    assert r["failed_lines"] == ["string.c:12: got 3", "string.c:40: oops"]
    # newer test.h: an elapsed-time field and a flaky count; one failure is singular
    r = conformance.parse_test_output(
        ["0030:time:1.234 7 tests executed (0 marked as todo, 0 as flaky, 1 failure), 0 skipped."])
    assert (r["executed"], r["failures"], r["todo"], r["skipped"]) == (7, 1, 0, 0)
    # the pre-2019 format without the elapsed field
    r = conformance.parse_test_output(["atom: 5 tests executed (0 marked as todo, 0 failures), 2 skipped."])
    assert (r["executed"], r["skipped"]) == (5, 2)
    # no summary: counts stay unknown, an exception is kept
    r = conformance.parse_test_output(["0024:heap: unhandled exception c0000005 at 00401000"])
    assert r["executed"] is None and r["exception"] == "c0000005"


def test_guest_lines_and_stop_phrases():
    text = ("[guest] a.c:1: Test failed: x\n[run] started\n[guest] 0024:a: 1 tests executed "
            "(0 marked as todo, 1 failure), 0 skipped.\n")
    assert conformance.guest_lines(text) == [
        "a.c:1: Test failed: x", "0024:a: 1 tests executed (0 marked as todo, 1 failure), 0 skipped."]
    unimpl = ("[run] unimplemented: msvcrt.dll!setvbuf\n[run] eip=0x7f00001c\n"
              "[run] ended: fault; batches=1 exit_code=none\n")
    assert conformance.wineagent_stop(0, unimpl, False) == "unimplemented: msvcrt.dll!setvbuf"
    assert conformance.wineagent_stop(0, "[run] ended: exited; exit_code=1\n", False) == "exit 1"
    assert conformance.wineagent_stop(3, "", False).startswith("timeout")
    assert conformance.wineagent_stop(0, "", True) == "timeout"
    fault = "[run] access violation reading 0x0\n[run] eip=0x401000\n[run] ended: fault; exit_code=none\n"
    assert conformance.wineagent_stop(1, fault, False) == "fault: access violation reading 0x0"
    assert conformance.wine_stop(2, {"exception": None}, False) == "exit 2"
    assert conformance.wine_stop(0, {"exception": "c0000005"}, False) == "exception c0000005"


def test_wine_env_and_made_prefix(tmp_path, monkeypatch):
    # test.h's settings from the host reach neither runner (wineagent passes none on), and
    # Wine is judged as Windows, as wineagent is (no todo_wine leniency)
    monkeypatch.setenv("WINETEST_PLATFORM", "wine")
    monkeypatch.setenv("WINETEST_DEBUG", "2")
    env = conformance.wine_env(str(tmp_path), WINEDLLOVERRIDES="mscoree=")
    assert env["WINETEST_PLATFORM"] == "windows" and "WINETEST_DEBUG" not in env
    assert (env["WINEPREFIX"], env["WINEDEBUG"], env["WINEDLLOVERRIDES"]) == (
        str(tmp_path), "-all", "mscoree=")
    # a prefix whose registry exists is taken as made: nothing runs
    (tmp_path / "system.reg").write_text("WINE REGISTRY Version 2\n")
    monkeypatch.setattr(conformance, "run_bounded", lambda *a, **k: pytest.fail("ran %r" % (a,)))
    assert conformance.make_prefix(str(tmp_path)) is None


def test_makefile_dlls(tmp_path):
    # TESTDLL first, then IMPORTS (a continued line too), each once, as file names
    (tmp_path / "Makefile.in").write_text(
        "TESTDLL   = shlwapi.dll\nIMPORTS   = shlwapi mlang \\\n  ole32 User32\n"
        "C_SRCS = a.c\n")
    assert conformance.makefile_dlls(str(tmp_path)) == [
        "shlwapi.dll", "mlang.dll", "ole32.dll", "user32.dll"]
    assert conformance.makefile_dlls(str(tmp_path / "none")) == []


def test_local_headers_bring_their_wine_includes(tmp_path):
    # comctl32's tests include msg.h from their folder, which includes wine/heap.h: the
    # folder's headers are followed (through each other too), unknown names ignored
    (tmp_path / "msg.h").write_text('#include "wine/heap.h"\n#include "other.h"\n')
    (tmp_path / "other.h").write_text('#include <wine/list.h>\n#include "msg.h"\n')
    src = '#include "msg.h"\n#include "absent.h"\n'
    assert sorted(conformance.local_wine_includes(str(tmp_path), src)) == ["heap.h", "list.h"]


def test_makefile_resources(tmp_path):
    # RC_SRCS lists the scripts Wine links into every test of the folder
    (tmp_path / "Makefile.in").write_text("TESTDLL = comctl32.dll\nRC_SRCS = rsrc.rc \\\n"
                                          "  more.rc\n")
    assert conformance.makefile_resources(str(tmp_path)) == ["rsrc.rc", "more.rc"]
    assert conformance.makefile_resources(str(tmp_path / "none")) == []


def test_resources_compile_or_are_left_out(tmp_path):
    need_mingw()
    # a script that compiles becomes an object; one naming a missing file is left out
    (tmp_path / "Makefile.in").write_text("RC_SRCS = good.rc bad.rc\n")
    (tmp_path / "good.rc").write_text('STRINGTABLE\n{\n 1 "abc"\n}\n')
    (tmp_path / "bad.rc").write_text('1 BITMAP "absent.bmp"\n')
    out = tmp_path / "out"
    out.mkdir()
    assert conformance.compile_resources(str(tmp_path), str(out)) == [str(out / "rsrc0.o")]


def _res(e, f, t, s, stopped):
    r = conformance.new_result()
    r.update(executed=e, failures=f, todo=t, skipped=s, stopped=stopped)
    return r


def test_totals_and_table():
    rows = [
        {"dll": "kernel32", "file": "a.c", "test": "a", "skipped_reason": None,
         "wineagent": _res(10, 2, 1, 0, "exit 2"), "wine": _res(10, 0, 1, 0, "exit 0")},
        {"dll": "kernel32", "file": "b.c", "test": "b", "skipped_reason": None,
         "wineagent": _res(None, None, None, None, "unimplemented: KERNEL32.dll!Foo"),
         "wine": _res(30, 3, 0, 2, "exit 3")},
        {"dll": "kernel32", "file": "c.c", "test": None,
         "skipped_reason": "does not compile: x.c:1: error: y", "wineagent": None, "wine": None},
    ]
    t = conformance.totals(rows)["kernel32"]
    assert (t["files"], t["built"]) == (3, 2)
    assert t["wineagent"]["executed"] == 10 and t["wineagent"]["completed"] == 1
    assert t["wineagent"]["pass_rate"] == pytest.approx(80.0)
    assert t["wine"]["executed"] == 40 and t["wine"]["completed"] == 2
    assert t["wine"]["pass_rate"] == pytest.approx(92.5)
    table = conformance.format_table(rows)
    assert "10/2/1/0" in table and "-/-/-/-" in table
    assert "unimplemented: KERNEL32.dll!Foo" in table
    assert "skipped: does not compile: x.c:1: error: y" in table
    assert "80.0%" in table and "92.5%" in table
    assert conformance.stop_reasons(rows)[0][1] == 1
    assert "wine e/f/t/s" not in conformance.format_table(rows, with_wine=False)


@pytest.fixture(scope="session")
def wine_prefix(tmp_path_factory):
    """A Wine prefix made once for the session (bench/conformance.py's make_prefix), or None.

    On a clean machine (CI: no ~/.wine) Wine's first run makes the prefix, 30 s and more,
    which the end-to-end run's 60 s per-program bound must not pay for; so it is made here
    with its own, generous bound. None only when Wine is not installed (the Wine leg is then
    left out); CI installs Wine, so there the leg runs, and a prefix that cannot be made fails.
    """
    if not HAVE_WINE:
        return None
    prefix = str(tmp_path_factory.mktemp("wine") / "prefix")
    reason = conformance.make_prefix(prefix, timeout=600)
    assert reason is None, reason
    return prefix


def test_synthetic_tree_end_to_end(tmp_path, wine_prefix):
    need_mingw()
    src = tmp_path / "winesrc"
    (src / "include" / "wine").mkdir(parents=True)
    (src / "include" / "wine" / "test.h").write_text(STANDIN_TEST_H)
    tests = src / "dlls" / "kernel32" / "tests"
    tests.mkdir(parents=True)
    (tests / "mini.c").write_text(MINI_C)
    (tests / "helper.c").write_text("int helper(void) { return 1; }\n")
    (tests / "broken.c").write_text('#include "wine/test.h"\nSTART_TEST(broken) { nope( }\n')
    cmd = [sys.executable, os.path.join(ROOT, "bench", "conformance.py"), str(src),
           "--dlls", "kernel32,user32", "--timeout", "60", "--json"]
    if wine_prefix:
        cmd += ["--wineprefix", wine_prefix]
    else:
        cmd.append("--no-wine")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    report = json.loads(p.stdout)
    rows = {r["file"]: r for r in report["rows"]}
    assert set(rows) == {"mini.c", "helper.c", "broken.c"}
    assert "no START_TEST" in rows["helper.c"]["skipped_reason"]
    assert rows["broken.c"]["skipped_reason"].startswith("does not compile: ")
    assert "\n" not in rows["broken.c"]["skipped_reason"]
    assert report["with_wine"] == bool(wine_prefix)
    runners = ["wineagent"] + (["wine"] if wine_prefix else [])
    for runner in runners:
        r = rows["mini.c"][runner]
        assert (r["executed"], r["failures"], r["todo"], r["skipped"]) == (4, 1, 0, 1), (runner, r)
        assert r["stopped"] == "exit 1", (runner, r)
        assert r["failed_lines"] == ["mini.c:9: deliberate failure 42"]
    tot = report["totals"]["kernel32"]
    assert (tot["files"], tot["built"]) == (3, 1)
    assert tot["wineagent"]["pass_rate"] == pytest.approx(75.0)
