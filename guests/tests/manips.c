/* MSVCP140's parameterised manipulators (setw, setprecision, setbase, setiosflags,
   resetiosflags), through GetProcAddress at either width: each returns an _Smanip
   {function; argument} through the hidden return pointer, and the headers' inline
   operator<< calls function(stream, argument): here on an ios_base of our own whose
   fields (flags, precision, width: x86 at 20, 24, 32; x64 at 24, 32, 40) are read
   after each call. */
#include <windows.h>
#include <stdio.h>

typedef struct { void (*fn)(void *, long long); long long arg; } manip_ll;
typedef struct { void (*fn)(void *, int); int arg; } manip_i;
typedef manip_ll *(*make_ll)(manip_ll *, long long);
typedef manip_i *(*make_i)(manip_i *, int);

#ifdef __x86_64__
enum { FLAGS = 24, PREC = 32, WIDE = 40 };
#else
enum { FLAGS = 20, PREC = 24, WIDE = 32 };
#endif

static HMODULE dll;
static long long ios_buf[16];

static void *fn(const char *name)
{
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

static void show(const char *what)
{
    char *ios = (char *)ios_buf;
    printf("%-22s flags %#06x precision %lld width %lld\n", what, *(int *)(ios + FLAGS),
           *(long long *)(ios + PREC), *(long long *)(ios + WIDE));
}

static void ll(const char *name, const char *what, long long n)
{
    manip_ll m = {0, 0};
    manip_ll *r = ((make_ll)fn(name))(&m, n);
    printf("%s: returned its argument %d, function %d, argument %lld\n", what, r == &m,
           m.fn != NULL, m.arg);
    m.fn(ios_buf, m.arg);
    show(what);
}

static void in(const char *name, const char *what, int n)
{
    manip_i m = {0, 0};
    manip_i *r = ((make_i)fn(name))(&m, n);
    printf("%s: returned its argument %d, function %d, argument %#x\n", what, r == &m,
           m.fn != NULL, m.arg);
    m.fn(ios_buf, m.arg);
    show(what);
}

int main(void)
{
    *(int *)((char *)ios_buf + FLAGS) = 0x201;          /* skipws | dec */
    *(long long *)((char *)ios_buf + PREC) = 6;
    show("start");
    ll("?setw@std@@YA?AU?$_Smanip@_J@1@_J@Z", "setw(12)", 12);
    ll("?setprecision@std@@YA?AU?$_Smanip@_J@1@_J@Z", "setprecision(3)", 3);
    ll("?setw@std@@YA?AU?$_Smanip@_J@1@_J@Z", "setw(-1)", -1);
    in("?setbase@std@@YA?AU?$_Smanip@H@1@H@Z", "setbase(16)", 16);
    in("?setbase@std@@YA?AU?$_Smanip@H@1@H@Z", "setbase(8)", 8);
    in("?setbase@std@@YA?AU?$_Smanip@H@1@H@Z", "setbase(7)", 7);
    in("?setbase@std@@YA?AU?$_Smanip@H@1@H@Z", "setbase(10)", 10);
    in("?setiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "setiosflags(0x28)", 0x28);
    in("?resetiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "resetiosflags(0x8)", 0x8);
    in("?setiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "setiosflags(0x10004)", 0x10004);
    in("?resetiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "resetiosflags(0xe00)", 0xe00);
    printf("done\n");
    return 0;
}
