/* DirectWrite text: formats, layouts, the text analyzer, the ellipsis trimming sign and
 * typography (test/win32/gdi/test_dwtext.py). Lines print facts that hold whatever the
 * fonts are: the layout's metrics are compared with the metrics of the face it draws
 * with (the renderer is given it), widths with the sum of cluster widths. */
#define COBJMACROS
#include <windows.h>
#include <stdio.h>
#include <math.h>
#include <stddef.h>
#include <dwrite_2.h>

static const GUID iid_factory = {0xb859ee5a, 0xd838, 0x4b5b,
                                 {0xa2, 0xe8, 0x1a, 0xdc, 0x7d, 0x93, 0xdb, 0x48}};
static const GUID iid_factory2 = {0x0439fc60, 0xca44, 0x4994,
                                  {0x8d, 0xee, 0x3a, 0x9a, 0xf7, 0xb7, 0x32, 0xec}};
static const GUID iid_renderer = {0xef8a8135, 0x5cc6, 0x45fe,
                                  {0x88, 0x25, 0xc5, 0xa0, 0x72, 0x4e, 0xb8, 0x19}};

static int close_to(float a, float b) { return fabsf(a - b) < 0.01f; }

/* ---- a text renderer recording its calls ---- */
typedef struct {
    IDWriteTextRenderer iface;
    int runs, underlines, glyphs, snap_asked, inlines;
    float x[8], y[8], size;
    IDWriteFontFace *face;
    UINT32 pos[8], len[8];
    IUnknown *effect[8];
    float first_advance;
    IDWriteBitmapRenderTarget *target;   /* when set, runs are drawn into it */
    IDWriteRenderingParams *params;
} Renderer;

static HRESULT WINAPI r_qi(IDWriteTextRenderer *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &iid_renderer)) {
        *out = This;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG WINAPI r_addref(IDWriteTextRenderer *This) { return 2; }
static ULONG WINAPI r_release(IDWriteTextRenderer *This) { return 1; }
static HRESULT WINAPI r_snapping(IDWriteTextRenderer *This, void *ctx, BOOL *disabled)
{
    ((Renderer *)This)->snap_asked++;
    *disabled = TRUE;
    return S_OK;
}
static HRESULT WINAPI r_transform(IDWriteTextRenderer *This, void *ctx, DWRITE_MATRIX *m)
{
    m->m11 = m->m22 = 1; m->m12 = m->m21 = m->dx = m->dy = 0;
    return S_OK;
}
static HRESULT WINAPI r_ppd(IDWriteTextRenderer *This, void *ctx, FLOAT *ppd)
{
    *ppd = 1;
    return S_OK;
}
static HRESULT WINAPI r_glyphrun(IDWriteTextRenderer *This, void *ctx, FLOAT x, FLOAT y,
                                 DWRITE_MEASURING_MODE mode, const DWRITE_GLYPH_RUN *run,
                                 const DWRITE_GLYPH_RUN_DESCRIPTION *desc, IUnknown *effect)
{
    Renderer *r = (Renderer *)This;
    if (r->runs < 8) {
        r->x[r->runs] = x;
        r->y[r->runs] = y;
        r->pos[r->runs] = desc->textPosition;
        r->len[r->runs] = desc->stringLength;
        r->effect[r->runs] = effect;
    }
    if (!r->runs) {
        r->face = run->fontFace;
        IDWriteFontFace_AddRef(r->face);
        r->size = run->fontEmSize;
        r->first_advance = run->glyphAdvances ? run->glyphAdvances[0] : -1;
    }
    r->glyphs += run->glyphCount;
    r->runs++;
    if (r->target)
        return IDWriteBitmapRenderTarget_DrawGlyphRun(r->target, x, y, mode, run, r->params,
                                                      RGB(255, 255, 255), NULL);
    return S_OK;
}
static HRESULT WINAPI r_underline(IDWriteTextRenderer *This, void *ctx, FLOAT x, FLOAT y,
                                  const DWRITE_UNDERLINE *u, IUnknown *effect)
{
    ((Renderer *)This)->underlines++;
    return S_OK;
}
static HRESULT WINAPI r_strike(IDWriteTextRenderer *This, void *ctx, FLOAT x, FLOAT y,
                               const DWRITE_STRIKETHROUGH *s, IUnknown *effect)
{
    return S_OK;
}
static HRESULT WINAPI r_inline(IDWriteTextRenderer *This, void *ctx, FLOAT x, FLOAT y,
                               IDWriteInlineObject *o, BOOL sideways, BOOL rtl, IUnknown *e)
{
    ((Renderer *)This)->inlines++;
    /* as a renderer does: the object draws itself through the renderer */
    return IDWriteInlineObject_Draw(o, ctx, This, x, y, sideways, rtl, e);
}
static IDWriteTextRendererVtbl renderer_vtbl = {
    r_qi, r_addref, r_release, r_snapping, r_transform, r_ppd, r_glyphrun, r_underline,
    r_strike, r_inline};

/* ---- an inline object of the program's: 30 wide, 40 tall, baseline 30 down ---- */
typedef struct {
    IDWriteInlineObject iface;
    int metrics_asked, drawn;
    float x, y;
} Inline;

static HRESULT WINAPI i_qi(IDWriteInlineObject *This, REFIID riid, void **out)
{
    *out = This;
    return S_OK;
}
static ULONG WINAPI i_addref(IDWriteInlineObject *This) { return 2; }
static ULONG WINAPI i_release(IDWriteInlineObject *This) { return 1; }
static HRESULT WINAPI i_draw(IDWriteInlineObject *This, void *ctx, IDWriteTextRenderer *r,
                             FLOAT x, FLOAT y, BOOL sideways, BOOL rtl, IUnknown *effect)
{
    Inline *o = (Inline *)This;
    o->drawn++;
    o->x = x;
    o->y = y;
    return S_OK;
}
static HRESULT WINAPI i_metrics(IDWriteInlineObject *This, DWRITE_INLINE_OBJECT_METRICS *m)
{
    ((Inline *)This)->metrics_asked++;
    m->width = 30;
    m->height = 40;
    m->baseline = 30;
    m->supportsSideways = FALSE;
    return S_OK;
}
static HRESULT WINAPI i_overhang(IDWriteInlineObject *This, DWRITE_OVERHANG_METRICS *m)
{
    m->left = m->top = m->right = m->bottom = 0;
    return S_OK;
}
static HRESULT WINAPI i_breaks(IDWriteInlineObject *This, DWRITE_BREAK_CONDITION *before,
                               DWRITE_BREAK_CONDITION *after)
{
    *before = *after = DWRITE_BREAK_CONDITION_NEUTRAL;
    return S_OK;
}
static IDWriteInlineObjectVtbl inline_vtbl = {
    i_qi, i_addref, i_release, i_draw, i_metrics, i_overhang, i_breaks};

/* ---- an analysis source and sink over one string ---- */
typedef struct {
    IDWriteTextAnalysisSource iface;
    const WCHAR *text;
    UINT32 len;
} Source;
typedef struct {
    IDWriteTextAnalysisSink iface;
    int scripts;
    UINT32 spos[8], slen[8];
    DWRITE_SCRIPT_ANALYSIS sa[8];
    DWRITE_LINE_BREAKPOINT bp[32];
    UINT32 bpcount, bidi_calls;
    UINT8 level;
} Sink;

static HRESULT WINAPI s_qi(IDWriteTextAnalysisSource *This, REFIID riid, void **out)
{
    *out = This;
    return S_OK;
}
static ULONG WINAPI s_addref(IDWriteTextAnalysisSource *This) { return 2; }
static ULONG WINAPI s_release(IDWriteTextAnalysisSource *This) { return 1; }
static HRESULT WINAPI s_at(IDWriteTextAnalysisSource *This, UINT32 pos, const WCHAR **text,
                           UINT32 *len)
{
    Source *s = (Source *)This;
    if (pos >= s->len) {
        *text = NULL;
        *len = 0;
    } else {
        *text = s->text + pos;
        *len = s->len - pos;
    }
    return S_OK;
}
static HRESULT WINAPI s_before(IDWriteTextAnalysisSource *This, UINT32 pos,
                               const WCHAR **text, UINT32 *len)
{
    Source *s = (Source *)This;
    *text = pos ? s->text : NULL;
    *len = pos;
    return S_OK;
}
static DWRITE_READING_DIRECTION WINAPI s_dir(IDWriteTextAnalysisSource *This)
{
    return DWRITE_READING_DIRECTION_LEFT_TO_RIGHT;
}
static HRESULT WINAPI s_locale(IDWriteTextAnalysisSource *This, UINT32 pos, UINT32 *len,
                               const WCHAR **locale)
{
    *locale = NULL;
    *len = ((Source *)This)->len - pos;
    return S_OK;
}
static HRESULT WINAPI s_numbers(IDWriteTextAnalysisSource *This, UINT32 pos, UINT32 *len,
                                IDWriteNumberSubstitution **sub)
{
    *sub = NULL;
    *len = ((Source *)This)->len - pos;
    return S_OK;
}
static IDWriteTextAnalysisSourceVtbl source_vtbl = {
    s_qi, s_addref, s_release, s_at, s_before, s_dir, s_locale, s_numbers};

static HRESULT WINAPI k_qi(IDWriteTextAnalysisSink *This, REFIID riid, void **out)
{
    *out = This;
    return S_OK;
}
static ULONG WINAPI k_addref(IDWriteTextAnalysisSink *This) { return 2; }
static ULONG WINAPI k_release(IDWriteTextAnalysisSink *This) { return 1; }
static HRESULT WINAPI k_script(IDWriteTextAnalysisSink *This, UINT32 pos, UINT32 len,
                               const DWRITE_SCRIPT_ANALYSIS *sa)
{
    Sink *k = (Sink *)This;
    if (k->scripts < 8) {
        k->spos[k->scripts] = pos;
        k->slen[k->scripts] = len;
        k->sa[k->scripts] = *sa;
    }
    k->scripts++;
    return S_OK;
}
static HRESULT WINAPI k_breaks(IDWriteTextAnalysisSink *This, UINT32 pos, UINT32 len,
                               const DWRITE_LINE_BREAKPOINT *bp)
{
    Sink *k = (Sink *)This;
    UINT32 i;
    for (i = 0; i < len && pos + i < 32; i++)
        k->bp[pos + i] = bp[i];
    k->bpcount += len;
    return S_OK;
}
static HRESULT WINAPI k_bidi(IDWriteTextAnalysisSink *This, UINT32 pos, UINT32 len,
                             UINT8 explicit_level, UINT8 resolved)
{
    Sink *k = (Sink *)This;
    k->bidi_calls++;
    k->level = resolved;
    return S_OK;
}
static HRESULT WINAPI k_numbers(IDWriteTextAnalysisSink *This, UINT32 pos, UINT32 len,
                                IDWriteNumberSubstitution *sub)
{
    return S_OK;
}
static IDWriteTextAnalysisSinkVtbl sink_vtbl = {
    k_qi, k_addref, k_release, k_script, k_breaks, k_bidi, k_numbers};

static void show_breaks(const char *what, Sink *k, UINT32 n)
{
    char buf[128];
    UINT32 i;
    for (i = 0; i < n; i++) {
        DWRITE_LINE_BREAKPOINT b = k->bp[i];
        buf[4 * i] = '0' + b.breakConditionBefore;
        buf[4 * i + 1] = '0' + b.breakConditionAfter;
        buf[4 * i + 2] = b.isWhitespace ? 'w' : b.isSoftHyphen ? 's' : '.';
        buf[4 * i + 3] = ' ';
    }
    buf[4 * n] = 0;
    printf("%s: %s\n", what, buf);
}

int main(void)
{
    IDWriteFactory *f = NULL;
    IDWriteTextFormat *fmt, *bad = (IDWriteTextFormat *)1;
    IDWriteTextLayout *lay, *lay2;
    IDWriteFontCollection *coll;
    IDWriteInlineObject *sign, *sign2 = (IDWriteInlineObject *)1;
    IDWriteTypography *typo;
    IDWriteTextAnalyzer *an;
    DWRITE_TRIMMING trim = {DWRITE_TRIMMING_GRANULARITY_CHARACTER, 0, 0};
    DWRITE_TEXT_METRICS tm;
    DWRITE_LINE_METRICS lm[8];
    DWRITE_CLUSTER_METRICS cm[32];
    DWRITE_HIT_TEST_METRICS ht[4];
    DWRITE_FONT_METRICS fm;
    DWRITE_INLINE_OBJECT_METRICS im;
    DWRITE_TEXT_RANGE range;
    DWRITE_LINE_SPACING_METHOD method;
    DWRITE_FONT_FEATURE feat = {DWRITE_FONT_FEATURE_TAG_KERNING, 1}, got;
    DWRITE_SCRIPT_ANALYSIS sa;
    Renderer r = {{&renderer_vtbl}};
    Source src = {{&source_vtbl}};
    Sink sink = {{&sink_vtbl}};
    WCHAR name[64], family[64];
    UINT32 count = 0, i, n;
    HRESULT hr;
    FLOAT spacing, baseline, sum, w, px, py, minw;
    BOOL trailing, inside;
    static const WCHAR hello[] = L"Hello world, this text wraps";
    static const WCHAR twolines[] = L"ab\ncd";

    DWriteCreateFactory(DWRITE_FACTORY_TYPE_SHARED, &iid_factory, (IUnknown **)&f);
    {
        /* a family both desktops have: the one GDI draws "DejaVu Sans" with (Wine's
         * prefix has DejaVu Sans from the host; ours substitutes MS Sans Serif) */
        IDWriteGdiInterop *gdi;
        IDWriteFont *font;
        IDWriteFontFamily *fam;
        IDWriteLocalizedStrings *names;
        LOGFONTW lf = {0};
        lf.lfWeight = FW_NORMAL;
        lstrcpyW(lf.lfFaceName, L"DejaVu Sans");
        IDWriteFactory_GetGdiInterop(f, &gdi);
        IDWriteGdiInterop_CreateFontFromLOGFONT(gdi, &lf, &font);
        IDWriteFont_GetFontFamily(font, &fam);
        IDWriteFontFamily_GetFamilyNames(fam, &names);
        IDWriteLocalizedStrings_GetString(names, 0, family, 64);
        IDWriteLocalizedStrings_Release(names);
        IDWriteFontFamily_Release(fam);
        IDWriteFont_Release(font);
        IDWriteGdiInterop_Release(gdi);
    }

    /* ---- text format ---- */
    hr = IDWriteFactory_CreateTextFormat(f, family, NULL, DWRITE_FONT_WEIGHT_BOLD,
            DWRITE_FONT_STYLE_NORMAL, DWRITE_FONT_STRETCH_NORMAL, 20.0f, L"en-US", &fmt);
    printf("format: %08lx\n", hr);
    hr = IDWriteFactory_CreateTextFormat(f, family, NULL, DWRITE_FONT_WEIGHT_BOLD,
            DWRITE_FONT_STYLE_NORMAL, DWRITE_FONT_STRETCH_NORMAL, 0.0f, L"en-US", &bad);
    printf("size 0: %08lx null %d\n", hr, bad == NULL);
    bad = (IDWriteTextFormat *)1;
    hr = IDWriteFactory_CreateTextFormat(f, family, NULL, 400, 3, 5, 10.0f, L"", &bad);
    printf("style 3: %08lx null %d\n", hr, bad == NULL);
    printf("defaults: align %d para %d wrap %d read %d flow %d tab %.1f\n",
           IDWriteTextFormat_GetTextAlignment(fmt), IDWriteTextFormat_GetParagraphAlignment(fmt),
           IDWriteTextFormat_GetWordWrapping(fmt), IDWriteTextFormat_GetReadingDirection(fmt),
           IDWriteTextFormat_GetFlowDirection(fmt), IDWriteTextFormat_GetIncrementalTabStop(fmt));
    printf("font: weight %d style %d stretch %d size %.1f family len %d locale len %u\n",
           IDWriteTextFormat_GetFontWeight(fmt), IDWriteTextFormat_GetFontStyle(fmt),
           IDWriteTextFormat_GetFontStretch(fmt), IDWriteTextFormat_GetFontSize(fmt),
           IDWriteTextFormat_GetFontFamilyNameLength(fmt) == (UINT32)lstrlenW(family),
           IDWriteTextFormat_GetLocaleNameLength(fmt));
    hr = IDWriteTextFormat_GetFontFamilyName(fmt, name, 64);
    printf("family: %08lx same %d\n", hr, !lstrcmpW(name, family));
    hr = IDWriteTextFormat_GetFontFamilyName(fmt, name, lstrlenW(family));
    printf("family short: %08lx\n", hr);
    hr = IDWriteTextFormat_GetLocaleName(fmt, name, 64);
    printf("locale: %08lx %ls\n", hr, name);
    coll = NULL;
    hr = IDWriteTextFormat_GetFontCollection(fmt, &coll);
    printf("collection: %08lx %d\n", hr, coll != NULL);
    if (coll) IDWriteFontCollection_Release(coll);
    printf("set align 1: %08lx, 4: %08lx, now %d\n",
           IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_TRAILING),
           IDWriteTextFormat_SetTextAlignment(fmt, 4), IDWriteTextFormat_GetTextAlignment(fmt));
    IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_LEADING);
    printf("set para 3: %08lx wrap 5: %08lx read 4: %08lx flow 4: %08lx\n",
           IDWriteTextFormat_SetParagraphAlignment(fmt, 3), IDWriteTextFormat_SetWordWrapping(fmt, 5),
           IDWriteTextFormat_SetReadingDirection(fmt, 4), IDWriteTextFormat_SetFlowDirection(fmt, 4));
    printf("tab 0: %08lx tab 30: %08lx now %.1f\n", IDWriteTextFormat_SetIncrementalTabStop(fmt, 0),
           IDWriteTextFormat_SetIncrementalTabStop(fmt, 30), IDWriteTextFormat_GetIncrementalTabStop(fmt));
    hr = IDWriteTextFormat_SetLineSpacing(fmt, DWRITE_LINE_SPACING_METHOD_UNIFORM, -1, 5);
    printf("spacing -1: %08lx\n", hr);
    hr = IDWriteTextFormat_SetLineSpacing(fmt, DWRITE_LINE_SPACING_METHOD_UNIFORM, 30, 24);
    IDWriteTextFormat_GetLineSpacing(fmt, &method, &spacing, &baseline);
    printf("spacing: %08lx %d %.1f %.1f\n", hr, method, spacing, baseline);
    IDWriteTextFormat_SetLineSpacing(fmt, DWRITE_LINE_SPACING_METHOD_DEFAULT, 0, 0);

    /* ---- ellipsis sign, trimming ---- */
    hr = IDWriteFactory_CreateEllipsisTrimmingSign(f, fmt, &sign);
    printf("sign: %08lx\n", hr);
    hr = IDWriteFactory_CreateEllipsisTrimmingSign(f, NULL, &sign2);
    printf("sign of none: %08lx null %d\n", hr, sign2 == NULL);
    hr = IDWriteInlineObject_GetMetrics(sign, &im);
    printf("sign metrics: %08lx width>0 %d height>baseline %d sideways %d\n", hr, im.width > 0,
           im.height > im.baseline, im.supportsSideways);
    hr = IDWriteTextFormat_SetTrimming(fmt, &trim, sign);
    trim.granularity = 5;
    printf("trimming: %08lx, granularity 5: %08lx\n", hr, IDWriteTextFormat_SetTrimming(fmt, &trim, NULL));
    sign2 = NULL;
    hr = IDWriteTextFormat_GetTrimming(fmt, &trim, &sign2);
    printf("get trimming: %08lx %d same sign %d\n", hr, trim.granularity, sign2 == sign);
    if (sign2) IDWriteInlineObject_Release(sign2);
    trim.granularity = DWRITE_TRIMMING_GRANULARITY_NONE;
    IDWriteTextFormat_SetTrimming(fmt, &trim, NULL);

    /* ---- typography ---- */
    hr = IDWriteFactory_CreateTypography(f, &typo);
    printf("typography: %08lx count %u\n", hr, IDWriteTypography_GetFontFeatureCount(typo));
    hr = IDWriteTypography_AddFontFeature(typo, feat);
    hr = IDWriteTypography_GetFontFeature(typo, 0, &got);
    printf("feature: %08lx count %u same %d past %08lx\n", hr,
           IDWriteTypography_GetFontFeatureCount(typo), got.nameTag == feat.nameTag && got.parameter == 1,
           IDWriteTypography_GetFontFeature(typo, 1, &got));

    /* ---- layout ---- */
    hr = IDWriteFactory_CreateTextLayout(f, hello, lstrlenW(hello), fmt, -1.0f, 100.0f, &lay);
    printf("layout width -1: %08lx\n", hr);
    hr = IDWriteFactory_CreateTextLayout(f, NULL, 0, fmt, 10.0f, 100.0f, &lay);
    printf("layout no text: %08lx\n", hr);
    hr = IDWriteFactory_CreateTextLayout(f, hello, lstrlenW(hello), fmt, 10000.0f, 500.0f, &lay);
    printf("layout: %08lx max %.1f %.1f\n", hr, IDWriteTextLayout_GetMaxWidth(lay),
           IDWriteTextLayout_GetMaxHeight(lay));
    hr = IDWriteTextLayout_GetClusterMetrics(lay, cm, 2, &count);
    printf("clusters short: %08lx %u\n", hr, count);
    hr = IDWriteTextLayout_GetClusterMetrics(lay, cm, 32, &count);
    for (i = 0, sum = 0; i < count; i++)
        sum += cm[i].width;
    printf("clusters: %08lx %u space %d%d wrap after space %d after H %d\n", hr, count,
           cm[5].isWhitespace, cm[0].isWhitespace, cm[5].canWrapLineAfter, cm[0].canWrapLineAfter);
    hr = IDWriteTextLayout_GetMetrics(lay, &tm);
    printf("one line: %08lx lines %u width=sum %d left %.1f top %.1f layout %.1f %.1f\n", hr,
           tm.lineCount, close_to(tm.width, sum), tm.left, tm.top, tm.layoutWidth, tm.layoutHeight);
    hr = IDWriteTextLayout_GetLineMetrics(lay, lm, 8, &count);
    printf("line: %08lx %u length %u trailing %u newline %u height=metrics %d\n", hr, count,
           lm[0].length, lm[0].trailingWhitespaceLength, lm[0].newlineLength,
           close_to(lm[0].height, tm.height));
    hr = IDWriteTextLayout_Draw(lay, NULL, &r.iface, 10.0f, 20.0f);
    printf("draw: %08lx runs %d glyphs %d snapping asked %d x %d baseline %d\n", hr, r.runs,
           r.glyphs, r.snap_asked, close_to(r.x[0], 10.0f), close_to(r.y[0], 20.0f + lm[0].baseline));
    if (r.face) {
        IDWriteFontFace_GetMetrics(r.face, &fm);
        printf("face: size %.1f baseline=ascent %d height=asc+desc+gap %d advance %d\n", r.size,
               close_to(lm[0].baseline, (fm.ascent + fm.lineGap) * r.size / fm.designUnitsPerEm),
               close_to(lm[0].height, (fm.ascent + fm.descent + fm.lineGap) * r.size / fm.designUnitsPerEm),
               close_to(r.first_advance, cm[0].width));
    }
    /* wrap after the sixth cluster's width: "Hello " on the first line */
    w = 0;
    for (i = 0; i < 6; i++)
        w += cm[i].width;
    IDWriteTextLayout_SetMaxWidth(lay, w + cm[6].width * 2);
    IDWriteTextLayout_GetMetrics(lay, &tm);
    IDWriteTextLayout_GetLineMetrics(lay, lm, 8, &count);
    printf("wrapped: lines %u first %u trailing %u total %d height %d\n", tm.lineCount, lm[0].length,
           lm[0].trailingWhitespaceLength, lm[0].length + lm[1].length + lm[2].length + lm[3].length ==
           (UINT32)lstrlenW(hello) || count != 4, close_to(tm.height, lm[0].height * count));
    IDWriteTextLayout_DetermineMinWidth(lay, &minw);
    printf("min width: <= max %d >0 %d\n", minw <= w + cm[6].width * 2, minw > 0);
    IDWriteTextLayout_SetMaxWidth(lay, 10000.0f);

    /* hit tests (Wine 8 has none: E_NOTIMPL) */
    hr = IDWriteTextLayout_HitTestTextPosition(lay, 1, FALSE, &px, &py, &ht[0]);
    if (FAILED(hr)) printf("hit position 1: %08lx\n", hr);
    else printf("hit position 1: %08lx x %d y %.1f pos %u len %u\n", hr, close_to(px, cm[0].width),
                py, ht[0].textPosition, ht[0].length);
    hr = IDWriteTextLayout_HitTestPoint(lay, cm[0].width + cm[1].width * 0.75f, 1.0f, &trailing,
                                        &inside, &ht[0]);
    if (FAILED(hr)) printf("hit point: %08lx\n", hr);
    else printf("hit point: %08lx trailing %d inside %d pos %u\n", hr, trailing, inside,
                ht[0].textPosition);
    hr = IDWriteTextLayout_HitTestPoint(lay, -5.0f, 1.0f, &trailing, &inside, &ht[0]);
    if (FAILED(hr)) printf("hit left: %08lx\n", hr);
    else printf("hit left: %08lx trailing %d inside %d pos %u\n", hr, trailing, inside,
                ht[0].textPosition);
    hr = IDWriteTextLayout_HitTestPoint(lay, 5000.0f, 1.0f, &trailing, &inside, &ht[0]);
    if (FAILED(hr)) printf("hit right: %08lx\n", hr);
    else printf("hit right: %08lx trailing %d inside %d pos %u\n", hr, trailing, inside,
                ht[0].textPosition);
    hr = IDWriteTextLayout_HitTestTextRange(lay, 0, 5, 0, 0, ht, 4, &count);
    if (FAILED(hr)) printf("hit range: %08lx\n", hr);
    else printf("hit range: %08lx %u width %d\n", hr, count, close_to(ht[0].width, cm[0].width +
                cm[1].width + cm[2].width + cm[3].width + cm[4].width));

    /* ranges */
    range.startPosition = 0;
    range.length = 5;
    hr = IDWriteTextLayout_SetFontSize(lay, 40.0f, range);
    IDWriteTextLayout_GetFontSize(lay, 2, &spacing, &range);
    printf("size range: %08lx %.1f %u %u\n", hr, spacing, range.startPosition, range.length);
    IDWriteTextLayout_GetFontSize(lay, 7, &spacing, &range);
    printf("size after: %.1f %u %u\n", spacing, range.startPosition, range.length);
    range.startPosition = 0;
    range.length = 0;
    printf("size 0: %08lx\n", IDWriteTextLayout_SetFontSize(lay, 0.0f, range));
    range.length = 3;
    hr = IDWriteTextLayout_SetUnderline(lay, TRUE, range);
    IDWriteTextLayout_GetUnderline(lay, 1, &inside, &range);
    printf("underline: %08lx %d %u %u\n", hr, inside, range.startPosition, range.length);
    IDWriteTextLayout_GetMetrics(lay, &tm);
    IDWriteTextLayout_GetLineMetrics(lay, lm, 8, &count);
    memset(&r, 0, sizeof(r));
    r.iface.lpVtbl = &renderer_vtbl;
    IDWriteTextLayout_Draw(lay, NULL, &r.iface, 0.0f, 0.0f);
    printf("two sizes: runs %d underlines %d same baseline %d\n", r.runs, r.underlines,
           close_to(r.y[0], r.y[1]) && close_to(r.y[0], lm[0].baseline));
    hr = IDWriteTextLayout_GetFontFamilyName(lay, 0, name, 64, &range);
    printf("range family: %08lx same %d %u %u\n", hr, !lstrcmpW(name, family), range.startPosition,
           range.length);
    IDWriteTextLayout_Release(lay);

    /* two lines */
    hr = IDWriteFactory_CreateTextLayout(f, twolines, 5, fmt, 1000.0f, 100.0f, &lay2);
    IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &count);
    printf("newline: %08lx lines %u %u/%u/%u %u/%u/%u\n", hr, count, lm[0].length,
           lm[0].trailingWhitespaceLength, lm[0].newlineLength, lm[1].length,
           lm[1].trailingWhitespaceLength, lm[1].newlineLength);
    IDWriteTextLayout_GetClusterMetrics(lay2, cm, 32, &count);
    printf("newline cluster: %u newline %d white %d wrap %d width %.1f\n", count, cm[2].isNewline,
           cm[2].isWhitespace, cm[2].canWrapLineAfter, cm[2].width);
    IDWriteTextLayout_Release(lay2);
    hr = IDWriteFactory_CreateTextLayout(f, L"", 0, fmt, 100.0f, 100.0f, &lay2);
    IDWriteTextLayout_GetMetrics(lay2, &tm);
    IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &count);
    printf("empty: %08lx lines %u width %.1f height>0 %d\n", hr, tm.lineCount, tm.width, lm[0].height > 0);
    IDWriteTextLayout_Release(lay2);
    IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_CENTER);
    IDWriteTextFormat_SetParagraphAlignment(fmt, DWRITE_PARAGRAPH_ALIGNMENT_FAR);
    hr = IDWriteFactory_CreateTextLayout(f, L"ab", 2, fmt, 100.0f, 100.0f, &lay2);
    IDWriteTextLayout_GetMetrics(lay2, &tm);
    printf("centered: left %d top %d\n", close_to(tm.left, (100.0f - tm.width) / 2),
           close_to(tm.top, 100.0f - tm.height));
    IDWriteTextLayout_Release(lay2);
    hr = IDWriteFactory_CreateGdiCompatibleTextLayout(f, L"abc", 3, fmt, 100.0f, 100.0f, 1.0f,
                                                      NULL, FALSE, &lay2);
    IDWriteTextLayout_GetClusterMetrics(lay2, cm, 32, &count);
    printf("gdi layout: %08lx whole pixels %d\n", hr, cm[0].width == floorf(cm[0].width));
    IDWriteTextLayout_Release(lay2);

    /* trimming: one line cut to fit with the ellipsis after it */
    trim.granularity = DWRITE_TRIMMING_GRANULARITY_CHARACTER;
    IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_LEADING);
    IDWriteTextFormat_SetParagraphAlignment(fmt, DWRITE_PARAGRAPH_ALIGNMENT_NEAR);
    IDWriteTextFormat_SetWordWrapping(fmt, DWRITE_WORD_WRAPPING_NO_WRAP);
    IDWriteTextFormat_SetTrimming(fmt, &trim, sign);
    IDWriteInlineObject_GetMetrics(sign, &im);
    hr = IDWriteFactory_CreateTextLayout(f, hello, lstrlenW(hello), fmt, im.width * 4, 100.0f, &lay2);
    IDWriteTextLayout_GetMetrics(lay2, &tm);
    IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &count);
    memset(&r, 0, sizeof(r));
    r.iface.lpVtbl = &renderer_vtbl;
    IDWriteTextLayout_Draw(lay2, NULL, &r.iface, 0.0f, 0.0f);
    printf("trimmed: %08lx lines %u trimmed %d fits %d length %u inline %d runs %d\n", hr,
           tm.lineCount, lm[0].isTrimmed, tm.width <= im.width * 4 + 0.01f, lm[0].length,
           r.inlines, r.runs);
    IDWriteTextLayout_Release(lay2);
    trim.granularity = DWRITE_TRIMMING_GRANULARITY_NONE;
    IDWriteTextFormat_SetTrimming(fmt, &trim, NULL);
    IDWriteTextFormat_SetWordWrapping(fmt, DWRITE_WORD_WRAPPING_WRAP);

    /* a drawing effect over the middle character: the runs split around it */
    {
        IUnknown *effect = (IUnknown *)&r.iface, *got_effect = NULL;
        hr = IDWriteFactory_CreateTextLayout(f, L"abc", 3, fmt, 1000.0f, 100.0f, &lay2);
        range.startPosition = 1;
        range.length = 1;
        hr = IDWriteTextLayout_SetDrawingEffect(lay2, effect, range);
        IDWriteTextLayout_GetDrawingEffect(lay2, 1, &got_effect, &range);
        memset(&r, 0, sizeof(r));
        r.iface.lpVtbl = &renderer_vtbl;
        IDWriteTextLayout_Draw(lay2, NULL, &r.iface, 0.0f, 0.0f);
        printf("effect: %08lx got %d range %u %u runs %d effects %d%d%d\n", hr,
               got_effect == effect, range.startPosition, range.length, r.runs,
               r.effect[0] == effect, r.effect[1] == effect, r.effect[2] == effect);
        IDWriteTextLayout_Release(lay2);
    }

    /* justified: the wrapped line fills the layout, the last stays as it is */
    IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_JUSTIFIED);
    hr = IDWriteFactory_CreateTextLayout(f, hello, lstrlenW(hello), fmt, 10000.0f, 100.0f, &lay2);
    IDWriteTextLayout_GetClusterMetrics(lay2, cm, 32, &count);
    for (i = 0, w = 0; i < 12; i++)
        w += cm[i].width;
    IDWriteTextLayout_SetMaxWidth(lay2, w + cm[12].width * 1.5f);
    IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &count);
    IDWriteTextLayout_GetClusterMetrics(lay2, cm, 32, &n);
    for (i = 0, sum = 0; i < lm[0].length - lm[0].trailingWhitespaceLength; i++)
        sum += cm[i].width;
    IDWriteTextLayout_GetMetrics(lay2, &tm);
    printf("justified: %08lx lines %u first fills %d\n", hr, count,
           close_to(sum, w + cm[12].width * 1.5f));
    IDWriteTextLayout_Release(lay2);
    IDWriteTextFormat_SetTextAlignment(fmt, DWRITE_TEXT_ALIGNMENT_LEADING);

    /* an inline object in place of "cd": one cluster, the line as tall as it */
    {
        Inline obj = {{&inline_vtbl}};
        IDWriteInlineObject *got_obj = NULL;
        hr = IDWriteFactory_CreateTextLayout(f, L"abcde", 5, fmt, 1000.0f, 100.0f, &lay2);
        range.startPosition = 2;
        range.length = 2;
        hr = IDWriteTextLayout_SetInlineObject(lay2, &obj.iface, range);
        IDWriteTextLayout_GetInlineObject(lay2, 3, &got_obj, &range);
        IDWriteTextLayout_GetClusterMetrics(lay2, cm, 32, &count);
        IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &n);
        memset(&r, 0, sizeof(r));
        r.iface.lpVtbl = &renderer_vtbl;
        IDWriteTextLayout_Draw(lay2, NULL, &r.iface, 0.0f, 0.0f);
        printf("inline: %08lx got %d range %u %u clusters %u middle %u wide %.1f height>=40 %d"
               " baseline>=30 %d\n", hr, got_obj == &obj.iface, range.startPosition, range.length,
               count, cm[2].length, cm[2].width, lm[0].height >= 40.0f, lm[0].baseline >= 30.0f);
        printf("inline drawn: runs %d inline calls %d drawn %d x %d y %d\n", r.runs, r.inlines,
               obj.drawn, close_to(obj.x, cm[0].width + cm[1].width),
               close_to(obj.y, lm[0].baseline - 30.0f));
        IDWriteTextLayout_Release(lay2);
    }

    /* a layout drawn into a bitmap render target through the renderer */
    {
        IDWriteGdiInterop *gdi;
        IDWriteBitmapRenderTarget *rt;
        DIBSECTION ds;
        HDC hdc;
        int lit = 0, top = 99, bottom = -1, x, y;
        IDWriteFactory_GetGdiInterop(f, &gdi);
        IDWriteGdiInterop_CreateBitmapRenderTarget(gdi, NULL, 200, 60, &rt);
        IDWriteFactory_CreateRenderingParams(f, &r.params);
        hr = IDWriteFactory_CreateTextLayout(f, L"Hi there", 8, fmt, 200.0f, 60.0f, &lay2);
        IDWriteTextLayout_GetLineMetrics(lay2, lm, 8, &count);
        memset(&r, 0, offsetof(Renderer, params));
        r.iface.lpVtbl = &renderer_vtbl;
        r.target = rt;
        hr = IDWriteTextLayout_Draw(lay2, NULL, &r.iface, 0.0f, 0.0f);
        hdc = IDWriteBitmapRenderTarget_GetMemoryDC(rt);
        GetObjectW(GetCurrentObject(hdc, OBJ_BITMAP), sizeof(ds), &ds);
        for (y = 0; y < 60; y++)
            for (x = 0; x < 200; x++)
                if (((DWORD *)ds.dsBm.bmBits)[y * 200 + x] & 0xFFFFFF) {
                    lit++;
                    if (y < top) top = y;
                    if (y > bottom) bottom = y;
                }
        printf("rendered: %08lx runs %d lit %d ink within the line %d ink above baseline %d\n", hr,
               r.runs, lit > 0, top >= 0 && bottom < lm[0].height + 1, top < lm[0].baseline);
        r.target = NULL;
        IDWriteTextLayout_Release(lay2);
        IDWriteRenderingParams_Release(r.params);
        IDWriteBitmapRenderTarget_Release(rt);
        IDWriteGdiInterop_Release(gdi);
    }

    /* ---- analyzer ---- */
    hr = IDWriteFactory_CreateTextAnalyzer(f, &an);
    printf("analyzer: %08lx\n", hr);
    src.text = L"  ab 12\r";
    src.len = 8;
    hr = IDWriteTextAnalyzer_AnalyzeScript(an, &src.iface, 0, src.len, &sink.iface);
    printf("scripts: %08lx %d", hr, sink.scripts);
    for (i = 0; i < (UINT32)sink.scripts && i < 8; i++)
        printf(" (%u %u %u %d)", sink.spos[i], sink.slen[i], sink.sa[i].script, sink.sa[i].shapes);
    printf("\n");
    sink.scripts = 0;
    src.text = L"1 + 2";
    src.len = 5;
    IDWriteTextAnalyzer_AnalyzeScript(an, &src.iface, 0, src.len, &sink.iface);
    printf("common: %d (%u %u %u %d)\n", sink.scripts, sink.spos[0], sink.slen[0], sink.sa[0].script,
           sink.sa[0].shapes);
    src.text = L"A-B C\xad" L"D\t\x2010" L"E(x)\r\nF";
    src.len = lstrlenW(src.text);
    hr = IDWriteTextAnalyzer_AnalyzeLineBreakpoints(an, &src.iface, 0, src.len, &sink.iface);
    printf("breaks %08lx %u\n", hr, sink.bpcount);
    show_breaks("  ", &sink, src.len);
    {
        IDWriteNumberSubstitution *sub = (IDWriteNumberSubstitution *)1;
        hr = IDWriteFactory_CreateNumberSubstitution(f, 5, L"en-us", FALSE, &sub);
        printf("number substitution method 5: %08lx null %d\n", hr, sub == NULL);
        hr = IDWriteFactory_CreateNumberSubstitution(f, DWRITE_NUMBER_SUBSTITUTION_METHOD_CONTEXTUAL,
                                                     L"xx-yy", FALSE, &sub);
        printf("number substitution xx-yy: %08lx\n", hr);
        hr = IDWriteFactory_CreateNumberSubstitution(f, DWRITE_NUMBER_SUBSTITUTION_METHOD_NONE,
                                                     NULL, FALSE, &sub);
        printf("number substitution none: %08lx %d\n", hr, sub != NULL);
        if (sub) IDWriteNumberSubstitution_Release(sub);
        hr = IDWriteFactory_CreateNumberSubstitution(f, DWRITE_NUMBER_SUBSTITUTION_METHOD_CONTEXTUAL,
                                                     L"en-US", TRUE, &sub);
        printf("number substitution en-US: %08lx %d\n", hr, sub != NULL);
        if (sub) IDWriteNumberSubstitution_Release(sub);
        hr = IDWriteTextAnalyzer_AnalyzeNumberSubstitution(an, &src.iface, 0, src.len, &sink.iface);
        printf("analyze numbers: %08lx\n", hr);
    }
    hr = IDWriteTextAnalyzer_AnalyzeBidi(an, &src.iface, 0, src.len, &sink.iface);
    printf("bidi: %08lx calls %u level %d\n", hr, sink.bidi_calls, sink.level);
    {
        UINT16 cmap[8], glyphs[8], gl2[8];
        DWRITE_SHAPING_TEXT_PROPERTIES tprops[8];
        DWRITE_SHAPING_GLYPH_PROPERTIES gprops[8];
        DWRITE_GLYPH_METRICS gm[2];
        FLOAT adv[8], adv2[8];
        DWRITE_GLYPH_OFFSET offs[8];
        UINT32 cps[2] = {'a', ' '};
        IDWriteFontFace *face = r.face;
        sa.script = 49;
        sa.shapes = 0;
        hr = IDWriteTextAnalyzer_GetGlyphs(an, L"a b", 3, face, FALSE, FALSE, &sa, NULL, NULL,
                NULL, NULL, 0, 2, cmap, tprops, glyphs, gprops, &n);
        printf("glyphs short: %08lx\n", hr);
        hr = IDWriteTextAnalyzer_GetGlyphs(an, L"a b", 3, face, FALSE, FALSE, &sa, NULL, NULL,
                NULL, NULL, 0, 8, cmap, tprops, glyphs, gprops, &n);
        IDWriteFontFace_GetGlyphIndices(face, cps, 2, gl2);
        printf("glyphs: %08lx %u map %u%u%u same %d%d start %d%d\n", hr, n, cmap[0], cmap[1], cmap[2],
               glyphs[0] == gl2[0], glyphs[1] == gl2[1], gprops[0].isClusterStart, gprops[1].isClusterStart);
        hr = IDWriteTextAnalyzer_GetGlyphPlacements(an, L"a b", cmap, tprops, 3, glyphs, gprops, n,
                face, 20.0f, FALSE, FALSE, &sa, NULL, NULL, NULL, 0, adv, offs);
        IDWriteFontFace_GetMetrics(face, &fm);
        IDWriteFontFace_GetDesignGlyphMetrics(face, glyphs, 1, gm, FALSE);
        printf("placements: %08lx advance %d offset %.1f\n", hr,
               close_to(adv[0], gm[0].advanceWidth * 20.0f / fm.designUnitsPerEm), offs[0].advanceOffset);
        hr = IDWriteTextAnalyzer_GetGdiCompatibleGlyphPlacements(an, L"a b", cmap, tprops, 3, glyphs,
                gprops, n, face, 20.0f, 1.0f, NULL, FALSE, FALSE, FALSE, &sa, NULL, NULL, NULL, 0,
                adv2, offs);
        printf("gdi placements: %08lx whole %d\n", hr, adv2[0] == floorf(adv2[0]));
    }
    /* ---- font fallback (IDWriteFactory2) ---- */
    {
        IDWriteFactory2 *f2 = NULL;
        IDWriteFontFallback *fb = NULL;
        IDWriteFont *mapped = (IDWriteFont *)1;
        IDWriteColorGlyphRunEnumerator *layers = (IDWriteColorGlyphRunEnumerator *)1;
        DWRITE_GLYPH_RUN run = {0};
        UINT16 glyph = 0;
        FLOAT scale = 0;
        hr = IDWriteFactory_QueryInterface(f, &iid_factory2, (void **)&f2);
        printf("factory2: %08lx\n", hr);
        hr = IDWriteFactory2_GetSystemFontFallback(f2, &fb);
        printf("fallback: %08lx %d\n", hr, fb != NULL);
        src.text = L"ab c\x4e00";
        src.len = 5;
        hr = IDWriteFontFallback_MapCharacters(fb, &src.iface, 0, 5, NULL, family,
                DWRITE_FONT_WEIGHT_NORMAL, DWRITE_FONT_STYLE_NORMAL, DWRITE_FONT_STRETCH_NORMAL,
                &n, &mapped, &scale);
        printf("map: %08lx length %u font %d scale %.1f\n", hr, n, mapped != NULL, scale);
        if (mapped) IDWriteFont_Release(mapped);
        mapped = (IDWriteFont *)1;
        hr = IDWriteFontFallback_MapCharacters(fb, NULL, 0, 5, NULL, family,
                DWRITE_FONT_WEIGHT_NORMAL, DWRITE_FONT_STYLE_NORMAL, DWRITE_FONT_STRETCH_NORMAL,
                &n, &mapped, &scale);
        printf("map no source: %08lx length %u font %d\n", hr, n, mapped != NULL);
        hr = IDWriteFontFallback_MapCharacters(fb, &src.iface, 0, 0, NULL, family,
                DWRITE_FONT_WEIGHT_NORMAL, DWRITE_FONT_STYLE_NORMAL, DWRITE_FONT_STRETCH_NORMAL,
                &n, &mapped, &scale);
        printf("map nothing: %08lx length %u font %d\n", hr, n, mapped != NULL);
        run.fontFace = r.face;
        run.fontEmSize = 20.0f;
        run.glyphCount = 1;
        run.glyphIndices = &glyph;
        IDWriteFontFace_GetGlyphIndices(r.face, (const UINT32 *)L"A\0", 1, &glyph);
        hr = IDWriteFactory2_TranslateColorGlyphRun(f2, 0.0f, 0.0f, &run, NULL,
                DWRITE_MEASURING_MODE_NATURAL, NULL, 0, &layers);
        printf("color run: %08lx null %d\n", hr, layers == NULL);
        IDWriteFontFallback_Release(fb);
        IDWriteFactory2_Release(f2);
    }
    IDWriteTextAnalyzer_Release(an);
    IDWriteTypography_Release(typo);
    IDWriteInlineObject_Release(sign);
    printf("release format: %lu\n", IDWriteTextFormat_Release(fmt));
    IDWriteFactory_Release(f);
    return 0;
}
