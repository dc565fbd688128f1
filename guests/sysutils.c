/* sysutils.c: the console utilities of the guest drive's system folder, one program that
 * is each of them by the name it runs under (kernel/sysfolder.py copies it onto the drive
 * as C:\WINDOWS\SYSTEM32\where.exe, findstr.exe, ...; docs/files-registry.md "Notepad and
 * the console utilities"). Written for wineagent from Windows' documentation (`NAME /?`
 * and Microsoft's command reference); the lines are Windows' English ones.
 *
 *   where    [/r dir] [/q] [/f] [$ENV:|path:]pattern...  the current folder and PATH
 *            (with PATHEXT), the folders of ENV or path, or every folder under dir;
 *            exit 0 found, 1 not found, 2 bad usage
 *   findstr  [/b /e /l /r /s /i /x /v /n /m /o /p /a:attr /c:string /g:file /f:file]
 *            strings [files]  (stdin without files); regular expressions: . * ^ $
 *            [class] [^class] [a-z] \< \> \x
 *   find     [/v /c /n /i] "string" [files]  ("---------- FILE" headers)
 *   sort     [/r] [/o file] [file]     (case-insensitive, as Windows' default locale)
 *   more     [/s] [/tN] [+N] [files]   to a non-console output: copies the lines, tabs
 *            expanded (to every 8th column, /tN), from line N+1, /s: one blank line
 *            of each run
 *   hostname, whoami
 *   timeout  /t N [/nobreak]           waits N seconds (guest time) or until a key;
 *            a redirected input is refused, as on Windows
 *   choice   [/c keys] [/n] [/cs] [/t N /d key] [/m text]  ERRORLEVEL = the key's index
 *   attrib   [+r|-r] [+a|-a] [+s|-s] [+h|-h] [/s /d] [path]  sets, or lists (Wine's
 *            columns: A, S, H, R)
 *   xcopy    src [dst] [/s /e /i /q /y]  "path" per file, "N File(s) copied"
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXLINE 8192

/* ------------------------------------------------------------------ */
/* helpers                                                             */

static char *xstrdup(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    if (!d) { fputs("out of memory\n", stderr); exit(2); }
    return strcpy(d, s);
}

static int has_wild(const char *s)
{
    return strchr(s, '*') != NULL || strchr(s, '?') != NULL;
}

/* Whether argument a is the switch /name (or -name), ignoring case. */
static int is_switch(const char *a, const char *name)
{
    return (a[0] == '/' || a[0] == '-') && _stricmp(a + 1, name) == 0;
}

/* The lines of a stream, CR LF or LF ended (the CR dropped). */
typedef struct { char **v; int n, cap; } Lines;

static void lines_add(Lines *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->v = realloc(l->v, l->cap * sizeof(char *));
        if (!l->v) { fputs("out of memory\n", stderr); exit(2); }
    }
    l->v[l->n++] = xstrdup(s);
}

/* Read one line of f into buf (MAXLINE), without its end; 0 at the end of f. */
static long line_bytes;        /* how many bytes the last read_line consumed */

static int read_line(FILE *f, char *buf)
{
    int c, n = 0, any = 0;
    line_bytes = 0;
    while ((c = fgetc(f)) != EOF) {
        any = 1;
        line_bytes++;
        if (c == '\n')
            break;
        if (n < MAXLINE - 1)
            buf[n++] = (char)c;
    }
    if (n > 0 && buf[n - 1] == '\r')
        n--;
    buf[n] = 0;
    return any;
}

/* ------------------------------------------------------------------ */
/* where                                                               */

static int where_quiet, where_found;

static int where_quotes;

static void where_print(const char *path)
{
    where_found = 1;
    if (!where_quiet)
        printf(where_quotes ? "\"%s\"\n" : "%s\n", path);
}

/* The files in folder dir matching pattern (and pattern + each PATHEXT extension when
   the pattern has no extension), each once; how many. */
static int where_in(const char *dir, const char *pattern, const char *pathext)
{
    char spec[MAX_PATH * 2], ext[64];
    const char *p = pathext, *base = strrchr(pattern, '\\');
    int count = 0, round;
    char seen[64][MAX_PATH];
    int nseen = 0;
    for (round = 0;; round++) {
        WIN32_FIND_DATAA fd;
        HANDLE h;
        int dlen = (int)strlen(dir);
        if (round == 0)
            ext[0] = 0;
        else {
            int n = 0;
            if (strchr(base ? base : pattern, '.') || !*p)
                break;
            while (*p && *p != ';' && n < 63)
                ext[n++] = *p++;
            ext[n] = 0;
            if (*p == ';')
                p++;
            if (!n)
                continue;
        }
        snprintf(spec, sizeof(spec), "%s%s%s%s", dir,
                 dlen && dir[dlen - 1] != '\\' ? "\\" : "", pattern, ext);
        h = FindFirstFileA(spec, &fd);
        if (h == INVALID_HANDLE_VALUE)
            continue;
        do {
            char full[MAX_PATH * 2];
            int i, dup = 0;
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
                continue;
            snprintf(full, sizeof(full), "%s%s%s", dir,
                     dlen && dir[dlen - 1] != '\\' ? "\\" : "", fd.cFileName);
            for (i = 0; i < nseen; i++)
                if (_stricmp(seen[i], full) == 0)
                    dup = 1;
            if (dup)
                continue;
            if (nseen < 64)
                lstrcpynA(seen[nseen++], full, MAX_PATH);
            where_print(full);
            count++;
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    return count;
}

static int where_tree(const char *dir, const char *pattern, const char *pathext)
{
    char spec[MAX_PATH * 2];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int count = where_in(dir, pattern, pathext), dlen = (int)strlen(dir);
    const char *sep = dlen && dir[dlen - 1] != '\\' ? "\\" : "";
    snprintf(spec, sizeof(spec), "%s%s*", dir, sep);
    h = FindFirstFileA(spec, &fd);
    if (h == INVALID_HANDLE_VALUE)
        return count;
    do {
        char sub[MAX_PATH * 2];
        if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ||
            !strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))
            continue;
        snprintf(sub, sizeof(sub), "%s%s%s", dir, sep, fd.cFileName);
        count += where_tree(sub, pattern, pathext);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    return count;
}

static int main_where(int argc, char **argv)
{
    const char *root = NULL;
    char pathext[1024], path[8192], cwd[MAX_PATH], list[8192];
    int i, npat = 0, missing = 0;
    for (i = 1; i < argc; i++) {
        if (is_switch(argv[i], "r")) {
            if (++i >= argc) {
                fputs("ERROR: Invalid syntax. Value expected for '/r'.\n"
                      "Type \"WHERE /?\" for usage.\n", stderr);
                return 2;
            }
            root = argv[i];
        } else if (is_switch(argv[i], "q"))
            where_quiet = 1;
        else if (is_switch(argv[i], "f"))
            where_quotes = 1;
        else if (is_switch(argv[i], "t")) {
            fputs("WHERE: /T is not implemented\n", stderr);
            return 2;
        }
        else if (argv[i][0] == '/' && argv[i][1]) {
            fprintf(stderr, "ERROR: Invalid argument or option - '%s'.\n"
                    "Type \"WHERE /?\" for usage.\n", argv[i]);
            return 2;
        } else
            npat++;
    }
    if (!npat) {
        fputs("ERROR: A search pattern must be specified.\n"
              "Type \"WHERE /?\" for usage.\n", stderr);
        return 2;
    }
    if (!GetEnvironmentVariableA("PATHEXT", pathext, sizeof(pathext)))
        strcpy(pathext, ".COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC");
    if (!GetEnvironmentVariableA("PATH", path, sizeof(path)))
        path[0] = 0;
    GetCurrentDirectoryA(MAX_PATH, cwd);
    if (root && GetFileAttributesA(root) == INVALID_FILE_ATTRIBUTES) {
        fputs("ERROR: The system cannot find the file specified.\n", stderr);
        return 2;
    }
    for (i = 1; i < argc; i++) {
        int count;
        const char *pattern, *colon;
        char *search;
        if (is_switch(argv[i], "r")) {
            i++;
            continue;
        }
        if (argv[i][0] == '/')
            continue;
        pattern = argv[i];
        colon = strrchr(pattern, ':');
        if (colon && colon - pattern > 1) {
            /* $ENV:pattern (the folders of variable ENV) or path:pattern */
            int n = (int)(colon - pattern);
            char where[MAX_PATH];
            lstrcpynA(where, pattern, n + 1 < MAX_PATH ? n + 1 : MAX_PATH);
            pattern = colon + 1;
            if (root) {
                fputs("ERROR: Invalid syntax. /R and $env:pattern or path:pattern "
                      "cannot be used together.\n", stderr);
                return 2;
            }
            if (where[0] == '$') {
                if (!GetEnvironmentVariableA(where + 1, list, sizeof(list))) {
                    fprintf(stderr, "ERROR: The environment variable \"%s\" cannot be "
                            "found.\n", where + 1);
                    return 2;
                }
            } else {
                if (GetFileAttributesA(where) == INVALID_FILE_ATTRIBUTES) {
                    fputs("ERROR: The system cannot find the file specified.\n", stderr);
                    return 2;
                }
                lstrcpynA(list, where, sizeof(list));
            }
            count = 0;
            search = list;
        } else if (root) {
            if (!where_tree(root, pattern, pathext))
                missing = 1;
            continue;
        } else {
            count = where_in(cwd, pattern, pathext);
            search = path;
        }
        {
            char *p = search;
            while (*p) {
                char dir[MAX_PATH];
                int n = 0;
                while (*p == ';')
                    p++;
                if (*p == '"') {
                    p++;
                    while (*p && *p != '"' && n < MAX_PATH - 1)
                        dir[n++] = *p++;
                    if (*p == '"')
                        p++;
                }
                while (*p && *p != ';' && n < MAX_PATH - 1)
                    dir[n++] = *p++;
                dir[n] = 0;
                if (n && (search != path || _stricmp(dir, cwd) != 0))
                    count += where_in(dir, pattern, pathext);
            }
        }
        if (!count)
            missing = 1;
    }
    if (missing && !where_quiet)
        fputs("INFO: Could not find files for the given pattern(s).\n", stderr);
    return missing ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* findstr                                                             */

static int fs_icase;

static int fs_eq(char a, char b)
{
    return fs_icase ? tolower((unsigned char)a) == tolower((unsigned char)b) : a == b;
}

static int is_word(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* One element of a regular expression at re: its length in re, and whether the text
   character c matches it. Returns the element's length (0 for an invalid class). */
static int re_elem(const char *re, char c, int *match)
{
    if (*re == '.') {
        *match = 1;
        return 1;
    }
    if (*re == '\\' && re[1]) {
        *match = fs_eq(re[1], c);
        return 2;
    }
    if (*re == '[') {
        const char *p = re + 1;
        int neg = 0, in = 0;
        if (*p == '^') {
            neg = 1;
            p++;
        }
        while (*p && *p != ']') {
            if (p[1] == '-' && p[2] && p[2] != ']') {
                unsigned char lo = (unsigned char)p[0], hi = (unsigned char)p[2];
                unsigned char x = (unsigned char)c;
                if (x >= lo && x <= hi)
                    in = 1;
                if (fs_icase) {
                    unsigned char lx = (unsigned char)tolower(x), ux = (unsigned char)toupper(x);
                    if ((lx >= lo && lx <= hi) || (ux >= lo && ux <= hi))
                        in = 1;
                }
                p += 3;
            } else {
                if (fs_eq(*p, c))
                    in = 1;
                p++;
            }
        }
        *match = c && (neg ? !in : in);
        return *p == ']' ? (int)(p - re) + 1 : (int)(p - re);
    }
    *match = fs_eq(*re, c);
    return 1;
}

/* Whether re matches text at t (start is the line's start, for \< and ^). */
static int re_here(const char *re, const char *t, const char *start)
{
    for (;;) {
        int m, len;
        if (!*re)
            return 1;
        if (re[0] == '$' && !re[1])
            return *t == 0;
        if (re[0] == '\\' && re[1] == '<') {
            if (t != start && is_word(t[-1]))
                return 0;
            if (!is_word(*t))
                return 0;
            re += 2;
            continue;
        }
        if (re[0] == '\\' && re[1] == '>') {
            if (t == start || !is_word(t[-1]) || is_word(*t))
                return 0;
            re += 2;
            continue;
        }
        len = re_elem(re, *t, &m);
        if (re[len] == '*') {
            const char *s = t;
            /* the longest run first, then shorter ones */
            while (*s && (re_elem(re, *s, &m), m))
                s++;
            for (; s >= t; s--)
                if (re_here(re + len + 1, s, start))
                    return 1;
            return 0;
        }
        if (!*t || !m)
            return 0;
        re += len;
        t++;
    }
}

/* Whether the line matches string s: a regular expression (regex) or literal text; with
   begin/end/exact the match must be at the line's start, end, or be the whole line. */
static int fs_match(const char *line, const char *s, int regex, int begin, int end, int exact)
{
    size_t n = strlen(line), k;
    const char *t;
    if (!regex) {
        k = strlen(s);
        if (exact)
            return n == k && _strnicmp(line, s, k) == 0 &&
                   (fs_icase || strncmp(line, s, k) == 0);
        for (t = line; t + k <= line + n; t++) {
            size_t i;
            for (i = 0; i < k && fs_eq(t[i], s[i]); i++)
                ;
            if (i == k && (!begin || t == line) && (!end || t + k == line + n))
                return 1;
            if (begin)
                break;
        }
        return 0;
    } else {
        char re[MAXLINE + 4];
        const char *body = s;
        int anchored = begin || exact;
        if (*body == '^') {
            anchored = 1;
            body++;
        }
        snprintf(re, sizeof(re), "%s%s", body,
                 (end || exact) && !(strlen(body) && body[strlen(body) - 1] == '$' &&
                                     (strlen(body) < 2 || body[strlen(body) - 2] != '\\'))
                 ? "$" : "");
        for (t = line;; t++) {
            if (re_here(re, t, line))
                return 1;
            if (anchored || !*t)
                return 0;
        }
    }
}

typedef struct {
    char **strings;
    int nstr, regex, begin, end, exact, invert, numbers, names_only, prefix, offsets;
    int skip_binary, color;           /* /p; /a:attr (0: none) */
} FindstrOpts;

/* Print a file's name as a prefix or /m line: in /a's colours on a console. */
static void findstr_name(const char *name, const FindstrOpts *o, const char *after)
{
    HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
    CONSOLE_SCREEN_BUFFER_INFO info;
    if (o->color && GetConsoleScreenBufferInfo(out, &info)) {
        fflush(stdout);
        SetConsoleTextAttribute(out, (WORD)o->color);
        printf("%s", name);
        fflush(stdout);
        SetConsoleTextAttribute(out, info.wAttributes);
        printf("%s", after);
    } else
        printf("%s%s", name, after);
}

/* Search stream f (named name, or NULL for standard input); whether a line was shown. */
static int findstr_stream(FILE *f, const char *name, const FindstrOpts *o)
{
    char line[MAXLINE];
    int no = 0, found = 0;
    long offset = 0, next = 0;
    if (o->skip_binary && name) {
        int c;
        while ((c = fgetc(f)) != EOF)
            if (c < 0x20 && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != 0x1a)
                return 0;             /* /p: a file with non-printable characters */
        rewind(f);
    }
    while (read_line(f, line)) {
        int i, hit = 0;
        no++;
        offset = next;
        next += line_bytes;
        for (i = 0; i < o->nstr && !hit; i++)
            hit = fs_match(line, o->strings[i], o->regex, o->begin, o->end, o->exact);
        if (hit == o->invert)
            continue;
        found = 1;
        if (o->names_only) {
            findstr_name(name, o, "\n");
            break;
        }
        if (o->prefix && name)
            findstr_name(name, o, ":");
        if (o->numbers)
            printf("%d:", no);
        if (o->offsets)
            printf("%ld:", offset);
        printf("%s\n", line);
    }
    return found;
}

static int findstr_file(const char *path, const FindstrOpts *o, int *missing)
{
    FILE *f = fopen(path, "rb");
    int found;
    if (!f) {
        fprintf(stderr, "FINDSTR: Cannot open %s\n", path);
        *missing = 1;
        return 0;
    }
    found = findstr_stream(f, path, o);
    fclose(f);
    return found;
}

/* The files matching spec in folder dir (rel: its name as printed, "" for the current
   folder), and with /s those of every folder under it. */
static int findstr_tree(const char *dir, const char *rel, const char *spec,
                        const FindstrOpts *o, int *matched, int *missing)
{
    char pat[MAX_PATH * 2];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int found = 0;
    snprintf(pat, sizeof(pat), "%s%s", dir, spec);
    h = FindFirstFileA(pat, &fd);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            char full[MAX_PATH * 2], shown[MAX_PATH * 2];
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
                continue;
            snprintf(full, sizeof(full), "%s%s", dir, fd.cFileName);
            snprintf(shown, sizeof(shown), "%s%s", rel, fd.cFileName);
            *matched = 1;
            {
                FILE *f = fopen(full, "rb");
                if (!f) {
                    fprintf(stderr, "FINDSTR: Cannot open %s\n", shown);
                    *missing = 1;
                    continue;
                }
                found |= findstr_stream(f, shown, o);
                fclose(f);
            }
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    return found;
}

static int findstr_recurse(const char *dir, const char *rel, const char *spec,
                           const FindstrOpts *o, int *matched, int *missing)
{
    char pat[MAX_PATH * 2];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int found = findstr_tree(dir, rel, spec, o, matched, missing);
    snprintf(pat, sizeof(pat), "%s*", dir);
    h = FindFirstFileA(pat, &fd);
    if (h == INVALID_HANDLE_VALUE)
        return found;
    do {
        char sub[MAX_PATH * 2], subrel[MAX_PATH * 2];
        if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ||
            !strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))
            continue;
        snprintf(sub, sizeof(sub), "%s%s\\", dir, fd.cFileName);
        snprintf(subrel, sizeof(subrel), "%s%s\\", rel, fd.cFileName);
        found |= findstr_recurse(sub, subrel, spec, o, matched, missing);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
    return found;
}

static int main_findstr(int argc, char **argv)
{
    FindstrOpts o;
    int i, recurse = 0, literal = 0, regex = 0, found = 0, missing = 0, have_c = 0;
    int have_g = 0;
    int first_file = 0, nfiles;
    Lines gstrings = {0}, listed = {0}, files = {0};
    memset(&o, 0, sizeof(o));
    o.strings = calloc(argc + 1, sizeof(char *));
    for (i = 1; i < argc && (argv[i][0] == '/' || argv[i][0] == '-') && argv[i][1]; i++) {
        const char *a = argv[i] + 1;
        if (!_strnicmp(a, "c:", 2)) {
            o.strings[o.nstr++] = (char *)a + 2;
            have_c = 1;
            continue;
        }
        if (!_stricmp(a, "offline") || !_stricmp(a, "off"))
            continue;                 /* the drive has no offline files to skip */
        if (!_strnicmp(a, "a:", 2)) {
            o.color = (int)strtol(a + 2, NULL, 16);
            continue;
        }
        if (!_strnicmp(a, "d:", 2)) {
            fputs("FINDSTR: /D: is not implemented\n", stderr);
            return 2;
        }
        if (!_strnicmp(a, "g:", 2) || !_strnicmp(a, "f:", 2)) {
            /* /g:file the search strings, /f:file the files to search: one a line */
            char line[MAXLINE];
            FILE *f = strcmp(a + 2, "/") ? fopen(a + 2, "rb") : stdin;
            Lines *into = tolower((unsigned char)a[0]) == 'g' ? &gstrings : &listed;
            if (!f) {
                fprintf(stderr, "FINDSTR: Cannot open %s\n", a + 2);
                return 1;
            }
            while (read_line(f, line))
                if (line[0])
                    lines_add(into, line);
            if (f != stdin)
                fclose(f);
            if (into == &gstrings)
                have_g = 1;
            continue;
        }
        for (; *a; a++) {
            switch (tolower((unsigned char)*a)) {
            case 'b': o.begin = 1; break;
            case 'e': o.end = 1; break;
            case 'l': literal = 1; break;
            case 'r': regex = 1; break;
            case 's': recurse = 1; break;
            case 'i': fs_icase = 1; break;
            case 'x': o.exact = 1; break;
            case 'v': o.invert = 1; break;
            case 'n': o.numbers = 1; break;
            case 'm': o.names_only = 1; break;
            case 'o': o.offsets = 1; break;
            case 'p': o.skip_binary = 1; break;
            default:
                fprintf(stderr, "FINDSTR: /%c ignored\n", *a);
                break;
            }
        }
    }
    if (!have_c && !have_g) {
        char *s;
        if (i >= argc) {
            fputs("FINDSTR: Bad command line\n", stderr);
            return 2;
        }
        /* the search strings, separated by spaces */
        for (s = strtok(xstrdup(argv[i++]), " "); s; s = strtok(NULL, " "))
            o.strings[o.nstr++] = s;
        o.regex = !literal;
    } else                            /* /c: strings are literal unless /r */
        o.regex = have_c ? regex : !literal;
    if (gstrings.n) {
        char **all = calloc(o.nstr + gstrings.n + 1, sizeof(char *));
        memcpy(all, o.strings, o.nstr * sizeof(char *));
        memcpy(all + o.nstr, gstrings.v, gstrings.n * sizeof(char *));
        o.strings = all;
        o.nstr += gstrings.n;
    }
    if (!o.nstr) {
        fputs("FINDSTR: Bad command line\n", stderr);
        return 2;
    }
    for (first_file = i; i < argc; i++)
        lines_add(&files, argv[i]);
    for (i = 0; i < listed.n; i++)
        lines_add(&files, listed.v[i]);
    nfiles = files.n;
    if (!nfiles) {
        if (recurse) {
            fputs("FINDSTR: No search strings\n", stderr);
            return 2;
        }
        found = findstr_stream(stdin, o.names_only ? "(standard input)" : NULL, &o);
        return found ? 0 : 1;
    }
    (void)first_file;
    o.prefix = nfiles > 1 || recurse || has_wild(files.v[0]);
    for (i = 0; i < files.n; i++) {
        const char *arg = files.v[i], *slash = strrchr(arg, '\\');
        if (!recurse && !has_wild(arg)) {
            found |= findstr_file(arg, &o, &missing);
            continue;
        }
        {
            char dir[MAX_PATH];
            int matched = 0, n = slash ? (int)(slash - arg) + 1 : 0;
            memcpy(dir, arg, n);
            dir[n] = 0;
            if (recurse)
                found |= findstr_recurse(dir, dir, slash ? slash + 1 : arg, &o, &matched,
                                         &missing);
            else
                found |= findstr_tree(dir, dir, slash ? slash + 1 : arg, &o, &matched,
                                      &missing);
            if (!matched) {
                fprintf(stderr, "FINDSTR: Cannot open %s\n", arg);
                missing = 1;
            }
        }
    }
    return found ? 0 : 1;
}

/* ------------------------------------------------------------------ */
/* find                                                                */

static int find_contains(const char *line, const char *s, int icase)
{
    size_t k = strlen(s);
    const char *t;
    if (!k)
        return 0;
    for (t = line; *t; t++)
        if ((icase ? _strnicmp(t, s, k) : strncmp(t, s, k)) == 0)
            return 1;
    return 0;
}

/* Search f; prints the lines (or the count after header); how many lines were hits. */
static int find_stream(FILE *f, const char *s, int invert, int count, int numbers,
                       int icase, const char *header)
{
    char line[MAXLINE];
    int no = 0, hits = 0;
    if (header && !count)
        printf("\n---------- %s\n", header);
    while (read_line(f, line)) {
        no++;
        if (find_contains(line, s, icase) == invert)
            continue;
        hits++;
        if (count)
            continue;
        if (numbers)
            printf("[%d]", no);
        printf("%s\n", line);
    }
    if (count) {
        if (header)
            printf("\n---------- %s: %d\n", header, hits);
        else
            printf("%d\n", hits);
    }
    return hits;
}

static int main_find(int argc, char **argv)
{
    int i, invert = 0, count = 0, numbers = 0, icase = 0, hits = 0, files = 0, err = 0;
    const char *s = NULL;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if ((a[0] == '/') && a[1] && !a[2]) {
            switch (tolower((unsigned char)a[1])) {
            case 'v': invert = 1; continue;
            case 'c': count = 1; continue;
            case 'n': numbers = 1; continue;
            case 'i': icase = 1; continue;
            }
            fprintf(stderr, "FIND: Invalid switch\n");
            return 2;
        }
        if (!s)
            s = a;
        else
            files++;
    }
    if (!s) {
        fputs("FIND: Parameter format not correct\n", stderr);
        return 2;
    }
    if (!files)
        return find_stream(stdin, s, invert, count, numbers, icase, NULL) ? 0 : 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        char upper[MAX_PATH * 2];
        WIN32_FIND_DATAA fd;
        HANDLE h;
        if ((a[0] == '/') && a[1] && !a[2])
            continue;
        if (a == s) {
            continue;
        }
        if (has_wild(a)) {
            const char *slash = strrchr(a, '\\');
            int n = slash ? (int)(slash - a) + 1 : 0, any = 0;
            h = FindFirstFileA(a, &fd);
            if (h != INVALID_HANDLE_VALUE) {
                do {
                    FILE *f;
                    if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
                        continue;
                    snprintf(upper, sizeof(upper), "%.*s%s", n, a, fd.cFileName);
                    f = fopen(upper, "rb");
                    if (!f)
                        continue;
                    any = 1;
                    CharUpperA(upper);
                    hits += find_stream(f, s, invert, count, numbers, icase, upper);
                    fclose(f);
                } while (FindNextFileA(h, &fd));
                FindClose(h);
            }
            if (!any) {
                snprintf(upper, sizeof(upper), "%s", a);
                CharUpperA(upper);
                fprintf(stderr, "File not found - %s\n", upper);
                err = 1;
            }
            continue;
        }
        {
            FILE *f = fopen(a, "rb");
            snprintf(upper, sizeof(upper), "%s", a);
            CharUpperA(upper);
            if (!f) {
                fprintf(stderr, "File not found - %s\n", upper);
                err = 1;
                continue;
            }
            hits += find_stream(f, s, invert, count, numbers, icase, upper);
            fclose(f);
        }
    }
    if (err)
        return 2;
    return hits ? 0 : 1;
}

/* ------------------------------------------------------------------ */
/* sort                                                                */

static int sort_reverse;

static int sort_cmp(const void *a, const void *b)
{
    int r = lstrcmpiA(*(char *const *)a, *(char *const *)b);
    return sort_reverse ? -r : r;
}

static int main_sort(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    char line[MAXLINE];
    Lines l = {0};
    FILE *f = stdin, *o = stdout;
    int i;
    for (i = 1; i < argc; i++) {
        if (is_switch(argv[i], "r") || is_switch(argv[i], "reverse"))
            sort_reverse = 1;
        else if (is_switch(argv[i], "o") || is_switch(argv[i], "output")) {
            if (++i >= argc) {
                fputs("The system cannot find the file specified.\n", stderr);
                return 1;
            }
            out = argv[i];
        } else if (argv[i][0] == '/') {
            fputs("Invalid switch.\n", stderr);
            return 1;
        } else
            in = argv[i];
    }
    if (in && !(f = fopen(in, "rb"))) {
        fputs("The system cannot find the file specified.\n", stderr);
        return 1;
    }
    while (read_line(f, line))
        lines_add(&l, line);
    if (f != stdin)
        fclose(f);
    qsort(l.v, l.n, sizeof(char *), sort_cmp);
    if (out && !(o = fopen(out, "w"))) {
        fputs("The system cannot find the file specified.\n", stderr);
        return 1;
    }
    for (i = 0; i < l.n; i++)
        fprintf(o, "%s\n", l.v[i]);
    if (o != stdout)
        fclose(o);
    return 0;
}

/* ------------------------------------------------------------------ */
/* more                                                                */

/* Write line with its tabs expanded to the next multiple of tab columns. */
static void more_line(const char *line, int tab)
{
    int col = 0;
    for (; *line; line++) {
        if (*line == '\t' && tab > 0) {
            do
                putchar(' ');
            while (++col % tab);
        } else {
            putchar(*line);
            col++;
        }
    }
    putchar('\n');
}

/* Copy f from line skip on (1-based lines after the first skip), squeezing runs of blank
   lines with squeeze; *no counts the lines across files. */
static void more_stream(FILE *f, int tab, int skip, int squeeze, int *no, int *blank)
{
    char line[MAXLINE];
    while (read_line(f, line)) {
        if (++*no <= skip)
            continue;
        if (squeeze && !line[0]) {
            if (*blank)
                continue;
            *blank = 1;
        } else
            *blank = 0;
        more_line(line, tab);
    }
}

static int main_more(int argc, char **argv)
{
    int i, any = 0, tab = 8, skip = 0, squeeze = 0, no = 0, blank = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '+' && isdigit((unsigned char)a[1]))
            skip = atoi(a + 1);
        else if ((a[0] == '/' || a[0] == '-') && tolower((unsigned char)a[1]) == 't' &&
                 isdigit((unsigned char)a[2]))
            tab = atoi(a + 2);
        else if (is_switch(a, "s"))
            squeeze = 1;
        else if (is_switch(a, "e") || is_switch(a, "c") || is_switch(a, "p"))
            ;                         /* paging features: nothing to a non-console */
        else if (a[0] == '/') {
            fprintf(stderr, "Invalid switch - \"%s\".\n", a + 1);
            return 1;
        }
    }
    for (i = 1; i < argc; i++) {
        FILE *f;
        const char *a = argv[i];
        if (a[0] == '/' || (a[0] == '+' && isdigit((unsigned char)a[1])))
            continue;
        any = 1;
        f = fopen(a, "rb");
        if (!f) {
            fprintf(stderr, "Cannot access file %s\n", a);
            return 1;
        }
        no = 0;
        more_stream(f, tab, skip, squeeze, &no, &blank);
        fclose(f);
    }
    if (!any)
        more_stream(stdin, tab, skip, squeeze, &no, &blank);
    return 0;
}

/* ------------------------------------------------------------------ */
/* hostname, whoami                                                    */

static int main_hostname(int argc, char **argv)
{
    char name[MAX_COMPUTERNAME_LENGTH + 1];
    DWORD n = sizeof(name);
    (void)argv;
    if (argc > 1) {
        fputs("sethostname: Use the Network Control Panel Applet to set hostname.\n", stderr);
        return 1;
    }
    if (!GetComputerNameA(name, &n))
        return 1;
    printf("%s\n", name);
    return 0;
}

static int main_whoami(int argc, char **argv)
{
    char comp[MAX_COMPUTERNAME_LENGTH + 1], user[257], both[300];
    DWORD n = sizeof(comp), u = sizeof(user);
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "ERROR: Invalid argument/option - '%s'.\n"
                "Type \"WHOAMI /?\" for usage.\n", argv[1]);
        return 1;
    }
    if (!GetComputerNameA(comp, &n) || !GetUserNameA(user, &u))
        return 1;
    snprintf(both, sizeof(both), "%s\\%s", comp, user);
    CharLowerA(both);
    printf("%s\n", both);
    return 0;
}


/* ------------------------------------------------------------------ */
/* timeout                                                             */

/* Whether a key was pressed on the console input con (the events before it dropped). */
static int key_pressed(HANDLE con)
{
    INPUT_RECORD rec;
    DWORD n;
    while (PeekConsoleInputA(con, &rec, 1, &n) && n) {
        ReadConsoleInputA(con, &rec, 1, &n);
        if (rec.EventType == KEY_EVENT && rec.Event.KeyEvent.bKeyDown)
            return 1;
    }
    return 0;
}

static int main_timeout(int argc, char **argv)
{
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    DWORD mode;
    int i, secs = -2, nobreak = 0;
    for (i = 1; i < argc; i++) {
        if (is_switch(argv[i], "t") && i + 1 < argc)
            secs = atoi(argv[++i]);
        else if (is_switch(argv[i], "nobreak"))
            nobreak = 1;
        else if (argv[i][0] != '/' && secs == -2)
            secs = atoi(argv[i]);
        else {
            fprintf(stderr, "ERROR: Invalid syntax. Default option is not allowed more "
                    "than '1' time(s).\nType \"TIMEOUT /?\" for usage.\n");
            return 1;
        }
    }
    if (secs == -2) {
        fputs("ERROR: Invalid syntax. Default option is not allowed more than '1' time(s).\n"
              "Type \"TIMEOUT /?\" for usage.\n", stderr);
        return 1;
    }
    if (secs < -1 || secs > 99999) {
        fputs("ERROR: Invalid value for timeout (/T) specified. Valid range is -1 to 99999.\n",
              stderr);
        return 1;
    }
    if (!GetConsoleMode(in, &mode)) {
        fputs("ERROR: Input redirection is not supported, exiting the process immediately.\n",
              stderr);
        return 1;
    }
    if (secs == -1) {
        printf("\nPress any key to continue ...");
        fflush(stdout);
        for (;;) {
            WaitForSingleObject(in, INFINITE);
            if (key_pressed(in))
                break;
        }
        printf("\n");
        return 0;
    }
    /* The number counts down in place: back over it and the rest of the sentence,
       the new number in the same width, the rest again (to a file or pipe the
       backspaces are in the output, as Windows writes them). */
    {
        char tail[64];
        int width = snprintf(NULL, 0, "%d", secs), back, k;
        back = snprintf(tail, sizeof(tail), " seconds, press %s ...",
                        nobreak ? "CTRL+C to quit" : "a key to continue") + width;
        printf("\nWaiting for %*d%s", width, secs, tail);
        fflush(stdout);
        key_pressed(in);              /* keys typed before the wait do not count */
        for (i = secs; i > 0; i--) {
            DWORD start = GetTickCount(), left = 1000;
            int pressed = 0;
            if (nobreak)
                Sleep(1000);
            else
                while (left > 0) {
                    DWORD now;
                    if (WaitForSingleObject(in, left) == WAIT_OBJECT_0 && key_pressed(in)) {
                        pressed = 1;
                        break;
                    }
                    now = GetTickCount() - start;
                    left = now >= 1000 ? 0 : 1000 - now;
                }
            for (k = 0; k < back; k++)
                putchar('\b');
            printf("%*d%s", width, pressed ? 0 : i - 1, tail);
            fflush(stdout);
            if (pressed)
                break;
        }
        printf("\n");
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* choice                                                              */

static int main_choice(int argc, char **argv)
{
    const char *choices = "YN", *text = NULL;
    int i, hide = 0, cs = 0, secs = -1, n;
    char def = 0, answer = 0;
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    DWORD mode;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (is_switch(a, "n"))
            hide = 1;
        else if (is_switch(a, "cs"))
            cs = 1;
        else if ((is_switch(a, "c") || is_switch(a, "t") || is_switch(a, "d") ||
                  is_switch(a, "m")) && i + 1 < argc) {
            char k = (char)tolower((unsigned char)a[1]);
            const char *v = argv[++i];
            if (k == 'c') choices = v;
            else if (k == 't') secs = atoi(v);
            else if (k == 'd') def = v[0];
            else text = v;
        } else if ((a[0] == '/' || a[0] == '-') && strchr("cCtTdDmM", a[1]) && a[2] == ':') {
            char k = (char)tolower((unsigned char)a[1]);
            const char *v = a + 3;
            if (k == 'c') choices = v;
            else if (k == 't') secs = atoi(v);
            else if (k == 'd') def = v[0];
            else text = v;
        } else {
            fprintf(stderr, "ERROR: Invalid argument/option - '%s'.\n"
                    "Type \"CHOICE /?\" for usage.\n", a);
            return 255;
        }
    }
    if (!cs) {                        /* shown and answered in capitals */
        char *up = xstrdup(choices);
        CharUpperA(up);
        choices = up;
    }
    n = (int)strlen(choices);
    if (!n) {
        fputs("ERROR: Invalid syntax. Value expected for '/C'.\n", stderr);
        return 255;
    }
    if ((secs >= 0) != (def != 0)) {
        fputs("ERROR: Invalid syntax. /D can only be specified when /T is specified.\n"
              "Type \"CHOICE /?\" for usage.\n", stderr);
        return 255;
    }
    if (def && !strchr(choices, cs ? def : def) &&
        !(!cs && (strchr(choices, toupper((unsigned char)def)) ||
                  strchr(choices, tolower((unsigned char)def))))) {
        fputs("ERROR: The default choice is not one of the specified choices.\n", stderr);
        return 255;
    }
    if (text)
        printf("%s", text);
    if (!hide) {
        printf(text ? " [" : "[");
        for (i = 0; i < n; i++)
            printf(i ? ",%c" : "%c", choices[i]);
        printf("]?");
    }
    fflush(stdout);
    {
        int console = GetConsoleMode(in, &mode);
        DWORD start = GetTickCount();
        if (console)
            SetConsoleMode(in, 0);
        while (!answer) {
            char c = 0;
            DWORD got = 0;
            if (secs >= 0) {
                DWORD spent = GetTickCount() - start, limit = (DWORD)secs * 1000;
                if (spent >= limit || (console && WaitForSingleObject(in, limit - spent)
                                       != WAIT_OBJECT_0)) {
                    c = def;
                    got = 1;
                }
            }
            if (!got) {
                if (console) {
                    INPUT_RECORD rec;
                    if (!ReadConsoleInputA(in, &rec, 1, &got) || !got)
                        return 255;
                    if (rec.EventType != KEY_EVENT || !rec.Event.KeyEvent.bKeyDown)
                        continue;
                    c = rec.Event.KeyEvent.uChar.AsciiChar;
                    if (!c)
                        continue;
                } else if (!ReadFile(in, &c, 1, &got, NULL) || !got) {
                    if (def) {
                        c = def;
                    } else
                        return 255;
                }
            }
            for (i = 0; i < n; i++)
                if (cs ? choices[i] == c
                       : tolower((unsigned char)choices[i]) == tolower((unsigned char)c)) {
                    answer = choices[i];
                    break;
                }
            if (!answer && console)
                MessageBeep(0);
        }
        if (console)
            SetConsoleMode(in, mode);
    }
    printf("%c\n", answer);
    return i + 1;
}

/* ------------------------------------------------------------------ */
/* attrib                                                              */

static int attrib_failed;

static int attrib_dir(const char *dir, const char *spec, int recurse, int dirs,
                      DWORD set, DWORD clear)
{
    char pat[MAX_PATH * 2];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int found = 0;
    snprintf(pat, sizeof(pat), "%s%s", dir, spec);
    h = FindFirstFileA(pat, &fd);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            char full[MAX_PATH * 2], flags[9] = "        ";
            DWORD a = fd.dwFileAttributes;
            if (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))
                continue;
            if ((a & FILE_ATTRIBUTE_DIRECTORY) && !dirs)
                continue;
            snprintf(full, sizeof(full), "%s%s", dir, fd.cFileName);
            found = 1;
            if (set || clear) {
                DWORD want = ((a & ~clear) | set) & ~FILE_ATTRIBUTE_DIRECTORY, got;
                const DWORD keep = FILE_ATTRIBUTE_READONLY | FILE_ATTRIBUTE_HIDDEN |
                                   FILE_ATTRIBUTE_SYSTEM;
                SetFileAttributesA(full, want ? want : FILE_ATTRIBUTE_NORMAL);
                got = GetFileAttributesA(full);
                if (got == INVALID_FILE_ATTRIBUTES || ((got ^ want) & keep))
                    attrib_failed = 1, fprintf(stderr,
                        "ATTRIB: the attributes of %s did not change as asked\n", full);
                continue;
            }
            if (a & FILE_ATTRIBUTE_ARCHIVE) flags[0] = 'A';
            if (a & FILE_ATTRIBUTE_SYSTEM) flags[1] = 'S';
            if (a & FILE_ATTRIBUTE_HIDDEN) flags[4] = 'H';
            if (a & FILE_ATTRIBUTE_READONLY) flags[5] = 'R';
            printf("%s     %s\n", flags, full);
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    if (recurse) {
        snprintf(pat, sizeof(pat), "%s*", dir);
        h = FindFirstFileA(pat, &fd);
        if (h != INVALID_HANDLE_VALUE) {
            do {
                char sub[MAX_PATH * 2];
                if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ||
                    !strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))
                    continue;
                snprintf(sub, sizeof(sub), "%s%s\\", dir, fd.cFileName);
                found |= attrib_dir(sub, spec, recurse, dirs, set, clear);
            } while (FindNextFileA(h, &fd));
            FindClose(h);
        }
    }
    return found;
}

static int main_attrib(int argc, char **argv)
{
    DWORD set = 0, clear = 0;
    int i, recurse = 0, dirs = 0;
    const char *name = "*";
    char full[MAX_PATH], *part;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if ((a[0] == '+' || a[0] == '-') && a[1] && !a[2]) {
            DWORD bit;
            switch (tolower((unsigned char)a[1])) {
            case 'r': bit = FILE_ATTRIBUTE_READONLY; break;
            case 'a': bit = FILE_ATTRIBUTE_ARCHIVE; break;
            case 's': bit = FILE_ATTRIBUTE_SYSTEM; break;
            case 'h': bit = FILE_ATTRIBUTE_HIDDEN; break;
            default:
                fprintf(stderr, "Parameter format not correct - %s\n", a);
                return 1;
            }
            if (a[0] == '+') set |= bit; else clear |= bit;
        } else if (is_switch(a, "s"))
            recurse = 1;
        else if (is_switch(a, "d"))
            dirs = 1;
        else if (a[0] == '/') {
            fprintf(stderr, "Parameter format not correct - %s\n", a);
            return 1;
        } else
            name = a;
    }
    if (!has_wild(name))
        dirs = 1;
    if (!GetFullPathNameA(name, MAX_PATH, full, &part) || !part) {
        fprintf(stderr, "File not found - %s\n", name);
        return 1;
    }
    {
        char spec[MAX_PATH];
        lstrcpynA(spec, part, MAX_PATH);
        *part = 0;
        if (!attrib_dir(full, spec, recurse, dirs, set, clear)) {
            fprintf(stderr, "File not found - %s\n", name);
            return 1;
        }
    }
    return attrib_failed;
}

/* ------------------------------------------------------------------ */
/* xcopy                                                               */

typedef struct { int subdirs, empty, quiet, overwrite, count; } XcopyOpts;

/* Copy the files of src (a folder, with a trailing '\') matching spec into dst (a folder,
   trailing '\'); shown is src as the listing names it. 0, or the exit code of a failure. */
static int xcopy_dir(const char *src, const char *shown, const char *spec, const char *dst,
                     XcopyOpts *o)
{
    char pat[MAX_PATH * 2];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    int made = GetFileAttributesA(dst) != INVALID_FILE_ATTRIBUTES;
    snprintf(pat, sizeof(pat), "%s%s", src, spec);
    if (o->empty && !made) {
        CreateDirectoryA(dst, NULL);
        made = 1;
    }
    h = FindFirstFileA(pat, &fd);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            char from[MAX_PATH * 2], to[MAX_PATH * 2];
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
                continue;
            if (fd.dwFileAttributes & (FILE_ATTRIBUTE_HIDDEN | FILE_ATTRIBUTE_SYSTEM))
                continue;     /* as Windows without /h */
            snprintf(from, sizeof(from), "%s%s", src, fd.cFileName);
            snprintf(to, sizeof(to), "%s%s", dst, fd.cFileName);
            if (!made) {
                if (!CreateDirectoryA(dst, NULL) && GetLastError() != ERROR_ALREADY_EXISTS) {
                    fprintf(stderr, "Unable to create directory - %s\n", dst);
                    FindClose(h);
                    return 4;
                }
                made = 1;
            }
            if (!o->quiet)
                printf("%s%s\n", shown, fd.cFileName);
            if (!CopyFileA(from, to, FALSE)) {
                fprintf(stderr, "Access denied\nUnable to create file - %s\n", to);
                FindClose(h);
                return 5;
            }
            o->count++;
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    if (o->subdirs) {
        snprintf(pat, sizeof(pat), "%s*", src);
        h = FindFirstFileA(pat, &fd);
        if (h != INVALID_HANDLE_VALUE) {
            do {
                char s2[MAX_PATH * 2], sh2[MAX_PATH * 2], d2[MAX_PATH * 2];
                int rc;
                if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ||
                    !strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, ".."))
                    continue;
                snprintf(s2, sizeof(s2), "%s%s\\", src, fd.cFileName);
                snprintf(sh2, sizeof(sh2), "%s%s\\", shown, fd.cFileName);
                snprintf(d2, sizeof(d2), "%s%s\\", dst, fd.cFileName);
                if (!made && o->empty) {
                    CreateDirectoryA(dst, NULL);
                    made = 1;
                }
                if ((rc = xcopy_dir(s2, sh2, spec, d2, o)) != 0) {
                    FindClose(h);
                    return rc;
                }
            } while (FindNextFileA(h, &fd));
            FindClose(h);
        }
    }
    return 0;
}

static int main_xcopy(int argc, char **argv)
{
    XcopyOpts o;
    const char *src = NULL, *dst = NULL;
    char sdir[MAX_PATH * 2], shown[MAX_PATH * 2], spec[MAX_PATH], ddir[MAX_PATH * 2];
    int i, assume_dir = 0, rc;
    DWORD sa, da;
    memset(&o, 0, sizeof(o));
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '/' && a[1]) {
            if (is_switch(a, "s")) o.subdirs = 1;
            else if (is_switch(a, "e")) o.subdirs = o.empty = 1;
            else if (is_switch(a, "i")) assume_dir = 1;
            else if (is_switch(a, "q")) o.quiet = 1;
            else if (is_switch(a, "y")) o.overwrite = 1;
            else if (is_switch(a, "-y")) o.overwrite = 0;
            else {
                /* Windows' other switches, which this xcopy does not have, say so */
                static const char *const others[] = {
                    "a", "m", "d", "p", "v", "w", "c", "g", "h", "r", "t", "u", "k", "n",
                    "o", "x", "z", "b", "j", "l", "f", "compress", NULL};
                const char *const *o2;
                char name[32];
                int n = 0;
                while (a[1 + n] && a[1 + n] != ':' && n < 31) {
                    name[n] = a[1 + n];
                    n++;
                }
                name[n] = 0;
                for (o2 = others; *o2; o2++)
                    if (!_stricmp(name, *o2) || !_strnicmp(a + 1, "exclude:", 8)) {
                        fprintf(stderr, "XCOPY: %s is not implemented\n", a);
                        return 4;
                    }
                fprintf(stderr, "Invalid switch - %s\n", a);
                return 4;
            }
        } else if (!src)
            src = a;
        else if (!dst)
            dst = a;
        else {
            fprintf(stderr, "Invalid number of parameters\n");
            return 4;
        }
    }
    if (!src) {
        fputs("Invalid number of parameters\n", stderr);
        return 4;
    }
    if (!dst)
        dst = ".";
    sa = GetFileAttributesA(src);
    if (sa != INVALID_FILE_ATTRIBUTES && (sa & FILE_ATTRIBUTE_DIRECTORY)) {
        /* a folder: its files */
        size_t n = strlen(src);
        snprintf(sdir, sizeof(sdir), "%s%s", src, n && src[n - 1] == '\\' ? "" : "\\");
        strcpy(spec, "*");
        assume_dir = 1;
    } else {
        const char *slash = strrchr(src, '\\');
        int n = slash ? (int)(slash - src) + 1 : 0;
        memcpy(sdir, src, n);
        sdir[n] = 0;
        lstrcpynA(spec, slash ? slash + 1 : src, MAX_PATH);
        if (has_wild(spec))
            assume_dir = 1;
        else if (sa == INVALID_FILE_ATTRIBUTES) {
            fprintf(stderr, "File not found - %s\n", spec);
            printf("0 File(s) copied\n");
            return 4;
        }
    }
    strcpy(shown, sdir);
    da = GetFileAttributesA(dst);
    if (da == INVALID_FILE_ATTRIBUTES && !assume_dir) {
        /* Windows asks "Does X specify a file name or directory name on the target
           (F = file, D = directory)?"; the answer is read from standard input */
        char c = 0;
        DWORD got = 0;
        printf("Does %s specify a file name\nor directory name on the target\n"
               "(F = file, D = directory)? ", dst);
        fflush(stdout);
        while (ReadFile(GetStdHandle(STD_INPUT_HANDLE), &c, 1, &got, NULL) && got) {
            c = (char)toupper((unsigned char)c);
            if (c == 'F' || c == 'D')
                break;
        }
        printf("%c\n", c);
        if (c == 'F') {
            if (!o.quiet)
                printf("%s\n", src);
            if (!CopyFileA(src, dst, FALSE)) {
                fprintf(stderr, "Unable to create file - %s\n", dst);
                return 5;
            }
            printf("1 File(s) copied\n");
            return 0;
        }
        if (c != 'D')
            return 4;
    }
    if (da != INVALID_FILE_ATTRIBUTES && !(da & FILE_ATTRIBUTE_DIRECTORY)) {
        /* an existing file: copy the one source over it */
        if (!o.quiet)
            printf("%s\n", src);
        if (!CopyFileA(src, dst, FALSE)) {
            fprintf(stderr, "Unable to create file - %s\n", dst);
            return 5;
        }
        printf("1 File(s) copied\n");
        return 0;
    }
    {
        size_t n = strlen(dst);
        snprintf(ddir, sizeof(ddir), "%s%s", dst, n && dst[n - 1] == '\\' ? "" : "\\");
    }
    rc = xcopy_dir(sdir, shown, spec, ddir, &o);
    printf("%d File(s) copied\n", o.count);
    if (rc)
        return rc;
    return o.count ? 0 : 1;
}

/* ------------------------------------------------------------------ */

static const struct { const char *name; int (*run)(int, char **); } PROGRAMS[] = {
    {"where", main_where}, {"findstr", main_findstr}, {"find", main_find},
    {"sort", main_sort}, {"more", main_more}, {"hostname", main_hostname},
    {"whoami", main_whoami}, {"timeout", main_timeout}, {"choice", main_choice},
    {"attrib", main_attrib}, {"xcopy", main_xcopy},
};

int main(int argc, char **argv)
{
    char self[MAX_PATH], *name, *dot;
    unsigned i;
    GetModuleFileNameA(NULL, self, MAX_PATH);
    name = strrchr(self, '\\') ? strrchr(self, '\\') + 1 : self;
    if ((dot = strrchr(name, '.')) != NULL)
        *dot = 0;
    for (i = 0; i < sizeof(PROGRAMS) / sizeof(PROGRAMS[0]); i++)
        if (_stricmp(name, PROGRAMS[i].name) == 0)
            return PROGRAMS[i].run(argc, argv);
    fprintf(stderr, "%s: this program is one of:", name);
    for (i = 0; i < sizeof(PROGRAMS) / sizeof(PROGRAMS[0]); i++)
        fprintf(stderr, " %s", PROGRAMS[i].name);
    fputs("\n", stderr);
    return 1;
}
