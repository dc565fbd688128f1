"""WindowsCodecs.dll: its surface modules (wineagent.win32 finds every module here, and
the declarations load on demand: docs/dlls.md "Registration on demand"; MANIFEST.spec
lists the exports; main.py says which module holds what). ``missing`` declares the vtable
methods no module implements, after importing them all."""
