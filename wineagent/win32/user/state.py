"""USER's and the shell's per-process state that is not a window, menu or queue: one
typed object built with the VM (``vm.user``) and saved with it (see kernel/state.py for
why state is declared rather than created on first use)."""

from dataclasses import dataclass, field

__all__ = ["UserState"]


@dataclass
class UserState:
    """Per-process USER32, COMCTL32, SHELL32 and MSI user-interface state."""

    #: Strings of USER32/COMCTL32's own resources, loaded once: (module, id) -> text.
    builtin_strings: dict = field(default_factory=dict)
    #: IMM32's input contexts (dlls/imm32/main.py): HIMC -> InputContext; the thread's
    #: default one (0 until made); windows associated with another context (or None).
    imm_contexts: dict = field(default_factory=dict)
    imm_default: int = 0
    imm_windows: dict = field(default_factory=dict)
    #: ImmDisableIME: the threads (ids) whose IME is off; True once it is off in all.
    imm_disabled: set = field(default_factory=set)
    imm_disabled_all: bool = False
    #: Each thread's [cursor, ShowCursor display count] by thread id (user/cursorstate.py).
    thread_cursors: dict = field(default_factory=dict)
    #: Shared icons and cursors (LoadIcon, LoadCursor, LoadImage's LR_SHARED) by (module,
    #: resource name, cursor, size): their handles (user/resources.py shared_icon).
    shared_icons: dict = field(default_factory=dict)
    #: ShutdownBlockReasonCreate's reasons: hwnd -> text.
    shutdown_reasons: dict = field(default_factory=dict)
    #: SetProcessDefaultLayout's layout (LAYOUT_RTL: new top-level windows are
    #: WS_EX_LAYOUTRTL; user/window.py create_window).
    default_layout: int = 0
    #: DisableProcessWindowsGhosting was called (no window is ever ghosted here).
    ghosting_disabled: bool = False
    #: WTSRegisterSessionNotification's windows: hwnd -> NOTIFY_FOR_* flags.
    session_notifications: dict = field(default_factory=dict)
    #: RegisterDeviceNotification's registrations: handle -> registration.
    device_notifications: dict = field(default_factory=dict)
    #: RegisterPowerSettingNotification's and RegisterSuspendResumeNotification's
    #: registrations: handle -> registration (dlls/user32/input.py).
    power_notifications: dict = field(default_factory=dict)
    #: COMCTL32's image drag in progress (controls/imagelist.py Drag), None between
    #: ImageList_EndDrag and ImageList_BeginDrag.
    imagelist_drag: object = None
    #: CreatePropertySheetPage's pages: handle -> page.
    propsheet_pages: dict = field(default_factory=dict)
    #: PropertySheet's sheets being created, by the key passed to their dialog.
    propsheet_starting: dict = field(default_factory=dict)
    propsheet_next: int = 1
    #: TaskDialogIndirect's dialogs being created, by the key passed to their dialog.
    taskdialog_starting: dict = field(default_factory=dict)
    taskdialog_next: int = 1
    #: SHBrowseForFolder's dialogs: window -> browser.
    folder_browsers: dict = field(default_factory=dict)
    #: Common dialogs being started (comdlg32.run_dialog): kind -> {structure address:
    #: dialog object}, found again by their DLGPROC at WM_INITDIALOG.
    common_dialogs: dict = field(default_factory=dict)
    #: CommDlgExtendedError's code for the last common dialog.
    comdlg_error: int = 0
    #: SetProcessDpiAwareness(Context)'s value; None until set (it can be set once).
    dpi_awareness: int = None
    #: UOI_TIMERPROC_EXCEPTION_SUPPRESSION (SetUserObjectInformation on the process):
    #: DispatchMessage calls a TimerProc inside a handler that takes every exception.
    timerproc_exception_suppression: bool = True
    #: Window stations by lower-case name (user/winsta.py; WinSta0 made on first use).
    window_stations: dict = field(default_factory=dict)
    #: GetProcessWindowStation's handle, GetThreadDesktop's initial one (0 until asked).
    process_winsta: int = 0
    initial_desktop: int = 0
    #: The running thread's SetThreadDesktop handle (0: the initial desktop); per thread.
    thread_desktop: int = 0
    #: SwitchDesktop's desktop object (None: WinSta0\Default).
    input_desktop: object = None
    #: AttachThreadInput's attachments: frozenset({tid, tid}) pairs.
    attached_input: set = field(default_factory=set)
    #: The pointer's last 64 positions, newest first: (x, y, time, extra info); the
    #: session's are the first process's (user/movepoints.py).
    move_points: list = field(default_factory=list)
    #: Each thread's input key state by thread id, one object for threads joined by
    #: AttachThreadInput, and the desktop's toggled keys (the session's are the first
    #: process's) (user/keystate.py).
    thread_keys: dict = field(default_factory=dict)
    key_toggles: set = field(default_factory=set)
    #: Each thread's input's focus, active window and capture by thread id, one object
    #: for threads joined by AttachThreadInput, and the process's foreground input (None:
    #: the first thread's) (user/threadinput.py).
    thread_inputs: dict = field(default_factory=dict)
    foreground_input: object = None
    #: SystemParametersInfo's settings this session changed, by name (user/sysparams.py
    #: SPI_SETTINGS; the others have their defaults).
    spi: dict = field(default_factory=dict)
    #: UxTheme's SetThemeAppProperties flags (STAP_ALLOW_NONCLIENT | CONTROLS | WEBCONTENT).
    theme_app_properties: int = 7
    #: UxTheme's open paint buffers (BeginBufferedPaint) by HPAINTBUFFER
    #: (dlls/uxtheme/buffer.py), and each thread's BufferedPaintInit count by thread id.
    paint_buffers: dict = field(default_factory=dict)
    buffered_paint_inits: dict = field(default_factory=dict)
    #: The running thread's SetThreadDpiAwarenessContext value; None while it follows the
    #: process (kept per thread: user/wm.py registers it with the scheduler).
    thread_dpi_context: int = None
    #: MsiSetInternalUI's [level, owner window]; INSTALLUILEVEL_DEFAULT (1), no owner.
    msi_ui: list = field(default_factory=lambda: [1, 0])
