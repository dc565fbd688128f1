"""``python -m wineagent`` is the ``wineagent`` command."""

import sys

from .cli import main

sys.exit(main())
