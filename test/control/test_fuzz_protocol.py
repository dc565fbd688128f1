"""Property-based tests of the command parser: whatever arrives — any JSON value, any
nesting, any string or bytes — parsing ends in items to answer or one ProtocolError, never
in another exception, and every item has exactly one JSON-serialisable reply."""

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wineagent.control.protocol import (
    ACTIONS, Command, ProtocolError, Rejected, parse_body, parse_entry, parse_line, validate,
)

# Bounded for CI: a few hundred examples per property, no per-example deadline (the
# machine is shared and slow; speed is measured in bench/, never asserted here).
FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
           | st.text(max_size=40))
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(st.text(max_size=8), inner, max_size=5), max_leaves=30)
# Commands that look nearly right: a real action with argument names that exist somewhere.
arg_names = st.sampled_from(["x", "y", "button", "x1", "y1", "x2", "y2", "steps", "delta",
                             "key", "char", "text", "mods", "id", "path", "addr", "len",
                             "code", "on", "n", "ms", "app", "zz"])
near_commands = st.fixed_dictionaries(
    {"action": st.sampled_from(sorted(ACTIONS)) | st.text(max_size=10)},
    optional={"id": scalars, "args": st.dictionaries(arg_names, json_values, max_size=4)},
).flatmap(lambda base: st.dictionaries(arg_names, json_values, max_size=3).map(
    lambda extra: dict(extra, **base)))
bodies = json_values | near_commands | st.lists(near_commands | json_values, max_size=6)


def check_items(items):
    """Every parsed item is a Command (re-validating it is a fixed point) or a Rejected
    whose reply is one ok:false object; all of it serialises as JSON."""
    for item in items:
        assert isinstance(item, (Command, Rejected))
        if isinstance(item, Command):
            assert item.action in ACTIONS
            json.dumps(item.to_json())
        else:
            reply = item.reply()
            assert reply["ok"] is False and isinstance(reply["error"], str) and reply["error"]
            json.dumps(reply)


def parses_or_refuses(parse, data):
    try:
        items, is_array = parse(data)
    except ProtocolError as e:
        assert str(e)
        return None
    check_items(items)
    if not is_array:
        assert len(items) <= 1
    return items


@FUZZ
@given(bodies)
def test_any_json_body_parses_into_answerable_items_or_one_protocol_error(value):
    items = parses_or_refuses(parse_body, json.dumps(value).encode())
    if isinstance(value, list) and items is not None:
        assert len(items) == len(value)
    if isinstance(value, dict):
        assert items is not None and len(items) == 1


@FUZZ
@given(st.binary(max_size=200))
def test_any_bytes_parse_or_raise_only_protocol_error(data):
    parses_or_refuses(parse_body, data)


@FUZZ
@given(st.text(max_size=200))
def test_any_stdin_line_parses_or_raises_only_protocol_error(line):
    parses_or_refuses(parse_line, line)


@FUZZ
@given(st.sampled_from(sorted(ACTIONS)), st.lists(st.text(max_size=12), max_size=5),
       st.sampled_from([":", " "]))
def test_any_bare_entry_of_a_real_action_validates_or_names_what_was_wrong(action, parts, sep):
    try:
        cmd = parse_entry(sep.join([action] + parts))
    except ProtocolError as e:
        assert str(e)
    else:
        assert validate(cmd) == cmd


@FUZZ
@given(st.integers(min_value=1, max_value=3000), st.sampled_from("[{"),
       st.sampled_from(["", "1", '"x"']))
def test_any_nesting_depth_is_answered(depth, opener, leaf):
    closer = {"[": "]", "{": "}"}[opener]
    inner = '"k": ' if opener == "{" else ""
    text = (opener + inner) * depth + (leaf if opener == "[" else "1") + closer * depth
    parses_or_refuses(parse_body, text.encode())
    parses_or_refuses(parse_line, text)


@pytest.mark.parametrize("body", ["[" * 100000, "[" * 100000 + "]" * 100000,
                                  '{"a":' * 100000 + "1" + "}" * 100000])
def test_json_nested_a_hundred_thousand_deep_is_a_protocol_error(body):
    """The probe that answered HTTP 500 and killed the stdin channel: refused by name."""
    for parse, data in ((parse_body, body.encode()), (parse_line, body)):
        with pytest.raises(ProtocolError, match="nested too deeply"):
            parse(data)
