/* A stream left open when the process ends (docs/runtimes.md "msvcrt stream buffers
   (session 34)"): its buffer reaches q.txt whether main returns, or the program calls
   _exit ("e"), ExitProcess ("p") or abort ("a"), as under Wine 8 (msvcrt.dll's
   DLL_PROCESS_DETACH writes the buffers). The test reads q.txt. */
#include <stdio.h>
#include <stdlib.h>
#include <windows.h>
int main(int argc, char **argv)
{
    FILE *f = fopen("q.txt", "w");
    fputs("kept\n", f);
    if (argc > 1 && argv[1][0] == 'e') _exit(0);
    if (argc > 1 && argv[1][0] == 'p') ExitProcess(0);
    if (argc > 1 && argv[1][0] == 'a') abort();
    return 0;
}
