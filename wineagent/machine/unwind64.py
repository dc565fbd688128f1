"""x64 table-based unwinding: an image's .pdata (RUNTIME_FUNCTION) table and the
UNWIND_INFO each entry points to, as Windows reads them ("x64 exception handling",
Microsoft's x64 ABI documentation).

- :func:`lookup_function_entry` finds the RUNTIME_FUNCTION holding a code address by a
  binary search of the image's exception directory (sorted by BeginAddress, as the linker
  lays it out);
- :func:`virtual_unwind` undoes one function's effect on a register context: inside an
  epilogue it executes the rest of the epilogue (the documented forms: ``add rsp, n`` or
  ``lea rsp, [fp + n]``, ``pop`` of nonvolatile registers, then ``ret`` or a ``jmp``
  out); elsewhere it plays the UNWIND_CODEs backwards (skipping those of prolog
  instructions not executed yet), follows chained unwind info, and pops the return
  address (or the machine frame of UWOP_PUSH_MACHFRAME).

A context here is a dict of register values: ``rax`` ... ``r15``, ``rip``, ``eflags`` and
``xmm0`` ... ``xmm15`` (128-bit integers) where known. Nothing here knows the guest OS;
the caller passes the guest memory and the images.
"""

import struct

__all__ = ["lookup_function_entry", "lookup_dynamic_entry", "virtual_unwind", "UnwindError", "GPR_NAMES",
           "UNW_FLAG_EHANDLER", "UNW_FLAG_UHANDLER", "UNW_FLAG_CHAININFO"]

#: Registers in the order of their numbers in UNWIND_CODE and UNWIND_INFO.FrameRegister.
GPR_NAMES = ("rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
             "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15")
UNW_FLAG_EHANDLER, UNW_FLAG_UHANDLER, UNW_FLAG_CHAININFO = 1, 2, 4

(UWOP_PUSH_NONVOL, UWOP_ALLOC_LARGE, UWOP_ALLOC_SMALL, UWOP_SET_FPREG, UWOP_SAVE_NONVOL,
 UWOP_SAVE_NONVOL_FAR, UWOP_EPILOG, UWOP_SPARE, UWOP_SAVE_XMM128, UWOP_SAVE_XMM128_FAR,
 UWOP_PUSH_MACHFRAME) = range(11)
# Slots (USHORTs) each code takes, its own included.
_SLOTS = {UWOP_PUSH_NONVOL: 1, UWOP_ALLOC_SMALL: 1, UWOP_SET_FPREG: 1, UWOP_SAVE_NONVOL: 2,
          UWOP_SAVE_NONVOL_FAR: 3, UWOP_EPILOG: 2, UWOP_SPARE: 3, UWOP_SAVE_XMM128: 2,
          UWOP_SAVE_XMM128_FAR: 3, UWOP_PUSH_MACHFRAME: 1}
_RF = struct.Struct("<3I")          # RUNTIME_FUNCTION {BeginAddress, EndAddress, UnwindData}
_MAX_CHAIN = 32                     # a chain of unwind infos that loops ends the unwind
_MASK = 0xFFFFFFFFFFFFFFFF


class UnwindError(Exception):
    """Unwind data that cannot be followed (bad version, an unknown code, a loop)."""


def lookup_function_entry(mem, pc, images):
    """(RUNTIME_FUNCTION address, image base) of the function holding ``pc``, or None.

    ``images`` is an iterable of (base, size, exception directory RVA, its size). A leaf
    function (no entry) answers None: the caller then takes the return address at RSP."""
    for base, size, rva, dsize in images:
        if not base <= pc < base + size or not dsize:
            continue
        off = pc - base
        lo, hi = 0, dsize // _RF.size - 1
        table = base + rva
        while lo <= hi:
            mid = (lo + hi) // 2
            begin, end, _ = _RF.unpack(mem.read(table + mid * _RF.size, _RF.size))
            if off < begin:
                hi = mid - 1
            elif off >= end:
                lo = mid + 1
            else:
                return table + mid * _RF.size, base
        return None
    return None


def lookup_dynamic_entry(mem, pc, tables):
    """(RUNTIME_FUNCTION address, base) holding ``pc`` in a table given at run time
    (RtlAddFunctionTable: ``tables`` as (table address, count, base, low, high)), or
    None. Such a table is searched as an image's is (sorted by BeginAddress)."""
    for table, count, base, low, high in tables:
        if low <= pc < high:
            return lookup_function_entry(mem, pc, [(base, high - base, table - base,
                                                    count * _RF.size)])
    return None


def _read_info(mem, base, unwind_rva):
    """(flags, prolog size, codes as (offset, op, info) slots, frame reg, frame offset,
    address just past the code array)."""
    addr = base + unwind_rva
    head = mem.read(addr, 4)
    version, flags = head[0] & 7, head[0] >> 3
    if version not in (1, 2):
        raise UnwindError("unwind info version %d at %#x" % (version, addr))
    count = head[2]
    raw = struct.unpack("<%dH" % count, mem.read(addr + 4, 2 * count)) if count else ()
    after = addr + 4 + 2 * ((count + 1) & ~1)
    return flags, head[1], raw, head[3] & 15, head[3] >> 4, after


def _in_epilogue(mem, pc, begin, end, frame_reg):
    """True when the bytes at ``pc`` are the rest of an epilogue in the documented form
    (only such epilogues are recognised: the unwinder relies on them)."""
    try:
        code = mem.read(pc, 16)
    except Exception:       # the function ends at the end of its mapping: not one
        return False
    i = 0
    # The stack deallocation that may start it: add rsp, imm / lea rsp, [fp + disp].
    if code[0] & 0xF8 == 0x48 and len(code) > 3:
        rex, op, modrm = code[0], code[1], code[2]
        if rex == 0x48 and op == 0x83 and modrm == 0xC4:
            i = 4
        elif rex == 0x48 and op == 0x81 and modrm == 0xC4:
            i = 7
        elif op == 0x8D and rex & 0xFE == 0x48 and (modrm >> 3) & 7 == 4 and frame_reg and \
                (modrm & 7) | ((rex & 1) << 3) == frame_reg and modrm >> 6 in (1, 2):
            i = 3 + (1 if modrm >> 6 == 1 else 4)
    while i < len(code) - 2:
        b = code[i]
        if 0x58 <= b <= 0x5F:
            i += 1
        elif b == 0x41 and 0x58 <= code[i + 1] <= 0x5F:
            i += 2
        else:
            break
    b = code[i]
    if b == 0xC3 or (b == 0xF3 and code[i + 1] == 0xC3):     # ret, rep ret
        return True
    if b == 0xE9:                                           # jmp rel32 out of the function
        target = pc + i + 5 + struct.unpack("<i", code[i + 1:i + 5])[0]
        return not begin <= target < end
    if b == 0xEB:
        target = pc + i + 2 + struct.unpack("<b", code[i + 1:i + 2])[0]
        return not begin <= target < end
    if b == 0xFF and code[i + 1] == 0x25:                    # jmp [rip + disp32]
        return True
    if b == 0x48 and code[i + 1] == 0xFF and (code[i + 2] >> 3) & 7 == 4:   # rex.w jmp
        return True
    return False


def _run_epilogue(mem, ctx, pc, where):
    """Execute the epilogue at ``pc`` on ``ctx`` up to and including the return."""
    code = mem.read(pc, 16)
    i = 0
    rex = code[0]
    if rex & 0xF8 == 0x48:
        op, modrm = code[1], code[2]
        if op == 0x83:
            ctx["rsp"] = (ctx["rsp"] + struct.unpack("<b", code[3:4])[0]) & _MASK
            i = 4
        elif op == 0x81:
            ctx["rsp"] = (ctx["rsp"] + struct.unpack("<i", code[3:7])[0]) & _MASK
            i = 7
        elif op == 0x8D:
            reg = GPR_NAMES[(modrm & 7) | ((rex & 1) << 3)]
            if modrm >> 6 == 1:
                disp, i = struct.unpack("<b", code[3:4])[0], 4
            else:
                disp, i = struct.unpack("<i", code[3:7])[0], 7
            ctx["rsp"] = (ctx[reg] + disp) & _MASK
    while True:
        b = code[i]
        if 0x58 <= b <= 0x5F:
            reg, i = GPR_NAMES[b - 0x58], i + 1
        elif b == 0x41 and 0x58 <= code[i + 1] <= 0x5F:
            reg, i = GPR_NAMES[code[i + 1] - 0x58 + 8], i + 2
        else:
            break
        ctx[reg] = mem.u64(ctx["rsp"])
        where[reg] = ctx["rsp"]
        ctx["rsp"] += 8
    # ret, or a jmp to another function (a tail call): the return address is at RSP.
    ctx["rip"] = mem.u64(ctx["rsp"])
    ctx["rsp"] += 8


def virtual_unwind(mem, base, pc, entry, ctx, handler_type=UNW_FLAG_EHANDLER | UNW_FLAG_UHANDLER,
                   where=None):
    """Unwind ``ctx`` (updated in place) through the function of RUNTIME_FUNCTION
    ``entry`` in the image at ``base``, control in it at ``pc``. ``where``, a dict, gets
    the address each nonvolatile register was restored from (register name -> address:
    RtlVirtualUnwind's KNONVOLATILE_CONTEXT_POINTERS).

    Returns (handler, handler data address, establisher frame): the language handler's
    address (0 when the function has none of ``handler_type``, or control is in its prolog
    or an epilogue, where Windows calls no handler) and its data, and the function's
    establisher frame (RSP after its prolog, or the frame register minus its offset)."""
    if where is None:
        where = {}
    begin, end, unwind_rva = _RF.unpack(mem.read(entry, _RF.size))
    flags, prolog, codes, frame_reg, frame_off, after = _read_info(mem, base, unwind_rva)
    offset = pc - (base + begin)
    # The establisher frame: RSP as the prolog left it (by the frame register when the
    # function set one and the prolog got that far).
    frame = ctx["rsp"]
    if frame_reg:
        set_at = None
        for slot in _iter_codes(codes):
            if slot[1] == UWOP_SET_FPREG:
                set_at = slot[0]
        if offset >= prolog or (set_at is not None and offset >= set_at):
            frame = (ctx[GPR_NAMES[frame_reg]] - 16 * frame_off) & _MASK
    if offset >= prolog and _in_epilogue(mem, pc, base + begin, base + end, frame_reg):
        _run_epilogue(mem, ctx, pc, where)
        return 0, 0, frame
    in_prolog = offset < prolog
    handler = data = 0
    if flags & handler_type and not in_prolog:
        handler = base + mem.u32(after)
        data = after + 4
    machframe = _apply_codes(mem, ctx, codes, frame_reg, frame_off, frame,
                             offset if in_prolog else None, where)
    depth = 0
    while flags & UNW_FLAG_CHAININFO:
        depth += 1
        if depth > _MAX_CHAIN:
            raise UnwindError("chained unwind info loops at %#x" % entry)
        _, _, unwind_rva = _RF.unpack(mem.read(after, _RF.size))
        flags, _, codes, _, _, after = _read_info(mem, base, unwind_rva)
        machframe = _apply_codes(mem, ctx, codes, frame_reg, frame_off, frame, None,
                                 where) or machframe
    if not machframe:
        ctx["rip"] = mem.u64(ctx["rsp"])
        ctx["rsp"] += 8
    return handler, data, frame


def _iter_codes(codes):
    """(prolog offset, op, info, index) for each code in the array."""
    i = 0
    while i < len(codes):
        slot = codes[i]
        op, info = (slot >> 8) & 15, slot >> 12
        yield slot & 0xFF, op, info, i
        if op == UWOP_ALLOC_LARGE:
            i += 2 if info == 0 else 3
        elif op in _SLOTS:
            i += _SLOTS[op]
        else:
            raise UnwindError("unknown unwind code %d" % op)


def _apply_codes(mem, ctx, codes, frame_reg, frame_off, frame, prolog_pc, where):
    """Undo the prolog ``codes`` describe on ``ctx``; ``prolog_pc``: control is in the
    prolog at this offset, so codes of instructions at or past it are skipped. True when
    a machine frame was popped (RIP and RSP already restored)."""
    for off, op, info, i in _iter_codes(codes):
        if op == UWOP_EPILOG:
            continue
        if prolog_pc is not None and off > prolog_pc:
            continue
        rsp = ctx["rsp"]
        if op == UWOP_PUSH_NONVOL:
            ctx[GPR_NAMES[info]] = mem.u64(rsp)
            where[GPR_NAMES[info]] = rsp
            ctx["rsp"] = rsp + 8
        elif op == UWOP_ALLOC_LARGE:
            size = codes[i + 1] * 8 if info == 0 else codes[i + 1] | (codes[i + 2] << 16)
            ctx["rsp"] = rsp + size
        elif op == UWOP_ALLOC_SMALL:
            ctx["rsp"] = rsp + info * 8 + 8
        elif op == UWOP_SET_FPREG:
            ctx["rsp"] = (ctx[GPR_NAMES[frame_reg]] - 16 * frame_off) & _MASK
        elif op in (UWOP_SAVE_NONVOL, UWOP_SAVE_NONVOL_FAR):
            at = frame + (codes[i + 1] * 8 if op == UWOP_SAVE_NONVOL
                          else codes[i + 1] | (codes[i + 2] << 16))
            ctx[GPR_NAMES[info]] = mem.u64(at)
            where[GPR_NAMES[info]] = at
        elif op in (UWOP_SAVE_XMM128, UWOP_SAVE_XMM128_FAR):
            at = frame + (codes[i + 1] * 16 if op == UWOP_SAVE_XMM128
                          else codes[i + 1] | (codes[i + 2] << 16))
            ctx["xmm%d" % info] = int.from_bytes(mem.read(at, 16), "little")
            where["xmm%d" % info] = at
        elif op == UWOP_PUSH_MACHFRAME:
            if info:                # an error code was pushed after the machine frame
                rsp += 8
            ctx["rip"] = mem.u64(rsp)
            ctx["eflags"] = mem.u64(rsp + 16) & 0xFFFFFFFF
            ctx["rsp"] = mem.u64(rsp + 24)
            return True
        else:
            raise UnwindError("unwind code %d" % op)
    return False
