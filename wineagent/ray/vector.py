"""A Gymnasium vector environment over Ray actors: each sub-environment is an
:class:`~wineagent.ray.actors.EnvActor` wherever Ray placed it, and a ``step`` sends every
action at once and waits for all the answers — the desktops run in parallel.

Autoreset follows Gymnasium's default (``AutoresetMode.NEXT_STEP``): after a
sub-environment ends, the next ``step`` resets it (its action is ignored) and returns the
reset observation with reward 0.
"""

import numpy as np
import ray
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space, concatenate, create_empty_array, iterate

from .actors import EnvActor

__all__ = ["RayVectorEnv"]


class RayVectorEnv(VectorEnv):
    """``num_envs`` DesktopEnvs in Ray actors, as one vector environment.

    ``env_kwargs`` go to each :class:`~wineagent.gym.DesktopEnv` (``app``, ``frameskip``,
    ``reward_fn``, ...); ``actor_options`` to ``EnvActor.options`` (``num_cpus``,
    ``scheduling_strategy``, ``resources``, ...). ``reset(seed=s)`` seeds sub-environment
    ``i`` with ``s + i``, so a seeded reset is reproducible. ``close()`` ends the desktops
    and kills the actors.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, num_envs, actor_options=None, **env_kwargs):
        if int(num_envs) < 1:
            raise ValueError("num_envs must be >= 1, got %r" % (num_envs,))
        self.num_envs = int(num_envs)
        factory = EnvActor.options(**actor_options) if actor_options else EnvActor
        self.actors = [factory.remote(**env_kwargs) for _ in range(self.num_envs)]
        obs_space, act_space = ray.get(self.actors[0].spaces.remote())
        self.single_observation_space = obs_space
        self.single_action_space = act_space
        self.observation_space = batch_space(obs_space, self.num_envs)
        self.action_space = batch_space(act_space, self.num_envs)
        self._autoreset = np.zeros(self.num_envs, dtype=bool)
        self.closed = False

    def _batch(self, observations):
        return concatenate(self.single_observation_space, observations,
                           create_empty_array(self.single_observation_space, self.num_envs))

    def reset(self, *, seed=None, options=None):
        """Reset every sub-environment; (batched observations, infos)."""
        if seed is None:
            seeds = [None] * self.num_envs
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError("reset: %d seeds for %d environments"
                                 % (len(seeds), self.num_envs))
        results = ray.get([a.reset.remote(seed=s, options=options)
                           for a, s in zip(self.actors, seeds)])
        infos = {}
        for i, (_, info) in enumerate(results):
            infos = self._add_info(infos, info, i)
        self._autoreset[:] = False
        return self._batch([obs for obs, _ in results]), infos

    def step(self, actions):
        """One action per sub-environment, all sent at once; batched results."""
        refs = []
        for i, (actor, action) in enumerate(zip(self.actors,
                                                iterate(self.action_space, actions))):
            refs.append(actor.reset.remote() if self._autoreset[i]
                        else actor.step.remote(action))
        results = ray.get(refs)
        obs = []
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=bool)
        truncated = np.zeros(self.num_envs, dtype=bool)
        infos = {}
        for i, result in enumerate(results):
            if self._autoreset[i]:
                o, info = result
            else:
                o, rewards[i], terminated[i], truncated[i], info = result
            obs.append(o)
            infos = self._add_info(infos, info, i)
        self._autoreset = terminated | truncated
        return self._batch(obs), rewards, terminated, truncated, infos

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
