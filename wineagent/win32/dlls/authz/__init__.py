"""AUTHZ.dll: its surface modules (wineagent.win32 imports every module here;
MANIFEST.spec lists the exports)."""
