"""The Windows personality, in layers that import only the ones before them:

    core <- kernel <- gdi <- user <- controls <- dlls      (docs/win32-layers.md)

Importing this package registers every API declaration (``abi/api.py``): the DLL
surfaces in ``dlls/``, and the subsystems that still declare their own functions next to
their state.
"""

# Registration side effects: each import declares that module's APIs.
from .kernel import clipboard, files, profile, sync  # noqa: F401
from .user import icons, menus, resources  # noqa: F401
from .dlls import (advapi32, comctl32, comdlg32, crtmath, gdi32, kernel32,  # noqa: F401
                   msvcrt, shell32, user32, winmm)
from .dlls import (gdi32_coords, gdi32_dc, gdi32_dib, gdi32_fonts,  # noqa: F401
                   gdi32_palette, gdi32_regions, gdi32_shapes, user32_regions)
from .dlls import gdi32_metafile  # noqa: F401  (after the GDI32 modules: it wraps their handlers)
