/* DDEML over the WM_DDE_* protocol (docs/user.md, "DDE"): a DDEML server and client in
   one program (request, poke, execute, advise loops with DdePostAdvise and
   XTYPF_NODATA | XTYPF_ACKREQ, an asynchronous request answered by XTYP_XACT_COMPLETE,
   one abandoned, a transaction held by CBR_BLOCK until DdeEnableCallback,
   DdeSetQualityOfService, DdeImpersonateClient, the server ending the conversation and
   DdeReconnect, a wildcard connection, DdeQueryConvInfo and DdeSetUserHandle), a DDEML client talking to a raw
   WM_DDE server window, and a DDEML client in a child process asking the parent's
   DDEML server ("ddeproto.exe child"); "ddeproto.exe monitor" prints what an
   APPCLASS_MONITOR instance hears. Each line is flushed at once. */
#include <windows.h>
#include <ddeml.h>
#include <dde.h>
#include <stdio.h>
#include <string.h>

static DWORD srv, cli;
static HSZ hs_svc, hs_topic, hs_item, hs_adv, hs_adv2;
static int adv_count, xact_done, block_once = 1;
static DWORD xact_id;
static char got[64];
static HCONV server_conv;

#define P(...) do { printf(__VA_ARGS__); fflush(stdout); } while (0)

static void pump(int rounds)
{
    MSG msg;
    int i;
    for (i = 0; i < rounds; i++) {
        MsgWaitForMultipleObjects(0, NULL, FALSE, 20, QS_ALLINPUT);
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&msg);
    }
}

static HDDEDATA CALLBACK server_cb(UINT type, UINT fmt, HCONV conv, HSZ hsz1, HSZ hsz2,
                                   HDDEDATA data, ULONG_PTR d1, ULONG_PTR d2)
{
    char s[64] = "", t[64] = "";
    switch (type) {
    case XTYP_REGISTER:
        DdeQueryStringA(srv, hsz1, s, sizeof(s), CP_WINANSI);
        P("server: register %s\n", s);
        return 0;
    case XTYP_CONNECT:
        DdeQueryStringA(srv, hsz1, t, sizeof(t), CP_WINANSI);
        DdeQueryStringA(srv, hsz2, s, sizeof(s), CP_WINANSI);
        P("server: connect %s %s same=%d\n", s, t, (int)d2);
        return (HDDEDATA)TRUE;
    case XTYP_WILDCONNECT: {
        HSZPAIR pairs[2] = {{hs_svc, hs_topic}, {0, 0}};
        P("server: wildconnect service=%d topic=%d\n", hsz2 != 0, hsz1 != 0);
        return DdeCreateDataHandle(srv, (BYTE *)pairs, sizeof(pairs), 0, 0, CF_TEXT, 0);
    }
    case XTYP_CONNECT_CONFIRM:
        server_conv = conv;
        P("server: confirm\n");
        return 0;
    case XTYP_REQUEST:
        DdeQueryStringA(srv, hsz2, s, sizeof(s), CP_WINANSI);
        P("server: request %s fmt=%u\n", s, fmt);
        return DdeCreateDataHandle(srv, (BYTE *)"hello", 6, 0, hsz2, CF_TEXT, 0);
    case XTYP_POKE:
        DdeGetData(data, (BYTE *)s, sizeof(s), 0);
        P("server: poke %s\n", s);
        return (HDDEDATA)DDE_FACK;
    case XTYP_EXECUTE:
        DdeGetData(data, (BYTE *)s, sizeof(s), 0);
        if (!strcmp(s, "whoami")) {
            HANDLE tok = 0;
            BOOL imp = DdeImpersonateClient(conv);
            BOOL open = OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &tok);
            P("server: impersonate=%d thread token=%d revert=%d\n", imp, open, RevertToSelf());
            if (tok) CloseHandle(tok);
            return (HDDEDATA)DDE_FACK;
        }
        if (!strcmp(s, "block") && block_once) {
            block_once = 0;
            P("server: execute %s -> CBR_BLOCK\n", s);
            return CBR_BLOCK;
        }
        P("server: execute %s\n", s);
        return (HDDEDATA)DDE_FACK;
    case XTYP_ADVSTART:
        DdeQueryStringA(srv, hsz2, s, sizeof(s), CP_WINANSI);
        P("server: advstart %s\n", s);
        return (HDDEDATA)TRUE;
    case XTYP_ADVREQ:
        DdeQueryStringA(srv, hsz2, s, sizeof(s), CP_WINANSI);
        P("server: advreq %s\n", s);
        return DdeCreateDataHandle(srv, (BYTE *)"tick", 5, 0, hsz2, fmt, 0);
    case XTYP_ADVSTOP:
        DdeQueryStringA(srv, hsz2, s, sizeof(s), CP_WINANSI);
        P("server: advstop %s\n", s);
        return 0;
    case XTYP_DISCONNECT:
        P("server: disconnect\n");
        return 0;
    }
    return 0;
}

static HDDEDATA CALLBACK client_cb(UINT type, UINT fmt, HCONV conv, HSZ hsz1, HSZ hsz2,
                                   HDDEDATA data, ULONG_PTR d1, ULONG_PTR d2)
{
    char s[64] = "";
    switch (type) {
    case XTYP_REGISTER:
        DdeQueryStringA(cli, hsz1, s, sizeof(s), CP_WINANSI);
        P("client: register %s\n", s);
        return 0;
    case XTYP_ADVDATA:
        DdeQueryStringA(cli, hsz2, s, sizeof(s), CP_WINANSI);
        if (data) DdeGetData(data, (BYTE *)got, sizeof(got), 0); else strcpy(got, "(none)");
        P("client: advdata %s %s\n", s, got);
        adv_count++;
        return (HDDEDATA)DDE_FACK;
    case XTYP_XACT_COMPLETE:
        got[0] = 0;
        if (data && data != (HDDEDATA)TRUE) DdeGetData(data, (BYTE *)got, sizeof(got), 0);
        P("client: complete id-matches=%d status=%04x data=%s\n", d1 == xact_id,
          (unsigned)(d2 & 0xffff), got);
        xact_done++;
        return 0;
    case XTYP_DISCONNECT:
        P("client: disconnect\n");
        return 0;
    }
    return 0;
}

/* -- a raw DDE server window: "RawSvc" / "RawTopic" ----------------------------------- */
static HWND raw_client;

static LRESULT CALLBACK raw_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char s[64];
    UINT_PTR lo, hi;
    switch (m) {
    case WM_DDE_INITIATE: {
        ATOM app = GlobalFindAtomA("RawSvc");
        if (LOWORD(l) != app || !app) return 0;
        raw_client = (HWND)w;
        P("raw: initiate\n");
        SendMessageA((HWND)w, WM_DDE_ACK, (WPARAM)h,
                     MAKELPARAM(GlobalAddAtomA("RawSvc"), GlobalAddAtomA("RawTopic")));
        return 0;
    }
    case WM_DDE_REQUEST: {
        HGLOBAL g = GlobalAlloc(GMEM_MOVEABLE | GMEM_DDESHARE, sizeof(DDEDATA) + 8);
        DDEDATA *d = GlobalLock(g);
        GlobalGetAtomNameA(HIWORD(l), s, sizeof(s));
        P("raw: request %s fmt=%u\n", s, LOWORD(l));
        d->fResponse = 1; d->fRelease = 1; d->fAckReq = 0; d->cfFormat = CF_TEXT;
        strcpy((char *)d->Value, "rawdata");
        GlobalUnlock(g);
        PostMessageA((HWND)w, WM_DDE_DATA, (WPARAM)h, PackDDElParam(WM_DDE_DATA, (UINT_PTR)g, HIWORD(l)));
        return 0;
    }
    case WM_DDE_ADVISE: {
        DDEADVISE *a;
        UnpackDDElParam(m, l, &lo, &hi);
        a = GlobalLock((HGLOBAL)lo);
        GlobalGetAtomNameA(hi, s, sizeof(s));
        P("raw: advise %s deferupd=%d ackreq=%d fmt=%u\n", s, a->fDeferUpd, a->fAckReq, a->cfFormat);
        GlobalUnlock((HGLOBAL)lo);
        GlobalFree((HGLOBAL)lo);
        PostMessageA((HWND)w, WM_DDE_ACK, (WPARAM)h, ReuseDDElParam(l, m, WM_DDE_ACK, 0x8000, hi));
        return 0;
    }
    case WM_DDE_EXECUTE: {
        char *c = GlobalLock((HGLOBAL)l);
        P("raw: execute %s\n", c);
        GlobalUnlock((HGLOBAL)l);
        PostMessageA((HWND)w, WM_DDE_ACK, (WPARAM)h, PackDDElParam(WM_DDE_ACK, 0x8000, l));
        return 0;
    }
    case WM_DDE_ACK:
        UnpackDDElParam(m, l, &lo, &hi);
        GlobalGetAtomNameA(hi, s, sizeof(s));
        P("raw: ack %04x %s\n", (unsigned)lo, s);
        FreeDDElParam(m, l);
        return 0;
    case WM_DDE_TERMINATE:
        P("raw: terminate\n");
        PostMessageA((HWND)w, WM_DDE_TERMINATE, (WPARAM)h, 0);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void raw_advise_data(HWND h)
{
    HGLOBAL g = GlobalAlloc(GMEM_MOVEABLE | GMEM_DDESHARE, sizeof(DDEDATA) + 8);
    DDEDATA *d = GlobalLock(g);
    d->fResponse = 0; d->fRelease = 1; d->fAckReq = 1; d->cfFormat = CF_TEXT;
    strcpy((char *)d->Value, "pushed");
    GlobalUnlock(g);
    PostMessageA(raw_client, WM_DDE_DATA, (WPARAM)h,
                 PackDDElParam(WM_DDE_DATA, (UINT_PTR)g, GlobalAddAtomA("feed")));
}

static void conv_info(HCONV c, const char *who)
{
    CONVINFO ci;
    char s[64] = "";
    memset(&ci, 0, sizeof(ci));
    ci.cb = sizeof(ci);
    DWORD n = DdeQueryConvInfo(c, QID_SYNC, &ci);
    DdeQueryStringA(cli, ci.hszSvcPartner, s, sizeof(s), CP_WINANSI);
    P("%s: convinfo size-ok=%d status=%04x convst=%u codepage=%d service=%s user=%x hwnd=%d partner=%d\n",
      who, n == sizeof(ci), ci.wStatus & 0x7fff, ci.wConvst, ci.ConvCtxt.iCodePage, s,
      (unsigned)ci.hUser, ci.hwnd != 0, ci.hwndPartner != 0);
}

static void child(void)
{
    HSZ svc, topic, item;
    HCONV c;
    HDDEDATA d;
    DWORD res = 0;
    char s[32] = "";
    DdeInitializeA(&cli, client_cb, APPCMD_CLIENTONLY, 0);
    svc = DdeCreateStringHandleA(cli, "DdeProtoSvc", CP_WINANSI);
    topic = DdeCreateStringHandleA(cli, "Topic", CP_WINANSI);
    item = DdeCreateStringHandleA(cli, "fromchild", CP_WINANSI);
    c = DdeConnect(cli, svc, topic, NULL);
    P("child: connect=%d\n", c != 0);
    d = DdeClientTransaction(NULL, 0, c, item, CF_TEXT, XTYP_REQUEST, 2000, &res);
    if (d) DdeGetData(d, (BYTE *)s, sizeof(s), 0);
    P("child: request -> %s\n", s);
    d = DdeClientTransaction((BYTE *)"run-child", 10, c, 0, 0, XTYP_EXECUTE, 2000, &res);
    P("child: execute -> %d res=%04x\n", d != 0, (unsigned)res);
    P("child: disconnect=%d uninit=%d\n", DdeDisconnect(c), DdeUninitialize(cli));
}

/* -- a monitor ("ddeproto.exe monitor"): one line per XTYP_MONITOR notice ------------- */
static DWORD mon;

static HDDEDATA CALLBACK monitor_cb(UINT type, UINT fmt, HCONV conv, HSZ hsz1, HSZ hsz2,
                                   HDDEDATA data, ULONG_PTR d1, ULONG_PTR d2)
{
    char a[64] = "", b[64] = "", c[64] = "";
    BYTE *p;
    if (type != XTYP_MONITOR) return 0;
    p = DdeAccessData(data, NULL);
    switch (d2) {
    case MF_HSZ_INFO: {
        MONHSZSTRUCTA *h = (MONHSZSTRUCTA *)p;
        P("monitor: hsz action=%u %s cb-ok=%d\n", h->fsAction, h->str, h->cb >= sizeof(*h));
        break;
    }
    case MF_CONV: {
        MONCONVSTRUCT *m = (MONCONVSTRUCT *)p;
        DdeQueryStringA(mon, m->hszSvc, a, sizeof(a), CP_WINANSI);
        DdeQueryStringA(mon, m->hszTopic, b, sizeof(b), CP_WINANSI);
        P("monitor: conv connect=%d %s %s server-conv=%d cb=%d\n", m->fConnect, a, b,
          m->hConvServer != 0, m->cb == sizeof(*m));
        break;
    }
    case MF_LINKS: {
        MONLINKSTRUCT *m = (MONLINKSTRUCT *)p;
        DdeQueryStringA(mon, m->hszItem, c, sizeof(c), CP_WINANSI);
        P("monitor: link established=%d nodata=%d item=%s fmt=%u server=%d cb=%d\n",
          m->fEstablished, m->fNoData, c, m->wFmt, m->fServer, m->cb == sizeof(*m));
        break;
    }
    case MF_ERRORS: {
        MONERRSTRUCT *m = (MONERRSTRUCT *)p;
        P("monitor: error %x cb=%d\n", m->wLastError, m->cb == sizeof(*m));
        break;
    }
    case MF_CALLBACKS: {
        MONCBSTRUCT *m = (MONCBSTRUCT *)p;
        DdeQueryStringA(mon, m->hsz2, a, sizeof(a), CP_WINANSI);
        P("monitor: callback type=%04x %s ret=%lx cbdata=%lu cb=%d\n", m->wType, a,
          (unsigned long)m->dwRet, m->cbData, m->cb == sizeof(*m));
        break;
    }
    case MF_POSTMSGS: case MF_SENDMSGS: {
        MONMSGSTRUCT *m = (MONMSGSTRUCT *)p;
        P("monitor: %s %04x cb=%d\n", d2 == MF_POSTMSGS ? "post" : "send", m->wMsg,
          m->cb == sizeof(*m));
        break;
    }
    }
    DdeUnaccessData(data);
    return 0;
}

static void monitor(void)
{
    HCONV c;
    HSZ it;
    HDDEDATA d;
    DWORD res;
    P("monitor init=%u\n", DdeInitializeA(&mon, monitor_cb, APPCLASS_MONITOR | MF_HSZ_INFO
                                          | MF_CONV | MF_LINKS | MF_ERRORS | MF_CALLBACKS, 0));
    c = DdeConnect(mon, 0, 0, NULL);
    P("monitor connect=%d err=%x\n", c != 0, DdeGetLastError(mon));
    DdeInitializeA(&srv, server_cb, APPCLASS_STANDARD | CBF_SKIP_REGISTRATIONS, 0);
    DdeInitializeA(&cli, client_cb, APPCMD_CLIENTONLY | CBF_SKIP_REGISTRATIONS, 0);
    hs_svc = DdeCreateStringHandleA(srv, "MonSvc", CP_WINANSI);
    hs_topic = DdeCreateStringHandleA(srv, "MonTopic", CP_WINANSI);
    DdeNameService(srv, hs_svc, 0, DNS_REGISTER);
    pump(2);
    c = DdeConnect(cli, hs_svc, hs_topic, NULL);
    pump(2);
    it = DdeCreateStringHandleA(cli, "watched", CP_WINANSI);
    d = DdeClientTransaction(NULL, 0, c, it, CF_TEXT, XTYP_ADVSTART | XTYPF_NODATA, 1000, &res);
    pump(2);
    P("advstart -> %d\n", d != 0);
    d = DdeClientTransaction(NULL, 0, c, it, CF_TEXT, XTYP_ADVSTOP, 1000, &res);
    pump(2);
    d = DdeClientTransaction(NULL, 0, c, 0, CF_TEXT, XTYP_REQUEST, 1000, &res);
    pump(2);
    P("bad request -> %d\n", d != 0);
    DdeFreeStringHandle(cli, it);
    pump(2);
    DdeDisconnect(c);
    pump(2);
    DdeUninitialize(cli);
    DdeUninitialize(srv);
    pump(2);
    P("monitor uninit=%d\n", DdeUninitialize(mon));
}

int main(int argc, char **argv)
{
    HCONV c, w;
    HDDEDATA d;
    DWORD res, code;
    char s[64] = "";
    WNDCLASSA wc;
    HWND raw;
    HSZ rs, rt, ri, feed;
    STARTUPINFOA si = {sizeof(si)};
    PROCESS_INFORMATION pi;
    char cmd[MAX_PATH + 16];

    if (argc > 1 && !strcmp(argv[1], "child")) { child(); return 0; }
    if (argc > 1 && !strcmp(argv[1], "monitor")) { monitor(); return 0; }

    P("init server=%u client=%u\n", DdeInitializeA(&srv, server_cb, APPCLASS_STANDARD, 0),
      DdeInitializeA(&cli, client_cb, APPCMD_CLIENTONLY, 0));
    hs_svc = DdeCreateStringHandleA(srv, "DdeProtoSvc", CP_WINANSI);
    hs_topic = DdeCreateStringHandleA(srv, "Topic", CP_WINANSI);
    P("hsz local=%d global=%d\n", FindAtomA("DdeProtoSvc") != 0, GlobalFindAtomA("DdeProtoSvc") != 0);
    P("nameservice=%d\n", DdeNameService(srv, hs_svc, 0, DNS_REGISTER) != 0);

    c = DdeConnect(cli, hs_svc, hs_topic, NULL);
    P("connect=%d err=%x\n", c != 0, DdeGetLastError(cli));
    P("setuser=%d\n", DdeSetUserHandle(c, QID_SYNC, 0x1234));
    conv_info(c, "client");

    hs_item = DdeCreateStringHandleA(cli, "it", CP_WINANSI);
    res = 0xdead;
    d = DdeClientTransaction(NULL, 0, c, hs_item, CF_TEXT, XTYP_REQUEST, 1000, &res);
    DdeGetData(d, (BYTE *)s, sizeof(s), 0);
    P("request -> %s res=%04x\n", s, (unsigned)res);
    DdeFreeDataHandle(d);
    d = DdeClientTransaction((BYTE *)"pokedata", 9, c, hs_item, CF_TEXT, XTYP_POKE, 1000, &res);
    P("poke -> %d res=%04x\n", d != 0, (unsigned)res);
    d = DdeClientTransaction((BYTE *)"cmd", 4, c, 0, 0, XTYP_EXECUTE, 1000, &res);
    P("execute -> %d res=%04x\n", d != 0, (unsigned)res);

    /* advise loops */
    hs_adv = DdeCreateStringHandleA(cli, "adv", CP_WINANSI);
    hs_adv2 = DdeCreateStringHandleA(cli, "adv2", CP_WINANSI);
    d = DdeClientTransaction(NULL, 0, c, hs_adv, CF_TEXT, XTYP_ADVSTART, 1000, &res);
    P("advstart -> %d res=%04x\n", d != 0, (unsigned)res);
    d = DdeClientTransaction(NULL, 0, c, hs_adv2, CF_TEXT, XTYP_ADVSTART | XTYPF_NODATA | XTYPF_ACKREQ, 1000, &res);
    P("advstart nodata ackreq -> %d res=%04x\n", d != 0, (unsigned)res);
    P("postadvise=%d\n", DdePostAdvise(srv, hs_topic, hs_adv));
    pump(5);
    P("postadvise all=%d\n", DdePostAdvise(srv, 0, 0));
    pump(5);
    P("advdata count=%d\n", adv_count);
    d = DdeClientTransaction(NULL, 0, c, hs_adv, CF_TEXT, XTYP_ADVSTOP, 1000, &res);
    P("advstop -> %d res=%04x\n", d != 0, (unsigned)res);

    /* asynchronous */
    d = DdeClientTransaction(NULL, 0, c, hs_item, CF_TEXT, XTYP_REQUEST, TIMEOUT_ASYNC, &xact_id);
    P("async request -> %d id-nonzero=%d\n", d != 0, xact_id != 0);
    pump(5);
    P("completed=%d\n", xact_done);
    d = DdeClientTransaction(NULL, 0, c, hs_item, CF_TEXT, XTYP_REQUEST, TIMEOUT_ASYNC, &res);
    P("abandon=%d\n", DdeAbandonTransaction(cli, c, res));
    pump(5);
    P("completed after abandon=%d\n", xact_done);

    /* blocking */
    d = DdeClientTransaction((BYTE *)"block", 6, c, 0, 0, XTYP_EXECUTE, TIMEOUT_ASYNC, &xact_id);
    pump(5);
    P("blocked: completed=%d waiting=%d\n", xact_done, DdeEnableCallback(srv, 0, EC_QUERYWAITING));
    P("enable=%d\n", DdeEnableCallback(srv, 0, EC_ENABLEALL));
    pump(5);
    P("after enable: completed=%d\n", xact_done);

    /* quality of service, impersonation */
    {
        CONVINFO ci;
        SECURITY_QUALITY_OF_SERVICE q = {sizeof(q), SecurityImpersonation, SECURITY_STATIC_TRACKING, TRUE}, prev;
        memset(&ci, 0, sizeof(ci));
        ci.cb = sizeof(ci);
        DdeQueryConvInfo(c, QID_SYNC, &ci);
        memset(&prev, 0xcc, sizeof(prev));
        BOOL ok = DdeSetQualityOfService(ci.hwnd, &q, &prev);
        P("setqos=%d prev-length=%lu\n", ok, prev.Length);
    }
    d = DdeClientTransaction((BYTE *)"whoami", 7, c, 0, 0, XTYP_EXECUTE, 1000, &res);
    P("whoami -> %d\n", d != 0);

    /* the server ends the conversation; the client makes it again */
    P("server disconnect=%d\n", DdeDisconnect(server_conv));
    pump(3);
    c = DdeReconnect(c);
    P("reconnect=%d\n", c != 0);

    /* a wildcard connection */
    w = DdeConnect(cli, 0, 0, NULL);
    P("wildconnect=%d\n", w != 0);
    if (w) conv_info(w, "wild");
    P("disconnect wild=%d\n", DdeDisconnect(w));

    /* a raw DDE server window */
    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = raw_proc;
    wc.lpszClassName = "RawDdeServer";
    RegisterClassA(&wc);
    raw = CreateWindowA("RawDdeServer", "", WS_POPUP, 0, 0, 10, 10, 0, 0, 0, 0);
    GlobalAddAtomA("RawSvc");
    rs = DdeCreateStringHandleA(cli, "RawSvc", CP_WINANSI);
    rt = DdeCreateStringHandleA(cli, "RawTopic", CP_WINANSI);
    ri = DdeCreateStringHandleA(cli, "value", CP_WINANSI);
    feed = DdeCreateStringHandleA(cli, "feed", CP_WINANSI);
    w = DdeConnect(cli, rs, rt, NULL);
    P("raw connect=%d\n", w != 0);
    s[0] = 0;
    d = DdeClientTransaction(NULL, 0, w, ri, CF_TEXT, XTYP_REQUEST, 1000, &res);
    if (d) DdeGetData(d, (BYTE *)s, sizeof(s), 0);
    P("raw request -> %s res=%04x\n", s, (unsigned)res);
    d = DdeClientTransaction((BYTE *)"rawcmd", 7, w, 0, 0, XTYP_EXECUTE, 1000, &res);
    P("raw execute -> %d res=%04x\n", d != 0, (unsigned)res);
    d = DdeClientTransaction(NULL, 0, w, feed, CF_TEXT, XTYP_ADVSTART | XTYPF_ACKREQ, 1000, &res);
    P("raw advstart -> %d res=%04x\n", d != 0, (unsigned)res);
    adv_count = 0;
    raw_advise_data(raw);
    pump(5);
    P("raw advdata count=%d\n", adv_count);
    /* the raw server never answers a poke: the transaction times out */
    res = 0xdead;
    d = DdeClientTransaction((BYTE *)"x", 2, w, ri, CF_TEXT, XTYP_POKE, 200, &res);
    P("raw poke unanswered -> %d err=%x\n", d != 0, DdeGetLastError(cli));
    P("raw disconnect=%d\n", DdeDisconnect(w));
    pump(2);
    DestroyWindow(raw);

    /* a client in another process */
    GetModuleFileNameA(NULL, cmd, MAX_PATH);
    strcat(cmd, " child");
    if (CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
        while (MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 10000, QS_ALLINPUT) == WAIT_OBJECT_0 + 1)
            pump(1);
        GetExitCodeProcess(pi.hProcess, &code);
        P("child exit=%lu\n", code);
    }

    P("disconnect=%d\n", DdeDisconnect(c));
    pump(2);
    P("uninit client=%d server=%d\n", DdeUninitialize(cli), DdeUninitialize(srv));
    return 0;
}
