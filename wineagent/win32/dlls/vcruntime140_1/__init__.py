"""VCRUNTIME140_1.dll (Visual C++ 2019's x64 addition to vcruntime140): the FH4 frame
handler (wineagent.win32 imports every module here; MANIFEST.spec lists the exports)."""
