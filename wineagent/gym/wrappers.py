"""``CommandActions``: drive a DesktopEnv with the JSON command vocabulary."""

import json

import gymnasium
from gymnasium import spaces

from .env import TEXT_CHARSET

__all__ = ["CommandActions"]


class CommandActions(gymnasium.Wrapper):
    """Actions are protocol commands (docs/protocol.md) as JSON text: one object or an
    array, e.g. ``'[{"action":"click","args":{"x":63,"y":92}}]'``; the env's ``frameskip``
    batches run after them. A malformed action is an ``action-error`` event, not a crash.
    """

    def __init__(self, env, max_length=2048):
        gymnasium.Wrapper.__init__(self, env)
        self.action_space = spaces.Text(max_length, min_length=0, charset=TEXT_CHARSET)

    def step(self, action):
        """Parse the JSON action and step the wrapped env with it."""
        try:
            decoded = json.loads(action) if isinstance(action, str) and action.strip() \
                else (action or [])
            items = decoded if isinstance(decoded, list) else [decoded]
            commands = [(c["action"], c.get("args") or {}) for c in items]
        except (ValueError, TypeError, KeyError, AttributeError) as e:
            obs, reward, terminated, truncated, info = self.env.unwrapped.step_commands([])
            info["events"].insert(0, {"type": "action-error", "action": None,
                                      "error": "not a JSON command or array: %s" % e})
            return obs, reward, terminated, truncated, info
        return self.env.unwrapped.step_commands(commands)
