"""File associations: which program opens a document, as the registry's classes say.

Windows reads them from HKEY_CLASSES_ROOT, its merged view of the user's classes
(``HKCU\\Software\\Classes``, first) over the machine's (``HKLM\\SOFTWARE\\Classes``,
which this registry's HKEY_CLASSES_ROOT is: kernel/registry.py). ``HKCR\\.ext``'s default
value names the ProgID; ``<ProgID>\\shell\\<verb>\\command`` is the command line of a verb
(the default verb: ``shell``'s default value, else "open", else the first verb); a
REG_EXPAND_SZ command has its %VARIABLES% expanded. In the command ``%1``, ``%L`` (and
``%0``) are the document's path, ``%*`` the parameters, ``%2``..``%9`` one parameter each,
``%%`` a percent sign; a command naming neither ``%1`` nor ``%L`` runs without the
document's path (as Wine 8's ShellExecuteEx does). SHELL32's ShellExecute(Ex) and FindExecutable, SHLWAPI's
AssocQueryString and cmd.exe's ``assoc``/``ftype`` (through the registry API) read the same
keys.
"""

from .registry import REG_EXPAND_SZ
from .searchpath import SYSTEM, SYSTEM32, WINDOWS, app_dir, first_file

__all__ = ["classes_key", "default_value", "document_class", "verb_command",
           "command_line", "split_program", "find_program", "extension"]

HKEY_CLASSES_ROOT, HKEY_CURRENT_USER = 0x80000000, 0x80000001
_USER_CLASSES = "Software\\Classes"


def classes_key(registry, path):
    """``HKEY_CLASSES_ROOT\\<path>`` as Windows' merged view finds it: the user's key,
    else the machine's; None when neither has it."""
    user = registry.find(registry.roots[HKEY_CURRENT_USER], _USER_CLASSES)
    key = registry.find(user, path) if user is not None else None
    if key is None:
        key = registry.find(registry.roots[HKEY_CLASSES_ROOT], path)
    return key


def default_value(key):
    """A key's default value when it is a string, else None."""
    v = key.values.get("") if key is not None else None
    return v[2] if v is not None and isinstance(v[2], str) else None


def extension(name):
    """The extension of a file name (".txt"), "" when it has none."""
    base = name.replace("/", "\\").rsplit("\\", 1)[-1]
    dot = base.rfind(".")
    return base[dot:] if dot > 0 or (dot == 0 and len(base) > 1) else ""


def document_class(registry, assoc):
    """The class key of ``assoc`` (an extension ".txt" or a ProgID): an extension's
    ProgID when it names one that is there, else the extension's own key when it has
    verbs of its own; None when there is no association."""
    if assoc.startswith("."):
        ext = classes_key(registry, assoc)
        progid = default_value(ext)
        key = classes_key(registry, progid) if progid else None
        if key is not None:
            return key
        if ext is not None and ext.child("shell") is not None:
            return ext
        return None
    return classes_key(registry, assoc) if assoc else None


def verbs(key):
    """The verbs of a class key that have a command, in enumeration order."""
    shell = key.child("shell") if key is not None else None
    if shell is None:
        return []
    return [k.name for k in shell.sorted_subkeys()
            if k.child("command") is not None and default_value(k.child("command"))
            is not None]


def verb_command(vm, key, verb=None):
    """(verb, command) of a class key: ``verb``'s command (None when the class lacks the
    verb), or the default verb's; REG_EXPAND_SZ commands come with their variables
    expanded."""
    shell = key.child("shell") if key is not None else None
    if shell is None:
        return verb, None
    if not verb:
        have = verbs(key)
        chosen = default_value(shell)
        if chosen and chosen.split(",")[0].strip().lower() in (v.lower() for v in have):
            verb = chosen.split(",")[0].strip()
        elif "open" in (v.lower() for v in have):
            verb = "open"
        elif have:
            verb = have[0]
        else:
            return None, None
    cmd = vm.registry.find(shell, verb + "\\command")
    v = cmd.values.get("") if cmd is not None else None
    if v is None or not isinstance(v[2], str):
        return verb, None
    text = v[2]
    if v[1] == REG_EXPAND_SZ:
        text = vm.kernel.environment.expand(text)
    return verb, text


def _param_words(params):
    """The parameters as words (quoted words keep their spaces, lose their quotes)."""
    words, i, n = [], 0, len(params)
    while i < n:
        while i < n and params[i] in " \t":
            i += 1
        if i >= n:
            break
        word, quoted = [], False
        while i < n and (quoted or params[i] not in " \t"):
            if params[i] == '"':
                quoted = not quoted
            else:
                word.append(params[i])
            i += 1
        words.append("".join(word))
    return words


def command_line(command, document, params):
    """The command line a verb's ``command`` gives for ``document`` (its full path)
    and ``params`` (ShellExecute's parameters)."""
    out, i = [], 0
    words = None
    while i < len(command):
        ch = command[i]
        if ch != "%" or i + 1 >= len(command):
            out.append(ch)
            i += 1
            continue
        code = command[i + 1]
        i += 2
        if code in "01lL":
            out.append(document)
        elif code == "*":
            out.append(params or "")
        elif code in "23456789":
            if words is None:
                words = _param_words(params or "")
            n = int(code) - 2
            out.append(words[n] if n < len(words) else "")
        elif code == "%":
            out.append("%")
        else:
            out.append("%" + code)
    return "".join(out)


def split_program(line):
    """(program, the rest) of a command line: its first word, quoted or not."""
    line = line.strip()
    if line.startswith('"'):
        prog, _, rest = line[1:].partition('"')
    else:
        prog, _, rest = line.partition(" ")
    return prog, rest.strip()


def find_program(vm, name):
    """A command's program as CreateProcess finds it: a path as given, a bare name (".exe"
    added when it has none) in the program's folder, the current folder, the system
    folders, the Windows folder and PATH's folders."""
    if any(ch in name for ch in "\\/:"):
        return name
    if "." not in name:
        name += ".exe"
    folders = [app_dir(vm), "", SYSTEM32, SYSTEM, WINDOWS] + [
        f.strip().strip('"') for f in (vm.kernel.environment.get("PATH") or "").split(";")
        if f.strip()]
    found = first_file(vm, [(f.rstrip("\\/") + "\\" + name) if f else name
                            for f in folders])
    return found[0] if found else name
