"""The ``record`` command: ``{"op": "start", "path": FILE, "pngs": bool}`` and
``{"op": "stop"}`` (docs/protocol.md, docs/replay.md).

On a CLI VM the recording is written to ``path`` on the VM's machine (as ``png`` writes its
file). A page's VM writes no server-side files: it records in memory (up to
:data:`~wineagent.control.protocol.MAX_RECORDING`) and its page downloads the result from
``GET /api/vm/ID/recording``.
"""

from .recorder import RecordError, RecordWriteFailed

__all__ = ["record", "RecordError", "RecordWriteFailed"]


def record(host, op, path=None, pngs=None):
    """Start or stop ``host``'s recording; returns the recorder's status.

    Raises RecordError with the message the client sees.
    """
    rec = host.recorder
    in_memory = getattr(host, "records_in_memory", False)
    if op == "stop":
        if path is not None:
            raise RecordError("record stop takes no path")
        status = rec.stop()
        if in_memory:
            status["download"] = host.recording_url()
        return status
    if in_memory and path is not None:
        raise RecordError("a page's VM writes no server-side files: start without a path; "
                          "the recording is kept in memory and downloaded from the page")
    if not in_memory and path is None:
        raise RecordError("record start needs a path: the file the VM writes the recording "
                          "to, e.g. record start /tmp/session.ndjson")
    return rec.start(path, pngs=bool(pngs))
