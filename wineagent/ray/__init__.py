"""Desktops on a Ray cluster (docs/scale-out.md): one desktop per actor, a vector env.

Install with ``pip install 'wineagent[ray]'``. Ray, not a home-made scheduler, places the
actors on the cluster's nodes (each takes ``num_cpus`` of a node, 1 by default), restarts
nothing by itself, and reaps an actor when its handle is dropped or its driver exits::

    import ray, wineagent.ray
    ray.init()                                   # or ray.init(address="auto") on a cluster
    d = wineagent.ray.DesktopActor.remote(app="winmine", args="/seed 1")
    ray.get(d.step.remote(30))
    ray.get(d.click.remote(63, 93))
    print(ray.get(d.text.remote()))              # the snapshot's text tree, with refs

:class:`DesktopActor` has the Python API's methods (docs/python.md), each a remote call
returning what the method returns (``png()`` a Pillow image, pickled); ``run(commands)``
sends a list of protocol commands in one call. :class:`RayVectorEnv` is a Gymnasium vector
environment whose sub-environments are :class:`EnvActor`\\s (a
:class:`~wineagent.gym.DesktopEnv` each), so the desktops step in parallel across the
cluster.
"""


from .actors import DesktopActor, EnvActor, LocalDesktop
from .vector import RayVectorEnv

__all__ = ["DesktopActor", "EnvActor", "LocalDesktop", "RayVectorEnv"]
