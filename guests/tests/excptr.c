/* MSVCP140's std::exception_ptr functions (__ExceptionPtr*), called as the headers'
   exception_ptr, make_exception_ptr and rethrow_exception call them, through
   GetProcAddress at either width. The exception is an object of a class of our own
   with a copy constructor and a destructor (x86: __thiscall) and its ThrowInfo built as
   Visual C++ builds one (x64: image-relative references): make_exception_ptr copies
   it, copies of the exception_ptr share it, the last one destroys it; current_exception
   outside a catch block is empty; rethrow_exception throws a new copy, which a vectored
   handler sees as a C++ exception with the same ThrowInfo. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef struct { int value, serial; } obj_t;
static int copies, dtors;

#ifdef __x86_64__
#define THISCALL
#else
#define THISCALL __attribute__((thiscall))
#endif

static void *THISCALL copy_ctor(obj_t *self, const obj_t *src)
{
    self->value = src->value;
    self->serial = ++copies;
    return self;
}

static void THISCALL dtor(obj_t *self)
{
    dtors++;
    self->value = -1;
}

static struct { void *vft, *spare; char name[12]; } type_desc = {0, 0, ".?AUobj@@"};
static unsigned ctype[7], ctarray[2], throwinfo[4];

static unsigned ref(void *p)
{
#ifdef __x86_64__
    return (unsigned)((char *)p - (char *)GetModuleHandleA(NULL));
#else
    return (unsigned)(size_t)p;
#endif
}

typedef void (*ep1_t)(void *);
typedef void (*ep2_t)(void *, const void *);
typedef unsigned char (*epb_t)(const void *);
typedef unsigned char (*epc_t)(const void *, const void *);
typedef void (*epx_t)(void *, const void *, const void *);
static HMODULE dll;
static void *ep1[2], *ep2[2], *ep3[2], *ep4[2], *ep5[2];

static void *fn(const char *x86, const char *x64)
{
#ifdef __x86_64__
    const char *name = x64;
#else
    const char *name = x86;
#endif
    void *p;
    if (!dll)
        dll = LoadLibraryA("msvcp140.dll");
    p = (void *)GetProcAddress(dll, name);
    if (!p) {
        printf("missing %s\n", name);
        ExitProcess(1);
    }
    return p;
}

#define DESTROY ((ep1_t)fn("?__ExceptionPtrDestroy@@YAXPAX@Z", "?__ExceptionPtrDestroy@@YAXPEAX@Z"))
#define TOBOOL ((epb_t)fn("?__ExceptionPtrToBool@@YA_NPBX@Z", "?__ExceptionPtrToBool@@YA_NPEBX@Z"))
#define COMPARE ((epc_t)fn("?__ExceptionPtrCompare@@YA_NPBX0@Z", "?__ExceptionPtrCompare@@YA_NPEBX0@Z"))

static LONG CALLBACK handler(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *r = ep->ExceptionRecord;
    obj_t *o;
    if (r->ExceptionCode != 0xE06D7363)
        return EXCEPTION_CONTINUE_SEARCH;
    o = (obj_t *)r->ExceptionInformation[1];
    printf("rethrown: params %lu magic %#lx value %d serial %d copies %d same ThrowInfo %d\n",
           r->NumberParameters, (unsigned long)r->ExceptionInformation[0], o->value, o->serial,
           copies, (void *)r->ExceptionInformation[2] == (void *)throwinfo);
    DESTROY(ep1);
    printf("last reference destroyed: dtors %d\n", dtors);
    printf("done\n");
    fflush(stdout);
    ExitProcess(0);
    return EXCEPTION_CONTINUE_SEARCH;
}

int main(void)
{
    obj_t thrown = {42, 0};
    ep1_t create = (ep1_t)fn("?__ExceptionPtrCreate@@YAXPAX@Z", "?__ExceptionPtrCreate@@YAXPEAX@Z");
    ep2_t copy = (ep2_t)fn("?__ExceptionPtrCopy@@YAXPAXPBX@Z", "?__ExceptionPtrCopy@@YAXPEAXPEBX@Z");
    ep2_t assign = (ep2_t)fn("?__ExceptionPtrAssign@@YAXPAXPBX@Z", "?__ExceptionPtrAssign@@YAXPEAXPEBX@Z");
#ifndef NO_SWAP
    ep2_t swap = (ep2_t)fn("?__ExceptionPtrSwap@@YAXPAX0@Z", "?__ExceptionPtrSwap@@YAXPEAX0@Z");
#endif
    epx_t copyexc = (epx_t)fn("?__ExceptionPtrCopyException@@YAXPAXPBX1@Z",
                              "?__ExceptionPtrCopyException@@YAXPEAXPEBX1@Z");
    ep1_t current = (ep1_t)fn("?__ExceptionPtrCurrentException@@YAXPAX@Z",
                              "?__ExceptionPtrCurrentException@@YAXPEAX@Z");
    ep1_t rethrow = (ep1_t)fn("?__ExceptionPtrRethrow@@YAXPBX@Z", "?__ExceptionPtrRethrow@@YAXPEBX@Z");

    /* CatchableType {properties; pType; PMD {mdisp, pdisp, vdisp}; size; copyFunction} */
    ctype[0] = 0;
    ctype[1] = ref(&type_desc);
    ctype[2] = 0;
    ctype[3] = (unsigned)-1;
    ctype[4] = 0;
    ctype[5] = sizeof(obj_t);
    ctype[6] = ref((void *)copy_ctor);
    ctarray[0] = 1;
    ctarray[1] = ref(ctype);
    /* ThrowInfo {attributes; pmfnUnwind; pForwardCompat; pCatchableTypeArray} */
    throwinfo[0] = 0;
    throwinfo[1] = ref((void *)dtor);
    throwinfo[2] = 0;
    throwinfo[3] = ref(ctarray);

    create(ep1);
    create(ep2);
    printf("empty: bool %d, equal to another empty %d\n", TOBOOL(ep1), COMPARE(ep1, ep2));
    copyexc(ep1, &thrown, throwinfo);
    printf("make_exception_ptr: copies %d dtors %d bool %d\n", copies, dtors, TOBOOL(ep1));
    copy(ep2, ep1);
    printf("copied: copies %d, equal %d\n", copies, COMPARE(ep1, ep2));
    create(ep3);
    printf("an empty one equal %d\n", COMPARE(ep1, ep3));
    assign(ep3, ep1);
    printf("assigned: equal %d, copies %d\n", COMPARE(ep1, ep3), copies);
    DESTROY(ep2);
    printf("one of three destroyed: dtors %d\n", dtors);
    create(ep4);
#ifndef NO_SWAP     /* Wine 8 has no __ExceptionPtrSwap: its run is built without */
    swap(ep3, ep4);
    printf("swapped: ep3 bool %d, ep4 bool %d, ep4 equal %d\n", TOBOOL(ep3), TOBOOL(ep4),
           COMPARE(ep1, ep4));
#endif
    DESTROY(ep4);
    DESTROY(ep3);
    printf("two destroyed: dtors %d\n", dtors);
    create(ep5);
    current(ep5);
    printf("current_exception outside a catch: bool %d\n", TOBOOL(ep5));
    DESTROY(ep5);
    fflush(stdout);
    AddVectoredExceptionHandler(1, handler);
    rethrow(ep1);
    printf("not reached\n");
    return 1;
}
