"""``wineagent serve`` with test guests in its app registry: ``python test/serve_guests.py
[serve options]``.

Page VMs run registry apps only, and no bundled app prints or plays sound; this adds
``prn_print`` (test/exe/prn_print.exe: prints its documents and exits) and ``md_sound``
(test/exe/md_sound.exe: plays wave, PlaySound and MIDI, then exits) to the registry and
runs the real ``serve`` entry point — real port, real page VMs, real files.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from wineagent.apps import APPS, AppInfo  # noqa: E402
from wineagent.tap import serve_main  # noqa: E402


class TestGuest(AppInfo):
    """A registry entry whose executable is a test guest of test/exe."""

    @property
    def exe(self):
        """test/exe/<id>.exe."""
        return os.path.join(HERE, "exe", self.id + ".exe")


for guest in (TestGuest("prn_print", "PrnTest", "", "prints its documents"),
              TestGuest("md_sound", "MdSound", "", "plays wave, PlaySound and MIDI")):
    APPS[guest.id] = guest

if __name__ == "__main__":
    sys.exit(serve_main(sys.argv[1:]))
