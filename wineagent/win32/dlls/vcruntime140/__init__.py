"""VCRUNTIME140.dll (Visual C++ 2015-2022's compiler support runtime): what it exports
beyond msvcrt's and the UCRT's functions, which answer its other imports
(abi/apisets.py; wineagent.win32 imports every module here; MANIFEST.spec lists the
exports)."""
