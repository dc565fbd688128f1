"""MSVCP140_1.dll (Visual C++ 2017's satellite of msvcp140): the memory resources of
<memory_resource> (wineagent.win32 imports every module here; MANIFEST.spec lists the
exports)."""
