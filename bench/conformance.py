#!/usr/bin/env python3
"""Wine's conformance tests as the oracle (issue 23 item 6).

    python3 bench/conformance.py WINE_SRC [--dlls msvcrt,kernel32,user32,gdi32,comctl32]
        [--files PATTERN] [--timeout S] [--jobs N] [--json] [--no-wine] [--stub FUNC]
        [--wineprefix DIR] [--prefix-timeout S] [--keep DIR]

Wine's ``dlls/<dll>/tests/*.c`` were written against real Windows. For every test file of
the chosen DLLs in a Wine source tree the user has (WINE_SRC), this script builds a
standalone guest program with mingw, runs it under wineagent and under Wine, parses the
lines Wine's ``include/wine/test.h`` prints and prints a table per test file, with per-DLL
totals and pass rates side by side.

Nothing of Wine's is part of this project: the script reads WINE_SRC at run time and
builds in a temporary folder. Only mingw's headers are used, plus ``wine/test.h`` and the
few ``wine/*.h`` headers it (or the test) includes, copied from WINE_SRC into the build
folder: WINE_SRC/include as a whole is Wine's own copy of the Windows headers and does not
mix with mingw's. A file that does not build is listed with a one-line reason.
"""

import argparse
import concurrent.futures
import fnmatch
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CC = "i686-w64-mingw32-gcc"
WINDRES = "i686-w64-mingw32-windres"
DEFAULT_DLLS = "msvcrt,kernel32,user32,gdi32,comctl32"
# Import libraries offered to every link; the linker takes only those the test uses, so
# a test importing nothing from comctl32 does not make the guest load it.
# shlwapi comes before shell32, whose import library also has StrChrA and the like (Windows'
# shell32 forwards them to shlwapi): a shlwapi test must import them from shlwapi.
LIBS = ["-lcomctl32", "-lcomdlg32", "-lwinspool", "-lgdi32", "-luser32", "-ladvapi32", "-lshlwapi", "-lshell32", "-lole32",
        "-loleaut32", "-luuid", "-lversion", "-lwinmm", "-limm32", "-lntdll"]

# What Wine's build gives its tests and mingw's headers do not: __WINESRC__ (Wine compiles
# its tests with it; wine/debug.h then declares debugstr_a and the like), macros of Wine's
# own Windows headers used by wine/debug.h and wine/heap.h, msvcrt's __msvcrt_ulong (Wine's
# corecrt.h: `unsigned long`, 32 bits in a Windows program), <stddef.h> for offsetof,
# which Wine's windows.h brings in and mingw's does not, and wingdi.h's LAYOUT_LTR (0),
# which mingw's lacks. Then Windows SDK constants mingw's headers lack that comctl32's
# tests use (values as the SDK documents them): WM_KEYF1 (0x004D, winuser.h),
# LVFI_SUBSTRING (0x0004), TVIS_FOCUSED (0x0001), LM_GETIDEALSIZE (WM_USER + 0x301,
# commctrl.h), and WM_CTLCOLOR (0x0019, the 16-bit message Wine's winuser.h keeps; mingw
# has it only in windowsx.h), CDRF_NOTIFYITEMERASE (0x80), and the A forms of three
# TreeView_ message macros (TVM_INSERTITEMA, TVM_GETITEMA, TVM_SETITEMA sent with
# SendMessageA) that Wine's commctrl.h has beside the TCHAR ones. What else a test needs of
# Wine's headers stops its build.
COMPAT_DEFINES = ["-DDECLSPEC_EXPORT=__declspec(dllexport)", "-D__WINESRC__",
                  "-D__WINE_ALLOC_SIZE(...)=", "-D__WINE_MALLOC=",
                  "-D__msvcrt_ulong=unsigned long", "-include", "stddef.h",
                  "-DLAYOUT_LTR=0", "-DWM_KEYF1=0x004D", "-DLVFI_SUBSTRING=0x0004",
                  "-DTVIS_FOCUSED=0x0001", "-DLM_GETIDEALSIZE=(WM_USER+0x301)",
                  "-DWM_CTLCOLOR=0x0019", "-DCDRF_NOTIFYITEMERASE=0x00000080",
                  "-DTreeView_InsertItemA(w,i)=(HTREEITEM)SendMessageA((w),TVM_INSERTITEMA,0,"
                  "(LPARAM)(i))",
                  "-DTreeView_GetItemA(w,i)=(BOOL)SendMessageA((w),TVM_GETITEMA,0,(LPARAM)(i))",
                  "-DTreeView_SetItemA(w,i)=(BOOL)SendMessageA((w),TVM_SETITEMA,0,(LPARAM)(i))"]

# Prototypes of exports Wine's headers declare and mingw's do not (its import libraries have
# them): without one, gcc calls the stdcall function as cdecl under an implicit declaration
# and the stack drifts. Written into the build folder and force-included; parameters are
# `void *` so no Windows header is needed first. comctl32's edit.c calls both.
COMPAT_PROTOTYPES = """/* Written by bench/conformance.py: prototypes mingw's headers lack. */
__declspec(dllimport) long __stdcall GdiGetCharDimensions(void *, void *, long *);
__declspec(dllimport) unsigned long __stdcall GdiGetCodePage(void *);
"""

# Per DLL, SDK constants mingw's headers lack that one DLL's tests need to build (values
# as winerror.h / winnt.h give them): kernel32's format_msg.c checks ERROR_NO_WORK_DONE
# (235), resource.c writes a PE image with IMAGE_FILE_RESOURCE_DIRECTORY (2, the
# resource entry of the data directory). Only that DLL's builds get them.
DLL_DEFINES = {
    "kernel32": ["-DERROR_NO_WORK_DONE=235", "-DIMAGE_FILE_RESOURCE_DIRECTORY=2"],
    # wininet's tests include sspi.h, which wants the kind of security package named
    # (Wine's build defines it; a user-mode program is SECURITY_WIN32).
    "wininet": ["-DSECURITY_WIN32"],
}

# Per DLL, headers written into the build folder's include directory that first include
# mingw's header of the same name (#include_next) and then add the NT declarations one
# DLL's tests use and mingw's winternl.h lacks: kernel32's sync.c declares its
# NtQueueApcThread pointer with PNTAPCFUNC, file.c its RtlDosPathNameToNtPathName_U
# pointer with CURDIR and sets FILE_DISPOSITION_INFO's DeleteFile member (mingw's header
# declares it after winbase.h's DeleteFile macro, so its member is spelt DeleteFileA; the
# replacement only once winbase.h has declared the original, as in file.c). locale.c
# takes the code page tables of RtlInitCodePageTable (CPTABLEINFO) and winnt.h's
# SUBLANG_SERBIAN_CROATIA and GEO_ID (GetGeoInfo's GEOTYPE 18), and calls
# NtUnmapViewOfSection, which mingw's winternl.h does not declare; virtual.c takes
# NtQuerySection's classes and structures (the layouts Windows' ntddk documents) and
# winnt.h's AT_ROUND_TO_PAGE, SECTION_INHERIT, the MEM_EXECUTE_OPTION_* flags, and reads the TEB's fields by Windows' names
# (Tib, Peb, DeallocationStack, GuaranteedStackBytes, FlsSlots), which mingw's TEB hides.
DLL_HEADERS = {
    "kernel32": {"winternl.h": """/* Written by bench/conformance.py: mingw's winternl.h, then what it lacks. */
#include_next <winternl.h>
#ifndef CONFORMANCE_WINTERNL_EXTRA
#define CONFORMANCE_WINTERNL_EXTRA
typedef VOID (NTAPI *PNTAPCFUNC)(ULONG_PTR, ULONG_PTR, ULONG_PTR);
typedef struct _CURDIR { UNICODE_STRING DosPath; PVOID Handle; } CURDIR, *PCURDIR;
typedef struct _CPTABLEINFO {
    USHORT CodePage, MaximumCharacterSize, DefaultChar, UniDefaultChar, TransDefaultChar,
           TransUniDefaultChar, DBCSCodePage;
    UCHAR LeadByte[12];
    USHORT *MultiByteTable; void *WideCharTable; USHORT *DBCSRanges, *DBCSOffsets;
} CPTABLEINFO, *PCPTABLEINFO;
#ifndef SUBLANG_SERBIAN_CROATIA
#define SUBLANG_SERBIAN_CROATIA 0x01
#endif
#define GEO_ID 18
#include <stddef.h>
NTSTATUS NTAPI NtUnmapViewOfSection(HANDLE, PVOID);
typedef enum _SECTION_INFORMATION_CLASS {
    SectionBasicInformation, SectionImageInformation, SectionRelocationInformation,
    SectionOriginalBaseInformation, SectionInternalImageInformation
} SECTION_INFORMATION_CLASS;
typedef struct _SECTION_BASIC_INFORMATION {
    PVOID BaseAddress; ULONG Attributes; LARGE_INTEGER Size;
} SECTION_BASIC_INFORMATION, *PSECTION_BASIC_INFORMATION;
typedef struct _SECTION_IMAGE_INFORMATION {
    PVOID TransferAddress; ULONG ZeroBits; SIZE_T MaximumStackSize, CommittedStackSize;
    ULONG SubSystemType; USHORT SubSystemMinorVersion, SubSystemMajorVersion;
    USHORT MajorOperatingSystemVersion, MinorOperatingSystemVersion;
    USHORT ImageCharacteristics, DllCharacteristics, Machine; BOOLEAN ImageContainsCode;
    UCHAR ImageFlags; ULONG LoaderFlags, ImageFileSize, CheckSum;
} SECTION_IMAGE_INFORMATION, *PSECTION_IMAGE_INFORMATION;
#ifndef AT_ROUND_TO_PAGE
#define AT_ROUND_TO_PAGE 0x40000000
#endif
typedef enum _SECTION_INHERIT { ViewShare = 1, ViewUnmap = 2 } SECTION_INHERIT;
#ifndef MEM_EXECUTE_OPTION_DISABLE
#define MEM_EXECUTE_OPTION_DISABLE 0x01
#define MEM_EXECUTE_OPTION_ENABLE 0x02
#define MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION 0x04
#define MEM_EXECUTE_OPTION_PERMANENT 0x08
#endif
/* Windows' TEB as far as the tests read it (mingw's hides all but a few fields): the
   offsets of the 32-bit and 64-bit layouts, and an exception frame spelt Prev/Handler. */
typedef struct conformance_FRAME {
    struct conformance_FRAME *Prev; void *Handler;
} conformance_FRAME;
typedef struct conformance_TIB {
    conformance_FRAME *ExceptionList; PVOID StackBase, StackLimit, SubSystemTib, FiberData,
    ArbitraryUserPointer; struct conformance_TIB *Self;
} conformance_TIB;
#ifdef _WIN64
#define CONFORMANCE_TEB_AT(x86, x64) (x64)
#else
#define CONFORMANCE_TEB_AT(x86, x64) (x86)
#endif
typedef struct conformance_TEB {
    conformance_TIB Tib; PVOID EnvironmentPointer; CLIENT_ID ClientId; PVOID ActiveRpcHandle;
    PVOID ThreadLocalStoragePointer; PPEB Peb; ULONG LastErrorValue;
    BYTE pad1[CONFORMANCE_TEB_AT(0xe0c, 0x1478) - CONFORMANCE_TEB_AT(0x38, 0x6c)];
    PVOID DeallocationStack; PVOID TlsSlots[64];
    BYTE pad2[CONFORMANCE_TEB_AT(0xf78, 0x1748) - CONFORMANCE_TEB_AT(0xf10, 0x1680)];
    ULONG GuaranteedStackBytes;
    BYTE pad3[CONFORMANCE_TEB_AT(0xf94, 0x1780) - CONFORMANCE_TEB_AT(0xf7c, 0x174c)];
    PVOID *TlsExpansionSlots;
    BYTE pad4[CONFORMANCE_TEB_AT(0xfb4, 0x17c8) - CONFORMANCE_TEB_AT(0xf98, 0x1788)];
    PVOID FlsSlots;
} conformance_TEB, *conformance_PTEB;
#define EXCEPTION_REGISTRATION_RECORD conformance_FRAME
#define TEB conformance_TEB
#define PTEB conformance_PTEB
#define NtCurrentTeb() ((conformance_TEB *)NtCurrentTeb())
#endif
#if defined(_WINBASE_) && !defined(CONFORMANCE_DISPOSITION_INFO)
#define CONFORMANCE_DISPOSITION_INFO
#pragma push_macro("DeleteFile")
#undef DeleteFile
typedef struct { BOOLEAN DeleteFile; } conformance_FILE_DISPOSITION_INFO;
#pragma pop_macro("DeleteFile")
#define FILE_DISPOSITION_INFO conformance_FILE_DISPOSITION_INFO
#endif
"""},
}

START_RE = re.compile(r"^\s*START_TEST\s*\(\s*(\w+)\s*\)", re.M)
WINE_INCLUDE_RE = re.compile(r'^\s*#\s*include\s*[<"]wine/([\w.]+)[>"]', re.M)
# a header of the test folder itself (`#include "msg.h"`), whose wine/ includes count too
LOCAL_INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([\w.]+)"', re.M)
# "%04x:%s:%s %d tests executed (%d marked as todo, [%d as flaky, ]%d failure[s]), %d skipped."
# Older test.h prints no elapsed-time field, newer ones a "flaky" count: both are taken.
SUMMARY_RE = re.compile(
    r"(?:^|\s)(?:[0-9a-fA-F]+:)?(?P<name>\w+):[\d.]*\s*(?P<executed>\d+) tests executed "
    r"\((?P<todo>\d+) marked as todo, (?:(?P<flaky>\d+) as flaky, )?"
    r"(?P<failures>\d+) failures?\), (?P<skipped>\d+) skipped\.")
# "file.c:123: Test failed: ..." (and the todo variant, which test.h counts as a failure);
# a path before the file name (a test.h that does not strip __FILE__) is tolerated.
FAILURE_RE = re.compile(
    r"^(?P<file>[^\s:]+):(?P<line>\d+):[\d.]*\s*"
    r"(?P<kind>Test failed|Test succeeded inside todo block): (?P<msg>.*)$")
EXCEPTION_RE = re.compile(r"unhandled exception (?P<code>[0-9a-fA-F]{8})")
GUEST_PREFIX = "[guest] "

# The shim the link falls back on: wine/debug.h declares these as ntdll exports of Wine's,
# which Windows (and so a mingw link) does not have. They sit in an archive, so the linker
# pulls them only when the test.h at hand does not define them itself.
DBG_SHIM = r"""
/* Written by bench/conformance.py: stand-ins for Wine's ntdll debug exports. */
#include <stdio.h>
#include <string.h>
static char shim_ring[8192];
static unsigned shim_pos;
const char * __cdecl __wine_dbg_strdup( const char *str )
{
    size_t n = strlen( str ) + 1;
    char *p;
    if (n > sizeof(shim_ring) / 2) n = sizeof(shim_ring) / 2;
    if (shim_pos + n > sizeof(shim_ring)) shim_pos = 0;
    p = shim_ring + shim_pos;
    memcpy( p, str, n );
    p[n - 1] = 0;
    shim_pos += n;
    return p;
}
int __cdecl __wine_dbg_output( const char *str ) { return fputs( str, stdout ) >= 0 ? (int)strlen( str ) : -1; }
int __cdecl __wine_dbg_header( int cls, void *channel, const char *function ) { return -1; }
unsigned char __cdecl __wine_dbg_get_channel_flags( void *channel ) { return 0; }
"""

TESTLIST = """/* Written by bench/conformance.py: the testlist Wine's build generates per folder. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#define STANDALONE
#include "wine/test.h"

extern void func_{name}(void);

/* The DLLs the folder's Makefile.in names (TESTDLL, IMPORTS), loaded before main as Wine's
   build loads them at start: a test that only looks them up (GetModuleHandleA, then
   GetProcAddress) would otherwise find them absent and skip. */
static void __attribute__((constructor)) load_imports(void)
{{
{loads}}}

const struct test winetest_testlist[] =
{{
    {{ "{name}", func_{name} }},
    {{ 0, 0 }}
}};
"""


def new_result():
    """An empty per-runner result: counts (None when no summary line printed) and the stop."""
    return {"executed": None, "failures": None, "todo": None, "skipped": None,
            "stopped": "", "failed_lines": [], "exit_code": None}


def parse_test_output(lines):
    """Parse what a test.h program printed to stdout.

    Returns a dict with the summary's counts (None when no summary line came, e.g. the
    program died first), the failure lines seen, and an unhandled-exception code if one
    was reported. A program running several tests (or a child that printed its own summary)
    sums every summary line, as winetest's reports do.
    """
    out = new_result()
    out["exception"] = None
    for line in lines:
        line = line.rstrip("\r\n")
        m = SUMMARY_RE.search(line)
        if m:
            for key in ("executed", "failures", "todo", "skipped"):
                out[key] = (out[key] or 0) + int(m.group(key))
            continue
        m = FAILURE_RE.match(line)
        if m:
            out["failed_lines"].append("%s:%s: %s" % (re.split(r"[\\/]", m.group("file"))[-1],
                                                      m.group("line"),
                                                      m.group("msg").strip()))
            continue
        m = EXCEPTION_RE.search(line)
        if m:
            out["exception"] = m.group("code").lower()
    return out


def guest_lines(stderr_text):
    """The guest's stdout lines from a `wineagent run` output (its `[guest] ` lines)."""
    return [line[len(GUEST_PREFIX):] for line in stderr_text.splitlines()
            if line.startswith(GUEST_PREFIX)]


def wineagent_stop(returncode, text, timed_out):
    """One phrase for where a wineagent run stopped, from its exit status and [run] lines.

    An unimplemented API is named (``unimplemented: DLL!Name``) since that is what a
    developer acts on; a CPU fault gives its first [run] line; a normal end gives the
    guest's exit code.
    """
    if timed_out:
        return "timeout"
    run_lines = [l[len("[run] "):] for l in text.splitlines() if l.startswith("[run] ")]
    for line in run_lines:
        if line.startswith("unimplemented:"):
            return line.strip()
    ended = next((l for l in reversed(run_lines) if l.startswith("ended:")), "")
    if returncode == 3:
        return "timeout (--max-seconds)"
    m = re.search(r"exit_code=(\S+)", ended)
    if returncode == 0 and m and m.group(1) != "none":
        return "exit %s" % m.group(1)
    if ended.startswith("ended: fault") or returncode == 1:
        first = next((l for l in run_lines if not l.startswith(("ended:", "eip=", "last API"))),
                     "")
        return ("fault: " + first.strip())[:160] if first else "fault"
    if ended:
        return ended[len("ended: "):].split(";")[0].strip()
    tail = [l for l in text.splitlines() if l.strip()]
    return ("exit %d: %s" % (returncode, tail[-1][:120])) if tail else "exit %d" % returncode


def wine_stop(returncode, parsed, timed_out):
    """One phrase for where a Wine run stopped."""
    if timed_out:
        return "timeout"
    if parsed.get("exception"):
        return "exception %s" % parsed["exception"]
    return "exit %d" % returncode


def find_tests(wine_src, dlls, pattern):
    """(dll, path) of every test file of DLLS under WINE_SRC matching PATTERN (a glob)."""
    found = []
    for dll in dlls:
        folder = os.path.join(wine_src, "dlls", dll, "tests")
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".c") and fnmatch.fnmatch(name, pattern or "*"):
                found.append((dll, os.path.join(folder, name)))
    return found


def local_wine_includes(test_dir, source_text):
    """The wine/ headers named by the test folder's own headers the source includes.

    comctl32's and user32's tests include msg.h or v6util.h from their folder, and those
    include wine/heap.h and wine/test.h; the folder is on the include path already.
    """
    names, todo, seen = [], LOCAL_INCLUDE_RE.findall(source_text), set()
    while todo:
        name = todo.pop()
        path = os.path.join(test_dir, name)
        if name in seen or not os.path.isfile(path):
            continue
        seen.add(name)
        with open(path, errors="replace") as f:
            text = f.read()
        names += WINE_INCLUDE_RE.findall(text)
        todo += LOCAL_INCLUDE_RE.findall(text)
    return names


def stage_wine_headers(wine_src, source_text, inc, test_dir=None):
    """Copy wine/test.h and the wine/*.h it and the test include into INC/wine.

    TEST_DIR, the test's folder, is searched for the local headers the source includes
    (their wine/ includes are staged too). Returns the missing header names (for the skip
    reason). Only wine/ headers are taken: the rest of WINE_SRC/include duplicates the
    Windows headers mingw brings.
    """
    wanted, missing, seen = ["test.h"], [], set()
    wanted += WINE_INCLUDE_RE.findall(source_text)
    if test_dir:
        wanted += local_wine_includes(test_dir, source_text)
    os.makedirs(os.path.join(inc, "wine"), exist_ok=True)
    while wanted:
        name = wanted.pop()
        if name in seen:
            continue
        seen.add(name)
        src = os.path.join(wine_src, "include", "wine", name)
        if not os.path.isfile(src):
            missing.append("wine/" + name)
            continue
        shutil.copyfile(src, os.path.join(inc, "wine", name))
        with open(src, errors="replace") as f:
            wanted += WINE_INCLUDE_RE.findall(f.read())
    for name in MINGW_LACKS:
        src = os.path.join(wine_src, "include", name)
        if os.path.isfile(src):
            os.makedirs(os.path.dirname(os.path.join(inc, name)), exist_ok=True)
            shutil.copyfile(src, os.path.join(inc, name))
    return missing


#: Windows SDK headers mingw does not ship that a test includes (gdi32's bitmap.c and
#: driver.c: the D3DKMT kernel-thunk declarations): staged from WINE_SRC/include, since
#: nothing of mingw's can clash with them.
MINGW_LACKS = ("ddk/d3dkmthk.h", "d3dukmdt.h")


#: Headers of this project's own, per DLL (bench/compat/<dll>/): each wraps mingw's header of
#: the same name (#include_next) and adds the SDK declarations one DLL's tests use and
#: mingw's header lacks, or names a mingw header by the path Wine's tests include it as
#: (user32's input.c: "ddk/hidsdi.h"). Constants, types and prototypes only, written from
#: Microsoft's documentation; nothing of Wine's.
COMPAT_DIR = os.path.join(REPO, "bench", "compat")


def compat_include(dll):
    """``-I`` flags for DLL's folder of compat headers (none when it has no folder)."""
    folder = os.path.join(COMPAT_DIR, dll)
    return ["-I", folder] if os.path.isdir(folder) else []


def compat_sources(dll, out):
    """(source, object) pairs of the C files in DLL's compat folder: functions one test file
    of the DLL calls and another defines (Wine links a folder's tests into one program, the
    bench builds each alone). They go into the archive the link searches last, so a test
    that defines the function itself keeps its own."""
    folder = os.path.join(COMPAT_DIR, dll)
    if not os.path.isdir(folder):
        return []
    return [(os.path.join(folder, name), os.path.join(out, "compat_" + name[:-2] + ".o"))
            for name in sorted(os.listdir(folder)) if name.endswith(".c")]


def first_error(stderr_text):
    """The first compiler/linker error line, shortened to one line."""
    for line in stderr_text.splitlines():
        if ("error:" in line or "undefined reference" in line or "cannot find" in line) \
                and not line.startswith("collect2:"):
            line = re.sub(r"^.*?/(?=[^/]+:\d+)", "", line)  # drop the build folder
            return line.strip()[:200]
    lines = [l for l in stderr_text.splitlines() if l.strip()]
    return lines[-1][:200] if lines else "build failed"


def makefile_text(test_dir):
    """The test folder's Makefile.in with its continued lines joined ('' when absent)."""
    path = os.path.join(test_dir, "Makefile.in")
    if not os.path.isfile(path):
        return ""
    with open(path, errors="replace") as f:
        return f.read().replace("\\\n", " ")


def makefile_resources(test_dir):
    """The resource scripts the folder's Makefile.in lists in RC_SRCS (Wine links them
    into every test of the folder: dialogs, string tables and bitmaps the tests load)."""
    m = re.search(r"^\s*RC_SRCS\s*=(.*)$", makefile_text(test_dir), re.M)
    return m.group(1).split() if m else []


def compile_resources(test_dir, out):
    """Compile the folder's RC_SRCS with windres into OUT; the objects that compiled.

    A script that does not compile (gdi32's names a font Wine's build generates) is left
    out: its test links without it, as every test did before resources were built.
    """
    objs = []
    for i, rc in enumerate(makefile_resources(test_dir)):
        obj = os.path.join(out, "rsrc%d.o" % i)
        p = subprocess.run([WINDRES, "-I", test_dir, os.path.join(test_dir, rc), "-o", obj],
                           capture_output=True, text=True, errors="replace", cwd=test_dir)
        if p.returncode == 0:
            objs.append(obj)
    return objs


def import_libs(test_dir):
    """``-l`` flags for the DLLs the Makefile.in imports that LIBS lacks and mingw has an
    import library of (wininet, crypt32, ws2_32...): a test of a DLL outside LIBS links."""
    flags = []
    for dll in makefile_dlls(test_dir):
        stem, ext = os.path.splitext(dll)
        flag = "-l" + stem
        if ext == ".dll" and flag not in LIBS and flag not in flags and \
                os.path.exists(os.path.join(MINGW_LIB, "lib%s.a" % stem)):
            flags.append(flag)
    return flags


#: Where the i686 mingw-w64 toolchain keeps its import libraries (Debian's layout).
MINGW_LIB = "/usr/i686-w64-mingw32/lib"


def makefile_dlls(test_dir):
    """The DLLs the test folder's Makefile.in names: TESTDLL, then IMPORTS (in order, once)."""
    text = makefile_text(test_dir)
    if not text:
        return []
    names = []
    for var in ("TESTDLL", "IMPORTS"):
        m = re.search(r"^\s*%s\s*=(.*)$" % var, text, re.M)
        for word in (m.group(1).split() if m else []):
            word = word.lower()
            dll = word if "." in word else word + ".dll"
            if dll not in names:
                names.append(dll)
    return names


def stub_source(names):
    """C source of do-nothing cdecl functions returning 0, one per name (see --stub)."""
    return "".join("/* --stub */ int __cdecl %s() { return 0; }\n" % n for n in names)


def build(wine_src, dll, path, workdir, stubs=()):
    """Build one test file into WORKDIR/<dll>_<name>.exe.

    STUBS names functions linked as do-nothing stubs ahead of the import libraries.

    Returns (exe, test_name, None) or (None, test_name, one-line reason).
    """
    with open(path, errors="replace") as f:
        text = f.read()
    m = START_RE.search(text)
    if not m:
        return None, None, "no START_TEST in the file (a helper, not a test)"
    name = m.group(1)
    out = os.path.join(workdir, "%s_%s" % (dll, name))
    os.makedirs(out, exist_ok=True)
    inc = os.path.join(out, "inc")
    missing = stage_wine_headers(wine_src, text, inc, os.path.dirname(path))
    if "wine/test.h" in missing:
        return None, name, "WINE_SRC has no include/wine/test.h"
    with open(os.path.join(out, "testlist.c"), "w") as f:
        f.write(TESTLIST.format(name=name, loads="".join(
            '    LoadLibraryA("%s");\n' % d for d in makefile_dlls(os.path.dirname(path)))))
    with open(os.path.join(out, "dbgshim.c"), "w") as f:
        f.write(DBG_SHIM)
    with open(os.path.join(out, "stubs.c"), "w") as f:
        f.write(stub_source(stubs))
    # Wine builds its tests with -fno-builtin: the point is to call the DLL, not to let gcc
    # fold strlen or memcpy at compile time.
    with open(os.path.join(inc, "compat_prototypes.h"), "w") as f:
        f.write(COMPAT_PROTOTYPES)
    for header, body in DLL_HEADERS.get(dll, {}).items():
        with open(os.path.join(inc, header), "w") as f:
            f.write(body)
    cflags = ["-O1", "-fno-builtin", "-w", "-I", inc] + compat_include(dll) + [
              "-I", os.path.dirname(path), "-D_WIN32_WINNT=0x0A00"] + COMPAT_DEFINES + DLL_DEFINES.get(dll, []) + [
                  "-include", os.path.join(inc, "compat_prototypes.h")]
    helpers = compat_sources(dll, out)
    steps = [
        [CC] + cflags + ["-c", path, "-o", os.path.join(out, "test.o")],
        [CC] + cflags + ["-c", os.path.join(out, "testlist.c"), "-o",
                         os.path.join(out, "testlist.o")],
        [CC] + cflags + ["-c", os.path.join(out, "dbgshim.c"), "-o",
                         os.path.join(out, "dbgshim.o")],
        [CC] + cflags + ["-c", os.path.join(out, "stubs.c"), "-o",
                         os.path.join(out, "stubs.o")],
    ] + [[CC] + cflags + ["-c", src, "-o", obj] for src, obj in helpers] + [
        ["i686-w64-mingw32-ar", "rcs", os.path.join(out, "libdbgshim.a"),
         os.path.join(out, "dbgshim.o"), os.path.join(out, "stubs.o")]
        + [obj for _src, obj in helpers],
        [CC, "-o", out + ".exe", os.path.join(out, "test.o"), os.path.join(out, "testlist.o")]
        + compile_resources(os.path.dirname(path), out) + ["-L", out, "-ldbgshim"] + LIBS
        + import_libs(os.path.dirname(path)),
    ]
    for cmd in steps:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
        if p.returncode:
            reason = first_error(p.stderr)
            if missing and ("No such file" in reason):
                reason += " (missing in WINE_SRC: %s)" % ", ".join(missing)
            return None, name, "does not compile: " + reason
    return out + ".exe", name, None


def run_bounded(cmd, timeout, env=None, cwd=None):
    """Run CMD in its own process group; kill that group at TIMEOUT seconds.

    Returns (returncode, stdout, stderr, timed_out). Only the group this call started is
    signalled. Output goes to temporary files, not pipes: a process the program started
    outside the group (Wine's services.exe, started for a service test) may keep them open
    long after the program ended, and a pipe would then never reach its end.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env,
                             cwd=cwd, start_new_session=True)
        try:
            p.wait(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait()
            timed_out = True
        texts = []
        for f in (out, err):
            f.seek(0)
            texts.append(f.read().decode("utf-8", "replace"))
    return p.returncode, texts[0], texts[1], timed_out


def run_wineagent(exe, timeout, workdir):
    """Run EXE under `python -m wineagent run`, bounded by --max-seconds and a kill timer."""
    vfs = tempfile.mkdtemp(prefix="vfs_", dir=workdir)
    cmd = [sys.executable, "-m", "wineagent", "run", "--exe=" + exe,
           "--max-seconds=%g" % timeout, "--vfs-root=" + vfs]
    rc, out, err, timed_out = run_bounded(cmd, timeout + 20, cwd=REPO)
    text = err + out
    parsed = parse_test_output(guest_lines(text))
    parsed["exit_code"] = rc
    parsed["stopped"] = wineagent_stop(rc, text, timed_out)
    parsed.pop("exception", None)
    return parsed


def wine_env(prefix, **extra):
    """The environment Wine runs in here: PREFIX as WINEPREFIX, Wine's debug output off.

    test.h's WINETEST_* settings of the host are dropped (Wine hands the host's environment
    to the program; wineagent does not), and WINETEST_PLATFORM is "windows": left alone,
    test.h finds Wine's ntdll (its wine_server_call export) and takes the platform "wine",
    which turns every `todo_wine` check into a todo instead of a failure. Under wineagent
    the platform is "windows" (no such export), so both columns are judged against Windows.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("WINETEST_")}
    env.update(WINEDEBUG="-all", WINEPREFIX=prefix, WINETEST_PLATFORM="windows", **extra)
    return env


def make_prefix(prefix, timeout=600.0):
    """Create the Wine prefix PREFIX once, with `xvfb-run -a wineboot -i`; None when ready.

    Wine makes a missing prefix on its first run (wineboot: 30 s and more on a busy machine),
    which would otherwise be charged to the first test's timeout. A prefix whose registry
    (system.reg) exists is taken as made. Mono's and Gecko's installers are kept off
    (WINEDLLOVERRIDES): with no network and no one to click, their prompts would only wait;
    the DLL tests here use neither. Then `wineserver -w` waits for the server to exit, which
    is when it writes the registry files. Returns a one-line reason when that fails.
    """
    if os.path.isfile(os.path.join(prefix, "system.reg")):
        return None
    os.makedirs(os.path.dirname(os.path.abspath(prefix)), exist_ok=True)
    env = wine_env(prefix, WINEDLLOVERRIDES="mscoree=;mshtml=")
    for cmd in (["xvfb-run", "-a", "wineboot", "-i"], ["wineserver", "-w"]):
        rc, out, err, timed_out = run_bounded(cmd, timeout, env=env)
        if timed_out:
            return "%s: no end after %g s" % (" ".join(cmd), timeout)
        if rc:
            tail = [l for l in (err + out).splitlines() if l.strip()]
            return "%s exited %d%s" % (" ".join(cmd), rc, (": " + tail[-1][:120]) if tail else "")
    if not os.path.isfile(os.path.join(prefix, "system.reg")):
        return "wineboot -i left no %s" % os.path.join(prefix, "system.reg")
    return None


def run_wine(exe, timeout, prefix):
    """Run EXE under `xvfb-run -a wine` (WINEDEBUG=-all) with a kill timer."""
    env = wine_env(prefix)
    rc, out, err, timed_out = run_bounded(["xvfb-run", "-a", "wine", exe], timeout, env=env,
                                          cwd=os.path.dirname(exe))
    parsed = parse_test_output(out.splitlines())
    parsed["exit_code"] = rc
    parsed["stopped"] = wine_stop(rc, parsed, timed_out)
    parsed.pop("exception", None)
    return parsed


def run_one(args, dll, path, workdir, prefix):
    """Build and run one test file; the row of the table as a dict."""
    row = {"dll": dll, "file": os.path.basename(path), "test": None, "skipped_reason": None,
           "wineagent": None, "wine": None}
    exe, name, reason = build(args.wine_src, dll, path, workdir, args.stub)
    row["test"] = name
    if reason:
        row["skipped_reason"] = reason
        return row
    row["wineagent"] = run_wineagent(exe, args.timeout, workdir)
    if prefix:
        row["wine"] = run_wine(exe, args.timeout, prefix)
    return row


def rate(executed, failures):
    """Pass rate in percent of executed tests, or None with nothing executed."""
    if not executed:
        return None
    return 100.0 * (executed - failures) / executed


def totals(rows):
    """Per-DLL sums for each runner: files, built, executed, failures, todo, skipped."""
    out = {}
    for row in rows:
        t = out.setdefault(row["dll"], {"files": 0, "built": 0, "wineagent": {}, "wine": {}})
        t["files"] += 1
        if row["skipped_reason"]:
            continue
        t["built"] += 1
        for runner in ("wineagent", "wine"):
            res = row[runner]
            if not res:
                continue
            acc = t[runner]
            acc.setdefault("completed", 0)
            for key in ("executed", "failures", "todo", "skipped"):
                acc[key] = acc.get(key, 0) + (res[key] or 0)
            if res["executed"] is not None:
                acc["completed"] += 1
    for t in out.values():
        for runner in ("wineagent", "wine"):
            acc = t[runner]
            if acc:
                acc["pass_rate"] = rate(acc["executed"], acc["failures"])
    return out


def cell(res):
    """`executed/failures/todo/skipped` of one runner, `-` for a count never printed."""
    if res is None:
        return "n/a"

    def n(v):
        return "-" if v is None else str(v)
    return "%s/%s/%s/%s" % (n(res["executed"]), n(res["failures"]), n(res["todo"]),
                            n(res["skipped"]))


def fmt_rate(r):
    """A pass rate as text."""
    return "-" if r is None else "%.1f%%" % r


def format_table(rows, with_wine=True):
    """The human-readable report: one line per file, then per-DLL totals."""
    lines = []
    head = "%-10s %-14s | %-16s %-50s" % ("dll", "file", "wineagent e/f/t/s", "stopped")
    if with_wine:
        head += " | %-16s %s" % ("wine e/f/t/s", "stopped")
    lines.append(head)
    lines.append("-" * len(head))
    for row in rows:
        if row["skipped_reason"]:
            lines.append("%-10s %-14s | skipped: %s" % (row["dll"], row["file"],
                                                       row["skipped_reason"]))
            continue
        wa = row["wineagent"]
        line = "%-10s %-14s | %-16s %-50s" % (row["dll"], row["file"], cell(wa),
                                               wa["stopped"][:50])
        if with_wine:
            w = row["wine"]
            line += " | %-16s %s" % (cell(w), w["stopped"] if w else "n/a")
        lines.append(line)
    lines.append("")
    lines.append("e/f/t/s = tests executed / failures / marked todo / skipped "
                 "(- = no summary line: the program stopped first)")
    lines.append("")
    head = "%-10s %-9s | %-22s %-9s %-9s" % ("dll", "files", "wineagent e/f/t/s", "pass",
                                             "completed")
    if with_wine:
        head += " | %-22s %-9s %s" % ("wine e/f/t/s", "pass", "completed")
    lines.append(head)
    lines.append("-" * len(head))
    for dll, t in totals(rows).items():
        line = "%-10s %-9s" % (dll, "%d/%d" % (t["built"], t["files"]))
        for runner in ("wineagent", "wine") if with_wine else ("wineagent",):
            acc = t[runner]
            if not acc:
                line += " | %-22s %-9s %s" % ("n/a", "-", "-")
                continue
            line += " | %-22s %-9s %-9s" % (
                "%d/%d/%d/%d" % (acc["executed"], acc["failures"], acc["todo"], acc["skipped"]),
                fmt_rate(acc["pass_rate"]), "%d/%d" % (acc["completed"], t["built"]))
        lines.append(line.rstrip())
    lines.append("")
    lines.append("files = built/found; pass = (executed - failures) / executed; completed = "
                 "files whose summary line printed")
    return "\n".join(lines)


def stop_reasons(rows):
    """How often each wineagent stop phrase occurred, most common first."""
    counts = {}
    for row in rows:
        if row["wineagent"]:
            key = row["wineagent"]["stopped"]
            counts[key] = counts.get(key, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def main(argv=None):
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("wine_src", help="a Wine source tree (needs include/wine/test.h and "
                                     "dlls/<dll>/tests/*.c)")
    ap.add_argument("--dlls", default=DEFAULT_DLLS, help="comma-separated DLL folders "
                                                         "(default %(default)s)")
    ap.add_argument("--files", default="*", help="glob on test file names, e.g. 'str*.c'")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds per run and runner (default %(default)s)")
    ap.add_argument("--jobs", type=int, default=1, help="files run at once (default 1)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of the table")
    ap.add_argument("--no-wine", action="store_true", help="run under wineagent only")
    ap.add_argument("--stub", action="append", default=[], metavar="FUNC",
                    help="link FUNC as a do-nothing cdecl stub returning 0 ahead of the "
                         "import libraries (repeatable), e.g. --stub setvbuf to get past "
                         "test.h's own setup call; it changes the program both runners run")
    ap.add_argument("--wineprefix", metavar="DIR",
                    help="the Wine prefix to run in, made first if it does not exist "
                         "(default: one in the build folder)")
    ap.add_argument("--prefix-timeout", type=float, default=600.0,
                    help="seconds allowed to make the prefix (default %(default)s)")
    ap.add_argument("--keep", metavar="DIR", help="build in DIR and keep it (default: a "
                                                  "temporary folder, removed)")
    args = ap.parse_args(argv)
    args.wine_src = os.path.abspath(args.wine_src)
    if not shutil.which(CC):
        print("conformance: %s not found" % CC, file=sys.stderr)
        return 2
    if not os.path.isdir(os.path.join(args.wine_src, "dlls")):
        print("conformance: %s has no dlls/ folder" % args.wine_src, file=sys.stderr)
        return 2
    with_wine = not args.no_wine and bool(shutil.which("wine")) and bool(shutil.which("xvfb-run"))
    tests = find_tests(args.wine_src, [d.strip() for d in args.dlls.split(",") if d.strip()],
                       args.files)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        workdir = os.path.abspath(args.keep)
    else:
        workdir = tempfile.mkdtemp(prefix="conformance_")
    # A prefix of our own, so other users of the default ~/.wine are neither disturbed nor
    # able to change our results; made before any test, so no test's timeout pays for it.
    prefix = None
    if with_wine:
        prefix = os.path.abspath(args.wineprefix or os.path.join(workdir, "wineprefix"))
        reason = make_prefix(prefix, args.prefix_timeout)
        if reason:
            print("conformance: the Wine prefix %s: %s" % (prefix, reason), file=sys.stderr)
            if not args.keep:
                shutil.rmtree(workdir, ignore_errors=True)
            return 2
    try:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            futures = [pool.submit(run_one, args, dll, path, workdir, prefix)
                       for dll, path in tests]
            rows = [f.result() for f in futures]
    finally:
        if prefix:
            # what the tests left running in the prefix (services.exe, a hung child): ours
            run_bounded(["wineserver", "-k"], 30, env=wine_env(prefix))
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    if args.json:
        print(json.dumps({"wine_src": args.wine_src, "with_wine": with_wine,
                          "stubs": args.stub, "rows": rows,
                          "totals": totals(rows), "wineagent_stops": stop_reasons(rows)},
                         indent=2))
    else:
        print(format_table(rows, with_wine))
        reasons = stop_reasons(rows)
        if reasons:
            print("\nwhere wineagent stopped:")
            for reason, n in reasons:
                print("  %3d  %s" % (n, reason))
    return 0


if __name__ == "__main__":
    sys.exit(main())
