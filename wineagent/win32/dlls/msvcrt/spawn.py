"""The C runtime's process creation: the ``_spawn`` and ``_exec`` families (``l``/``v``
for an argument list or array, ``p`` to search PATH, ``e`` with an environment array;
``_w`` forms take wide strings), as Microsoft's reference documents them.

The new program's command line is its arguments, ``argv[0]`` first, joined by one
blank (the runtime adds no quotes). Older references give E2BIG past 1024 bytes; Wine 8
starts a program with 1100 bytes of them (the oracle here), so E2BIG is answered only for
a line CreateProcess cannot take (32767 characters, its documented limit). A name with no
extension is tried with ``.com``, ``.exe``, ``.bat`` and ``.cmd`` in turn (one ending in
a period: as it is); the ``p`` forms look for a name without a folder in the current
folder and then each folder of PATH. ``mode`` says what the caller does next:
``_P_WAIT`` waits and answers the exit code, ``_P_NOWAIT``/``_P_NOWAITO`` answer the
process handle, ``_P_DETACH`` answers 0, ``_P_OVERLAY`` (and every ``_exec``) ends the
caller once the program has started. Errors answer -1 with errno: EINVAL for a NULL or
empty argument list or a bad mode (the first through the invalid-parameter handler),
ENOENT when no file is found.

The program is started as CreateProcess starts one (``kernel/launch.py``), inheriting
the caller's inheritable handles and the descriptors on them (fd 1 a pipe's write end
in the parent is fd 1 in the child, as msvcrt passes them through lpReserved2): it runs as a child process (``kernel/children.py``);
``_P_WAIT`` parks the caller until it ends. The ``e`` forms' array is its environment
(else it gets the caller's). With ``--capture-launch`` the launch
is recorded (the command and its folder) and the child counts as having exited with
code 0.
"""

import os

from ....abi.api import BOTH, PARK
from ...core.crt import EINVAL, cdecl, invalid_parameter, set_errno
from ...kernel.launch import start_program
from ...kernel.vfs import VfsError
from .env import read_env
from .io import inheritable_fds

__all__ = ["find_program", "spawn"]

P_WAIT, P_NOWAIT, P_OVERLAY, P_NOWAITO, P_DETACH = 0, 1, 2, 3, 4
ENOENT, E2BIG = 2, 7
_MAX_ARGS = 32767 - 1                 # CreateProcess's command line, its NUL left out
_EXTENSIONS = (".com", ".exe", ".bat", ".cmd")
_MAX_ITEMS = 4096                     # bounds an unterminated array


def _strings(vm, array, wide):
    """The strings of a NULL-ended array of string pointers."""
    mem, out = vm.mem, []
    for i in range(_MAX_ITEMS):
        p = mem.uptr(array + i * vm.ptr_size)
        if not p:
            break
        out.append(mem.wstr(p) if wide else mem.cstr(p))
    return out


def _is_file(vm, path):
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return os.path.isfile(host)


def _candidates(name):
    base = os.path.basename(name.replace("\\", "/"))
    if base.endswith("."):
        return [name[:-1]]
    if "." in base:
        return [name]
    return [name + ext for ext in _EXTENSIONS]


def find_program(vm, name, search_path, wide):
    """The file ``name`` names: as given, or (``p`` forms, a name without a folder) in
    each folder of PATH after the current one; None when there is none."""
    folders = [""]
    if search_path and not any(ch in name for ch in "\\/:"):
        path = read_env(vm, "PATH", wide) or ""
        folders += [f.strip().strip('"') for f in path.split(";") if f.strip()]
    for folder in folders:
        for candidate in _candidates(name):
            full = (folder.rstrip("\\/") + "\\" + candidate) if folder else candidate
            if _is_file(vm, full):
                return full
    return None


def spawn(c, mode, name, args, search_path, wide, envp=None):
    """Generator: start ``name`` with ``args`` (argv[0] first) in ``mode`` (with
    ``envp``'s "NAME=value" strings as its environment when given); the result the
    ``_spawn`` functions answer."""
    vm = c.vm
    if name is None or not args or not args[0]:
        yield from invalid_parameter(c, EINVAL)
        return -1
    if mode not in (P_WAIT, P_NOWAIT, P_OVERLAY, P_NOWAITO, P_DETACH):
        set_errno(vm, EINVAL)
        return -1
    if len(" ".join(args)) > _MAX_ARGS:
        set_errno(vm, E2BIG)
        return -1
    path = find_program(vm, name, search_path, wide)
    if path is None:
        set_errno(vm, ENOENT)
        return -1
    proc = start_program(vm, c.spec.full_name, path, " ".join(args[1:]), None,
                         command_line=" ".join(args), inherit=True,
                         crt_fds=inheritable_fds(vm),
                         environment=None if envp is None else
                         [tuple(e.split("=", 1)) for e in envp if "=" in e[1:]])
    if proc is None:
        set_errno(vm, ENOENT)
        return -1
    if mode == P_WAIT:
        while not proc.signaled():     # the child runs its turns meanwhile
            yield PARK
        return proc.exit_code
    if mode == P_OVERLAY:
        vm.machine.exit(0)             # the new program replaces the caller
        return 0
    if mode == P_DETACH:
        return 0
    return vm.new_handle(proc)


def _array_form(search_path, env, mode_arg, wide):
    def handler(c, *params):
        mode, params = (params[0], params[1:]) if mode_arg else (P_OVERLAY, params)
        name, argv = params[0], params[1]
        envp = _strings(c.vm, params[2], wide) if env and params[2] else None
        args = _strings(c.vm, argv, wide) if argv else []
        return (yield from spawn(c, mode, name, args, search_path, wide, envp))
    return handler


def _list_form(search_path, env, mode_arg, wide):
    def handler(c, *params):
        mode, params = (params[0], params[1:]) if mode_arg else (P_OVERLAY, params)
        name, first, va = params[0], params[1], params[-1]
        args, envp = [], None
        if first:
            args.append(c.vm.mem.wstr(first) if wide else c.vm.mem.cstr(first))
            # the rest of the list up to its NULL, then (e forms) the environment array
            extra = _strings(c.vm, va, wide)
            args += extra
            if env:
                envp = c.vm.mem.uptr(va + (len(extra) + 1) * c.vm.ptr_size)
                envp = _strings(c.vm, envp, wide) if envp else None
        return (yield from spawn(c, mode, name, args, search_path, wide, envp))
    return handler


def _declare():
    for prefix, mode_arg in (("_spawn", True), ("_exec", False)):
        head = "int mode, " if mode_arg else ""
        for suffix in ("", "e", "p", "pe"):
            path, env = "p" in suffix, "e" in suffix
            for wide in (False, True):
                w = "w" if wide else ""
                text = "LPCWSTR" if wide else "LPCSTR"
                name = "_%s%s" % (w, prefix[1:])
                array_params = head + "%s name, LPVOID argv" % text + (", LPVOID envp" if env
                                                                        else "")
                handler = _array_form(path, env, mode_arg, wide)
                handler.__doc__ = "%sv%s: the arguments as an array." % (name, suffix)
                # argv and envp arrays read at the program's width (_strings): both widths
                cdecl("%sv%s" % (name, suffix), array_params, widths=BOTH)(handler)
                handler = _list_form(path, env, mode_arg, wide)
                handler.__doc__ = "%sl%s: the arguments as a NULL-ended list." % (name, suffix)
                cdecl("%sl%s" % (name, suffix), head + "%s name, LPVOID arg0, ..." % text,
                      widths=BOTH)(handler)


_declare()
