"""Exceptions in 64-bit programs (docs/emulator.md, "Exceptions in 64-bit programs"): the
.pdata unwinder, the dispatcher, RtlUnwindEx and __C_specific_handler, checked by two
guests that print one line per check — guests/tests/x64_seh.c (built with
x86_64-w64-mingw32-gcc) and guests/tests/x64_cxx.cpp (g++'s SEH-based C++ exceptions).

Expected lines and exit codes: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine
test/exe/NAME.exe [args]`` under Wine 8 (Debian's wine64)."""

import os
import struct

from wineagent.abi.api import REGISTRY
from wineagent.machine.unwind64 import lookup_function_entry, virtual_unwind
from wineagent.vm import VM

from paths import EXE_DIR

SEH_EXE = os.path.join(EXE_DIR, "x64_seh.exe")
CXX_EXE = os.path.join(EXE_DIR, "x64_cxx.exe")
GROW_EXE = os.path.join(EXE_DIR, "x64_growtable.exe")

WINE_SEH_LINES = [
    "capture: flags=0x10000f rip_in_image=1 rsp_aligned=1 segcs=0x33",
    "lookup: found=1 base_is_image=1 begins_at_function=1",
    "lookup outside images: 0000000000000000",
    "walk: 1 frames, walk_stack=1 level3=1 level2=1 level1=1",
    "context pointers: some=1 all_hold_the_register=1",
    "dynamic table: added=1 found=1 base=1 second=1 gap=0000000000000000 deleted=1 "
    "after=0000000000000000 again=0",
    "AddVectoredExceptionHandler: 1",
    "access violation: code=0xc0000005 params=2 kind=0 address=0 at_rip=1 result=42",
    "divide by zero: code=0xc0000094 params=0 at_rip=1 result=7",
    "breakpoint: code=0x80000003 at_rip=1",
    "illegal instruction: code=0xc000001d at_rip=1",
    "RaiseException: code=0xe0000042 flags=0 params=3 info=11,22",
    "RemoveVectoredExceptionHandler: 1, again 0",
    "filter after RaiseException: calls=1 code=0xe0000077",
    "filter after access violation: calls=2 code=0xc0000005 result=5",
    "__try1/__except1: reached=1 filter_calls=1 after_raise=0",
    # Wine 8 prints code=0: its __C_specific_handler unwinds with ReturnValue 0. Windows
    # passes the exception code (RAX at the __except block is what MSVC's
    # GetExceptionCode() reads there; ReactOS' __C_specific_handler does the same), and so
    # do we.
    "__finally then __except by scope table: code=0xe0000099 finally_calls=1 abnormal=1 "
    "frame=1 after_raise=0",
    "_local_unwind out of a __try: returned=2 finally_calls=1 abnormal=1",
    "signal+longjmp: setjmp=3 signal=11 stage=1",
    "done",
]

WINE_CXX_LINES = [
    "catch int: 42",
    "catch std::exception through 3 frames: boom, destructors: thrower middle outer ",
    "catch by base: derived code=7 destructors: thrower middle outer ",
    "second handler matches: text",
    "catch (...)",
    "inner catch: boom",
    "rethrown: boom",
    "nested throw in catch: from catch (outer 42)",
    "catch returns: 43",
    "100 throws in a loop: 150",
    "throw in constructor: ctor, destroyed: ctor-field member ",
    "throw through qsort: from comparator after 3 compares, destructors: cmp cmp cmp ",
    "throw through SendMessage: from a window procedure",
    "throw through DispatchMessage: from a window procedure",
    "done",
]


def _run_to_exit(path, args="", batches=400):
    vm = VM(path, args=args)
    try:
        for _ in range(batches):
            vm.run_batch()
            if vm.ended:
                break
        return list(vm.stdout_log), vm.machine.fault, vm.machine.exit_code
    finally:
        vm.close()


def test_cpu_faults_raise_exception_filters_seh_scopes_and_longjmp_answer_as_in_wine():
    lines, fault, code = _run_to_exit(SEH_EXE)
    assert fault is None, fault
    assert lines == WINE_SEH_LINES
    assert code == 0


def test_a_growable_function_table_serves_the_entries_its_owner_appended():
    # A JIT's tables (V8's in Node.js): ntdll's RtlAddGrowableFunctionTable,
    # RtlGrowFunctionTable, RtlDeleteGrowableFunctionTable; Wine 8's lines.
    lines, fault, code = _run_to_exit(GROW_EXE)
    assert fault is None, fault
    assert lines == [
        "add: status=0 handle=1",
        "first: found=1 base=1",
        "second before grow: 0000000000000000",
        "second after grow: found=1",
        "gap: 0000000000000000",
        "after delete: 0000000000000000",
    ]
    assert code == 0


def test_an_access_violation_nobody_handles_ends_the_process_with_its_code():
    lines, fault, code = _run_to_exit(SEH_EXE, "crash")
    assert lines == ["crashing"]
    assert code == 0xC0000005
    assert fault is not None and fault.code == 0xC0000005


def test_a_raised_exception_nobody_handles_ends_the_process_with_its_code():
    lines, fault, code = _run_to_exit(SEH_EXE, "raise")
    assert lines == ["raising"]
    assert code == 0xE0001234
    assert "unhandled exception 0xe0001234" in fault.message


def test_gpp_throw_and_catch_through_frames_with_destructors_work_as_in_wine():
    lines, fault, code = _run_to_exit(CXX_EXE)
    assert fault is None, fault
    assert lines == WINE_CXX_LINES
    assert code == 0


def test_an_uncaught_cpp_exception_terminates_with_gccs_message_and_abort():
    # Wine prints the same three lines to the console and exits 3; msvcrt's abort message
    # ("abnormal program termination") goes to the console through _cputs under Wine, so
    # its piped output lacks it, where our stdout log has it.
    lines, fault, code = _run_to_exit(CXX_EXE, "uncaught")
    assert lines[:3] == ["throwing",
                         "terminate called after throwing an instance of 'std::runtime_error'",
                         "  what():  boom"]
    assert code == 3 and fault is None


def test_the_table_walk_apis_exist_only_for_64_bit_programs():
    for dll, name in (("NTDLL.DLL", "RtlLookupFunctionEntry"), ("NTDLL.DLL", "RtlVirtualUnwind"),
                      ("NTDLL.DLL", "RtlAddFunctionTable"), ("NTDLL.DLL", "RtlDeleteFunctionTable"),
                      ("NTDLL.DLL", "RtlUnwindEx"), ("NTDLL.DLL", "__C_specific_handler"),
                      ("MSVCRT.DLL", "__C_specific_handler"), ("MSVCRT.DLL", "_local_unwind")):
        assert REGISTRY[(dll, name)].widths == (8,), name
    for dll, name in (("KERNEL32.DLL", "RaiseException"), ("NTDLL.DLL", "RtlUnwind"),
                      ("KERNEL32.DLL", "RtlCaptureContext"),
                      ("KERNEL32.DLL", "AddVectoredExceptionHandler")):
        assert REGISTRY[(dll, name)].widths == (4, 8), name


class _Mem:
    """Guest memory for the unwinder alone: a dict of byte runs."""

    def __init__(self, runs):
        self.runs = runs

    def read(self, addr, n):
        for base, data in self.runs.items():
            if base <= addr and addr + n <= base + len(data):
                return data[addr - base:addr - base + n]
        raise AssertionError("read outside the runs at %#x" % addr)

    def u32(self, addr):
        return struct.unpack("<I", self.read(addr, 4))[0]

    def u64(self, addr):
        return struct.unpack("<Q", self.read(addr, 8))[0]


def _image(codes, prolog, frame=0, code=b"\x90" * 0x40):
    """An image at 0x10000 with one function at RVA 0x1000..0x1040, its RUNTIME_FUNCTION
    at 0x2000 and UNWIND_INFO at 0x2100."""
    base = 0x10000
    rf = struct.pack("<3I", 0x1000, 0x1040, 0x2100)
    count = len(codes)
    info = bytes([1, prolog, count, frame]) + b"".join(struct.pack("<H", c) for c in codes)
    return base, {base + 0x1000: code, base + 0x2000: rf, base + 0x2100: info}


def test_virtual_unwind_undoes_pushes_an_allocation_and_a_saved_register():
    # push rbp (ends at offset 1); push rbx (2); sub rsp, 0x28 (6); mov [rsp+0x10], rsi
    # (11). The codes list them in reverse order of the prolog.
    codes = [(11 | (4 << 8) | (6 << 12)), 2,           # SAVE_NONVOL rsi at [frame + 2*8]
             (6 | (2 << 8) | (4 << 12)),               # ALLOC_SMALL 4*8+8 = 0x28
             (2 | (0 << 8) | (3 << 12)),               # PUSH_NONVOL rbx
             (1 | (0 << 8) | (5 << 12))]               # PUSH_NONVOL rbp
    base, runs = _image(codes, 11)
    rsp = 0x8000
    stack = bytearray(0x40)
    for off, value in ((0x10, 0x5151), (0x28, 0xB0B0), (0x30, 0xB9B9), (0x38, 0x12345)):
        struct.pack_into("<Q", stack, off, value)
    runs[rsp] = bytes(stack)
    mem = _Mem(runs)
    entry, found = lookup_function_entry(mem, base + 0x1020, [(base, 0x3000, 0x2000, 12)])
    assert (entry, found) == (base + 0x2000, base)
    ctx = {"rsp": rsp, "rip": base + 0x1020, "rbx": 0, "rbp": 0, "rsi": 0}
    handler, data, frame = virtual_unwind(mem, base, base + 0x1020, entry, ctx)
    assert (handler, frame) == (0, rsp)
    assert ctx == {"rsp": rsp + 0x40, "rip": 0x12345, "rbx": 0xB0B0, "rbp": 0xB9B9,
                   "rsi": 0x5151}
    # In the prolog, after the two pushes only: just those are undone.
    ctx = {"rsp": rsp + 0x28, "rip": base + 0x1002, "rbx": 0, "rbp": 0, "rsi": 0}
    virtual_unwind(mem, base, base + 0x1002, entry, ctx)
    assert ctx == {"rsp": rsp + 0x40, "rip": 0x12345, "rbx": 0xB0B0, "rbp": 0xB9B9, "rsi": 0}


def test_inside_an_epilogue_the_rest_of_it_is_executed():
    # add rsp, 0x28; pop rbx; ret at offset 0x20 — control at the add: the codes are not
    # used.
    code = b"\x90" * 0x20 + b"\x48\x83\xc4\x28\x5b\xc3" + b"\x90" * 0x1A
    codes = [(5 | (2 << 8) | (4 << 12)), (1 | (0 << 8) | (3 << 12))]
    base, runs = _image(codes, 5, code=code)
    rsp = 0x8000
    stack = bytearray(0x40)
    struct.pack_into("<Q", stack, 0x28, 0xB0B0)
    struct.pack_into("<Q", stack, 0x30, 0x777)
    runs[rsp] = bytes(stack)
    mem = _Mem(runs)
    ctx = {"rsp": rsp, "rip": base + 0x1020, "rbx": 0}
    virtual_unwind(mem, base, base + 0x1020, base + 0x2000, ctx)
    assert ctx == {"rsp": rsp + 0x38, "rip": 0x777, "rbx": 0xB0B0}


def test_a_32_bit_program_does_not_see_the_64_bit_only_exports():
    # x86 ntdll exports no RtlVirtualUnwind: GetProcAddress answers NULL.
    vm = VM(os.path.join(EXE_DIR, "ucrt_seh.exe"))
    try:
        assert vm.proc_address("NTDLL.DLL", "RtlVirtualUnwind") == 0
        assert vm.proc_address("NTDLL.DLL", "RtlUnwind") != 0
    finally:
        vm.close()


def test_frame_register_large_allocations_xmm_saves_and_chained_info_are_undone():
    # The primary info: mov rbp, rsp+0x20 set as frame (SET_FPREG, offset 2*16), a large
    # allocation of 0x1000 (ALLOC_LARGE info 0: size/8 in the next slot) and xmm6 saved at
    # [frame + 0x10] (SAVE_XMM128: offset/16); it chains to a second info that pushed rbx
    # and allocated 0x12345 (ALLOC_LARGE info 1: the 32-bit size in two slots).
    base = 0x10000
    primary = bytes([1 | (4 << 3), 0x10, 5, 5 | (2 << 4)]) + struct.pack(
        "<5H", 0x10 | (3 << 8), 0x0C | (8 << 8) | (6 << 12), 1, 0x08 | (1 << 8), 0x1000 // 8)
    primary += b"\0\0" + struct.pack("<3I", 0x1000, 0x1040, 0x2200)   # pad, chained entry
    chained = bytes([1, 8, 4, 0]) + struct.pack(
        "<4H", 0x08 | (1 << 8) | (1 << 12), 0x2345, 0x0001, 0x01 | (0 << 8) | (3 << 12))
    rf = struct.pack("<3I", 0x1000, 0x1040, 0x2100)
    frame = 0x20000                           # establisher frame: rbp - 0x20
    top = frame + 0x1000 + 0x12345            # where rbx was pushed
    runs = {base + 0x1000: b"\x90" * 0x40, base + 0x2000: rf, base + 0x2100: primary,
            base + 0x2200: chained,
            frame: b"\0" * 0x10 + (0x66 | (0x77 << 64)).to_bytes(16, "little"),
            top: struct.pack("<2Q", 0xB0B0, 0x4242)}
    mem = _Mem(runs)
    ctx = {"rsp": frame - 0x100, "rbp": frame + 0x20, "rip": base + 0x1030, "rbx": 0}
    handler, data, est = virtual_unwind(mem, base, base + 0x1030, base + 0x2000, ctx)
    assert est == frame and handler == 0
    assert ctx["xmm6"] == 0x66 | (0x77 << 64)
    assert ctx["rbx"] == 0xB0B0 and ctx["rip"] == 0x4242 and ctx["rsp"] == top + 0x10


def test_a_machine_frame_restores_rip_rsp_and_eflags_from_it():
    # PUSH_MACHFRAME with an error code (info 1): [rsp] error, then RIP, CS, EFLAGS, RSP.
    codes = [(0 | (10 << 8) | (1 << 12))]
    base, runs = _image(codes, 0)
    rsp = 0x8000
    runs[rsp] = struct.pack("<6Q", 0xE, 0x401000, 0x33, 0x246, 0x9000, 0x2B)
    ctx = {"rsp": rsp, "rip": base + 0x1010}
    virtual_unwind(_Mem(runs), base, base + 0x1010, base + 0x2000, ctx)
    assert ctx == {"rsp": 0x9000, "rip": 0x401000, "eflags": 0x246}


def test_runs_with_exceptions_are_deterministic():
    runs = []
    for _ in range(2):
        vm = VM(CXX_EXE)
        try:
            while not vm.ended:
                vm.run_batch()
            runs.append((list(vm.stdout_log), vm.machine.api_calls, vm.blocks_bound))
        finally:
            vm.close()
    assert runs[0] == runs[1]
