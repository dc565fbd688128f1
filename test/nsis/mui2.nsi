; A Modern UI 2 installer for the emulator's tests (built at test time with makensis), made
; of what real installers use: welcome and finish pages with the side bitmap, a header
; bitmap, a license page with a check box, components with the description box,
; directory, a start-menu folder page (StartMenu plug-in), an nsDialogs custom page,
; instfiles with "Show details", plug-ins (LangDLL, System::Call, nsExec, Banner,
; UserInfo), LZMA solid compression, HKLM/HKCU registry writes and an uninstaller.
; -DNO_LANGDLL leaves the language chooser out (it asks before the first page).
!ifndef APP
!define APP "../../wineagent/apps/exe/hello.exe"
!endif
!define NAME "Wine Agent MUI"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\WineAgentMUI"
Unicode true
Name "${NAME}"
OutFile "${OUT}"
InstallDir "$PROGRAMFILES\WineAgentMUI"
InstallDirRegKey HKCU "Software\WineAgentMUI" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
ShowInstDetails show
ShowUninstDetails show

!include "MUI2.nsh"
!include "nsDialogs.nsh"
!include "LogicLib.nsh"

!define MUI_ABORTWARNING
!define MUI_HEADERIMAGE
!define MUI_HEADERIMAGE_BITMAP "${NSISDIR}\Contrib\Graphics\Header\nsis3-metro.bmp"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${NSISDIR}\Contrib\Graphics\Wizard\nsis3-metro.bmp"
!define MUI_COMPONENTSPAGE_SMALLDESC

Var StartMenuFolder
Var Dialog
Var NameText
Var NameValue
Var AgreeBox
Var AgreeState
Var UserGroup

!insertmacro MUI_PAGE_WELCOME
!define MUI_LICENSEPAGE_CHECKBOX
!insertmacro MUI_PAGE_LICENSE "license.txt"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!define MUI_STARTMENUPAGE_REGISTRY_ROOT "HKCU"
!define MUI_STARTMENUPAGE_REGISTRY_KEY "Software\WineAgentMUI"
!define MUI_STARTMENUPAGE_REGISTRY_VALUENAME "Start Menu Folder"
!insertmacro MUI_PAGE_STARTMENU Application $StartMenuFolder
Page custom UserPage UserPageLeave
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\hello.exe"
!define MUI_FINISHPAGE_SHOWREADME "$INSTDIR\readme.txt"
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED
!define MUI_FINISHPAGE_LINK "Wine Agent"
!define MUI_FINISHPAGE_LINK_LOCATION "https://example.invalid/"
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_RESERVEFILE_LANGDLL

Function .onInit
!ifndef NO_LANGDLL
  !insertmacro MUI_LANGDLL_DISPLAY
!endif
  ; UserInfo: the account's name and group
  UserInfo::GetAccountType
  Pop $UserGroup
  StrCpy $NameValue "Agent"
FunctionEnd

Function UserPage
  !insertmacro MUI_HEADER_TEXT "Your details" "Who is installing ${NAME}."
  nsDialogs::Create 1018
  Pop $Dialog
  ${If} $Dialog == error
    Abort
  ${EndIf}
  ${NSD_CreateLabel} 0 0 100% 12u "Your name:"
  Pop $0
  ${NSD_CreateText} 0 13u 100% 12u "$NameValue"
  Pop $NameText
  ${NSD_CreateCheckbox} 0 30u 100% 10u "&Write a settings file"
  Pop $AgreeBox
  ${NSD_Check} $AgreeBox
  ${NSD_CreateDirRequest} 0 45u 75% 12u "$INSTDIR"
  Pop $0
  ${NSD_CreateBrowseButton} 80% 45u 20% 12u "..."
  Pop $0
  ${NSD_CreateLink} 0 62u 100% 10u "A link on a custom page"
  Pop $0
  nsDialogs::Show
FunctionEnd

Function UserPageLeave
  ${NSD_GetText} $NameText $NameValue
  ${NSD_GetState} $AgreeBox $AgreeState
FunctionEnd

Section "Core files (required)" SecCore
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "readme.txt"
  File "/oname=hello.exe" "${APP}"
  WriteRegStr HKCU "Software\WineAgentMUI" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteUninstaller "$INSTDIR\uninstall.exe"
  ; System::Call: a Win32 call the script makes itself
  System::Call 'kernel32::GetCurrentProcessId() i .r0'
  System::Call 'kernel32::lstrlenW(w "twelve chars") i .r1'
  FileOpen $2 "$INSTDIR\system.txt" w
  FileWrite $2 "len=$1 group=$UserGroup"
  FileClose $2
  ${If} $AgreeState == ${BST_CHECKED}
    FileOpen $2 "$INSTDIR\settings.txt" w
    FileWrite $2 "name=$NameValue"
    FileClose $2
  ${EndIf}
  !insertmacro MUI_STARTMENU_WRITE_BEGIN Application
    CreateDirectory "$SMPROGRAMS\$StartMenuFolder"
    FileOpen $2 "$INSTDIR\startmenu.txt" w
    FileWrite $2 "$StartMenuFolder"
    FileClose $2
  !insertmacro MUI_STARTMENU_WRITE_END
SectionEnd

Section "Extras" SecExtras
  SetOutPath "$INSTDIR\extras"
  File "extra.txt"
  Banner::show /NOUNLOAD "Copying extras"
  CopyFiles /SILENT "$INSTDIR\readme.txt" "$INSTDIR\extras\readme-copy.txt"
  Banner::destroy
SectionEnd

!ifdef NSEXEC
Section "nsExec" SecExec
  nsExec::ExecToStack '"$INSTDIR\hello.exe"'
  Pop $0
  Pop $1
  FileOpen $2 "$INSTDIR\nsexec.txt" w
  FileWrite $2 "$0"
  FileClose $2
SectionEnd
!endif

LangString DESC_SecCore ${LANG_ENGLISH} "The program and its readme."
LangString DESC_SecCore ${LANG_FRENCH} "Le programme et son fichier lisez-moi."
LangString DESC_SecExtras ${LANG_ENGLISH} "An extra text file and a copy of the readme."
LangString DESC_SecExtras ${LANG_FRENCH} "Un fichier en plus et une copie du lisez-moi."
!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecCore} $(DESC_SecCore)
  !insertmacro MUI_DESCRIPTION_TEXT ${SecExtras} $(DESC_SecExtras)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Uninstall"
  Delete "$INSTDIR\readme.txt"
  Delete "$INSTDIR\hello.exe"
  Delete "$INSTDIR\system.txt"
  Delete "$INSTDIR\settings.txt"
  Delete "$INSTDIR\startmenu.txt"
  Delete "$INSTDIR\nsexec.txt"
  Delete "$INSTDIR\extras\extra.txt"
  Delete "$INSTDIR\extras\readme-copy.txt"
  RMDir "$INSTDIR\extras"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  !insertmacro MUI_STARTMENU_GETFOLDER Application $StartMenuFolder
  RMDir "$SMPROGRAMS\$StartMenuFolder"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKCU "Software\WineAgentMUI"
SectionEnd
