"""A RichEdit's character format (CHARFORMAT / CHARFORMAT2, ANSI and Unicode layouts) and
paragraph format (PARAFORMAT / PARAFORMAT2).

``CharFormat.set`` takes the fields an EM_SETCHARFORMAT's ``dwMask`` names from a guest
structure; ``CharFormat.write`` fills one for EM_GETCHARFORMAT with every field the
structure's size holds, and ``dwMask`` saying so; ``mixed_format`` fills one for a
selection over several formats, its ``dwMask`` naming only the attributes they share
(``controls/richruns.py`` keeps the runs of formats over the text).
"""

import struct

__all__ = ["CharFormat", "CF_SIZES", "ParaFormat", "mixed_format", "mixed_para"]

CFM_BOLD, CFM_COLOR, CFM_BACKCOLOR = 0x1, 0x40000000, 0x04000000
CFE_AUTOCOLOR, CFE_AUTOBACKCOLOR = 0x40000000, 0x04000000
CFE_BOLD, CFE_ITALIC, CFE_UNDERLINE, CFE_STRIKEOUT = 0x1, 0x2, 0x4, 0x8
CFM_SIZE, CFM_FACE, CFM_OFFSET, CFM_CHARSET = 0x80000000, 0x20000000, 0x10000000, 0x08000000
_EFFECT_BITS = 0x3FFFF          # CFM_BOLD .. CFM_SUPERSCRIPT: the effect bit is the mask bit
#: structure sizes: (CHARFORMAT, CHARFORMAT2) by wide
CF_SIZES = {True: (92, 116), False: (60, 84)}
# (mask, offset in the Unicode layout, size); after the face name the ANSI layout is 32
# bytes shorter (its face name is 32 CHARs, not 32 WCHARs)
_FIELDS = ((CFM_SIZE, 12, 4), (CFM_OFFSET, 16, 4), (CFM_COLOR, 20, 4), (CFM_CHARSET, 24, 1))
_FIELDS2 = ((0x400000, 92, 2),      # CFM_WEIGHT: wWeight
            (0x200000, 94, 2),      # CFM_SPACING: sSpacing
            (CFM_BACKCOLOR, 96, 4),  # crBackColor
            (0x2000000, 100, 4),    # CFM_LCID: lcid
            (0x80000, 108, 2),      # CFM_STYLE: sStyle
            (0x100000, 110, 2),     # CFM_KERNING: wKerning
            (0x800000, 112, 1),     # CFM_UNDERLINETYPE: bUnderlineType
            (0x40000, 113, 1),      # CFM_ANIMATION: bAnimation
            (0x8000, 114, 1))       # CFM_REVAUTHOR: bRevAuthor


class CharFormat:
    """One character format: the default's, or one run's (richruns.py)."""

    def __init__(self, face="Arial", height=200, charset=0):
        self.effects = CFE_AUTOCOLOR | CFE_AUTOBACKCOLOR
        self.face = face
        self.pitch = 0
        self.values = {CFM_SIZE: struct.pack("<i", height), CFM_OFFSET: bytes(4),
                       CFM_COLOR: bytes(4), CFM_CHARSET: bytes([charset]),
                       0x400000: struct.pack("<H", 400), 0x200000: bytes(2),
                       CFM_BACKCOLOR: bytes(4), 0x2000000: struct.pack("<I", 0x409),
                       0x80000: bytes(2), 0x100000: bytes(2), 0x800000: bytes(1),
                       0x40000: bytes(1), 0x8000: bytes(1)}

    def copy(self):
        """An independent copy (each run of text owns its format)."""
        other = CharFormat.__new__(CharFormat)
        other.effects, other.face, other.pitch = self.effects, self.face, self.pitch
        other.values = dict(self.values)
        return other

    def key(self):
        """What makes two formats equal (adjacent runs with equal keys merge)."""
        return (self.effects, self.face, self.pitch, tuple(sorted(self.values.items())))

    def colors(self):
        """(text colour, back colour) as COLORREFs, None for CFE_AUTOCOLOR /
        CFE_AUTOBACKCOLOR (the window's text colour, no background of its own)."""
        fg = None if self.effects & CFE_AUTOCOLOR else \
            struct.unpack("<I", self.values[CFM_COLOR])[0] & 0xFFFFFF
        bg = None if self.effects & CFE_AUTOBACKCOLOR else \
            struct.unpack("<I", self.values[CFM_BACKCOLOR])[0] & 0xFFFFFF
        return fg, bg

    def offset_pixels(self):
        """yOffset (twips, positive: superscript) in pixels at 96 dpi."""
        twips = struct.unpack("<i", self.values[CFM_OFFSET])[0]
        return (twips * 96) // 1440

    @staticmethod
    def _layout(size, wide):
        """The fields a structure of ``size`` bytes holds, with their offsets; None when
        the size is no CHARFORMAT's."""
        small, big = CF_SIZES[wide]
        if size not in (small, big):
            return None
        shift = 0 if wide else 32
        fields = list(_FIELDS)
        if size == big:
            fields += [(m, off - shift, n) for m, off, n in _FIELDS2]
        return fields

    def all_mask(self, size, wide):
        """The dwMask of a full structure of ``size`` bytes."""
        fields = self._layout(size, wide) or []
        # CHARFORMAT: the effects bold..link (0x3F); CHARFORMAT2 also smallcaps..superscript
        effects = _EFFECT_BITS if size == CF_SIZES[wide][1] else 0x3F
        return effects | CFM_FACE | sum(m for m, _, _ in fields)

    def set(self, data, wide):
        """Take the fields ``data`` (a whole guest CHARFORMAT(2)) names; False when the
        structure's size is wrong."""
        size, mask, effects = struct.unpack_from("<3I", data)
        fields = self._layout(size, wide)
        if fields is None:
            return False
        eff_mask = mask & _EFFECT_BITS
        if mask & CFM_COLOR:
            eff_mask |= CFE_AUTOCOLOR
        if mask & CFM_BACKCOLOR:
            eff_mask |= CFE_AUTOBACKCOLOR
        self.effects = (self.effects & ~eff_mask) | (effects & eff_mask)
        for m, off, n in fields:
            if mask & m:
                self.values[m] = bytes(data[off:off + n])
        if mask & CFM_FACE:
            self.pitch = data[25]
            raw = bytes(data[26:26 + (64 if wide else 32)])
            self.face = (raw.decode("utf-16-le") if wide else raw.decode("cp1252")).split("\0")[0]
        return True

    def logfont(self):
        """(lfHeight, weight, face, italic, underline, strikeout, pitch) of this format:
        yHeight is in twips, so the character height at 96 dpi is -yHeight * 96 / 1440."""
        twips = struct.unpack("<i", self.values[CFM_SIZE])[0]
        e = self.effects
        return (-max(1, (abs(twips) * 96 + 720) // 1440), 700 if e & CFE_BOLD else 400,
                self.face, int(bool(e & CFE_ITALIC)), int(bool(e & CFE_UNDERLINE)),
                int(bool(e & CFE_STRIKEOUT)), self.pitch)

    def set_rtf(self, props):
        """Take an RTF run's properties (core/rtf.py's ``rtf_document``): the effects,
        the size in half-points, the face, the colour (None: automatic)."""
        for name, bit in (("bold", CFE_BOLD), ("italic", CFE_ITALIC),
                          ("underline", CFE_UNDERLINE), ("strikeout", CFE_STRIKEOUT)):
            if name in props:
                self.effects = (self.effects | bit) if props[name] else (self.effects & ~bit)
        if "size" in props:
            self.values[CFM_SIZE] = struct.pack("<i", props["size"] * 10)
        if props.get("face"):
            self.face = props["face"]
        if "color" in props:
            if props["color"] is None:
                self.effects |= CFE_AUTOCOLOR
            else:
                self.effects &= ~CFE_AUTOCOLOR
                self.values[CFM_COLOR] = struct.pack("<I", props["color"])

    def set_font(self, font):
        """WM_SETFONT on a RichEdit: the font becomes the character format (face, size,
        bold, italic, underline, strikeout) — a gdi Font whose lfHeight is in pixels."""
        self.face = font.face or font.face_name
        self.pitch = font.pitch
        cell_to_em = font.mapped.em if font.height > 0 else abs(font.height) or font.mapped.em
        self.values[CFM_SIZE] = struct.pack("<i", (cell_to_em * 1440 + 48) // 96)
        bits = ((CFE_BOLD, font.weight >= 600), (CFE_ITALIC, font.italic),
                (CFE_UNDERLINE, font.underline), (CFE_STRIKEOUT, font.strikeout))
        for bit, on in bits:
            self.effects = (self.effects | bit) if on else (self.effects & ~bit)

    def write(self, size, wide):
        """The bytes of a CHARFORMAT(2) of ``size`` bytes holding this format; None when
        the size is no CHARFORMAT's."""
        fields = self._layout(size, wide)
        if fields is None:
            return None
        out = bytearray(size)
        struct.pack_into("<3I", out, 0, size, self.all_mask(size, wide), self.effects)
        for m, off, n in fields:
            out[off:off + n] = self.values[m]
        out[25] = self.pitch
        face = self.face.encode("utf-16-le") if wide else self.face.encode("cp1252", "replace")
        limit = 62 if wide else 31
        out[26:26 + min(len(face), limit)] = face[:limit]
        return bytes(out)


def _differing(a, b):
    """The CFM_ bits of the attributes in which formats ``a`` and ``b`` differ."""
    bits = (a.effects ^ b.effects) & _EFFECT_BITS
    if (a.effects ^ b.effects) & CFE_AUTOCOLOR or a.values[CFM_COLOR] != b.values[CFM_COLOR]:
        bits |= CFM_COLOR
    if (a.effects ^ b.effects) & CFE_AUTOBACKCOLOR or \
            a.values[CFM_BACKCOLOR] != b.values[CFM_BACKCOLOR]:
        bits |= CFM_BACKCOLOR
    if a.face != b.face or a.pitch != b.pitch:
        bits |= CFM_FACE
    for m, value in a.values.items():
        if m not in (CFM_COLOR, CFM_BACKCOLOR) and value != b.values[m]:
            bits |= m
    return bits


def mixed_format(formats, size, wide):
    """The CHARFORMAT(2) bytes EM_GETCHARFORMAT answers for a selection over ``formats``
    (one per run, in order): ``dwMask`` without the attributes that differ between runs,
    the first run's fields and the last run's effects (for a bit the mask leaves out,
    Windows documents no value; those are Wine 8's). None when the size is no
    CHARFORMAT's."""
    first = formats[0]
    data = first.write(size, wide)
    if data is None:
        return None
    mask, = struct.unpack_from("<I", data, 4)
    for other in formats[1:]:
        mask &= ~_differing(first, other)
    out = bytearray(data)
    struct.pack_into("<2I", out, 4, mask, formats[-1].effects)
    return bytes(out)


PFM_OFFSETINDENT = 0x80000000
_PF_EFFECTS = 0x00FF0000 | 0x40000000    # PFM_RTLPARA .. PFM_SIDEBYSIDE, PFM_TABLE
#: structure sizes: PARAFORMAT, PARAFORMAT2 (the same in both encodings)
PF_SIZES = (156, 188)
# (mask, offset, size) of PARAFORMAT's fields, then PARAFORMAT2's
_PFIELDS = ((0x1, 12, 4),        # PFM_STARTINDENT: dxStartIndent
            (0x2, 16, 4),        # PFM_RIGHTINDENT: dxRightIndent
            (0x4, 20, 4),        # PFM_OFFSET: dxOffset
            (0x8, 24, 2),        # PFM_ALIGNMENT: wAlignment
            (0x10, 26, 130),     # PFM_TABSTOPS: cTabCount and rgxTabs
            (0x20, 8, 2))        # PFM_NUMBERING: wNumbering
_PFIELDS2 = ((0x40, 156, 4),     # PFM_SPACEBEFORE
             (0x80, 160, 4),     # PFM_SPACEAFTER
             (0x100, 164, 4),    # PFM_LINESPACING: dyLineSpacing (the rule below)
             (0x400, 168, 2),    # PFM_STYLE: sStyle
             (0x800, 182, 6),    # PFM_BORDER: wBorderSpace, wBorderWidth, wBorders
             (0x1000, 172, 4),   # PFM_SHADING: wShadingWeight, wShadingStyle
             (0x2000, 178, 2),   # PFM_NUMBERINGSTYLE
             (0x4000, 180, 2),   # PFM_NUMBERINGTAB
             (0x8000, 176, 2))   # PFM_NUMBERINGSTART


class ParaFormat:
    """One paragraph's format (PARAFORMAT / PARAFORMAT2): left aligned, no indents, no
    numbering, single spacing by default."""

    def __init__(self):
        self.data = bytearray(PF_SIZES[1])
        struct.pack_into("<H", self.data, 24, 1)        # wAlignment = PFA_LEFT

    @staticmethod
    def _fields(size):
        if size not in PF_SIZES:
            return None
        return _PFIELDS + (_PFIELDS2 if size == PF_SIZES[1] else ())

    def set(self, data):
        """Take the fields ``data`` (a whole guest PARAFORMAT(2)) names; False when the
        structure's size is wrong."""
        size, mask = struct.unpack_from("<2I", data)
        fields = self._fields(size)
        if fields is None:
            return False
        for m, off, n in fields:
            if mask & m:
                self.data[off:off + n] = data[off:off + n]
        if mask & 0x100:
            self.data[170] = data[170]                 # bLineSpacingRule
        if mask & PFM_OFFSETINDENT:                    # relative to the current indent
            cur, = struct.unpack_from("<i", self.data, 12)
            struct.pack_into("<i", self.data, 12, cur + struct.unpack_from("<i", data, 12)[0])
        if size == PF_SIZES[1]:
            eff = (mask & _PF_EFFECTS) >> 16
            old, = struct.unpack_from("<H", self.data, 10)
            new, = struct.unpack_from("<H", data, 10)
            struct.pack_into("<H", self.data, 10, (old & ~eff) | (new & eff))
        return True

    def copy(self):
        """An independent copy (each paragraph owns its format)."""
        other = ParaFormat()
        other.data[:] = self.data
        return other

    def set_alignment(self, name):
        """wAlignment from an RTF paragraph's alignment ("left", "centre", "right",
        "justify")."""
        struct.pack_into("<H", self.data, 24, {"left": 1, "right": 2, "centre": 3,
                                               "justify": 4}[name])

    def indents(self):
        """(first line's left, other lines' left, right) indents in pixels at 96 dpi:
        dxStartIndent, dxStartIndent + dxOffset, dxRightIndent (twips)."""
        start, right, offset = struct.unpack_from("<3i", self.data, 12)

        def px(twips):
            return max(0, twips * 96 // 1440)
        return px(start), px(start + offset), px(right)

    def edit_alignment(self):
        """wAlignment as EDIT's ES_LEFT / ES_CENTER / ES_RIGHT (0, 1, 2): PFA_RIGHT (2)
        right, PFA_CENTER (3) centred, PFA_LEFT (1) and PFA_JUSTIFY (4) left."""
        return {2: 2, 3: 1}.get(struct.unpack_from("<H", self.data, 24)[0], 0)

    def write(self, size):
        """The bytes of a PARAFORMAT(2) of ``size`` bytes; None when the size is wrong."""
        fields = self._fields(size)
        if fields is None:
            return None
        out = bytearray(self.data[:size])
        mask = sum(m for m, _, _ in fields) | (_PF_EFFECTS if size == PF_SIZES[1] else 0)
        struct.pack_into("<2I", out, 0, size, mask)
        if size == PF_SIZES[0]:
            out[10:12] = bytes(2)                      # PARAFORMAT's wReserved
        return bytes(out)


def mixed_para(formats, size):
    """The PARAFORMAT(2) bytes EM_GETPARAFORMAT answers for a selection over the
    paragraphs ``formats``: the first one's fields, ``dwMask`` without the attributes
    (and PARAFORMAT2 effect bits) that differ between them. None for a wrong size."""
    first = formats[0]
    data = first.write(size)
    fields = ParaFormat._fields(size)
    if data is None:
        return None
    mask, = struct.unpack_from("<I", data, 4)
    for other in formats[1:]:
        for m, off, n in fields:
            if first.data[off:off + n] != other.data[off:off + n]:
                mask &= ~m
        if size == PF_SIZES[1]:
            a, = struct.unpack_from("<H", first.data, 10)
            b, = struct.unpack_from("<H", other.data, 10)
            mask &= ~(((a ^ b) << 16) & _PF_EFFECTS)
    out = bytearray(data)
    struct.pack_into("<I", out, 4, mask)
    return bytes(out)
