"""RICHED20.dll: its surface modules (wineagent.win32 imports every module here). The
RichEdit classes themselves are ``controls/richedit.py``'s."""
