/* DirectWrite as Qt 6 uses it (test/win32/gdi/test_dwrite.py): the factory, the system
 * font collection, a family's fonts and names, metrics and glyphs of a face, LOGFONT both
 * ways, rendering parameters and a bitmap render target drawing a glyph run. */
#define COBJMACROS
#include <windows.h>
#include <stdio.h>
#include <dwrite.h>

static const GUID iid_factory = {0xb859ee5a, 0xd838, 0x4b5b,
                                 {0xa2, 0xe8, 0x1a, 0xdc, 0x7d, 0x93, 0xdb, 0x48}};
static const GUID iid_factory2 = {0x0439fc60, 0xca44, 0x4994,
                                  {0x8d, 0xee, 0x3a, 0x9a, 0xf7, 0xb7, 0x32, 0xec}};
static const GUID iid_face2 = {0xd8b768ff, 0x64bc, 0x4e66,
                               {0x98, 0x2b, 0xec, 0x8e, 0x87, 0xf6, 0x93, 0xf7}};

static void str(const char *what, IDWriteLocalizedStrings *s)
{
    UINT32 len = 0, idx = 9;
    BOOL exists = 5;
    WCHAR buf[64], loc[16];
    HRESULT hr;
    char text[64];
    IDWriteLocalizedStrings_GetStringLength(s, 0, &len);
    IDWriteLocalizedStrings_GetString(s, 0, buf, 64);
    IDWriteLocalizedStrings_GetLocaleName(s, 0, loc, 16);
    WideCharToMultiByte(CP_ACP, 0, buf, -1, text, sizeof text, NULL, NULL);
    printf("%s: count %u len %d same %d locale %ls\n", what, IDWriteLocalizedStrings_GetCount(s),
           len > 0, (UINT32)lstrlenW(buf) == len, loc);
    (void)text;
    hr = IDWriteLocalizedStrings_FindLocaleName(s, L"EN-US", &idx, &exists);
    printf("  find EN-US: %08lx %u %d\n", hr, idx, exists);
    hr = IDWriteLocalizedStrings_FindLocaleName(s, L"xx-yy", &idx, &exists);
    printf("  find xx-yy: %08lx %x %d\n", hr, idx, exists);
    buf[0] = 'z';
    hr = IDWriteLocalizedStrings_GetString(s, 0, buf, len);
    printf("  short buffer: %08lx %d\n", hr, buf[0]);
}

static int lit(BYTE *bits, int n)
{
    int i, count = 0;
    for (i = 0; i < n; i++)
        if (bits[4 * i] | bits[4 * i + 1] | bits[4 * i + 2])
            count++;
    return count;
}

int main(void)
{
    IDWriteFactory *f = NULL, *f2 = NULL, *iso = NULL;
    IUnknown *unk = (IUnknown *)1;
    IDWriteFontCollection *coll;
    IDWriteFontFamily *fam;
    IDWriteFont *font, *bold, *italic;
    IDWriteFontFace *face, *hface;
    IDWriteGdiInterop *gdi;
    IDWriteLocalizedStrings *names;
    IDWriteRenderingParams *params, *bad = (IDWriteRenderingParams *)1;
    IDWriteBitmapRenderTarget *rt;
    DWRITE_FONT_METRICS m;
    DWRITE_GLYPH_METRICS gm[3];
    UINT32 cps[3] = {'A', 'i', 0xE000}, idx = 7, count;
    UINT16 glyphs[3];
    BOOL exists = 5, system = 5;
    LOGFONTW lf;
    HRESULT hr;
    HDC hdc, mem;
    HFONT hf;
    SIZE size;
    DIBSECTION ds;
    DWRITE_GLYPH_RUN run;
    RECT box;
    UINT16 hi[2];
    UINT32 hicps[2] = {'H', 'i'};
    WCHAR famname[64];

    hr = DWriteCreateFactory(DWRITE_FACTORY_TYPE_SHARED, &iid_factory, (IUnknown **)&f);
    printf("shared factory: %08lx %d\n", hr, f != NULL);
    DWriteCreateFactory(DWRITE_FACTORY_TYPE_SHARED, &iid_factory, (IUnknown **)&f2);
    DWriteCreateFactory(DWRITE_FACTORY_TYPE_ISOLATED, &iid_factory, (IUnknown **)&iso);
    printf("shared again same: %d isolated differs: %d\n", f == f2, iso != f && iso != NULL);
    hr = DWriteCreateFactory(7, &iid_factory, &unk);
    printf("bad type: %08lx %d\n", hr, unk != NULL && unk != (IUnknown *)1);
    if (unk && unk != (IUnknown *)1)
        IUnknown_Release(unk);
    hr = DWriteCreateFactory(DWRITE_FACTORY_TYPE_SHARED, &iid_factory2, &unk);
    printf("IDWriteFactory2: %08lx %d\n", hr, unk != NULL);
    IDWriteFactory_Release(f2);
    IDWriteFactory_Release(iso);

    hr = IDWriteFactory_GetSystemFontCollection(f, &coll, FALSE);
    count = IDWriteFontCollection_GetFontFamilyCount(coll);
    printf("collection: %08lx families %d\n", hr, count > 0);
    fam = (IDWriteFontFamily *)1;
    hr = IDWriteFontCollection_GetFontFamily(coll, count, &fam);
    printf("family past the last: %08lx null %d\n", hr, fam == NULL);
    hr = IDWriteFontCollection_FindFamilyName(coll, L"No Such Family", &idx, &exists);
    printf("no such family: %08lx %x %d\n", hr, idx, exists);

    hr = IDWriteFactory_GetGdiInterop(f, &gdi);
    printf("gdi interop: %08lx\n", hr);
    memset(&lf, 0, sizeof lf);
    lf.lfHeight = -12;
    lf.lfWeight = 400;
    lstrcpyW(lf.lfFaceName, L"DejaVu Sans");
    hr = IDWriteGdiInterop_CreateFontFromLOGFONT(gdi, &lf, &font);
    if (FAILED(hr)) {
        printf("CreateFontFromLOGFONT: %08lx\n", hr);
        return 1;
    }
    printf("from LOGFONT DejaVu Sans: %08lx weight %d stretch %d style %d symbol %d sims %d\n", hr,
           IDWriteFont_GetWeight(font), IDWriteFont_GetStretch(font), IDWriteFont_GetStyle(font),
           IDWriteFont_IsSymbolFont(font), IDWriteFont_GetSimulations(font));
    lf.lfWeight = 700;
    IDWriteGdiInterop_CreateFontFromLOGFONT(gdi, &lf, &bold);
    lf.lfWeight = 400;
    lf.lfItalic = 1;
    IDWriteGdiInterop_CreateFontFromLOGFONT(gdi, &lf, &italic);
    printf("bold weight %d, italic style slanted %d\n", IDWriteFont_GetWeight(bold),
           IDWriteFont_GetStyle(italic) != DWRITE_FONT_STYLE_NORMAL);

    IDWriteFont_GetFontFamily(font, &fam);
    IDWriteFontFamily_GetFamilyNames(fam, &names);
    str("family names", names);
    IDWriteLocalizedStrings_GetString(names, 0, famname, 64);
    hr = IDWriteFontCollection_FindFamilyName(coll, famname, &idx, &exists);
    printf("found in collection: %08lx %d %d\n", hr, idx < count, exists);
    printf("family fonts: %d\n", IDWriteFontFamily_GetFontCount(fam) >= 2);
    IDWriteFont_GetFaceNames(font, &names);
    str("face names", names);
    hr = IDWriteFont_GetInformationalStrings(font, DWRITE_INFORMATIONAL_STRING_WIN32_FAMILY_NAMES,
                                             &names, &exists);
    printf("win32 family names: %08lx %d\n", hr, exists);
    IDWriteFont_HasCharacter(font, 'A', &exists);
    printf("has A: %d", exists);
    IDWriteFont_HasCharacter(font, 0xE000, &exists);
    printf(" has U+E000: %d\n", exists);

    IDWriteFont_GetMetrics(font, &m);
    printf("metrics: em %d ascent %d descent %d cap<asc %d x<cap %d gap %d\n",
           m.designUnitsPerEm > 0, m.ascent > 0, m.descent > 0, m.capHeight <= m.ascent,
           m.xHeight < m.capHeight, m.lineGap >= 0);
    hr = IDWriteFont_CreateFontFace(font, &face);
    printf("face: %08lx index %u glyphs %d\n", hr, IDWriteFontFace_GetIndex(face),
           IDWriteFontFace_GetGlyphCount(face) > 100);
    unk = (IUnknown *)1;
    IDWriteFontFace_QueryInterface(face, &IID_IUnknown, (void **)&unk);
    printf("face IUnknown same: %d\n", unk == (IUnknown *)face);
    IUnknown_Release(unk);
    hr = IDWriteFontFace_GetGlyphIndices(face, cps, 3, glyphs);
    printf("glyph indices: %08lx A %d i %d U+E000 %d\n", hr, glyphs[0] != 0, glyphs[1] != 0,
           glyphs[2]);
    hr = IDWriteFontFace_GetDesignGlyphMetrics(face, glyphs, 3, gm, FALSE);
    printf("glyph metrics: %08lx A adv %d i<A %d lsb %d vorigin %d\n", hr,
           gm[0].advanceWidth > 0, gm[1].advanceWidth < gm[0].advanceWidth,
           gm[0].leftSideBearing >= 0, gm[0].verticalOriginY > 0);
    {
        DWRITE_FONT_METRICS gm16;
        DWRITE_GLYPH_METRICS g16;
        hr = IDWriteFontFace_GetGdiCompatibleMetrics(face, 16.0f, 1.0f, NULL, &gm16);
        printf("gdi metrics 16: %08lx em same %d ascent %d cell %d\n", hr,
               gm16.designUnitsPerEm == m.designUnitsPerEm, gm16.ascent > 0,
               (gm16.ascent + gm16.descent) * 16 / gm16.designUnitsPerEm >= 12);
        hr = IDWriteFontFace_GetGdiCompatibleGlyphMetrics(face, 16.0f, 1.0f, NULL, TRUE, glyphs, 1,
                                                          &g16, FALSE);
        printf("gdi glyph metrics 16: %08lx A adv %d\n", hr, g16.advanceWidth > 0);
        hr = IDWriteFontFace_GetGdiCompatibleMetrics(face, 0.0f, 1.0f, NULL, &gm16);
        printf("gdi metrics 0: %08lx em %d\n", hr, gm16.designUnitsPerEm);
    }
    glyphs[0] = 60000;
    hr = IDWriteFontFace_GetDesignGlyphMetrics(face, glyphs, 1, gm, FALSE);
    printf("glyph 60000 metrics: %08lx\n", hr);

    memset(&lf, 0xcc, sizeof lf);
    system = 5;
    hr = IDWriteGdiInterop_ConvertFontToLOGFONT(gdi, bold, &lf, &system);
    printf("to LOGFONT: %08lx height %ld weight %ld italic %d charset %d out %d quality %d"
           " pitch %d system %d face=family %d\n", hr, lf.lfHeight, lf.lfWeight, lf.lfItalic,
           lf.lfCharSet, lf.lfOutPrecision, lf.lfQuality, lf.lfPitchAndFamily, system,
           lstrcmpW(lf.lfFaceName, famname) == 0);
    memset(&lf, 0xcc, sizeof lf);
    hr = IDWriteGdiInterop_ConvertFontFaceToLOGFONT(gdi, face, &lf);
    printf("face to LOGFONT: %08lx weight %ld italic %d face=family %d\n", hr, lf.lfWeight,
           lf.lfItalic, lstrcmpW(lf.lfFaceName, famname) == 0);

    hdc = CreateCompatibleDC(NULL);
    hf = CreateFontW(-16, 0, 0, 0, 700, 0, 0, 0, 0, 0, 0, 0, 0, L"DejaVu Sans");
    SelectObject(hdc, hf);
    hr = IDWriteGdiInterop_CreateFontFaceFromHdc(gdi, hdc, &hface);
    IDWriteGdiInterop_ConvertFontFaceToLOGFONT(gdi, hface, &lf);
    printf("face from HDC: %08lx weight %ld face=family %d\n", hr, lf.lfWeight,
           lstrcmpW(lf.lfFaceName, famname) == 0);
    unk = (IUnknown *)1;
    hr = IDWriteFontFace_QueryInterface(hface, &iid_face2, (void **)&unk);
    printf("IDWriteFontFace2: %08lx %d\n", hr, unk != NULL);

    hr = IDWriteFactory_CreateRenderingParams(f, &params);
    printf("rendering params: %08lx gamma %.1f contrast %.1f geometry %d mode %d\n", hr,
           IDWriteRenderingParams_GetGamma(params),
           IDWriteRenderingParams_GetEnhancedContrast(params),
           IDWriteRenderingParams_GetPixelGeometry(params),
           IDWriteRenderingParams_GetRenderingMode(params));
    IDWriteRenderingParams_Release(params);
    hr = IDWriteFactory_CreateCustomRenderingParams(f, 2.2f, 1.0f, 0.5f, DWRITE_PIXEL_GEOMETRY_BGR,
                                                    DWRITE_RENDERING_MODE_ALIASED, &params);
    printf("custom params: %08lx gamma %.1f contrast %.1f cleartype %.1f geometry %d mode %d\n",
           hr, IDWriteRenderingParams_GetGamma(params),
           IDWriteRenderingParams_GetEnhancedContrast(params),
           IDWriteRenderingParams_GetClearTypeLevel(params),
           IDWriteRenderingParams_GetPixelGeometry(params),
           IDWriteRenderingParams_GetRenderingMode(params));
    hr = IDWriteFactory_CreateCustomRenderingParams(f, 0.0f, 1.0f, 0.5f, DWRITE_PIXEL_GEOMETRY_BGR,
                                                    DWRITE_RENDERING_MODE_ALIASED, &bad);
    printf("custom gamma 0: %08lx null %d\n", hr, bad == NULL);

    hr = IDWriteGdiInterop_CreateBitmapRenderTarget(gdi, hdc, 64, 32, &rt);
    IDWriteBitmapRenderTarget_GetSize(rt, &size);
    mem = IDWriteBitmapRenderTarget_GetMemoryDC(rt);
    memset(&ds, 0, sizeof ds);
    GetObjectW(GetCurrentObject(mem, OBJ_BITMAP), sizeof ds, &ds);
    printf("render target: %08lx size %ldx%ld dc %d bpp %d height %ld bits %d ppd %.1f\n", hr,
           size.cx, size.cy, mem != NULL, ds.dsBm.bmBitsPixel, ds.dsBmih.biHeight,
           ds.dsBm.bmBits != NULL, IDWriteBitmapRenderTarget_GetPixelsPerDip(rt));
    printf("lit before: %d\n", lit(ds.dsBm.bmBits, 64 * 32));
    IDWriteFontFace_GetGlyphIndices(face, hicps, 2, hi);
    memset(&run, 0, sizeof run);
    run.fontFace = face;
    run.fontEmSize = 16.0f;
    run.glyphCount = 2;
    run.glyphIndices = hi;
    SetRectEmpty(&box);
    hr = IDWriteBitmapRenderTarget_DrawGlyphRun(rt, 4.0f, 20.0f, DWRITE_MEASURING_MODE_NATURAL,
                                                &run, params, RGB(255, 255, 255), &box);
    GdiFlush();
    printf("draw: %08lx lit %d box in target %d box not empty %d\n", hr,
           lit(ds.dsBm.bmBits, 64 * 32) > 10, box.left >= 0 && box.top >= 0 && box.right <= 64 &&
           box.bottom <= 32 && box.bottom <= 21, !IsRectEmpty(&box));
    printf("pixel in box: %d\n", GetPixel(mem, box.left + (box.right - box.left) / 4,
                                          box.top + (box.bottom - box.top) / 2) != CLR_INVALID);
    {
        DWRITE_MATRIX mx = {1.0f, 0.0f, 0.0f, 1.0f, 3.0f, 4.5f}, got;
        memset(&got, 0, sizeof got);
        hr = IDWriteBitmapRenderTarget_SetCurrentTransform(rt, &mx);
        IDWriteBitmapRenderTarget_GetCurrentTransform(rt, &got);
        printf("transform: %08lx %.1f %.1f %.1f %.1f %.1f %.1f\n", hr, got.m11, got.m12, got.m21,
               got.m22, got.dx, got.dy);
    }
    {
        IDWriteGlyphRunAnalysis *an = (IDWriteGlyphRunAnalysis *)1;
        RECT b1, b3;
        BYTE tex[4096];
        FLOAT g = 0, ec = 0, ct = 0;
        int i, full = 0, other = 0, w, h;
        hr = IDWriteFactory_CreateGlyphRunAnalysis(f, &run, 1.0f, NULL, DWRITE_RENDERING_MODE_DEFAULT,
                                                   DWRITE_MEASURING_MODE_NATURAL, 4.0f, 20.0f, &an);
        printf("analysis default mode: %08lx null %d\n", hr, an == NULL);
        hr = IDWriteFactory_CreateGlyphRunAnalysis(f, &run, 1.0f, NULL, DWRITE_RENDERING_MODE_ALIASED,
                                                   DWRITE_MEASURING_MODE_NATURAL, 4.0f, 20.0f, &an);
        IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(an, DWRITE_TEXTURE_ALIASED_1x1, &b1);
        IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(an, DWRITE_TEXTURE_CLEARTYPE_3x1, &b3);
        w = b1.right - b1.left;
        h = b1.bottom - b1.top;
        printf("analysis aliased: %08lx 1x1 not empty %d near origin %d 3x1 empty %d\n", hr,
               !IsRectEmpty(&b1), b1.left >= 2 && b1.left <= 8 && b1.bottom <= 21 && b1.top >= 0,
               IsRectEmpty(&b3));
        hr = IDWriteGlyphRunAnalysis_CreateAlphaTexture(an, DWRITE_TEXTURE_ALIASED_1x1, &b1, tex, 1);
        printf("texture short: %08lx\n", hr);
        hr = IDWriteGlyphRunAnalysis_CreateAlphaTexture(an, DWRITE_TEXTURE_ALIASED_1x1, &b1, tex,
                                                        sizeof tex);
        for (i = 0; i < w * h && i < (int)sizeof tex; i++) {
            if (tex[i] == 255) full++;
            else if (tex[i]) other++;
        }
        printf("texture: %08lx full %d other %d\n", hr, full > 10, other);
        hr = IDWriteGlyphRunAnalysis_GetAlphaBlendParams(an, params, &g, &ec, &ct);
        printf("blend params: %08lx %.1f %.1f %.1f\n", hr, g, ec, ct);
        IDWriteGlyphRunAnalysis_Release(an);
    }
    hr = IDWriteBitmapRenderTarget_SetPixelsPerDip(rt, 0.0f);
    printf("ppd 0: %08lx\n", hr);
    hr = IDWriteBitmapRenderTarget_Resize(rt, 10, 12);
    IDWriteBitmapRenderTarget_GetSize(rt, &size);
    printf("resized: %08lx %ldx%ld\n", hr, size.cx, size.cy);
    printf("release target: %lu\n", IDWriteBitmapRenderTarget_Release(rt));
    printf("release factory: %d\n", IDWriteFactory_Release(f) > 0);
    return 0;
}
