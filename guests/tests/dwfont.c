/* DirectWrite's font model past IDWriteFont (test/win32/gdi/test_dwfont.py): IDWriteFont1/2,
 * IDWriteFontFace1/2, a face's font file, its loader and stream, font tables, faces made
 * from files, local font files (CreateFontFileReference, IDWriteLocalFontFileLoader,
 * Analyze) and IDWriteFactory2's glyph run analysis: what Qt 6.8's DirectWrite font
 * database and engine call. Prints facts that hold for any font (comparisons), so Wine's
 * fonts and ours give the same lines. */
#define COBJMACROS
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <dwrite_2.h>

static const GUID iid_factory = {0xb859ee5a, 0xd838, 0x4b5b,
                                 {0xa2, 0xe8, 0x1a, 0xdc, 0x7d, 0x93, 0xdb, 0x48}};
static const GUID iid_factory2 = {0x0439fc60, 0xca44, 0x4994,
                                  {0x8d, 0xee, 0x3a, 0x9a, 0xf7, 0xb7, 0x32, 0xec}};
static const GUID iid_font1 = {0xacd16696, 0x8c14, 0x4f5d,
                               {0x87, 0x7e, 0xfe, 0x3f, 0xc1, 0xd3, 0x27, 0x38}};
static const GUID iid_font2 = {0x29748ed6, 0x8c9c, 0x4a6a,
                               {0xbe, 0x0b, 0xd9, 0x12, 0xe8, 0x53, 0x89, 0x44}};
static const GUID iid_font3 = {0x29748ed6, 0x8c9c, 0x4a6a,
                               {0xbe, 0x0b, 0xd9, 0x12, 0xe8, 0x53, 0x89, 0x45}};
static const GUID iid_face1 = {0xa71efdb4, 0x9fdb, 0x4838,
                               {0xad, 0x90, 0xcf, 0xc3, 0xbe, 0x8c, 0x3d, 0xaf}};
static const GUID iid_face2 = {0xd8b768ff, 0x64bc, 0x4e66,
                               {0x98, 0x2b, 0xec, 0x8e, 0x87, 0xf6, 0x93, 0xf7}};
static const GUID iid_face3 = {0xd37d7598, 0x09be, 0x4222,
                               {0xa2, 0x36, 0x20, 0x81, 0x34, 0x1c, 0xc1, 0xf2}};
static const GUID iid_local = {0xb2d9f3ec, 0xc9fe, 0x4a11,
                               {0xa2, 0xec, 0xd8, 0x62, 0x08, 0xf7, 0xc0, 0xa2}};

#define TAG(a, b, c, d) ((UINT32)(a) | ((UINT32)(b) << 8) | ((UINT32)(c) << 16) | ((UINT32)(d) << 24))

static UINT16 be16(const BYTE *p) { return (UINT16)((p[0] << 8) | p[1]); }
static UINT32 be32(const BYTE *p) { return ((UINT32)p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]; }

static IDWriteFont *from_logfont(IDWriteGdiInterop *gdi, const WCHAR *face)
{
    LOGFONTW lf;
    IDWriteFont *font = NULL;
    memset(&lf, 0, sizeof lf);
    lf.lfWeight = FW_NORMAL;
    lstrcpyW(lf.lfFaceName, face);
    IDWriteGdiInterop_CreateFontFromLOGFONT(gdi, &lf, &font);
    return font;
}

static void write_file(const WCHAR *path, const BYTE *data, DWORD n)
{
    DWORD done;
    HANDLE h = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, data, n, &done, NULL);
    CloseHandle(h);
}

static void local_file(IDWriteFactory *f, const WCHAR *path, const char *what)
{
    IDWriteFontFile *file = NULL;
    IDWriteFontFileLoader *loader = NULL;
    IDWriteLocalFontFileLoader *local = NULL;
    IDWriteFontFileStream *stream = NULL;
    const void *key = NULL;
    UINT32 key_size = 0, len = 0, count = 9;
    UINT64 size = 0, ftime = 0, stime = 0;
    FILETIME ft, given = {0x12345678, 0x01d00000}, got;
    WCHAR buf[MAX_PATH];
    BOOL supported = 9;
    DWRITE_FONT_FILE_TYPE ftype = 9;
    DWRITE_FONT_FACE_TYPE face_type = 9;
    const BYTE *frag = NULL;
    void *ctx = (void *)1;
    HANDLE h;
    HRESULT hr;

    hr = IDWriteFactory_CreateFontFileReference(f, path, NULL, &file);
    printf("%s reference: %08lx %d\n", what, hr, file != NULL);
    IDWriteFontFile_GetReferenceKey(file, &key, &key_size);
    hr = IDWriteFontFile_GetLoader(file, &loader);
    hr = IDWriteFontFileLoader_QueryInterface(loader, &iid_local, (void **)&local);
    printf("  local loader: %08lx %d\n", hr, local != NULL);
    hr = IDWriteLocalFontFileLoader_GetFilePathLengthFromKey(local, key, key_size, &len);
    printf("  path length: %08lx same %d\n", hr, len == (UINT32)lstrlenW(path));
    hr = IDWriteLocalFontFileLoader_GetFilePathFromKey(local, key, key_size, buf, MAX_PATH);
    printf("  path: %08lx same %d\n", hr, !lstrcmpW(buf, path));
    hr = IDWriteLocalFontFileLoader_GetLastWriteTimeFromKey(local, key, key_size, &got);
    h = CreateFileW(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    memset(&ft, 0, sizeof ft);
    GetFileTime(h, NULL, NULL, &ft);
    CloseHandle(h);
    printf("  write time: %08lx file's %d\n", hr, !memcmp(&got, &ft, sizeof ft));
    hr = IDWriteFontFile_Analyze(file, &supported, &ftype, &face_type, &count);
    printf("  analyze: %08lx supported %d file %d face %d faces %u\n", hr, supported, ftype,
           face_type, count);
    hr = IDWriteLocalFontFileLoader_CreateStreamFromKey(local, key, key_size, &stream);
    printf("  stream: %08lx %d\n", hr, stream != NULL);
    if (stream) {
        IDWriteFontFileStream_GetFileSize(stream, &size);
        hr = IDWriteFontFileStream_ReadFileFragment(stream, (const void **)&frag, 0, 4, &ctx);
        printf("  size %u first %08lx %08x ctx %d\n", (UINT32)size, hr,
               frag ? be32(frag) : 0, ctx == NULL);
        IDWriteFontFileStream_ReleaseFileFragment(stream, ctx);
        hr = IDWriteFontFileStream_GetLastWriteTime(stream, &stime);
        memcpy(&ftime, &ft, 8);
        printf("  stream write time: %08lx file's %d\n", hr, stime == ftime);
        IDWriteFontFileStream_Release(stream);
    }
    IDWriteFontFile_Release(file);
    file = NULL;
    IDWriteFactory_CreateFontFileReference(f, path, &given, &file);
    IDWriteFontFile_GetReferenceKey(file, &key, &key_size);
    IDWriteLocalFontFileLoader_GetLastWriteTimeFromKey(local, key, key_size, &got);
    printf("  given write time kept: %d\n", !memcmp(&got, &given, sizeof got));
    IDWriteFontFile_Release(file);
    IDWriteLocalFontFileLoader_Release(local);
    IDWriteFontFileLoader_Release(loader);
}

int main(void)
{
    IDWriteFactory *f = NULL;
    IDWriteFactory2 *f2 = NULL;
    IDWriteGdiInterop *gdi = NULL;
    IDWriteFont *font, *mono;
    IDWriteFont1 *font1 = NULL, *mono1 = NULL;
    IUnknown *unk;
    IDWriteFontFace *face = NULL, *made = NULL;
    IDWriteFontFace1 *face1 = NULL;
    IDWriteFontFace2 *face2 = NULL;
    IDWriteFontFile *file = NULL, *nofile = (IDWriteFontFile *)1;
    IDWriteFontFileLoader *loader = NULL;
    IDWriteLocalFontFileLoader *local = (IDWriteLocalFontFileLoader *)1;
    IDWriteFontFileStream *stream = NULL, *again = NULL;
    IDWriteGlyphRunAnalysis *ga;
    DWRITE_FONT_METRICS m, mm;
    DWRITE_FONT_METRICS1 m1, fm1;
    DWRITE_CARET_METRICS caret;
    DWRITE_PANOSE panose;
    DWRITE_UNICODE_RANGE ranges[64];
    DWRITE_GLYPH_METRICS gm[2];
    DWRITE_RENDERING_MODE mode;
    DWRITE_GRID_FIT_MODE grid;
    DWRITE_GLYPH_RUN run;
    DWRITE_COLOR_F entry;
    UINT32 cps[2] = {'A', 'i'}, count, n, i, key_size = 0, tsize;
    UINT16 glyphs[2], vert[2];
    INT32 adv[2], kern[2] = {5, 5};
    UINT64 size = 0, wt = 1;
    const void *key = NULL, *table;
    const BYTE *frag, *bytes;
    void *ctx;
    BOOL supported, exists, has_a;
    DWRITE_FONT_FILE_TYPE ftype;
    DWRITE_FONT_FACE_TYPE face_type;
    FLOAT zero = 0.0f;
    RECT box;
    WCHAR dir[MAX_PATH], ttf[MAX_PATH], bin[MAX_PATH];
    static const BYTE sfnt_head[16] = {0, 1, 0, 0, 0, 0};
    static const BYTE text[16] = "not a font file";
    HRESULT hr;

    DWriteCreateFactory(DWRITE_FACTORY_TYPE_SHARED, &iid_factory, (IUnknown **)&f);
    IDWriteFactory_QueryInterface(f, &iid_factory2, (void **)&f2);
    IDWriteFactory_GetGdiInterop(f, &gdi);
    font = from_logfont(gdi, L"DejaVu Sans");
    mono = from_logfont(gdi, L"DejaVu Sans Mono");
    printf("fonts: %d %d\n", font != NULL, mono != NULL);

    /* IDWriteFont1 / 2 */
    hr = IDWriteFont_QueryInterface(font, &iid_font1, (void **)&font1);
    printf("IDWriteFont1: %08lx %d\n", hr, font1 != NULL);
    unk = NULL;
    hr = IDWriteFont_QueryInterface(font, &iid_font2, (void **)&unk);
    printf("IDWriteFont2: %08lx %d\n", hr, unk != NULL);
    if (unk)
        IUnknown_Release(unk);
    unk = NULL;
    hr = IDWriteFont_QueryInterface(font, &iid_font3, (void **)&unk);
    printf("IDWriteFont3: %08lx %d\n", hr, unk != NULL);
    if (unk)
        IUnknown_Release(unk);
    IDWriteFont_QueryInterface(mono, &iid_font1, (void **)&mono1);
    IDWriteFont_GetMetrics(font, &m);
    IDWriteFont1_GetMetrics(font1, &fm1);
    printf("metrics1: em %d ascent %d descent %d cap %d box top>0 %d bottom<=0 %d right>left %d\n",
           fm1.designUnitsPerEm == m.designUnitsPerEm, fm1.ascent == m.ascent,
           fm1.descent == m.descent, fm1.capHeight == m.capHeight, fm1.glyphBoxTop > 0,
           fm1.glyphBoxBottom <= 0, fm1.glyphBoxRight > fm1.glyphBoxLeft);
    printf("  subscript size>0 %d below %d superscript above %d typographic %d\n",
           fm1.subscriptSizeY > 0, fm1.subscriptPositionY < 0, fm1.superscriptPositionY > 0,
           fm1.hasTypographicMetrics);
    IDWriteFont1_GetPanose(font1, &panose);
    printf("panose family kind %d\n", panose.familyKind);
    count = 0;
    hr = IDWriteFont1_GetUnicodeRanges(font1, 0, NULL, &count);
    printf("ranges short: %08lx count>0 %d\n", hr, count > 0);
    n = count < 64 ? count : 64;
    hr = IDWriteFont1_GetUnicodeRanges(font1, n, ranges, &count);
    has_a = FALSE;
    for (i = 0; i < n; i++)
        if (ranges[i].first <= 'A' && 'A' <= ranges[i].last)
            has_a = TRUE;
    /* a font of more than 64 ranges answers E_NOT_SUFFICIENT_BUFFER for the first 64 */
    printf("ranges: %d has A %d\n", hr == S_OK || (count > 64 && hr == E_NOT_SUFFICIENT_BUFFER),
           has_a);
    printf("monospaced: sans %d mono %d\n", IDWriteFont1_IsMonospacedFont(font1),
           IDWriteFont1_IsMonospacedFont(mono1));
    IDWriteFont_QueryInterface(font, &iid_font2, (void **)&unk);
    printf("color font: %d\n", IDWriteFont2_IsColorFont((IDWriteFont2 *)unk));
    IUnknown_Release(unk);

    /* IDWriteFontFace1 / 2 */
    IDWriteFont_CreateFontFace(font, &face);
    printf("face type: %d\n", IDWriteFontFace_GetType(face));
    hr = IDWriteFontFace_QueryInterface(face, &iid_face1, (void **)&face1);
    printf("IDWriteFontFace1: %08lx %d\n", hr, face1 != NULL);
    hr = IDWriteFontFace_QueryInterface(face, &iid_face2, (void **)&face2);
    printf("IDWriteFontFace2: %08lx %d\n", hr, face2 != NULL);
    unk = NULL;
    hr = IDWriteFontFace_QueryInterface(face, &iid_face3, (void **)&unk);
    printf("IDWriteFontFace3: %08lx %d\n", hr, unk != NULL);
    if (unk)
        IUnknown_Release(unk);
    IDWriteFontFace1_GetMetrics(face1, &m1);
    printf("face metrics1 same as font's: %d\n", !memcmp(&m1, &fm1, sizeof m1));
    hr = IDWriteFontFace1_GetGdiCompatibleMetrics(face1, 16.0f, 1.0f, NULL, &m1);
    printf("gdi metrics1 16: %08lx em %d ascent>0 %d\n", hr,
           m1.designUnitsPerEm == m.designUnitsPerEm, m1.ascent > 0);
    hr = IDWriteFontFace1_GetGdiCompatibleMetrics(face1, 0.0f, 1.0f, NULL, &m1);
    printf("gdi metrics1 0: %08lx em %d\n", hr, m1.designUnitsPerEm);
    IDWriteFontFace1_GetCaretMetrics(face1, &caret);
    printf("caret: rise>0 %d run %d offset %d\n", caret.slopeRise > 0, caret.slopeRun,
           caret.offset);
    IDWriteFontFace_GetGlyphIndices(face, cps, 2, glyphs);
    IDWriteFontFace_GetDesignGlyphMetrics(face, glyphs, 2, gm, FALSE);
    hr = IDWriteFontFace1_GetDesignGlyphAdvances(face1, 2, glyphs, adv, FALSE);
    printf("design advances: %08lx same %d\n", hr,
           adv[0] == (INT32)gm[0].advanceWidth && adv[1] == (INT32)gm[1].advanceWidth);
    hr = IDWriteFontFace1_GetDesignGlyphAdvances(face1, 2, glyphs, adv, TRUE);
    printf("sideways advances: %08lx height %d\n", hr, adv[0] == (INT32)gm[0].advanceHeight);
    adv[0] = -1;
    hr = IDWriteFontFace1_GetGdiCompatibleGlyphAdvances(face1, 16.0f, 1.0f, NULL, FALSE,
                                                        FALSE, 2, glyphs, adv);
    printf("gdi advances 16: %08lx A>0 %d\n", hr, adv[0] > 0);
    hr = IDWriteFontFace1_GetKerningPairAdjustments(face1, 2, glyphs, kern);
    printf("kerning A i: %08lx %d %d\n", hr, kern[0], kern[1]);
    hr = IDWriteFontFace1_GetRecommendedRenderingMode(face1, 12.0f, 96.0f, 96.0f, NULL, FALSE,
                                                      DWRITE_OUTLINE_THRESHOLD_ALIASED,
                                                      DWRITE_MEASURING_MODE_NATURAL, &mode);
    printf("rendering mode1: %08lx\n", hr);
    vert[0] = vert[1] = 0;
    hr = IDWriteFontFace1_GetVerticalGlyphVariants(face1, 2, glyphs, vert);
    printf("vertical variants: %08lx same %d has %d\n", hr,
           vert[0] == glyphs[0] && vert[1] == glyphs[1],
           IDWriteFontFace1_HasVerticalGlyphVariants(face1));
    printf("face2 color %d palettes %u entries %u\n", IDWriteFontFace2_IsColorFont(face2),
           IDWriteFontFace2_GetColorPaletteCount(face2),
           IDWriteFontFace2_GetPaletteEntryCount(face2));
    hr = IDWriteFontFace2_GetPaletteEntries(face2, 0, 0, 1, &entry);
    printf("palette entries: %08lx\n", hr);
    hr = IDWriteFontFace2_GetRecommendedRenderingMode(face2, 12.0f, 96.0f, 96.0f, NULL, FALSE,
                                                      DWRITE_OUTLINE_THRESHOLD_ALIASED,
                                                      DWRITE_MEASURING_MODE_NATURAL, NULL,
                                                      &mode, &grid);
    printf("rendering mode2: %08lx\n", hr);

    /* the face's file */
    count = 0;
    hr = IDWriteFontFace_GetFiles(face, &count, NULL);
    printf("files count: %08lx %u\n", hr, count);
    count = 0;
    hr = IDWriteFontFace_GetFiles(face, &count, &nofile);
    printf("files of none: %08lx untouched %d\n", hr, nofile == (IDWriteFontFile *)1);
    count = 1;
    hr = IDWriteFontFace_GetFiles(face, &count, &file);
    printf("files: %08lx %d\n", hr, file != NULL);
    hr = IDWriteFontFile_GetReferenceKey(file, &key, &key_size);
    printf("key: %08lx size>0 %d\n", hr, key != NULL && key_size > 0);
    hr = IDWriteFontFile_GetLoader(file, &loader);
    printf("loader: %08lx %d\n", hr, loader != NULL);
    hr = IDWriteFontFileLoader_QueryInterface(loader, &iid_local, (void **)&local);
    printf("local loader: %08lx %d\n", hr, local != NULL);
    if (local)
        IDWriteLocalFontFileLoader_Release(local);
    supported = 9;
    hr = IDWriteFontFile_Analyze(file, &supported, &ftype, &face_type, &count);
    printf("analyze: %08lx supported %d file %d face %d faces %u\n", hr, supported, ftype,
           face_type, count);
    hr = IDWriteFontFileLoader_CreateStreamFromKey(loader, key, key_size, &stream);
    printf("stream: %08lx %d\n", hr, stream != NULL);
    hr = IDWriteFontFileStream_GetFileSize(stream, &size);
    printf("file size: %08lx >100 %d\n", hr, size > 100);
    ctx = (void *)1;
    frag = NULL;
    hr = IDWriteFontFileStream_ReadFileFragment(stream, (const void **)&frag, 0, 12, &ctx);
    printf("fragment: %08lx version %08x ctx %d\n", hr, frag ? be32(frag) : 0, ctx == NULL);
    IDWriteFontFileStream_ReleaseFileFragment(stream, ctx);
    ctx = (void *)1;
    hr = IDWriteFontFileStream_ReadFileFragment(stream, (const void **)&frag, size, 4, &ctx);
    printf("fragment past the end: %08lx null %d ctx %d\n", hr, frag == NULL, ctx == NULL);
    hr = IDWriteFontFileStream_GetLastWriteTime(stream, &wt);
    printf("stream write time: %08lx set %d\n", hr, wt != 1);
    IDWriteFontFileLoader_CreateStreamFromKey(loader, key, key_size, &again);
    printf("second stream: %d\n", again != NULL);
    if (again)
        IDWriteFontFileStream_Release(again);

    /* font tables */
    hr = IDWriteFontFace_TryGetFontTable(face, TAG('h', 'e', 'a', 'd'), &table, &tsize, &ctx,
                                         &exists);
    bytes = table;
    printf("head: %08lx exists %d size %u magic %d em %d\n", hr, exists, tsize,
           bytes && be32(bytes + 12) == 0x5f0f3cf5,
           bytes && be16(bytes + 18) == m.designUnitsPerEm);
    IDWriteFontFace_ReleaseFontTable(face, ctx);
    hr = IDWriteFontFace_TryGetFontTable(face, TAG('O', 'S', '/', '2'), &table, &tsize, &ctx,
                                         &exists);
    bytes = table;
    printf("OS/2: %08lx exists %d weight %d\n", hr, exists,
           bytes && be16(bytes + 4) == IDWriteFont_GetWeight(font));
    IDWriteFontFace_ReleaseFontTable(face, ctx);
    hr = IDWriteFontFace_TryGetFontTable(face, TAG('h', 'h', 'e', 'a'), &table, &tsize, &ctx,
                                         &exists);
    bytes = table;
    printf("hhea: %08lx exists %d size %u ascender %d\n", hr, exists, tsize,
           bytes && (INT16)be16(bytes + 4) > 0);
    IDWriteFontFace_ReleaseFontTable(face, ctx);
    table = (void *)1;
    tsize = 5;
    ctx = (void *)1;
    hr = IDWriteFontFace_TryGetFontTable(face, TAG('z', 'z', 'z', 'z'), &table, &tsize, &ctx,
                                         &exists);
    printf("zzzz: %08lx exists %d null %d size %u ctx %d\n", hr, exists, table == NULL, tsize,
           ctx == NULL);

    /* a face made from the file */
    hr = IDWriteFactory_CreateFontFace(f, DWRITE_FONT_FACE_TYPE_TRUETYPE, 1, &file, 0,
                                       DWRITE_FONT_SIMULATIONS_NONE, &made);
    printf("face from file: %08lx %d\n", hr, made != NULL);
    if (made) {
        IDWriteFontFace_GetMetrics(made, &mm);
        printf("  same metrics %d glyphs %d\n", !memcmp(&mm, &m, sizeof m),
               IDWriteFontFace_GetGlyphCount(made) == IDWriteFontFace_GetGlyphCount(face));
        IDWriteFontFace_Release(made);
    }
    made = (IDWriteFontFace *)1;
    hr = IDWriteFactory_CreateFontFace(f, DWRITE_FONT_FACE_TYPE_TRUETYPE, 1, &file, 3,
                                       DWRITE_FONT_SIMULATIONS_NONE, &made);
    printf("face 3 of the file: %08lx null %d\n", hr, made == NULL);
    IDWriteFontFileStream_Release(stream);
    IDWriteFontFileLoader_Release(loader);
    IDWriteFontFile_Release(file);

    /* local font files */
    GetTempPathW(MAX_PATH, dir);
    lstrcpyW(ttf, dir);
    lstrcatW(ttf, L"dwfont.ttf");
    lstrcpyW(bin, dir);
    lstrcatW(bin, L"dwfont.txt");
    write_file(ttf, sfnt_head, sizeof sfnt_head);
    write_file(bin, text, sizeof text);
    local_file(f, ttf, "sfnt");
    local_file(f, bin, "text");
    DeleteFileW(ttf);
    DeleteFileW(bin);

    /* IDWriteFactory2's glyph run analysis */
    memset(&run, 0, sizeof run);
    run.fontFace = face;
    run.fontEmSize = 16.0f;
    run.glyphCount = 1;
    run.glyphIndices = glyphs;
    run.glyphAdvances = &zero;
    hr = IDWriteFactory2_CreateGlyphRunAnalysis(f2, &run, NULL, DWRITE_RENDERING_MODE_DEFAULT,
                                                DWRITE_MEASURING_MODE_NATURAL,
                                                DWRITE_GRID_FIT_MODE_DEFAULT,
                                                DWRITE_TEXT_ANTIALIAS_MODE_CLEARTYPE, 0, 0, &ga);
    printf("analysis2 default: %08lx\n", hr);
    ga = NULL;
    hr = IDWriteFactory2_CreateGlyphRunAnalysis(f2, &run, NULL, DWRITE_RENDERING_MODE_NATURAL,
                                                DWRITE_MEASURING_MODE_NATURAL,
                                                DWRITE_GRID_FIT_MODE_DEFAULT,
                                                DWRITE_TEXT_ANTIALIAS_MODE_CLEARTYPE, 0, 0, &ga);
    printf("analysis2 cleartype: %08lx %d\n", hr, ga != NULL);
    IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(ga, DWRITE_TEXTURE_CLEARTYPE_3x1, &box);
    printf("  3x1 not empty %d", box.right > box.left && box.bottom > box.top);
    IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(ga, DWRITE_TEXTURE_ALIASED_1x1, &box);
    printf(" 1x1 empty %d\n", box.right == box.left || box.bottom == box.top);
    IDWriteGlyphRunAnalysis_Release(ga);
    ga = NULL;
    hr = IDWriteFactory2_CreateGlyphRunAnalysis(f2, &run, NULL, DWRITE_RENDERING_MODE_NATURAL,
                                                DWRITE_MEASURING_MODE_NATURAL,
                                                DWRITE_GRID_FIT_MODE_DEFAULT,
                                                DWRITE_TEXT_ANTIALIAS_MODE_GRAYSCALE, 0, 0, &ga);
    printf("analysis2 grayscale: %08lx %d\n", hr, ga != NULL);
    IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(ga, DWRITE_TEXTURE_ALIASED_1x1, &box);
    printf("  1x1 not empty %d", box.right > box.left && box.bottom > box.top);
    IDWriteGlyphRunAnalysis_GetAlphaTextureBounds(ga, DWRITE_TEXTURE_CLEARTYPE_3x1, &box);
    printf(" 3x1 empty %d\n", box.right == box.left || box.bottom == box.top);
    IDWriteGlyphRunAnalysis_Release(ga);
    ga = (IDWriteGlyphRunAnalysis *)1;
    hr = IDWriteFactory2_CreateGlyphRunAnalysis(f2, &run, NULL, DWRITE_RENDERING_MODE_NATURAL,
                                                DWRITE_MEASURING_MODE_NATURAL,
                                                DWRITE_GRID_FIT_MODE_DEFAULT, 7, 0, 0, &ga);
    printf("analysis2 antialias 7: %08lx null %d\n", hr, ga == NULL);

    IDWriteFontFace2_Release(face2);
    IDWriteFontFace1_Release(face1);
    IDWriteFontFace_Release(face);
    IDWriteFont1_Release(mono1);
    IDWriteFont1_Release(font1);
    IDWriteFont_Release(mono);
    IDWriteFont_Release(font);
    IDWriteGdiInterop_Release(gdi);
    IDWriteFactory2_Release(f2);
    printf("release factory: %lu\n", IDWriteFactory_Release(f));
    return 0;
}
