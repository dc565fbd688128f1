"""The Windows personality: one module per DLL over a window manager, GDI and a heap.

Importing this package registers every API declaration (see ``api.py``).
"""

from .dlls import kernel32  # noqa: F401  (registration side effect)
from .dlls import msvcrt  # noqa: F401  (registration side effect)
from .dlls import user32  # noqa: F401  (registration side effect)
from .dlls import gdi32  # noqa: F401  (registration side effect)
from .kernel import files  # noqa: F401  (same)
from .kernel import profile  # noqa: F401  (same)
from .dlls import advapi32  # noqa: F401  (same)
from .kernel import clipboard  # noqa: F401  (same)
from .user import resources  # noqa: F401  (same)
from .user import menus  # noqa: F401  (same)
from .kernel import sync  # noqa: F401  (same)
from .dlls import shell32  # noqa: F401  (same)
from .dlls import crtmath  # noqa: F401  (same)
from .dlls import winmm  # noqa: F401  (same)
from .dlls import comdlg32  # noqa: F401  (same)
from .dlls import comctl32  # noqa: F401  (same)
from .user import icons  # noqa: F401  (same)
