"""The Windows personality, in layers that import only the ones before them:

    core <- kernel <- gdi <- user <- controls <- dlls      (docs/win32-layers.md)

Importing this package registers every API declaration (``abi/api.py``): the DLL
surfaces in ``dlls/`` (the only modules that declare APIs), and the window classes'
procedure thunks their layers register.
"""

# Registration side effects: each import declares that module's APIs.
from .dlls import (advapi32, comctl32, comctl32_subclass, comdlg32, comdlg32_title, crtmath,  # noqa: F401
                   crtscanf, crtstring, gdi32, gdi32_coords, gdi32_dc, gdi32_dib, gdi32_fonts,
                   gdi32_palette, gdi32_regions, gdi32_shapes, kernel32, kernel32_codepages,
                   kernel32_delayload, kernel32_files, kernel32_formatmessage,
                   kernel32_locale, kernel32_profile, kernel32_resources, kernel32_seh,
                   kernel32_startup, kernel32_strings, kernel32_sync, kernel32_system, msvcrt,
                   msvcrt_cxx, msvcrt_except, msvcrt_files, ntdll, ole32, oleaut32, shcore, shell32,
                   shell32_folders, shell32_more, shlwapi, threads, ucrtbase, user32,
                   user32_caret, user32_clipboard, user32_clipview, user32_dialogs,
                   user32_icons, user32_mdi, user32_menus, user32_monitor, user32_redraw,
                   user32_regions, user32_regmsg, user32_resources, user32_scroll,
                   user32_sysmenu, user32_system, version, winmm)
# Windows hooks (SetWindowsHookEx: WH_CBT), GetNumberFormat, SetWindowPlacement: winefile.
from .dlls import kernel32_numberformat, user32_hooks, user32_setplacement  # noqa: F401
# Wine's console tools, services and taskmgr (issue 10): console output, the process, its token.
from .dlls import (advapi32_security, advapi32_services, kernel32_console,  # noqa: F401
                   kernel32_process, ntdll_system)
# msiexec's usage box (issue 10): the installer's UI level, file versions, its message box.
from .dlls import msi  # noqa: F401
# Property sheets (winecfg): PropertySheet and its pages.
from .dlls import comctl32_propsheet  # noqa: F401
# comctl32's image lists and the classes Wine's taskmgr, regedit and wordpad use (issue 10).
from .dlls import (advapi32_impersonation, comctl32_imageload, comctl32_imagelist,  # noqa: F401
                   comctl32_toolbar,
                   kernel32_computername,
                   process_counters, shell32_notifyicon, user32_iconindirect,
                   user32_msgboxindirect, user32_winlist)
from .controls import comctl_classes  # noqa: F401  (its class resolver)
# The shell namespace, SHBrowseForFolder and what NSIS's stub calls (issue 10).
from .dlls import (crtpath, kernel32_disk, kernel32_filetime, ole32_guids,  # noqa: F401
                   shell32_browse, shell32_control, shell32_fileop, shell32_namespace,
                   shell32_pidl, shlwapi_autocomplete, user32_charcase, user32_classinfo)
# Sound and MIDI on the recorder (docs/sound.md).
from .dlls import winmm_midi, winmm_sound, winmm_wave  # noqa: F401
# Printing (issue 11): the virtual printer's spooler, GDI32's document calls.
from .dlls import comdlg32_print, gdi32_print, winspool  # noqa: F401
# More text calls (docs/gdi.md): partial extents, justification, tabbed text, placement.
from .dlls import gdi32_text, user32_tabbed  # noqa: F401
from .dlls import gdi32_metafile  # noqa: F401  (after the GDI32 modules: it wraps their handlers)
# wordpad and uninstaller (issue 10): structured storage, Control Panel applets.
from .dlls import ole32_storage  # noqa: F401
# Windows Sockets on a machine with no network (issue 23).
from .dlls import ws2_32  # noqa: F401
# Whole C runtime families (issue 23): time, environment, floating-point control, the
# secure *_s functions; kernel32's SLists, calendar and time-zone conversions.
from .dlls import crtenv, crtfloat, crtsecure, crttime  # noqa: F401
from .dlls import kernel32_slist, kernel32_time  # noqa: F401
# Basics real programs stop at (issue 23): the CryptoAPI and IsTextUnicode.
from .dlls import advapi32_crypt  # noqa: F401

# The census families of KERNEL32 and USER32 (issue 23): modules, sync, file mapping, ...
from .dlls import (kernel32_compare, kernel32_locks, kernel32_mapping,  # noqa: F401
                   kernel32_consolein, kernel32_handles, kernel32_misc,
                   kernel32_atoms, kernel32_modules, kernel32_threadpool,
                   kernel32_lfile, kernel32_memory, kernel32_paths, kernel32_toolhelp,
                   user32_census, user32_input)
