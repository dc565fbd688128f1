# Two functions with Visual C++ 2019's FH4 exception tables (__CxxFrameHandler4), laid out
# by hand as cl.exe /EHsc lays them out for x64 (Microsoft's ehdata4.h describes the
# format): clang emits only FH3 tables. Linked into msvc_cxx64.exe (guests/Makefile).
#
#   void fh4_with_guard(int v)  { Guard g; fh4_inner(v); }   // a cleanup, type DtorWithObj
#   int  fh4_catch(int v)       { int r = 0; try { fh4_with_guard(v); }
#                                 catch (int e) { r = e + 1000; } return r; }
#
# fh4_inner and fh4_guard_dtor are C++ (msvc_cxx64.cpp); the catch's TypeDescriptor for
# int is the one clang emits there ("??_R0H@8").

        .text
        .def    fh4_with_guard; .scl 2; .type 32; .endef
        .globl  fh4_with_guard
        .p2align 4
fh4_with_guard:
.seh_proc fh4_with_guard
        .seh_handler __CxxFrameHandler4, @unwind, @except
        pushq   %rbp
        .seh_pushreg %rbp
        subq    $48, %rsp
        .seh_stackalloc 48
        leaq    48(%rsp), %rbp
        .seh_setframe %rbp, 48
        .seh_endprologue
        movl    %ecx, -4(%rbp)
        leaq    guard_name(%rip), %rax
        movq    %rax, -16(%rbp)             # the Guard at establisher frame + 32
.Lg_state0:                                 # state 0: the Guard lives
        movl    -4(%rbp), %ecx
        callq   fh4_inner
        nop
.Lg_state0_end:                             # state -1
        leaq    -16(%rbp), %rcx
        callq   fh4_guard_dtor
        nop
        addq    $48, %rsp
        popq    %rbp
        retq
.Lg_end:
        .seh_handlerdata
        .long   fh4_info_guard@IMGREL
        .text
        .seh_endproc

        .def    fh4_catch; .scl 2; .type 32; .endef
        .globl  fh4_catch
        .p2align 4
fh4_catch:
.seh_proc fh4_catch
        .seh_handler __CxxFrameHandler4, @unwind, @except
        pushq   %rbp
        .seh_pushreg %rbp
        subq    $48, %rsp
        .seh_stackalloc 48
        leaq    48(%rsp), %rbp
        .seh_setframe %rbp, 48
        .seh_endprologue
        movl    $0, -8(%rbp)                # r at establisher frame + 40
.Lc_try:                                    # state 0: the try block
        callq   fh4_with_guard
        nop
.Lc_try_end:                                # state -1
.Lc_cont:
        movl    -8(%rbp), %eax
        addq    $48, %rsp
        popq    %rbp
        retq
        .seh_handlerdata
        .long   fh4_info_catch@IMGREL
        .text
        .seh_endproc

        # catch (int e): e at establisher frame + 32; returns where fh4_catch goes on
        .def    fh4_catch_int; .scl 3; .type 32; .endef
        .p2align 4
fh4_catch_int:
.seh_proc fh4_catch_int
        .seh_handler __CxxFrameHandler4, @unwind, @except
        movq    %rdx, 16(%rsp)
        pushq   %rbp
        .seh_pushreg %rbp
        subq    $32, %rsp
        .seh_stackalloc 32
        leaq    48(%rdx), %rbp              # the parent's RBP
        .seh_endprologue
        movl    -16(%rbp), %eax
        addl    $1000, %eax
        movl    %eax, -8(%rbp)
        leaq    .Lc_cont(%rip), %rax
        addq    $32, %rsp
        popq    %rbp
        retq
        .seh_handlerdata
        .long   fh4_info_catch_funclet@IMGREL
        .text
        .seh_endproc

        .section .rdata,"dr"
guard_name:
        .asciz  "fh4 guard"

        .section .xdata,"dr"
        .p2align 2
# FuncInfo4 of fh4_with_guard: UnwindMap | EHs
fh4_info_guard:
        .byte   0x28
        .long   fh4_unwind_guard@IMGREL
        .long   fh4_ip_guard@IMGREL
fh4_unwind_guard:
        .byte   1 << 1                      # 1 state
        .byte   ((1 << 2) | 1) << 1         # state 0 -> -1 (1 byte back: before the map), DtorWithObj
        .long   fh4_guard_dtor@IMGREL
        .byte   32 << 1                     # the object at establisher frame + 32
fh4_ip_guard:
        .byte   2 << 1                      # 2 entries
        .byte   (.Lg_state0 - fh4_with_guard) << 1, (0 + 1) << 1
        .byte   (.Lg_state0_end - .Lg_state0) << 1, (-1 + 1) << 1

# FuncInfo4 of fh4_catch: UnwindMap | TryBlockMap | EHs
fh4_info_catch:
        .byte   0x38
        .long   fh4_unwind_catch@IMGREL
        .long   fh4_try_catch@IMGREL
        .long   fh4_ip_catch@IMGREL
fh4_unwind_catch:
        .byte   2 << 1                      # 2 states, nothing to undo in either
        .byte   (1 << 2) << 1               # state 0 (the try) -> -1
        .byte   (2 << 2) << 1               # state 1 (the catch) -> -1
fh4_try_catch:
        .byte   1 << 1                      # 1 try block
        .byte   0 << 1, 0 << 1, 1 << 1      # tryLow 0, tryHigh 0, catchHigh 1
        .long   fh4_handlers_catch@IMGREL
fh4_handlers_catch:
        .byte   1 << 1                      # 1 catch
        .byte   0x06                        # a type, a catch object; the funclet says where to go on
        .long   "??_R0H@8"@IMGREL           # int
        .byte   32 << 1                     # e at establisher frame + 32
        .long   fh4_catch_int@IMGREL
fh4_ip_catch:
        .byte   2 << 1
        .byte   (.Lc_try - fh4_catch) << 1, (0 + 1) << 1
        .byte   (.Lc_try_end - .Lc_try) << 1, (-1 + 1) << 1

# FuncInfo4 of the catch funclet: isCatch | EHs, no tables of its own; the parent's frame
# is where the funclet stored RDX, establisher frame + 56.
fh4_info_catch_funclet:
        .byte   0x21
        .long   fh4_ip_funclet@IMGREL
        .byte   56 << 1
fh4_ip_funclet:
        .byte   0
