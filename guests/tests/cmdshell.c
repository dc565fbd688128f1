/* The command interpreter as programs use it (issue 23): system(), _popen and
 * CreateProcess of cmd.exe with commands and batch files; each command's output is
 * captured in a file and printed with its exit code.
 *
 *   cmdshell          the checks, in C:\cmdt (made and removed here)
 *   cmdshell cat      copy standard input to standard output, "cat:" before each line
 *   cmdshell nul      the NUL device checks (never run under Wine: see docs/testing.md)
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>

static char self[MAX_PATH];

static void write_file(const char *name, const char *text)
{
    FILE *f = fopen(name, "wb");
    fputs(text, f);
    fclose(f);
}

static void show_file(const char *name)
{
    char line[1024];
    FILE *f = fopen(name, "rb");
    if (!f) { printf("  (no %s)\n", name); return; }
    while (fgets(line, sizeof line, f)) {
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
        printf("  |%s\n", line);
    }
    fclose(f);
}

/* system() of a command with standard output and error in out.txt (descriptors 1 and
 * 2, which the interpreter inherits): its exit code and what it wrote */
static void run(const char *command)
{
    int rc, fd, out1, out2;
    printf("> %s\n", command);
    fflush(stdout);
    fd = _open("C:\\cmdt\\out.txt", _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY, _S_IREAD | _S_IWRITE);
    out1 = _dup(1);
    out2 = _dup(2);
    _dup2(fd, 1);
    _dup2(fd, 2);
    _close(fd);
    rc = system(command);
    _dup2(out1, 1);
    _dup2(out2, 2);
    _close(out1);
    _close(out2);
    printf("  rc=%d\n", rc);
    show_file("C:\\cmdt\\out.txt");
    DeleteFileA("C:\\cmdt\\out.txt");
}

static void plain(const char *command)
{
    char line[2048];
    int rc;
    snprintf(line, sizeof line, "%s > C:\\cmdt\\out.txt", command);
    printf("> %s\n", line);
    fflush(stdout);
    rc = system(line);
    printf("  rc=%d\n", rc);
    show_file("C:\\cmdt\\out.txt");
    DeleteFileA("C:\\cmdt\\out.txt");
}

/* a file's size and its last byte (Ctrl+Z ends an ASCII copy) */
static void show_size(const char *name)
{
    FILE *f = fopen(name, "rb");
    long n;
    int last = -1;
    if (!f) { printf("%s: none\n", name); return; }
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    if (n > 0) { fseek(f, -1, SEEK_END); last = fgetc(f); }
    fclose(f);
    printf("%s: size=%ld last=%d\n", name, n, last);
}

/* the first line a command writes */
static void first_line(const char *command, char *line, int size)
{
    char c[512];
    FILE *f;
    snprintf(c, sizeof c, "%s > C:\\cmdt\\fl.txt", command);
    system(c);
    line[0] = 0;
    f = fopen("C:\\cmdt\\fl.txt", "rb");
    if (f) { if (!fgets(line, size, f)) line[0] = 0; fclose(f); }
    DeleteFileA("C:\\cmdt\\fl.txt");
}

/* date /t and time /t against the clock (either side of the command: a minute may turn) */
static void check_date_time(void)
{
    static const char *days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    char got[256], want[2][64];
    SYSTEMTIME t[2];
    int i, ok = 0;
    GetLocalTime(&t[0]);
    first_line("date /t", got, sizeof got);
    GetLocalTime(&t[1]);
    for (i = 0; i < 2; i++) {
        sprintf(want[i], "%s %02d/%02d/%04d \r\n", days[t[i].wDayOfWeek], t[i].wMonth, t[i].wDay, t[i].wYear);
        if (!strcmp(got, want[i])) ok = 1;
    }
    printf("date /t ok=%d\n", ok);
    GetLocalTime(&t[0]);
    first_line("time /t", got, sizeof got);
    GetLocalTime(&t[1]);
    for (ok = 0, i = 0; i < 2; i++) {
        int h = t[i].wHour % 12;
        sprintf(want[i], "%02d:%02d %s\r\n", h ? h : 12, t[i].wMinute, t[i].wHour < 12 ? "AM" : "PM");
        if (!strcmp(got, want[i])) ok = 1;
    }
    printf("time /t ok=%d\n", ok);
}

/* vol against GetVolumeInformation */
static void check_vol(void)
{
    char label[MAX_PATH], want[2][400], got[2][400], c[64];
    DWORD serial = 0;
    FILE *f;
    int i;
    GetVolumeInformationA("C:\\", label, MAX_PATH, &serial, NULL, NULL, NULL, 0);
    if (label[0]) sprintf(want[0], " Volume in drive C is %s\r\n", label);
    else strcpy(want[0], " Volume in drive C has no label.\r\n");
    sprintf(want[1], " Volume Serial Number is %04lX-%04lX\r\n", serial >> 16, serial & 0xFFFF);
    strcpy(c, "vol C: > C:\\cmdt\\fl.txt");
    printf("> vol C:\n  rc=%d\n", system(c));
    f = fopen("C:\\cmdt\\fl.txt", "rb");
    for (i = 0; i < 2; i++) if (!f || !fgets(got[i], sizeof got[i], f)) got[i][0] = 0;
    if (f) fclose(f);
    DeleteFileA("C:\\cmdt\\fl.txt");
    printf("  label line ok=%d\n  serial line ok=%d\n", !strcmp(got[0], want[0]), !strcmp(got[1], want[1]));
}

/* color: this console's attributes after it */
static void check_color(void)
{
    CONSOLE_SCREEN_BUFFER_INFO ci;
    HANDLE con = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                             NULL, OPEN_EXISTING, 0, NULL);
    int rc = system("color 1f");
    memset(&ci, 0, sizeof ci);
    GetConsoleScreenBufferInfo(con, &ci);
    printf("color 1f: rc=%d attr=%02x\n", rc, ci.wAttributes & 0xFF);
    rc = system("color 11");
    GetConsoleScreenBufferInfo(con, &ci);
    printf("color 11: rc=%d attr=%02x\n", rc, ci.wAttributes & 0xFF);
    rc = system("color 07");
    GetConsoleScreenBufferInfo(con, &ci);
    printf("color 07: rc=%d attr=%02x\n", rc, ci.wAttributes & 0xFF);
    CloseHandle(con);
}

static int cat(void)
{
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
        printf("cat:%s\n", line);
    }
    return 0;
}

static void create_process(const char *cmdline)
{
    STARTUPINFOA si = {sizeof si};
    PROCESS_INFORMATION pi;
    char buf[512];
    DWORD code = 12345;
    BOOL ok;
    strcpy(buf, cmdline);
    ok = CreateProcessA(NULL, buf, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi);
    if (ok) {
        WaitForSingleObject(pi.hProcess, INFINITE);
        GetExitCodeProcess(pi.hProcess, &code);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
    }
    printf("CreateProcess(%s)=%d code=%lu\n", cmdline, ok, ok ? code : GetLastError());
}

static void popen_checks(void)
{
    char line[512], cmdline[MAX_PATH + 64];
    FILE *p = _popen("echo popen one& echo popen two& exit 3", "r");
    int rc;
    printf("_popen(r)=%d\n", p != NULL);
    if (p) {
        while (fgets(line, sizeof line, p)) {
            size_t n = strlen(line);
            while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
            printf("  popen read [%s]\n", line);
        }
        rc = _pclose(p);
        printf("  _pclose=%d\n", rc);
    }
    snprintf(cmdline, sizeof cmdline, "\"%s\" cat > C:\\cmdt\\w.txt", self);
    p = _popen(cmdline, "w");
    printf("_popen(w)=%d\n", p != NULL);
    if (p) {
        fputs("written line 1\nwritten line 2\n", p);
        rc = _pclose(p);
        printf("  _pclose=%d\n", rc);
        show_file("C:\\cmdt\\w.txt");
    }
}

int main(int argc, char **argv)
{
    char line[1024];
    GetModuleFileNameA(NULL, self, MAX_PATH);
    if (argc > 1 && !strcmp(argv[1], "cat")) return cat();
    if (argc > 1 && !strcmp(argv[1], "nul")) {
        CreateDirectoryA("C:\\cmdt", NULL);
        SetCurrentDirectoryA("C:\\cmdt");
        run("echo gone>nul& echo kept");
        run("type nul& echo after type nul");
        run("dir /b nothing* 2>NUL || echo dir failed quietly");
        SetCurrentDirectoryA("C:\\");
        RemoveDirectoryA("C:\\cmdt");
        return 0;
    }
    CreateDirectoryA("C:\\cmdt", NULL);
    SetCurrentDirectoryA("C:\\cmdt");
    printf("system(NULL)=%d\n", system(NULL) != 0);

    write_file("a.txt", "alpha\r\nbeta\r\n");
    write_file("args.bat",
        "@echo off\r\n"
        "setlocal\r\n"
        "echo zero=%~nx0 one=%1 two=%2 all=[%*]\r\n"
        "echo tilde=%~1 %~2\r\n"
        "set LOCALV=inside\r\n"
        "call :sub first \"second arg\"\r\n"
        "echo after call errorlevel=%errorlevel%\r\n"
        "shift\r\n"
        "echo shifted one=%1\r\n"
        "goto skip\r\n"
        "echo not shown\r\n"
        ":skip\r\n"
        "if \"%3\"==\"\" echo no third\r\n"
        "set /a N=6*7+1\r\n"
        "echo N=%N% pct=100%%\r\n"
        "if exist a.txt (\r\n"
        "  echo block line 1\r\n"
        "  echo block line 2\r\n"
        ") else (\r\n"
        "  echo not here\r\n"
        ")\r\n"
        "exit /b 4\r\n"
        ":sub\r\n"
        "echo in sub zero=%0 one=%1 two=%~2\r\n"
        "exit /b 2\r\n");
    write_file("echoon.bat", "echo visible\r\n@echo hidden prompt\r\n");
    write_file("chain.bat", "@echo off\r\necho chain start\r\ncall args.bat x\r\necho chain rc=%errorlevel%\r\nargs.bat y\r\necho never\r\n");
    write_file("my prog.bat", "@echo off\r\necho my prog got [%*]\r\n");
    write_file("vars.bat", "@echo off\r\nset S=Hello World\r\necho %S:~0,5%,%S:~-5%,%S:World=There%,%S:~6%,%S:~-5,3%,%S:o=0%\r\necho undefined=[%NO_SUCH_VAR_X%]\r\n");

    write_file("delayed.bat",
        "@echo off\r\n"
        "setlocal enabledelayedexpansion\r\n"
        "set N=1\r\n"
        "if 1==1 (\r\n"
        "  set N=2\r\n"
        "  echo percent=%N% bang=!N!\r\n"
        ")\r\n"
        "set S=abcdef\r\n"
        "echo !S:~1,3! [!UNDEF_X!]\r\n"
        "endlocal\r\n"
        "echo after endlocal bang=!N!\r\n");

    run("echo hello& echo  two  spaces ");
    run("echo.& echo:colon& echo");
    run("echo %NO_SUCH_VAR_X%");
    run("set CMDT_A=abc& set CMDT_");
    run("set CMDT_B=hello world& call echo %CMDT_B%");
    run("set CMDT_NONE");
    run("set /a 6*7");
    run("set /a (2+3)*4-10/3");
    run("cmd /c exit 3 && echo and || echo or");
    run("cmd /c exit 0 && echo and || echo or");
    run("if exist a.txt (echo yes) else (echo no)");
    run("if not exist nothing.txt echo missing");
    run("if /i ABC==abc echo same");
    run("if ABC==abc (echo same) else echo differ");
    run("if 10 GTR 9 echo numeric");
    run("if 1==0 echo a & echo b");
    run("if 1==1 (echo a) else echo b & echo c");
    run("if defined PATH echo path defined");
    run("cmd /c exit 2 & if errorlevel 2 echo level two");
    run("type a.txt");
    run("type nothing.txt");
    run("copy a.txt b.txt");
    run("ren b.txt c.txt && dir /b");
    run("md sub\\deep && move c.txt sub && dir /b sub");
    run("md sub");
    run("echo one> sub\\f.txt& echo two>> sub\\f.txt& type sub\\f.txt");
    run("type nothing.txt 2> err.txt & type err.txt & del err.txt");
    run("type sub\\f.txt sub\\f.txt 2> names.txt & type names.txt & del names.txt");
    run("type sub\\*.txt");
    run("pushd sub & cd & popd & cd");
    run("cd sub\\deep & cd & cd .. & cd");
    run("cd nowhere");
    run("del sub\\c.txt & dir /b sub");
    run("del nothing.txt");
    run("rd sub");
    run("rd /s /q sub & dir /b");
    run("call args.bat a \"b c\"");
    run("echo %LOCALV%");
    run("args.bat");
    run("chain.bat");
    run("echoon.bat");
    run("vars.bat");
    run("delayed.bat");
    write_file("loops.bat",
        "@echo off\r\n"
        "md fort\\sub\\deep\r\n"
        "echo x> fort\\a.txt\r\n"
        "echo yy> fort\\b.log\r\n"
        "echo z> fort\\sub\\c.txt\r\n"
        "echo w> fort\\sub\\deep\\d.txt\r\n"
        "cd fort\r\n"
        "for %%i in (*.txt word \"q w\") do echo item [%%i]\r\n"
        "for %%i in (a.txt) do echo mods [%%~nxi] [%%~xi] [%%~zi] [%%~ai]\r\n"
        "for /d %%d in (*) do echo dir [%%~nxd]\r\n"
        "for /r %%f in (*.txt) do echo rec [%%~nxf]\r\n"
        "for /r sub %%f in (.) do echo recdot [%%~nxf]\r\n"
        "for /d /r %%f in (*) do echo recdir [%%~nxf]\r\n"
        "for /l %%n in (1,2,7) do echo num %%n\r\n"
        "for /l %%n in (5,-2,1) do echo down %%n\r\n"
        "for /f \"tokens=1,2* delims=,\" %%a in (\"one,two,three,four\") do echo f [%%a] [%%b] [%%c]\r\n"
        "for /f \"tokens=2-3\" %%a in (\"a b c d\") do echo range [%%a] [%%b]\r\n"
        "for /f \"tokens=2\" %%a in (\"one\") do echo none [%%a]\r\n"
        "for /f \"tokens=1,2\" %%a in (\"one\") do echo part [%%a] [%%b]\r\n"
        "echo ;comment> lines.txt\r\n"
        "echo l1 a>> lines.txt\r\n"
        "echo.>> lines.txt\r\n"
        "echo l2 b>> lines.txt\r\n"
        "echo l3 c>> lines.txt\r\n"
        "for /f \"skip=1\" %%a in (lines.txt) do echo line [%%a]\r\n"
        "for /f \"eol=l tokens=*\" %%a in (lines.txt) do echo eol [%%a]\r\n"
        "for /f \"usebackq delims=\" %%a in (\"lines.txt\") do echo bq [%%a]\r\n"
        "for /f \"delims=\" %%a in ('echo from command^& echo second') do echo cmd [%%a]\r\n"
        "for /f \"usebackq tokens=2\" %%a in (`echo x y z`) do echo bcmd [%%a]\r\n"
        "setlocal enabledelayedexpansion\r\n"
        "set N=0\r\n"
        "for %%i in (a b c) do (\r\n"
        "  set /a N+=1\r\n"
        "  echo !N! %%i\r\n"
        ")\r\n"
        "for %%i in (1 2) do for %%j in (x y) do echo nest %%i%%j\r\n"
        "echo after N=%N% !N!\r\n"
        "for %%i in (p q) do echo amp %%i & echo amp2 %%i\r\n"
        "for %%i in (1 2 3) do (\r\n"
        "  if %%i==2 goto found\r\n"
        "  echo before %%i\r\n"
        ")\r\n"
        ":found\r\n"
        "echo found\r\n"
        "cd ..\r\n"
        "rd /s /q fort\r\n");
    run("loops.bat");
    DeleteFileA("loops.bat");
    run("for %i in (one \"two three\") do @echo [%i]");
    run("for /l %n in (3,-1,1) do @echo %n");
    run("@for %i in (x) do @if %i==x @echo at %i");
    run("for /f \"tokens=2 delims==\" %v in ('echo key=val') do @echo value %v");
    run("for %i in (a.txt) do @echo %~nxi %~zi %~xi");
    run("for %i in (a.txt) do @echo %~fi %~dpi %~ni");
    run("set DIRS=C:\\nowhere;C:\\cmdt& for %i in (a.txt nothing.txt) do @echo [%~$DIRS:i] [%~nx$DIRS:i]");
    run("start /wait \"a title\" cmd /c exit 3");
    run("start /min cmd /c exit 4");
    run("start /b /wait cmd /c echo in start");
    run("md st & start /b /wait /d st cmd /c cd & rd st");
    CopyFileA(self, "C:\\cmdt\\tool.exe", FALSE);
    run("start /b /wait /max tool cat < a.txt");
    run("start /b /wait cmd /c exit 5");
    run("start /b /wait nosuchprogram_x");
    DeleteFileA("C:\\cmdt\\tool.exe");
    run("copy a.txt+a.txt j1.txt");
    run("copy /b a.txt + a.txt j2.txt");
    show_size("j1.txt");
    show_size("j2.txt");
    run("echo a> r1.txt& echo b> r2.txt& ren r?.txt *.bak & dir /b r*");
    run("ren r1.bak ?x.log & ren r2.bak *.t & dir /b r*");
    run("del j1.txt j2.txt rx.log r2.t");
    run("echo a> w1.txt& echo b> w2.txt& copy /b w*.txt all.dat & type all.dat");
    run("copy w*.txt *.bak & dir /b w* & del w* all.dat");
    write_file("prm.bat", "prompt [$P]$G\r\necho x\r\nprompt\r\necho y\r\n");
    run("prm.bat");
    DeleteFileA("prm.bat");
    check_date_time();
    check_vol();
    check_color();
    run("cmd /v:on /c \"set V=1& echo !V!\"");
    run("exit /b 5");
    run("exit 6");
    run("nosuchprogram arg");
    snprintf(line, sizeof line, "echo piped text| \"%s\" cat", self);
    run(line);
    snprintf(line, sizeof line, "\"%s\" cat < a.txt", self);
    run(line);
    snprintf(line, sizeof line, "(echo first& echo second)| \"%s\" cat", self);
    run(line);
    snprintf(line, sizeof line, "type a.txt | \"%s\" cat | \"%s\" cat", self, self);
    run(line);
    plain("\"C:\\cmdt\\my prog.bat\" arg");
    plain("\"C:\\cmdt\\my prog.bat\" \"quoted arg\"");
    run("echo a ^& b ^| c");
    run("echo \"a & b\"");

    popen_checks();
    create_process("cmd.exe /c exit 7");
    create_process("cmd /c echo from createprocess> C:\\cmdt\\cp.txt");
    show_file("C:\\cmdt\\cp.txt");
    {
        char found[MAX_PATH], *part;
        DWORD n = SearchPathA(NULL, "cmd.exe", NULL, MAX_PATH, found, &part);
        printf("SearchPath(cmd.exe)=%d %s\n", n > 0, n ? part : "");
    }

    /* tidy up: the folder and what the checks left */
    SetCurrentDirectoryA("C:\\");
    system("rd /s /q C:\\cmdt");
    printf("cleaned=%d\n", GetFileAttributesA("C:\\cmdt") == INVALID_FILE_ATTRIBUTES);
    return 0;
}
