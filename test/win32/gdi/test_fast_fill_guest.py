"""The thunk stub's FillRect (machine/fastfill.py) through a real guest
(test/exe/fastfill.exe, source guests/tests/fastfill.c): runs of FillRect into a memory
DC's bitmap with the calls a repaint puts between them (origins, clips, regions, another
bitmap, pens and brushes selected, brushes deleted and made again, bounds, text colours,
drawing into another DC, polygons and polylines into the filled one). Its checksums of
both bitmaps are Wine 8's (`xvfb-run -a wine fastfill.exe`, the same at both widths) for
phases 0-2; phase 3 fills under a scaling mapping mode (MM_ANISOTROPIC, 2:1), where our
general path's pixels may differ from Wine's (the stub never fills under a scaling
mapping: it is the same with and without it)."""

import pytest

from gdiguest import run_guest
from wineagent.machine import cpu
from wineagent.machine.nativecode import HOST_RUNS_IT

#: what Wine 8 prints, both widths
WINE = ["phase0 one=a30e5b5e two=658a3cc2 answers=259",
        "phase1 one=fe0c6d0a two=35925299 answers=520",
        "phase2 one=071c3d95 two=68e9a385 answers=778",
        "phase3 one=0d119c4a two=256dfe72 answers=1044"]
#: ours for phase 3 (see above; the run's few scaled fills happen to give Wine's pixels)
OURS_PHASE3 = "phase3 one=0d119c4a two=256dfe72 answers=1044"


def test_the_fills_are_wines_with_the_stub(width):
    """Phases 0-2 give Wine's checksums and answers (32-bit: with the stub's fills)."""
    lines = run_guest("fastfill", width=width)
    assert lines[:3] == WINE[:3]
    assert lines[3] == OURS_PHASE3


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
def test_the_stub_changes_nothing_the_guest_sees(monkeypatch):
    """The same lines with the stub's fills as with every fill in Python, and most of
    the fills were the stub's."""
    done = []
    count = cpu.Machine._take_calls

    def counting(self):
        done.append(self.fast_fill.words[9])
        count(self)
    monkeypatch.setattr(cpu.Machine, "_take_calls", counting)
    with_stub = run_guest("fastfill")
    assert sum(done) > 300
    monkeypatch.setattr(cpu.Machine, "_FAST_FILL", False)
    done.clear()
    assert run_guest("fastfill") == with_stub
    assert sum(done) == 0
