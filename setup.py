"""Metadata lives in setup.cfg. Packages are listed here because ``twisted.plugins`` is a
namespace-style directory (no ``__init__.py``, as Twisted requires) that find: skips, and
because the top-level static/ folder ships inside the package as ``wineagent/static``."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["wineagent", "wineagent.*"]) + ["twisted.plugins",
                                                                    "wineagent.static"],
    package_dir={"wineagent.static": "static"},
    package_data={"wineagent.static": ["*.html", "lib/*.js"]},
)
