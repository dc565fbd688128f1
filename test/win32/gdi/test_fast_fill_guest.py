"""The thunk stub's FillRect (machine/fastfill.py) through a real guest
(test/exe/fastfill.exe, source guests/tests/fastfill.c): runs of FillRect into a memory
DC's bitmap with the calls a repaint puts between them (origins, clips, regions, another
bitmap, pens and brushes selected, brushes deleted and made again, bounds, text colours,
drawing into another DC). Its checksums of both bitmaps are Wine 8's (`xvfb-run -a wine
fastfill.exe`, the same at both widths) for phases 0-2; phase 3 fills under a scaling
mapping mode (MM_ANISOTROPIC, 2:1), where our general path's pixels differ from Wine's
(the stub never fills under a scaling mapping: it is the same with and without it)."""

import pytest

from gdiguest import run_guest
from wineagent.machine import cpu
from wineagent.machine.nativecode import HOST_RUNS_IT

#: what Wine 8 prints, both widths
WINE = ["phase0 one=df0bbc5c two=7ab283f8 answers=261",
        "phase1 one=bfe944f1 two=68d9cbee answers=520",
        "phase2 one=c374fb5e two=17f39490 answers=783",
        "phase3 one=b00ebaab two=c782f54d answers=1045"]
#: ours for phase 3 (see above)
OURS_PHASE3 = "phase3 one=b6408d14 two=f8ac066b answers=1045"


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
