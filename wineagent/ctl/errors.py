"""How ``wineagent ctl`` fails: an exit code and one message for stderr."""

__all__ = ["Fail", "usage_error", "USAGE_LINE"]

#: The first line of the help, repeated under every usage error.
USAGE_LINE = ("usage: wineagent ctl [-s TARGET] [--hub=URL] [--token=T] [--timeout=SECONDS] "
              "VERB [ARGS]")


class Fail(Exception):
    """Ends the run with an exit code and a message for stderr."""

    def __init__(self, code, message, unreachable=False):
        Exception.__init__(self, message)
        self.code = code
        self.message = message
        #: Nothing answered (refused, timed out, unresolvable): probes skip such targets.
        self.unreachable = unreachable


def usage_error(message):
    """A usage failure (exit 2): ``message`` and the usage line."""
    return Fail(2, "%s\n%s" % (message, USAGE_LINE))
