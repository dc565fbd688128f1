/*
 * crt_vc8ptr.c - test guest for Visual C++ 2005/2008's pointer encoding
 * (test/win32/crt/test_crt_vc8ptr.py): _encode_pointer, _decode_pointer and _encoded_null,
 * exported by msvcr80.dll and msvcr90.dll only, reached with GetProcAddress as a program
 * linked against those runtimes binds them. Each line is one check.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine crt_vc8ptr.exe).
 */
#include <windows.h>
#include <stdio.h>

typedef void *(__cdecl *codec)(void *);
typedef void *(__cdecl *nullfn)(void);

static void runtime(const char *dll)
{
    HMODULE h = LoadLibraryA(dll);
    codec enc, dec;
    nullfn null;
    void *p = (void *)0x12345678, *e;
    if (!h) { printf("%s: not loaded\n", dll); return; }
    enc = (codec)GetProcAddress(h, "_encode_pointer");
    dec = (codec)GetProcAddress(h, "_decode_pointer");
    null = (nullfn)GetProcAddress(h, "_encoded_null");
    printf("%s: _encode_pointer %d _decode_pointer %d _encoded_null %d\n", dll,
           enc != NULL, dec != NULL, null != NULL);
    if (!enc || !dec || !null) return;
    e = enc(p);
    printf("  encoded differs=%d same as EncodePointer=%d decodes=%d\n", e != p,
           e == EncodePointer(p), dec(e) == p);
    printf("  DecodePointer of it=%d null=%d decodes to NULL=%d\n", DecodePointer(e) == p,
           null() == EncodePointer(NULL), dec(null()) == NULL);
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    runtime("msvcr80.dll");
    runtime("msvcr90.dll");
    runtime("msvcrt.dll");
    runtime("msvcr120.dll");
    /* the UCRT's own functions are not msvcrt's exports either */
    printf("msvcrt __stdio_common_vsprintf %d, ucrtbase %d\n",
           GetProcAddress(LoadLibraryA("msvcrt.dll"), "__stdio_common_vsprintf") != NULL,
           GetProcAddress(LoadLibraryA("ucrtbase.dll"), "__stdio_common_vsprintf") != NULL);
    return 0;
}
