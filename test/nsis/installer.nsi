; A small NSIS installer for the emulator's tests (built at test time with makensis):
; license, components, directory, install-files and finish pages. No plug-ins, so
; what runs is NSIS's own stub.
Unicode true
Name "Wine Agent Sample"
OutFile "${OUT}"
InstallDir "C:\Program Files\WineAgentSample"
RequestExecutionLevel user
SetCompressor /SOLID zlib
ShowInstDetails show

LicenseText "Please read the license."
LicenseData "license.txt"

Page license
Page components
Page directory
Page instfiles
Page custom Finish

Section "Core files (required)" SecCore
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "readme.txt"
  FileOpen $0 "$INSTDIR\installed.txt" w
  FileWrite $0 "installed by NSIS"
  FileClose $0
SectionEnd

Section "Extras" SecExtras
  SetOutPath "$INSTDIR\extras"
  File "extra.txt"
SectionEnd

Function Finish
  MessageBox MB_OK "Installation complete."
FunctionEnd
