/* Code copied into executable memory by the C runtime's memcpy runs as copied (the way
 * a JIT writes its instructions, PCRE2's in Qt5Core): the same buffer is filled, called,
 * refilled and called again; the same through a W^X sequence (written while
 * PAGE_READWRITE, then VirtualProtect to PAGE_EXECUTE_READ) and with
 * FlushInstructionCache; WriteProcessMemory patching code. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef int (*fn)(void);
/* the C runtime's memcpy, not gcc's inline stores */
static void *(*volatile copy)(void *, const void *, size_t) = memcpy;

static void fill(unsigned char *code, int value)
{
    unsigned char insn[6] = {0xB8, 0, 0, 0, 0, 0xC3};     /* mov eax, value; ret */
    memcpy(insn + 1, &value, 4);
    copy(code, insn, sizeof(insn));
}

int main(void)
{
    unsigned char *rwx = VirtualAlloc(NULL, 4096, MEM_COMMIT | MEM_RESERVE, PAGE_EXECUTE_READWRITE);
    unsigned char *wx = VirtualAlloc(NULL, 4096, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    unsigned char patch[6] = {0xB8, 7, 0, 0, 0, 0xC3};
    DWORD old;
    SIZE_T done = 0;
    int i;

    for (i = 1; i <= 3; i++) {
        fill(rwx, i);
        printf("rwx call %d: %d\n", i, ((fn)rwx)());
    }
    for (i = 4; i <= 5; i++) {
        VirtualProtect(wx, 4096, PAGE_READWRITE, &old);
        fill(wx, i);
        VirtualProtect(wx, 4096, PAGE_EXECUTE_READ, &old);
        printf("w^x call: %d\n", ((fn)wx)());
    }
    fill(rwx, 6);
    printf("flush: %d, call: %d\n", FlushInstructionCache(GetCurrentProcess(), rwx, 6),
           ((fn)rwx)());
    printf("write process memory: %d", WriteProcessMemory(GetCurrentProcess(), wx, patch,
                                                          sizeof(patch), &done));
    printf(" %d, call: %d\n", (int)done, ((fn)wx)());
    return 0;
}
