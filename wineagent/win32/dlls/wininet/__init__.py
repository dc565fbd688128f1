"""WININET.dll: the Internet functions on a machine with no network (docs/dlls.md
"WININET: the Internet functions offline"); MANIFEST.spec lists the exports."""
