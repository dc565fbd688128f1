"""``wineagent mcp``: the MCP server, on the official ``mcp`` SDK (2.x, ``MCPServer``).

Each tool is a thin, typed wrapper over :class:`~wineagent.mcp.sessions.Sessions`; the
SDK derives the JSON schema of its arguments from the signature and the description from
the docstring. Failures raise the SDK's ``ToolError``: the agent gets ``isError`` with our
message, and the server stays up.
"""

import argparse
import json
import sys
from typing import Annotated, List, Literal, Optional

from ..api.session import WineAgentError, point_args
from .sessions import SessionError, Sessions

__all__ = ["build_server", "main"]

INSTRUCTIONS = """Drive headless Win32 desktops (wineagent). Start one with session_start
(app="winmine", "notepad", "sol", ... or exe=PATH), look with screenshot or snapshot, act
with click/double_click/drag/move/type/key. Desktops are frozen: an action queues input and
then runs `steps` batches (default 8) so its effect is visible; each action answers with
what changed (frame hash, new/closed windows, MessageBox). Coordinates are those of the
last screenshot (its region and scale are undone for you). Or aim by ref: snapshot lists
every window and control with a ref (w12) in a few hundred tokens, and the pointer tools
take ref instead of x, y (w1m2: a menu item; w3.title: a window's caption)."""


def build_server(allow_eval=False, local_paths=True):
    """The MCPServer with every tool registered; returns (server, sessions).

    ``local_paths``: the file tools may also read and write files of this machine by path
    (the stdio server, whose client is on this machine); over HTTP they take and give
    base64 only."""
    from mcp.server.mcpserver import Image, MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
    from pydantic import Field


    sessions = Sessions(allow_eval=allow_eval)
    server = MCPServer("wineagent", instructions=INSTRUCTIONS)

    def run(fn, *args, **kw):
        try:
            return fn(*args, **kw)
        except SessionError as e:
            raise ToolError(str(e)) from None

    def reply(value):
        return value if isinstance(value, str) else json.dumps(value)

    def answer(value, png=None):
        """The tool's content: the reply, after the image when there is one."""
        if png is None:
            return reply(value)
        return [Image(data=png, format="png"), reply(value)]

    Steps = Annotated[int, Field(ge=0, le=100000, description=(
        "batches to run after the action so its effect shows (0: only queue it)"))]
    Session = Annotated[Optional[str], Field(description=(
        "a session id from session_start; may be left out while exactly one is open"))]
    Button = Literal["left", "right"]
    X = Annotated[Optional[int], Field(description="screen x (or give ref)")]
    Y = Annotated[Optional[int], Field(description="screen y (or give ref)")]
    Ref = Annotated[Optional[str], Field(description=(
        "a snapshot ref (w12, w1m2 for a menu item, w12.title for a window's caption) "
        "instead of x, y: the action aims at its centre"))]

    Screenshot = Annotated[bool, Field(description=(
        "also answer with the whole screen as a PNG image once the steps have run, as "
        "the screenshot tool does (later x, y are screen pixels): act and look in one "
        "call"))]

    def _at(x, y, ref, **kw):
        try:
            return point_args(x, y, ref, **kw)
        except WineAgentError as e:
            raise ToolError(e.message) from None

    @server.tool(structured_output=False)
    def session_start(app: Annotated[Optional[str], Field(description=(
                          "a bundled program: winmine, sol, notepad, clock, hello"))] = None,
                      exe: Annotated[Optional[str], Field(description=(
                          "path of a PE32 executable (instead of app)"))] = None,
                      args: Annotated[Optional[str], Field(description=(
                          "command line, replacing the program's default (winmine: "
                          "'/seed 1')"))] = None,
                      connect: Annotated[Optional[str], Field(description=(
                          "attach to a running desktop instead: ':PORT' (a CLI VM), a hub "
                          "session id or page URL"))] = None,
                      token: Annotated[Optional[str], Field(description=(
                          "bearer token for connect"))] = None,
                      settle: Annotated[int, Field(ge=0, le=100000, description=(
                          "batches to run before the first look"))] = 30,
                      drive: Annotated[Optional[str], Field(description=(
                          "an existing folder of the server's machine to use as the "
                          "program's drive C: (what it saves lands there and stays after "
                          "session_close); default a temporary one, deleted on close"))]
                      = None):
        """Start a frozen desktop running a program (or attach to a running one). Returns
        the session id, its frame hash, its window tree as text and its drive folder."""
        return reply(run(sessions.start, app=app, exe=exe, args=args, connect=connect,
                        token=token, settle=settle, drive=drive))

    @server.tool(structured_output=False)
    def session_list():
        """The open sessions: id, kind (local/remote), app, frozen, ended."""
        return reply(sessions.list())

    @server.tool(structured_output=False)
    def session_close(session: Session = None):
        """Close a session: an in-process desktop ends (a drive you named stays, with its
        files; a temporary one is deleted); a remote one keeps running."""
        return reply(run(sessions.close, session))

    @server.tool(structured_output=False)
    def screenshot(session: Session = None,
                   region: Annotated[Optional[List[int]], Field(description=(
                       "[x, y, width, height] to crop to (screen pixels)"))] = None,
                   scale: Annotated[float, Field(ge=0.05, le=4, description=(
                       "resize factor"))] = 1.0):
        """The screen as a PNG image, and its frame hash. Pointer tools then take
        coordinates in this image (crop and scale are undone)."""
        data, info = run(sessions.screenshot, session, region, scale)
        return [Image(data=data, format="png"), reply(info)]

    @server.tool(structured_output=False)
    def snapshot(session: Session = None,
                 format: Literal["text", "json"] = "text",
                 window: Annotated[Optional[str], Field(description=(
                     "a ref (w12): only that window and what is inside it"))] = None,
                 query: Annotated[Optional[str], Field(description=(
                     "only windows whose ref, class, title or items contain this (with "
                     "their parents)"))] = None,
                 depth: Annotated[Optional[int], Field(ge=0, description=(
                     "levels below the top (or below window) to show"))] = None,
                 visible_only: Annotated[Optional[bool], Field(description=(
                     "skip hidden windows (the text form does by default)"))] = None,
                 title: Annotated[Optional[str], Field(description=(
                     "only windows whose title contains this"))] = None,
                 cls: Annotated[Optional[str], Field(description=(
                     "only windows of this class"))] = None):
        """The window tree, one line per visible window or control: ref (w12, what the
        pointer tools take as `ref`), class, "title", [left,top,right,bottom], state
        (focused, active, disabled, checked, items); menus as refs (w1m2); the last
        MessageBox. Or the full snapshot JSON. A dialog costs a few hundred tokens."""
        return reply(run(sessions.snapshot, session, format, title, cls, window, query,
                        depth, visible_only))

    @server.tool(structured_output=False)
    def text(ref: Annotated[str, Field(description=(
                 "the snapshot ref of a window or control (w5)"))],
             session: Session = None):
        """The whole text of a window or control, exact (an EDIT's contents, a label):
        the snapshot escapes newlines and cuts texts longer than 200 characters."""
        return reply(run(sessions.text, session, ref))

    @server.tool(structured_output=False)
    def click(session: Session = None, x: X = None, y: Y = None, ref: Ref = None,
              button: Button = "left", steps: Steps = 8, screenshot: Screenshot = False):
        """Click at (x, y) or on a snapshot ref, run `steps` batches, and report what
        changed."""
        return answer(*run(sessions.act, session,
                           [("click", _at(x, y, ref, button=button))], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def double_click(session: Session = None, x: X = None, y: Y = None, ref: Ref = None,
                     button: Button = "left", steps: Steps = 8,
                     screenshot: Screenshot = False):
        """Double-click at (x, y) or on a ref, run `steps` batches, and report what
        changed."""
        return answer(*run(sessions.act, session,
                           [("dblclick", _at(x, y, ref, button=button))], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def move(session: Session = None, x: X = None, y: Y = None, ref: Ref = None,
             steps: Steps = 8, screenshot: Screenshot = False):
        """Move the pointer to (x, y) or onto a ref, run `steps` batches, and report what
        changed."""
        return answer(*run(sessions.act, session, [("mousemove", _at(x, y, ref))], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def drag(session: Session = None, x1: X = None, y1: Y = None, x2: X = None, y2: Y = None,
             ref: Annotated[Optional[str], Field(description=(
                 "start on this snapshot ref instead of (x1, y1); w12.title grabs a "
                 "window's caption"))] = None,
             to_ref: Annotated[Optional[str], Field(description=(
                 "end on this ref instead of (x2, y2)"))] = None,
             steps: Steps = 8, screenshot: Screenshot = False):
        """Press at (x1, y1) or ref, move to (x2, y2) or to_ref, release; run `steps`
        batches; report."""
        args = _at(x1, y1, ref, fx="x1", fy="y1")
        args.update(_at(x2, y2, to_ref, fx="x2", fy="y2", fref="toRef"))
        return answer(*run(sessions.act, session, [("drag", args)], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def type(text: Annotated[str, Field(description="the text to type")],
             session: Session = None, steps: Steps = 8, screenshot: Screenshot = False):
        """Type text (key down, character, key up per character; any character: an ANSI
        program gets it in its code page, '?' for one it lacks); report what changed."""
        return answer(*run(sessions.act, session, [("type", {"text": text})], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def key(key: Annotated[str, Field(description=(
                "a key or combination: enter, escape, f2, VK_TAB, ctrl+s, alt+f4"))],
            session: Session = None, steps: Steps = 8, screenshot: Screenshot = False):
        """Press and release a key or combination; report what changed."""
        return answer(*run(sessions.act, session, [("key", {"key": key})], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def scroll(session: Session = None, x: X = None, y: Y = None, ref: Ref = None,
               delta: Annotated[int, Field(description=(
                   "wheel notches: positive scrolls up, negative down (with "
                   "horizontal: positive right, negative left)"))] = -1,
               horizontal: Annotated[bool, Field(description=(
                   "tilt the wheel sideways (WM_MOUSEHWHEEL) instead"))] = False,
               steps: Steps = 8, screenshot: Screenshot = False):
        """Turn the mouse wheel over (x, y) or a ref (3 lines a notch in lists and text);
        report what changed."""
        extra = {"horizontal": True} if horizontal else {}
        return answer(*run(sessions.act, session,
                           [("wheel", _at(x, y, ref, delta=120 * delta, **extra))], steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def dialog(button: Annotated[str, Field(description=(
                   "the button's label: OK, Cancel, Yes, No, Save, ..."))] = "OK",
               session: Session = None, steps: Steps = 8, screenshot: Screenshot = False):
        """Press the button with this label (the & of its access key ignored, any case)
        of the foreground dialog, else of the topmost window that has one; report what
        changed and which button was pressed."""
        return answer(*run(sessions.press_button, session, button, steps,
                           screenshot=screenshot))

    @server.tool(structured_output=False)
    def computer(action: Annotated[dict, Field(description=(
                     'a computer-use action, verbatim: Anthropic\'s {"action": '
                     '"left_click", "coordinate": [x, y]} or OpenAI\'s {"type": "click", '
                     '"x": 1, "y": 2, "button": "left"}; key, type, scroll (also '
                     'left/right, with held modifiers), drag, screenshot, zoom and wait '
                     'too'))],
                 session: Session = None, steps: Steps = 8):
        """Run an action given in either widely used computer-use schema; report what
        changed, with the image when the action is a screenshot or a zoom."""
        return answer(*run(sessions.computer, session, action, steps))

    @server.tool(structured_output=False)
    def step(session: Session = None, n: Annotated[int, Field(ge=0, le=100000)] = 1,
             until: Annotated[Optional[Literal["idle"]], Field(description=(
                 "stop early once the program waits for input"))] = None,
             raise_on_timeout: Annotated[bool, Field(description=(
                 "with until: an error if it never held within n batches"))] = False):
        """Run n batches of the frozen desktop (each 16 guest ms by default)."""
        return reply(run(sessions.step, session, n, until, raise_on_timeout))

    @server.tool(structured_output=False)
    def find(session: Session = None,
             title: Annotated[Optional[str], Field(description=(
                 "text in the title (any case, & ignored); the whole title with exact"))]
             = None,
             cls: Annotated[Optional[str], Field(description="the window class")] = None,
             id: Annotated[Optional[int], Field(description="the control id")] = None,
             label: Annotated[Optional[str], Field(description=(
                 "the text of the STATIC label before the control: label 'File name:' "
                 "finds the field after it"))] = None,
             exact: bool = False):
        """The visible windows and controls matching every filter given: ref, hwnd,
        class, title, rect, id — the same rules as Python's find_all."""
        return reply(run(sessions.find, session, title, cls, id, label, exact))

    @server.tool(structured_output=False)
    def wait_for(session: Session = None,
                 text: Annotated[Optional[str], Field(description=(
                     "text of a window title or MessageBox to wait for"))] = None,
                 title: Annotated[Optional[str], Field(description=(
                     "text of a window title to wait for"))] = None,
                 cls: Annotated[Optional[str], Field(description=(
                     "a window class to wait for"))] = None,
                 gone: bool = False,
                 exact: bool = False,
                 timeout: Annotated[float, Field(gt=0, le=3600, description=(
                     "seconds of guest time"))] = 10.0,
                 max_steps: Annotated[int, Field(ge=1, le=100000)] = 500):
        """Run the desktop until a window (or MessageBox) with this title/text/class
        appears — or with gone=true, is gone — within timeout guest seconds and
        max_steps batches; an error if it does not. Reports what it found and what
        changed."""
        return reply(run(sessions.wait_for, session, text, gone, max_steps, title=title,
                         cls=cls, exact=exact, timeout=timeout))

    GuestPath = Annotated[str, Field(description=(
        "a path on the program's drive C:, such as C:\\Docs\\a.txt (relative paths "
        "start at C:\\; .., other drives and device names are refused)"))]
    Local = Annotated[Optional[str], Field(description=(
        "a file path on the server's machine (stdio server only)"))]

    @server.tool(structured_output=False)
    def put_file(path: GuestPath, session: Session = None,
                 content: Annotated[Optional[str], Field(description=(
                     "the file's bytes in base64 (at most 512 KiB)"))] = None,
                 local: Local = None):
        """Write a file into the program's drive C: (folders made as needed), from base64
        content or a local file. Returns its guest path, size and time."""
        return reply(run(sessions.put_file, session, path, content, local, local_paths))

    @server.tool(structured_output=False)
    def get_file(path: GuestPath, session: Session = None, local: Local = None):
        """Read a file of the program's drive C:: its bytes in base64 (content), or
        written to a local file. Works after the program has exited too."""
        return reply(run(sessions.get_file, session, path, local, local_paths))

    @server.tool(structured_output=False)
    def list_files(session: Session = None,
                   path: Annotated[str, Field(description=(
                       "a folder of the program's drive C:"))] = "C:\\"):
        """List a folder of the program's drive C:: name, size, isDir, mtime per entry."""
        return reply(run(sessions.list_files, session, path))

    @server.tool(structured_output=False)
    def clipboard_get(session: Session = None):
        """The clipboard's text (null when it holds none), as the program would paste it."""
        return reply(run(sessions.clipboard_get, session))

    @server.tool(structured_output=False)
    def clipboard_set(text: Annotated[str, Field(description=(
                          "the text to put on the clipboard"))],
                      session: Session = None):
        """Put text on the clipboard, as another program copying it would; the program
        pastes it with ctrl+v (key tool)."""
        return reply(run(sessions.clipboard_set, session, text))

    if allow_eval:
        @server.tool(structured_output=False)
        def eval(code: str, session: Session = None):
            """Evaluate Python in the desktop's process (vm, wm, mem, regs in scope)."""
            return reply(run(sessions.eval, session, code))

    return server, sessions


def _hostport(value):
    host, sep, port = value.rpartition(":")
    if not sep or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError("expected HOST:PORT such as 127.0.0.1:8765, got %r"
                                         % value)
    host = host or "127.0.0.1"
    if host not in ("127.0.0.1", "localhost", "::1", "[::1]"):
        # The MCP endpoint has no authentication of its own: whoever reaches it can start
        # programs (and, with --allow-eval, run code). Loopback only.
        raise argparse.ArgumentTypeError(
            "%s is not a loopback address; the MCP endpoint has no authentication, so it "
            "binds 127.0.0.1, localhost or ::1 only" % host)
    return host.strip("[]"), int(port)


def build_parser():
    """The argument parser of ``wineagent mcp``."""
    p = argparse.ArgumentParser(prog="wineagent mcp", description=(
        "Serve wineagent desktops as MCP tools: over stdio (default) or streamable HTTP."))
    p.add_argument("--http", type=_hostport, default=None, metavar="HOST:PORT",
                   help="serve streamable HTTP at http://HOST:PORT/mcp instead of stdio")
    p.add_argument("--allow-eval", action="store_true",
                   help="add the eval tool (runs code inside the desktop's process)")
    return p


def main(argv):
    """Run ``wineagent mcp``; returns the exit code (2 for a bad flag)."""
    try:
        opts = build_parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        import mcp  # noqa: F401
    except ImportError:
        sys.stderr.write("wineagent mcp: needs the MCP SDK: pip install 'wineagent[mcp]'\n")
        return 2
    # Over HTTP the client may be on another machine: no host paths in file tools.
    server, sessions = build_server(allow_eval=opts.allow_eval, local_paths=not opts.http)
    try:
        if opts.http:
            host, port = opts.http
            server.run("streamable-http", host=host, port=port)
        else:
            server.run("stdio")
    except KeyboardInterrupt:
        pass
    finally:
        sessions.close_all()
    return 0
