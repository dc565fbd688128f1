"""Generate the list of implemented Win32 APIs from the declarations (for docs/emulator.md).

    python -m wineagent.win32.apilist            # print the markdown list
    python -m wineagent.win32.apilist --update docs/emulator.md
"""

import sys

from . import manifests

__all__ = ["markdown", "update", "BEGIN", "END"]

BEGIN = "<!-- BEGIN GENERATED API LIST (python -m wineagent.win32.apilist --update docs/emulator.md) -->"
END = "<!-- END GENERATED API LIST -->"


def markdown():
    """The implemented APIs, one line per DLL, A/W pairs folded to Name{A,W}: the
    ``implemented`` lines of the DLLs' manifests (manifests.py)."""
    by_dll = {}
    for dll in manifests.tables():
        names = {n for n, (status, _) in manifests.exports(dll).items()
                 if status == "implemented"}
        if names:
            by_dll[dll] = names
    lines = []
    total = 0
    for dll in sorted(by_dll, key=str.lower):
        names = by_dll[dll]
        folded = set()
        for n in names:
            if n.endswith("A") and n[:-1] + "W" in names:
                folded.add(n[:-1] + "{A,W}")
            elif n.endswith("W") and n[:-1] + "A" in names:
                continue
            else:
                folded.add(n)
        total += len(names)
        lines.append("- **%s** (%d): %s" % (dll, len(names), ", ".join(sorted(folded, key=str.lower))))
    return "%d functions in %d DLLs.\n\n" % (total, len(by_dll)) + "\n".join(lines) + "\n"


def update(path):
    """Rewrite the generated section of ``path``; returns True if it changed."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + BEGIN + "\n" + markdown() + END + tail
    if new != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
    return new != text


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--update":
        update(sys.argv[2])
    else:
        sys.stdout.write(markdown())
