/*
 * winmm_mmio.c - test guest for WINMM's mmio family (docs/dlls.md, WINMM "Multimedia files").
 *
 * What it does (one line per step, printf):
 *   writes C:\mmiotest.wav with mmioCreateChunk/mmioWrite/mmioAscend (RIFF WAVE with a
 *   "fmt " chunk, an odd-sized LIST/INFO chunk and a "data" chunk), reads it back with
 *   mmioDescend (FINDRIFF, FINDCHUNK, FINDLIST, a plain descend) and mmioAscend, reads
 *   the samples, seeks (SEEK_END only with 0: Wine 8 subtracts the offset there, Windows
 *   adds it as _llseek does); opens it buffered (MMIO_ALLOCBUF) and walks it with mmioGetInfo /
 *   mmioAdvance / mmioSetInfo; reads a RIFF image as a memory file (FOURCC_MEM; writing
 *   past a memory file's end is not asked: Wine 8 wraps around or loses the position);
 *   writes a RIFF file through a 16-byte buffer (mmioWrite, direct writes with
 *   mmioGetInfo / mmioAdvance(MMIO_WRITE) / mmioSetInfo) and prints its bytes;
 *   mmioStringToFOURCC; MMIO_EXIST, MMIO_PARSE, MMIO_DELETE; the errors of a missing
 *   file, a bad handle and a chunk that is not there.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>
#include <string.h>

static void fcc(const char *what, FOURCC f)
{
    printf("%s=%c%c%c%c\n", what, (char)(f & 0xff), (char)((f >> 8) & 0xff),
           (char)((f >> 16) & 0xff), (char)(f >> 24));
}

static void ck(const char *what, MMRESULT r, const MMCKINFO *c)
{
    printf("%s=%u ckid=%c%c%c%c size=%lu type=%08lx off=%lu flags=%lx\n", what, r,
           (char)(c->ckid & 0xff), (char)((c->ckid >> 8) & 0xff),
           (char)((c->ckid >> 16) & 0xff), (char)(c->ckid >> 24), c->cksize, c->fccType,
           c->dwDataOffset, c->dwFlags);
}

static void write_file(void)
{
    HMMIO h;
    MMCKINFO riff, chunk, list;
    WAVEFORMATEX wf;
    BYTE samples[100];
    MMRESULT r;
    int i;

    h = mmioOpenA("C:\\mmiotest.wav", NULL, MMIO_CREATE | MMIO_WRITE);
    printf("open create=%d\n", h != NULL);
    memset(&riff, 0, sizeof(riff));
    riff.fccType = mmioFOURCC('W', 'A', 'V', 'E');
    r = mmioCreateChunk(h, &riff, MMIO_CREATERIFF);
    ck("create riff", r, &riff);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('f', 'm', 't', ' ');
    chunk.cksize = 16;
    r = mmioCreateChunk(h, &chunk, 0);
    ck("create fmt", r, &chunk);
    wf.wFormatTag = WAVE_FORMAT_PCM;
    wf.nChannels = 1;
    wf.nSamplesPerSec = 8000;
    wf.nAvgBytesPerSec = 8000;
    wf.nBlockAlign = 1;
    wf.wBitsPerSample = 8;
    printf("write fmt=%ld\n", mmioWrite(h, (HPSTR)&wf, 16));
    r = mmioAscend(h, &chunk, 0);
    ck("ascend fmt", r, &chunk);
    memset(&list, 0, sizeof(list));
    list.fccType = mmioFOURCC('I', 'N', 'F', 'O');
    r = mmioCreateChunk(h, &list, MMIO_CREATELIST);
    ck("create list", r, &list);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('I', 'N', 'A', 'M');
    mmioCreateChunk(h, &chunk, 0);
    printf("write name=%ld\n", mmioWrite(h, "odd", 3));
    r = mmioAscend(h, &chunk, 0);
    ck("ascend name", r, &chunk);
    printf("pos after odd=%ld\n", mmioSeek(h, 0, SEEK_CUR));
    r = mmioAscend(h, &list, 0);
    ck("ascend list", r, &list);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('d', 'a', 't', 'a');
    mmioCreateChunk(h, &chunk, 0);
    for (i = 0; i < 100; i++)
        samples[i] = (BYTE)(i * 3);
    printf("write data=%ld\n", mmioWrite(h, (HPSTR)samples, 100));
    r = mmioAscend(h, &chunk, 0);
    ck("ascend data", r, &chunk);
    r = mmioAscend(h, &riff, 0);
    ck("ascend riff", r, &riff);
    printf("read on write-only=%ld\n", mmioRead(h, (HPSTR)samples, 4));
    printf("close=%u\n", mmioClose(h, 0));
}

static void read_file(void)
{
    HMMIO h;
    MMCKINFO riff, chunk, list, sub;
    BYTE buf[200];
    MMRESULT r;
    LONG n;
    int i, sum;

    h = mmioOpenW(L"C:\\mmiotest.wav", NULL, MMIO_READ);
    printf("openW read=%d\n", h != NULL);
    memset(&riff, 0, sizeof(riff));
    riff.fccType = mmioFOURCC('W', 'A', 'V', 'E');
    r = mmioDescend(h, &riff, NULL, MMIO_FINDRIFF);
    ck("descend riff", r, &riff);
    printf("pos=%ld\n", mmioSeek(h, 0, SEEK_CUR));
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('d', 'a', 't', 'a');
    r = mmioDescend(h, &chunk, &riff, MMIO_FINDCHUNK);
    ck("find data", r, &chunk);
    n = mmioRead(h, (HPSTR)buf, sizeof(buf));
    for (i = 0, sum = 0; i < n; i++)
        sum += buf[i];
    printf("read data=%ld sum=%d first=%d last=%d\n", n, sum, buf[0], buf[n - 1]);
    printf("read at end=%ld\n", mmioRead(h, (HPSTR)buf, 4));
    r = mmioAscend(h, &chunk, 0);
    ck("ascend data", r, &chunk);
    printf("pos=%ld\n", mmioSeek(h, 0, SEEK_CUR));
    printf("seek 12=%ld\n", mmioSeek(h, 12, SEEK_SET));
    memset(&sub, 0, sizeof(sub));
    r = mmioDescend(h, &sub, &riff, 0);
    ck("plain descend", r, &sub);
    r = mmioAscend(h, &sub, 0);
    ck("plain ascend", r, &sub);
    memset(&list, 0, sizeof(list));
    list.fccType = mmioFOURCC('I', 'N', 'F', 'O');
    r = mmioDescend(h, &list, &riff, MMIO_FINDLIST);
    ck("find list", r, &list);
    memset(&sub, 0, sizeof(sub));
    r = mmioDescend(h, &sub, &list, 0);
    ck("descend in list", r, &sub);
    n = mmioRead(h, (HPSTR)buf, sub.cksize);
    buf[n] = 0;
    printf("name=%ld %s\n", n, buf);
    mmioAscend(h, &sub, 0);
    printf("pos after name=%ld\n", mmioSeek(h, 0, SEEK_CUR));
    mmioSeek(h, 12, SEEK_SET);
    memset(&sub, 0, sizeof(sub));
    sub.ckid = mmioFOURCC('n', 'o', 'n', 'e');
    r = mmioDescend(h, &sub, &riff, MMIO_FINDCHUNK);
    printf("find none=%u pos=%ld\n", r, mmioSeek(h, 0, SEEK_CUR));
    mmioSeek(h, 0, SEEK_SET);
    memset(&sub, 0, sizeof(sub));
    sub.fccType = mmioFOURCC('A', 'V', 'I', ' ');
    r = mmioDescend(h, &sub, NULL, MMIO_FINDRIFF);
    printf("find AVI=%u\n", r);
    printf("seek end=%ld\n", mmioSeek(h, 0, SEEK_END));
    printf("seek -1=%ld\n", mmioSeek(h, -1, SEEK_SET));
    printf("seek cur -8=%ld\n", mmioSeek(h, -8, SEEK_CUR));
    printf("write on read-only=%ld\n", mmioWrite(h, (HPSTR)buf, 4));
    printf("advance unbuffered=%u\n", mmioAdvance(h, NULL, MMIO_READ));
    printf("flush=%u\n", mmioFlush(h, 0));
    printf("close=%u\n", mmioClose(h, 0));
}

static void buffered(void)
{
    MMIOINFO info;
    HMMIO h;
    MMCKINFO riff, chunk;
    MMRESULT r;
    int count = 0, sum = 0, rounds = 0;

    memset(&info, 0, sizeof(info));
    info.cchBuffer = 16;
    h = mmioOpenA("C:\\mmiotest.wav", &info, MMIO_READ | MMIO_ALLOCBUF);
    printf("open buffered=%d err=%u cch=%ld\n", h != NULL, info.wErrorRet, info.cchBuffer);
    memset(&riff, 0, sizeof(riff));
    mmioDescend(h, &riff, NULL, 0);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('d', 'a', 't', 'a');
    r = mmioDescend(h, &chunk, &riff, MMIO_FINDCHUNK);
    ck("buffered find data", r, &chunk);
    r = mmioGetInfo(h, &info, 0);
    printf("getinfo=%u flags=%lx fcc=%08lx cch=%ld next=%d endread=%d endwrite=%d "
           "bufoff=%ld\n", r, info.dwFlags, info.fccIOProc, info.cchBuffer,
           (int)(info.pchNext - info.pchBuffer), (int)(info.pchEndRead - info.pchBuffer),
           (int)(info.pchEndWrite - info.pchBuffer), info.lBufOffset);
    while (count < (int)chunk.cksize && rounds < 50) {
        if (info.pchNext == info.pchEndRead) {
            r = mmioAdvance(h, &info, MMIO_READ);
            rounds++;
            if (r || info.pchNext == info.pchEndRead) {
                printf("advance stop=%u\n", r);
                break;
            }
        }
        sum += (BYTE)*info.pchNext++;
        count++;
    }
    printf("buffered bytes=%d sum=%d advances=%d bufoff=%ld\n", count, sum, rounds,
           info.lBufOffset);
    r = mmioSetInfo(h, &info, 0);
    printf("setinfo=%u pos=%ld\n", r, mmioSeek(h, 0, SEEK_CUR));
    r = mmioAdvance(h, &info, MMIO_READ);
    printf("advance at end=%u avail=%d\n", r, (int)(info.pchEndRead - info.pchNext));
    printf("close=%u\n", mmioClose(h, 0));
}

static void memory(void)
{
    static char image[64];
    MMIOINFO info;
    HMMIO h;
    MMCKINFO riff, chunk;
    char buf[16];
    MMRESULT r;
    DWORD v;
    LONG n;

    memcpy(image, "RIFF", 4);
    v = 28;
    memcpy(image + 4, &v, 4);
    memcpy(image + 8, "TEST", 4);
    memcpy(image + 12, "abcd", 4);
    v = 5;
    memcpy(image + 16, &v, 4);
    memcpy(image + 20, "hello", 5);
    image[25] = 0;
    memcpy(image + 26, "efgh", 4);
    v = 2;
    memcpy(image + 30, &v, 4);
    memcpy(image + 34, "xy", 2);
    memset(&info, 0, sizeof(info));
    info.fccIOProc = FOURCC_MEM;
    info.pchBuffer = image;
    info.cchBuffer = 36;
    h = mmioOpenA(NULL, &info, MMIO_READ);
    printf("open mem=%d err=%u\n", h != NULL, info.wErrorRet);
    memset(&riff, 0, sizeof(riff));
    r = mmioDescend(h, &riff, NULL, 0);
    ck("mem riff", r, &riff);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('e', 'f', 'g', 'h');
    r = mmioDescend(h, &chunk, &riff, MMIO_FINDCHUNK);
    ck("mem find efgh", r, &chunk);
    n = mmioRead(h, buf, 10);
    buf[n] = 0;
    printf("mem read=%ld %s\n", n, buf);
    printf("mem seek end=%ld past=%ld\n", mmioSeek(h, 0, SEEK_END), mmioSeek(h, 40, SEEK_SET));
    r = mmioGetInfo(h, &info, 0);
    printf("mem getinfo=%u fcc=%08lx cch=%ld buf=%d next=%d endread=%d endwrite=%d\n", r,
           info.fccIOProc, info.cchBuffer, info.pchBuffer == image,
           (int)(info.pchNext - info.pchBuffer), (int)(info.pchEndRead - info.pchBuffer),
           (int)(info.pchEndWrite - info.pchBuffer));
    printf("mem close=%u\n", mmioClose(h, 0));

}

/* Writes a RIFF file through a 16-byte I/O buffer: chunks, mmioWrite, direct writes into
 * the buffer with mmioGetInfo / mmioAdvance(MMIO_WRITE) / mmioSetInfo, then prints the
 * file's bytes. */
static void buffered_write(void)
{
    MMIOINFO info;
    HMMIO h;
    MMCKINFO riff, chunk;
    HANDLE f;
    BYTE bytes[256];
    DWORD n = 0, i;
    int k;

    memset(&info, 0, sizeof(info));
    info.cchBuffer = 16;
    h = mmioOpenA("C:\\bufw.bin", &info, MMIO_CREATE | MMIO_WRITE | MMIO_ALLOCBUF);
    printf("open buffered write=%d\n", h != NULL);
    memset(&riff, 0, sizeof(riff));
    riff.fccType = mmioFOURCC('T', 'E', 'S', 'T');
    mmioCreateChunk(h, &riff, MMIO_CREATERIFF);
    memset(&chunk, 0, sizeof(chunk));
    chunk.ckid = mmioFOURCC('a', 'b', 'c', 'd');
    mmioCreateChunk(h, &chunk, 0);
    printf("write=%ld\n", mmioWrite(h, "0123456789ABCDEFGHIJ", 20));
    mmioGetInfo(h, &info, 0);
    printf("getinfo next=%d endwrite=%d bufoff=%ld\n", (int)(info.pchNext - info.pchBuffer),
           (int)(info.pchEndWrite - info.pchBuffer), info.lBufOffset);
    for (k = 0; k < 40; k++) {
        if (info.pchNext == info.pchEndWrite) {
            info.dwFlags |= MMIO_DIRTY;
            printf("advance=%u", mmioAdvance(h, &info, MMIO_WRITE));
            printf(" bufoff=%ld next=%d\n", info.lBufOffset,
                   (int)(info.pchNext - info.pchBuffer));
        }
        *info.pchNext++ = (char)('a' + k % 26);
    }
    info.dwFlags |= MMIO_DIRTY;
    printf("setinfo=%u\n", mmioSetInfo(h, &info, 0));
    printf("ascend chunk=%u", mmioAscend(h, &chunk, 0));
    printf(" size=%lu\n", chunk.cksize);
    printf("ascend riff=%u", mmioAscend(h, &riff, 0));
    printf(" size=%lu\n", riff.cksize);
    printf("flush=%u close=%u\n", mmioFlush(h, 0), mmioClose(h, 0));
    f = CreateFileA("C:\\bufw.bin", GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
    ReadFile(f, bytes, sizeof(bytes), &n, NULL);
    CloseHandle(f);
    printf("file size=%lu:", n);
    for (i = 0; i < n; i++)
        printf("%s%02x", i % 16 ? "" : " ", bytes[i]);
    printf("\n");
    DeleteFileA("C:\\bufw.bin");
}

static void misc(void)
{
    MMIOINFO info;
    HMMIO h;
    char name[128];

    fcc("fourcc(abc)", mmioStringToFOURCCA("abc", 0));
    fcc("fourcc(wave,upper)", mmioStringToFOURCCA("wave", MMIO_TOUPPER));
    fcc("fourcc(toolong)", mmioStringToFOURCCA("toolong", 0));
    fcc("fourcc()", mmioStringToFOURCCA("", 0));
    fcc("fourccW(riff,upper)", mmioStringToFOURCCW(L"riff", MMIO_TOUPPER));
    memset(&info, 0, sizeof(info));
    h = mmioOpenA("C:\\nosuch.wav", &info, MMIO_READ);
    printf("open missing=%d err=%u\n", h != NULL, info.wErrorRet);
    memset(&info, 0, sizeof(info));
    h = mmioOpenA("C:\\nodir\\x.wav", &info, MMIO_READ);
    printf("open missing dir=%d err=%u\n", h != NULL, info.wErrorRet);
    /* MMIO_EXIST and MMIO_PARSE write the fully qualified name back into the buffer. */
    strcpy(name, "C:/./mmiotest.wav");
    printf("exist=%d", mmioOpenA(name, NULL, MMIO_EXIST) != NULL);
    printf(" %s\n", name);
    strcpy(name, "C:\\nosuch.wav");
    printf("exist missing=%d\n", mmioOpenA(name, NULL, MMIO_EXIST) != NULL);
    strcpy(name, "C:/./mmiotest.wav");
    h = mmioOpenA(name, NULL, MMIO_PARSE);
    printf("parse=%d %s\n", h != NULL, name);
    strcpy(name, "C:\\mmiotest.wav");
    printf("delete=%d\n", mmioOpenA(name, NULL, MMIO_DELETE) != NULL);
    printf("exist after delete=%d\n", mmioOpenA(name, NULL, MMIO_EXIST) != NULL);
    printf("delete again=%d\n", mmioOpenA(name, NULL, MMIO_DELETE) != NULL);
    printf("close bad=%u read bad=%ld seek bad=%ld\n", mmioClose((HMMIO)0x1234, 0),
           mmioRead((HMMIO)0x1234, name, 4), mmioSeek((HMMIO)0x1234, 0, SEEK_SET));
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    write_file();
    read_file();
    buffered();
    memory();
    buffered_write();
    misc();
    fflush(stdout);
    return 0;
}
