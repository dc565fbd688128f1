"""Shim so older pip versions can do an editable install; metadata lives in setup.cfg."""
from setuptools import setup

setup()
