/* Visual C++'s x86 C++ exceptions (__CxxFrameHandler3, _CxxThrowException) with a real
 * MSVC-ABI toolchain: msvc_cxx64.cpp's checks (no FH4: x86 has none) compiled by
 * clang++ --target=i686-pc-windows-msvc, whose FuncInfo, unwind map, try blocks and
 * ThrowInfo are cl.exe's x86 tables with absolute pointers. Its catch funclets are
 * LLVM's: each stores its own ESP in the frame's saved-ESP slot (for a try inside the
 * catch), which the runtime must have kept from before the catch to continue the
 * function (Rust's panics on i686-pc-windows-msvc go through the same code).
 *
 *   msvc_cxx32.exe            one line per check, exit code 0
 *   msvc_cxx32.exe uncaught   a C++ exception nobody catches: the process ends with
 *                             0xE06D7363
 *
 * Built by its own rule in guests/Makefile (needs clang and lld).
 */
#define MSVC_CXX_NO_FH4
#include "msvc_cxx64.cpp"
