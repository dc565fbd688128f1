"""Vector environments over DesktopEnvs: :class:`DesktopVectorEnv` steps ``n`` in-process
desktops in turn; :class:`DesktopVector` is what it shares with the Ray one
(:class:`wineagent.ray.RayVectorEnv`): seeding, autoreset and batching, with only the way
a call reaches the sub-environments left to each.

Both follow Gymnasium's default autoreset (``AutoresetMode.NEXT_STEP``), as
``gymnasium.vector.SyncVectorEnv`` does: after a sub-environment ends, the next ``step``
resets it (its action is ignored) and returns the reset observation with reward 0. A
seeded reset (``reset(seed=s)``) seeds sub-environment ``i`` with ``s + i``, so it is
reproducible.
"""

import copy as copying

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space, concatenate, create_empty_array, iterate

from .env import DesktopEnv

__all__ = ["DesktopVector", "DesktopVectorEnv"]


class DesktopVector(VectorEnv):
    """The shared body of the desktop vector environments. A subclass sets the spaces
    with :meth:`_set_spaces` and implements ``_calls(calls)``: one ``(method, kwargs)``
    per sub-environment (``"reset"`` or ``"step"`` of a DesktopEnv), run on each and
    answered with the results in order."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def _set_spaces(self, num_envs, obs_space, act_space, copy=True):
        self.num_envs = int(num_envs)
        self.single_observation_space = obs_space
        self.single_action_space = act_space
        self.observation_space = batch_space(obs_space, self.num_envs)
        self.action_space = batch_space(act_space, self.num_envs)
        self.copy = copy
        # one batch buffer, filled in place each step (a copy is returned unless
        # copy=False, as SyncVectorEnv does)
        self._obs = create_empty_array(obs_space, self.num_envs)
        self._autoreset = np.zeros(self.num_envs, dtype=bool)
        self.closed = False

    def _calls(self, calls):
        raise NotImplementedError

    def _batch(self, observations):
        self._obs = concatenate(self.single_observation_space, observations, self._obs)
        return copying.deepcopy(self._obs) if self.copy else self._obs

    def reset(self, *, seed=None, options=None):
        """Reset every sub-environment; (batched observations, infos)."""
        if seed is None:
            seeds = [None] * self.num_envs
        elif isinstance(seed, (int, np.integer)):
            seeds = [int(seed) + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError("reset: %d seeds for %d environments"
                                 % (len(seeds), self.num_envs))
        results = self._calls([("reset", {"seed": s, "options": options}) for s in seeds])
        infos = {}
        for i, (_, info) in enumerate(results):
            infos = self._add_info(infos, info, i)
        self._autoreset[:] = False
        return self._batch([obs for obs, _ in results]), infos

    def step(self, actions):
        """One action per sub-environment; batched (observations, rewards, terminated,
        truncated, infos)."""
        calls = [("reset", {}) if self._autoreset[i] else ("step", {"action": action})
                 for i, action in enumerate(iterate(self.action_space, actions))]
        results = self._calls(calls)
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


class DesktopVectorEnv(DesktopVector):
    """``num_envs`` DesktopEnvs in this process, as one vector environment: each step
    runs the sub-environments one after another on the calling thread, with nothing
    between them but function calls (no worker processes, no pickling).

    ``env_kwargs`` go to each :class:`~wineagent.gym.DesktopEnv` (``app``,
    ``frameskip``, ``reward_fn``, ...); ``copy=False`` returns the batch buffer itself
    (overwritten by the next step) instead of a copy. Each desktop is frozen, so the
    same seed and actions give the same batches, as with ``SyncVectorEnv([make] * n)``
    — which works too; this one skips its per-step ``deepcopy`` of every observation
    when ``copy=False``. ``close()`` ends the desktops.
    """

    def __init__(self, num_envs, copy=True, **env_kwargs):
        if int(num_envs) < 1:
            raise ValueError("num_envs must be >= 1, got %r" % (num_envs,))
        # the batch buffer takes a copy of each observation (concatenate), so the
        # sub-environments hand over the desktops' read-only frames without one of their own
        env_kwargs.setdefault("copy_screen", False)
        self.envs = [DesktopEnv(**env_kwargs) for _ in range(int(num_envs))]
        first = self.envs[0]
        self._set_spaces(num_envs, first.observation_space, first.action_space, copy)

    def _calls(self, calls):
        return [getattr(env, method)(**kwargs)
                for env, (method, kwargs) in zip(self.envs, calls)]

    def close_extras(self, **kwargs):
        """End every desktop."""
        if self.closed:
            return
        self.closed = True
        for env in self.envs:
            env.close()
