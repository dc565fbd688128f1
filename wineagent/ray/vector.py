"""A Gymnasium vector environment over Ray actors: each sub-environment is an
:class:`~wineagent.ray.actors.EnvActor` wherever Ray placed it, and a ``step`` sends every
action at once and waits for all the answers — the desktops run in parallel.

Autoreset follows Gymnasium's default (``AutoresetMode.NEXT_STEP``): after a
sub-environment ends, the next ``step`` resets it (its action is ignored) and returns the
reset observation with reward 0.
"""

import ray

from ..gym.vector import DesktopVector
from .actors import EnvActor

__all__ = ["RayVectorEnv"]


class RayVectorEnv(DesktopVector):
    """``num_envs`` DesktopEnvs in Ray actors, as one vector environment.

    ``env_kwargs`` go to each :class:`~wineagent.gym.DesktopEnv` (``app``, ``frameskip``,
    ``reward_fn``, ...); ``actor_options`` to ``EnvActor.options`` (``num_cpus``,
    ``scheduling_strategy``, ``resources``, ...). ``reset(seed=s)`` seeds sub-environment
    ``i`` with ``s + i``, so a seeded reset is reproducible. ``close()`` ends the desktops
    and kills the actors. Seeding, autoreset and batching are
    :class:`~wineagent.gym.vector.DesktopVector`'s, shared with the in-process
    :class:`~wineagent.gym.DesktopVectorEnv`.
    """

    def __init__(self, num_envs, actor_options=None, **env_kwargs):
        if int(num_envs) < 1:
            raise ValueError("num_envs must be >= 1, got %r" % (num_envs,))
        factory = EnvActor.options(**actor_options) if actor_options else EnvActor
        self.actors = [factory.remote(**env_kwargs) for _ in range(int(num_envs))]
        obs_space, act_space = ray.get(self.actors[0].spaces.remote())
        self._set_spaces(num_envs, obs_space, act_space)

    def _calls(self, calls):
        # every call sent at once: the desktops run in parallel, one per actor
        return ray.get([getattr(actor, method).remote(**kwargs)
                        for actor, (method, kwargs) in zip(self.actors, calls)])

    def close_extras(self, **kwargs):
        """End every desktop, then the actors."""
        if self.closed:
            return
        self.closed = True
        try:
            ray.get([a.close.remote() for a in self.actors])
        finally:
            for a in self.actors:
                ray.kill(a)
