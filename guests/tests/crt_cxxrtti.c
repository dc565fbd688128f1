/* msvcrt.dll's exported C++ classes, RTTI helpers and name undecoration, reached as a
 * C program reaches them: through GetProcAddress, the member functions called
 * __thiscall (the object in ECX). One line per check. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { void **vtable; char *name; int do_free; } exception;
typedef struct { void **vtable; char *name; char mangled[32]; } type_info;

typedef void *(__thiscall *ctor_ref_t)(exception *, const char **);
typedef void *(__thiscall *ctor_str_t)(exception *, const char *);
typedef void *(__thiscall *ctor0_t)(exception *);
typedef void *(__thiscall *copy_t)(exception *, const exception *);
typedef void (__thiscall *dtor_t)(void *);
typedef const char *(__thiscall *what_t)(const exception *);
typedef void *(__thiscall *deleting_t)(void *, unsigned int);
typedef const char *(__thiscall *tiname_t)(type_info *);
typedef int (__thiscall *ticmp_t)(const type_info *, const type_info *);
typedef type_info *(__cdecl *rttypeid_t)(void *);
typedef void *(__cdecl *rtcast_void_t)(void *);
typedef void *(__cdecl *rtdyncast_t)(void *, int, void *, void *, int);
typedef char *(__cdecl *undname_t)(char *, const char *, int, void *(__cdecl *)(size_t),
                                   void (__cdecl *)(void *), unsigned short);
typedef void *(__cdecl *new_t)(size_t);
typedef void (__cdecl *delete_t)(void *);

static HMODULE crt;
#define GET(type, name) ((type)GetProcAddress(crt, name))

/* A C++ exception the runtime throws, seen by the unhandled-exception filter: its
 * code, the class it throws (the first catchable type's decorated name), how many types
 * catch it and the object's message. */
static LONG WINAPI filter(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *rec = ep->ExceptionRecord;
    if (rec->ExceptionCode == 0xE06D7363 && rec->NumberParameters >= 3) {
        exception *obj = (exception *)rec->ExceptionInformation[1];
        DWORD *info = (DWORD *)rec->ExceptionInformation[2];
        int *types = (int *)info[3];
        type_info *first = *(type_info **)(types[1] + 4);
        printf("thrown: %s, %d catchable types, message \"%s\", unwind=dtor:%d\n",
               first->mangled, types[0], obj->name,
               info[1] == (DWORD)GetProcAddress(crt, "??1bad_typeid@@UAE@XZ") ||
               info[1] == (DWORD)GetProcAddress(crt, "??1bad_cast@@UAE@XZ") ||
               info[1] == (DWORD)GetProcAddress(crt, "??1__non_rtti_object@@UAE@XZ"));
    } else
        printf("exception %08lx\n", rec->ExceptionCode);
    fflush(stdout);
    ExitProcess(0);
    return EXCEPTION_CONTINUE_SEARCH;
}

static void undname(undname_t un, const char *mangled, unsigned short flags)
{
    char *s = un(NULL, mangled, 0, malloc, free, flags);
    printf("unDName(%s, 0x%x) = %s\n", mangled, flags, s ? s : "(null)");
    free(s);
}

int main(int argc, char **argv)
{
    static const char *text = "An exception name";
    exception e, e2, e3, *pe;
    type_info *ti, *ti2;
    char buf[16], *s;
    crt = GetModuleHandleA("msvcrt.dll");

    ctor_ref_t ex_ctor = GET(ctor_ref_t, "??0exception@@QAE@ABQBD@Z");
    ctor0_t ex_default = GET(ctor0_t, "??0exception@@QAE@XZ");
    copy_t ex_copy = GET(copy_t, "??0exception@@QAE@ABV0@@Z");
    copy_t ex_assign = GET(copy_t, "??4exception@@QAEAAV0@ABV0@@Z");
    dtor_t ex_dtor = GET(dtor_t, "??1exception@@UAE@XZ");
    what_t ex_what = GET(what_t, "?what@exception@@UBEPBDXZ");
    deleting_t ex_vdtor = GET(deleting_t, "??_Eexception@@UAEPAXI@Z");
    deleting_t ex_sdtor = GET(deleting_t, "??_Gexception@@UAEPAXI@Z");
    void **ex_vtable = GET(void **, "??_7exception@@6B@");
    ctor_str_t bt_ctor = GET(ctor_str_t, "??0bad_typeid@@QAE@PBD@Z");
    ctor0_t bt_closure = GET(ctor0_t, "??_Fbad_typeid@@QAEXXZ");
    copy_t bt_assign = GET(copy_t, "??4bad_typeid@@QAEAAV0@ABV0@@Z");
    dtor_t bt_dtor = GET(dtor_t, "??1bad_typeid@@UAE@XZ");
    ctor0_t bc_closure = GET(ctor0_t, "??_Fbad_cast@@QAEXXZ");
    ctor_str_t bc_ctor = GET(ctor_str_t, "??0bad_cast@@QAE@PBD@Z");
    ctor_str_t nr_ctor = GET(ctor_str_t, "??0__non_rtti_object@@QAE@PBD@Z");
    tiname_t ti_name = GET(tiname_t, "?name@type_info@@QBEPBDXZ");
    tiname_t ti_raw = GET(tiname_t, "?raw_name@type_info@@QBEPBDXZ");
    ticmp_t ti_before = GET(ticmp_t, "?before@type_info@@QBEHABV1@@Z");
    ticmp_t ti_eq = GET(ticmp_t, "??8type_info@@QBEHABV0@@Z");
    ticmp_t ti_ne = GET(ticmp_t, "??9type_info@@QBEHABV0@@Z");
    dtor_t ti_dtor = GET(dtor_t, "??1type_info@@UAE@XZ");
    rttypeid_t rttypeid = GET(rttypeid_t, "__RTtypeid");
    rtcast_void_t rtcastvoid = GET(rtcast_void_t, "__RTCastToVoid");
    rtdyncast_t rtdyncast = GET(rtdyncast_t, "__RTDynamicCast");
    undname_t un = GET(undname_t, "__unDName");
    new_t op_new = GET(new_t, "??2@YAPAXI@Z");
    delete_t op_delete = GET(delete_t, "??3@YAXPAX@Z");
    new_t op_new_array = GET(new_t, "??_U@YAPAXI@Z");
    delete_t op_delete_array = GET(delete_t, "??_V@YAXPAX@Z");

    if (argc > 1) {         /* the exceptions the RTTI helpers throw */
        void *bad = (void *)0x10;
        SetUnhandledExceptionFilter(filter);
        if (!strcmp(argv[1], "typeid"))
            rttypeid(NULL);
        else if (!strcmp(argv[1], "badptr"))
            rttypeid(&bad);
        else if (!strcmp(argv[1], "cast")) {
            ex_ctor(&e, &text);
            rtdyncast(&e, 0, NULL, rttypeid(&e), 1);
            printf("cast to its own class: ok\n");
            bt_ctor(&e2, "x");
            rtdyncast(&e, 0, NULL, rttypeid(&e2), 1);
        }
        printf("not thrown\n");
        return 1;
    }

    /* exception */
    ex_ctor(&e, &text);
    printf("ctor: copied=%d name=%s do_free=%d vtable=export:%d\n", e.name != text, e.name,
           e.do_free, e.vtable == ex_vtable);
    ex_copy(&e2, &e);
    printf("copy: copied=%d name=%s do_free=%d\n", e2.name != e.name, e2.name, e2.do_free);
    memset(&e3, 1, sizeof(e3));
    ex_default(&e3);
    printf("default: name=%p do_free=%d what=%s\n", (void *)e3.name, e3.do_free, ex_what(&e3));
    ex_assign(&e3, &e);
    printf("assign: name=%s do_free=%d what==name:%d\n", e3.name, e3.do_free,
           ex_what(&e3) == e3.name);
    printf("vtable[0]=vector dtor:%d vtable[1]=what:%d\n", ex_vtable[0] == (void *)ex_vdtor,
           ex_vtable[1] == (void *)ex_what);
    ex_dtor(&e2);
    printf("dtor: name kept=%d do_free=%d\n", e2.name != NULL, e2.do_free);
    ex_dtor(&e3);

    pe = op_new(sizeof(exception));
    ex_ctor(pe, &text);
    printf("scalar dtor 0 returns this:%d\n", ex_sdtor(pe, 0) == pe);
    printf("scalar dtor 1 returns this:%d\n", ex_sdtor(pe, 1) == pe);
    pe = op_new_array(sizeof(exception) * 2 + sizeof(int));
    *(int *)pe = 2;
    pe = (exception *)((int *)pe + 1);
    ex_ctor(&pe[0], &text);
    ex_ctor(&pe[1], &text);
    s = ex_vdtor(pe, 3);
    printf("vector dtor 3 returns %s\n", s == (char *)pe ? "this" :
           s == (char *)((int *)pe - 1) ? "the block" : "other");

    /* derived classes */
    bt_ctor(&e2, "typeid");
    printf("bad_typeid: name=%s do_free=%d same vtable as exception:%d\n", e2.name,
           e2.do_free, e2.vtable == ex_vtable);
    bt_dtor(&e2);
    bt_closure(&e2);
    printf("bad_typeid closure: name=%s do_free=%d\n", e2.name, e2.do_free);
    ex_default(&e3);
    bt_assign(&e3, &e2);
    printf("bad_typeid::operator= keeps the vtable:%d name=%s\n", e3.vtable == ex_vtable,
           e3.name);
    ex_dtor(&e3);
    bc_closure(&e3);
    printf("bad_cast closure: name=%s what=%s\n", e3.name, ex_what(&e3));
    ex_dtor(&e3);
    bc_ctor(&e3, "cast");
    nr_ctor(&e, "rtti");

    /* RTTI */
    ti = rttypeid(&e2);
    ti2 = rttypeid(ti);
    printf("typeid(bad_typeid) = %s, typeid(its type_info) = %s\n", ti->mangled, ti2->mangled);
    printf("raw_name at mangled:%d name=%s kept:%d\n", ti_raw(ti) == ti->mangled,
           ti_name(ti), ti_name(ti) == ti->name);
    printf("typeid(__non_rtti_object) name = %s\n", ti_name(rttypeid(&e)));
    printf("typeid(bad_cast) name = %s\n", ti_name(rttypeid(&e3)));
    printf("before=%d/%d eq=%d/%d ne=%d/%d\n", ti_before(ti, ti2), ti_before(ti2, ti),
           ti_eq(ti, ti), ti_eq(ti, ti2), ti_ne(ti, ti), ti_ne(ti, ti2));
    printf("cast to void: %d\n", rtcastvoid(&e2) == &e2);
    s = rtdyncast(&e, 0, NULL, rttypeid(&e2), 0);
    printf("__non_rtti_object to bad_typeid: %s\n", s == (char *)&e ? "same object" :
           s ? "other" : "NULL");
    s = rtdyncast(&e2, 0, NULL, rttypeid(&e), 0);
    printf("bad_typeid to __non_rtti_object: %s\n", s == (char *)&e2 ? "same object" :
           s ? "other" : "NULL");
    printf("NULL: typeid cast %p\n", rtdyncast(NULL, 0, NULL, ti, 0));
    {
        static type_info t1 = {NULL, NULL, ".?AVtest1@@"};
        printf("name of .?AVtest1@@ = %s\n", ti_name(&t1));
        ti_dtor(&t1);
        printf("after dtor name kept=%d\n", t1.name != NULL);
    }
    ex_dtor(&e);
    ex_dtor(&e2);
    ex_dtor(&e3);

    /* name undecoration */
    undname(un, "?what@exception@@UBEPBDXZ", 0);
    undname(un, "??0exception@@QAE@ABQBD@Z", 0);
    undname(un, "??_Gexception@@UAEPAXI@Z", 0);
    undname(un, "??_7exception@@6B@", 0);
    undname(un, "?set_new_handler@@YAP6AXXZP6AXXZ@Z", 0);
    undname(un, "?x@@3PAY02HA", 0);
    undname(un, "??$?DM@std@@YA?AV?$complex@M@0@ABMABV10@@Z", 0);
    undname(un, "?f@T@@QAEHQAY1BE@BO@$$CBD@Z", 0);
    undname(un, "??Bcastop@@QAE?BHXZ", 0);
    undname(un, "?Qux@Bar@@0PAP6AHPAV1@AAH1PAH@ZA", 0x1800);
    undname(un, "??0?$Foo@P6GHPAX0@Z@@QAE@PAD@Z", 0x880);
    undname(un, "?_Doraise@bad_cast@std@@MEBAXXZ", 0x60);
    undname(un, "??Xstd@@YAAEAV?$complex@M@0@AEAV10@AEBV10@@Z", 1);
    undname(un, "??Xstd@@YAAEAV?$complex@M@0@AEAV10@AEBV10@@Z", 2);
    undname(un, "??_R0?AVCC@DD@@@8", 0);
    undname(un, "?AVexception@@", 0x2800);
    undname(un, "PAD", 0x2800);
    undname(un, "??0aa.a@@QAE@XZ", 0);
    undname(un, "nothing", 0);
    s = un(buf, "?what@exception@@UBEPBDXZ", sizeof(buf), malloc, free, 0);
    printf("into a 16-byte buffer: %s (%d)\n", s == buf ? buf : "other", (int)strlen(buf));

    s = op_new(10);
    printf("operator new: %d\n", s != NULL);
    op_delete(s);
    op_delete(NULL);
    op_delete_array(op_new_array(4));
    printf("done\n");
    return 0;
}
