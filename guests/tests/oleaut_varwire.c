/*
 * oleaut_varwire.c - test guest for OLEAUT32's VARIANT wire marshalling
 * (test/win32/com/test_variant_wire.py): VARIANT_UserSize/Marshal/Unmarshal/Free of
 * scalars, DECIMAL, BSTR, by-reference values and a VARIANT by reference, in-process.
 * Each case prints the size (from 0 and from 1), the wire bytes (a BSTR's pointer mark
 * shown as "nz"), and what unmarshalling gave back.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine oleaut_varwire.exe).
 */
#include <windows.h>
#include <oleauto.h>
#include <stdio.h>
#include <string.h>

ULONG __RPC_USER LPSAFEARRAY_UserSize(ULONG *, ULONG, LPSAFEARRAY *);
unsigned char *__RPC_USER LPSAFEARRAY_UserMarshal(ULONG *, unsigned char *, LPSAFEARRAY *);
unsigned char *__RPC_USER LPSAFEARRAY_UserUnmarshal(ULONG *, unsigned char *, LPSAFEARRAY *);
void __RPC_USER LPSAFEARRAY_UserFree(ULONG *, LPSAFEARRAY *);
ULONG __RPC_USER VARIANT_UserSize(ULONG *, ULONG, VARIANT *);
unsigned char *__RPC_USER VARIANT_UserMarshal(ULONG *, unsigned char *, VARIANT *);
unsigned char *__RPC_USER VARIANT_UserUnmarshal(ULONG *, unsigned char *, VARIANT *);
void __RPC_USER VARIANT_UserFree(ULONG *, VARIANT *);

static ULONG flags = MSHCTX_INPROC;     /* LOWORD: the context; HIWORD: NDR_LOCAL_DATA_REPRESENTATION */
static double buf_store[64];

static void show(const char *name, VARIANT *v, int bstr_at)
{
    unsigned char *buf = (unsigned char *)buf_store, *next;
    ULONG size0 = VARIANT_UserSize(&flags, 0, v), size1 = VARIANT_UserSize(&flags, 1, v);
    VARIANT back;
    ULONG i;
    memset(buf, 0xcc, sizeof buf_store);
    next = VARIANT_UserMarshal(&flags, buf, v);
    printf("%s size=%lu,%lu used=%d wire=", name, size0, size1, (int)(next - buf));
    for (i = 0; i < size0; i++) {
        if ((int)i >= bstr_at && (int)i < bstr_at + 4 && bstr_at >= 0) {
            if (i == (ULONG)bstr_at) printf("[%s]", *(DWORD *)(buf + i) ? "nz" : "0");
            continue;
        }
        printf("%02x", buf[i]);
    }
    VariantInit(&back);
    next = VARIANT_UserUnmarshal(&flags, buf, &back);
    printf(" read=%d vt=%x", (int)(next - buf), V_VT(&back));
    switch (V_VT(&back)) {
    case VT_I4: printf(" %ld", V_I4(&back)); break;
    case VT_R8: printf(" %g", V_R8(&back)); break;
    case VT_BSTR: printf(" \"%ls\" len=%u", V_BSTR(&back) ? V_BSTR(&back) : L"(null)",
                         SysStringByteLen(V_BSTR(&back))); break;
    case VT_I2 | VT_BYREF: printf(" *%d", *V_I2REF(&back)); break;
    case VT_R8 | VT_BYREF: printf(" *%g", *V_R8REF(&back)); break;
    case VT_BSTR | VT_BYREF: printf(" *\"%ls\"", *V_BSTRREF(&back)); break;
    case VT_VARIANT | VT_BYREF: printf(" *vt=%x %g", V_VT(V_VARIANTREF(&back)),
                                       V_R8(V_VARIANTREF(&back))); break;
    case VT_UI4 | VT_ARRAY: {
        LONG lb, ub;
        SafeArrayGetLBound(V_ARRAY(&back), 1, &lb);
        SafeArrayGetUBound(V_ARRAY(&back), 1, &ub);
        printf(" [%ld..%ld] first=%lx", lb, ub, ((DWORD *)V_ARRAY(&back)->pvData)[0]);
        break;
    }
    case VT_DECIMAL: printf(" lo=%lu scale=%u", V_DECIMAL(&back).Lo32,
                            V_DECIMAL(&back).scale); break;
    }
    printf("\n");
    VARIANT_UserFree(&flags, &back);
}

int main(void)
{
    VARIANT v, inner;
    short s = 0x1234;
    double d = 2.5;
    BSTR b = SysAllocString(L"marshal"), odd = SysAllocStringByteLen("abc", 3);
    VARIANT reuse;
    short *mem;

    VariantInit(&v);
    show("EMPTY", &v, -1);
    V_VT(&v) = VT_NULL;
    show("NULL", &v, -1);
    V_VT(&v) = VT_I1; V_I1(&v) = 0x12;
    v.wReserved1 = 0x1234; v.wReserved2 = 0x5678; v.wReserved3 = 0x9abc;
    show("I1", &v, -1);
    memset(&v, 0, sizeof v);            /* reserved words 0 (VariantInit leaves them) */
    V_VT(&v) = VT_I2; V_I2(&v) = 0x1234;
    show("I2", &v, -1);
    V_VT(&v) = VT_I4; V_I4(&v) = -5;
    show("I4", &v, -1);
    V_VT(&v) = VT_R8; V_R8(&v) = 3.25;
    show("R8", &v, -1);
    V_VT(&v) = VT_BOOL; V_BOOL(&v) = VARIANT_TRUE;
    show("BOOL", &v, -1);
    memset(&v, 0, sizeof v);
    VarDecFromI4(0x12345678, &V_DECIMAL(&v));
    V_VT(&v) = VT_DECIMAL;
    show("DECIMAL", &v, -1);
    memset(&v, 0, sizeof v);
    V_VT(&v) = VT_I2 | VT_BYREF; V_I2REF(&v) = &s;
    show("I2|BYREF", &v, -1);
    V_VT(&v) = VT_R8 | VT_BYREF; V_R8REF(&v) = &d;
    show("R8|BYREF", &v, -1);
    V_VT(&v) = VT_BSTR; V_BSTR(&v) = b;
    show("BSTR", &v, 20);
    V_VT(&v) = VT_BSTR; V_BSTR(&v) = odd;
    show("BSTR(odd)", &v, 20);
    V_VT(&v) = VT_BSTR; V_BSTR(&v) = NULL;
    show("BSTR(NULL)", &v, 20);
    V_VT(&v) = VT_BSTR | VT_BYREF; V_BSTRREF(&v) = &b;
    show("BSTR|BYREF", &v, 24);
    memset(&inner, 0, sizeof inner);
    V_VT(&inner) = VT_R8; V_R8(&inner) = 3.1415;
    V_VT(&v) = VT_VARIANT | VT_BYREF; V_VARIANTREF(&v) = &inner;
    show("VARIANT|BYREF", &v, -1);

    {
        SAFEARRAYBOUND sab[2] = {{3, 5}, {2, 1}};
        LPSAFEARRAY sa = SafeArrayCreate(VT_I2, 2, sab), sa2 = NULL, nul = NULL;
        unsigned char *buf = (unsigned char *)buf_store, *next;
        ULONG i, n;
        VARTYPE vt;
        LONG lb, ub;
        for (i = 0; i < 6; i++) ((short *)sa->pvData)[i] = (short)(0x100 + i);
        sa->cLocks = 7;
        n = LPSAFEARRAY_UserSize(&flags, 0, &sa);
        printf("LPSAFEARRAY(I2 3x2) size=%lu,%lu", n, LPSAFEARRAY_UserSize(&flags, 1, &sa));
        memset(buf, 0xcc, sizeof buf_store);
        next = LPSAFEARRAY_UserMarshal(&flags, buf, &sa);
        printf(" used=%d wire=", (int)(next - buf));
        for (i = 0; i < n; i++) printf(i < 4 ? "" : "%02x", buf[i]);
        next = LPSAFEARRAY_UserUnmarshal(&flags, buf, &sa2);
        SafeArrayGetVartype(sa2, &vt);
        SafeArrayGetLBound(sa2, 2, &lb);
        SafeArrayGetUBound(sa2, 2, &ub);
        printf(" read=%d dims=%u vt=%u locks=%lu dim2=[%ld..%ld] last=%x\n", (int)(next - buf),
               SafeArrayGetDim(sa2), vt, sa2->cLocks, lb, ub, ((short *)sa2->pvData)[5]);
        LPSAFEARRAY_UserFree(&flags, &sa2);
        printf("freed=%p\n", sa2);
        printf("LPSAFEARRAY(NULL) size=%lu", LPSAFEARRAY_UserSize(&flags, 0, &nul));
        next = LPSAFEARRAY_UserMarshal(&flags, buf, &nul);
        sa2 = NULL;
        LPSAFEARRAY_UserUnmarshal(&flags, buf, &sa2);
        printf(" used=%d back=%p\n", (int)(next - buf), sa2);
        sa->cLocks = 0;
        SafeArrayDestroy(sa);
    }
    {
        SAFEARRAYBOUND sab = {4, 2};
        LPSAFEARRAY sa = SafeArrayCreate(VT_UI4, 1, &sab);
        ((DWORD *)sa->pvData)[0] = 0xcafebabe;
        memset(&v, 0, sizeof v);
        V_VT(&v) = VT_UI4 | VT_ARRAY; V_ARRAY(&v) = sa;
        show("UI4|ARRAY", &v, 20);
        SafeArrayDestroy(sa);
    }

    /* unmarshalling into a by-reference VARIANT of the same type reuses its memory */
    V_VT(&v) = VT_I2 | VT_BYREF; V_I2REF(&v) = &s;
    VARIANT_UserMarshal(&flags, (unsigned char *)buf_store, &v);
    VariantInit(&reuse);
    V_VT(&reuse) = VT_I2 | VT_BYREF;
    V_I2REF(&reuse) = mem = CoTaskMemAlloc(2);
    VARIANT_UserUnmarshal(&flags, (unsigned char *)buf_store, &reuse);
    printf("reused=%d value=%x\n", V_I2REF(&reuse) == mem, *mem);
    VARIANT_UserFree(&flags, &reuse);
    SysFreeString(b);
    SysFreeString(odd);
    printf("done\n");
    return 0;
}
