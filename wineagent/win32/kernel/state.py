"""The process's kernel-side state, the C runtime's and COM's: one typed object each,
built with the VM (``vm.kernel``, ``vm.crt``, ``vm.com``) and saved with it.

Before, each subsystem hung its tables on the VM the first time it needed them, so the
VM's shape depended on what the program happened to call and a reader (or the state
format) could not find them. Every field here is declared with its type and what it
holds; a handler reaches it as ``c.vm.kernel.tls_used``. test/project/test_vm_state.py fails on a
new attribute created on first use.
"""

from dataclasses import dataclass, field

from .atoms import AtomTable
from .environ import Environment
from .searchpath import SearchState
from .security import PROCESS_TOKEN_ID, TokenState

__all__ = ["KernelState", "CrtState", "ComState"]


@dataclass
class KernelState:
    """KERNEL32's per-process tables that are not kernel objects behind handles."""

    #: TlsAlloc's slots in use (indexes).
    tls_used: set = field(default_factory=set)
    #: Implicit TLS (kernel/statictls.py): index -> (template start, end, zero fill) of
    #: the image holding it, None when free.
    static_tls: list = field(default_factory=list)
    #: FlsAlloc's slots: index -> callback (the values are each thread's and fiber's:
    #: Thread.fls, kernel/fibers.py).
    fls: dict = field(default_factory=dict)
    #: ConvertThreadToFiber's and CreateFiber's fibers: address -> kernel/fibers.Fiber.
    fibers: dict = field(default_factory=dict)
    #: SetErrorMode's flags.
    error_mode: int = 0
    #: WerSetFlags' fault-reporting flags (WER_FAULT_REPORTING_*), kept per process.
    wer_flags: int = 0
    #: SetUnhandledExceptionFilter's filter (a guest address, 0: none).
    unhandled_filter: int = 0
    #: AddVectoredExceptionHandler's handlers, in calling order (guest addresses).
    vectored_handlers: list = field(default_factory=list)
    #: AddVectoredContinueHandler's handlers, in calling order.
    vectored_continue_handlers: list = field(default_factory=list)
    #: x64 exception dispatches and unwinds in progress (kernel/seh64.py), outermost first.
    seh64_operations: list = field(default_factory=list)
    #: The exception handlers around guest callbacks that APIs are waiting on
    #: (kernel/callguard.py: DispatchMessage's TimerProc), innermost last; each lives
    #: only while its API's generator frame does.
    callback_guards: list = field(default_factory=list)
    #: RtlAddFunctionTable's tables: [table address, count, base, lowest, highest address].
    function_tables: list = field(default_factory=list)
    #: HeapSetInformation's classes: class -> the DWORD given.
    heap_info: dict = field(default_factory=dict)
    #: SetStdHandle's replacements: STD_*_HANDLE -> handle.
    std_handles: dict = field(default_factory=dict)
    #: UuidCreateSequential: the last time stamp used (100 ns since 1582), its random
    #: multicast node and clock sequence (made on first use).
    uuid_last_time: int = 0
    uuid_node: bytes = b""
    uuid_clock_seq: int = 0
    #: InitSecurityInterfaceA/W's function tables (dlls/secur32/sspi.py), made at the
    #: first call and the same ever after: "A"/"W" -> guest address.
    sspi_tables: dict = field(default_factory=dict)
    #: AllocConsole was called (and FreeConsole not since).
    console_allocated: bool = False
    #: The console AllocConsole made (kernel/consolebuf.Console: its buffers and
    #: window); None while the process has its start-up console (the output log).
    console: object = None
    #: FreeConsole detached the process from its console, and none was made since.
    console_detached: bool = False
    #: SetConsoleCP's input code page (the A input functions' characters).
    console_cp: int = 437
    #: SetConsoleOutputCP's code page; None until the program sets one (kernel/consolecp.py).
    console_output_cp: object = None
    #: The start of a UTF-8 character the last console write ended in.
    console_pending: bytes = b""
    #: SetConsoleCtrlHandler's handlers, in the order added.
    console_ctrl_handlers: list = field(default_factory=list)
    #: The resource directories of built-in DLLs made so far (kernel/resources.py
    #: builtin_resources): lower-case DLL name -> Resources over guest memory.
    builtin_resources: dict = field(default_factory=dict)
    #: Named kernel objects (events, mutexes, semaphores, mappings...): name -> object.
    named_objects: dict = field(default_factory=dict)
    #: SetHandleInformation's flags by handle (HANDLE_FLAG_INHERIT, _PROTECT_FROM_CLOSE);
    #: a handle not here has none.
    handle_flags: dict = field(default_factory=dict)
    #: MapViewOfFile's views: base address -> view.
    mapped_views: dict = field(default_factory=dict)
    #: SEC_IMAGE sections alive (a handle or a view left): their files cannot be deleted.
    image_sections: list = field(default_factory=list)
    #: Sections over files (CreateFileMapping's): while one lives its file cannot shrink.
    file_sections: list = field(default_factory=list)
    #: Files open through handles, for sharing checks: host path -> [file objects].
    open_files: dict = field(default_factory=dict)
    #: Folders' creation/write times set by the guest: host path -> guest time.
    dir_times: dict = field(default_factory=dict)
    #: Writes the guest closed on each file (host real path -> count), which change
    #: notifications watch: two writes in one tick of the guest clock leave one mtime.
    write_counts: dict = field(default_factory=dict)
    #: ReadDirectoryChangesW's folder watches (kernel/changenotify.py DirectoryWatch),
    #: which the process's file operations tell of each change.
    dir_watches: list = field(default_factory=list)
    #: SetFileAttributes calls that changed what a file's attributes were (host real path
    #: -> count): the drive keeps only the read-only bit, so clearing FILE_ATTRIBUTE_ARCHIVE
    #: is seen by change notifications through this count.
    attribute_sets: dict = field(default_factory=dict)
    #: File ids of the folders RemoveDirectory removed: a watch on one is told.
    removed_dirs: set = field(default_factory=set)
    #: LockFile(Ex)'s byte ranges: host path -> [locks].
    file_locks: dict = field(default_factory=dict)
    #: GlobalAddAtom's table (shared by the session's processes on Windows: one here).
    global_atoms: AtomTable = field(default_factory=AtomTable)
    #: AddAtom's table (the process's own).
    local_atoms: AtomTable = field(default_factory=AtomTable)
    #: The process's primary access token (OpenProcessToken's).
    process_token: TokenState = field(default_factory=TokenState)
    #: The last locally unique id given out (a new token's TokenId).
    last_luid: int = PROCESS_TOKEN_ID + 1
    #: GlobalLock's lock counts: handle -> count.
    global_locks: dict = field(default_factory=dict)
    #: GetProcessIoCounters' figures: {"read"|"write": [operations, bytes]}.
    io_counters: dict = field(default_factory=lambda: {"read": [0, 0], "write": [0, 0]})
    #: Condition variables' waiting threads: variable address -> [threads].
    cv_waiters: dict = field(default_factory=dict)
    #: Threads alerted (NtAlertThreadByThreadId) while not waiting for it: their next
    #: NtWaitForAlertByThreadId returns at once. Immutable, replaced on change, so a
    #: state saved before the field existed loads with the class's empty default.
    thread_alerts: frozenset = frozenset()
    #: The thread pool's pools, work items and callback instances, and the timer queues.
    threadpool: dict = field(default_factory=lambda: {"pools": {}, "items": {},
                                                      "instances": {}, "timer_queues": {}})
    #: Activation contexts and each thread's stack of active ones.
    actctx: dict = field(default_factory=lambda: {"contexts": {}, "stacks": {},
                                                  "cookie": 0})
    #: Shell folders already created on the drive (created when first asked for).
    shell_folders_made: set = field(default_factory=set)
    #: DLLs the program asked for that no Windows-provided or guest DLL answered.
    missing_dlls: list = field(default_factory=list)
    #: timeBeginPeriod's periods in force (WINMM), in the order set.
    timer_periods: list = field(default_factory=list)
    #: The process environment block (kernel/environ.py).
    environment: Environment = field(default_factory=Environment)
    #: SetProcessPreferredUILanguages' list (LANGIDs, kernel/uilanguages.py). Immutable,
    #: replaced on change, so a state saved before the field existed loads with ().
    process_ui_languages: tuple = ()
    #: SetPriorityClass's class (NORMAL_PRIORITY_CLASS at start).
    priority_class: int = 0x20
    #: SetProcessPriorityBoost's flag: dynamic boosts disabled for the process's threads.
    boost_disabled: bool = False
    #: The job object the program is in (kernel/jobs.py), or None.
    job: object = None
    #: SetConsoleCtrlHandler(NULL, TRUE): Ctrl+C is ignored.
    console_ignore_ctrl_c: bool = False
    #: Console text written since the last newline (not yet a line of the log).
    console_partial_line: str = ""
    #: GetTempFileName's last unique number.
    temp_counter: int = 0
    #: CryptGenRandom's draws so far (part of each draw's seed: kernel/crypto.py).
    crypt_draws: int = 0
    #: bcrypt.dll's open algorithm providers: handle (a heap block) -> algorithm id.
    bcrypt_algorithms: dict = field(default_factory=dict)
    #: dbghelp's SymSetOptions (None: never set) and its sessions: process handle ->
    #: search path (dlls/dbghelp/session.py).
    symbol_options: int = None
    symbol_sessions: dict = field(default_factory=dict)
    #: The process handles whose session loaded the process's modules (SymInitialize's
    #: fInvadeProcess): only these find symbols (dlls/dbghelp/symbols.py).
    symbol_invaded: set = field(default_factory=set)
    #: WS2_32's state (dlls/ws2_32.Winsock), made at its first call.
    winsock: object = None
    #: WININET's cookie jar (dlls/wininet/cookies.py), the session's: kept by the first
    #: process and shared by its children; one dict per cookie.
    internet_cookies: list = field(default_factory=list)
    #: WININET's HINTERNET handles of this process (dlls/wininet/sessions.py): handle ->
    #: dict (type, parent, context, options, ...); and the next handle value.
    internet_handles: dict = field(default_factory=dict)
    internet_next: int = 0xCC0004
    #: LZInit's expanded files by LZ handle (dlls/kernel32/lz.py).
    lz_files: dict = field(default_factory=dict)
    #: Named pipes by name key (kernel/namedpipe.py): key -> NamedPipe.
    named_pipes: dict = field(default_factory=dict)
    #: The APCs queued to each thread (kernel/overlapped.py): completion routines of
    #: overlapped operations and user APCs: tid -> [(routine, args)].
    apcs: dict = field(default_factory=dict)
    #: The C runtime descriptors the process was started with (STARTUPINFO's
    #: lpReserved2 from its parent: [(fd, handle, mode)]), and the block GetStartupInfo
    #: gives back, made in guest memory on first use (0: not yet).
    startup_crt_fds: list = field(default_factory=list)
    startup_block: int = 0
    #: CreateProcess's lpReserved2 bytes as the parent gave them (b"": rebuilt from
    #: ``startup_crt_fds``, as a _spawn's).
    startup_raw_block: bytes = b""
    #: Started by CreateProcess with CREATE_NEW_CONSOLE: the process has a console of
    #: its own in a window, so its first read of console input shows it there and waits
    #: for someone to type (a start-up console is otherwise the output log, whose input
    #: is at its end).
    new_console: bool = False
    #: BeginUpdateResource's handles (an HGLOBAL each, kernel32/resupdate.py) ->
    #: their ResourceUpdate.
    resource_updates: dict = field(default_factory=dict)
    #: Mailslots by name key (kernel/mailslot.py): key -> Mailslot.
    mailslots: dict = field(default_factory=dict)
    #: The search paths (kernel/searchpath.py): SetSearchPathMode's safe mode and
    #: whether it is permanent, SetDllDirectory's folder (None: not set), and
    #: AddDllDirectory's folders by cookie.
    search: SearchState = field(default_factory=SearchState)
    #: A 32-bit process's ProcessExecuteFlags (MEM_EXECUTE_OPTION_*, kernel/dep.py): it
    #: starts with DEP on, not permanent (it is linked /NXCOMPAT; Wine 8 answers so too).
    execute_flags: int = 1
    #: SetFileApisToOEM was called (and SetFileApisToANSI not since): the A file
    #: functions read and write names in the OEM code page.
    file_apis_oem: bool = False
    #: The start-up console's screen buffer (a kernel/consolebuf.Console without a
    #: window), made when a screen-buffer function first asks (kernel32/consolescreen).
    startup_screen: object = None
    #: SetConsoleTitle's title (None: the program's path, as a new console shows).
    console_title: str = None
    #: SetCurrentProcessExplicitAppUserModelID's ID (None: not set; dlls/shell32/appid.py).
    app_user_model_id: str = None
    #: Event Tracing for Windows providers EventRegister made: REGHANDLE -> provider
    #: (dlls/advapi32/etw.py); "next" numbers the handles.
    etw: dict = field(default_factory=lambda: {"providers": {}, "next": 1})


@dataclass
class CrtState:
    """The C runtime's per-process state (MSVCRT and UCRTBASE share it)."""

    #: fopen'ed FILE*s: guest FILE address -> stream (kernel/files.py).
    streams: dict = field(default_factory=dict)
    #: What the C runtime does as the process ends (ExitProcess, exit): a function of
    #: the vm that writes out the streams' buffers (dlls/msvcrt/streambuf.py), set when
    #: the first buffered stream is made; None: nothing to do.
    exit_flush: object = None
    #: FILE blocks of closed streams, kept for the next stream (msvcrt reuses a closed
    #: stream's slot, its fields left as they were: dlls/msvcrt/files.py).
    free_files: list = field(default_factory=list)
    #: __argv / __wargv built once: (argc, argv address) or None.
    argv_cells: tuple = None
    wargv_cells: tuple = None
    #: atexit/_onexit functions, in registration order.
    atexit: list = field(default_factory=list)
    #: at_quick_exit functions, in registration order.
    quick_exit: list = field(default_factory=list)
    #: _register_thread_local_exe_atexit_callback's callback (a guest address, 0: none).
    tls_exit_callback: int = 0
    #: signal()'s handlers: signal number -> handler.
    signals: dict = field(default_factory=dict)
    #: _lock/_unlock's critical sections: lock number -> section address.
    locks: dict = field(default_factory=dict)
    #: rand()'s seed (srand's, 1 at start as the C standard says).
    rand_state: int = 1
    #: localeconv()'s struct lconv in guest memory (0: not built yet).
    lconv: int = 0
    #: CHAR_MAX of lconv's char fields: 127, or 255 after __lconv_init (a program built
    #: with unsigned chars).
    lconv_char_max: int = 0x7F
    #: __setusermatherr's handler (a guest address, 0: none).
    matherr: int = 0
    #: __set_app_type's application type (_UNKNOWN_APP 0, _CONSOLE_APP 1, _GUI_APP 2).
    app_type: int = 0
    #: The low-level I/O descriptors (dlls/msvcrt/io.py): fd -> [Win32 handle, translation
    #: mode]; 0-2 (the standard handles) appear at first use, unless _close'd.
    fds: dict = field(default_factory=dict)
    closed_std: set = field(default_factory=set)
    #: _setmaxstdio's limit on open streams (the three standard ones counted).
    maxstdio: int = 512
    #: Descriptors opened with _O_NOINHERIT (their ioinfo entry's WX_DONTINHERIT).
    noinherit_fds: set = field(default_factory=set)
    #: Descriptors whose text-mode _read stopped at a Ctrl+Z (msvcrt's FEOFLAG): they
    #: read nothing until a seek (dlls/msvcrt/io.py read_fd_file).
    ctrlz_fds: set = field(default_factory=set)
    #: The guest address of msvcrt's exported ``__pioinfo`` table (0: no program asked
    #: for it, so none is kept: kernel/crtioinfo.py).
    pioinfo: int = 0
    #: _set_new_handler's handler (a guest address, 0: none), called by _callnewh.
    new_handler: int = 0
    #: strtok's and wcstok's saved positions (a guest address, 0: none).
    strtok_next: int = 0
    wcstok_next: int = 0
    #: _mbstok's saved position (its own, apart from strtok's: dlls/msvcrt/mbstring.py).
    mbstok_next: int = 0
    #: _umask's mask (_S_IREAD/_S_IWRITE bits _open and _creat clear from their mode).
    umask: int = 0
    #: tmpnam's and tmpfile's next number ("s" and "t" names: dlls/msvcrt/stdio.py).
    temp_names: dict = field(default_factory=lambda: {"s": 0, "t": 0})
    #: __finally blocks running inside an unwind (msvcrt_except.py): _abnormal_termination.
    abnormal_depth: int = 0
    #: _create_locale's live _locale_t objects: address -> locale name.
    locales: dict = field(default_factory=dict)
    #: setlocale's static result buffer (0: not allocated yet); strerror's and the
    #: other static buffers are in ``time_cells`` (dlls/msvcrt/error.py).
    locale_name_cell: int = 0
    #: _set_new_mode's mode.
    new_mode: int = 0
    #: _set_error_mode's mode (_OUT_TO_DEFAULT 0 at start).
    error_mode: int = 0
    #: _set_abort_behavior's flags (_WRITE_ABORT_MSG | _CALL_REPORTFAULT at start).
    abort_behavior: int = 3
    #: The character _getch returns next without reading the console: one _ungetch
    #: pushed back, or a function key's second code (dlls/msvcrt/conio.py); None: none.
    conio_pending: int = None
    #: std::set_new_handler's handler (MSVCP140; a guest address, 0: none).
    std_new_handler: int = 0
    #: _configthreadlocale's mode (_DISABLE_PER_THREAD_LOCALE, 2, at start).
    thread_locale: int = 2
    #: _set_invalid_parameter_handler's handler (a guest address, 0: none).
    invalid_parameter_handler: int = 0
    #: _get_wide_winmain_command_line / _get_narrow_...'s strings: wide -> address.
    winmain_tail: dict = field(default_factory=dict)
    #: C++ exceptions: the catch blocks running (newest last) as (registration frame,
    #: object, ThrowInfo), whether a throw is in flight, set_terminate's handler.
    # unwind_target: (frame, state) while an x64 catch unwinds to its frame (kernel/cxxeh64.py).
    cxx: dict = field(default_factory=lambda: {"catching": [], "in_flight": False,
                                               "terminate": 0, "unwind_target": None})
    #: gmtime/localtime's static struct tm cells and friends: kind -> address.
    time_cells: dict = field(default_factory=dict)
    #: _set_sbh_threshold's small-block heap threshold (dlls/msvcrt/heap.py; 0: off).
    sbh_threshold: int = 0
    #: Whether _tzset has run (localtime and mktime run it first: dlls/msvcrt/time.py).
    tz_ready: bool = False
    #: _popen's streams: FILE address -> handle of the interpreter's process (its exit
    #: code is _pclose's answer; dlls/msvcrt/process.py).
    popen: dict = field(default_factory=dict)
    #: _setmbcp's multibyte code page (dlls/msvcrt/mbcs.py; 0: single-byte), the ANSI
    #: code page at start as in msvcrt.dll.
    mbcp: int = 1252
    #: _set_output_format's flags (_TWO_DIGIT_EXPONENT: printf's exponents in two digits).
    output_format: int = 0
    #: _beginthread's handles by thread id, closed when the thread ends (msvcrt/threads.py).
    thread_handles: dict = field(default_factory=dict)


@dataclass
class ComState:
    """COM's per-process state (OLE32, OLEAUT32) that is not an object in guest memory."""

    #: CoInitialize(Ex)'s apartments: thread id -> [model, init count].
    apartments: dict = field(default_factory=dict)
    #: Objects implemented by the emulator: interface pointer -> object.
    objects: dict = field(default_factory=dict)
    #: Emulator-built vtables: interface name -> vtable address.
    vtables: dict = field(default_factory=dict)
    #: CoLockObjectExternal's strong locks: interface pointer -> lock count.
    external_locks: dict = field(default_factory=dict)
    #: The empty string WindowsGetStringRawBuffer answers for NULL (made on first use).
    hstring_empty: int = 0
    #: WindowsPreallocateStringBuffer's buffers not promoted yet (their HSTRING handles).
    hstring_buffers: set = field(default_factory=set)
    #: The Windows Runtime's activation factories made: class name -> combase's
    #: RuntimeObject (dlls/combase/inspectable.py).
    winrt_factories: dict = field(default_factory=dict)
    #: DWriteCreateFactory's shared factory (its interface pointer, 0: not made yet).
    dwrite_factory: int = 0
    #: DirectWrite's font files in memory: reference key -> dlls/dwrite/faces.py's file;
    #: None -> the process's loader of fonts in memory (its interface pointer).
    dwrite_files: dict = field(default_factory=dict)
    #: RoOriginateError's last error: (HRESULT, message) or None.
    originated_error: object = None
    #: CoGetMalloc's IMalloc object (a guest address, 0: not made yet).
    imalloc: int = 0
    #: CoInitializeSecurity's (authentication level, impersonation level, capabilities),
    #: once set.
    security: tuple = None
    #: CoRegisterClassObject's registrations: cookie -> comobj.RegisteredClass.
    classes: dict = field(default_factory=dict)
    next_cookie: int = 1
    #: CoAddRefServerProcess / CoReleaseServerProcess's per-process server count.
    server_refs: int = 0
    #: CoIncrementMTAUsage's cookies.
    mta_cookies: set = field(default_factory=set)
    #: RegisterDragDrop's targets: window -> IDropTarget pointer.
    drop_targets: dict = field(default_factory=dict)
    #: Each thread's OleInitialize count: thread id -> count.
    ole_inits: dict = field(default_factory=dict)
    #: SetErrorInfo's object per thread: thread id -> IErrorInfo pointer.
    error_infos: dict = field(default_factory=dict)
    #: The IDataObject OleSetClipboard holds (0: none).
    clip_object: int = 0
    #: CoGetCurrentProcess's numbers: thread id -> number.
    thread_numbers: dict = field(default_factory=dict)
    #: SHLWAPI's SHSetThreadRef object per thread: thread id -> IUnknown pointer.
    thread_refs: dict = field(default_factory=dict)
    #: CoMarshalInterface's exported interfaces: object id -> ole32/objref.py Export.
    exports: dict = field(default_factory=dict)
    next_oid: int = 1
    #: The running object table's interface pointer (0: not made yet).
    rot: int = 0
    #: Its registrations: cookie -> ole32/rot.py Running.
    running: dict = field(default_factory=dict)
    next_rot_cookie: int = 1
    #: SHELL32's system image lists: SHIL_* kind -> IImageList pointer (its HIMAGELIST).
    system_image_lists: dict = field(default_factory=dict)

    def ole_initialized(self, tid):
        """True while thread ``tid`` is between OleInitialize and its OleUninitialize."""
        return self.ole_inits.get(tid, 0) > 0
