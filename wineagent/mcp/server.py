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

__all__ = ["build_server", "main"]

INSTRUCTIONS = """Drive headless Win32 desktops (wineagent). Start one with session_start
(app="winmine", "notepad", "sol", ... or exe=PATH), look with screenshot or snapshot, act
with click/double_click/drag/move/type/key. Desktops are frozen: an action queues input and
then runs `steps` batches (default 8) so its effect is visible; each action answers with
what changed (frame hash, new/closed windows, MessageBox). Coordinates are those of the
last screenshot (its region and scale are undone for you)."""


def build_server(allow_eval=False):
    """The MCPServer with every tool registered; returns (server, sessions)."""
    from mcp.server.mcpserver import Image, MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
    from pydantic import Field

    from .sessions import SessionError, Sessions

    sessions = Sessions(allow_eval=allow_eval)
    server = MCPServer("wineagent", instructions=INSTRUCTIONS)

    def run(fn, *args, **kw):
        try:
            return fn(*args, **kw)
        except SessionError as e:
            raise ToolError(str(e)) from None

    def reply(value):
        return value if isinstance(value, str) else json.dumps(value)

    Steps = Annotated[int, Field(ge=0, le=100000, description=(
        "batches to run after the action so its effect shows (0: only queue it)"))]
    Session = Annotated[str, Field(description="a session id from session_start")]
    Button = Literal["left", "right"]

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
                          "batches to run before the first look"))] = 30):
        """Start a frozen desktop running a program (or attach to a running one). Returns
        the session id, its frame hash and its window tree as text."""
        return reply(run(sessions.start, app=app, exe=exe, args=args, connect=connect,
                        token=token, settle=settle))

    @server.tool(structured_output=False)
    def session_list():
        """The open sessions: id, kind (local/remote), app, frozen, ended."""
        return reply(sessions.list())

    @server.tool(structured_output=False)
    def session_close(session: Session):
        """Close a session: an in-process desktop ends; a remote one keeps running."""
        return reply(run(sessions.close, session))

    @server.tool(structured_output=False)
    def screenshot(session: Session,
                   region: Annotated[Optional[List[int]], Field(description=(
                       "[x, y, width, height] to crop to (screen pixels)"))] = None,
                   scale: Annotated[float, Field(ge=0.05, le=4, description=(
                       "resize factor"))] = 1.0):
        """The screen as a PNG image, and its frame hash. Pointer tools then take
        coordinates in this image (crop and scale are undone)."""
        data, info = run(sessions.screenshot, session, region, scale)
        return [Image(data=data, format="png"), reply(info)]

    @server.tool(structured_output=False)
    def snapshot(session: Session,
                 format: Literal["text", "json"] = "text",
                 title: Annotated[Optional[str], Field(description=(
                     "only windows whose title contains this"))] = None,
                 cls: Annotated[Optional[str], Field(description=(
                     "only windows of this class"))] = None):
        """The window tree: one line per visible window (#hwnd class "title" [rect]),
        children indented; or the full snapshot JSON."""
        return reply(run(sessions.snapshot, session, format, title, cls))

    @server.tool(structured_output=False)
    def click(session: Session, x: int, y: int, button: Button = "left", steps: Steps = 8):
        """Click at (x, y), run `steps` batches, and report what changed."""
        return reply(run(sessions.act, session, [("click", {"x": x, "y": y, "button": button})],
                        steps))

    @server.tool(structured_output=False)
    def double_click(session: Session, x: int, y: int, button: Button = "left",
                     steps: Steps = 8):
        """Double-click at (x, y), run `steps` batches, and report what changed."""
        return reply(run(sessions.act, session, [("dblclick", {"x": x, "y": y,
                                                               "button": button})], steps))

    @server.tool(structured_output=False)
    def move(session: Session, x: int, y: int, steps: Steps = 8):
        """Move the pointer to (x, y), run `steps` batches, and report what changed."""
        return reply(run(sessions.act, session, [("mousemove", {"x": x, "y": y})], steps))

    @server.tool(structured_output=False)
    def drag(session: Session, x1: int, y1: int, x2: int, y2: int, steps: Steps = 8):
        """Press at (x1, y1), move to (x2, y2), release; run `steps` batches; report."""
        return reply(run(sessions.act, session, [("drag", {"x1": x1, "y1": y1, "x2": x2,
                                                           "y2": y2})], steps))

    @server.tool(structured_output=False)
    def type(session: Session, text: Annotated[str, Field(description="the text to type")], steps: Steps = 8):
        """Type text (key down, character, key up per character); report what changed."""
        return reply(run(sessions.act, session, [("type", {"text": text})], steps))

    @server.tool(structured_output=False)
    def key(session: Session, key: Annotated[str, Field(description=(
                "a key or combination: enter, escape, f2, VK_TAB, ctrl+s, alt+f4"))],
            steps: Steps = 8):
        """Press and release a key or combination; report what changed."""
        return reply(run(sessions.act, session, [("key", {"key": key})], steps))

    @server.tool(structured_output=False)
    def scroll(session: Session, x: int, y: int,
               delta: Annotated[int, Field(description=(
                   "wheel notches: positive scrolls up, negative down"))] = -1,
               steps: Steps = 8):
        """Turn the mouse wheel over (x, y); report what changed."""
        return reply(run(sessions.act, session, [("wheel", {"x": x, "y": y,
                                                           "delta": 120 * delta})], steps))

    @server.tool(structured_output=False)
    def dialog(session: Session, button: Annotated[str, Field(description=(
                   "the button's label: OK, Cancel, Yes, No, Save, ..."))],
               steps: Steps = 8):
        """Press a button of the topmost window that has one with this label (the & of
        its access key ignored, any case); report what changed."""
        return reply(run(sessions.press_button, session, button, steps))

    @server.tool(structured_output=False)
    def computer(session: Session,
                 action: Annotated[dict, Field(description=(
                     'a computer-use action, verbatim: Anthropic\'s {"action": '
                     '"left_click", "coordinate": [x, y]} or OpenAI\'s {"type": "click", '
                     '"x": 1, "y": 2, "button": "left"}; key, type, scroll, drag, '
                     'screenshot and wait too'))],
                 steps: Steps = 8):
        """Run an action given in either widely used computer-use schema; report what
        changed, with the image when the action is a screenshot."""
        out, image = run(sessions.computer, session, action, steps)
        if image is None:
            return reply(out)
        return [Image(data=image, format="png"), reply(out)]

    @server.tool(structured_output=False)
    def step(session: Session, n: Annotated[int, Field(ge=0, le=100000)] = 1,
             until: Annotated[Optional[Literal["idle"]], Field(description=(
                 "stop early once the program waits for input"))] = None):
        """Run n batches of the frozen desktop (each 16 guest ms by default)."""
        return reply(run(sessions.step, session, n, until))

    @server.tool(structured_output=False)
    def wait_for(session: Session, text: Annotated[str, Field(description=(
                     "text of a window title or MessageBox to wait for"))],
                 gone: bool = False,
                 max_steps: Annotated[int, Field(ge=1, le=100000)] = 500):
        """Run the desktop until a window (or MessageBox) with this text appears — or with
        gone=true, disappears — within max_steps batches. Reports found and what changed."""
        return reply(run(sessions.wait_for, session, text, gone, max_steps))

    if allow_eval:
        @server.tool(structured_output=False)
        def eval(session: Session, code: str):
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
    server, sessions = build_server(allow_eval=opts.allow_eval)
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
