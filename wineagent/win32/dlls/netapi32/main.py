"""NETAPI32.dll: the machine's workgroup (NetGetJoinInformation), its user accounts
(NetUserGetInfo), the folders it shares (NetShareEnum: none) and the buffers those
answer in (NetApiBufferAllocate, NetApiBufferFree).
Go's os/user.Current asks both for the user's full name after GetUserNameEx.

This machine is in the workgroup WORKGROUP, Windows' default, and has one account, the
signed-in user (kernel/sysinfo.py's name), with no full name or comments. Only the local
machine answers: a server name other than NULL, "" or this machine's own fails as a
server that cannot be reached does (NERR_InvalidComputer). NetUserGetInfo gives levels 0
(USER_INFO_0: the name) and 10 (USER_INFO_10: name, comments, full name); the levels
with passwords, privileges and logon times are not declared here, so a program asking
them stops naming the level.

NetShareEnum: this machine shares no folder (nothing here runs Windows' Server service
or shares a disk), so the local machine's list is empty at every documented level (0,
1, 2, 502, 503): NERR_Success with no entries and no buffer (``*buffer`` NULL). Another
machine cannot be reached (no network): ERROR_BAD_NETPATH, as Windows answers for a
server name it cannot find. Qt 6's Qt6Core lists a server's shares for a `\\\\server`
folder. Wine 8's is a stub answering ERROR_NOT_SUPPORTED.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.dllnames import NETAPI32
from ...core.winerror import ERROR_BAD_NETPATH, ERROR_INVALID_LEVEL, ERROR_INVALID_PARAMETER
from ...kernel.sysinfo import COMPUTER_NAME, USER_NAME

NERR_SUCCESS = 0
NERR_USER_NOT_FOUND = 2221
NERR_INVALID_COMPUTER = 2351
NET_SETUP_WORKGROUP_NAME = 2          # NETSETUP_JOIN_STATUS
WORKGROUP = "WORKGROUP"

USER_INFO_0 = struct("USER_INFO_0", "LPVOID usri0_name")
USER_INFO_10 = struct("USER_INFO_10", "LPVOID usri10_name; LPVOID usri10_comment;"
                      " LPVOID usri10_usr_comment; LPVOID usri10_full_name")


def _local(server):
    # NULL, "" and this machine's own name (with or without its leading backslashes).
    return server is None or server.lstrip("\\").upper() in ("", COMPUTER_NAME)


def _alloc(c, size):
    return c.vm.heap.alloc(max(size, 1), zero=True)


@api(NETAPI32, "NetApiBufferAllocate", "DWORD size, LPVOID out", widths=BOTH)
def NetApiBufferAllocate(c, size, out):
    if not out:
        return ERROR_INVALID_PARAMETER
    c.vm.mem.wptr(out, _alloc(c, size))
    return NERR_SUCCESS


@api(NETAPI32, "NetApiBufferFree", "LPVOID buffer", widths=BOTH)
def NetApiBufferFree(c, buffer):
    # A buffer one of these functions answered; NULL is nothing to free.
    if buffer:
        c.vm.heap.free(buffer)
    return NERR_SUCCESS


def _strings_block(c, layout, names, texts):
    # One buffer: the structure, then its UTF-16 strings, the structure's fields
    # pointing at them (as NetApiBufferFree frees it in one call).
    ptr = c.ptr_size
    size = layout.sizeof(ptr) + sum(2 * (len(t) + 1) for t in texts)
    block = _alloc(c, size)
    at = block + layout.sizeof(ptr)
    values = {}
    for name, text in zip(names, texts):
        c.vm.mem.write_wstr(at, text)
        values[name] = at
        at += 2 * (len(text) + 1)
    layout.write(c.vm.mem, block, ptr, **values)
    return block


@api(NETAPI32, "NetGetJoinInformation", "LPCWSTR server, LPVOID name, LPVOID status",
     widths=BOTH)
def NetGetJoinInformation(c, server, name, status):
    vm = c.vm
    if not name or not status:
        return ERROR_INVALID_PARAMETER
    if not _local(server):
        return NERR_INVALID_COMPUTER
    block = _alloc(c, 2 * (len(WORKGROUP) + 1))
    vm.mem.write_wstr(block, WORKGROUP)
    vm.mem.wptr(name, block)
    vm.mem.w32(status, NET_SETUP_WORKGROUP_NAME)
    return NERR_SUCCESS


@api(NETAPI32, "NetUserGetInfo", "LPCWSTR server, LPCWSTR user, DWORD level, LPVOID out",
     widths=BOTH)
def NetUserGetInfo(c, server, user, level, out):
    if not out or user is None:
        return ERROR_INVALID_PARAMETER
    if not _local(server):
        return NERR_INVALID_COMPUTER
    if user.upper() != USER_NAME.upper():
        return NERR_USER_NOT_FOUND
    if level == 0:
        block = _strings_block(c, USER_INFO_0, ["usri0_name"], [USER_NAME])
    elif level == 10:
        block = _strings_block(c, USER_INFO_10, ["usri10_name", "usri10_comment",
                                                 "usri10_usr_comment", "usri10_full_name"],
                               [USER_NAME, "", "", ""])
    else:
        raise Unimplemented("NetUserGetInfo level %d" % level)
    c.vm.mem.wptr(out, block)
    return NERR_SUCCESS


SHARE_LEVELS = (0, 1, 2, 502, 503)


@api(NETAPI32, "NetShareEnum", "LPCWSTR server, DWORD level, LPVOID buffer, "
     "DWORD max_length, LPDWORD read, LPDWORD total, LPDWORD resume", widths=BOTH)
def NetShareEnum(c, server, level, buffer, max_length, read, total, resume):
    """The shared folders of ``server``: none here (NERR_Success, no entries,
    ``*buffer`` NULL); ERROR_BAD_NETPATH for another machine, ERROR_INVALID_LEVEL for a
    level that is not 0, 1, 2, 502 or 503, ERROR_INVALID_PARAMETER without the
    buffer's or the counts' pointers."""
    vm = c.vm
    if not buffer or not read or not total:
        return ERROR_INVALID_PARAMETER
    if not _local(server):
        return ERROR_BAD_NETPATH
    if level not in SHARE_LEVELS:
        return ERROR_INVALID_LEVEL
    vm.mem.wptr(buffer, 0)
    vm.mem.w32(read, 0)
    vm.mem.w32(total, 0)
    if resume:
        vm.mem.w32(resume, 0)
    return NERR_SUCCESS
