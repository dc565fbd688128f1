"""Metadata lives in setup.cfg. This file holds what that cannot say:

- every file inside a package folder ships (``package_data`` ``"*"``): the fonts, the
  bundled .exe files and whatever a refactor adds or moves. Namespace discovery lists the
  data folders (``wineagent/win32/gdi/fonts``, ``wineagent/apps/exe``, ...) as packages, so
  "every package folder" is every folder under ``wineagent/``.
  test/project/test_packaging.py checks the built wheel against the files git tracks.
- ``package_dir={"": "."}``: the packages sit at the top of the checkout, so setuptools'
  default editable mode (``pip install -e .``) installs a plain ``.pth`` entry for the
  checkout instead of an import hook. Twisted finds ``twistd`` plugins by scanning
  ``twisted/plugins`` folders on ``sys.path``, which an import hook does not provide; with
  the ``.pth``, ``twistd -n wineagent`` works from an editable install too.
- the top-level ``static/`` folder (the browser pages) ships inside the package as
  ``wineagent/static``. It is copied by ``build_py`` rather than mapped through
  ``package_dir``, because any such mapping sends the editable install back to the import
  hook. An editable install serves ``static/`` from the checkout (``web/site.py``).

``twisted.plugins`` is listed by hand: it is a namespace-style folder (no
``__init__.py``, as Twisted requires) that package discovery skips.
"""
import os

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

STATIC = "static"


class BuildPy(build_py):
    """``build_py`` that also copies ``static/`` to ``<build>/wineagent/static``."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the editable install reads static/ in place
        for folder, dirs, files in os.walk(STATIC):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                source = os.path.join(folder, name)
                target = os.path.join(self.build_lib, "wineagent", source)
                self.mkpath(os.path.dirname(target))
                self.copy_file(source, target)


setup(
    packages=find_namespace_packages(include=["wineagent", "wineagent.*"],
                                     exclude=["*.__pycache__"]) + ["twisted.plugins"],
    package_dir={"": "."},
    package_data={"": ["*"]},
    # dropin.cache: Twisted's plugin cache, written next to the plugin when twistd runs.
    exclude_package_data={"": ["*.py[cod]", "dropin.cache"]},
    cmdclass={"build_py": BuildPy},
)
