"""GDI32's pixel format functions: ChoosePixelFormat, DescribePixelFormat,
GetPixelFormat, SetPixelFormat and SwapBuffers.

On Windows these are OpenGL's, reached through GDI: gdi32 loads opengl32.dll and calls
its wgl* counterparts, which ask the display driver's OpenGL implementation (or GDI's
generic software one) for the formats it can draw (Wine's gdi32 does the same). This
desktop has no OpenGL: opengl32.dll is a Windows DLL we do not implement
(``WINDOWS_DLLS``, docs/dlls.md), so every one of them fails as gdi32 fails when its
load of opengl32.dll does: 0 / FALSE with ERROR_MOD_NOT_FOUND, the missing DLL recorded
and reported on the session's ``loader`` log as a LoadLibrary of it is. A bad DC is
ERROR_INVALID_HANDLE first. A program takes the path it has for a machine without an
OpenGL driver: Qt 5's Windows platform plugin, which tries desktop GL, ANGLE and then its
software opengl32sw.dll, gets no context and draws its widgets with GDI (raster).
"""

from ....abi.api import BOTH, api
from ...core.builtin_dlls import report_missing_dll
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_MOD_NOT_FOUND
from .main import _dc


def _without_opengl(c, hdc):
    """The failure of a pixel format call (0): a bad DC, else opengl32.dll missing."""
    if _dc(c, hdc) is None:
        return 0
    report_missing_dll(c.vm, "opengl32.dll", "GDI32 pixel formats")
    c.vm.last_error = ERROR_MOD_NOT_FOUND
    return 0


@api(GDI32, "ChoosePixelFormat", "HDC hdc, LPVOID pfd", widths=BOTH)
def ChoosePixelFormat(c, hdc, pfd):
    """The pixel format (1-based) closest to ``pfd``: none without OpenGL."""
    return _without_opengl(c, hdc)


@api(GDI32, "DescribePixelFormat", "HDC hdc, INT format, UINT size, LPVOID pfd",
     widths=BOTH)
def DescribePixelFormat(c, hdc, format, size, pfd):
    """The number of pixel formats (and one's PIXELFORMATDESCRIPTOR): none without
    OpenGL."""
    return _without_opengl(c, hdc)


@api(GDI32, "GetPixelFormat", "HDC hdc", widths=BOTH)
def GetPixelFormat(c, hdc):
    """The window's pixel format: none was ever set without OpenGL."""
    return _without_opengl(c, hdc)


@api(GDI32, "SetPixelFormat", "HDC hdc, INT format, LPVOID pfd", widths=BOTH)
def SetPixelFormat(c, hdc, format, pfd):
    """Give the DC's window a pixel format: no format exists without OpenGL."""
    return _without_opengl(c, hdc)


@api(GDI32, "SwapBuffers", "HDC hdc", widths=BOTH)
def SwapBuffers(c, hdc):
    """Show an OpenGL back buffer: there is none without OpenGL."""
    return _without_opengl(c, hdc)
