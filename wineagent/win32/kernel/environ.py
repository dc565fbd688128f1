"""The process environment block: one set of variables that kernel32
(GetEnvironmentVariable, SetEnvironmentVariable, GetEnvironmentStrings,
ExpandEnvironmentStrings) reads and writes, and the C runtime's copies are taken from.

Names compare without regard to case and keep the case they were set with; the block
lists them sorted by upper-case name, as Windows keeps it. The guest starts with an
empty environment.
"""

__all__ = ["Environment", "environment"]


class Environment:
    """The variables of the one guest process."""

    def __init__(self):
        self._vars = {}       # upper-case name -> (name, value)

    def get(self, name):
        """The value of ``name``, or None when it is not set."""
        item = self._vars.get(name.upper())
        return None if item is None else item[1]

    def set(self, name, value):
        """Set ``name`` to ``value``; None removes it."""
        if value is None:
            self._vars.pop(name.upper(), None)
        else:
            old = self._vars.get(name.upper())
            self._vars[name.upper()] = (old[0] if old else name, value)

    def replace(self, pairs):
        """Make the block exactly ``pairs`` ((name, value) in any order), as
        SetEnvironmentStrings does: every variable not among them is gone."""
        self._vars = {}
        for name, value in pairs:
            self.set(name, value)

    def items(self):
        """(name, value) pairs in block order."""
        return [self._vars[k] for k in sorted(self._vars)]

    def strings(self):
        """The block's "NAME=value" strings, in order."""
        return ["%s=%s" % item for item in self.items()]

    def expand(self, text):
        """``text`` with each %NAME% of a set variable replaced by its value (others, and
        a lone %, stay as they are), as ExpandEnvironmentStrings does."""
        out, i = [], 0
        while i < len(text):
            if text[i] == "%":
                end = text.find("%", i + 1)
                if end > i + 1:
                    value = self.get(text[i + 1:end])
                    if value is not None:
                        out.append(value)
                        i = end + 1
                        continue
                    out.append(text[i:end])
                    i = end
                    continue
            out.append(text[i])
            i += 1
        return "".join(out)


def environment(vm):
    """The VM's environment block (``vm.kernel.environment``, empty at start)."""
    return vm.kernel.environment
