/* The COM task memory allocator as combase.dll exports it (Windows 8 moved it there from
 * ole32; Rust programs such as Biome import CoTaskMemFree from combase.dll). A block from
 * one DLL may be freed through the other: one allocator. */
#define COBJMACROS
#include <windows.h>
#include <objbase.h>
#include <stdio.h>
#include <string.h>

typedef void *(WINAPI *alloc_fn)(SIZE_T);
typedef void *(WINAPI *realloc_fn)(void *, SIZE_T);
typedef void (WINAPI *free_fn)(void *);
typedef HRESULT (WINAPI *getmalloc_fn)(DWORD, IMalloc **);

int main(void)
{
    HMODULE combase = LoadLibraryA("combase.dll");
    alloc_fn pAlloc = (alloc_fn)GetProcAddress(combase, "CoTaskMemAlloc");
    realloc_fn pRealloc = (realloc_fn)GetProcAddress(combase, "CoTaskMemRealloc");
    free_fn pFree = (free_fn)GetProcAddress(combase, "CoTaskMemFree");
    getmalloc_fn pGetMalloc = (getmalloc_fn)GetProcAddress(combase, "CoGetMalloc");
    IMalloc *m = NULL, *m2 = NULL;
    char *p, *q;
    HRESULT hr;

    printf("combase loaded=%d exports=%d%d%d%d\n", combase != NULL, pAlloc != NULL,
           pRealloc != NULL, pFree != NULL, pGetMalloc != NULL);
    p = pAlloc(16);
    printf("CoTaskMemAlloc(16)=%d\n", p != NULL);
    strcpy(p, "task memory");
    q = pRealloc(p, 4096);
    printf("CoTaskMemRealloc(4096)=%d kept=[%s]\n", q != NULL, q);
    hr = pGetMalloc(1, &m);
    CoGetMalloc(1, &m2);
    printf("CoGetMalloc(MEMCTX_TASK)=%08lx same object as ole32's=%d\n", (unsigned long)hr,
           m != NULL && m == m2);
    printf("IMalloc DidAlloc=%d GetSize>=4096=%d\n", IMalloc_DidAlloc(m, q),
           IMalloc_GetSize(m, q) >= 4096);
    CoTaskMemFree(q);                                  /* ole32's free of combase's block */
    p = CoTaskMemAlloc(8);                             /* and the other way round */
    pFree(p);
    pFree(NULL);
    p = pRealloc(NULL, 32);
    printf("CoTaskMemRealloc(NULL, 32)=%d\n", p != NULL);
    pFree(p);
    hr = pGetMalloc(0, &m);
    printf("CoGetMalloc(0)=%08lx out=%d\n", (unsigned long)hr, m != NULL);
    printf("done\n");
    return 0;
}
