"""The journal's lines written without the JSON encoder are the encoder's own bytes."""

from wineagent.replay.fileformat import dumps
from wineagent.replay.recorder import Recorder


class _Lines(Recorder):
    """A recorder with no host: only the lines it notes."""

    def __init__(self):                 # (no host, no VM: the journal alone)
        self.lines = []

    def _note_line(self, line, flush=False, written=False):
        self.lines.append(line)


def test_skip_records_are_the_lines_dumps_makes():
    r = _Lines()
    cases = [(0, 1), (7, 3), (123456789, 2 ** 40), (5, 2.0), (True, 1)]
    for b, n in cases:
        r.skip(b, n)
    assert r.lines == [dumps({"t": "skip", "b": b, "n": n}) for b, n in cases]
