"""Gymnasium environments over wineagent desktops (docs/gym.md).

Importing this module registers ``wineagent/Desktop-v0``::

    import gymnasium, wineagent.gym
    env = gymnasium.make("wineagent/Desktop-v0", app="winmine", frameskip=8)

(or, without the import: ``gymnasium.make("wineagent.gym:wineagent/Desktop-v0", ...)``).
"""

import gymnasium

from .env import ACTION_NAMES, DesktopEnv, windows_text
from .tasks import WinmineReveal
from .wrappers import CommandActions

__all__ = ["DesktopEnv", "CommandActions", "WinmineReveal", "ACTION_NAMES", "windows_text",
           "ENV_ID"]

#: The registered environment id.
ENV_ID = "wineagent/Desktop-v0"

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="wineagent.gym.env:DesktopEnv")
