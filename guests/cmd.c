/* cmd.exe: wineagent's own command interpreter (a console program on every guest drive as
 * C:\WINDOWS\SYSTEM32\cmd.exe; docs/files-registry.md "The command interpreter").
 *
 * What Windows documents in `cmd /?` and `help`, in one file:
 *   switches  /c /k /s /q /v:on /d /a /u /e /f /t (the last six are read and ignored: they
 *             choose features this interpreter has fixed), the /c quote-stripping rule;
 *   parsing   & && || | ( ) and ^, redirections > >> < n> n>> n>&m, NUL; %VAR% with
 *             :~start,len and :old=new, %ERRORLEVEL% %CD% %DATE% %TIME% %RANDOM%,
 *             !VAR! (SETLOCAL ENABLEDELAYEDEXPANSION, /V:ON);
 *             batch files with %0-%9 %* %~[fdpnx]N, labels, goto, call, shift;
 *   commands  echo set(/a /p) cd/chdir dir type copy (a+b, /a /b) del/erase md/mkdir
 *             rd/rmdir ren/rename (wildcard masks) move exit ver cls pushd popd rem pause
 *             title if goto call shift setlocal endlocal path prompt date time vol color
 *             for (/d /r /l /f, %~ modifiers) start (title /wait /b /d /min /max; a
 *             document through ShellExecuteEx) assoc ftype verify break mklink (/d /h);
 *   and external programs found through PATH and PATHEXT.
 * The internal commands it does not have (dpath, keys, mklink /j) say so and set
 * ERRORLEVEL 1.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <ctype.h>

#define MAXLINE 8192
/* what a command answers that succeeded and leaves ERRORLEVEL as it was (echo, set...) */
#define KEEP (-100000)

static HANDLE hin, hout, herr;
static int errorlevel;
static int echo_on = 1;
static int interactive;           /* reading commands from the console/stdin (/k, no /c) */
static int delayed;               /* !VAR! expansion (SETLOCAL ENABLEDELAYEDEXPANSION, /V:ON) */

/* ---------------------------------------------------------------- output --------- */
static void put(HANDLE h, const char *s, int n)
{
    DWORD done;
    if (n < 0) n = (int)strlen(s);
    if (n) WriteFile(h, s, n, &done, NULL);
}

static void vout(HANDLE h, const char *fmt, va_list ap)
{
    char buf[MAXLINE * 2];
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    if (n < 0 || n >= (int)sizeof buf) n = (int)strlen(buf);
    put(h, buf, n);
}

static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vout(hout, fmt, ap);
    va_end(ap);
}

static void err(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vout(herr, fmt, ap);
    va_end(ap);
}

/* ---------------------------------------------------------------- strings -------- */
static char *xstrdup(const char *s)
{
    char *p = malloc(strlen(s) + 1);
    strcpy(p, s);
    return p;
}

static char *skipws(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    return s;
}

static void rtrim(char *s)
{
    int n = (int)strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '\n'))
        s[--n] = 0;
}

static void unquote(char *s)
{
    char *d = s;
    for (; *s; s++)
        if (*s != '"') *d++ = *s;
    *d = 0;
}

/* the next argument of a command's text (quotes kept, separators space, tab, comma,
 * semicolon, '='), NULL at the end */
static char *next_arg(char **pp, char *buf)
{
    char *p = *pp, *d = buf;
    int q = 0;
    while (*p == ' ' || *p == '\t' || *p == ',' || *p == ';' || *p == '=') p++;
    if (!*p) { *pp = p; return NULL; }
    while (*p && (q || !(*p == ' ' || *p == '\t' || *p == ',' || *p == ';' || *p == '='))) {
        if (*p == '"') q = !q;
        *d++ = *p++;
    }
    *d = 0;
    *pp = p;
    return buf;
}

/* the next word split at whitespace only (for paths and switches) */
static char *next_word(char **pp, char *buf)
{
    char *p = skipws(*pp), *d = buf;
    int q = 0;
    if (!*p) { *pp = p; return NULL; }
    while (*p && (q || (*p != ' ' && *p != '\t'))) {
        if (*p == '"') q = !q;
        *d++ = *p++;
    }
    *d = 0;
    *pp = p;
    return buf;
}

static void commas(char *buf, ULONGLONG v)
{
    char t[40];
    int n, i, j = 0;
    { int k = 39; t[k] = 0; do { t[--k] = (char)('0' + v % 10); v /= 10; } while (v); memmove(t, t + k, 40 - k); }
    n = (int)strlen(t);
    for (i = 0; i < n; i++) {
        if (i && (n - i) % 3 == 0) buf[j++] = ',';
        buf[j++] = t[i];
    }
    buf[j] = 0;
}

static int has_wild(const char *s)
{
    return strchr(s, '*') || strchr(s, '?');
}

/* ---------------------------------------------------------------- environment ---- */
static char *getvar(const char *name, char *buf, int size)
{
    DWORD n = GetEnvironmentVariableA(name, buf, size);
    if (n && n < (DWORD)size) return buf;
    if (n == 0 && GetLastError() != ERROR_ENVVAR_NOT_FOUND) { buf[0] = 0; return buf; }
    if (!_stricmp(name, "CD")) { GetCurrentDirectoryA(size, buf); return buf; }
    if (!_stricmp(name, "ERRORLEVEL")) { sprintf(buf, "%d", errorlevel); return buf; }
    if (!_stricmp(name, "RANDOM")) { sprintf(buf, "%d", rand() % 32768); return buf; }
    if (!_stricmp(name, "DATE") || !_stricmp(name, "TIME")) {
        static const char *days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
        SYSTEMTIME t;
        GetLocalTime(&t);
        if (toupper(name[0]) == 'D')
            sprintf(buf, "%s %02d/%02d/%04d", days[t.wDayOfWeek], t.wMonth, t.wDay, t.wYear);
        else
            sprintf(buf, "%2d:%02d:%02d.%02d", t.wHour, t.wMinute, t.wSecond, t.wMilliseconds / 10);
        return buf;
    }
    if (!_stricmp(name, "CMDCMDLINE")) {
        snprintf(buf, size, "%s", GetCommandLineA());
        return buf;
    }
    return NULL;
}

/* setlocal: a saved copy of the environment block and the current folder */
struct saved_env { char *block; char cwd[MAX_PATH]; int delayed; struct saved_env *prev; };
static struct saved_env *env_stack;
static int env_depth;

static void do_setlocal(void)
{
    struct saved_env *s = calloc(1, sizeof *s);
    char *b = GetEnvironmentStringsA(), *p = b;
    int n;
    while (*p) p += strlen(p) + 1;
    n = (int)(p - b) + 1;
    s->block = malloc(n);
    memcpy(s->block, b, n);
    FreeEnvironmentStringsA(b);
    GetCurrentDirectoryA(MAX_PATH, s->cwd);
    s->delayed = delayed;
    s->prev = env_stack;
    env_stack = s;
    env_depth++;
}

static void do_endlocal(void)
{
    struct saved_env *s = env_stack;
    char *b, *p, name[MAXLINE];
    if (!s) return;
    env_stack = s->prev;
    env_depth--;
    /* remove every variable, then set the saved ones again */
    b = GetEnvironmentStringsA();
    for (p = b; *p; p += strlen(p) + 1) {
        char *eq = strchr(p + 1, '=');
        if (!eq || *p == '=') continue;
        memcpy(name, p, eq - p);
        name[eq - p] = 0;
        SetEnvironmentVariableA(name, NULL);
    }
    FreeEnvironmentStringsA(b);
    for (p = s->block; *p; p += strlen(p) + 1) {
        char *eq = strchr(p + 1, '=');
        if (!eq || *p == '=') continue;
        memcpy(name, p, eq - p);
        name[eq - p] = 0;
        SetEnvironmentVariableA(name, eq + 1);
    }
    SetCurrentDirectoryA(s->cwd);
    delayed = s->delayed;
    free(s->block);
    free(s);
}

/* ---------------------------------------------------------------- batch contexts - */
struct batch {
    char **lines;
    int nlines, pos;
    char *args[64];
    int nargs, shift;
    char path[MAX_PATH];         /* the file's full path */
    char *rawargs;               /* %*: the arguments as written (SHIFT leaves it)*/
    int env_depth;               /* setlocal depth when it started */
    int done;
    int jumped;                  /* a goto ran: the rest of the line and its loops end */
    struct batch *prev;
};
static struct batch *bctx;
#define STOPPED (bctx && (bctx->done || bctx->jumped))

static const char *batch_arg(int n)
{
    n += bctx->shift;
    return n < bctx->nargs ? bctx->args[n] : "";
}

/* %~[fdpnxs]N: parts of an argument's path */
static void arg_modifiers(const char *mods, int n, const char *value, char *dst)
{
    char v[MAXLINE], full[MAX_PATH], *file;
    const char *m;
    int any = 0;
    strcpy(v, value);
    unquote(v);
    dst[0] = 0;
    for (m = mods; *m; m++)
        if (strchr("fdpnx", tolower(*m))) any = 1;
    if (!any) { strcpy(dst, v); return; }
    if (n == 0 && bctx) strcpy(full, bctx->path);
    else if (!GetFullPathNameA(v, MAX_PATH, full, &file)) strcpy(full, v);
    {
        char drive[8] = "", dir[MAX_PATH] = "", name[MAX_PATH] = "", ext[MAX_PATH] = "";
        _splitpath(full, drive, dir, name, ext);
        if (strchr(mods, 'f') || strchr(mods, 'F')) {
            if (!strpbrk(mods, "dpnxDPNX")) { strcpy(dst, full); return; }
        }
        if (strpbrk(mods, "fF")) { strcat(dst, full); return; }
        if (strpbrk(mods, "dD")) strcat(dst, drive);
        if (strpbrk(mods, "pP")) strcat(dst, dir);
        if (strpbrk(mods, "nN")) strcat(dst, name);
        if (strpbrk(mods, "xX")) strcat(dst, ext);
    }
}

/* ---------------------------------------------------------------- expansion ------ */
/* a variable's value with its :~a,b or :old=new modifier ("NAME:mods" in ``name``,
 * which is changed); 0 when it is not defined */
static int var_value(char *name, char *val)
{
    char *colon = strchr(name, ':');
    if (colon) *colon = 0;
    if (!getvar(name, val, MAXLINE)) {
        if (colon) *colon = ':';
        return 0;
    }
    if (colon) {
        char *spec = colon + 1;
        if (*spec == '~') {
            int len = (int)strlen(val), a = atoi(spec + 1), b = len;
            char *comma = strchr(spec, ',');
            if (a < 0) a += len;
            if (a < 0) a = 0;
            if (a > len) a = len;
            if (comma) {
                b = atoi(comma + 1);
                b = b < 0 ? len + b - a : b;
            } else b = len - a;
            if (b < 0) b = 0;
            if (a + b > len) b = len - a;
            memmove(val, val + a, b);
            val[b] = 0;
        } else if (strchr(spec, '=')) {
            char *eq = strchr(spec, '='), res[MAXLINE], *r = res, *p = val;
            int ol;
            *eq = 0;
            ol = (int)strlen(spec);
            if (ol) {
                while (*p) {
                    if (!_strnicmp(p, spec, ol)) {
                        r += sprintf(r, "%s", eq + 1);
                        p += ol;
                    } else *r++ = *p++;
                }
                *r = 0;
                strcpy(val, res);
            }
        }
    }
    return 1;
}

/* !VAR! of delayed expansion (SETLOCAL ENABLEDELAYEDEXPANSION, /V:ON), when a command
 * runs: an undefined one is empty in a batch file and stays as written elsewhere */

static void expand_delayed(const char *src, char *dst, int in_batch)
{
    char *d = dst, *end = dst + MAXLINE - 1, name[MAXLINE], val[MAXLINE];
    const char *s = src;
    while (*s && d < end) {
        const char *close;
        int n;
        if (*s != '!' || !(close = strchr(s + 1, '!')) || close == s + 1) {
            if (*s == '!' && in_batch) { s++; continue; }
            *d++ = *s++;
            continue;
        }
        n = (int)(close - s - 1);
        memcpy(name, s + 1, n);
        name[n] = 0;
        if (var_value(name, val)) d += snprintf(d, end - d, "%s", val);
        else if (!in_batch) d += snprintf(d, end - d, "!%s!", name);
        s = close + 1;
    }
    *d = 0;
}

/* %VAR%, %VAR:~a,b%, %VAR:x=y%, and in a batch file %0-%9, %*, %~...N and %% */
static void expand(const char *src, char *dst, int in_batch)
{
    char *d = dst, *end = dst + MAXLINE - 1;
    const char *s = src;
    char val[MAXLINE], name[MAXLINE];
    while (*s && d < end) {
        if (*s != '%') { *d++ = *s++; continue; }
        if (in_batch && bctx) {
            if (s[1] == '%') { *d++ = '%'; s += 2; continue; }
            if (isdigit((unsigned char)s[1])) {
                const char *a = batch_arg(s[1] - '0');
                d += snprintf(d, end - d, "%s", a);
                s += 2;
                continue;
            }
            if (s[1] == '*') {
                d += snprintf(d, end - d, "%s", bctx->rawargs);
                s += 2;
                continue;
            }
            if (s[1] == '~') {
                const char *m = s + 2;
                char mods[32];
                int k = 0;
                while (isalpha((unsigned char)*m) && k < 30) mods[k++] = *m++;
                mods[k] = 0;
                if (isdigit((unsigned char)*m)) {
                    arg_modifiers(mods, *m - '0', batch_arg(*m - '0'), val);
                    d += snprintf(d, end - d, "%s", val);
                    s = m + 1;
                    continue;
                }
            }
        }
        {
            const char *close = strchr(s + 1, '%');
            int n;
            if (!close || close == s + 1) {
                if (in_batch) { s++; continue; }       /* a lone % vanishes in a batch file */
                *d++ = *s++;
                continue;
            }
            n = (int)(close - s - 1);
            memcpy(name, s + 1, n);
            name[n] = 0;
            if (!var_value(name, val)) {
                if (in_batch) { s = close + 1; continue; }
                /* on the command line an undefined variable stays as it is */
                d += snprintf(d, end - d, "%%%s%%", name);
                s = close + 1;
                continue;
            }
            d += snprintf(d, end - d, "%s", val);
            s = close + 1;
        }
    }
    *d = 0;
}

/* ---------------------------------------------------------------- parse tree ----- */
enum { N_CMD, N_BLOCK, N_SEQ, N_AND, N_OR, N_PIPE, N_IF, N_FOR };
struct redir { int fd; int mode; char target[MAX_PATH]; int dupfd; struct redir *next; };
/* mode: 0 '<', 1 '>', 2 '>>', 3 '>&' */
struct node {
    int type;
    char *text;                  /* N_CMD: the command with redirections taken out */
    char *src;                   /* the source text (for a pipe's cmd /c) */
    int quiet;                   /* '@' */
    struct redir *redirs;
    struct node *a, *b;          /* operands; N_BLOCK: a; N_IF: a then, b else */
    int neg, icase, cond;        /* N_IF */
    char *x, *y, *op;            /* N_FOR: x the set, y the /r path or /f options, op the variable */
    int fmode;                   /* N_FOR: 0, 'd', 'r', 'l', 'f' ('d' with /r: fdirs) */
    int fdirs;
};

static const char *ps;           /* the parser's position */
static int pdepth;               /* open parentheses */
static int pincomplete;          /* ran out of text inside a block */

static struct node *parse_seq(void);
static struct node *parse_andor(void);
static struct node *parse_body(void);

static struct node *newnode(int type)
{
    struct node *n = calloc(1, sizeof *n);
    n->type = type;
    return n;
}

static void pskip(void)
{
    while (*ps == ' ' || *ps == '\t' || (pdepth && (*ps == '\n' || *ps == '\r'))) ps++;
}

/* a redirection at ps (after any fd digit): appends to *list */
static int parse_redir(struct redir **list, int fd)
{
    struct redir *r = calloc(1, sizeof *r), **t;
    char *d = r->target;
    int q = 0;
    r->fd = fd;
    if (*ps == '<') { r->mode = 0; ps++; if (fd < 0) r->fd = 0; }
    else {
        ps++;
        if (*ps == '>') { r->mode = 2; ps++; } else r->mode = 1;
        if (fd < 0) r->fd = 1;
    }
    if (*ps == '&' && isdigit((unsigned char)ps[1])) {
        r->mode = 3;
        r->dupfd = ps[1] - '0';
        ps += 2;
    } else {
        while (*ps == ' ' || *ps == '\t') ps++;
        while (*ps && (q || !strchr(" \t&|<>()\n", *ps) || (*ps == ')' && !pdepth))) {
            if (*ps == '"') { q = !q; ps++; continue; }
            if (*ps == '^' && ps[1] && !q) ps++;
            *d++ = *ps++;
        }
        *d = 0;
    }
    for (t = list; *t; t = &(*t)->next) {}
    *t = r;
    return 0;
}

static struct node *parse_simple(void)
{
    struct node *n = newnode(N_CMD);
    char buf[MAXLINE], *d = buf;
    const char *start = ps;
    int q = 0;
    pskip();
    while (*ps == '@') { n->quiet = 1; ps++; pskip(); }
    start = ps;
    /* rem: the rest of the line is its text */
    if (!_strnicmp(ps, "rem", 3) && (!ps[3] || strchr(" \t/", ps[3]))) {
        const char *e = ps;
        while (*e && *e != '\n') e++;
        memcpy(buf, ps, e - ps);
        buf[e - ps] = 0;
        ps = e;
        n->text = xstrdup(buf);
        n->src = xstrdup(buf);
        return n;
    }
    while (*ps) {
        char c = *ps;
        if (!q) {
            if (c == '^' && ps[1]) { ps++; *d++ = *ps++; continue; }
            if (c == '&' || c == '|' || c == '\n') break;
            if (c == ')' && pdepth) break;
            if (c == '<' || c == '>') { parse_redir(&n->redirs, -1); continue; }
            if (isdigit((unsigned char)c) && (ps[1] == '>' || ps[1] == '<') &&
                (ps == start || ps[-1] == ' ' || ps[-1] == '\t')) {
                ps++;
                parse_redir(&n->redirs, c - '0');
                continue;
            }
        }
        if (c == '"') q = !q;
        *d++ = *ps++;
    }
    *d = 0;
    n->text = xstrdup(buf);
    {
        int len = (int)(ps - start);
        n->src = malloc(len + 1);
        memcpy(n->src, start, len);
        n->src[len] = 0;
    }
    return n;
}

/* one IF operand: a word, quotes kept; stops before "==" */
static void if_word(char *buf)
{
    int q = 0;
    char *d = buf;
    pskip();
    while (*ps && (q || (*ps != ' ' && *ps != '\t' && *ps != '\n'))) {
        if (!q && ps[0] == '=' && ps[1] == '=') break;
        if (*ps == '"') q = !q;
        *d++ = *ps++;
    }
    *d = 0;
}

static int word_is(const char *w)
{
    int n = (int)strlen(w);
    return !_strnicmp(ps, w, n) && (ps[n] == ' ' || ps[n] == '\t');
}

static struct node *parse_command(void);

static struct node *parse_if(void)
{
    struct node *n = newnode(N_IF);
    char w[MAXLINE];
    ps += 2;
    pskip();
    if (!_strnicmp(ps, "/i", 2) && (ps[2] == ' ' || ps[2] == '\t')) { n->icase = 1; ps += 2; pskip(); }
    if (word_is("not")) { n->neg = 1; ps += 3; pskip(); }
    if (word_is("exist")) { ps += 5; if_word(w); n->cond = 1; n->x = xstrdup(w); }
    else if (word_is("defined")) { ps += 7; if_word(w); n->cond = 2; n->x = xstrdup(w); }
    else if (word_is("errorlevel")) { ps += 10; if_word(w); n->cond = 3; n->x = xstrdup(w); }
    else {
        if_word(w);
        n->x = xstrdup(w);
        pskip();
        if (ps[0] == '=' && ps[1] == '=') {
            ps += 2;
            n->cond = 4;
            n->op = xstrdup("==");
        } else {
            if_word(w);
            n->cond = 5;
            n->op = xstrdup(w);
        }
        if_word(w);
        n->y = xstrdup(w);
        if (!n->x[0] || !n->y[0]) n->cond = -1;
    }
    pskip();
    n->a = parse_body();             /* the rest of the line: `if 1==0 echo a & echo b` */
    /* else: only after a block, or a command that ended at a closing parenthesis */
    {
        const char *save = ps;
        pskip();
        if (!_strnicmp(ps, "else", 4) && (!ps[4] || strchr(" \t(", ps[4]))) {
            ps += 4;
            pskip();
            n->b = parse_body();
        } else ps = save;
    }
    return n;
}

/* a for's body: the rest of the command line (& included), up to a block's ')' or the
 * end of the line */
static struct node *parse_body(void)
{
    struct node *l = parse_andor();
    for (;;) {
        struct node *n;
        if (!(*ps == '&' && ps[1] != '&')) return l;
        ps++;
        while (*ps == ' ' || *ps == '\t') ps++;
        if (!*ps || *ps == '\n' || (*ps == ')' && pdepth)) return l;
        n = newnode(N_SEQ);
        n->a = l;
        n->b = parse_andor();
        l = n;
    }
}

/* a quoted or plain word at ps */
static void for_word(char *buf)
{
    char *d = buf;
    int q = 0;
    while (*ps && (q || !strchr(" \t\n", *ps))) {
        if (*ps == '"') { q = !q; ps++; continue; }
        *d++ = *ps++;
    }
    *d = 0;
}

/* for [/d] [/r [path]] [/l] [/f ["options"]] %v in (set) do command; a bad one has
 * cond -1 */
static struct node *parse_for(void)
{
    struct node *n = newnode(N_FOR);
    char w[MAXLINE];
    ps += 3;
    pskip();
    while (*ps == '/') {
        int c = tolower((unsigned char)ps[1]);
        ps += 2;
        pskip();
        if (c == 'd') { if (n->fmode == 'r') n->fdirs = 1; else n->fmode = 'd'; }
        else if (c == 'r') {
            if (n->fmode == 'd') n->fdirs = 1;
            n->fmode = 'r';
            if (*ps != '%' && *ps != '/') { for_word(w); n->y = xstrdup(w); pskip(); }
        } else if (c == 'l') n->fmode = 'l';
        else if (c == 'f') {
            n->fmode = 'f';
            if (*ps != '%') {
                char *d = w;
                if (*ps == '"') { ps++; while (*ps && *ps != '"') *d++ = *ps++; if (*ps) ps++; }
                else while (*ps && !strchr(" \t", *ps)) *d++ = *ps++;
                *d = 0;
                n->y = xstrdup(w);
                pskip();
            }
        } else n->cond = -1;
    }
    if (*ps != '%' || !ps[1] || strchr(" \t", ps[1])) { n->cond = -1; return n; }
    w[0] = ps[1];
    w[1] = 0;
    n->op = xstrdup(w);
    ps += 2;
    pskip();
    if (!word_is("in")) { n->cond = -1; return n; }
    ps += 2;
    pskip();
    if (*ps != '(') { n->cond = -1; return n; }
    {
        int depth = 0, q = 0;
        char *d = w;
        ps++;
        while (*ps && (q || depth || *ps != ')')) {
            if (*ps == '^' && !q && ps[1]) ps++;
            else if (*ps == '"') q = !q;
            else if (!q && *ps == '(') depth++;
            else if (!q && *ps == ')') depth--;
            *d++ = *ps == '\n' ? ' ' : *ps;
            ps++;
        }
        *d = 0;
        if (*ps != ')') { n->cond = -1; return n; }
        ps++;
        n->x = xstrdup(w);
    }
    pskip();
    if (!word_is("do") && !(!_strnicmp(ps, "do(", 3))) { n->cond = -1; return n; }
    ps += 2;
    pskip();
    n->a = parse_body();
    return n;
}

/* a command: a block, an if, or a simple command; with a block's redirections */
static struct node *parse_command(void)
{
    struct node *n;
    pskip();
    while (*ps == '@' && (ps[1] == '(' || ps[1] == ' ')) { ps++; pskip(); }
    if (*ps == '@') {                 /* @for, @if: not echoed, which nothing here does */
        const char *q = ps + 1;
        while (*q == ' ' || *q == '\t') q++;
        if ((!_strnicmp(q, "for", 3) && (q[3] == ' ' || q[3] == '\t')) ||
            (!_strnicmp(q, "if", 2) && (q[2] == ' ' || q[2] == '\t')))
            ps = q;
    }
    if (*ps == '(') {
        const char *start = ps;
        ps++;
        pdepth++;
        n = newnode(N_BLOCK);
        n->a = parse_seq();
        pskip();
        if (*ps != ')') { pincomplete = 1; pdepth--; return n; }
        ps++;
        pdepth--;
        for (;;) {
            while (*ps == ' ' || *ps == '\t') ps++;
            if (*ps == '<' || *ps == '>') parse_redir(&n->redirs, -1);
            else if (isdigit((unsigned char)*ps) && (ps[1] == '>' || ps[1] == '<')) {
                int fd = *ps - '0';
                ps++;
                parse_redir(&n->redirs, fd);
            } else break;
        }
        n->src = malloc(ps - start + 1);
        memcpy(n->src, start, ps - start);
        n->src[ps - start] = 0;
        return n;
    }
    if (!_strnicmp(ps, "if", 2) && (ps[2] == ' ' || ps[2] == '\t')) {
        const char *start = ps;
        n = parse_if();
        n->src = malloc(ps - start + 1);
        memcpy(n->src, start, ps - start);
        n->src[ps - start] = 0;
        return n;
    }
    if (!_strnicmp(ps, "for", 3) && (ps[3] == ' ' || ps[3] == '\t')) {
        const char *start = ps;
        n = parse_for();
        n->src = malloc(ps - start + 1);
        memcpy(n->src, start, ps - start);
        n->src[ps - start] = 0;
        return n;
    }
    return parse_simple();
}

static struct node *parse_pipe(void)
{
    struct node *l = parse_command();
    while (ps[0] == '|' && ps[1] != '|') {
        struct node *n = newnode(N_PIPE);
        ps++;
        n->a = l;
        n->b = parse_command();
        l = n;
    }
    return l;
}

static struct node *parse_andor(void)
{
    struct node *l = parse_pipe();
    for (;;) {
        struct node *n;
        if (ps[0] == '&' && ps[1] == '&') n = newnode(N_AND);
        else if (ps[0] == '|' && ps[1] == '|') n = newnode(N_OR);
        else return l;
        ps += 2;
        n->a = l;
        n->b = parse_pipe();
        l = n;
    }
}

static struct node *parse_seq(void)
{
    struct node *l = parse_andor();
    for (;;) {
        struct node *n;
        if (*ps == '&' && ps[1] != '&') ps++;
        else if (*ps == '\n' && pdepth) ps++;
        else return l;
        pskip();
        if (!*ps || (*ps == ')' && pdepth)) return l;
        n = newnode(N_SEQ);
        n->a = l;
        n->b = parse_andor();
        l = n;
    }
}

static void free_node(struct node *n)
{
    struct redir *r, *next;
    if (!n) return;
    free_node(n->a);
    free_node(n->b);
    for (r = n->redirs; r; r = next) { next = r->next; free(r); }
    free(n->text); free(n->src); free(n->x); free(n->y); free(n->op);
    free(n);
}

/* ---------------------------------------------------------------- files ---------- */
static HANDLE open_redir(struct redir *r)
{
    SECURITY_ATTRIBUTES sa = {sizeof sa, NULL, TRUE};
    HANDLE h;
    if (r->mode == 0)
        h = CreateFileA(r->target, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &sa,
                        OPEN_EXISTING, 0, NULL);
    else {
        h = CreateFileA(r->target, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, &sa,
                        r->mode == 2 ? OPEN_ALWAYS : CREATE_ALWAYS, 0, NULL);
        if (h != INVALID_HANDLE_VALUE && r->mode == 2) SetFilePointer(h, 0, NULL, FILE_END);
    }
    return h;
}

static void print_error(DWORD code)
{
    char msg[512];
    switch (code) {
    case ERROR_FILE_NOT_FOUND: strcpy(msg, "The system cannot find the file specified."); break;
    case ERROR_PATH_NOT_FOUND: strcpy(msg, "The system cannot find the path specified."); break;
    case ERROR_ACCESS_DENIED: strcpy(msg, "Access is denied."); break;
    case ERROR_INVALID_NAME: strcpy(msg, "The filename, directory name, or volume label syntax is incorrect."); break;
    case ERROR_DIR_NOT_EMPTY: strcpy(msg, "The directory is not empty."); break;
    case ERROR_SHARING_VIOLATION: strcpy(msg, "The process cannot access the file because it is being used by another process."); break;
    default:
        if (!FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                            code, 0, msg, sizeof msg, NULL))
            sprintf(msg, "Error %lu.", code);
        rtrim(msg);
    }
    err("%s\r\n", msg);
}

static int is_dir(const char *p)
{
    DWORD a = GetFileAttributesA(p);
    return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY);
}

static int is_file(const char *p)
{
    DWORD a = GetFileAttributesA(p);
    return a != INVALID_FILE_ATTRIBUTES && !(a & FILE_ATTRIBUTE_DIRECTORY);
}

/* the folder part of a pattern, with a final backslash ("" for none) */
static void folder_of(const char *pattern, char *dir)
{
    const char *slash = strrchr(pattern, '\\');
    const char *fwd = strrchr(pattern, '/');
    if (fwd > slash) slash = fwd;
    if (!slash && pattern[0] && pattern[1] == ':') slash = pattern + 1;
    if (slash) { memcpy(dir, pattern, slash - pattern + 1); dir[slash - pattern + 1] = 0; }
    else dir[0] = 0;
}

static int ask(const char *question)
{
    char c = 0, line[64];
    DWORD got = 0;
    out("%s", question);
    if (!ReadFile(hin, line, sizeof line - 1, &got, NULL) || !got) { out("\r\n"); return 0; }
    c = (char)toupper((unsigned char)line[0]);
    return c == 'Y';
}

/* ---------------------------------------------------------------- internal ------- */
static int run_line(const char *line, int in_batch);
static int run_batch(const char *path, const char *args, int is_call, const char *label);

/* Windows' own version: RtlGetVersion (GetVersionEx answers 6.2 to a program without
 * a compatibility manifest) */
static void get_version(OSVERSIONINFOA *v)
{
    typedef LONG (WINAPI *rtl_get_version)(OSVERSIONINFOW *);
    rtl_get_version get = (rtl_get_version)(void (*)(void))GetProcAddress(
        GetModuleHandleA("ntdll.dll"), "RtlGetVersion");
    OSVERSIONINFOW w;
    v->dwOSVersionInfoSize = sizeof *v;
    w.dwOSVersionInfoSize = sizeof w;
    if (get && get(&w) == 0) {
        v->dwMajorVersion = w.dwMajorVersion;
        v->dwMinorVersion = w.dwMinorVersion;
        v->dwBuildNumber = w.dwBuildNumber;
    } else GetVersionExA(v);
}

static char *dir_stack[64];
static int dir_sp;
static WORD start_attr = 0x07;         /* the console's colours when cmd started */

/* the prompt: PROMPT's text with its $ codes ($P$G when there is none) */
static void show_prompt(void)
{
    char spec[MAXLINE], line[MAXLINE * 2], *d = line, cwd[MAX_PATH];
    const char *c;
    if (!getvar("PROMPT", spec, sizeof spec)) strcpy(spec, "$P$G");
    GetCurrentDirectoryA(MAX_PATH, cwd);
    for (c = spec; *c && d < line + sizeof line - MAX_PATH; c++) {
        if (*c != '$' || !c[1]) { *d++ = *c; continue; }
        c++;
        switch (toupper((unsigned char)*c)) {
        case 'P': d += sprintf(d, "%s", cwd); break;
        case 'G': *d++ = '>'; break;
        case 'L': *d++ = '<'; break;
        case 'B': *d++ = '|'; break;
        case 'Q': *d++ = '='; break;
        case 'S': *d++ = ' '; break;
        case 'A': *d++ = '&'; break;
        case 'C': *d++ = '('; break;
        case 'F': *d++ = ')'; break;
        case '$': *d++ = '$'; break;
        case 'E': *d++ = 27; break;
        case 'H': if (d > line) d--; break;
        case '_': *d++ = '\r'; *d++ = '\n'; break;
        case 'N': *d++ = cwd[0]; break;
        case '+': { int i; for (i = 0; i < dir_sp; i++) *d++ = '+'; break; }
        case 'T': case 'D': {
            char v[64];
            getvar(toupper((unsigned char)*c) == 'T' ? "TIME" : "DATE", v, sizeof v);
            d += sprintf(d, "%s", v);
            break;
        }
        case 'V': {
            OSVERSIONINFOA v;
            get_version(&v);
            d += sprintf(d, "Microsoft Windows [Version %lu.%lu.%lu]", v.dwMajorVersion,
                         v.dwMinorVersion, v.dwBuildNumber);
            break;
        }
        default: break;                    /* an unknown code shows nothing */
        }
    }
    *d = 0;
    out("%s", line);
}

/* date and time: /t shows them; else the current one and a prompt for a new one */
static int cmd_date_time(char *args, int is_date)
{
    static const char *days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    char *a = skipws(args), line[256];
    SYSTEMTIME t;
    DWORD got;
    int k = 0;
    GetLocalTime(&t);
    if (!_strnicmp(a, "/t", 2) && (!a[2] || strchr(" \t", a[2]))) {
        int h = t.wHour % 12;
        if (is_date) out("%s %02d/%02d/%04d \r\n", days[t.wDayOfWeek], t.wMonth, t.wDay, t.wYear);
        else out("%02d:%02d %s\r\n", h ? h : 12, t.wMinute, t.wHour < 12 ? "AM" : "PM");
        return 0;
    }
    if (!*a) {
        char v[64];
        getvar(is_date ? "DATE" : "TIME", v, sizeof v);
        out("The current %s is: %s\r\n", is_date ? "date" : "time", v);
        out(is_date ? "Enter the new date: (mm-dd-yy) " : "Enter the new time: ");
        for (;;) {
            char c;
            if (!ReadFile(hin, &c, 1, &got, NULL) || !got || c == '\n') break;
            if (k < (int)sizeof line - 1) line[k++] = c;
        }
        line[k] = 0;
        rtrim(line);
        a = skipws(line);
        if (!*a) return 0;
    }
    {
        int x = -1, y = -1, z = -1, w = 0;
        if (is_date) {
            if (sscanf(a, "%d%*[-/.]%d%*[-/.]%d", &x, &y, &z) != 3 || x < 1 || x > 12 || y < 1 || y > 31) {
                err("The system cannot accept the date entered.\r\n");
                return 1;
            }
            if (z < 100) z += z < 80 ? 2000 : 1900;
            t.wMonth = (WORD)x; t.wDay = (WORD)y; t.wYear = (WORD)z;
        } else {
            if (sscanf(a, "%d:%d:%d.%d", &x, &y, &z, &w) < 1 || x < 0 || x > 23) {
                err("The system cannot accept the time entered.\r\n");
                return 1;
            }
            t.wHour = (WORD)x;
            t.wMinute = (WORD)(y < 0 ? 0 : y);
            t.wSecond = (WORD)(z < 0 ? 0 : z);
            t.wMilliseconds = (WORD)(w * 10);
        }
        if (!SetLocalTime(&t)) { print_error(GetLastError()); return 1; }
    }
    return 0;
}

/* vol [drive:]: the volume's label and serial number */
static int cmd_vol(char *args)
{
    char a[MAXLINE], root[8], label[MAX_PATH];
    DWORD serial = 0;
    strcpy(a, skipws(args));
    rtrim(a);
    if (!*a) { GetCurrentDirectoryA(MAX_PATH, label); a[0] = label[0]; a[1] = ':'; a[2] = 0; }
    if (!isalpha((unsigned char)a[0]) || a[1] != ':' || a[2]) {
        err("The filename, directory name, or volume label syntax is incorrect.\r\n");
        return 1;
    }
    sprintf(root, "%c:\\", toupper((unsigned char)a[0]));
    if (!GetVolumeInformationA(root, label, MAX_PATH, &serial, NULL, NULL, NULL, 0)) {
        print_error(GetLastError());
        return 1;
    }
    if (label[0]) out(" Volume in drive %c is %s\r\n", root[0], label);
    else out(" Volume in drive %c has no label.\r\n", root[0]);
    out(" Volume Serial Number is %04lX-%04lX\r\n", serial >> 16, serial & 0xFFFF);
    return 0;
}

/* color [bf]: the console's colours (the ones cmd started with when none are given); the
 * same background and foreground is refused with ERRORLEVEL 1 */
static int cmd_color(char *args)
{
    char a[MAXLINE];
    WORD attr = start_attr;
    HANDLE con;
    CONSOLE_SCREEN_BUFFER_INFO ci;
    strcpy(a, skipws(args));
    rtrim(a);
    if (*a) {
        char *e;
        unsigned long v = strtoul(a, &e, 16);
        if (*e || strlen(a) > 2) return 1;
        attr = (WORD)v;
    }
    if ((attr >> 4) == (attr & 15)) return 1;
    con = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                      NULL, OPEN_EXISTING, 0, NULL);
    if (con == INVALID_HANDLE_VALUE) return 1;
    if (GetConsoleScreenBufferInfo(con, &ci)) {
        COORD origin = {0, 0};
        DWORD done;
        FillConsoleOutputAttribute(con, attr, ci.dwSize.X * ci.dwSize.Y, origin, &done);
    }
    SetConsoleTextAttribute(con, attr);
    CloseHandle(con);
    return 0;
}

static int cmd_echo(char *args, char sep)
{
    char *a = skipws(args);
    if (sep == ' ' || sep == '\t' || sep == 0) {
        if (!*a) { out("ECHO is %s.\r\n", echo_on ? "on" : "off"); return 0; }
        {
            char w[16];
            int n = 0;
            while (a[n] && a[n] != ' ' && a[n] != '\t' && n < 15) { w[n] = a[n]; n++; }
            w[n] = 0;
            if (!*skipws(a + n) && (!_stricmp(w, "on") || !_stricmp(w, "off"))) {
                echo_on = !_stricmp(w, "on");
                return 0;
            }
        }
        out("%s\r\n", args + 1);
        return 0;
    }
    out("%s\r\n", args + 1);   /* echo. echo: echo( ... : the text after the separator */
    return 0;
}

static int cmp_env(const void *a, const void *b)
{
    return _stricmp(*(char **)a, *(char **)b);
}

static int list_env(const char *prefix)
{
    char *b = GetEnvironmentStringsA(), *p, **v;
    int n = 0, i, shown = 0, pl = (int)strlen(prefix);
    for (p = b; *p; p += strlen(p) + 1) n++;
    v = malloc(sizeof *v * (n + 1));
    n = 0;
    for (p = b; *p; p += strlen(p) + 1)
        if (*p != '=') v[n++] = p;
    qsort(v, n, sizeof *v, cmp_env);
    for (i = 0; i < n; i++)
        if (!pl || !_strnicmp(v[i], prefix, pl)) { out("%s\r\n", v[i]); shown++; }
    free(v);
    FreeEnvironmentStringsA(b);
    if (!shown) {
        err("Environment variable %s not defined\r\n", prefix);
        return 1;
    }
    return 0;
}

/* set /a: integer expressions (+ - * / % ( ), unary - + ! ~, << >> & ^ |, =, op=) */
static const char *ep;
static int aerr;
static long long a_assign(void);

static void a_ws(void) { while (*ep == ' ' || *ep == '\t') ep++; }

static long long a_var(const char *name)
{
    char v[MAXLINE];
    if (!getvar(name, v, sizeof v)) return 0;
    return strtoll(v, NULL, 0);
}

static long long a_primary(void)
{
    a_ws();
    if (*ep == '(') {
        long long v;
        ep++;
        v = a_assign();
        a_ws();
        if (*ep == ')') ep++; else aerr = 1;
        return v;
    }
    if (*ep == '-') { ep++; return -a_primary(); }
    if (*ep == '+') { ep++; return a_primary(); }
    if (*ep == '!') { ep++; return !a_primary(); }
    if (*ep == '~') { ep++; return ~a_primary(); }
    if (isdigit((unsigned char)*ep)) {
        char *e;
        long long v = strtoll(ep, &e, 0);
        ep = e;
        return v;
    }
    if (isalpha((unsigned char)*ep) || *ep == '_') {
        char name[256];
        int n = 0;
        while ((isalnum((unsigned char)*ep) || *ep == '_' || *ep == '$' || *ep == '.') && n < 255)
            name[n++] = *ep++;
        name[n] = 0;
        return a_var(name);
    }
    aerr = 1;
    return 0;
}

static long long a_binary(int level)
{
    /* levels: 0 |, 1 ^, 2 &, 3 << >>, 4 + -, 5 * / % */
    long long l, r;
    if (level > 5) return a_primary();
    l = a_binary(level + 1);
    for (;;) {
        char c;
        a_ws();
        c = *ep;
        if (ep[1] == '=' || (c == '<' && ep[2] == '=') || (c == '>' && ep[2] == '=')) return l;
        if (level == 0 && c == '|') { ep++; r = a_binary(1); l |= r; }
        else if (level == 1 && c == '^') { ep++; r = a_binary(2); l ^= r; }
        else if (level == 2 && c == '&') { ep++; r = a_binary(3); l &= r; }
        else if (level == 3 && c == '<' && ep[1] == '<') { ep += 2; r = a_binary(4); l <<= r; }
        else if (level == 3 && c == '>' && ep[1] == '>') { ep += 2; r = a_binary(4); l >>= r; }
        else if (level == 4 && (c == '+' || c == '-')) { ep++; r = a_binary(5); l = c == '+' ? l + r : l - r; }
        else if (level == 5 && (c == '*' || c == '/' || c == '%')) {
            ep++;
            r = a_binary(6);
            if (c == '*') l *= r;
            else if (!r) { aerr = 2; return 0; }
            else l = c == '/' ? l / r : l % r;
        } else return l;
    }
}

static long long a_assign(void)
{
    const char *save;
    char name[256];
    int n = 0;
    a_ws();
    save = ep;
    while ((isalnum((unsigned char)*ep) || *ep == '_' || *ep == '$' || *ep == '.') && n < 255)
        name[n++] = *ep++;
    name[n] = 0;
    a_ws();
    if (n && !isdigit((unsigned char)name[0])) {
        static const char *ops[] = {"<<=", ">>=", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "="};
        int i;
        for (i = 0; i < 11; i++) {
            int k = (int)strlen(ops[i]);
            if (!strncmp(ep, ops[i], k)) {
                long long v, cur = a_var(name);
                char buf[32];
                ep += k;
                v = a_assign();
                switch (ops[i][0]) {
                case '+': if (k == 2) v = cur + v; break;
                case '-': v = cur - v; break;
                case '*': v = cur * v; break;
                case '/': if (!v) { aerr = 2; return 0; } v = cur / v; break;
                case '%': if (!v) { aerr = 2; return 0; } v = cur % v; break;
                case '&': v = cur & v; break;
                case '^': v = cur ^ v; break;
                case '|': v = cur | v; break;
                case '<': v = cur << v; break;
                case '>': v = cur >> v; break;
                }
                sprintf(buf, "%d", (int)v);
                SetEnvironmentVariableA(name, buf);
                return (int)v;
            }
        }
    }
    ep = save;
    return a_binary(0);
}

static int set_arith(char *expr, int in_batch)
{
    long long v = 0;
    char e[MAXLINE];
    strcpy(e, expr);
    unquote(e);
    ep = e;
    aerr = 0;
    for (;;) {
        v = a_assign();
        a_ws();
        if (*ep == ',') { ep++; continue; }
        break;
    }
    a_ws();
    if (*ep || aerr == 1) {
        err(aerr == 2 ? "Divide by zero error.\r\n" : "Missing operand.\r\n");
        return aerr == 2 ? 1073750993 : 1073750988;
    }
    if (aerr == 2) { err("Divide by zero error.\r\n"); return 1073750993; }
    if (!in_batch) out("%d", (int)v);
    return 0;
}

static int cmd_set(char *args, int in_batch)
{
    char *a = skipws(args), *eq;
    if (!_strnicmp(a, "/a", 2) && (!a[2] || a[2] == ' ' || a[2] == '\t' || a[2] == '"'))
        return set_arith(a + 2, in_batch);
    if (!_strnicmp(a, "/p", 2) && (a[2] == ' ' || a[2] == '\t')) {
        char line[MAXLINE], *q;
        DWORD got = 0, n = 0;
        a = skipws(a + 2);
        eq = strchr(a, '=');
        if (!eq) { err("The syntax of the command is incorrect.\r\n"); return 1; }
        *eq = 0;
        out("%s", eq + 1);
        while (n < sizeof line - 1 && ReadFile(hin, line + n, 1, &got, NULL) && got) {
            if (line[n] == '\n') break;
            n++;
        }
        line[n] = 0;
        if ((q = strchr(line, '\r'))) *q = 0;
        if (!n) return 1;
        SetEnvironmentVariableA(a, line);
        return 0;
    }
    if (*a == '"') {
        char *last = strrchr(a, '"');
        if (last > a) *last = 0;
        a++;
    }
    if (!*a) return list_env("");
    eq = strchr(a, '=');
    if (!eq) { rtrim(a); return list_env(a); }
    if (eq == a) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    *eq = 0;
    if (!SetEnvironmentVariableA(a, eq[1] ? eq + 1 : NULL) && eq[1]) return 1;
    if (!eq[1]) {
        char v[8];
        if (!GetEnvironmentVariableA(a, v, sizeof v) && GetLastError() == ERROR_ENVVAR_NOT_FOUND) return 0;
    }
    return 0;
}

static int cmd_cd(char *args)
{
    char *a = skipws(args), cwd[MAX_PATH];
    if (!_strnicmp(a, "/d", 2) && (a[2] == ' ' || a[2] == '\t' || !a[2])) a = skipws(a + 2);
    rtrim(a);
    unquote(a);
    if (!*a) {
        GetCurrentDirectoryA(MAX_PATH, cwd);
        out("%s\r\n", cwd);
        return 0;
    }
    if (a[1] == ':' && !a[2]) {         /* "cd C:" shows that drive's folder */
        GetCurrentDirectoryA(MAX_PATH, cwd);
        out("%s\r\n", cwd);
        return 0;
    }
    if (!is_dir(a) || !SetCurrentDirectoryA(a)) {
        DWORD e = GetLastError();
        if (!is_dir(a) && is_file(a)) err("The directory name is invalid.\r\n");
        else print_error(e == ERROR_FILE_NOT_FOUND || e == 0 ? ERROR_PATH_NOT_FOUND : e);
        return 1;
    }
    /* the folder as the drive spells it */
    GetCurrentDirectoryA(MAX_PATH, cwd);
    {
        char longp[MAX_PATH];
        if (GetLongPathNameA(cwd, longp, MAX_PATH)) SetCurrentDirectoryA(longp);
    }
    return 0;
}

static void fmt_time(FILETIME *ft, char *buf)
{
    FILETIME lt;
    SYSTEMTIME st;
    int h;
    FileTimeToLocalFileTime(ft, &lt);
    FileTimeToSystemTime(&lt, &st);
    h = st.wHour % 12;
    sprintf(buf, "%02d/%02d/%04d  %02d:%02d %s", st.wMonth, st.wDay, st.wYear,
            h ? h : 12, st.wMinute, st.wHour < 12 ? "AM" : "PM");
}

static int name_cmp(const void *a, const void *b)
{
    return _stricmp(((WIN32_FIND_DATAA *)a)->cFileName, ((WIN32_FIND_DATAA *)b)->cFileName);
}

static int cmd_dir(char *args)
{
    char w[MAXLINE], *p = args, pattern[MAX_PATH] = "", full[MAX_PATH], dir[MAX_PATH], *file;
    int bare = 0, all = 0, nfiles = 0, ndirs = 0, i, count = 0, cap = 64;
    ULONGLONG bytes = 0;
    WIN32_FIND_DATAA fd, *list;
    HANDLE h;
    while (next_word(&p, w)) {
        if (w[0] == '/') {
            char *s;
            for (s = w + 1; *s; s++) {
                if (*s == '/') continue;
                if (tolower(*s) == 'b') bare = 1;
                else if (tolower(*s) == 'a') all = 1;
                else if (!strchr("ponswlqxc-:dghrt", tolower(*s))) {
                    err("Invalid switch - \"%s\".\r\n", w + 1);
                    return 1;
                }
            }
        } else {
            unquote(w);
            strcpy(pattern, w);
        }
    }
    if (!pattern[0]) strcpy(pattern, "*");
    GetFullPathNameA(pattern, MAX_PATH, full, &file);
    if (is_dir(full)) {
        size_t n = strlen(full);
        if (full[n - 1] != '\\') strcat(full, "\\");
        strcat(full, "*");
    }
    folder_of(full, dir);
    h = FindFirstFileA(full, &fd);
    if (!bare) {
        char label[MAX_PATH + 1] = "";
        DWORD serial = 0;
        char shown[MAX_PATH];
        GetVolumeInformationA("C:\\", label, sizeof label, &serial, NULL, NULL, NULL, 0);
        if (label[0]) out(" Volume in drive C is %s\r\n", label);
        else out(" Volume in drive C has no label.\r\n");
        out(" Volume Serial Number is %04lX-%04lX\r\n", serial >> 16, serial & 0xFFFF);
        strcpy(shown, dir);
        if (strlen(shown) > 3) shown[strlen(shown) - 1] = 0;
        out("\r\n Directory of %s\r\n\r\n", shown);
    }
    if (h == INVALID_HANDLE_VALUE) {
        if (!bare) {
            err("File Not Found\r\n");
        } else err("File Not Found\r\n");
        return 1;
    }
    list = malloc(sizeof *list * cap);
    do {
        if (!all && (fd.dwFileAttributes & (FILE_ATTRIBUTE_HIDDEN | FILE_ATTRIBUTE_SYSTEM))) continue;
        if (bare && (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))) continue;
        if (count == cap) list = realloc(list, sizeof *list * (cap *= 2));
        list[count++] = fd;
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    qsort(list, count, sizeof *list, name_cmp);
    for (i = 0; i < count; i++) {
        WIN32_FIND_DATAA *f = &list[i];
        int isd = !!(f->dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY);
        if (bare) { out("%s\r\n", f->cFileName); continue; }
        {
            char t[64], size[40];
            fmt_time(&f->ftLastWriteTime, t);
            if (isd) {
                out("%s    <DIR>          %s\r\n", t, f->cFileName);
                ndirs++;
            } else {
                ULONGLONG sz = ((ULONGLONG)f->nFileSizeHigh << 32) | f->nFileSizeLow;
                commas(size, sz);
                out("%s %17s %s\r\n", t, size, f->cFileName);
                nfiles++;
                bytes += sz;
            }
        }
    }
    free(list);
    if (!bare) {
        char b[40], fr[40];
        ULARGE_INTEGER avail, total, freeb;
        commas(b, bytes);
        out("%16d File(s) %14s bytes\r\n", nfiles, b);
        GetDiskFreeSpaceExA(dir, &avail, &total, &freeb);
        commas(fr, avail.QuadPart);
        out("%16d Dir(s) %15s bytes free\r\n", ndirs, fr);
    }
    return 0;
}

/* type's text of one file on the standard output: 0, or 1 after saying why not */
static int type_one(const char *path)
{
    HANDLE h;
    char buf[4096];
    DWORD got;
    h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        DWORD e = GetLastError();
        if (is_dir(path)) err("Access is denied.\r\n");
        else print_error(e);
        return 1;
    }
    while (ReadFile(h, buf, sizeof buf, &got, NULL) && got) put(hout, buf, got);
    CloseHandle(h);
    return 0;
}

/* type NAME...: each file's text; a wildcard shows every file it matches. When there is
 * more than one file to show (several names, or a wildcard) Windows names each one on
 * the standard error before its text ("\r\nNAME\r\n\r\n\r\n"), so a redirected
 * output holds the texts alone. */
static int cmd_type(char *args)
{
    char w[MAXLINE], *p = args;
    int rc = 0, n = 0, named = 0;
    while (next_word(&p, w)) {
        unquote(w);
        n++;
        if (has_wild(w)) named = 1;
    }
    if (!n) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    if (n > 1) named = 1;
    p = args;
    while (next_word(&p, w)) {
        unquote(w);
        if (has_wild(w)) {
            WIN32_FIND_DATAA fd;
            char dir[MAX_PATH], path[MAX_PATH];
            int any = 0;
            HANDLE h = FindFirstFileA(w, &fd);
            folder_of(w, dir);
            if (h != INVALID_HANDLE_VALUE) {
                do {
                    if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) continue;
                    snprintf(path, sizeof path, "%s%s", dir, fd.cFileName);
                    any = 1;
                    err("\r\n%s\r\n\r\n\r\n", path);
                    rc |= type_one(path);
                } while (FindNextFileA(h, &fd));
                FindClose(h);
            }
            if (!any) { print_error(ERROR_FILE_NOT_FOUND); rc = 1; }
            continue;
        }
        if (named) err("\r\n%s\r\n\r\n\r\n", w);
        rc |= type_one(w);
    }
    return rc;
}

/* copy/move: each file of src to dst (a folder or a name) */
/* copy a+b[+...] dest: the sources one after the other into dest (the first source when
 * none is given); ASCII (the default when joining, /a) stops each source at its first
 * Ctrl+Z and ends the result with one, binary (/b) copies the bytes as they are */
static void mask_name(const char *src, const char *mask, char *dst);

static int copy_join(char *list, const char *dst, int binary, int ascii)
{
    char *parts[64], *t, target[MAX_PATH], tmp[MAX_PATH];
    int np = 0, i, first = 1;
    HANDLE out_h;
    (void)ascii;
    for (t = strtok(list, "+"); t && np < 64; t = strtok(NULL, "+")) if (*t) parts[np++] = t;
    if (!np) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    strcpy(target, dst && *dst ? dst : parts[0]);
    if (is_dir(target)) {
        char name[MAX_PATH], *f;
        GetFullPathNameA(parts[0], MAX_PATH, name, &f);
        sprintf(target + strlen(target), "%s%s", target[strlen(target) - 1] == '\\' ? "" : "\\", f);
    }
    /* into a temporary name beside the target: a source may be the target itself */
    snprintf(tmp, MAX_PATH, "%s.~cmdjoin", target);
    out_h = CreateFileA(tmp, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    if (out_h == INVALID_HANDLE_VALUE) { print_error(GetLastError()); return 1; }
    for (i = 0; i < np; i++) {
        char dir[MAX_PATH], path[MAX_PATH];
        WIN32_FIND_DATAA fd;
        HANDLE h = FindFirstFileA(parts[i], &fd);
        folder_of(parts[i], dir);
        if (h == INVALID_HANDLE_VALUE) continue;
        do {
            HANDLE in_h;
            char buf[4096];
            DWORD got, put_;
            int stop = 0;
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) continue;
            sprintf(path, "%s%s", dir, fd.cFileName);
            in_h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
            if (in_h == INVALID_HANDLE_VALUE) continue;
            out("%s\r\n", path);
            while (!stop && ReadFile(in_h, buf, sizeof buf, &got, NULL) && got) {
                if (!binary) {
                    char *z = memchr(buf, 0x1A, got);
                    if (z) { got = (DWORD)(z - buf); stop = 1; }
                }
                WriteFile(out_h, buf, got, &put_, NULL);
            }
            CloseHandle(in_h);
            first = 0;
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    if (!binary && !first) {
        DWORD put_;
        WriteFile(out_h, "\x1a", 1, &put_, NULL);
    }
    CloseHandle(out_h);
    if (first) {
        DeleteFileA(tmp);
        print_error(ERROR_FILE_NOT_FOUND);
        out("%9d file(s) copied.\r\n", 0);
        return 1;
    }
    if (!MoveFileExA(tmp, target, MOVEFILE_REPLACE_EXISTING)) {
        print_error(GetLastError());
        DeleteFileA(tmp);
        return 1;
    }
    out("%9d file(s) copied.\r\n", 1);
    return 0;
}

static int copy_or_move(char *args, int move)
{
    char w[MAXLINE], *p = args, src[MAX_PATH] = "", dst[MAX_PATH] = "", dir[MAX_PATH];
    int n = 0, done = 0, wild;
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int plus = 0, binary = 0, ascii = 0;
    while (next_word(&p, w)) {
        if (w[0] == '/') {                  /* /y /-y /v /z /d: no prompts here */
            if (tolower((unsigned char)w[1]) == 'b') { binary = 1; ascii = 0; }
            if (tolower((unsigned char)w[1]) == 'a') { ascii = 1; binary = 0; }
            continue;
        }
        unquote(w);
        /* a+b, a + b, a+ b: one source list */
        if (n == 1 && (plus || w[0] == '+')) {
            strcat(src, w);
            plus = src[strlen(src) - 1] == '+';
            continue;
        }
        if (n == 0) { strcpy(src, w); plus = src[strlen(src) - 1] == '+'; }
        else if (n == 1) strcpy(dst, w);
        n++;
    }
    if (!n || n > 2) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    if (strchr(src, '+') && !move) return copy_join(src, n == 2 ? dst : NULL, binary, ascii);
    if (n == 1) strcpy(dst, ".");
    wild = has_wild(src);
    /* copy *.txt all.txt: the matching files joined into one */
    if (!move && wild && n == 2 && !has_wild(dst) && !is_dir(dst) &&
        dst[strlen(dst) - 1] != '\\')
        return copy_join(src, dst, binary, ascii);
    if (is_dir(src) && !move) {
        size_t k = strlen(src);
        strcat(src, src[k - 1] == '\\' ? "*" : "\\*");
        wild = 1;
    }
    folder_of(src, dir);
    h = FindFirstFileA(src, &fd);
    if (h == INVALID_HANDLE_VALUE) {
        print_error(ERROR_FILE_NOT_FOUND);
        out("%9d file(s) %s.\r\n", 0, move ? "moved" : "copied");
        return 1;
    }
    do {
        char from[MAX_PATH], to[MAX_PATH];
        BOOL ok;
        if (!move && (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)) continue;
        if (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, "..")) continue;
        sprintf(from, "%s%s", dir, fd.cFileName);
        if (is_dir(dst)) {
            size_t k = strlen(dst);
            sprintf(to, "%s%s%s", dst, dst[k - 1] == '\\' ? "" : "\\", fd.cFileName);
        } else if (has_wild(dst)) {
            /* copy *.txt *.bak: each name through the mask */
            char ddir[MAX_PATH], name[MAX_PATH];
            folder_of(dst, ddir);
            mask_name(fd.cFileName, dst + strlen(ddir), name);
            sprintf(to, "%s%s", ddir, name);
        } else strcpy(to, dst);
        if (wild) out("%s\r\n", from);          /* as the pattern names it */
        if (move) ok = MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_COPY_ALLOWED);
        else ok = CopyFileA(from, to, FALSE);
        if (!ok) { print_error(GetLastError()); continue; }
        done++;
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    out("%9d file(s) %s.\r\n", done, move ? "moved" : "copied");
    return done ? 0 : 1;
}

static int cmd_del(char *args)
{
    char w[MAXLINE], *p = args, dir[MAX_PATH], full[MAX_PATH], *f;
    int quiet = 0, any = 0;
    while (next_word(&p, w)) {
        if (w[0] == '/') {
            if (tolower(w[1]) == 'q') quiet = 1;
            continue;
        }
        {
            WIN32_FIND_DATAA fd;
            HANDLE h;
            unquote(w);
            any = 1;
            GetFullPathNameA(w, MAX_PATH, full, &f);
            if (is_dir(full)) {
                size_t k = strlen(full);
                strcat(full, full[k - 1] == '\\' ? "*" : "\\*");
            }
            folder_of(full, dir);
            {
                const char *leaf = full + strlen(dir);
                if (!quiet && (!strcmp(leaf, "*") || !strcmp(leaf, "*.*"))) {
                    char q[MAX_PATH + 40];
                    sprintf(q, "%s, Are you sure (Y/N)? ", full);
                    if (!ask(q)) continue;
                }
            }
            h = FindFirstFileA(full, &fd);
            if (h == INVALID_HANDLE_VALUE) {
                err("Could Not Find %s\r\n", full);
                continue;
            }
            do {
                char path[MAX_PATH];
                if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) continue;
                sprintf(path, "%s%s", dir, fd.cFileName);
                if (!DeleteFileA(path)) {
                    char fp[MAX_PATH], *ff;
                    GetFullPathNameA(path, MAX_PATH, fp, &ff);
                    if (GetLastError() == ERROR_ACCESS_DENIED) err("%s\r\nAccess is denied.\r\n", fp);
                    else print_error(GetLastError());
                }
            } while (FindNextFileA(h, &fd));
            FindClose(h);
        }
    }
    if (!any) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    return 0;
}

static int make_dirs(const char *path)
{
    char buf[MAX_PATH], *s;
    strcpy(buf, path);
    for (s = buf; *s; s++) if (*s == '/') *s = '\\';
    for (s = buf + 1; *s; s++) {
        if (*s == '\\' && s[-1] != ':') {
            *s = 0;
            if (!is_dir(buf) && !CreateDirectoryA(buf, NULL)) return 0;
            *s = '\\';
        }
    }
    return CreateDirectoryA(buf, NULL);
}

static int cmd_md(char *args)
{
    char w[MAXLINE], *p = args;
    int rc = 0, any = 0;
    while (next_word(&p, w)) {
        unquote(w);
        any = 1;
        if (GetFileAttributesA(w) != INVALID_FILE_ATTRIBUTES) {
            err("A subdirectory or file %s already exists.\r\n", w);
            rc = 1;
            continue;
        }
        if (!make_dirs(w)) { print_error(GetLastError()); rc = 1; }
    }
    if (!any) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    return rc;
}

static int remove_tree(const char *path)
{
    char pat[MAX_PATH];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    sprintf(pat, "%s\\*", path);
    h = FindFirstFileA(pat, &fd);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            char sub[MAX_PATH];
            if (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, "..")) continue;
            sprintf(sub, "%s\\%s", path, fd.cFileName);
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) remove_tree(sub);
            else {
                SetFileAttributesA(sub, FILE_ATTRIBUTE_NORMAL);
                DeleteFileA(sub);
            }
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    return RemoveDirectoryA(path);
}

static int cmd_rd(char *args)
{
    char w[MAXLINE], *p = args;
    int tree = 0, quiet = 0, rc = 0, any = 0;
    char *names[32];
    int n = 0, i;
    while (next_word(&p, w)) {
        if (w[0] == '/') {
            if (tolower(w[1]) == 's') tree = 1;
            else if (tolower(w[1]) == 'q') quiet = 1;
            continue;
        }
        unquote(w);
        if (n < 32) names[n++] = xstrdup(w);
    }
    for (i = 0; i < n; i++) {
        any = 1;
        if (!is_dir(names[i])) {
            if (is_file(names[i])) err("The directory name is invalid.\r\n");
            else print_error(ERROR_FILE_NOT_FOUND);
            rc = 1;
        } else if (tree) {
            char q[MAX_PATH + 40];
            sprintf(q, "%s, Are you sure (Y/N)? ", names[i]);
            if (quiet || ask(q)) {
                if (!remove_tree(names[i])) { print_error(GetLastError()); rc = 1; }
            }
        } else if (!RemoveDirectoryA(names[i])) {
            print_error(GetLastError());
            rc = 1;
        }
        free(names[i]);
    }
    if (!any) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    return rc;
}

/* a name from a rename mask: ? takes the source's character, * the source up to the
 * last occurrence of the mask's next character (or all of it), . skips the source past
 * its next dot, another character replaces one */
static void mask_name(const char *src, const char *mask, char *dst)
{
    const char *s = src, *m = mask;
    char *d = dst;
    while (*m) {
        if (*m == '?') {
            if (*s && *s != '.') *d++ = *s++;
            m++;
        } else if (*m == '*') {
            m++;
            if (!*m) { while (*s) *d++ = *s++; break; }
            {
                const char *last = NULL, *t;
                for (t = s; *t; t++) if (tolower((unsigned char)*t) == tolower((unsigned char)*m)) last = t;
                if (!last) last = s + strlen(s);
                while (s < last) *d++ = *s++;
            }
        } else if (*m == '.') {
            while (*s && *s != '.') s++;
            if (*s) s++;
            *d++ = *m++;
        } else {
            *d++ = *m++;
            if (*s && *s != '.') s++;
        }
    }
    *d = 0;
    while (d > dst && d[-1] == '.') *--d = 0;     /* no name ends with a dot */
}

static int cmd_ren(char *args)
{
    char a[MAXLINE], b[MAXLINE], *p = args, dir[MAX_PATH], to[MAX_PATH], from[MAX_PATH];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int bad = 0;
    if (!next_word(&p, a) || !next_word(&p, b)) {
        err("The syntax of the command is incorrect.\r\n");
        return 1;
    }
    unquote(a);
    unquote(b);
    if (strpbrk(b, "\\/:")) { err("The syntax of the command is incorrect.\r\n"); return 1; }
    folder_of(a, dir);
    h = FindFirstFileA(a, &fd);
    if (h == INVALID_HANDLE_VALUE) { print_error(ERROR_FILE_NOT_FOUND); return 1; }
    /* the names first: renaming while enumerating could meet a new name again */
    {
        char **names = NULL;
        int count = 0, i;
        do {
            if (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, "..")) continue;
            if (has_wild(a) && (fd.dwFileAttributes & (FILE_ATTRIBUTE_HIDDEN | FILE_ATTRIBUTE_SYSTEM))) continue;
            names = realloc(names, sizeof *names * (count + 1));
            names[count++] = xstrdup(fd.cFileName);
        } while (FindNextFileA(h, &fd));
        FindClose(h);
        for (i = 0; i < count; i++) {
            char name[MAX_PATH];
            if (has_wild(b)) mask_name(names[i], b, name);
            else strcpy(name, b);
            sprintf(from, "%s%s", dir, names[i]);
            sprintf(to, "%s%s", dir, name);
            if (_stricmp(from, to) && !MoveFileA(from, to)) {
                if (GetLastError() == ERROR_ALREADY_EXISTS || GetLastError() == ERROR_FILE_EXISTS)
                    err("A duplicate file name exists, or the file\r\ncannot be found.\r\n");
                else print_error(GetLastError());
                bad = 1;
            } else if (!_stricmp(from, to) && strcmp(from, to)) MoveFileA(from, to);
            free(names[i]);
        }
        free(names);
    }
    return bad;
}

static int eval_if(struct node *n, int in_batch)
{
    int r = 0;
    char a[MAXLINE], x[MAXLINE], y[MAXLINE];
    if (delayed) {
        expand_delayed(n->x ? n->x : "", x, in_batch);
        expand_delayed(n->y ? n->y : "", y, in_batch);
    } else {
        strcpy(x, n->x ? n->x : "");
        strcpy(y, n->y ? n->y : "");
    }
    switch (n->cond) {
    case 1: {
        WIN32_FIND_DATAA fd;
        HANDLE h;
        strcpy(a, x);
        unquote(a);
        if (has_wild(a)) {
            h = FindFirstFileA(a, &fd);
            r = h != INVALID_HANDLE_VALUE;
            if (r) FindClose(h);
        } else r = GetFileAttributesA(a) != INVALID_FILE_ATTRIBUTES;
        break;
    }
    case 2: {
        char v[16];
        DWORD got = GetEnvironmentVariableA(x, v, sizeof v);
        r = got || GetLastError() != ERROR_ENVVAR_NOT_FOUND;
        break;
    }
    case 3: r = errorlevel >= atoi(x); break;
    case 4: r = n->icase ? !_stricmp(x, y) : !strcmp(x, y); break;
    case 5: {
        char *e1, *e2;
        long long nx = strtoll(x, &e1, 0), ny = strtoll(y, &e2, 0);
        int c;
        if (*x && *y && !*e1 && !*e2) c = nx < ny ? -1 : nx > ny;
        else c = n->icase ? _stricmp(x, y) : strcmp(x, y);
        if (!_stricmp(n->op, "equ")) r = c == 0;
        else if (!_stricmp(n->op, "neq")) r = c != 0;
        else if (!_stricmp(n->op, "lss")) r = c < 0;
        else if (!_stricmp(n->op, "leq")) r = c <= 0;
        else if (!_stricmp(n->op, "gtr")) r = c > 0;
        else if (!_stricmp(n->op, "geq")) r = c >= 0;
        else return -1;
        break;
    }
    default: return -1;
    }
    return n->neg ? !r : r;
}

/* ---------------------------------------------------------------- for ------------ */
/* %~[fdpnxsatz]: a path's parts and its file's attributes, time and size */
static void tilde_mods(const char *mods, const char *value, const char *fullpath, char *dst)
{
    char v[MAXLINE], full[MAX_PATH], *file;
    WIN32_FILE_ATTRIBUTE_DATA fa;
    int have, path_parts;
    strcpy(v, value);
    unquote(v);
    dst[0] = 0;
    if (!*mods) { strcpy(dst, v); return; }
    if (fullpath) strcpy(full, fullpath);
    else if (!*v || !GetFullPathNameA(v, MAX_PATH, full, &file)) strcpy(full, v);
    if (strpbrk(mods, "sS")) {
        char sh[MAX_PATH];
        DWORD k = GetShortPathNameA(full, sh, MAX_PATH);
        if (k && k < MAX_PATH) strcpy(full, sh);
    }
    have = GetFileAttributesExA(full, GetFileExInfoStandard, &fa);
    if (have && strpbrk(mods, "aA")) {
        static const char flags[] = "drahscotl";
        static const DWORD bits[] = {FILE_ATTRIBUTE_DIRECTORY, FILE_ATTRIBUTE_READONLY,
            FILE_ATTRIBUTE_ARCHIVE, FILE_ATTRIBUTE_HIDDEN, FILE_ATTRIBUTE_SYSTEM,
            FILE_ATTRIBUTE_COMPRESSED, FILE_ATTRIBUTE_OFFLINE, FILE_ATTRIBUTE_TEMPORARY,
            FILE_ATTRIBUTE_REPARSE_POINT};
        int i;
        char *d = dst + strlen(dst);
        for (i = 0; i < 9; i++) *d++ = (fa.dwFileAttributes & bits[i]) ? flags[i] : '-';
        *d = 0;
    }
    if (have && strpbrk(mods, "tT")) {
        FILETIME lt;
        SYSTEMTIME st;
        int h;
        FileTimeToLocalFileTime(&fa.ftLastWriteTime, &lt);
        FileTimeToSystemTime(&lt, &st);
        h = st.wHour % 12;
        if (dst[0]) strcat(dst, " ");
        sprintf(dst + strlen(dst), "%02d/%02d/%04d %02d:%02d %s", st.wMonth, st.wDay,
                st.wYear, h ? h : 12, st.wMinute, st.wHour < 12 ? "AM" : "PM");
    }
    if (have && strpbrk(mods, "zZ")) {
        ULONGLONG size = ((ULONGLONG)fa.nFileSizeHigh << 32) | fa.nFileSizeLow;
        if (dst[0]) strcat(dst, " ");
        char digits[32], *e = digits + 31;
        *e = 0;
        do { *--e = (char)('0' + size % 10); size /= 10; } while (size);
        strcat(dst, e);
    }
    path_parts = strpbrk(mods, "dpnxDPNX") != NULL;
    if (!path_parts && !strpbrk(mods, "fFsS")) return;
    if (dst[0]) strcat(dst, " ");
    if (!path_parts) { strcat(dst, full); return; }
    {
        char drive[8] = "", dir[MAX_PATH] = "", name[MAX_PATH] = "", ext[MAX_PATH] = "";
        _splitpath(full, drive, dir, name, ext);
        if (strpbrk(mods, "dD")) strcat(dst, drive);
        if (strpbrk(mods, "pP")) strcat(dst, dir);
        if (strpbrk(mods, "nN")) strcat(dst, name);
        if (strpbrk(mods, "xX")) strcat(dst, ext);
    }
}

/* the loop variables of a for in force: name and value */
struct forvars { int n; char name[32]; char *value[32]; };

/* text with %v and %~mods v of the loop variables replaced */
static char *subst_vars(const char *src, struct forvars *fv)
{
    char out_[MAXLINE], *d = out_, *end = out_ + MAXLINE - 1, val[MAXLINE];
    const char *s = src;
    if (!src) return NULL;
    while (*s && d < end) {
        int i, done = 0;
        if (*s != '%') { *d++ = *s++; continue; }
        if (s[1] == '~') {
            const char *m = s + 2;
            int k = 0, j;
            while (m[k] && strchr("fdpnxsatzFDPNXSATZ", m[k])) k++;
            if (m[k] == '$') {
                /* %~$NAME:v — the first folder of variable NAME holding the file, its
                 * full path (empty when none); with other modifiers, their parts */
                const char *colon = strchr(m + k + 1, ':');
                if (colon && colon[1]) {
                    for (i = 0; i < fv->n; i++) if (colon[1] == fv->name[i]) break;
                    if (i < fv->n) {
                        char var[256], list[MAXLINE], found[MAX_PATH], mods[32], *f;
                        int vn = (int)(colon - (m + k + 1));
                        if (vn > 255) vn = 255;
                        memcpy(var, m + k + 1, vn);
                        var[vn] = 0;
                        found[0] = 0;
                        if (getvar(var, list, sizeof list) &&
                            !SearchPathA(list, fv->value[i], NULL, MAX_PATH, found, &f))
                            found[0] = 0;
                        memcpy(mods, m, k);
                        mods[k] = 0;
                        if (found[0]) {
                            if (k) tilde_mods(mods, found, NULL, val);
                            else strcpy(val, found);
                            d += snprintf(d, end - d, "%s", val);
                        }
                        s = colon + 2;
                        continue;
                    }
                }
            }
            for (j = k; j >= 0 && !done; j--)
                for (i = 0; i < fv->n; i++)
                    if (m[j] && m[j] == fv->name[i]) {
                        char mods[32];
                        memcpy(mods, m, j);
                        mods[j] = 0;
                        tilde_mods(mods, fv->value[i], NULL, val);
                        d += snprintf(d, end - d, "%s", val);
                        s = m + j + 1;
                        done = 1;
                        break;
                    }
        } else {
            for (i = 0; i < fv->n; i++)
                if (s[1] == fv->name[i]) {
                    d += snprintf(d, end - d, "%s", fv->value[i]);
                    s += 2;
                    done = 1;
                    break;
                }
        }
        if (!done) *d++ = *s++;
    }
    *d = 0;
    return xstrdup(out_);
}

/* a copy of a parsed command with the loop variables put in */
static struct node *clone_subst(struct node *n, struct forvars *fv)
{
    struct node *c;
    struct redir *r, **t;
    if (!n) return NULL;
    c = newnode(n->type);
    *c = *n;
    c->text = subst_vars(n->text, fv);
    c->src = subst_vars(n->src, fv);
    c->x = subst_vars(n->x, fv);
    c->y = subst_vars(n->y, fv);
    c->op = n->op ? xstrdup(n->op) : NULL;
    c->a = clone_subst(n->a, fv);
    c->b = clone_subst(n->b, fv);
    c->redirs = NULL;
    for (t = &c->redirs, r = n->redirs; r; r = r->next) {
        char *tg = subst_vars(r->target, fv);
        *t = calloc(1, sizeof **t);
        **t = *r;
        (*t)->next = NULL;
        snprintf((*t)->target, MAX_PATH, "%s", tg);
        free(tg);
        t = &(*t)->next;
    }
    return c;
}

static int run_node(struct node *n, int in_batch);
static HANDLE start_program(const char *app, const char *cmdline, HANDLE in, HANDLE o, HANDLE e);
static struct forvars loopvars;      /* the enclosing loops' variables */

/* one pass of the body with the variables given */
static int for_body(struct node *n, int in_batch, int count, char **values)
{
    struct forvars saved = loopvars;
    struct node *c;
    int i, rc;
    for (i = 0; i < count && loopvars.n < 32; i++) {
        int j, at = loopvars.n;
        for (j = 0; j < loopvars.n; j++) if (loopvars.name[j] == n->op[0] + i) at = j;
        loopvars.name[at] = (char)(n->op[0] + i);
        loopvars.value[at] = values[i];
        if (at == loopvars.n) loopvars.n++;
    }
    c = clone_subst(n->a, &loopvars);
    rc = run_node(c, in_batch);
    free_node(c);
    loopvars = saved;
    return rc;
}

/* the next item of a for's set (separators: space, tab, comma, semicolon, =) */
static int set_item(const char **pp, char *buf)
{
    const char *p = *pp;
    char *d = buf;
    int q = 0;
    while (*p && strchr(" \t,;=", *p)) p++;
    if (!*p) return 0;
    while (*p && (q || !strchr(" \t,;=", *p))) {
        if (*p == '"') q = !q;
        *d++ = *p++;
    }
    *d = 0;
    *pp = p;
    return 1;
}

/* the files (or folders) of one folder matching a pattern; each one's body */
static int for_matches(struct node *n, int in_batch, const char *dir, const char *pat, int dirs, int *rc)
{
    char path[MAX_PATH], full[MAX_PATH], *v[1];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, MAX_PATH, "%s%s", dir, pat);
    h = FindFirstFileA(path, &fd);
    if (h == INVALID_HANDLE_VALUE) return 0;
    do {
        int isd = (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
        if (isd != dirs || !strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, "..")) continue;
        if (fd.dwFileAttributes & (FILE_ATTRIBUTE_HIDDEN | FILE_ATTRIBUTE_SYSTEM)) continue;
        snprintf(full, MAX_PATH, "%s%s", dir, fd.cFileName);
        v[0] = full;
        *rc = for_body(n, in_batch, 1, v);
        if (STOPPED) break;
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    return 1;
}

/* for /r: the set in this folder, then in each folder below it */
static void for_tree(struct node *n, int in_batch, const char *root, int *rc)
{
    char dir[MAX_PATH], item[MAXLINE], path[MAX_PATH], **subs = NULL;
    const char *p = n->x;
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int count = 0, cap = 0, i;
    snprintf(dir, MAX_PATH, "%s%s", root, root[0] && root[strlen(root) - 1] == '\\' ? "" : "\\");
    while (set_item(&p, item) && !STOPPED) {
        /* /d /r: the folders matching a wildcard; otherwise the files */
        if (has_wild(item)) for_matches(n, in_batch, dir, item, n->fdirs, rc);
        else if (!n->fdirs || !strcmp(item, ".")) {
            char *v[1];
            snprintf(path, MAX_PATH, "%s%s", dir, item);
            v[0] = path;
            *rc = for_body(n, in_batch, 1, v);
        }
    }
    snprintf(path, MAX_PATH, "%s*", dir);
    h = FindFirstFileA(path, &fd);
    if (h == INVALID_HANDLE_VALUE) return;
    do {
        if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) || !strcmp(fd.cFileName, ".") ||
            !strcmp(fd.cFileName, "..")) continue;
        if (count == cap) subs = realloc(subs, sizeof *subs * (cap = cap ? cap * 2 : 16));
        snprintf(path, MAX_PATH, "%s%s", dir, fd.cFileName);
        subs[count++] = xstrdup(path);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    for (i = 0; i < count; i++) {
        if (!STOPPED) for_tree(n, in_batch, subs[i], rc);
        free(subs[i]);
    }
    free(subs);
}

/* for /f's options */
struct fopts { char eol; int skip; char delims[64]; int tokens[32], ntok, star, backq; };

static int parse_fopts(const char *o, struct fopts *f)
{
    memset(f, 0, sizeof *f);
    f->eol = ';';
    strcpy(f->delims, " \t");
    f->tokens[0] = 1;
    f->ntok = 1;
    while (*o) {
        while (*o == ' ' || *o == '\t') o++;
        if (!*o) break;
        if (!_strnicmp(o, "eol=", 4)) { f->eol = o[4]; o += o[4] ? 5 : 4; }
        else if (!_strnicmp(o, "skip=", 5)) { f->skip = atoi(o + 5); o += 5; while (isdigit((unsigned char)*o)) o++; }
        else if (!_strnicmp(o, "usebackq", 8)) { f->backq = 1; o += 8; }
        else if (!_strnicmp(o, "delims=", 7)) {
            int k = 0;
            o += 7;
            /* delims= runs to the end, or to a space before another option */
            while (*o && k < 63) {
                if (*o == ' ') {
                    const char *t = o;
                    while (*t == ' ') t++;
                    if (!_strnicmp(t, "eol=", 4) || !_strnicmp(t, "skip=", 5) ||
                        !_strnicmp(t, "tokens=", 7) || !_strnicmp(t, "usebackq", 8) ||
                        !_strnicmp(t, "delims=", 7)) break;
                }
                f->delims[k++] = *o++;
            }
            f->delims[k] = 0;
        } else if (!_strnicmp(o, "tokens=", 7)) {
            o += 7;
            f->ntok = 0;
            while (*o && *o != ' ') {
                if (*o == '*') { f->star = 1; o++; continue; }
                if (isdigit((unsigned char)*o)) {
                    int a = strtol(o, (char **)&o, 10), b = a, i;
                    if (*o == '-') { o++; b = strtol(o, (char **)&o, 10); }
                    for (i = a; i <= b && f->ntok < 31; i++) f->tokens[f->ntok++] = i;
                    continue;
                }
                if (*o == ',') { o++; continue; }
                return -1;
            }
        } else return -1;
    }
    return 0;
}

/* one line of for /f: its tokens into the variables, then the body */
static int fline(struct node *n, int in_batch, struct fopts *f, char *line, int *skipped, int *rc)
{
    char *toks[64], *vals[33], buf[MAXLINE], *p, empty[1] = "";
    int nt = 0, i, nv = 0, maxt = 0;
    size_t len = strlen(line);
    if (len && line[len - 1] == '\r') line[--len] = 0;
    if (*skipped < f->skip) { (*skipped)++; return 0; }
    if (!*line) return 0;
    if (f->eol && line[0] == f->eol) return 0;
    strcpy(buf, line);
    p = buf;
    for (i = 0; i < f->ntok; i++) if (f->tokens[i] > maxt) maxt = f->tokens[i];
    while (*p && nt < 63) {
        while (*p && f->delims[0] && strchr(f->delims, *p)) p++;
        if (!*p) break;
        toks[nt++] = p;
        if (f->star && nt == maxt + 1) break;        /* the rest of the line */
        while (*p && !(f->delims[0] && strchr(f->delims, *p))) p++;
        if (*p) *p++ = 0;
    }
    for (i = 0; i < f->ntok; i++) vals[nv++] = f->tokens[i] <= nt && f->tokens[i] > 0 ? toks[f->tokens[i] - 1] : empty;
    if (f->star) vals[nv++] = nt > maxt ? toks[maxt] : empty;
    if (!nv || vals[0] == empty) {
        int any = 0;
        for (i = 0; i < nv; i++) if (vals[i] != empty) any = 1;
        if (!any) return 0;
    }
    *rc = for_body(n, in_batch, nv, vals);
    return 1;
}

/* every line of a block of text */
static void flines(struct node *n, int in_batch, struct fopts *f, char *text, int *skipped, int *rc)
{
    char *p = text;
    while (*p && !STOPPED) {
        char *e = strchr(p, '\n'), save = 0;
        if (e) { save = *e; *e = 0; }
        {
            char line[MAXLINE];
            snprintf(line, sizeof line, "%s", p);
            fline(n, in_batch, f, line, skipped, rc);
        }
        if (!e) break;
        *e = save;
        p = e + 1;
    }
}

/* everything a command writes to its standard output, run by another cmd /c */
static char *command_output(const char *command)
{
    char self[MAX_PATH], line[MAXLINE + 64], *data = malloc(4096);
    SECURITY_ATTRIBUTES sa = {sizeof sa, NULL, TRUE};
    HANDLE r, w, proc;
    DWORD got, size = 0, cap = 4096;
    GetModuleFileNameA(NULL, self, MAX_PATH);
    snprintf(line, sizeof line, "\"%s\" /c %s", self, command);
    CreatePipe(&r, &w, &sa, 0);
    SetHandleInformation(r, HANDLE_FLAG_INHERIT, 0);
    proc = start_program(self, line, hin, w, herr);
    CloseHandle(w);
    for (;;) {
        if (size + 1024 >= cap) data = realloc(data, cap *= 2);
        if (!ReadFile(r, data + size, 1024, &got, NULL) || !got) break;
        size += got;
    }
    data[size] = 0;
    CloseHandle(r);
    if (proc) { WaitForSingleObject(proc, INFINITE); CloseHandle(proc); }
    return data;
}

static int run_for(struct node *n, int in_batch)
{
    int rc = 0;
    char item[MAXLINE];
    const char *p = n->x;
    if (n->cond < 0 || !n->a) {
        err("The syntax of the command is incorrect.\r\n");
        return 1;
    }
    if (n->fmode == 'l') {
        long v[3] = {0, 0, 0};
        int k = 0;
        char num[32], *vals[1];
        while (k < 3 && set_item(&p, item)) v[k++] = atol(item);
        for (; v[1] > 0 ? v[0] <= v[2] : v[1] < 0 ? v[0] >= v[2] : v[0] <= v[2]; v[0] += v[1]) {
            sprintf(num, "%ld", v[0]);
            vals[0] = num;
            rc = for_body(n, in_batch, 1, vals);
            if (STOPPED || v[1] == 0) break;
        }
        return rc;
    }
    if (n->fmode == 'r') {
        char root[MAX_PATH], *f;
        if (n->y && n->y[0]) GetFullPathNameA(n->y, MAX_PATH, root, &f);
        else GetCurrentDirectoryA(MAX_PATH, root);
        if (is_dir(root)) for_tree(n, in_batch, root, &rc);
        return rc;
    }
    if (n->fmode == 'f') {
        struct fopts f;
        int skipped = 0;
        const char *s = skipws(n->x);
        char open_q;
        if (parse_fopts(n->y ? n->y : "", &f) < 0) {
            err("%s was unexpected at this time.\r\n", n->y);
            return 1;
        }
        open_q = f.backq ? '`' : '\'';
        if (*s == open_q) {
            char cmdtext[MAXLINE], *out_, *e;
            strcpy(cmdtext, s + 1);
            e = strrchr(cmdtext, open_q);
            if (e) *e = 0;
            out_ = command_output(cmdtext);
            flines(n, in_batch, &f, out_, &skipped, &rc);
            free(out_);
            return rc;
        }
        if (*s == '"' && !f.backq) {
            char text[MAXLINE], *e;
            strcpy(text, s + 1);
            e = strrchr(text, '"');
            if (e) *e = 0;
            fline(n, in_batch, &f, text, &skipped, &rc);
            return rc;
        }
        /* file names */
        while (set_item(&p, item) && !STOPPED) {
            HANDLE h;
            DWORD size, got = 0;
            char *data;
            unquote(item);
            h = CreateFileA(item, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                            OPEN_EXISTING, 0, NULL);
            if (h == INVALID_HANDLE_VALUE) {
                err("The system cannot find the file %s.\r\n", item);
                return 1;
            }
            size = GetFileSize(h, NULL);
            data = malloc(size + 1);
            ReadFile(h, data, size, &got, NULL);
            CloseHandle(h);
            data[got] = 0;
            flines(n, in_batch, &f, data, &skipped, &rc);
            free(data);
        }
        return rc;
    }
    while (set_item(&p, item) && !STOPPED) {
        if (has_wild(item)) {
            char dir[MAX_PATH], pat[MAX_PATH];
            unquote(item);
            folder_of(item, dir);
            strcpy(pat, item + strlen(dir));
            for_matches(n, in_batch, dir, pat, n->fmode == 'd', &rc);
        } else {
            char *v[1];
            v[0] = item;
            rc = for_body(n, in_batch, 1, v);
        }
    }
    return rc;
}

/* ---------------------------------------------------------------- programs ------- */
static int has_ext(const char *name)
{
    const char *dot = strrchr(name, '.');
    const char *slash = strrchr(name, '\\');
    return dot && (!slash || dot > slash);
}

/* the file a command name runs: PATHEXT's extensions, the current folder then PATH */
static int find_program(const char *name, char *found)
{
    char exts[MAXLINE], path[MAXLINE * 2], folder[MAX_PATH], cand[MAX_PATH], *f;
    const char *p;
    int explicit_dir = strpbrk(name, "\\/:") != NULL;
    if (!getvar("PATHEXT", exts, sizeof exts)) strcpy(exts, ".COM;.EXE;.BAT;.CMD");
    if (!getvar("PATH", path, sizeof path)) path[0] = 0;
    p = path;
    folder[0] = 0;
    for (;;) {
        char e[64];
        const char *x = exts;
        if (folder[0] || !explicit_dir) {
            snprintf(cand, MAX_PATH, "%s%s%s", folder,
                     folder[0] && folder[strlen(folder) - 1] != '\\' ? "\\" : "", name);
        } else strcpy(cand, name);
        if (has_ext(name) && is_file(cand)) { GetFullPathNameA(cand, MAX_PATH, found, &f); return 1; }
        while (*x) {
            int k = 0;
            char c2[MAX_PATH];
            while (*x && *x != ';' && k < 60) e[k++] = *x++;
            e[k] = 0;
            if (*x == ';') x++;
            if (!k) continue;
            snprintf(c2, MAX_PATH, "%s%s", cand, e);
            if (is_file(c2)) { GetFullPathNameA(c2, MAX_PATH, found, &f); return 1; }
        }
        if (explicit_dir) return 0;
        /* the next PATH folder */
        while (*p == ';') p++;
        if (!*p) return 0;
        {
            int k = 0;
            while (*p && *p != ';' && k < MAX_PATH - 1) folder[k++] = *p++;
            folder[k] = 0;
            unquote(folder);
            if (!folder[0]) strcpy(folder, ".");
        }
    }
}

static int is_batch(const char *path)
{
    const char *dot = strrchr(path, '.');
    return dot && (!_stricmp(dot, ".bat") || !_stricmp(dot, ".cmd"));
}

/* start a program with the current standard handles; wait for it unless wait=0 */
static HANDLE start_program(const char *app, const char *cmdline, HANDLE in, HANDLE o, HANDLE e)
{
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    char *line = xstrdup(cmdline);
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = in;
    si.hStdOutput = o;
    si.hStdError = e;
    if (!CreateProcessA(app, line, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        free(line);
        return NULL;
    }
    free(line);
    CloseHandle(pi.hThread);
    return pi.hProcess;
}

/* open a document (or a folder) through the shell, as its file association says
 * (ShellExecuteEx): ERRORLEVEL 9059 when it cannot, else 0, or with wait the exit code of
 * the program that opened it */
static int shell_open(const char *name, const char *params, const char *dir, int show,
                      int wait)
{
    typedef struct {
        DWORD cbSize; ULONG fMask; HWND hwnd; LPCSTR lpVerb, lpFile, lpParameters,
        lpDirectory; int nShow; HINSTANCE hInstApp; void *lpIDList; LPCSTR lpClass;
        HKEY hkeyClass; DWORD dwHotKey; HANDLE hIcon; HANDLE hProcess;
    } sei_t;
    typedef BOOL (WINAPI *sei_fn)(sei_t *);
    HMODULE sh = LoadLibraryA("shell32.dll");
    sei_fn fn = sh ? (sei_fn)(void (*)(void))GetProcAddress(sh, "ShellExecuteExA") : NULL;
    sei_t sei;
    DWORD code = 0;
    if (!strstr(name, "://") && GetFileAttributesA(name) == INVALID_FILE_ATTRIBUTES) {
        /* Windows says this in a message box */
        err("Windows cannot find '%s'. Make sure you typed the name correctly, "
            "and then try again.\r\n", name);
        return 9059;
    }
    memset(&sei, 0, sizeof sei);
    sei.cbSize = sizeof sei;
    sei.fMask = 0x40 | 0x400;              /* SEE_MASK_NOCLOSEPROCESS | FLAG_NO_UI */
    sei.lpFile = name;
    sei.lpParameters = params && params[0] ? params : NULL;
    sei.lpDirectory = dir && dir[0] ? dir : NULL;
    sei.nShow = show;
    if (!fn || !fn(&sei)) {
        print_error(GetLastError());
        return 9059;
    }
    if (sei.hProcess) {
        if (wait) {
            WaitForSingleObject(sei.hProcess, INFINITE);
            GetExitCodeProcess(sei.hProcess, &code);
        }
        CloseHandle(sei.hProcess);
    }
    return wait ? (int)code : 0;
}

/* a file CreateProcess runs: a program image (.exe, .com) */
static int is_image(const char *path)
{
    const char *dot = strrchr(path, '.');
    return dot && (!_stricmp(dot, ".exe") || !_stricmp(dot, ".com"));
}

static int run_external(char *text, int in_batch)
{
    char name[MAXLINE], found[MAX_PATH], *p = text, *rest;
    HANDLE proc;
    DWORD code = 0;
    int q = 0, k = 0;
    /* the program name: up to whitespace (or a separator) outside quotes */
    while (*p && (q || !strchr(" \t,;=", *p))) {
        if (*p == '"') q = !q;
        else name[k++] = *p;
        p++;
    }
    name[k] = 0;
    rest = p;
    if (!name[0]) return errorlevel;
    if (!find_program(name, found)) {
        /* a name in a folder that is not there: the path; else the name is unknown */
        char dir[MAX_PATH];
        folder_of(name, dir);
        if (dir[0] && !is_dir(dir))
            err("The system cannot find the path specified.\r\n");
        else
            err("'%s' is not recognized as an internal or external command,\r\n"
                "operable program or batch file.\r\n", name);
        return 9009;
    }
    if (is_batch(found)) return run_batch(found, rest, 0, NULL);
    if (!is_image(found))
        return shell_open(found, skipws(rest), NULL, SW_SHOWNORMAL, 0);   /* a document */
    rtrim(text);
    proc = start_program(found, text, hin, hout, herr);
    if (!proc) {
        print_error(GetLastError());
        return 9009;
    }
    WaitForSingleObject(proc, INFINITE);
    GetExitCodeProcess(proc, &code);
    CloseHandle(proc);
    (void)in_batch;
    return (int)code;
}

/* start ["title"] [/d path] [/i] [/min] [/max] [/separate|/shared] [/low|/normal|/high|
 * /realtime|/abovenormal|/belownormal] [/wait] [/b] [command [parameters]] */
static int cmd_start(char *args)
{
    char *p = skipws(args), title[MAXLINE] = "", dir[MAX_PATH] = "", name[MAXLINE];
    char found[MAX_PATH], line[MAXLINE * 2], self[MAX_PATH], *rest;
    int wait = 0, b = 0, show = -1, k, q = 0;
    DWORD flags = 0, code = 0;
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    int titled = 0;
    while (*p == '/' || (*p == '"' && !titled)) {
        char sw[64];
        if (*p == '"') {                       /* the first quoted argument: the title */
            char *e = strchr(p + 1, '"');
            titled = 1;
            if (!e) break;
            memcpy(title, p + 1, e - p - 1);
            title[e - p - 1] = 0;
            p = skipws(e + 1);
            continue;
        }
        k = 0;
        p++;
        while (*p && !strchr(" \t/", *p) && k < 63) sw[k++] = *p++;
        sw[k] = 0;
        p = skipws(p);
        if (!_stricmp(sw, "wait")) wait = 1;
        else if (!_stricmp(sw, "b")) b = 1;
        else if (!_stricmp(sw, "min")) show = SW_SHOWMINNOACTIVE;
        else if (!_stricmp(sw, "max")) show = SW_SHOWMAXIMIZED;
        else if (!_stricmp(sw, "i") || !_stricmp(sw, "separate") || !_stricmp(sw, "shared")) {}
        else if (!_stricmp(sw, "low")) flags |= IDLE_PRIORITY_CLASS;
        else if (!_stricmp(sw, "normal")) flags |= NORMAL_PRIORITY_CLASS;
        else if (!_stricmp(sw, "high")) flags |= HIGH_PRIORITY_CLASS;
        else if (!_stricmp(sw, "realtime")) flags |= REALTIME_PRIORITY_CLASS;
        else if (!_stricmp(sw, "abovenormal")) flags |= ABOVE_NORMAL_PRIORITY_CLASS;
        else if (!_stricmp(sw, "belownormal")) flags |= BELOW_NORMAL_PRIORITY_CLASS;
        else if (!_strnicmp(sw, "d", 1)) {
            char *d = dir;
            if (sw[1]) strcpy(dir, sw + 1);        /* /dpath */
            else {
                while (*p && (q || !strchr(" \t", *p))) {
                    if (*p == '"') q = !q; else *d++ = *p;
                    p++;
                }
                *d = 0;
                p = skipws(p);
            }
        } else {
            err("Invalid switch - \"/%s\".\r\n", sw);
            return 1;
        }
    }
    /* the program: its name (quotes taken off) and the rest */
    k = 0;
    q = 0;
    rest = p;
    while (*rest && (q || !strchr(" \t", *rest))) {
        if (*rest == '"') q = !q; else name[k++] = *rest;
        rest++;
    }
    name[k] = 0;
    GetModuleFileNameA(NULL, self, MAX_PATH);
    if (!name[0]) {
        /* no command: another interpreter */
        snprintf(found, MAX_PATH, "%s", self);
        snprintf(line, sizeof line, "\"%s\"", self);
    } else {
        int i, internal = 0, have;
        static const char *builtins[] = {"echo", "set", "dir", "type", "copy", "move",
            "del", "erase", "md", "mkdir", "rd", "rmdir", "ren", "rename", "cd", "chdir",
            "ver", "cls", "title", "pause", "path", "pushd", "popd", "for", "if", "call",
            "exit", "rem", "start", "date", "time", "vol", "color", "prompt", "assoc",
            "ftype", "verify", "break", "mklink", NULL};
        for (i = 0; builtins[i]; i++) if (!_stricmp(name, builtins[i])) internal = 1;
        have = !internal && find_program(name, found);
        if (have && is_image(found)) {
            snprintf(line, sizeof line, "\"%s\"%s", found, rest);
        } else if (!internal && (!have || !is_batch(found))) {
            /* not a program: a document or a folder, for the shell to open */
            char params[MAXLINE];
            strcpy(params, skipws(rest));
            return shell_open(have ? found : name, params, dir,
                              show >= 0 ? show : SW_SHOWNORMAL, wait);
        } else {
            /* an internal command or a batch file: another interpreter runs it and stays
             * (cmd /k), as start /? says */
            snprintf(found, MAX_PATH, "%s", self);
            snprintf(line, sizeof line, "\"%s\" /K %s", self, p);
        }
    }
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    if (title[0]) si.lpTitle = title;
    if (show >= 0) { si.dwFlags |= STARTF_USESHOWWINDOW; si.wShowWindow = (WORD)show; }
    if (b) {
        si.dwFlags |= STARTF_USESTDHANDLES;
        si.hStdInput = hin;
        si.hStdOutput = hout;
        si.hStdError = herr;
    } else flags |= CREATE_NEW_CONSOLE;
    if (!CreateProcessA(found, line, NULL, NULL, TRUE, flags, NULL, dir[0] ? dir : NULL, &si, &pi)) {
        print_error(GetLastError());
        return 9059;
    }
    CloseHandle(pi.hThread);
    if (wait) {
        WaitForSingleObject(pi.hProcess, INFINITE);
        GetExitCodeProcess(pi.hProcess, &code);
    }
    CloseHandle(pi.hProcess);
    return (int)code;
}

/* ---------------------------------------------------------------- assoc, ftype --- */
/* File associations live in HKEY_CLASSES_ROOT: ".ext" -> ProgID (its default value),
 * "ProgID\shell\open\command" -> the command that opens it. Listing, showing, setting
 * ("name=value") and deleting ("name=") go through the registry, as Windows' cmd does. */
static int reg_get_default(HKEY base, const char *path, char *outv, DWORD size)
{
    HKEY k;
    DWORD type, n = size;
    LONG rc;
    if (RegOpenKeyExA(base, path, 0, KEY_READ, &k)) return 0;
    rc = RegQueryValueExA(k, NULL, NULL, &type, (BYTE *)outv, &n);
    RegCloseKey(k);
    if (rc || (type != REG_SZ && type != REG_EXPAND_SZ)) return 0;
    outv[n < size ? n : size - 1] = 0;
    return 1;
}

static LONG reg_delete_tree(HKEY base, const char *path)
{
    HKEY k;
    char sub[MAX_PATH], child[MAX_PATH * 2];
    DWORD n;
    LONG rc = RegOpenKeyExA(base, path, 0, KEY_READ | KEY_WRITE, &k);
    if (rc) return rc;
    for (;;) {
        n = sizeof sub;
        if (RegEnumKeyExA(k, 0, sub, &n, NULL, NULL, NULL, NULL)) break;
        snprintf(child, sizeof child, "%s\\%s", path, sub);
        if ((rc = reg_delete_tree(base, child))) break;
    }
    RegCloseKey(k);
    return rc ? rc : RegDeleteKeyA(base, path);
}

/* assoc/ftype's listing: every key of HKCR that is (dots) or is not (!dots) an
 * extension, with its value */
static void list_classes(int dots)
{
    char name[MAX_PATH], value[MAXLINE], path[MAX_PATH + 32];
    DWORD i, n;
    for (i = 0;; i++) {
        n = sizeof name;
        if (RegEnumKeyExA(HKEY_CLASSES_ROOT, i, name, &n, NULL, NULL, NULL, NULL)) break;
        if ((name[0] == '.') != dots) continue;
        snprintf(path, sizeof path, dots ? "%s" : "%s\\shell\\open\\command", name);
        if (reg_get_default(HKEY_CLASSES_ROOT, path, value, sizeof value))
            out("%s=%s\r\n", name, value);
    }
}

static int cmd_assoc_ftype(char *args, int ftype)
{
    char *a = skipws(args), name[MAX_PATH], value[MAXLINE], path[MAX_PATH + 32], *eq;
    HKEY k;
    LONG rc;
    rtrim(a);
    if (!*a) {
        list_classes(!ftype);
        return KEEP;
    }
    eq = strchr(a, '=');
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - a) : (int)strlen(a), a);
    rtrim(name);
    snprintf(path, sizeof path, ftype ? "%s\\shell\\open\\command" : "%s", name);
    if (!eq) {
        if (reg_get_default(HKEY_CLASSES_ROOT, path, value, sizeof value)) {
            out("%s=%s\r\n", name, value);
            return KEEP;
        }
    } else if (!*skipws(eq + 1)) {
        /* "name=": the association (assoc: the extension's key) or the open command goes */
        rc = reg_delete_tree(HKEY_CLASSES_ROOT, path);
        if (!rc) return KEEP;
        if (rc != ERROR_FILE_NOT_FOUND) {
            print_error(rc);
            return 1;
        }
    } else {
        eq = skipws(eq + 1);
        rc = RegCreateKeyExA(HKEY_CLASSES_ROOT, path, 0, NULL, 0, KEY_WRITE, NULL, &k, NULL);
        if (!rc) {
            rc = RegSetValueExA(k, NULL, 0, REG_SZ, (const BYTE *)eq, (DWORD)strlen(eq) + 1);
            RegCloseKey(k);
        }
        if (rc) {
            print_error(rc);
            return 1;
        }
        out("%s=%s\r\n", name, eq);
        return KEEP;
    }
    if (ftype) err("File type '%s' not found or no open command associated with it.\r\n", name);
    else err("File association not found for extension %s\r\n", name);
    return ERROR_FILE_NOT_FOUND;        /* ERRORLEVEL 2, as Wine's cmd */
}

/* ---------------------------------------------------------------- verify, break -- */
static int verify_on;

static int cmd_verify(char *args)
{
    char *a = skipws(args);
    rtrim(a);
    if (!*a) out("VERIFY is %s.\r\n", verify_on ? "on" : "off");
    else if (!_stricmp(a, "on")) verify_on = 1;
    else if (!_stricmp(a, "off")) verify_on = 0;
    else {
        err("Must specify ON or OFF.\r\n");
        return 1;
    }
    return KEEP;
}

/* ---------------------------------------------------------------- mklink --------- */
/* MKLINK [[/D] | [/H] | [/J]] Link Target: a file or (/D) folder symbolic link, a hard
 * link (/H). A junction (/J) is a mount point reparse point, which this drive has no
 * file of: it says so. */
static int cmd_mklink(char *args)
{
    char *p = skipws(args), words[2][MAX_PATH];
    int nwords = 0, dirlink = 0, hard = 0, junction = 0, q, k;
    typedef BOOLEAN (WINAPI *symlink_fn)(LPCSTR, LPCSTR, DWORD);
    typedef BOOL (WINAPI *hardlink_fn)(LPCSTR, LPCSTR, LPSECURITY_ATTRIBUTES);
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    while (*p) {
        if (*p == '/' && p[1] && (!p[2] || p[2] == ' ' || p[2] == '\t')) {
            char c = (char)toupper((unsigned char)p[1]);
            if (c == 'D') dirlink = 1;
            else if (c == 'H') hard = 1;
            else if (c == 'J') junction = 1;
            else {
                err("Invalid switch - %c\r\n", p[1]);   /* /X */
                return 1;
            }
            p = skipws(p + 2);
            continue;
        }
        if (nwords == 2) {
            err("The syntax of the command is incorrect.\r\n");
            return 1;
        }
        q = 0;
        k = 0;
        while (*p && (q || !strchr(" \t", *p)) && k < MAX_PATH - 1) {
            if (*p == '"') q = !q; else words[nwords][k++] = *p;
            p++;
        }
        words[nwords++][k] = 0;
        p = skipws(p);
    }
    if (nwords < 2 || dirlink + hard + junction > 1) {
        err("The syntax of the command is incorrect.\r\n");
        return 1;
    }
    if (junction) {
        err("cmd: MKLINK /J is not implemented\r\n");
        return 1;
    }
    if (hard) {
        hardlink_fn fn = (hardlink_fn)(void (*)(void))GetProcAddress(k32, "CreateHardLinkA");
        if (!fn || !fn(words[0], words[1], NULL)) {
            print_error(GetLastError());
            return 1;
        }
        out("Hardlink created for %s <<===>> %s\r\n", words[0], words[1]);
    } else {
        symlink_fn fn = (symlink_fn)(void (*)(void))GetProcAddress(k32, "CreateSymbolicLinkA");
        if (!fn || !fn(words[0], words[1], dirlink ? 1 : 0)) {
            print_error(GetLastError());
            return 1;
        }
        out("symbolic link created for %s <<===>> %s\r\n", words[0], words[1]);
    }
    return KEEP;
}

/* ---------------------------------------------------------------- dispatch ------- */
static const char *unimplemented[] = {"dpath", "keys", NULL};

static int run_simple(struct node *n, int in_batch)
{
    char text[MAXLINE], cmd[64], *p = text, *args;
    int k = 0, i;
    char sep;
    if (delayed) expand_delayed(n->text, text, in_batch);
    else strcpy(text, n->text);
    p = skipws(text);
    if (!*p) return KEEP;
    if (*p == ':') return KEEP;                    /* a label */
    while (isalpha((unsigned char)p[k]) && k < 63) { cmd[k] = p[k]; k++; }
    cmd[k] = 0;
    sep = p[k];
    args = p + k;
    if (k && (!sep || strchr(" \t./\\:;,=+([]\"", sep))) {
        if (!_stricmp(cmd, "echo")) return cmd_echo(args, sep), KEEP;
        if (sep == '.' || sep == '\\' || sep == '/' || sep == ':' || sep == '"' || sep == '[' || sep == ']' || sep == '+' || sep == '(') {
            /* cd.. cd\ dir/b md\x: only these take such a separator */
            if (_stricmp(cmd, "cd") && _stricmp(cmd, "chdir") && _stricmp(cmd, "dir") &&
                _stricmp(cmd, "md") && _stricmp(cmd, "mkdir") && _stricmp(cmd, "rd") &&
                _stricmp(cmd, "rmdir") && _stricmp(cmd, "type") && _stricmp(cmd, "del") &&
                _stricmp(cmd, "set") && _stricmp(cmd, "exit") && _stricmp(cmd, "ver") &&
                _stricmp(cmd, "cls") && _stricmp(cmd, "if"))
                goto external;
        }
        if (!_stricmp(cmd, "rem")) return KEEP;
        if (!_stricmp(cmd, "set")) { int r = cmd_set(args, in_batch); return r ? r : KEEP; }
        if (!_stricmp(cmd, "cd") || !_stricmp(cmd, "chdir")) return cmd_cd(args);
        if (!_stricmp(cmd, "dir")) return cmd_dir(args);
        if (!_stricmp(cmd, "type")) return cmd_type(args);
        if (!_stricmp(cmd, "copy")) return copy_or_move(args, 0);
        if (!_stricmp(cmd, "move")) return copy_or_move(args, 1);
        if (!_stricmp(cmd, "del") || !_stricmp(cmd, "erase")) return cmd_del(args);
        if (!_stricmp(cmd, "md") || !_stricmp(cmd, "mkdir")) return cmd_md(args);
        if (!_stricmp(cmd, "rd") || !_stricmp(cmd, "rmdir")) return cmd_rd(args);
        if (!_stricmp(cmd, "ren") || !_stricmp(cmd, "rename")) return cmd_ren(args);
        if (!_stricmp(cmd, "start")) return cmd_start(args);
        if (!_stricmp(cmd, "assoc")) return cmd_assoc_ftype(args, 0);
        if (!_stricmp(cmd, "ftype")) return cmd_assoc_ftype(args, 1);
        if (!_stricmp(cmd, "verify")) return cmd_verify(args);
        if (!_stricmp(cmd, "break")) return KEEP;     /* no effect on Windows, as documented */
        if (!_stricmp(cmd, "mklink")) return cmd_mklink(args);
        if (!_stricmp(cmd, "date")) return cmd_date_time(args, 1);
        if (!_stricmp(cmd, "time")) return cmd_date_time(args, 0);
        if (!_stricmp(cmd, "vol")) return cmd_vol(args);
        if (!_stricmp(cmd, "color")) return cmd_color(args);
        if (!_stricmp(cmd, "prompt")) {
            char a[MAXLINE];
            strcpy(a, skipws(args));
            SetEnvironmentVariableA("PROMPT", *a ? a : NULL);
            return KEEP;
        }
        if (!_stricmp(cmd, "ver")) {
            OSVERSIONINFOA v;
            get_version(&v);
            out("\r\nMicrosoft Windows [Version %lu.%lu.%lu]\r\n", v.dwMajorVersion,
                v.dwMinorVersion, v.dwBuildNumber);
            return KEEP;
        }
        if (!_stricmp(cmd, "cls")) {
            CONSOLE_SCREEN_BUFFER_INFO ci;
            if (GetConsoleScreenBufferInfo(hout, &ci)) {
                COORD origin = {0, 0};
                DWORD done;
                FillConsoleOutputCharacterA(hout, ' ', ci.dwSize.X * ci.dwSize.Y, origin, &done);
                FillConsoleOutputAttribute(hout, ci.wAttributes, ci.dwSize.X * ci.dwSize.Y, origin, &done);
                SetConsoleCursorPosition(hout, origin);
            } else out("\f");
            return KEEP;
        }
        if (!_stricmp(cmd, "title")) {
            char t[MAXLINE];
            strcpy(t, skipws(args));
            SetConsoleTitleA(t);
            return KEEP;
        }
        if (!_stricmp(cmd, "pause")) {
            char c[64];
            DWORD got;
            out("Press any key to continue . . . ");
            ReadFile(hin, c, 1, &got, NULL);
            out("\r\n");
            return KEEP;
        }
        if (!_stricmp(cmd, "path")) {
            char *a = skipws(args), v[MAXLINE];
            if (!*a) {
                if (getvar("PATH", v, sizeof v)) out("PATH=%s\r\n", v);
                else out("PATH=(null)\r\n");
                return KEEP;
            }
            if (*a == '=') a++;
            if (!strcmp(a, ";")) a = "";
            SetEnvironmentVariableA("PATH", *a ? a : NULL);
            return KEEP;
        }
        if (!_stricmp(cmd, "pushd")) {
            char cwd[MAX_PATH], a[MAXLINE];
            strcpy(a, skipws(args));
            rtrim(a);
            unquote(a);
            GetCurrentDirectoryA(MAX_PATH, cwd);
            if (!*a) return KEEP;
            if (!is_dir(a) || !SetCurrentDirectoryA(a)) {
                print_error(ERROR_PATH_NOT_FOUND);
                return 1;
            }
            if (dir_sp < 64) dir_stack[dir_sp++] = xstrdup(cwd);
            return KEEP;
        }
        if (!_stricmp(cmd, "popd")) {
            if (!dir_sp) return KEEP;
            SetCurrentDirectoryA(dir_stack[--dir_sp]);
            free(dir_stack[dir_sp]);
            return KEEP;
        }
        if (!_stricmp(cmd, "setlocal")) {
            char w[MAXLINE], *q = args;
            int want = delayed;
            while (next_word(&q, w)) {
                if (!_stricmp(w, "enabledelayedexpansion")) want = 1;
                else if (!_stricmp(w, "disabledelayedexpansion")) want = 0;
                else if (_stricmp(w, "enableextensions") && _stricmp(w, "disableextensions")) {
                    err("Invalid parameter to SETLOCAL command\r\n");
                    return 1;
                }
            }
            if (bctx) {
                do_setlocal();
                delayed = want;
            }
            return KEEP;
        }
        if (!_stricmp(cmd, "endlocal")) {
            if (bctx && env_depth > bctx->env_depth) do_endlocal();
            return KEEP;
        }
        if (!_stricmp(cmd, "shift")) {
            if (bctx) {
                char *a = skipws(args);
                if (*a == '/' && isdigit((unsigned char)a[1])) {
                    int from = a[1] - '0' + bctx->shift;
                    if (from < bctx->nargs) {
                        free(bctx->args[from]);
                        memmove(&bctx->args[from], &bctx->args[from + 1],
                                sizeof(char *) * (bctx->nargs - from - 1));
                        bctx->nargs--;
                    }
                } else if (bctx->shift < bctx->nargs) bctx->shift++;
            }
            return KEEP;
        }
        if (!_stricmp(cmd, "goto")) {
            char label[MAXLINE], *a = skipws(args);
            int j, start, tries;
            if (*a == ':') a++;
            for (j = 0; a[j] && !strchr(" \t&|<>", a[j]); j++) label[j] = a[j];
            label[j] = 0;
            if (!bctx) return KEEP;
            if (!_stricmp(label, "eof")) { bctx->pos = bctx->nlines; bctx->jumped = 1; return KEEP; }
            /* from the line after this one to the end, then from the top */
            start = bctx->pos;
            for (tries = 0; tries < bctx->nlines; tries++) {
                int li = (start + tries) % bctx->nlines;
                char *l = skipws(bctx->lines[li]);
                int ll = (int)strlen(label);
                if (*l == ':' && !_strnicmp(l + 1, label, ll) &&
                    (!l[1 + ll] || strchr(" \t\r", l[1 + ll]))) {
                    bctx->pos = li + 1;
                    bctx->jumped = 1;
                    return KEEP;
                }
            }
            err("The system cannot find the batch label specified - %s\r\n", label);
            bctx->pos = bctx->nlines;
            bctx->done = 1;
            return 1;
        }
        if (!_stricmp(cmd, "call")) {
            char a[MAXLINE], again[MAXLINE];
            strcpy(a, skipws(args));
            expand(a, again, in_batch);
            if (again[0] == ':') {
                char label[MAXLINE], *r = again + 1;
                int j = 0;
                if (!bctx) {
                    err("Invalid attempt to call batch label outside of batch script.\r\n");
                    return 1;
                }
                while (*r && !strchr(" \t", *r)) label[j++] = *r++;
                label[j] = 0;
                return run_batch(bctx->path, r, 1, label);
            }
            {
                char name[MAXLINE], found[MAX_PATH], *r = again;
                int j = 0, q = 0;
                while (*r && (q || !strchr(" \t", *r))) {
                    if (*r == '"') q = !q; else name[j++] = *r;
                    r++;
                }
                name[j] = 0;
                if (name[0] && find_program(name, found) && is_batch(found))
                    return run_batch(found, r, 1, NULL);
                return run_line(again, in_batch);
            }
        }
        if (!_stricmp(cmd, "exit")) {
            char *a = skipws(args);
            if (!_strnicmp(a, "/b", 2) && (!a[2] || a[2] == ' ' || a[2] == '\t')) {
                a = skipws(a + 2);
                if (*a) errorlevel = atoi(a);
                if (bctx) {
                    bctx->pos = bctx->nlines;
                    bctx->done = 1;
                    return errorlevel;
                }
                ExitProcess(errorlevel);
            }
            ExitProcess(*a ? atoi(a) : errorlevel);
        }
        for (i = 0; unimplemented[i]; i++)
            if (!_stricmp(cmd, unimplemented[i])) {
                char up[64];
                int j;
                for (j = 0; cmd[j]; j++) up[j] = (char)toupper((unsigned char)cmd[j]);
                up[j] = 0;
                err("cmd: %s is not implemented\r\n", up);
                return 1;
            }
    }
external:
    return run_external(p, in_batch);
}

static int run_node(struct node *n, int in_batch);

static int with_redirs(struct node *n, int in_batch)
{
    HANDLE saved[3] = {hin, hout, herr}, opened[8];
    int nopened = 0, rc;
    struct redir *r;
    for (r = n->redirs; r; r = r->next) {
        HANDLE h;
        if (r->mode == 3) {
            h = r->dupfd == 0 ? hin : r->dupfd == 1 ? hout : r->dupfd == 2 ? herr : NULL;
            if (!h) continue;
        } else {
            h = open_redir(r);
            if (h == INVALID_HANDLE_VALUE) {
                DWORD e = GetLastError();
                int j;
                print_error(e == ERROR_PATH_NOT_FOUND && r->mode == 0 ? ERROR_FILE_NOT_FOUND : e);
                for (j = 0; j < nopened; j++) CloseHandle(opened[j]);
                hin = saved[0]; hout = saved[1]; herr = saved[2];
                errorlevel = 1;
                return 1;
            }
            if (nopened < 8) opened[nopened++] = h;
        }
        if (r->fd == 0) hin = h;
        else if (r->fd == 1) hout = h;
        else if (r->fd == 2) herr = h;
    }
    if (n->type == N_CMD) rc = run_simple(n, in_batch);
    else rc = run_node(n->a, in_batch);      /* a block: its last command's answer */
    while (nopened) CloseHandle(opened[--nopened]);
    hin = saved[0]; hout = saved[1]; herr = saved[2];
    return rc;
}

/* a pipe's element: an external program as it is, anything else in another cmd.exe */
static HANDLE start_element(struct node *n, HANDLE in, HANDLE o)
{
    char self[MAX_PATH], line[MAXLINE + 64];
    HANDLE saved[3] = {hin, hout, herr}, proc;
    GetModuleFileNameA(NULL, self, MAX_PATH);
    snprintf(line, sizeof line, "\"%s\" /S /D /c\" %s\"", self, n->src ? n->src : "");
    hin = in;
    hout = o;
    proc = start_program(self, line, hin, hout, herr);
    hin = saved[0]; hout = saved[1]; herr = saved[2];
    return proc;
}

static int run_pipe(struct node *n)
{
    /* flatten a | b | c into its elements */
    struct node *elems[32];
    HANDLE procs[32];
    int count = 0, i;
    struct node *t = n;
    SECURITY_ATTRIBUTES sa = {sizeof sa, NULL, TRUE};
    HANDLE in = hin;
    DWORD code = 0;
    while (t->type == N_PIPE && count < 31) { elems[count++] = t->b; t = t->a; }
    elems[count++] = t;
    for (i = 0; i < count / 2; i++) {
        struct node *x = elems[i];
        elems[i] = elems[count - 1 - i];
        elems[count - 1 - i] = x;
    }
    for (i = 0; i < count; i++) {
        HANDLE r = NULL, w = NULL, o = hout;
        if (i < count - 1) {
            CreatePipe(&r, &w, &sa, 0);
            o = w;
        }
        procs[i] = start_element(elems[i], in, o);
        if (w) CloseHandle(w);
        if (in != hin) CloseHandle(in);
        in = r;
    }
    for (i = 0; i < count; i++) {
        if (!procs[i]) continue;
        WaitForSingleObject(procs[i], INFINITE);
        if (i == count - 1) GetExitCodeProcess(procs[i], &code);
        CloseHandle(procs[i]);
    }
    return procs[count - 1] ? (int)code : 255;
}

static int run_node(struct node *n, int in_batch)
{
    /* the answer: 0 when the command succeeded (what && and || test) */
    int rc;
    if (!n) return 0;
    if (STOPPED) return 0;
    switch (n->type) {
    case N_CMD:
    case N_BLOCK:
        rc = with_redirs(n, in_batch);
        if (rc == KEEP) return 0;
        if (n->type == N_CMD) errorlevel = rc;
        return rc;
    case N_SEQ:
        run_node(n->a, in_batch);
        return run_node(n->b, in_batch);
    case N_AND:
        rc = run_node(n->a, in_batch);
        return rc == 0 ? run_node(n->b, in_batch) : rc;
    case N_OR:
        rc = run_node(n->a, in_batch);
        return rc != 0 ? run_node(n->b, in_batch) : 0;
    case N_PIPE:
        errorlevel = run_pipe(n);
        return errorlevel;
    case N_FOR:
        rc = run_for(n, in_batch);
        if (rc == KEEP) rc = 0;
        return rc;
    case N_IF: {
        int r = eval_if(n, in_batch);
        if (r < 0) {
            err("The syntax of the command is incorrect.\r\n");
            errorlevel = 1;
            return 1;
        }
        if (r) return run_node(n->a, in_batch);
        if (n->b) return run_node(n->b, in_batch);
        return 0;
    }
    }
    return 0;
}

/* a parsed line: NULL with *more set when a block is still open */
static struct node *parse_line(const char *text, int *more)
{
    struct node *n;
    ps = text;
    pdepth = 0;
    pincomplete = 0;
    n = parse_seq();
    pskip();
    *more = pincomplete;
    if (*ps == ')') {
        /* an unmatched ')' outside a block ends the line (cmd ignores the rest) */
    }
    return n;
}

static int run_line(const char *line, int in_batch)
{
    char exp[MAXLINE];
    struct node *n;
    int more;
    expand(line, exp, in_batch);
    n = parse_line(exp, &more);
    if (more) {
        err("More? \r\n");
        free_node(n);
        return 1;
    }
    run_node(n, in_batch);
    free_node(n);
    return errorlevel;
}

/* ---------------------------------------------------------------- batch files ---- */
static char **read_lines(const char *path, int *count)
{
    HANDLE h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                           OPEN_EXISTING, 0, NULL);
    DWORD size, got = 0;
    char *data, *p, **lines;
    int n = 0, cap = 64;
    if (h == INVALID_HANDLE_VALUE) return NULL;
    size = GetFileSize(h, NULL);
    data = malloc(size + 1);
    ReadFile(h, data, size, &got, NULL);
    CloseHandle(h);
    data[got] = 0;
    lines = malloc(sizeof *lines * cap);
    p = data;
    while (*p) {
        char *e = p;
        while (*e && *e != '\n') e++;
        if (n == cap) lines = realloc(lines, sizeof *lines * (cap *= 2));
        lines[n] = malloc(e - p + 1);
        memcpy(lines[n], p, e - p);
        lines[n][e - p] = 0;
        rtrim(lines[n]);
        n++;
        p = *e ? e + 1 : e;
    }
    free(data);
    *count = n;
    return lines;
}

static void echo_command(const char *text)
{
    out("\r\n");
    show_prompt();
    out("%s \r\n", text);      /* the command, then a space, as cmd shows it */
}

static int run_batch(const char *path, const char *args, int is_call, const char *label)
{
    struct batch *b = calloc(1, sizeof *b), *caller = bctx;
    char w[MAXLINE], *p, *a = xstrdup(args ? args : "");
    char full[MAX_PATH], *f;
    int i;
    GetFullPathNameA(path, MAX_PATH, full, &f);
    b->lines = read_lines(full, &b->nlines);
    if (!b->lines) {
        print_error(ERROR_FILE_NOT_FOUND);
        free(b);
        free(a);
        return 1;
    }
    strcpy(b->path, full);
    if (label) {
        b->args[0] = malloc(strlen(label) + 2);
        sprintf(b->args[0], ":%s", label);
    } else b->args[0] = xstrdup(path);
    b->nargs = 1;
    p = a;
    while (b->nargs < 63 && next_arg(&p, w)) b->args[b->nargs++] = xstrdup(w);
    p = a;
    while (*p == ' ' || *p == '\t' || *p == ',' || *p == ';' || *p == '=') p++;
    b->rawargs = xstrdup(p);
    free(a);
    b->env_depth = env_depth;
    b->prev = caller;
    if (label) {
        int li, found = 0;
        int ll = (int)strlen(label);
        for (li = 0; li < b->nlines; li++) {
            char *l = skipws(b->lines[li]);
            if (*l == ':' && !_strnicmp(l + 1, label, ll) && (!l[1 + ll] || strchr(" \t", l[1 + ll]))) {
                b->pos = li + 1;
                found = 1;
                break;
            }
        }
        if (!found) {
            err("The system cannot find the batch label specified - %s\r\n", label);
            for (i = 0; i < b->nargs; i++) free(b->args[i]);
            for (i = 0; i < b->nlines; i++) free(b->lines[i]);
            free(b->lines);
            free(b->rawargs);
            free(b);
            return 1;
        }
    }
    if (!is_call && caller) {
        /* a batch file run from a batch file without CALL does not come back */
        caller->pos = caller->nlines;
        caller->done = 1;
    }
    bctx = b;
    while (b->pos < b->nlines && !b->done) {
        char text[MAXLINE * 2], exp[MAXLINE];
        struct node *n;
        int more;
        char *l = skipws(b->lines[b->pos++]);
        if (*l == ':' || !*l) continue;
        strcpy(text, l);
        for (;;) {
            expand(text, exp, 1);
            n = parse_line(exp, &more);
            if (!more || b->pos >= b->nlines) break;
            free_node(n);
            strcat(text, "\n");
            strncat(text, b->lines[b->pos++], MAXLINE - strlen(text) - 2);
        }
        if (echo_on && text[0] != '@') {
            char e2[MAXLINE];
            strcpy(e2, exp);
            rtrim(e2);
            echo_command(e2);
        }
        b->jumped = 0;
        run_node(n, 1);
        b->jumped = 0;
        free_node(n);
    }
    while (env_depth > b->env_depth) do_endlocal();
    for (i = 0; i < b->nargs; i++) free(b->args[i]);
    for (i = 0; i < b->nlines; i++) free(b->lines[i]);
    free(b->lines);
    free(b->rawargs);
    free(b);
    bctx = caller;
    return errorlevel;
}

/* ---------------------------------------------------------------- main ----------- */
/* a line from standard input (without its end); 0 at the end of input */
static int read_input(char *buf, int size)
{
    int n = 0;
    DWORD got;
    char c;
    for (;;) {
        if (!ReadFile(hin, &c, 1, &got, NULL) || !got) { buf[n] = 0; return n > 0; }
        if (c == '\n') break;
        if (n < size - 1) buf[n++] = c;
    }
    buf[n] = 0;
    rtrim(buf);
    return 1;
}

static int is_exe_file(const char *s)
{
    char found[MAX_PATH];
    return find_program(s, found);
}

int main(void)
{
    char *cl = GetCommandLineA(), *p = cl, command[MAXLINE * 2];
    int mode = 0, strip_s = 0, q = 0;         /* mode: 'c', 'k' or 0 */
    hin = GetStdHandle(STD_INPUT_HANDLE);
    hout = GetStdHandle(STD_OUTPUT_HANDLE);
    herr = GetStdHandle(STD_ERROR_HANDLE);
    {
        CONSOLE_SCREEN_BUFFER_INFO ci;
        HANDLE con = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE,
                                 FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
        if (con != INVALID_HANDLE_VALUE) {
            if (GetConsoleScreenBufferInfo(con, &ci)) start_attr = ci.wAttributes;
            CloseHandle(con);
        }
    }
    /* skip the program's name */
    p = skipws(p);
    if (*p == '"') { p++; while (*p && *p != '"') p++; if (*p) p++; }
    else while (*p && *p != ' ' && *p != '\t' && *p != '/') p++;
    /* the switches, up to /c or /k */
    for (;;) {
        p = skipws(p);
        if (*p != '/' && *p != '-') break;
        if (p[1] == '?') {
            out("Starts a new instance of the Windows command interpreter\r\n\r\n"
                "CMD [/A | /U] [/Q] [/D] [/E:ON | /E:OFF] [/F:ON | /F:OFF] [/V:ON | /V:OFF]\r\n"
                "    [[/S] [/C | /K] string]\r\n");
            return 0;
        }
        switch (tolower((unsigned char)p[1])) {
        case 'c': mode = 'c'; break;
        case 'k': mode = 'k'; break;
        case 's': strip_s = 1; break;
        case 'q': q = 1; break;
        case 'v':
            if (p[2] == ':' && (p[3] == 'o' || p[3] == 'O')) delayed = tolower((unsigned char)p[4]) == 'n';
            break;
        default: break;            /* /a /u /d /e /f /v /t: chosen features, ignored */
        }
        p += 2;
        if (mode) break;
        while (*p && *p != ' ' && *p != '\t' && *p != '/') p++;    /* /t:fg /e:on ... */
    }
    if (q) echo_on = 0;
    if (mode) {
        /* `cmd /?`: keep the quotes only for exactly two quotes around a program's name
         * with a space in it and no special characters; otherwise strip the first quote
         * and the last one */
        char *s = skipws(p), *first, *last;
        int quotes = 0;
        char *c;
        strcpy(command, s);
        for (c = command; *c; c++) if (*c == '"') quotes++;
        first = strchr(command, '"');
        last = strrchr(command, '"');
        if (command[0] == '"') {
            int keep = 0;
            if (!strip_s && quotes == 2) {
                char inner[MAXLINE];
                int len = (int)(last - first - 1);
                memcpy(inner, first + 1, len);
                inner[len] = 0;
                if (!strpbrk(inner, "&<>()@^|") && strpbrk(inner, " \t") && is_exe_file(inner))
                    keep = 1;
            }
            if (!keep) {
                memmove(last, last + 1, strlen(last));
                memmove(command, command + 1, strlen(command));
            }
        }
        run_line(command, 0);
        if (mode == 'c') return errorlevel;
        interactive = 1;
    } else {
        OSVERSIONINFOA v;
        get_version(&v);
        out("Microsoft Windows [Version %lu.%lu.%lu]\r\n"
            "(c) Microsoft Corporation. All rights reserved.\r\n", v.dwMajorVersion,
            v.dwMinorVersion, v.dwBuildNumber);
        interactive = 1;
    }
    for (;;) {
        char line[MAXLINE];
        if (echo_on) { out("\r\n"); show_prompt(); }
        if (!read_input(line, sizeof line)) break;
        run_line(line, 0);
    }
    return errorlevel;
}
