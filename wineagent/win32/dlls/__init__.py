"""Layer 6, dlls: the @api surfaces, one module per DLL (KERNEL32, USER32, GDI32,
msvcrt, ADVAPI32, SHELL32, WINMM, COMCTL32, COMDLG32). Thin: they decode guest structures
and call down. May import every layer below; nothing imports them but ``win32/__init__``."""
