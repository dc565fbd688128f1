"""MSVCR80.dll (Visual C++ 2005's runtime; msvcr90 shares the table): what it exports beyond
msvcrt's and the UCRT's functions (wineagent.win32 imports every module here;
MANIFEST.spec lists the exports)."""
