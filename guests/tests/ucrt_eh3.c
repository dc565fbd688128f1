/*
 * ucrt_eh3.c - test guest for msvcrt's _except_handler3, the frame handler Visual C++
 * programs linked against msvcrt.dll use for __try/__except/__finally.
 *
 * vc_try() is written in assembly exactly as the compiler lays such a function out
 * (registration record at [ebp-16] with _except_handler3 imported from msvcrt.dll, the
 * scope table, the try level at [ebp-4], the exception pointers at [ebp-20], the saved
 * ESP at [ebp-24]); level 0 is a __try/__except whose filter records the exception code
 * and answers EXCEPTION_EXECUTE_HANDLER, level 1 a __try/__finally nested inside it.
 *
 * It prints (printf), then returns 0 — the same as under Wine 8:
 *     no fault: result=10 filter_calls=0 finally=0
 *     fault: result=20 filter_calls=1 code=c0000005 finally=1
 * (kind 1 reads through NULL inside level 1: the filter runs once, the __finally runs
 * during the local unwind, then the __except block returns 20).
 */
#include <windows.h>
#include <stdio.h>

volatile DWORD g_filter_code, g_finally_ran, g_filter_calls;
int vc_try(int kind);

/* A function laid out as Visual C++ lays out __try/__except/__finally with msvcrt's
   _except_handler3: registration at [ebp-16], scope table, try level at [ebp-4],
   exception pointers at [ebp-20], saved esp at [ebp-24]. */
__asm__(
".intel_syntax noprefix\n"
".text\n"
".globl _vc_try\n"
"_vc_try:\n"
"    push ebp\n"
"    mov ebp, esp\n"
"    push -1\n"
"    push offset _scopetable\n"
"    push dword ptr [__imp___except_handler3]\n"
"    push dword ptr fs:[0]\n"
"    mov dword ptr fs:[0], esp\n"
"    sub esp, 8\n"
"    push ebx\n"
"    push esi\n"
"    push edi\n"
"    mov dword ptr [ebp-24], esp\n"
"    mov dword ptr [ebp-4], 0\n"        /* __try (level 0) */
"    mov dword ptr [ebp-4], 1\n"        /* __try (level 1, a __finally inside) */
"    mov eax, dword ptr [ebp+8]\n"
"    cmp eax, 0\n"
"    je 1f\n"
"    xor ecx, ecx\n"
"    mov eax, dword ptr [ecx]\n"        /* kind 1: access violation */
"1:\n"
"    mov dword ptr [ebp-4], 0\n"
"    mov dword ptr [ebp-4], -1\n"
"    mov eax, 10\n"
"    jmp 3f\n"
"_filter0:\n"
"    inc dword ptr [_g_filter_calls]\n"
"    mov eax, dword ptr [ebp-20]\n"
"    mov eax, dword ptr [eax]\n"
"    mov eax, dword ptr [eax]\n"
"    mov dword ptr [_g_filter_code], eax\n"
"    mov eax, 1\n"                       /* EXCEPTION_EXECUTE_HANDLER */
"    ret\n"
"_finally1:\n"
"    mov dword ptr [_g_finally_ran], 1\n"
"    ret\n"
"_handler0:\n"
"    mov esp, dword ptr [ebp-24]\n"
"    mov dword ptr [ebp-4], -1\n"
"    mov eax, 20\n"
"3:\n"
"    mov ecx, dword ptr [ebp-16]\n"
"    mov dword ptr fs:[0], ecx\n"
"    pop edi\n"
"    pop esi\n"
"    pop ebx\n"
"    mov esp, ebp\n"
"    pop ebp\n"
"    ret\n"
".data\n"
"_scopetable:\n"
"    .long -1, _filter0, _handler0\n"
"    .long 0, 0, _finally1\n"
".text\n"
".att_syntax prefix\n"
);

int WINAPI WinMain(HINSTANCE h, HINSTANCE p, LPSTR cmd, int show)
{
    int r0 = vc_try(0);
    printf("no fault: result=%d filter_calls=%lu finally=%lu\n", r0, g_filter_calls, g_finally_ran);
    int r1 = vc_try(1);
    printf("fault: result=%d filter_calls=%lu code=%lx finally=%lu\n", r1, g_filter_calls,
           g_filter_code, g_finally_ran);
    fflush(stdout);
    return 0;
}
