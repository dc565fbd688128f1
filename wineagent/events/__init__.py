"""Event streams of a session (issue 12, docs/events.md).

- ``bus.py``: :class:`~.bus.EventBus` — gapless ``seq``, bounded ring, listeners,
  subscriptions (every VM has one: ``vm.events``);
- ``filters.py``: classes, filters and ``step``'s ``until`` (pure; the protocol uses it);
- ``hooks.py``: the emit points the win32 layers and the host call;
- ``apitrace.py``: the ``api`` class, wrapping thunks only while asked for;
- ``commands.py``: ``subscribe``, ``unsubscribe``, ``StepUntil``;
- ``stream.py``: NDJSON over HTTP (streaming and long-poll), shared by the CLI VM and hub;
- ``sessionlog.py``: the hub's per-session log of a browser session's page VM;
- ``sink.py``: ``--events=FILE``.

Kept import-free so ``wineagent ctl`` (which validates commands with filters.py) stays
fast to start.
"""
