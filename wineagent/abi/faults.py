"""How a guest stops abnormally; raised by the CPU and by handlers alike."""

__all__ = ["GuestFault"]


class GuestFault(Exception):
    """The guest stopped abnormally: a CPU fault, an unimplemented API, a handler error."""

    def __init__(self, kind, message, eip=None, address=None, recent=(), code=None):
        super().__init__(message)
        self.kind, self.message, self.eip, self.address = kind, message, eip, address
        self.recent = list(recent)
        self.code = code       # the Windows exception code of an unhandled exception

    def report(self):
        """A few lines for the user: what, where, and the last API calls."""
        lines = [self.message]
        if self.eip is not None:
            where = "eip=%#010x" % self.eip
            if self.address is not None:
                where += " address=%#010x" % self.address
            lines.append(where)
        if self.recent:
            lines.append("last API calls: " + ", ".join(self.recent))
        return "\n".join(lines)
