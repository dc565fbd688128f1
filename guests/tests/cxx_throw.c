/*
 * cxx_throw.c - test guest for Visual C++'s C++ exceptions as msvcrt.dll implements them:
 * _CxxThrowException and __CxxFrameHandler3, driven by the static data MSVC emits, built
 * by hand (no MSVC here): TypeDescriptors (".H" for int, ".?AVmyerr@@"...), CatchableType,
 * CatchableTypeArray, ThrowInfo, FuncInfo with its unwind map, try-block map and
 * HandlerType entries.
 *
 * tf() is laid out as MSVC lays out a function with try/catch: registration record at
 * [ebp-0xC] whose handler is a thunk `mov eax, FuncInfo; jmp __CxxFrameHandler3` (passed in,
 * so one body serves every case), the state at [ebp-4], the saved ESP at [ebp-0x10], the
 * catch object slot at [ebp-0x14]. Catch funclets run on tf's EBP and return the
 * continuation address; unwind funclets are the destructors of locals.
 *
 * Every line is printed as the same binary prints it under Wine 8 (xvfb-run -a wine
 * cxx_throw.exe; with "uncaught": the unhandled path through a set_terminate handler,
 * exit code 3). "abort" (terminate() without a handler) and "purecall" end in msvcrt's
 * abort / runtime error R6025, which Wine shows in a message box for a GUI program.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const void *vft; void *spare; char name[16]; } TD;        /* TypeDescriptor */
typedef struct { unsigned props; const TD *type; int mdisp, pdisp, vdisp; int size;
                 const void *copy; } CT;                                     /* CatchableType */
typedef struct { int n; const CT *types[3]; } CTA;                     /* CatchableTypeArray */
typedef struct { unsigned attr; const void *dtor; const void *fwd; const CTA *cta; } TI;
typedef struct { int to; const void *action; } UME;                        /* UnwindMapEntry */
typedef struct { unsigned adj; const TD *type; int disp; const void *funclet; } HT;
typedef struct { int low, high, catch_high, n; const HT *handlers; } TBME; /* TryBlockMapEntry */
typedef struct { unsigned magic; int max_state; const UME *unwind; unsigned ntry;
                 const TBME *tries; unsigned nip; const void *ip; const void *es;
                 unsigned flags; } FI;                                       /* FuncInfo */

typedef void (__stdcall *throw_t)(void *, const TI *);
throw_t p_throw;
void *p_frame_handler;
static int (*p_uncaught)(void);

struct myerr { int code; };
struct other { int pad; };
struct derr { struct other o; struct myerr e; };       /* class derr : other, myerr */

static void say(const char *fmt, int a, int b)
{
    printf(fmt, a, b);
    printf("\n");
    fflush(stdout);
}

/* Copy constructor and destructor (thiscall, as the compiler emits them). */
struct myerr *__attribute__((thiscall)) myerr_copy(struct myerr *this, const struct myerr *src)
{
    say("myerr copy ctor from %d", src->code, 0);
    this->code = src->code + 1000;
    return this;
}

void __attribute__((thiscall)) derr_dtor(struct derr *this)
{
    say("derr dtor code=%d pad=%d", this->e.code, this->o.pad);
}

static const int type_info_vft[2];
const TD td_int = {type_info_vft, 0, ".H"};
const TD td_myerr = {type_info_vft, 0, ".?AVmyerr@@"};
const TD td_myerr_again = {type_info_vft, 0, ".?AVmyerr@@"};  /* matched by name */
const TD td_other = {type_info_vft, 0, ".?AUother@@"};
const TD td_derr = {type_info_vft, 0, ".?AVderr@@"};

const CT ct_int = {1, &td_int, 0, -1, 0, 4, 0};
const CT ct_derr = {0, &td_derr, 0, -1, 0, 8, 0};
const CT ct_other = {0, &td_other, 0, -1, 0, 4, 0};
const CT ct_myerr = {0, &td_myerr, 4, -1, 0, 4, myerr_copy};  /* base at offset 4 */
const CTA cta_int = {1, {&ct_int}};
const CTA cta_derr = {3, {&ct_derr, &ct_other, &ct_myerr}};
const TI ti_int = {0, 0, 0, &cta_int};
const TI ti_derr = {0, derr_dtor, 0, &cta_derr};

void throw_int(int v) { int obj = v; p_throw(&obj, &ti_int); }
void throw_derr(int v) { struct derr d = {{v * 10}, {v}}; p_throw(&d, &ti_derr); }
void no_throw(int v) { say("no throw %d", v, 0); }
int *volatile g_null;
void fault_body(int v) { *g_null = v; }  /* an access violation */

/* What the catch funclets call, with the catch slot [ebp-0x14]. */
void on_int(int v) { say("caught int %d uncaught=%d", v, p_uncaught()); }
void on_myerr_ref(struct myerr *e) { say("caught myerr& code=%d", e->code, 0); }
void on_myerr_val(int code) { say("caught myerr by value code=%d", code, 0); }
void on_all(void) { say("caught ...", 0, 0); }
void on_rethrow(int v) { say("inner caught int %d, rethrow", v, 0); p_throw(0, 0); }
void dtor_inner(void) { say("dtor inner local uncaught=%d", p_uncaught(), 0); }
void dtor_outer(void) { say("dtor outer local", 0, 0); }

int tf(void *thunk, void (*body)(int), int arg, int state);

__asm__(
".intel_syntax noprefix\n"
".text\n"
".globl _tf\n"
"_tf:\n"                                 /* int tf(thunk, body, arg, state) */
"    push ebp\n"
"    mov ebp, esp\n"
"    push -1\n"
"    push dword ptr [ebp+8]\n"           /* the FuncInfo thunk */
"    push dword ptr fs:[0]\n"
"    mov dword ptr fs:[0], esp\n"        /* registration at [ebp-0xC] */
"    push ecx\n"                         /* [ebp-0x10]: saved esp */
"    sub esp, 8\n"                       /* [ebp-0x14], [ebp-0x18]: catch object slot */
"    push ebx\n"
"    push esi\n"
"    push edi\n"
"    mov dword ptr [ebp-16], esp\n"
"    mov eax, dword ptr [ebp+20]\n"
"    mov dword ptr [ebp-4], eax\n"       /* try { (and locals constructed) */
"    push dword ptr [ebp+16]\n"
"    call dword ptr [ebp+12]\n"
"    add esp, 4\n"
"    mov dword ptr [ebp-4], -1\n"
"    xor eax, eax\n"
"    jmp _tf_ret\n"
"_tf_after_catch:\n"                     /* where every catch funclet continues */
"    mov dword ptr [ebp-4], -1\n"
"    mov eax, 1\n"
"_tf_ret:\n"
"    mov ecx, dword ptr [ebp-12]\n"
"    mov dword ptr fs:[0], ecx\n"
"    pop edi\n"
"    pop esi\n"
"    pop ebx\n"
"    mov esp, ebp\n"
"    pop ebp\n"
"    ret\n"
/* catch funclets: run on tf's EBP, return the continuation */
"_catch_int:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_int\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_myerr_ref:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_myerr_ref\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_myerr_val:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_myerr_val\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_all:\n"
"    call _on_all\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_rethrow:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_rethrow\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
/* unwind funclets: destructors of locals */
"_unwind_inner:\n"
"    call _dtor_inner\n"
"    ret\n"
"_unwind_outer:\n"
"    call _dtor_outer\n"
"    ret\n"
/* the handler thunks the compiler emits per function */
"_thunk_int:\n"
"    mov eax, offset _fi_int\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_class:\n"
"    mov eax, offset _fi_class\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_byval:\n"
"    mov eax, offset _fi_byval\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_all:\n"
"    mov eax, offset _fi_all\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_inner:\n"
"    mov eax, offset _fi_inner\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_outer:\n"
"    mov eax, offset _fi_outer\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_rethrow:\n"
"    mov eax, offset _fi_rethrow\n"
"    jmp dword ptr [_p_frame_handler]\n"
".att_syntax prefix\n"
);

extern char catch_int[], catch_myerr_ref[], catch_myerr_val[], catch_all[], catch_rethrow[];
extern char unwind_inner[], unwind_outer[];
extern char thunk_int[], thunk_class[], thunk_byval[], thunk_all[], thunk_inner[],
    thunk_outer[], thunk_rethrow[];

#define SLOT (-0x14)
#define REF 8
/* try { } catch (myerr &) {} catch (int e) {}: the first does not match an int */
const HT ht_int[] = {{REF, &td_myerr, SLOT, catch_myerr_ref}, {0, &td_int, SLOT, catch_int}};
const UME um_one[] = {{-1, 0}, {-1, 0}};
const TBME tb_int[] = {{0, 0, 1, 2, ht_int}};
const FI fi_int = {0x19930520, 2, um_one, 1, tb_int, 0, 0, 0, 0};
/* catch (int) {} catch (const myerr &e) {}: a derived class caught by its base */
const HT ht_class[] = {{0, &td_int, SLOT, catch_int}, {REF | 1, &td_myerr_again, SLOT,
                                                       catch_myerr_ref}};
const TBME tb_class[] = {{0, 0, 1, 2, ht_class}};
const FI fi_class = {0x19930522, 2, um_one, 1, tb_class, 0, 0, 0, 1};
/* catch (myerr e) {}: by value, through the copy constructor */
const HT ht_byval[] = {{0, &td_myerr, SLOT, catch_myerr_val}};
const TBME tb_byval[] = {{0, 0, 1, 1, ht_byval}};
const FI fi_byval = {0x19930521, 2, um_one, 1, tb_byval, 0, 0, 0};
/* catch (int) {} catch (...) {} */
const HT ht_all[] = {{0, &td_int, SLOT, catch_int}, {0, 0, 0, catch_all}};
const TBME tb_all[] = {{0, 0, 1, 2, ht_all}};
const FI fi_all = {0x19930520, 2, um_one, 1, tb_all, 0, 0, 0, 0};
/* inner: a local with a destructor (state 0), no try */
const UME um_inner[] = {{-1, unwind_inner}};
const FI fi_inner = {0x19930520, 1, um_inner, 0, 0, 0, 0, 0, 0};
/* outer: try { local (state 1); inner(); } catch (int) */
const UME um_outer[] = {{-1, 0}, {0, unwind_outer}, {-1, 0}};
const HT ht_outer[] = {{0, &td_int, SLOT, catch_int}};
const TBME tb_outer[] = {{0, 1, 2, 1, ht_outer}};
const FI fi_outer = {0x19930520, 3, um_outer, 1, tb_outer, 0, 0, 0, 0};
/* try { } catch (int) { throw; } */
const HT ht_rethrow[] = {{0, &td_int, SLOT, catch_rethrow}};
const TBME tb_rethrow[] = {{0, 0, 1, 1, ht_rethrow}};
const FI fi_rethrow = {0x19930520, 2, um_one, 1, tb_rethrow, 0, 0, 0, 0};

void inner_body(int v) { tf(thunk_inner, throw_int, v, 0); }
void rethrow_body(int v) { tf(thunk_rethrow, throw_int, v, 0); }

static void __cdecl my_terminate(void)
{
    say("terminate handler", 0, 0);
    exit(3);
}

static LONG WINAPI unhandled(EXCEPTION_POINTERS *p)
{
    EXCEPTION_RECORD *r = p->ExceptionRecord;
    say("unhandled %08x params=%d", (int)r->ExceptionCode, (int)r->NumberParameters);
    say("magic %08x value=%d", (int)r->ExceptionInformation[0],
        *(int *)r->ExceptionInformation[1]);
    void (*term)(void) = (void *)GetProcAddress(GetModuleHandleA("msvcrt.dll"),
                                                "?terminate@@YAXXZ");
    term();
    return EXCEPTION_CONTINUE_SEARCH;
}

int WINAPI WinMain(HINSTANCE h, HINSTANCE prev, LPSTR cmd, int show)
{
    HMODULE crt = LoadLibraryA("msvcrt.dll");
    p_throw = (throw_t)GetProcAddress(crt, "_CxxThrowException");
    p_frame_handler = (void *)GetProcAddress(crt, "__CxxFrameHandler3");
    p_uncaught = (void *)GetProcAddress(crt, "__uncaught_exception");
    if (strstr(cmd, "purecall")) {
        void (*purecall)(void) = (void *)GetProcAddress(crt, "_purecall");
        purecall();
        say("not reached", 0, 0);
        return 1;
    }
    if (strstr(cmd, "uncaught") || strstr(cmd, "abort")) {
        void *(*set_term)(void *) = (void *)GetProcAddress(crt,
                                                           "?set_terminate@@YAP6AXXZP6AXXZ@Z");
        if (strstr(cmd, "uncaught"))
            set_term(my_terminate);
        SetUnhandledExceptionFilter(unhandled);
        throw_int(99);
        say("not reached", 0, 0);
        return 1;
    }
    say("no exception: %d", tf(thunk_int, no_throw, 1, 0), 0);
    say("int: %d", tf(thunk_int, throw_int, 42, 0), 0);
    say("class by base ref: %d", tf(thunk_class, throw_derr, 5, 0), 0);
    say("class by value: %d", tf(thunk_byval, throw_derr, 6, 0), 0);
    say("catch all: %d", tf(thunk_all, throw_derr, 8, 0), 0);
    say("nested unwind: %d", tf(thunk_outer, inner_body, 9, 1), 0);
    say("rethrow: %d", tf(thunk_int, rethrow_body, 7, 0), 0);
    say("access violation by catch all: %d", tf(thunk_all, fault_body, 3, 0), 0);
    say("uncaught now=%d", p_uncaught(), 0);
    return 0;
}
