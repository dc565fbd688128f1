"""The ``wineagent`` command: ``run``, ``ctl``, ``png-diff``, ``serve``."""

import sys

from . import __version__

__all__ = ["main"]

USAGE = """usage: wineagent COMMAND [ARGS]

commands:
  run       run a Win32 program headless (wineagent run --help)
  ctl       drive a running session (wineagent ctl --help)
  replay    replay a recording headless and check every frame (wineagent replay --help)
  png-diff  compare two PNG files (wineagent png-diff A B [--out DIFF.png])
  serve     start the browser hub and emulator pages (same as: twistd -n wineagent)
  compat    will these programs run? (wineagent compat --help; docs/compat.md)
  mcp       serve desktops as MCP tools over stdio (wineagent mcp --help; docs/mcp.md)

  wineagent --version   print the version
"""


def main(argv=None):
    """Entry point of the console script; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE)
        return 0 if argv else 2
    if argv[0] in ("--version", "-V", "version"):
        sys.stdout.write("wineagent %s\n" % __version__)
        return 0
    verb, rest = argv[0], argv[1:]
    if verb == "run":
        from .run import main as run_main
        return run_main(rest)
    if verb == "ctl":
        from .ctl.client import main as ctl_main
        return ctl_main(rest, sys.stdout, sys.stderr, sys.stdin, None)
    if verb == "replay":
        from .replay.replayer import main as replay_main
        return replay_main(rest)
    if verb == "png-diff":
        from .pngdiff import main as diff_main
        return diff_main(rest, sys.stdout, sys.stderr)
    if verb == "serve":
        from .tap import serve_main
        return serve_main(rest)
    if verb == "compat":
        from .compat import main as compat_main
        return compat_main(rest)
    if verb == "mcp":
        from .mcp.server import main as mcp_main
        return mcp_main(rest)
    sys.stderr.write("wineagent: unknown command %r\n%s" % (verb, USAGE))
    return 2


if __name__ == "__main__":
    sys.exit(main())
