"""Gymnasium environments over wineagent desktops (docs/gym.md).

Importing this module registers ``wineagent/Desktop-v0``::

    import gymnasium, wineagent.gym
    env = gymnasium.make("wineagent/Desktop-v0", app="winmine", frameskip=8)

(or, without the import: ``gymnasium.make("wineagent.gym:wineagent/Desktop-v0", ...)``).
``DesktopVectorEnv(n, app="winmine", ...)`` is ``n`` of them in this process as one
vector environment.
"""

import gymnasium

from ..control.snapshot import text_tree
from .env import ACTION_NAMES, MOD_NAMES, DesktopEnv
from .tasks import WinmineReveal
from .vector import DesktopVectorEnv
from .wrappers import CommandActions

__all__ = ["DesktopEnv", "DesktopVectorEnv", "CommandActions", "WinmineReveal",
           "ACTION_NAMES", "MOD_NAMES", "text_tree", "ENV_ID"]

#: The registered environment id.
ENV_ID = "wineagent/Desktop-v0"

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="wineagent.gym.env:DesktopEnv")
