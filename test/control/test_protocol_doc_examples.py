"""The transcripts in docs/protocol.md are run against a real VM, so the doc cannot drift.

The format (it is explained in the doc too): a fenced block whose info string is
``ctl-example`` holds lines

- ``--> BODY`` — POST BODY to ``/ctl`` (JSON; text that is not JSON is sent as it is, and
  ``--> (a body of 1,048,577 bytes)`` sends that many spaces);
- ``<-- [STATUS] REPLY`` — the reply it must get (HTTP STATUS, default 200), compared on
  what is shown: objects on the keys shown, arrays element by element, and ``...`` is any
  value (as a value), any further keys or elements (as the last member), or any text
  (inside a string).

Every transcript runs, in document order, on one ``wineagent run --app=sol --control=0
--frozen`` process.
"""

import json
import os
import re

import pytest

from procs import RunProcess

from paths import ROOT
DOC = os.path.join(ROOT, "docs", "protocol.md")

_ANY = {"\0": "any"}          # a value that matches anything
_REST = {"\0": "rest"}        # "and any further keys / elements"
_BODY_OF = re.compile(r"^\(a body of ([\d,]+) bytes\)$")
_STATUS = re.compile(r"^(\d{3})\s+(.*)$")


class Exchange(object):
    """One request line and the reply it must get."""

    def __init__(self, block, body, status, expected):
        self.block, self.body, self.status, self.expected = block, body, status, expected

    def __repr__(self):
        return "block %d: %s" % (self.block, self.body[:80])


def parse_pattern(text):
    """JSON with ``...`` outside strings: returns the value with _ANY / _REST markers."""
    out, i, n = "", 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out += text[i:j + 1]
            i = j + 1
        elif text.startswith("...", i):
            close = text[i + 3:].lstrip()[:1]
            if close in ("}", "]") and not out.rstrip().endswith(":"):
                # "..." as the last member: any further keys or elements.
                out = out.rstrip().rstrip(",").rstrip()
                member = '"\\u0000rest": 0' if close == "}" else '"\\u0000rest"'
                out += member if out.endswith(("{", "[")) else ", " + member
            else:
                out += '"\\u0000any"'
            i += 3
        else:
            out += c
            i += 1
    return _markers(json.loads(out))


def _markers(value):
    if value == "\0any":
        return _ANY
    if isinstance(value, list):
        if value and value[-1] == "\0rest":
            return [_markers(v) for v in value[:-1]] + [_REST]
        return [_markers(v) for v in value]
    if isinstance(value, dict):
        d = {k: _markers(v) for k, v in value.items() if k != "\0rest"}
        if "\0rest" in value:
            d["\0rest"] = True
        return d
    return value


def mismatch(expected, actual, where="reply"):
    """None when ``actual`` matches the pattern ``expected``, else what differs."""
    if expected is _ANY:
        return None
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return "%s: expected an object, got %r" % (where, actual)
        for key, value in expected.items():
            if key == "\0rest":
                continue
            if key not in actual:
                return "%s: no key %r in %r" % (where, key, actual)
            m = mismatch(value, actual[key], "%s.%s" % (where, key))
            if m:
                return m
        extra = set(actual) - set(expected)
        if extra and "\0rest" not in expected:
            return "%s: keys %s not shown (end the object with ...)" % (where, sorted(extra))
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return "%s: expected an array, got %r" % (where, actual)
        rest = bool(expected) and expected[-1] is _REST
        items = expected[:-1] if rest else expected
        if len(actual) < len(items) or (not rest and len(actual) != len(items)):
            return "%s: %d elements, expected %d" % (where, len(actual), len(items))
        for i, (e, a) in enumerate(zip(items, actual)):
            m = mismatch(e, a, "%s[%d]" % (where, i))
            if m:
                return m
        return None
    if isinstance(expected, str) and "..." in expected:
        rx = ".*".join(re.escape(part) for part in expected.split("..."))
        if isinstance(actual, str) and re.fullmatch(rx, actual, re.S):
            return None
        return "%s: %r does not match %r" % (where, actual, expected)
    if expected != actual or type(expected) is not type(actual):
        return "%s: expected %r, got %r" % (where, expected, actual)
    return None


def transcripts(text):
    """The exchanges of every ``ctl-example`` block of ``text``, in order."""
    exchanges = []
    blocks = re.findall(r"^```ctl-example[ \t]*\n(.*?)^```", text, re.S | re.M)
    for b, block in enumerate(blocks, 1):
        pending = None
        for line in block.splitlines():
            if not line.strip():
                continue
            if line.startswith("--> "):
                assert pending is None, "block %d: two requests in a row" % b
                pending = line[4:].strip()
            elif line.startswith("<-- "):
                assert pending is not None, "block %d: a reply without a request" % b
                status, reply = 200, line[4:].strip()
                m = _STATUS.match(reply)
                if m:
                    status, reply = int(m.group(1)), m.group(2)
                exchanges.append(Exchange(b, pending, status, parse_pattern(reply)))
                pending = None
            else:
                raise AssertionError("block %d: a line that is neither --> nor <--: %r"
                                     % (b, line))
        assert pending is None, "block %d ends with a request and no reply" % b
    return exchanges


def request_bytes(body):
    m = _BODY_OF.match(body)
    if m:
        return b" " * int(m.group(1).replace(",", ""))
    return body.encode("utf-8")


# --- the checker itself can fail ----------------------------------------------------------

@pytest.mark.parametrize("pattern, actual", [
    ('{"id": 1, "ok": true, "value": null}', {"id": 1, "ok": True, "value": None}),
    ('{"id": 1, "ok": true, ...}', {"id": 1, "ok": True, "value": {"a": 1}}),
    ('{"v": ...}', {"v": [1, 2]}),
    ('{"e": "unknown action ...; expected one of: ..."}',
     {"e": "unknown action 'x'; expected one of: a, b"}),
    ('[{"id": 1}, ...]', [{"id": 1}, {"id": 2}]),
    ('{"s": "a ... b"}', {"s": 'a "quoted" b'}),
])
def test_patterns_match_what_they_show(pattern, actual):
    assert mismatch(parse_pattern(pattern), actual) is None


@pytest.mark.parametrize("pattern, actual", [
    ('{"id": 1, "ok": true}', {"id": 1, "ok": False}),
    ('{"id": 1, "ok": true}', {"id": 1, "ok": True, "value": None}),
    ('{"value": 1}', {"value": True}),
    ('{"e": "body too large: ..."}', {"e": "body over 1048576 bytes"}),
    ('[{"id": 1}]', [{"id": 1}, {"id": 2}]),
    ('{"v": {"ran": 200, ...}}', {"v": {"ran": 199, "steps": 3}}),
    ('{"s": "cli"}', {"s": "cli:42"}),
])
def test_patterns_refuse_what_differs(pattern, actual):
    assert mismatch(parse_pattern(pattern), actual) is not None


def test_the_doc_has_transcripts_for_the_claims_it_makes():
    """The claims issue 8 found false are among the transcripts that run."""
    with open(DOC, encoding="utf-8") as f:
        exchanges = transcripts(f.read())
    bodies = " ".join(e.body for e in exchanges)
    assert len(exchanges) >= 20
    for needle in ('"ping"', "eval len(windows)", "1,048,577 bytes", "step 2 50",
                   '"clik"', "{not json", '"launch"'):
        assert needle in bodies, needle


# --- the doc, run --------------------------------------------------------------------------

def test_every_transcript_in_protocol_md_runs_as_shown():
    with open(DOC, encoding="utf-8") as f:
        exchanges = transcripts(f.read())
    p = RunProcess("--app=sol", "--control=0", "--frozen", "--max-seconds=300")
    try:
        failures = []
        for e in exchanges:
            status, reply = p.post(request_bytes(e.body))
            if status != e.status:
                failures.append("%r: HTTP %d, expected %d (%r)" % (e, status, e.status, reply))
                continue
            m = mismatch(e.expected, reply)
            if m:
                failures.append("%r: %s" % (e, m))
        assert not failures, "\n".join(failures)
    finally:
        p.close()
