"""Record and replay (docs/replay.md): a session as an NDJSON file, replayed headless.

- :mod:`.fileformat` — the record types, writing them and reading a file back (a malformed
  file is refused in one line);
- :mod:`.recorder` — the journal every host keeps from launch (input, the clock values the
  guest saw, skipped batches) and the recording written while one is on (plus frame hashes);
- :mod:`.command` — the ``record`` command (``record start PATH`` / ``record stop``);
- :mod:`.replayer` — ``wineagent replay FILE``: rerun frozen, check every frame hash.
"""
