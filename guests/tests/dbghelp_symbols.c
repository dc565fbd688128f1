/* dbghelp's symbol lookup from an address (issue 23, "Programs in the wild (stop 27)":
 * protoc's abseil names each frame of a failed CHECK's stack trace with SymFromAddr after
 * SymInitialize(invade=TRUE)). Without debug information (this program is stripped), a
 * module's symbols are its exports. One line per check; the expected lines are Wine 8's. */
#include <windows.h>
#include <dbghelp.h>
#include <stdio.h>

__declspec(dllexport) __attribute__((noinline)) int exported_one(int x)
{
    return x * 3 + 1;
}

__declspec(dllexport) __attribute__((noinline)) int exported_two(int x)
{
    return x * 5 + exported_one(x);
}

static union { SYMBOL_INFO info; char space[sizeof(SYMBOL_INFO) + 256]; } sym;
static union { SYMBOL_INFOW info; char space[sizeof(SYMBOL_INFOW) + 512]; } wsym;

static void reset(ULONG max)
{
    memset(&sym, 0xcc, sizeof sym);
    sym.info.SizeOfStruct = sizeof(SYMBOL_INFO);
    sym.info.MaxNameLen = max;
}

static void lookup(const char *what, HANDLE process, DWORD64 addr, ULONG max)
{
    DWORD64 disp = 0xdead;
    BOOL ok;
    reset(max);
    SetLastError(0xdeadbeef);
    ok = SymFromAddr(process, addr, &disp, &sym.info);
    if (!ok) {
        printf("%s: ok=0 err=%lu disp=%#llx\n", what, GetLastError(),
               (unsigned long long)disp);
        return;
    }
    printf("%s: ok=1 name=%s namelen=%lu disp=%llu flags=%#lx tag=%lu"
           " address-disp=addr %d modbase-is-module %d\n", what, sym.info.Name,
           sym.info.NameLen, (unsigned long long)disp, sym.info.Flags, sym.info.Tag,
           sym.info.Address + disp == addr,
           sym.info.ModBase == (DWORD64)(ULONG_PTR)GetModuleHandleA(NULL) ? 1 :
           sym.info.ModBase != 0 ? 2 : 0);
}

int main(void)
{
    HANDLE self = GetCurrentProcess();
    DWORD64 one = (DWORD64)(ULONG_PTR)exported_one, two = (DWORD64)(ULONG_PTR)exported_two;
    DWORD64 disp;
    FARPROC tick = GetProcAddress(GetModuleHandleA("kernel32.dll"), "GetTickCount");
    FARPROC sleep = GetProcAddress(GetModuleHandleA("kernel32.dll"), "Sleep");

    lookup("before SymInitialize", self, one, 64);
    SymSetOptions(SYMOPT_DEFERRED_LOADS | SYMOPT_UNDNAME);
    printf("SymInitialize(invade)=%d\n", SymInitialize(self, NULL, TRUE));
    lookup("exported_one", self, one, 64);
    lookup("exported_one+2", self, one + 2, 64);
    lookup("exported_two+1", self, two + 1, 64);
    lookup("exported_two", self, two, 64);
    lookup("exported_two, MaxNameLen 5", self, two, 5);
    lookup("GetTickCount", self, (DWORD64)(ULONG_PTR)tick, 64);
    lookup("Sleep", self, (DWORD64)(ULONG_PTR)sleep, 64);
    lookup("address 0x10", self, 0x10, 64);
    lookup("the program's header", self, (DWORD64)(ULONG_PTR)GetModuleHandleA(NULL), 64);
    lookup("another process handle", (HANDLE)0x1234, one, 64);

    memset(&wsym, 0xcc, sizeof wsym);
    wsym.info.SizeOfStruct = sizeof(SYMBOL_INFOW);
    wsym.info.MaxNameLen = 64;
    disp = 7;
    printf("SymFromAddrW(exported_two)=%d", SymFromAddrW(self, two, &disp, &wsym.info));
    printf(" name=%ls namelen=%lu disp=%llu\n", wsym.info.Name, wsym.info.NameLen,
           (unsigned long long)disp);
    reset(64);
    printf("no displacement pointer: %d name=%s\n", SymFromAddr(self, one, NULL,
           &sym.info), sym.info.Name);

    printf("SymGetModuleBase64(exported_one) is the program: %d\n",
           SymGetModuleBase64(self, one) == (DWORD64)(ULONG_PTR)GetModuleHandleA(NULL));
    SetLastError(0xdeadbeef);
    printf("SymGetModuleBase64(0x10)=%llu\n",
           (unsigned long long)SymGetModuleBase64(self, 0x10));
    printf("SymInitialize(0x5678, no invade)=%d\n", SymInitialize((HANDLE)0x5678, NULL, FALSE));
    lookup("a session without modules", (HANDLE)0x5678, one, 64);
    printf("SymGetModuleBase64 there=%llu\n",
           (unsigned long long)SymGetModuleBase64((HANDLE)0x5678, one));
    printf("SymCleanup(0x5678)=%d\n", SymCleanup((HANDLE)0x5678));
    printf("SymCleanup=%d\n", SymCleanup(self));
    lookup("after SymCleanup", self, one, 64);
    printf("sum %d\n", exported_two(2));
    return 0;
}
