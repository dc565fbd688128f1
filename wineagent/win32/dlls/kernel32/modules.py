"""KERNEL32: the module functions beyond LoadLibrary (``dlls/kernel32/main.py``):
DisableThreadLibraryCalls, GetModuleHandleEx, FreeLibraryAndExitThread, the resource
enumerations (EnumResourceTypes/Names/Languages) and DelayLoadFailureHook.

A module here is the executable, a guest DLL (``kernel/dllload.py``) or a built-in DLL's
pseudo handle (``core/builtin_dlls.py``).
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ....abi.faults import GuestFault
from ...core.builtin_dlls import module_handle, module_name
from ...core.winerror import (ERROR_INVALID_PARAMETER, ERROR_MOD_NOT_FOUND,
                             ERROR_RESOURCE_DATA_NOT_FOUND, ERROR_RESOURCE_NAME_NOT_FOUND,
                             ERROR_RESOURCE_TYPE_NOT_FOUND)
from ...kernel.dllload import module_at
from ...kernel.resources import key, module_resources
from ...core.dllnames import KERNEL32


GET_MODULE_HANDLE_EX_FLAG_PIN = 0x1
GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT = 0x2
GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS = 0x4


@api(KERNEL32, "DisableThreadLibraryCalls", "HMODULE h", widths=BOTH)
def DisableThreadLibraryCalls(c, h):
    """Stop DLL_THREAD_ATTACH/DETACH notifications to a guest DLL's DllMain (the loader
    skips it in ``notify_threads``). A module with a TLS directory keeps them: its TLS
    callbacks must see every thread, so the call fails with ERROR_MOD_NOT_FOUND (Wine's
    LdrDisableThreadCalloutsForDll answers STATUS_DLL_NOT_FOUND) — mingw's executables
    all have one. Built-in DLLs run no DllMain: accepted. Another handle fails the same."""
    vm = c.vm
    module = vm.dlls.by_handle(h)
    if module is not None and module.image.tls_info is None:
        module.no_thread_calls = True
        return 1
    if module is None and h != vm.image.base and module_name(vm, h) is not None:
        return 1
    if h == vm.image.base and vm.image.tls_info is None:
        return 1
    vm.last_error = ERROR_MOD_NOT_FOUND
    return 0


@api(KERNEL32, "GetModuleHandleEx{AW}", "DWORD flags, LPVOID name, LPVOID out", widths=BOTH)
def GetModuleHandleEx(c, flags, name, out):
    """The handle of a module named by name (NULL: the executable) or, with
    GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS, by an address inside it. Without
    UNCHANGED_REFCOUNT a guest DLL's reference count goes up (PIN keeps it loaded for
    good); PIN together with UNCHANGED_REFCOUNT is invalid, as on Windows."""
    vm = c.vm
    if not out or (flags & GET_MODULE_HANDLE_EX_FLAG_PIN
                   and flags & GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT) or flags & ~7:
        vm.last_error = ERROR_INVALID_PARAMETER
        if out:
            vm.mem.wptr(out, 0)     # HMODULE *: a pointer cell
        return 0
    if flags & GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS:
        h = module_at(vm, name)
    elif not name:
        h = vm.image.base
    else:
        text = c.read_str(name)
        module = vm.dlls.by_name(text)
        if module is not None and not vm.dlls.is_builtin(text):
            h = module.base
        else:
            h = module_handle(vm, text)
    vm.mem.wptr(out, h)
    if not h:
        vm.last_error = ERROR_MOD_NOT_FOUND
        return 0
    module = vm.dlls.by_handle(h)
    if module is not None and not flags & GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT:
        if flags & GET_MODULE_HANDLE_EX_FLAG_PIN:
            module.refs += 1 << 30      # pinned: no FreeLibrary count brings it to zero
        else:
            module.refs += 1
    return 1


@api(KERNEL32, "FreeLibraryAndExitThread", "HMODULE h, DWORD code", widths=BOTH)
def FreeLibraryAndExitThread(c, h, code):
    """FreeLibrary(h), then ExitThread(code): how a DLL's own thread unloads it."""
    vm = c.vm
    module = vm.dlls.by_handle(h)
    if module is not None:
        yield from vm.dlls.free(module)
    yield from vm.threads.exit_thread(code)


@api(KERNEL32, "DelayLoadFailureHook", "LPCSTR_ID dll, LPCSTR_ID proc", widths=BOTH)
def DelayLoadFailureHook(c, dll, proc):
    """The failure hook of delay-load helpers (Wine's own delay imports call it when a
    DLL or function cannot be bound). Windows and Wine raise a non-continuable
    exception naming the import; here the guest stops with that message."""
    what = proc if isinstance(proc, str) else "#%d" % proc
    raise GuestFault("delayload", "delay load failed: %s!%s could not be bound"
                     % (dll, what))


# -- resource enumeration -------------------------------------------------------------------
# The callbacks get the module, the type and name as the caller would pass them to
# FindResource: an id as MAKEINTRESOURCE, a string as a pointer to a NUL-terminated name
# (upper case, as the resource compiler stores it). EnumResourceNames passes the type the
# caller gave, unchanged. A callback answering FALSE ends the enumeration and the function
# returns FALSE (Wine 8 leaves the last error alone then).

def _resources(c, h, fn):
    # A built-in DLL's resources are those its builder makes (kernel/resources.py);
    # one without a builder stops the guest rather than answer "no resources".
    res = module_resources(c.vm, h)
    if res is None and module_name(c.vm, h) is not None:
        raise Unimplemented("KERNEL32.dll!%s: resources of built-in DLL %s"
                            % (fn, module_name(c.vm, h)))
    if res is None or not res.by_key:
        c.vm.last_error = ERROR_RESOURCE_DATA_NOT_FOUND
        return None
    return res


def _arg_key(c, p):
    """A type or name argument (pointer or MAKEINTRESOURCE) as a resource key."""
    return p if p < 0x10000 else key(c.read_str(p))


def _call_with(c, value, build):
    """Generator: call the callback ``build(ptr)`` with ``value`` as an id or a guest
    string (allocated for the call, freed after)."""
    if isinstance(value, int):
        return (yield build(value))
    vm = c.vm
    p = vm.heap.alloc((len(value) + 1) * c.char_size)
    c.write_str(p, value)
    try:
        return (yield build(p))
    finally:
        vm.heap.free(p)


def _order(keys):
    """Windows' directory order: named entries (sorted) before ids (ascending)."""
    return sorted(keys, key=lambda k: (0, k, 0) if isinstance(k, str) else (1, "", k))


#: EnumResource*Ex's flags: the module's own resources (LN), its MUI satellites' (MUI,
#: MUI_SYSTEM), checking the satellites (VALIDATE); 0 means LN | MUI.
RESOURCE_ENUM_LN, RESOURCE_ENUM_MUI, RESOURCE_ENUM_MUI_SYSTEM, RESOURCE_ENUM_VALIDATE = \
    0x1, 0x2, 0x4, 0x8


def _enum_flags(c, flags):
    """Whether an EnumResource*Ex call enumerates anything: the module's own resources
    with RESOURCE_ENUM_LN (or flags 0). No module here has MUI satellite files (the
    built-in DLLs keep their strings in themselves, as Wine's do), so the MUI flags add
    nothing and VALIDATE has nothing to check; without LN the call answers FALSE
    leaving the last error alone (Wine 8)."""
    if flags & ~0xF:
        raise Unimplemented("KERNEL32.dll!%s flags %#x" % (c.spec.name, flags))
    return bool(flags & RESOURCE_ENUM_LN) or not flags


def _enum_types(c, h, func, param):
    res = _resources(c, h, "EnumResourceTypes")
    if res is None:
        return 0
    for t in _order({t for t, _ in res.by_key}):
        r = yield from _call_with(c, t, lambda p: GuestCall(func, (h, p, param)))
        if not r & 0xFFFFFFFF:              # the callback's BOOL: EAX's 32 bits
            return 0
    return 1


def _enum_names(c, h, rtype, func, param):
    res = _resources(c, h, "EnumResourceNames")
    if res is None:
        return 0
    want = _arg_key(c, rtype)
    names = [n for t, n in res.by_key if t == want]
    if not names:
        c.vm.last_error = ERROR_RESOURCE_TYPE_NOT_FOUND
        return 0
    for n in _order(names):
        r = yield from _call_with(c, n, lambda p: GuestCall(func, (h, rtype, p, param)))
        if not r & 0xFFFFFFFF:              # the callback's BOOL: EAX's 32 bits
            return 0
    return 1


def _enum_languages(c, h, rtype, name, func, param):
    res = _resources(c, h, "EnumResourceLanguages")
    if res is None:
        return 0
    t = _arg_key(c, rtype)
    if not any(k[0] == t for k in res.by_key):
        c.vm.last_error = ERROR_RESOURCE_TYPE_NOT_FOUND
        return 0
    found = res.by_key.get((t, _arg_key(c, name)))
    if not found:
        c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
        return 0
    for lang in sorted({r.lang for r in found}):
        r = yield GuestCall(func, (h, rtype, name, lang, param))
        if not r & 0xFFFFFFFF:              # the callback's BOOL: EAX's 32 bits
            return 0
    return 1


@api(KERNEL32, "EnumResourceTypes{AW}", "HMODULE h, LPVOID func, LPARAM param", widths=BOTH)
def EnumResourceTypes(c, h, func, param):
    """Call ``func(h, type, param)`` for each resource type of the module."""
    return (yield from _enum_types(c, h, func, param))


@api(KERNEL32, "EnumResourceTypesEx{AW}", "HMODULE h, LPVOID func, LPARAM param, DWORD flags, "
     "WORD lang", widths=BOTH)
def EnumResourceTypesEx(c, h, func, param, flags, lang):
    """EnumResourceTypes with RESOURCE_ENUM_* flags (``_enum_flags``); ``lang`` filters
    MUI satellites only, and there are none."""
    if not _enum_flags(c, flags):
        return 0
    return (yield from _enum_types(c, h, func, param))


@api(KERNEL32, "EnumResourceNames{AW}", "HMODULE h, LPVOID rtype, LPVOID func, LPARAM param", widths=BOTH)
def EnumResourceNames(c, h, rtype, func, param):
    """Call ``func(h, type, name, param)`` for each name of one resource type."""
    return (yield from _enum_names(c, h, rtype, func, param))


@api(KERNEL32, "EnumResourceNamesEx{AW}", "HMODULE h, LPVOID rtype, LPVOID func, LPARAM param, "
     "DWORD flags, WORD lang", widths=BOTH)
def EnumResourceNamesEx(c, h, rtype, func, param, flags, lang):
    """EnumResourceNames with RESOURCE_ENUM_* flags (``_enum_flags``)."""
    if not _enum_flags(c, flags):
        return 0
    return (yield from _enum_names(c, h, rtype, func, param))


@api(KERNEL32, "EnumResourceLanguages{AW}",
     "HMODULE h, LPVOID rtype, LPVOID name, LPVOID func, LPARAM param", widths=BOTH)
def EnumResourceLanguages(c, h, rtype, name, func, param):
    """Call ``func(h, type, name, language, param)`` for each language of a resource."""
    return (yield from _enum_languages(c, h, rtype, name, func, param))


@api(KERNEL32, "EnumResourceLanguagesEx{AW}", "HMODULE h, LPVOID rtype, LPVOID name, LPVOID func, "
     "LPARAM param, DWORD flags, WORD lang", widths=BOTH)
def EnumResourceLanguagesEx(c, h, rtype, name, func, param, flags, lang):
    """EnumResourceLanguages with RESOURCE_ENUM_* flags (``_enum_flags``)."""
    if not _enum_flags(c, flags):
        return 0
    return (yield from _enum_languages(c, h, rtype, name, func, param))
