; A small NSIS installer for the emulator's tests (built at test time with makensis):
; license, components, directory, install-files and finish pages. No plug-ins, so
; what runs is NSIS's own stub. It installs a text file, a file it writes itself, an
; optional extra (with a copy made by CopyFiles, i.e. SHFileOperation) and a program
; (wineagent's hello.exe), which the finish step offers to start.
; -DNO_COMPONENTS_PAGE leaves the components page out.
!ifndef APP
!define APP "../../wineagent/apps/exe/hello.exe"
!endif
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
!ifndef NO_COMPONENTS_PAGE
Page components
!endif
Page directory
Page instfiles
Page custom Finish

Section "Core files (required)" SecCore
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "readme.txt"
  File "/oname=hello.exe" "${APP}"
  FileOpen $0 "$INSTDIR\installed.txt" w
  FileWrite $0 "installed by NSIS"
  FileClose $0
SectionEnd

Section "Extras" SecExtras
  SetOutPath "$INSTDIR\extras"
  File "extra.txt"
  CopyFiles /SILENT "$INSTDIR\readme.txt" "$INSTDIR\extras\readme-copy.txt"
SectionEnd

Function Finish
  MessageBox MB_YESNO "Installation complete. Start Hello now?" IDNO done
  Exec '"$INSTDIR\hello.exe"'
  done:
FunctionEnd
