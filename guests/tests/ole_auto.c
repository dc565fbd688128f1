/*
 * ole_auto.c - test guest for OLEAUT32's automation types (test/win32/com/test_ole_automation.py).
 * One mode per run, "/mode NAME"; each step prints one line.
 *
 *   /mode safearray  SafeArrayCreate (2 dimensions, bounds storage order, element order),
 *                    CreateVector, Access/UnaccessData, Put/GetElement (I4, BSTR,
 *                    VARIANT), bounds, dims, element size and type, locks, Redim, Copy,
 *                    Destroy (locked, NULL), the documented errors.
 *   /mode variant    VariantCopy / VariantCopyInd / VariantClear of BSTRs, references and
 *                    arrays; VariantChangeType(Ex) between numbers, booleans, strings,
 *                    currency and dates, with DISP_E_TYPEMISMATCH and DISP_E_OVERFLOW.
 *   /mode varfrom    the Var*From* functions programs import.
 *   /mode dates      SystemTimeToVariantTime, VariantTimeToSystemTime,
 *                    DosDateTimeToVariantTime, VariantTimeToDosDateTime.
 *   /mode descriptor SafeArrayAllocDescriptor(Ex), AllocData, DestroyData/Descriptor,
 *                    CreateEx / CreateVectorEx with an IID, Get/SetIID, Copy of an untyped
 *                    array.
 *   /mode decimal    VT_DECIMAL: VarDecFrom*, Var*FromDec, VariantChangeType and
 *                    VariantCopy(Ind) of DECIMALs.
 *   /mode marshal    BSTR_UserSize/Marshal/Unmarshal/Free (odd byte lengths, NULL).
 *   /mode typelib    LoadRegTypeLib, LoadTypeLib(Ex), RegisterTypeLib, UnRegisterTypeLib
 *                    of a library nobody registered or installed.
 *
 * The expected lines in test/win32/com/test_ole_automation.py are this exe's output under Wine 8
 * (xvfb-run -a wine ole_auto.exe /mode NAME).
 */
#define COBJMACROS
#include <windows.h>
#include <ole2.h>
#include <oleauto.h>
#include <stdio.h>
#include <string.h>

static void show_bstr(const char *what, BSTR b)
{
    char buf[256];
    if (!b) { printf("%s NULL\n", what); return; }
    WideCharToMultiByte(CP_ACP, 0, b, -1, buf, sizeof(buf), NULL, NULL);
    printf("%s \"%s\" len=%u\n", what, buf, SysStringLen(b));
}

static void mode_safearray(void)
{
    SAFEARRAYBOUND sab[2], nb;
    SAFEARRAY *sa, *vec, *copy, *bs, *vs;
    LONG idx[2], v, lb, ub, *data;
    HRESULT hr;
    VARTYPE vt;
    BSTR b;
    VARIANT var;
    int i;

    sab[0].cElements = 2; sab[0].lLbound = 1;
    sab[1].cElements = 3; sab[1].lLbound = 10;
    sa = SafeArrayCreate(VT_I4, 2, sab);
    printf("create=%d dims=%u elem=%u features=%04x locks=%lu\n", sa != NULL,
           SafeArrayGetDim(sa), SafeArrayGetElemsize(sa), sa->fFeatures, sa->cLocks);
    printf("stored bound0=%lu,%ld bound1=%lu,%ld\n", sa->rgsabound[0].cElements,
           sa->rgsabound[0].lLbound, sa->rgsabound[1].cElements, sa->rgsabound[1].lLbound);
    hr = SafeArrayGetLBound(sa, 1, &lb); SafeArrayGetUBound(sa, 1, &ub);
    printf("dim1 hr=%08lx %ld..%ld\n", hr, lb, ub);
    SafeArrayGetLBound(sa, 2, &lb); SafeArrayGetUBound(sa, 2, &ub);
    printf("dim2 %ld..%ld\n", lb, ub);
    hr = SafeArrayGetUBound(sa, 3, &ub);
    printf("dim3 hr=%08lx\n", hr);
    hr = SafeArrayGetLBound(sa, 0, &lb);
    printf("dim0 hr=%08lx\n", hr);
    for (idx[0] = 1; idx[0] <= 2; idx[0]++)
        for (idx[1] = 10; idx[1] <= 12; idx[1]++) {
            v = idx[0] * 100 + idx[1];
            SafeArrayPutElement(sa, idx, &v);
        }
    hr = SafeArrayAccessData(sa, (void **)&data);
    printf("access hr=%08lx locks=%lu data:", hr, sa->cLocks);
    for (i = 0; i < 6; i++) printf(" %ld", data[i]);
    printf("\n");
    hr = SafeArrayDestroy(sa);
    printf("destroy locked=%08lx\n", hr);
    hr = SafeArrayUnaccessData(sa);
    printf("unaccess=%08lx", hr);
    printf(" again=%08lx\n", SafeArrayUnaccessData(sa));
    idx[0] = 2; idx[1] = 11; v = 0;
    hr = SafeArrayGetElement(sa, idx, &v);
    printf("get(2,11) hr=%08lx v=%ld\n", hr, v);
    idx[0] = 3;
    hr = SafeArrayGetElement(sa, idx, &v);
    printf("get(3,11) hr=%08lx\n", hr);
    hr = SafeArrayGetVartype(sa, &vt);
    printf("vartype hr=%08lx vt=%u\n", hr, vt);
    hr = SafeArrayLock(sa);
    printf("lock=%08lx locks=%lu", hr, sa->cLocks);
    hr = SafeArrayUnlock(sa);
    printf(" unlock=%08lx", hr);
    printf(" unlock=%08lx\n", SafeArrayUnlock(sa));
    nb.cElements = 4; nb.lLbound = 0;
    hr = SafeArrayRedim(sa, &nb);
    SafeArrayGetLBound(sa, 2, &lb); SafeArrayGetUBound(sa, 2, &ub);
    printf("redim hr=%08lx dim2 %ld..%ld", hr, lb, ub);
    SafeArrayGetLBound(sa, 1, &lb); SafeArrayGetUBound(sa, 1, &ub);
    printf(" dim1 %ld..%ld\n", lb, ub);
    idx[0] = 1; idx[1] = 3;
    v = -1;
    hr = SafeArrayGetElement(sa, idx, &v);
    printf("after redim get(1,3) hr=%08lx v=%ld\n", hr, v);
    hr = SafeArrayCopy(sa, &copy);
    idx[0] = 2; idx[1] = 1;
    v = 77;
    SafeArrayPutElement(sa, idx, &v);
    v = 0;
    SafeArrayGetElement(copy, idx, &v);
    printf("copy hr=%08lx dims=%u v=%ld same=%d\n", hr, SafeArrayGetDim(copy), v,
           copy->pvData == sa->pvData);
    hr = SafeArrayDestroy(copy);
    printf("destroy=%08lx", hr);
    hr = SafeArrayDestroy(sa);
    printf(" %08lx", hr);
    printf(" null=%08lx\n", SafeArrayDestroy(NULL));

    vec = SafeArrayCreateVector(VT_UI1, 5, 4);
    printf("vector dims=%u elem=%u features=%04x after=%d\n", SafeArrayGetDim(vec),
           SafeArrayGetElemsize(vec), vec->fFeatures, vec->pvData == (void *)(vec + 1));
    SafeArrayGetLBound(vec, 1, &lb); SafeArrayGetUBound(vec, 1, &ub);
    printf("vector %ld..%ld\n", lb, ub);
    SafeArrayDestroy(vec);

    bs = SafeArrayCreateVector(VT_BSTR, 0, 2);
    idx[0] = 1;
    b = SysAllocString(L"two");
    hr = SafeArrayPutElement(bs, idx, b);
    SysFreeString(b);
    b = NULL;
    hr = SafeArrayGetElement(bs, idx, &b);
    printf("bstr put/get hr=%08lx features=%04x\n", hr, bs->fFeatures);
    show_bstr("bstr elem", b);
    SysFreeString(b);
    idx[0] = 0;
    hr = SafeArrayGetElement(bs, idx, &b);
    printf("empty elem hr=%08lx null=%d\n", hr, b == NULL);
    hr = SafeArrayGetVartype(bs, &vt);
    printf("bstr vartype=%u\n", vt);
    VariantInit(&var);
    V_VT(&var) = VT_ARRAY | VT_BSTR;
    V_ARRAY(&var) = bs;
    vs = NULL;
    {
        VARIANT v2;
        VariantInit(&v2);
        hr = VariantCopy(&v2, &var);
        printf("variant array copy hr=%08lx vt=%04x other=%d\n", hr, V_VT(&v2),
               V_ARRAY(&v2) != bs);
        hr = VariantClear(&v2);
        printf("clear copy=%08lx", hr);
        hr = VariantClear(&var);
        printf(" clear=%08lx vt=%u\n", hr, V_VT(&var));
    }

    vs = SafeArrayCreateVector(VT_VARIANT, 0, 2);
    VariantInit(&var);
    V_VT(&var) = VT_BSTR;
    V_BSTR(&var) = SysAllocString(L"in a variant");
    idx[0] = 0;
    hr = SafeArrayPutElement(vs, idx, &var);
    VariantClear(&var);
    hr = SafeArrayGetElement(vs, idx, &var);
    printf("variant elem hr=%08lx vt=%u features=%04x elem=%u\n", hr, V_VT(&var),
           vs->fFeatures, SafeArrayGetElemsize(vs));
    show_bstr("variant elem", V_BSTR(&var));
    VariantClear(&var);
    printf("destroy variant array=%08lx\n", SafeArrayDestroy(vs));

    printf("create bad vt=%d zero dims=%d null bounds=%d\n",
           SafeArrayCreate(VT_EMPTY, 1, sab) != NULL, SafeArrayCreate(VT_I4, 0, sab) != NULL,
           SafeArrayCreate(VT_I4, 1, NULL) != NULL);
    printf("null args: access=%08lx dim=%u lbound=%08lx\n", SafeArrayAccessData(NULL, (void **)&data),
           SafeArrayGetDim(NULL), SafeArrayGetLBound(NULL, 1, &lb));
}

static void change(const char *what, VARIANT *src, VARTYPE vt, USHORT flags)
{
    VARIANT dst;
    HRESULT hr;
    char buf[128];
    VariantInit(&dst);
    hr = VariantChangeType(&dst, src, flags, vt);
    printf("%s: hr=%08lx vt=%u", what, hr, V_VT(&dst));
    if (hr == S_OK) {
        switch (V_VT(&dst)) {
        case VT_I1: printf(" %d", V_I1(&dst)); break;
        case VT_UI1: printf(" %u", V_UI1(&dst)); break;
        case VT_I2: printf(" %d", V_I2(&dst)); break;
        case VT_UI2: printf(" %u", V_UI2(&dst)); break;
        case VT_I4: printf(" %ld", V_I4(&dst)); break;
        case VT_UI4: printf(" %lu", V_UI4(&dst)); break;
        case VT_INT: printf(" %d", V_INT(&dst)); break;
        case VT_UINT: printf(" %u", V_UINT(&dst)); break;
        case VT_UI8: printf(" %lu", (unsigned long)V_UI8(&dst)); break;
        case VT_I8: printf(" %ld", (long)V_I8(&dst)); break;
        case VT_BOOL: printf(" %d", V_BOOL(&dst)); break;
        case VT_R4: printf(" %.9g", V_R4(&dst)); break;
        case VT_R8: printf(" %.17g", V_R8(&dst)); break;
        case VT_DATE: printf(" %.17g", V_DATE(&dst)); break;
        case VT_CY: printf(" cy=%ld", (long)V_CY(&dst).int64); break;
        case VT_BSTR:
            WideCharToMultiByte(CP_ACP, 0, V_BSTR(&dst), -1, buf, sizeof(buf), NULL, NULL);
            printf(" \"%s\"", buf);
            break;
        }
    }
    printf("\n");
    VariantClear(&dst);
}

static void mode_variant(void)
{
    VARIANT a, b, c;
    LONG l = 42;
    BSTR s = SysAllocString(L"by ref");
    HRESULT hr;
    static const struct { const WCHAR *text; } strs[] = {
        {L"123"}, {L" 45 "}, {L"1.5"}, {L"2.5"}, {L"-7"}, {L"1,000"}, {L"1e3"}, {L"&H1F"},
        {L"abc"}, {L""}, {L"(12)"}, {L"True"}, {L"false"}, {L"99999999999"}, {L"$5"},
    };
    int i;

    VariantInit(&a); VariantInit(&b); VariantInit(&c);
    V_VT(&a) = VT_I4 | VT_BYREF; V_I4REF(&a) = &l;
    hr = VariantCopy(&b, &a);
    printf("copy byref hr=%08lx vt=%04x same=%d\n", hr, V_VT(&b), V_I4REF(&b) == &l);
    hr = VariantCopyInd(&c, &a);
    printf("copyind hr=%08lx vt=%u v=%ld\n", hr, V_VT(&c), V_I4(&c));
    V_VT(&a) = VT_BSTR | VT_BYREF; V_BSTRREF(&a) = &s;
    hr = VariantCopyInd(&c, &a);
    printf("copyind bstr hr=%08lx vt=%u other=%d\n", hr, V_VT(&c), V_BSTR(&c) != s);
    show_bstr("copyind bstr", V_BSTR(&c));
    V_VT(&b) = VT_VARIANT | VT_BYREF; V_VARIANTREF(&b) = &c;
    hr = VariantCopyInd(&a, &b);
    printf("copyind variant hr=%08lx vt=%u\n", hr, V_VT(&a));
    VariantClear(&a);
    V_VT(&b) = VT_I4 | VT_BYREF; V_I4REF(&b) = &l;
    hr = VariantCopyInd(&b, &b);
    printf("copyind in place hr=%08lx vt=%u v=%ld\n", hr, V_VT(&b), V_I4(&b));
    VariantClear(&c);
    V_VT(&a) = 0x7F;
    printf("clear bad vt=%08lx\n", VariantClear(&a));
    {
        static const VARTYPE vts[] = {15, 24, 25, 30, 31, 36, 37, 64, 0x401e, 0x400f};
        for (i = 0; i < sizeof(vts) / sizeof(vts[0]); i++) {
            VARIANT v, d;
            HRESULT h1, h2;
            memset(&v, 0, sizeof(v)); V_VT(&v) = vts[i];
            VariantInit(&d);
            h2 = VariantCopy(&d, &v);
            h1 = VariantClear(&v);
            printf("vt=%04x copy=%08lx clear=%08lx vt after=%u\n", vts[i], h2, h1, V_VT(&v));
        }
    }
    V_VT(&a) = VT_EMPTY;
    SysFreeString(s);

    for (i = 0; i < sizeof(strs) / sizeof(strs[0]); i++) {
        char what[64], text[32];
        WideCharToMultiByte(CP_ACP, 0, strs[i].text, -1, text, sizeof(text), NULL, NULL);
        V_VT(&a) = VT_BSTR; V_BSTR(&a) = SysAllocString(strs[i].text);
        sprintf(what, "\"%s\"->I4", text); change(what, &a, VT_I4, 0);
        sprintf(what, "\"%s\"->R8", text); change(what, &a, VT_R8, 0);
        sprintf(what, "\"%s\"->BOOL", text); change(what, &a, VT_BOOL, 0);
        VariantClear(&a);
    }
    V_VT(&a) = VT_R8;
    V_R8(&a) = 2.5; change("2.5->I2", &a, VT_I2, 0);
    V_R8(&a) = 3.5; change("3.5->I2", &a, VT_I2, 0);
    V_R8(&a) = -2.5; change("-2.5->I4", &a, VT_I4, 0);
    V_R8(&a) = 0.1; change("0.1->BSTR", &a, VT_BSTR, 0);
    V_R8(&a) = 1.0 / 3; change("1/3->BSTR", &a, VT_BSTR, 0);
    V_R8(&a) = 1e20; change("1e20->BSTR", &a, VT_BSTR, 0);
    V_R8(&a) = 1.5e-7; change("1.5e-7->BSTR", &a, VT_BSTR, 0);
    V_R8(&a) = 123456789012345678.0; change("1.2e17->BSTR", &a, VT_BSTR, 0);
    V_R8(&a) = 40000; change("40000->I2", &a, VT_I2, 0);
    V_R8(&a) = -1; change("-1->UI1", &a, VT_UI1, 0);
    V_R8(&a) = 255.4; change("255.4->UI1", &a, VT_UI1, 0);
    V_R8(&a) = 1.23456; change("1.23456->CY", &a, VT_CY, 0);
    V_R8(&a) = 36526.5; change("36526.5->DATE", &a, VT_DATE, 0);
    V_R8(&a) = 1e300; change("1e300->R4", &a, VT_R4, 0);
    V_R8(&a) = 0; change("0->BOOL", &a, VT_BOOL, 0);
    V_R8(&a) = 0.25; change("0.25->BOOL", &a, VT_BOOL, 0);
    V_VT(&a) = VT_R4; V_R4(&a) = 0.1f; change("0.1f->BSTR", &a, VT_BSTR, 0);
    V_VT(&a) = VT_BOOL; V_BOOL(&a) = VARIANT_TRUE;
    change("TRUE->BSTR", &a, VT_BSTR, 0);
    change("TRUE->BSTR alpha", &a, VT_BSTR, VARIANT_ALPHABOOL);
    change("TRUE->I4", &a, VT_I4, 0);
    change("TRUE->R8", &a, VT_R8, 0);
    V_VT(&a) = VT_I4; V_I4(&a) = -123456;
    change("-123456->BSTR", &a, VT_BSTR, 0);
    change("-123456->UI4", &a, VT_UI4, 0);
    change("-123456->I8", &a, VT_I8, 0);
    change("-123456->CY", &a, VT_CY, 0);
    change("-123456->DATE", &a, VT_DATE, 0);
    V_VT(&a) = VT_CY; V_CY(&a).int64 = 15000; change("cy 1.5->BSTR", &a, VT_BSTR, 0);
    change("cy 1.5->I4", &a, VT_I4, 0);
    V_CY(&a).int64 = 25000; change("cy 2.5->I4", &a, VT_I4, 0);
    V_VT(&a) = VT_DATE;
    V_DATE(&a) = 36527.12847222222; change("date+time->BSTR", &a, VT_BSTR, 0);
    V_DATE(&a) = 36527; change("date->BSTR", &a, VT_BSTR, 0);
    V_DATE(&a) = 0.75; change("time->BSTR", &a, VT_BSTR, 0);
    V_DATE(&a) = 0; change("zero date->BSTR", &a, VT_BSTR, 0);
    V_DATE(&a) = -1.25; change("-1.25 date->BSTR", &a, VT_BSTR, 0);
    V_DATE(&a) = 36527.6; change("date->I4", &a, VT_I4, 0);
    V_VT(&a) = VT_EMPTY;
    change("empty->I4", &a, VT_I4, 0);
    change("empty->BSTR", &a, VT_BSTR, 0);
    V_VT(&a) = VT_NULL;
    change("null->I4", &a, VT_I4, 0);
    change("null->BSTR", &a, VT_BSTR, 0);
    V_VT(&a) = VT_I2; V_I2(&a) = -1; change("I2 -1->UI2", &a, VT_UI2, 0);
    change("I2 -1->UI1", &a, VT_UI1, 0);
    change("I2 -1->UI4", &a, VT_UI4, 0);
    V_VT(&a) = VT_UI2; V_UI2(&a) = 40000; change("UI2 40000->I2", &a, VT_I2, 0);
    V_VT(&a) = VT_UI4; V_UI4(&a) = 0x80000000; change("UI4 2^31->I4", &a, VT_I4, 0);
    change("UI4 2^31->INT", &a, VT_INT, 0);
    V_VT(&a) = VT_I1; V_I1(&a) = -2; change("I1 -2->UI1", &a, VT_UI1, 0);
    V_VT(&a) = VT_INT; V_INT(&a) = -3; change("INT -3->UI4", &a, VT_UI4, 0);
    change("INT -3->UINT", &a, VT_UINT, 0);
    V_VT(&a) = VT_I8; V_I8(&a) = -4; change("I8 -4->UI8", &a, VT_UI8, 0);
    V_VT(&a) = VT_UI1; V_UI1(&a) = 200; change("200->I1", &a, VT_I1, 0);
    change("200->EMPTY", &a, VT_EMPTY, 0);
    V_VT(&a) = VT_I4; V_I4(&a) = 7;
    hr = VariantChangeType(&a, &a, 0, VT_BSTR);
    printf("in place hr=%08lx vt=%u\n", hr, V_VT(&a));
    show_bstr("in place", V_BSTR(&a));
    hr = VariantChangeTypeEx(&a, &a, MAKELCID(0x409, SORT_DEFAULT), 0, VT_R8);
    printf("ex in place hr=%08lx vt=%u v=%g\n", hr, V_VT(&a), V_R8(&a));
    VariantClear(&a);
}

static void mode_varfrom(void)
{
    BSTR b;
    LONG l;
    double d;
    VARIANT_BOOL vb;
    HRESULT hr;

    hr = VarBstrFromI4(-42, 0x409, 0, &b); printf("VarBstrFromI4 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    hr = VarBstrFromR8(3.25, 0x409, 0, &b); printf("VarBstrFromR8 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    hr = VarBstrFromR4(2.5f, 0x409, 0, &b); printf("VarBstrFromR4 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    b = SysAllocString(L" 1234 ");
    hr = VarI4FromStr(b, 0x409, 0, &l); printf("VarI4FromStr hr=%08lx v=%ld\n", hr, l);
    hr = VarR8FromStr(b, 0x409, 0, &d); printf("VarR8FromStr hr=%08lx v=%g\n", hr, d);
    SysFreeString(b);
    b = SysAllocString(L"x1");
    l = 5;
    hr = VarI4FromStr(b, 0x409, 0, &l); printf("VarI4FromStr(bad) hr=%08lx v=%ld\n", hr, l);
    SysFreeString(b);
    b = SysAllocString(L"True");
    hr = VarBoolFromStr(b, 0x409, 0, &vb); printf("VarBoolFromStr hr=%08lx v=%d\n", hr, vb);
    SysFreeString(b);
    b = SysAllocString(L"0");
    hr = VarBoolFromStr(b, 0x409, 0, &vb); printf("VarBoolFromStr(0) hr=%08lx v=%d\n", hr, vb);
    SysFreeString(b);
    hr = VarR8FromUI8(12345678901234ULL, &d); printf("VarR8FromUI8 hr=%08lx v=%.17g\n", hr, d);
    hr = VarI4FromR8(2147483648.0, &l); printf("VarI4FromR8(2^31) hr=%08lx\n", hr);
    {
        static const int names[][4] = {{1, 0, 0, 0}, {12, 1, 0, 0}, {13, 0, 0, 0}, {0, 0, 0, 0}};
        static const int days[][3] = {{1, 0, 0}, {1, 0, 2}, {7, 1, 2}, {3, 0, 7}, {8, 0, 0}, {1, 0, 8}};
        int i;
        for (i = 0; i < 4; i++) {
            b = NULL;
            hr = VarMonthName(names[i][0], names[i][1], 0, &b);
            printf("VarMonthName(%d,%d) hr=%08lx ", names[i][0], names[i][1], hr);
            show_bstr("=", b);
            SysFreeString(b);
        }
        for (i = 0; i < 6; i++) {
            b = NULL;
            hr = VarWeekdayName(days[i][0], days[i][1], days[i][2], 0, &b);
            printf("VarWeekdayName(%d,%d,%d) hr=%08lx ", days[i][0], days[i][1], days[i][2], hr);
            show_bstr("=", b);
            SysFreeString(b);
        }
    }
    {
        static const WCHAR *dates[] = {L"1/2/2000", L"2000-01-02", L"January 2, 2000",
            L"2 Jan 2000", L"3:04", L"3:04:05 PM", L"1/2/2000 3:04 PM", L"3 PM", L"12/31/99",
            L"Monday, January 3, 2000", L"2-Jan-2000", L"12:00 AM", L"hello", L"", L"1/2/30",
            L"23:59:59", L"25:00", L"2000/12/31", L"Dec 31 1999 11:59:59 PM"};
        int i;
        char a[64];
        for (i = 0; i < sizeof(dates) / sizeof(dates[0]); i++) {
            DATE dt = -99;
            hr = VarDateFromStr((OLECHAR *)dates[i], 0x409, 0, &dt);
            WideCharToMultiByte(CP_ACP, 0, dates[i], -1, a, sizeof(a), NULL, NULL);
            printf("VarDateFromStr(%s) hr=%08lx d=%.10f\n", a, hr, dt);
        }
    }
    {
        CY cy;
        CHAR c1;
        BYTE u1;
        USHORT u2;
        ULONG u4;
        LONG64 i8;
        ULONG64 u8;
        float f;
        DATE dt;
        SHORT i2;
        hr = VarCyFromR8(-1.23456, &cy); printf("VarCyFromR8 hr=%08lx cy=%ld\n", hr, (long)cy.int64);
        hr = VarI4FromCy(cy, &l); printf("VarI4FromCy hr=%08lx v=%ld\n", hr, l);
        hr = VarBstrFromCy(cy, 0x409, 0, &b); printf("VarBstrFromCy hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
        hr = VarI1FromI4(-129, &c1); printf("VarI1FromI4(-129) hr=%08lx\n", hr);
        hr = VarI1FromUI1(127, &c1); printf("VarI1FromUI1 hr=%08lx v=%d\n", hr, c1);
        hr = VarUI1FromI1(-1, &u1); printf("VarUI1FromI1(-1) hr=%08lx\n", hr);
        hr = VarUI2FromR4(65535.4f, &u2); printf("VarUI2FromR4 hr=%08lx v=%u\n", hr, u2);
        hr = VarUI4FromI8(-1, &u4); printf("VarUI4FromI8(-1) hr=%08lx\n", hr);
        hr = VarI8FromR8(-9.5, &i8); printf("VarI8FromR8 hr=%08lx v=%ld\n", hr, (long)i8);
        hr = VarUI8FromI2(-2, &u8); printf("VarUI8FromI2 hr=%08lx\n", hr);
        hr = VarR4FromI4(16777217, &f); printf("VarR4FromI4 hr=%08lx v=%.1f\n", hr, f);
        hr = VarDateFromI2(2, &dt); printf("VarDateFromI2 hr=%08lx v=%g\n", hr, dt);
        hr = VarDateFromUI4(3000000, &dt); printf("VarDateFromUI4(3e6) hr=%08lx\n", hr);
        hr = VarBoolFromR8(0.0, &vb); printf("VarBoolFromR8(0) hr=%08lx v=%d\n", hr, vb);
        hr = VarBoolFromI1(-3, &vb); printf("VarBoolFromI1 hr=%08lx v=%d\n", hr, vb);
        hr = VarI2FromBool(VARIANT_TRUE, &i2); printf("VarI2FromBool hr=%08lx v=%d\n", hr, i2);
        hr = VarUI1FromStr((OLECHAR *)L"255", 0x409, 0, &u1); printf("VarUI1FromStr hr=%08lx v=%u\n", hr, u1);
        hr = VarUI1FromStr((OLECHAR *)L"256", 0x409, 0, &u1); printf("VarUI1FromStr(256) hr=%08lx\n", hr);
        hr = VarCyFromStr((OLECHAR *)L"12.34567", 0x409, 0, &cy); printf("VarCyFromStr hr=%08lx cy=%ld\n", hr, (long)cy.int64);
        hr = VarI8FromStr((OLECHAR *)L"-5000000000", 0x409, 0, &i8); printf("VarI8FromStr hr=%08lx v/1000=%ld\n", hr, (long)(i8 / 1000));
        hr = VarBstrFromDate(36527.5, 0x409, 0, &b); printf("VarBstrFromDate hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
        hr = VarBstrFromDate(36527.5, 0x409, VAR_DATEVALUEONLY, &b); printf("VarBstrFromDate(date only) hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
        hr = VarBstrFromBool(VARIANT_TRUE, 0x409, VARIANT_LOCALBOOL, &b); printf("VarBstrFromBool(local) hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
        hr = VarBstrFromUI8(18446744073709551615ULL, 0x409, 0, &b); printf("VarBstrFromUI8 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
        hr = VarBstrFromI1(-5, 0x409, 0, &b); printf("VarBstrFromI1 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    }
}

static void show_st(const char *what, BOOL ok, const SYSTEMTIME *st)
{
    printf("%s ok=%d %04u-%02u-%02u %02u:%02u:%02u.%03u dow=%u\n", what, ok, st->wYear,
           st->wMonth, st->wDay, st->wHour, st->wMinute, st->wSecond, st->wMilliseconds,
           st->wDayOfWeek);
}

static void mode_dates(void)
{
    static const SYSTEMTIME in[] = {
        {2000, 1, 0, 1, 0, 0, 0, 0}, {2000, 1, 0, 2, 3, 4, 5, 600}, {1899, 12, 0, 30, 0, 0, 0, 0},
        {1899, 12, 0, 29, 6, 0, 0, 0}, {100, 1, 0, 1, 0, 0, 0, 0}, {9999, 12, 0, 31, 23, 59, 59, 0},
        {2000, 13, 0, 1, 0, 0, 0, 0}, {2000, 2, 0, 30, 0, 0, 0, 0}, {2000, 1, 0, 32, 0, 0, 0, 0},
        {10000, 1, 0, 1, 0, 0, 0, 0}, {50, 1, 0, 1, 0, 0, 0, 0}, {5, 6, 0, 7, 0, 0, 0, 0},
        {2000, 1, 0, 1, 25, 0, 0, 0}, {2000, 1, 0, 1, 0, 61, 0, 0}, {1, 1, 0, 1, 0, 0, 0, 0},
        {0, 1, 0, 1, 0, 0, 0, 0}, {2000, 0, 0, 1, 0, 0, 0, 0}, {2000, 1, 0, 0, 0, 0, 0, 0},
    };
    static const double dates[] = {36526.0, 36527.12847222222, 0.0, -1.25, -657434.0,
                                   2958465.999988426, 2958466.0, -657435.0, 36526.99999999,
                                   -0.5, 1.5, 36526.000005};
    SYSTEMTIME st;
    double d;
    WORD dd, dt;
    int i;
    BOOL ok;

    for (i = 0; i < sizeof(in) / sizeof(in[0]); i++) {
        d = -99;
        ok = SystemTimeToVariantTime((SYSTEMTIME *)&in[i], &d);
        printf("st2vt %u-%u-%u %u:%u:%u ok=%d d=%.10f\n", in[i].wYear, in[i].wMonth, in[i].wDay,
               in[i].wHour, in[i].wMinute, in[i].wSecond, ok, d);
    }
    for (i = 0; i < sizeof(dates) / sizeof(dates[0]); i++) {
        char what[64];
        memset(&st, 0xAB, sizeof(st));
        ok = VariantTimeToSystemTime(dates[i], &st);
        sprintf(what, "vt2st %.10f", dates[i]);
        show_st(what, ok, &st);
    }
    d = -99;
    ok = DosDateTimeToVariantTime((20 << 9) | (3 << 5) | 15, (13 << 11) | (45 << 5) | 10, &d);
    printf("dos 2000-03-15 13:45:20 ok=%d d=%.10f\n", ok, d);
    d = -99;
    ok = DosDateTimeToVariantTime(0, 0, &d);
    printf("dos 0 0 ok=%d d=%.10f\n", ok, d);
    ok = DosDateTimeToVariantTime((20 << 9) | (3 << 5) | 15, (24 << 11), &d);
    printf("dos hour 24 ok=%d\n", ok);
    ok = DosDateTimeToVariantTime((20 << 9) | (3 << 5) | 15, (60 << 5), &d);
    printf("dos minute 60 ok=%d\n", ok);
    ok = DosDateTimeToVariantTime((20 << 9) | (2 << 5) | 31, 0, &d);
    printf("dos feb 31 ok=%d d=%.10f\n", ok, d);
    ok = DosDateTimeToVariantTime((20 << 9) | (13 << 5) | 1, 0, &d);
    printf("dos month 13 ok=%d d=%.10f\n", ok, d);
    {
        static const WORD uds[][6] = {{2000, 1, 2, 3, 4, 5}, {2000, 13, 1, 0, 0, 0},
            {2000, 2, 30, 0, 0, 0}, {50, 1, 1, 0, 0, 0}, {5, 1, 1, 0, 0, 0}, {10000, 1, 1, 0, 0, 0},
            {2000, 0, 0, 0, 0, 0}, {2000, 1, 1, 24, 60, 60}, {99, 12, 31, 0, 0, 0}};
        UDATE ud;
        HRESULT hr;
        for (i = 0; i < sizeof(uds) / sizeof(uds[0]); i++) {
            memset(&ud, 0, sizeof(ud));
            ud.st.wYear = uds[i][0]; ud.st.wMonth = uds[i][1]; ud.st.wDay = uds[i][2];
            ud.st.wHour = uds[i][3]; ud.st.wMinute = uds[i][4]; ud.st.wSecond = uds[i][5];
            d = -99;
            hr = VarDateFromUdate(&ud, 0, &d);
            printf("VarDateFromUdate %u-%u-%u %u:%u:%u hr=%08lx d=%.10f\n", uds[i][0], uds[i][1],
                   uds[i][2], uds[i][3], uds[i][4], uds[i][5], hr, d);
        }
        for (i = 0; i < sizeof(dates) / sizeof(dates[0]); i++) {
            memset(&ud, 0xAB, sizeof(ud));
            hr = VarUdateFromDate(dates[i], 0, &ud);
            printf("VarUdateFromDate %.10f hr=%08lx %04u-%02u-%02u %02u:%02u:%02u.%03u dow=%u doy=%u\n",
                   dates[i], hr, ud.st.wYear, ud.st.wMonth, ud.st.wDay, ud.st.wHour, ud.st.wMinute,
                   ud.st.wSecond, ud.st.wMilliseconds, ud.st.wDayOfWeek, ud.wDayOfYear);
        }
    }
    dd = dt = 0xFFFF;
    ok = VariantTimeToDosDateTime(36600.5730324, &dd, &dt);
    printf("vt2dos ok=%d date=%04x time=%04x\n", ok, dd, dt);
    ok = VariantTimeToDosDateTime(1000.0, &dd, &dt);
    printf("vt2dos 1902 ok=%d\n", ok);
}

static void mode_typelib(void)
{
    static const GUID libid = {0x12345678, 0x1234, 0x5678, {1, 2, 3, 4, 5, 6, 7, 8}};
    ITypeLib *tl = (ITypeLib *)0xdeadbeef;
    HRESULT hr;

    hr = LoadRegTypeLib(&libid, 1, 0, 0, &tl);
    printf("LoadRegTypeLib hr=%08lx tl=%p\n", hr, tl);
    tl = (ITypeLib *)0xdeadbeef;
    hr = LoadTypeLib(L"C:\\nosuch\\missing.tlb", &tl);
    printf("LoadTypeLib(missing) hr=%08lx tl=%p\n", hr, tl);
    tl = (ITypeLib *)0xdeadbeef;
    hr = LoadTypeLibEx(L"C:\\missing2.tlb", REGKIND_NONE, &tl);
    printf("LoadTypeLibEx(missing) hr=%08lx tl=%p\n", hr, tl);
    hr = RegisterTypeLib(NULL, L"C:\\x.tlb", NULL);
    printf("RegisterTypeLib(NULL) hr=%08lx\n", hr);
    hr = UnRegisterTypeLib(&libid, 1, 0, 0, SYS_WIN32);
    printf("UnRegisterTypeLib hr=%08lx\n", hr);
}

static void mode_descriptor(void)
{
    SAFEARRAY *sa, *sa2, *copy;
    SAFEARRAYBOUND b = {3, 2};
    HRESULT hr;
    VARTYPE vt;
    GUID g;
    LONG idx = 3, v = 7, w = 0;

    sa = (SAFEARRAY *)0xdead;
    hr = SafeArrayAllocDescriptor(0, &sa);
    printf("AllocDescriptor(0) hr=%08lx\n", hr);
    hr = SafeArrayAllocDescriptor(1, &sa);
    printf("AllocDescriptor hr=%08lx dims=%u features=%04x elem=%lu data=%p\n", hr, sa->cDims,
           sa->fFeatures, sa->cbElements, sa->pvData);
    hr = SafeArrayGetVartype(sa, &vt);
    printf("untyped vartype hr=%08lx\n", hr);
    hr = SafeArrayAllocData(sa);
    printf("AllocData(no elem size) hr=%08lx\n", hr);
    sa->cbElements = 4;
    sa->rgsabound[0] = b;
    hr = SafeArrayAllocData(sa);
    printf("AllocData hr=%08lx data=%d\n", hr, sa->pvData != NULL);
    SafeArrayPutElement(sa, &idx, &v);
    hr = SafeArrayCopy(sa, &copy);
    SafeArrayGetElement(copy, &idx, &w);
    printf("copy untyped hr=%08lx features=%04x v=%ld\n", hr, copy->fFeatures, w);
    SafeArrayDestroy(copy);
    hr = SafeArrayDestroyData(sa);
    printf("DestroyData hr=%08lx data=%p\n", hr, sa->pvData);
    hr = SafeArrayDestroyDescriptor(sa);
    printf("DestroyDescriptor hr=%08lx\n", hr);
    hr = SafeArrayAllocDescriptorEx(VT_BSTR, 2, &sa);
    printf("AllocDescriptorEx(BSTR) hr=%08lx features=%04x elem=%lu\n", hr, sa->fFeatures,
           sa->cbElements);
    hr = SafeArrayGetVartype(sa, &vt);
    printf("vartype hr=%08lx vt=%u\n", hr, vt);
    hr = SafeArrayGetIID(sa, &g);
    printf("GetIID(BSTR) hr=%08lx\n", hr);
    SafeArrayDestroyDescriptor(sa);
    hr = SafeArrayAllocDescriptorEx(VT_UNKNOWN, 1, &sa);
    hr = SafeArrayGetIID(sa, &g);
    printf("unknown features=%04x GetIID hr=%08lx is IUnknown=%d\n", sa->fFeatures, hr,
           IsEqualGUID(&g, &IID_IUnknown));
    hr = SafeArraySetIID(sa, &IID_IStream);
    SafeArrayGetIID(sa, &g);
    printf("SetIID hr=%08lx is IStream=%d\n", hr, IsEqualGUID(&g, &IID_IStream));
    SafeArrayDestroyDescriptor(sa);
    sa = SafeArrayCreateEx(VT_DISPATCH, 1, &b, (void *)&IID_IStream);
    SafeArrayGetIID(sa, &g);
    SafeArrayGetVartype(sa, &vt);
    printf("CreateEx features=%04x is IStream=%d vt=%u\n", sa->fFeatures,
           IsEqualGUID(&g, &IID_IStream), vt);
    SafeArrayDestroy(sa);
    sa2 = SafeArrayCreateVectorEx(VT_UNKNOWN, 0, 2, (void *)&IID_IStream);
    SafeArrayGetIID(sa2, &g);
    printf("CreateVectorEx features=%04x is IStream=%d\n", sa2->fFeatures,
           IsEqualGUID(&g, &IID_IStream));
    SafeArrayLock(sa2);
    hr = SafeArrayDestroyDescriptor(sa2);
    printf("DestroyDescriptor(locked)=%08lx\n", hr);
    SafeArrayUnlock(sa2);
    printf("DestroyDescriptor(vector)=%08lx\n", SafeArrayDestroyDescriptor(sa2));
}

static void mode_dispparam(void)
{
    VARIANT args[3], out;
    DISPID named[1] = {5};
    DISPPARAMS dp = {args, named, 3, 1};
    UINT err = 99;
    HRESULT hr;

    /* args[] holds the last argument first: args[2] is position 0, args[1] position 1;
       args[0] is the named argument DISPID 5 */
    VariantInit(&args[0]); V_VT(&args[0]) = VT_I4; V_I4(&args[0]) = 555;
    VariantInit(&args[1]); V_VT(&args[1]) = VT_BSTR; V_BSTR(&args[1]) = SysAllocString(L"12");
    VariantInit(&args[2]); V_VT(&args[2]) = VT_R8; V_R8(&args[2]) = 2.5;
    hr = DispGetParam(&dp, 0, VT_I4, &out, &err);
    printf("position 0 hr=%08lx vt=%u v=%ld err=%u\n", hr, V_VT(&out), V_I4(&out), err);
    hr = DispGetParam(&dp, 1, VT_I2, &out, &err);
    printf("position 1 hr=%08lx vt=%u v=%d\n", hr, V_VT(&out), V_I2(&out));
    hr = DispGetParam(&dp, 5, VT_BSTR, &out, &err);
    printf("named 5 hr=%08lx vt=%u ", hr, V_VT(&out));
    show_bstr("=", V_BSTR(&out));
    VariantClear(&out);
    hr = DispGetParam(&dp, 2, VT_I4, &out, &err);
    printf("position 2 hr=%08lx\n", hr);
    V_BSTR(&args[1]) = SysAllocString(L"x");
    err = 99;
    hr = DispGetParam(&dp, 1, VT_I4, &out, &err);
    printf("mismatch hr=%08lx err=%u\n", hr, err);
    VariantClear(&args[1]);
}

static void show_dec(const char *w, HRESULT hr, DECIMAL *d)
{
    printf("%s hr=%08lx scale=%u sign=%02x hi=%lu lo=%lu,%lu\n", w, hr, d->scale, d->sign,
           d->Hi32, (ULONG)(d->Lo64 >> 32), (ULONG)d->Lo64);
}

static void mode_decimal(void)
{
    DECIMAL d;
    BSTR b;
    double r;
    LONG l;
    HRESULT hr;
    VARIANT v, o, w;
    CY cy;

    memset(&d, 0, sizeof(d));
    hr = VarDecFromR8(0.1, &d); show_dec("R8 0.1", hr, &d);
    hr = VarDecFromR8(1.0 / 3, &d); show_dec("R8 1/3", hr, &d);
    hr = VarDecFromR8(-2.5, &d); show_dec("R8 -2.5", hr, &d);
    hr = VarDecFromR8(1e30, &d); show_dec("R8 1e30", hr, &d);
    hr = VarDecFromI4(-7, &d); show_dec("I4 -7", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"1.50", 0x409, 0, &d); show_dec("Str 1.50", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"79228162514264337593543950335", 0x409, 0, &d); show_dec("Str max", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"79228162514264337593543950336", 0x409, 0, &d); show_dec("Str max+1", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"0.0000000000000000000000000001", 0x409, 0, &d); show_dec("Str tiny", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"1.2345678901234567890123456789", 0x409, 0, &d); show_dec("Str 29 digits", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"-0", 0x409, 0, &d); show_dec("Str -0", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"1e5", 0x409, 0, &d); show_dec("Str 1e5", hr, &d);
    hr = VarDecFromStr((OLECHAR *)L"x", 0x409, 0, &d); printf("Str x hr=%08lx\n", hr);
    VarDecFromStr((OLECHAR *)L"1.50", 0x409, 0, &d);
    hr = VarBstrFromDec(&d, 0x409, 0, &b); printf("bstr 1.50 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    hr = VarR8FromDec(&d, &r); printf("r8 hr=%08lx %.17g\n", hr, r);
    VarDecFromStr((OLECHAR *)L"2.5", 0x409, 0, &d);
    hr = VarI4FromDec(&d, &l); printf("i4(2.5) hr=%08lx %ld\n", hr, l);
    VarDecFromStr((OLECHAR *)L"-3.5", 0x409, 0, &d);
    hr = VarI4FromDec(&d, &l); printf("i4(-3.5) hr=%08lx %ld\n", hr, l);
    hr = VarBstrFromDec(&d, 0x409, 0, &b); printf("bstr -3.5 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    hr = VarCyFromDec(&d, &cy); printf("cy(-3.5) hr=%08lx %ld\n", hr, (long)cy.int64);
    VarDecFromStr((OLECHAR *)L"3000000000", 0x409, 0, &d);
    hr = VarI4FromDec(&d, &l); printf("i4(3e9) hr=%08lx\n", hr);
    cy.int64 = -12345; hr = VarDecFromCy(cy, &d); show_dec("Cy -1.2345", hr, &d);
    cy.int64 = 15000; hr = VarDecFromCy(cy, &d); show_dec("Cy 1.5", hr, &d);
    hr = VarBstrFromDec(&d, 0x409, 0, &b); printf("bstr cy 1.5 hr=%08lx ", hr); show_bstr("=", b); SysFreeString(b);
    hr = VarDecFromDate(36526.5, &d); show_dec("Date", hr, &d);
    hr = VarDecFromBool(VARIANT_TRUE, &d); show_dec("Bool", hr, &d);
    hr = VarDecFromR4(0.1f, &d); show_dec("R4 0.1", hr, &d);
    hr = VarDecFromUI8(18446744073709551615ULL, &d); show_dec("UI8 max", hr, &d);
    V_VT(&v) = VT_R8; V_R8(&v) = 12.25; VariantInit(&o);
    hr = VariantChangeType(&o, &v, 0, VT_DECIMAL);
    printf("vct hr=%08lx vt=%u ", hr, V_VT(&o));
    show_dec("", hr, &V_DECIMAL(&o));
    VariantInit(&w);
    hr = VariantCopy(&w, &o);
    printf("copy hr=%08lx vt=%u ", hr, V_VT(&w));
    show_dec("", hr, &V_DECIMAL(&w));
    V_VT(&v) = VT_DECIMAL | VT_BYREF; V_DECIMALREF(&v) = &V_DECIMAL(&o);
    hr = VariantCopyInd(&w, &v);
    printf("copyind hr=%08lx vt=%u ", hr, V_VT(&w));
    show_dec("", hr, &V_DECIMAL(&w));
    hr = VariantChangeType(&v, &o, 0, VT_BSTR);
    printf("vct->bstr hr=%08lx ", hr); show_bstr("=", V_BSTR(&v));
    VariantClear(&v);
    hr = VariantChangeType(&v, &o, 0, VT_I2);
    printf("vct->i2 hr=%08lx v=%d\n", hr, V_I2(&v));
}

static void mode_marshal(void)
{
    ULONG flags = MAKELONG(MSHCTX_INPROC, NDR_LOCAL_DATA_REPRESENTATION);
    unsigned char buffer[64], *next;
    BSTR b = SysAllocString(L"abc"), odd = SysAllocStringByteLen("xyz", 3), nul = NULL, out;
    ULONG *w;
    int i;

    printf("size(abc,1)=%lu size(odd,0)=%lu size(NULL,0)=%lu\n", BSTR_UserSize(&flags, 1, &b),
           BSTR_UserSize(&flags, 0, &odd), BSTR_UserSize(&flags, 0, &nul));
    memset(buffer, 0xCC, sizeof(buffer));
    next = BSTR_UserMarshal(&flags, buffer + 1, &b);
    w = (ULONG *)(buffer + 4);
    printf("marshal end=%d header=%lu %lu %lu data=", (int)(next - buffer), w[0], w[1], w[2]);
    for (i = 16; i < 22; i++) printf("%02x", buffer[i]);
    printf("\n");
    out = SysAllocString(L"old");
    next = BSTR_UserUnmarshal(&flags, buffer + 1, &out);
    printf("unmarshal end=%d len=%u same=%d\n", (int)(next - buffer), SysStringLen(out),
           !lstrcmpW(out, L"abc"));
    BSTR_UserFree(&flags, &out);
    printf("free null=%d\n", out == NULL);
    memset(buffer, 0xCC, sizeof(buffer));
    next = BSTR_UserMarshal(&flags, buffer, &odd);
    w = (ULONG *)buffer;
    printf("odd end=%d header=%lu %lu %lu last=%02x\n", (int)(next - buffer), w[0], w[1], w[2],
           buffer[15]);
    next = BSTR_UserUnmarshal(&flags, buffer, &out);
    printf("odd back bytes=%u\n", SysStringByteLen(out));
    SysFreeString(out);
    next = BSTR_UserMarshal(&flags, buffer, &nul);
    w = (ULONG *)buffer;
    printf("null end=%d header=%lu %lx %lu\n", (int)(next - buffer), w[0], w[1], w[2]);
    out = SysAllocString(L"x");
    next = BSTR_UserUnmarshal(&flags, buffer, &out);
    printf("null back=%d\n", out == NULL);
}

int main(int argc, char **argv)
{
    const char *mode = argc >= 3 ? argv[2] : "";
    if (!strcmp(mode, "safearray")) mode_safearray();
    else if (!strcmp(mode, "variant")) mode_variant();
    else if (!strcmp(mode, "varfrom")) mode_varfrom();
    else if (!strcmp(mode, "dates")) mode_dates();
    else if (!strcmp(mode, "typelib")) mode_typelib();
    else if (!strcmp(mode, "marshal")) mode_marshal();
    else if (!strcmp(mode, "descriptor")) mode_descriptor();
    else if (!strcmp(mode, "dispparam")) mode_dispparam();
    else if (!strcmp(mode, "decimal")) mode_decimal();
    else printf("usage: ole_auto /mode safearray|variant|varfrom|dates|typelib\n");
    fflush(stdout);
    return 0;
}
