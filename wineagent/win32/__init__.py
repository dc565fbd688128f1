"""The Windows personality: one module per DLL over a window manager, GDI and a heap.

Importing this package registers every API declaration (see ``api.py``).
"""

from . import kernel32, msvcrt, user32, gdi32  # noqa: F401  (registration side effect)
from . import files, profile, advapi32, clipboard  # noqa: F401  (same)
from . import resources, menus  # noqa: F401  (same)
from . import sync  # noqa: F401  (same)
from . import shell32  # noqa: F401  (same)
from . import crtmath, winmm  # noqa: F401  (same)
from . import comdlg32, comctl32  # noqa: F401  (same)
from . import icons  # noqa: F401  (same)
