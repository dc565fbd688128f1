/*
 * cxx_eh4.c - test guest for msvcrt's _except_handler4_common, what the _except_handler4
 * of Visual C++ 2005 and later (static CRT code in the program) calls for
 * __try/__except/__finally when the runtime DLL is msvcrt/msvcr80+.
 *
 * vc_try() is laid out as the compiler's __SEH_prolog4 lays it out: registration at
 * [ebp-0x10] whose handler is the program's own _except_handler4, the scope table pointer
 * at [ebp-8] XORed with the security cookie, the try level at [ebp-4] (-2: none), the
 * exception pointers at [ebp-0x14], the saved ESP at [ebp-0x18], the EH cookie (cookie ^
 * ebp) at [ebp-0x28] below the saved registers. The EH4 scope table starts with the GS
 * cookie offset (-2: none), its XOR offset, the EH cookie offset and its XOR offset; then (enclosing, filter,
 * handler) entries. Level 0 is a __try/__except whose filter records the code and answers
 * EXCEPTION_EXECUTE_HANDLER, level 1 a __try/__finally inside it.
 *
 * It prints what the same binary prints under Wine 8 (xvfb-run -a wine cxx_eh4.exe).
 * With "corrupt", kind 2 overwrites the EH cookie before the fault: Windows hands the bad
 * value to __security_check_cookie (Wine checks nothing and prints checks=0).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

volatile DWORD g_filter_code, g_finally_ran, g_filter_calls, g_checks, g_bad;
DWORD g_cookie = 0xBB40E64E;
int vc_try(int kind);

typedef int (__cdecl *eh4_common_t)(DWORD *, void (*)(void), void *, void *, void *, void *);
eh4_common_t p_eh4_common;

void check_cookie(void);      /* __security_check_cookie: fastcall, the value in ECX */

/* The program's _except_handler4, as the static CRT has it. */
int __cdecl except_handler4(void *rec, void *frame, void *ctx, void *disp)
{
    return p_eh4_common(&g_cookie, check_cookie, rec, frame, ctx, disp);
}

__asm__(
".intel_syntax noprefix\n"
".text\n"
"_check_cookie:\n"
"    inc dword ptr [_g_checks]\n"
"    cmp ecx, dword ptr [_g_cookie]\n"
"    je 1f\n"
"    inc dword ptr [_g_bad]\n"
"1:\n"
"    ret\n"
".globl _vc_try\n"
"_vc_try:\n"
"    push ebp\n"
"    mov ebp, esp\n"
"    push -2\n"
"    push offset _scopetable4\n"
"    push offset _except_handler4\n"
"    push dword ptr fs:[0]\n"
"    sub esp, 8\n"
"    push ebx\n"
"    push esi\n"
"    push edi\n"
"    mov eax, dword ptr [_g_cookie]\n"
"    xor dword ptr [ebp-8], eax\n"
"    xor eax, ebp\n"
"    push eax\n"                          /* [ebp-0x28]: the EH cookie */
"    mov dword ptr [ebp-24], esp\n"
"    lea eax, [ebp-16]\n"
"    mov dword ptr fs:[0], eax\n"
"    mov dword ptr [ebp-4], 0\n"          /* __try (level 0) */
"    mov dword ptr [ebp-4], 1\n"          /* __try (level 1, a __finally inside) */
"    mov eax, dword ptr [ebp+8]\n"
"    cmp eax, 0\n"
"    je 1f\n"
"    cmp eax, 2\n"
"    jne 2f\n"
"    mov dword ptr [ebp-40], 0\n"       /* kind 2: a clobbered EH cookie */
"2:\n"
"    xor ecx, ecx\n"
"    mov eax, dword ptr [ecx]\n"          /* kind 1: access violation */
"1:\n"
"    mov dword ptr [ebp-4], 0\n"
"    mov dword ptr [ebp-4], -2\n"
"    mov eax, 10\n"
"    jmp 3f\n"
"_filter0:\n"
"    inc dword ptr [_g_filter_calls]\n"
"    mov eax, dword ptr [ebp-20]\n"
"    mov eax, dword ptr [eax]\n"
"    mov eax, dword ptr [eax]\n"
"    mov dword ptr [_g_filter_code], eax\n"
"    mov eax, 1\n"                         /* EXCEPTION_EXECUTE_HANDLER */
"    ret\n"
"_finally1:\n"
"    mov dword ptr [_g_finally_ran], 1\n"
"    ret\n"
"_handler0:\n"
"    mov esp, dword ptr [ebp-24]\n"
"    mov dword ptr [ebp-4], -2\n"
"    mov eax, 20\n"
"3:\n"
"    mov ecx, dword ptr [ebp-16]\n"
"    mov dword ptr fs:[0], ecx\n"
"    pop ecx\n"
"    pop edi\n"
"    pop esi\n"
"    pop ebx\n"
"    mov esp, ebp\n"
"    pop ebp\n"
"    ret\n"
".data\n"
"_scopetable4:\n"
"    .long -2, 0, -40, 0\n"
"    .long -2, _filter0, _handler0\n"
"    .long 0, 0, _finally1\n"
".text\n"
".att_syntax prefix\n"
);

int WINAPI WinMain(HINSTANCE h, HINSTANCE p, LPSTR cmd, int show)
{
    p_eh4_common = (eh4_common_t)GetProcAddress(LoadLibraryA("msvcrt.dll"),
                                                "_except_handler4_common");
    int r0 = vc_try(0);
    printf("no fault: result=%d filter_calls=%lu finally=%lu\n", r0, g_filter_calls, g_finally_ran);
    int r1 = vc_try(1);
    printf("fault: result=%d filter_calls=%lu code=%lx finally=%lu\n", r1, g_filter_calls,
           g_filter_code, g_finally_ran);
    printf("cookie checks=%lu bad=%lu\n", g_checks, g_bad);
    if (strstr(cmd, "corrupt")) {
        int r2 = vc_try(2);
        printf("corrupt: result=%d cookie checks=%lu bad=%lu\n", r2, g_checks, g_bad);
    }
    fflush(stdout);
    return 0;
}
