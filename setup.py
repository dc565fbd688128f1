"""Metadata lives in setup.cfg; packages are listed here because ``twisted.plugins`` is a
namespace-style directory (no ``__init__.py``, as Twisted requires) that find: skips."""
from setuptools import find_packages, setup

setup(packages=find_packages(include=["wineagent", "wineagent.*"]) + ["twisted.plugins"])
