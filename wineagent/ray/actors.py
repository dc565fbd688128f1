"""The actors: :class:`DesktopActor` (a desktop and the Python API's methods) and
:class:`EnvActor` (a Gymnasium :class:`~wineagent.gym.DesktopEnv`).

Each actor is a Ray worker process holding one in-process desktop, so its calls are
function calls on the VM there; a caller's remote call costs one Ray round trip. Actors
run one call at a time (Ray's default), which is what a desktop needs.
"""

import ray

from ..api import Desktop
from ..gym.env import DesktopEnv

__all__ = ["DesktopActor", "EnvActor", "LocalDesktop", "LocalEnv", "METHODS"]

#: The Python API methods a DesktopActor offers (docs/python.md), by name.
METHODS = ("click", "dblclick", "rclick", "move", "mousedown", "mouseup", "drag", "wheel",
           "locate", "key", "type", "step", "frozen", "png", "png_bytes", "snapshot",
           "text", "windows", "find", "find_all", "wait_for", "dialog", "save", "load",
           "eval", "ping", "call", "quit")


class LocalDesktop(object):
    """The body of a :class:`DesktopActor`: a :class:`wineagent.Desktop` made with the
    actor's arguments, and the Python API's methods forwarded to it (:data:`METHODS`)."""

    def __init__(self, app=None, exe=None, args=None, **kw):
        self.desktop = Desktop(app=app, exe=exe, args=args, **kw)

    def run(self, commands):
        """Protocol commands (``[{"action": "click", "args": {..}}, ...]``) in order, in
        one call; returns one reply dict each (``ok``, ``value`` or ``error``)."""
        commands = [dict(c, id=c.get("id", i)) for i, c in enumerate(commands)]
        return self.desktop._send(commands)

    def ended(self):
        """Why the program's run ended, or None while it runs."""
        return self.desktop.ended

    def close(self):
        """End the desktop's run (the actor stays until its handle goes)."""
        self.desktop.close()


def _forward(name):
    method = getattr(Desktop, name)

    def forward(self, *args, **kw):
        return getattr(self.desktop, name)(*args, **kw)
    forward.__name__ = name
    forward.__doc__ = method.__doc__
    return forward


for _name in METHODS:
    setattr(LocalDesktop, _name, _forward(_name))


class LocalEnv(object):
    """The body of an :class:`EnvActor`: one :class:`~wineagent.gym.DesktopEnv`."""

    def __init__(self, **env_kwargs):
        self.env = DesktopEnv(**env_kwargs)

    def spaces(self):
        """(observation space, action space) of the environment."""
        return self.env.observation_space, self.env.action_space

    def reset(self, seed=None, options=None):
        """``env.reset``: (observation, info)."""
        return self.env.reset(seed=seed, options=options)

    def step(self, action):
        """``env.step``: (observation, reward, terminated, truncated, info)."""
        return self.env.step(action)

    def close(self):
        """``env.close``."""
        self.env.close()


#: A desktop in a Ray actor: ``DesktopActor.remote(app="winmine")``; one CPU each by
#: default (``DesktopActor.options(num_cpus=..)`` to change it).
DesktopActor = ray.remote(num_cpus=1)(LocalDesktop)
#: A DesktopEnv in a Ray actor (what :class:`~wineagent.ray.RayVectorEnv` is made of).
EnvActor = ray.remote(num_cpus=1)(LocalEnv)
