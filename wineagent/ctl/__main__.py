"""``python -m wineagent.ctl VERB ...``."""

import sys

from wineagent.ctl.client import main

sys.exit(main(sys.argv[1:]))
