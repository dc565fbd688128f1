"""MSVCP140.dll (Visual C++ 2015-2022's C++ standard library): the mutex, condition and
thread C API under std::mutex and std::condition_variable, _Lockit, the exception
throwers, and the char stream and locale classes the headers leave to the DLL
(wineagent.win32 imports every module here; MANIFEST.spec lists the exports).

How the exports are declared (the helpers below): the C functions and static members are
cdecl at both widths; the member functions are ``__thiscall`` (the object in ECX, the
arguments on the stack, popped by the callee) under x86 Visual C++ decorations (``QAE``),
which the x64 DLL spells otherwise (``QEAA``): X86ONLY; :func:`member64` declares a
member under its x64 name (``this`` the first argument), :func:`internal64` the DLL's
own functions its x64 vtables point at."""


from ....abi.api import BOTH, REGISTRY, WIDTH64, X86ONLY, api
from ...core.dllnames import MSVCP140

__all__ = ["cdecl", "thiscall", "member64", "internal", "internal64"]


def cdecl(name, params="", widths=BOTH):
    """Declare a cdecl export of MSVCP140."""
    return api(MSVCP140, name, params, conv="cdecl", widths=widths)


def thiscall(name, params=""):
    """Declare a member function: ``func(c, this, *params)`` with ``this`` from ECX."""
    def register(func):
        def member(c, *args):
            return func(c, c.vm.machine.regs()["ecx"], *args)
        member.__name__ = member.__qualname__ = func.__name__
        member.__doc__ = func.__doc__
        api(MSVCP140, name, params, conv="stdcall", widths=X86ONLY)(member)
        # declared where ``func`` is written, not here (manifests name that module)
        REGISTRY[(MSVCP140.upper(), name)].module = func.__module__
        return func
    return register


def member64(name, params=""):
    """Declare the x64 DLL's name of a member function (``QEAA``...): ``this`` is the
    first argument there (x64 has one calling convention), ``func(c, this, *params)``
    as for :func:`thiscall`."""
    def register(func):
        api(MSVCP140, name, ("LPVOID this, " + params) if params else "LPVOID this",
            conv="cdecl", widths=WIDTH64)(func)
        REGISTRY[(MSVCP140.upper(), name)].module = func.__module__
        return func
    return register


def internal(name, params=""):
    """Declare a member function the DLL's own vtables and exception tables point at but
    does not export (``wineagent.`` names stay out of the manifest)."""
    return thiscall("wineagent." + name, params)


def internal64(name, params=""):
    """:func:`internal` for the x64 DLL's vtables (``this`` the first argument)."""
    return member64("wineagent.x64." + name, params)
