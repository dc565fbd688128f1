"""Visual C++'s name undecoration: msvcrt.dll's ``__unDName`` and ``__unDNameEx`` (what
dbghelp's UnDecorateSymbolName documents, flags ``UNDNAME_*``), and ``type_info::name``.

A decorated name is ``?name@scope@...@@`` then what the name is: ``0``-``4`` data (private,
protected, public static member, global, function-local) with its type and storage
class; ``6``/``7`` a vftable/vbtable; ``8`` RTTI data; otherwise a function, its letter
giving access and kind (``A``-``H`` private, ``I``-``P`` protected, ``Q``-``X`` public, in
pairs: member, static, virtual, thunk; ``Y``/``Z`` global), then for members the ``this``
qualifiers, the calling convention, the return type (``@``: none), the argument types
(``X``: void; ``@`` or ``Z`` ends the list) and the throw specification. Names and
argument types that recur are written as a digit: the n-th name or type seen so far.

Types print as undname.exe prints them ("class std::complex<float> const &",
"void (__cdecl*)(int)"): a type is kept as the text to the left and to the right of the
declared name, so a pointer to a function or an array wraps the name.
"""

from ....abi.api import BOTH, GuestCall
from ...core.crt import cdecl

__all__ = ["undecorate", "UndecorateError"]

NO_LEADING_UNDERSCORES = 0x0001
NO_MS_KEYWORDS = 0x0002
NO_FUNCTION_RETURNS = 0x0004
NO_ALLOCATION_LANGUAGE = 0x0010
NO_MS_THISTYPE = 0x0020
NO_CV_THISTYPE = 0x0040
NO_ACCESS_SPECIFIERS = 0x0080
NO_MEMBER_TYPE = 0x0200
NAME_ONLY = 0x1000
NO_ARGUMENTS = 0x2000

_BASIC = {"C": "signed char", "D": "char", "E": "unsigned char", "F": "short",
          "G": "unsigned short", "H": "int", "I": "unsigned int", "J": "long",
          "K": "unsigned long", "M": "float", "N": "double", "O": "long double",
          "X": "void", "Z": "..."}
_EXTENDED = {"D": "__int8", "E": "unsigned __int8", "F": "__int16", "G": "unsigned __int16",
             "H": "__int32", "I": "unsigned __int32", "J": "__int64",
             "K": "unsigned __int64", "L": "__int128", "M": "unsigned __int128",
             "N": "bool", "S": "char16_t", "U": "char32_t", "W": "wchar_t"}
_CV = {"A": "", "B": "const", "C": "volatile", "D": "const volatile"}
_CONVENTIONS = {"A": "__cdecl", "B": "__cdecl", "C": "__pascal", "D": "__pascal",
                "E": "__thiscall", "F": "__thiscall", "G": "__stdcall", "H": "__stdcall",
                "I": "__fastcall", "J": "__fastcall", "K": "", "L": "", "M": "__clrcall",
                "Q": "__vectorcall"}
_OPERATORS = {"2": "operator new", "3": "operator delete", "4": "operator=",
              "5": "operator>>", "6": "operator<<", "7": "operator!", "8": "operator==",
              "9": "operator!=", "A": "operator[]", "C": "operator->", "D": "operator*",
              "E": "operator++", "F": "operator--", "G": "operator-", "H": "operator+",
              "I": "operator&", "J": "operator->*", "K": "operator/", "L": "operator%",
              "M": "operator<", "N": "operator<=", "O": "operator>", "P": "operator>=",
              "Q": "operator,", "R": "operator()", "S": "operator~", "T": "operator^",
              "U": "operator|", "V": "operator&&", "W": "operator||", "X": "operator*=",
              "Y": "operator+=", "Z": "operator-="}
_OPERATORS_ = {"0": "operator/=", "1": "operator%=", "2": "operator>>=",
               "3": "operator<<=", "4": "operator&=", "5": "operator|=",
               "6": "operator^=", "7": "`vftable'", "8": "`vbtable'", "9": "`vcall'",
               "A": "`typeof'", "B": "`local static guard'", "C": "`string'",
               "D": "`vbase destructor'", "E": "`vector deleting destructor'",
               "F": "`default constructor closure'", "G": "`scalar deleting destructor'",
               "H": "`vector constructor iterator'", "I": "`vector destructor iterator'",
               "J": "`vector vbase constructor iterator'",
               "K": "`virtual displacement map'", "L": "`eh vector constructor iterator'",
               "M": "`eh vector destructor iterator'",
               "N": "`eh vector vbase constructor iterator'",
               "O": "`copy constructor closure'", "S": "`local vftable'",
               "T": "`local vftable constructor closure'", "U": "operator new[]",
               "V": "operator delete[]", "X": "`placement delete closure'",
               "Y": "`placement delete[] closure'"}
_OPERATORS__ = {"E": "`dynamic initializer for ", "F": "`dynamic atexit destructor for ",
                "K": "operator \"\" "}
_ACCESS = ("private: ", "protected: ", "public: ")


class UndecorateError(Exception):
    """The name is not one Visual C++ decorates this way."""


class _Parser:
    def __init__(self, text, flags):
        self.s, self.i, self.flags = text, 0, flags
        self.conversion = False
        self.names, self.args = [], []

    # -- reading ----------------------------------------------------------------------------
    def peek(self, n=1):
        return self.s[self.i:self.i + n]

    def take(self, n=1):
        if self.i + n > len(self.s):
            raise UndecorateError("truncated")
        t = self.s[self.i:self.i + n]
        self.i += n
        return t

    def skip(self, prefix):
        if self.s.startswith(prefix, self.i):
            self.i += len(prefix)
            return True
        return False

    def keyword(self, word):
        """``__cdecl`` and the like: dropped under NO_MS_KEYWORDS, "cdecl" without its
        underscores under NO_LEADING_UNDERSCORES."""
        if not word or self.flags & NO_MS_KEYWORDS:
            return ""
        if self.flags & NO_LEADING_UNDERSCORES:
            return word.lstrip("_")
        return word

    def number(self):
        """A decorated number: 0-9 for 1-10, else hex digits A-P ended by "@"; "?" negates."""
        neg = self.skip("?")
        c = self.take()
        if c.isdigit():
            value = int(c) + 1
        else:
            value = 0
            while c != "@":
                if not "A" <= c <= "P":
                    raise UndecorateError("bad number")
                value = value * 16 + ord(c) - ord("A")
                c = self.take()
        return -value if neg else value

    def unsigned_text(self):
        value = self.number()
        return str(value & 0xFFFFFFFF if value < 0 else value)

    # -- names ------------------------------------------------------------------------------
    def identifier(self, remember=True):
        end = self.s.find("@", self.i)
        if end < 0:
            raise UndecorateError("unterminated name")
        text = self.s[self.i:end]
        if not text or not all(ch.isalnum() or ch in "_$<>-" for ch in text):
            raise UndecorateError("not an identifier")
        self.i = end + 1
        if remember and len(self.names) < 10 and text not in self.names:
            self.names.append(text)
        return text

    def template_name(self):
        """``name@args@``: the template's name and its argument list (the name and
        argument back-references of a template are its own)."""
        saved_names, saved_args = self.names, self.args
        self.names, self.args = [], []
        name = self.fragment(first=True)
        args = []
        while self.i < len(self.s) and not self.skip("@"):
            args.append(self.template_argument())
        self.names, self.args = saved_names, saved_args
        inner = ",".join(args)
        if name == "operator ":                  # a conversion template: "operator<int>"
            name = "operator"
        return "%s<%s%s>" % (name, inner, " " if inner.endswith(">") else "")

    def template_argument(self):
        if self.skip("$$V") or self.skip("$$Z"):
            return ""
        if self.skip("$0"):
            return str(self.number())
        if self.skip("$1"):
            if self.peek() == "?":
                return "&" + self.symbol_text()
            return "&" + self.full_name()
        if self.peek(2) in ("$D", "$F", "$G"):
            self.take(2)
            return "`template-parameter%s'" % self.number()
        if self.skip("$Q"):
            return "`non-type-template-parameter%s'" % self.number()
        if self.skip("?"):
            return "`template-parameter-%s'" % self.number()
        return self.type_text(self.datatype(in_args=True))

    def fragment(self, first=False):
        """One part of a qualified name (innermost first)."""
        c = self.peek()
        if c.isdigit():
            self.take()
            index = int(c)
            if index >= len(self.names):
                raise UndecorateError("bad name back-reference")
            return self.names[index]
        if c == "?" and first:
            return self.operator_name()
        if self.skip("?$"):
            text = self.template_name()
            if len(self.names) < 10 and text not in self.names:
                self.names.append(text)
            return text
        if self.skip("?"):
            if self.peek() == "?":              # a function's scope: its whole symbol
                # its names join this symbol's (a back-reference after it can name them)
                saved = self.args, self.conversion
                self.args = []
                text = "`%s'" % self.symbol_text()
                self.args, self.conversion = saved
                return text
            if self.peek() == "A" and self.s.startswith("0x", self.i + 1):
                self.take()
                self.identifier(remember=False)
                return "`anonymous namespace'"
            if self.skip("A"):
                self.identifier()
                return "`anonymous namespace'"
            return "`%s'" % self.number()
        return self.identifier()

    def operator_name(self):
        self.take()                             # "?"
        c = self.take()
        if c == "_":
            c = self.take()
            if c == "_":
                c = self.take()
                if c in "EF":                   # `dynamic initializer for 'x''
                    inner = self.symbol_text() if self.peek() == "?" else self.identifier()
                    return "%s'%s''" % (_OPERATORS__[c], inner)
                if c in _OPERATORS__:
                    return _OPERATORS__[c]
                raise UndecorateError("unknown operator")
            if c == "R":
                return self.rtti_name()
            if c not in _OPERATORS_:
                raise UndecorateError("unknown operator")
            return _OPERATORS_[c]
        if c in "01":
            return c                            # constructor/destructor: named below
        if c == "B":
            return "operator "                  # a conversion: its type follows later
        if c == "$":
            name = self.template_name()
            return name
        if c not in _OPERATORS:
            raise UndecorateError("unknown operator")
        return _OPERATORS[c]

    def rtti_name(self):
        c = self.take()
        if c == "0":
            t = self.datatype(in_args=False)
            return "%s `RTTI Type Descriptor'" % self.type_text(t)
        if c == "1":
            values = [str(self.number()) for _ in range(4)]
            return "`RTTI Base Class Descriptor at (%s)'" % ",".join(values)
        if c == "2":
            return "`RTTI Base Class Array'"
        if c == "3":
            return "`RTTI Class Hierarchy Descriptor'"
        if c == "4":
            return "`RTTI Complete Object Locator'"
        raise UndecorateError("unknown RTTI name")

    def scope_parts(self, first):
        """The parts up to the closing "@", innermost first."""
        parts = [first]
        while not self.skip("@"):
            if self.i >= len(self.s):
                raise UndecorateError("unterminated scope")
            parts.append(self.fragment())
        return parts

    def full_name(self):
        return "::".join(reversed(self.scope_parts(self.fragment())))

    # -- types --------------------------------------------------------------------------------
    @staticmethod
    def type_text(t, name=""):
        left, right = t
        if name:
            return "%s %s%s" % (left, name, right) if left else name + right
        if right.startswith("["):
            return left + " " + right
        return left + right

    def remember_arg(self, start, t):
        if self.i - start > 1 and len(self.args) < 10:
            self.args.append(t)

    def datatype(self, in_args):
        """(left, right) of the type that starts here."""
        c = self.take()
        if c in _BASIC:
            return (_BASIC[c], "")
        if c == "_":
            e = self.take()
            if e not in _EXTENDED:
                raise UndecorateError("unknown type")
            return (_EXTENDED[e], "")
        if c in "TUVY":
            kind = {"T": "union", "U": "struct", "V": "class", "Y": "cointerface"}[c]
            return ("%s %s" % (kind, self.full_name()), "")
        if c == "W":
            self.take()                          # the enum's underlying type
            return ("enum " + self.full_name(), "")
        if c in "ABPQRS":
            return self.pointer(c, in_args)
        if c == "?":
            cv = _CV.get(self.take(), "")
            inner = self.datatype(in_args)
            return (inner[0] + (" " + cv if cv else ""), inner[1])
        if c == "$":
            return self.dollar_type(in_args)
        if c.isdigit():
            index = int(c)
            if index >= len(self.args):
                raise UndecorateError("bad type back-reference")
            return self.args[index]
        raise UndecorateError("unknown type %r" % c)

    def dollar_type(self, in_args):
        c = self.take()
        if c == "$":
            d = self.take()
            if d == "A":
                if self.skip("6"):
                    return self.function_type("")
                return self.datatype(in_args)
            if d in "QR":
                return self.pointer("$" + d, in_args)
            if d == "B":                        # an array type (template arguments)
                if self.skip("Y"):
                    return self.array()
                return self.datatype(in_args)
            if d == "C":
                cv = _CV.get(self.take(), "")
                inner = self.datatype(in_args)
                return (inner[0] + (" " + cv if cv else ""), inner[1])
            if d == "T":
                return ("std::nullptr_t", "")
            if d in "VZ":
                return ("", "")
            raise UndecorateError("unknown $$ type")
        if c == "0":
            return (str(self.number()), "")
        raise UndecorateError("unknown $ type")

    def modifiers(self):
        """The pointer's own ``__ptr64``, ``__unaligned`` and ``__restrict``."""
        words = []
        while self.peek() in ("E", "F", "I"):
            c = self.take()
            words.append({"E": "__ptr64", "F": "__unaligned", "I": "__restrict"}[c])
        return words

    def pointer(self, code, in_args):
        """A pointer or reference: the pointer's own const/volatile (printed only for an
        argument or a template argument, as undname does), its modifiers (``__ptr64`` and
        ``__restrict`` after the ``*``, ``__unaligned`` before it), then what it points to."""
        star = "&&" if code in ("$Q", "$R") else ("&" if code in "AB" else "*")
        own = {"A": "", "B": "volatile", "P": "", "Q": "const", "R": "volatile",
               "S": "const volatile", "$Q": "", "$R": "volatile"}[code]
        mods = self.modifiers()
        after = [self.keyword(m) if m == "__ptr64" else m for m in mods if m != "__unaligned"]
        suffix = "".join(" " + w for w in after if w)
        if own and (in_args or code in "AB"):
            suffix += " " + own
        before = " __unaligned" if "__unaligned" in mods else ""
        c = self.take()
        if c == "6":                             # a function
            return self.function_type(star + suffix)
        if c == "8":                             # a member function
            cls = self.full_name()
            this_cv = self.this_qualifiers()
            conv = self.keyword(_CONVENTIONS.get(self.take(), ""))
            return self.function_type("%s::%s%s" % (cls, star, suffix), this_cv,
                                      conv=conv + " " if conv else "")
        if c in "QRST" and code not in "AB":     # a pointer to data member
            cv = {"Q": "", "R": "const", "S": "volatile", "T": "const volatile"}[c]
            cls = self.full_name()
            inner = self.datatype(in_args=False)
            left = inner[0] + (" " + cv if cv else "")
            return ("%s %s::%s%s" % (left, cls, star, suffix), inner[1])
        cv = _CV.get(c)
        if cv is None:
            raise UndecorateError("bad pointer")
        if self.peek() == "Y":                   # a pointer to an array
            self.take()
            inner = self.array()
            quals = cv + " " if cv else ""
            sep = "" if inner[0].endswith("*") else " "
            return (inner[0] + sep + "(" + quals + star + suffix, ")" + inner[1])
        inner = self.datatype(in_args=False)
        left = inner[0] + (" " + cv if cv else "") + before
        if inner[1]:                             # to a pointer to function: inside its parens
            sep = "" if left.endswith("*") and not left.endswith("**") else " "
            return (left + sep + star + suffix, inner[1])
        return ("%s %s%s" % (left, star, suffix), "")

    def storage(self):
        """A variable's storage class: its modifiers, then const/volatile (``A``-``D``)
        or, for a pointer to member, ``Q``-``T`` and the class; as " const __ptr64"."""
        mods = self.modifiers()
        c = self.take()
        if c in "QRST":
            cv = {"Q": "", "R": "const", "S": "volatile", "T": "const volatile"}[c]
            self.full_name()
        else:
            cv = _CV.get(c)
            if cv is None:
                raise UndecorateError("bad storage class")
        words = [cv] + [self.keyword(m) if m == "__ptr64" else m for m in mods]
        return "".join(" " + w for w in words if w)

    def this_qualifiers(self):
        """A member function's ``this`` qualifiers as undname prints them after the
        argument list: "const ", "volatile __unaligned ", "const __ptr64"."""
        mods = self.modifiers()
        cv = _CV.get(self.take())
        if cv is None:
            raise UndecorateError("bad this qualifiers")
        text = cv + " " if cv else ""
        if "__unaligned" in mods:
            text += "__unaligned "
        if "__restrict" in mods:
            text += "__restrict "
        if "__ptr64" in mods and self.keyword("__ptr64"):
            text = text.rstrip(" ") + " " + self.keyword("__ptr64")
        return text

    def array(self):
        dims = self.number()
        sizes = [self.number() for _ in range(dims)]
        inner = self.datatype(in_args=False)
        return (inner[0], "".join("[%d]" % n for n in sizes) + inner[1])

    def function_type(self, declarator, this_cv="", conv=None):
        """``convention return (args)`` of a pointer to function: declared as
        "ret (__cdecl* name)(args)"."""
        if conv is None:
            conv = self.keyword(_CONVENTIONS.get(self.take(), ""))
        ret = self.return_type()
        args = self.arguments()
        self.throw_spec()
        left = "%s (%s%s" % (self.type_text(ret), conv, declarator)
        right = ")(%s)%s" % (args, this_cv)
        return (left, right)

    def return_type(self):
        if self.skip("@"):
            return ("", "")
        if self.skip("?"):
            cv = _CV.get(self.take(), "")
            t = self.datatype(in_args=False)
            return (t[0] + (" " + cv if cv else ""), t[1])
        return self.datatype(in_args=False)

    def arguments(self):
        if self.skip("X"):
            return "void"
        args = []
        while True:
            if self.i >= len(self.s):
                raise UndecorateError("unterminated arguments")
            if self.skip("@"):
                break
            if self.skip("Z"):
                args.append("...")
                break
            start = self.i
            t = self.datatype(in_args=True)
            if not t[0].startswith("..."):
                self.remember_arg(start, t)
            args.append(self.type_text(t))
        return ",".join(args)

    def throw_spec(self):
        """The exception specification after the arguments: "Z", none (undname prints
        none); "_E" marks a noexcept function first."""
        self.skip("_E")
        if not self.skip("Z"):
            raise UndecorateError("bad throw specification")

    # -- symbols ------------------------------------------------------------------------------
    def symbol_text(self):
        """A whole "?" symbol: its qualified name, then what it is."""
        if not self.skip("?"):
            raise UndecorateError("not decorated")
        self.conversion = self.s.startswith("?$?B", self.i)
        first = self.fragment(first=True)
        parts = self.scope_parts(first)
        if first[:1] in ("0", "1") and len(parts) > 1:  # constructor, destructor: the class
            parts[0] = ("~" if first[0] == "1" else "") + parts[1] + first[1:]
        return self.declaration("::".join(reversed(parts)), first)

    def declaration(self, name, first):
        c = self.take()
        if c in "01234":
            t = self.datatype(in_args=False)
            storage = self.storage()
            access = "" if self.flags & NO_ACCESS_SPECIFIERS else \
                ("" if c in "34" else _ACCESS[int(c)] + "static ")
            if self.flags & NAME_ONLY:
                return name
            return access + self.type_text((t[0] + storage, t[1]), name)
        if c in "67":
            self.modifiers()
            cv = _CV.get(self.take(), "")
            text = "%s %s" % (cv, name) if cv else name
            if not self.skip("@"):
                fors = []
                while not self.skip("@"):
                    fors.append("{for `%s'}" % self.full_name())
                text += "".join(fors)
            return text
        if c == "8":
            return name
        if c == "$":
            return self.thunk(name)
        return self.function(name, c, first)

    def thunk(self, name):
        """``$`` symbols: the thunks that adjust ``this`` by a vtordisp (``$0``-``$5``,
        ``$R0``-``$R5`` with a vbtable too) before a virtual function, and ``$B``, a
        virtual call thunk."""
        c = self.take()
        if c == "B":                            # `vcall'{offset,{flat}}
            offset = self.number()
            self.take()                         # "A": the flat model
            conv = self.keyword(_CONVENTIONS.get(self.take(), ""))
            return "[thunk]: %s %s{%d,{flat}}' }'" % (conv, name, offset)
        ex = c == "R"
        if ex:
            c = self.take()
        if c not in "012345":
            raise UndecorateError("unknown thunk")
        values = [self.unsigned_text() for _ in range(4 if ex else 2)]
        label = "`vtordispex{%s}' " if ex else "`vtordisp{%s}' "
        # a virtual member function of the access the digit gives (0-1 private, ...)
        letter = "EMU"[int(c) // 2]
        return "[thunk]:" + self.function(name + label % ",".join(values), letter, None)

    def function(self, name, c, first):
        """A function: ``c`` its kind letter, ``first`` its first name part."""
        if not ("A" <= c <= "Z"):
            raise UndecorateError("unknown symbol kind")
        index = ord(c) - ord("A")
        member = index < 24
        kind = index % 8 // 2 if member else None   # 0 member, 1 static, 2 virtual, 3 thunk
        access = _ACCESS[index // 8] if member else ""
        this_cv = ""
        if member and kind != 1:
            this_cv = self.this_qualifiers()
        conv = self.keyword(_CONVENTIONS.get(self.take(), ""))
        ret = self.return_type()
        if first == "operator " and not self.conversion:  # a conversion names its type
            name = name[:len(name) - len("operator ")] + "operator " + self.type_text(ret) \
                + (" " if ret[0].endswith(("const", "volatile")) else "")
            ret = ("", "")
        elif self.conversion:                    # a conversion template: after its arguments
            name += " " + self.type_text(ret)
            ret = ("", "")
        args = self.arguments()
        self.throw_spec()
        if self.flags & NAME_ONLY:
            return name
        words = []
        if member and not self.flags & NO_ACCESS_SPECIFIERS:
            words.append(access + ("static " if kind == 1 else "virtual " if kind == 2 else ""))
        elif member and not self.flags & NO_MEMBER_TYPE:
            words.append("static " if kind == 1 else "virtual " if kind == 2 else "")
        prefix = "".join(words)
        if self.flags & (NO_MS_THISTYPE | NO_CV_THISTYPE):
            this_cv = ""
        head = conv + " " + name if conv else name
        if self.flags & NO_ARGUMENTS:
            body = head
        else:
            body = "%s(%s)%s" % (head, args, this_cv)
        left, right = ret
        if left and not self.flags & NO_FUNCTION_RETURNS:
            if right:
                return prefix + "%s%s%s" % (left, body, right)
            return prefix + "%s %s" % (left, body)
        return prefix + body


def undecorate(text, flags=0):
    """The undecorated form of decorated name ``text`` (None when it cannot be read):
    with NO_ARGUMENTS a name that is not a "?" symbol is read as a data type."""
    p = _Parser(text, flags)
    try:
        if flags & NO_ARGUMENTS and not text.startswith("?"):
            result = p.type_text(p.datatype(in_args=False))
        elif flags & NO_ARGUMENTS and text[1:2] in tuple("ABCD"):
            # "?AVtest1@@" (type_info's decorated name less its "."): a cv-qualified type
            result = p.type_text(p.datatype(in_args=False))
        elif text.startswith("?$"):
            p.take(2)
            result = p.template_name()
        else:
            result = p.symbol_text()
    except (UndecorateError, IndexError, ValueError):
        return None
    if p.i != len(text):            # something left over: not a name it can read
        return None
    return result


def _undname(c, buffer, mangled, size, alloc, free, flags):
    vm = c.vm
    text = vm.mem.cbytes(mangled).decode("latin-1") if mangled else ""
    result = undecorate(text, flags)
    if result is None:
        result = text                       # a name it cannot read comes back unchanged
    data = result.encode("latin-1", "replace")
    if not buffer:
        buffer = yield from _guest_alloc(alloc, len(data) + 1)
        if not buffer:
            return 0
        size = len(data) + 1
    elif size <= 0:
        return 0
    data = data[:size - 1] + b"\0"
    vm.mem.write(buffer, data)
    return buffer


def _guest_alloc(alloc, size):
    return (yield GuestCall(alloc, (size,), "cdecl"))


@cdecl("__unDName", "LPVOID buffer, LPVOID mangled, int size, LPVOID alloc, LPVOID free,"
                    " USHORT flags", widths=BOTH)
def __unDName(c, buffer, mangled, size, alloc, free, flags):
    """Undecorate ``mangled`` into ``buffer`` (``size`` bytes, cut to fit), or into a
    block from ``alloc`` when ``buffer`` is NULL; the buffer, NULL when allocation fails.
    A name it cannot read comes back as it is."""
    return (yield from _undname(c, buffer, mangled, size, alloc, free, flags))

