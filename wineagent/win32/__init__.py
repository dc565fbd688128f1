"""The Windows personality, in layers that import only the ones before them:

    core <- kernel <- gdi <- user <- controls <- dlls      (docs/win32-layers.md)

Importing this package registers every API declaration (``abi/api.py``): every module of
every DLL's folder ``dlls/<dll>/`` — found by looking, not listed, so a new DLL surface
cannot be forgotten — and the window classes' procedure thunks their layers register.
"""

import importlib
import os
import pkgutil

from . import dlls as _dlls
from .controls import comctl_registry  # noqa: F401  (its class resolver)

__all__ = ["SURFACES"]


def _surfaces():
    names = []
    for folder in sorted(m.name for m in pkgutil.iter_modules(_dlls.__path__) if m.ispkg):
        path = [os.path.join(_dlls.__path__[0], folder)]
        names += sorted(folder + "." + m.name for m in pkgutil.iter_modules(path)
                        if not m.ispkg)
    return names


#: Every DLL surface module ("<dll folder>.<module>"), in the order they are imported
#: (which does not matter: no module changes another's declarations).
SURFACES = tuple(_surfaces())

for _name in SURFACES:
    importlib.import_module(_dlls.__name__ + "." + _name)
