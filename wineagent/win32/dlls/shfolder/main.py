"""SHFOLDER.dll: SHGetFolderPath's redistributable DLL, for programs written before
shell32 had the function (Windows 2000). Windows ships it still; its two exports forward
to shell32's SHGetFolderPathA and SHGetFolderPathW, one implementation here
(``dlls/shell32/folders.py``). Inno Setup 6 loads it by its System32 path."""

from ....abi.api import also
from ...core.dllnames import SHELL32, SHFOLDER
from ..shell32 import folders as shell32_folders   # noqa: F401  (declares the originals first)

also(SHFOLDER, SHELL32, "SHGetFolderPathA", "SHGetFolderPathW")
