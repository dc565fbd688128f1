"""The control protocol parses every accepted shape into one normalised Command and rejects
everything else with a message naming what was wrong and what was expected."""

import json

import pytest

from wineagent.control import protocol
from wineagent.control.protocol import (
    ACTIONS, BROWSER_ONLY, INPUT_ACTIONS, MAX_BODY, Command, ProtocolError, Rejected,
    parse_body, parse_command, parse_entry, parse_input_schedule, parse_line, reply_error,
    reply_ok, validate,
)


def one(body):
    items, is_array = parse_body(body)
    assert not is_array and len(items) == 1
    return items[0]


def rejected(body):
    item = one(body)
    assert isinstance(item, Rejected), item
    return item.error


# --- shapes -------------------------------------------------------------------------------

def test_canonical_object_shape_parses_to_a_normalised_command():
    cmd = one(b'{"id": 7, "action": "click", "args": {"x": 120, "y": 88}}')
    assert cmd == Command(7, "click", {"x": 120, "y": 88, "button": "left"})


def test_body_may_be_str_as_well_as_bytes():
    assert one('{"id": "a", "action": "ping"}') == Command("a", "ping", {})


def test_args_at_top_level_are_merged():
    assert one('{"id": 1, "action": "png", "path": "/tmp/a.png"}') == \
        Command(1, "png", {"path": "/tmp/a.png"})
    assert one('{"action": "step", "n": 200}') == Command(None, "step", {"n": 200, "ms": None})


def test_top_level_and_args_combine_but_may_not_disagree():
    assert one('{"action": "click", "x": 1, "args": {"y": 2}}').args["y"] == 2
    assert "given twice" in rejected('{"action": "click", "x": 1, "args": {"x": 2, "y": 3}}')


def test_cmd_colon_entry_form():
    assert one('{"id": 3, "cmd": "click:231:110"}') == \
        Command(3, "click", {"x": 231, "y": 110, "button": "left"})


@pytest.mark.parametrize("cmd, action, args", [
    ("step 200", "step", {"n": 200, "ms": None}),
    ("step 200 16", "step", {"n": 200, "ms": 16}),
    ("frozen on", "frozen", {"on": True}),
    ("frozen off", "frozen", {"on": False}),
])
def test_cmd_space_entry_form(cmd, action, args):
    assert one(json.dumps({"id": 1, "cmd": cmd})) == Command(1, action, args)


def test_cmd_entry_takes_top_level_extras():
    assert one('{"cmd": "png", "path": "/tmp/x.png"}').args == {"path": "/tmp/x.png"}


def test_action_and_cmd_together_are_rejected():
    assert "not both" in rejected('{"action": "ping", "cmd": "ping"}')


def test_missing_action_names_the_expected_shapes():
    error = rejected('{"id": 4}')
    assert "missing action" in error and '"cmd"' in error


def test_action_names_are_case_insensitive():
    assert one('{"action": "PING"}').action == "ping"


def test_array_gives_one_item_per_element_in_order():
    items, is_array = parse_body(json.dumps([
        {"id": 1, "cmd": "click:1:2"}, {"id": 2, "action": "step", "n": 5},
        {"id": 3, "action": "png"}]))
    assert is_array
    assert [i.action for i in items] == ["click", "step", "png"]
    assert [i.id for i in items] == [1, 2, 3]


def test_a_bad_array_element_is_rejected_alone_with_its_id():
    items, _ = parse_body(json.dumps([
        {"id": "a", "action": "ping"}, {"id": "b", "action": "clik"}, "junk",
        {"id": "d", "action": "snapshot"}]))
    assert isinstance(items[0], Command) and isinstance(items[3], Command)
    assert items[1] == Rejected("b", items[1].error) and "unknown action" in items[1].error
    assert items[2].id is None and "must be a JSON object" in items[2].error


def test_rejected_reply_is_an_error_reply_with_the_id():
    assert Rejected(9, "nope").reply() == {"id": 9, "ok": False, "error": "nope"}


def test_empty_array_is_no_commands():
    assert parse_body(b"[]") == ([], True)


# --- whole-body failures ------------------------------------------------------------------

def test_malformed_json_raises_naming_the_expected_shape():
    with pytest.raises(ProtocolError, match="malformed JSON.*expected a JSON command"):
        parse_body(b'{"action": "ping"')


def test_body_over_one_mebibyte_is_refused():
    body = b'{"action": "eval", "code": "' + b"x" * MAX_BODY + b'"}'
    with pytest.raises(ProtocolError, match="too large"):
        parse_body(body)
    with pytest.raises(ProtocolError, match="too large"):
        parse_body(body.decode())


def test_body_just_under_the_limit_is_accepted():
    code = "x" * (MAX_BODY - 100)
    assert one(json.dumps({"action": "eval", "code": code})).args["code"] == code


@pytest.mark.parametrize("body, match", [
    (b"", "empty body"),
    (b"   ", "empty body"),
    (b"42", "JSON int"),
    (b'"ping"', "JSON str"),
    (b"\xff\xfe", "not UTF-8"),
])
def test_unusable_bodies_raise(body, match):
    with pytest.raises(ProtocolError, match=match):
        parse_body(body)


def test_protocol_error_is_a_value_error():
    assert issubclass(ProtocolError, ValueError)


# --- validation of every action -----------------------------------------------------------

@pytest.mark.parametrize("action", ["click", "dblclick", "mousedown", "mouseup", "mousemove"])
def test_pointer_actions_take_x_y_and_a_button_defaulting_to_left(action):
    assert validate(Command(1, action, {"x": "5", "y": 6})).args == \
        {"x": 5, "y": 6, "button": "left"}
    assert validate(Command(1, action, {"x": 5, "y": 6, "button": "RIGHT"})).args["button"] \
        == "right"


@pytest.mark.parametrize("args, message", [
    ({"x": "abc", "y": 1}, "click: x must be an integer, got 'abc'"),
    ({"x": 1.5, "y": 1}, "click: x must be an integer, got 1.5"),
    ({"x": True, "y": 1}, "click: x must be an integer, got true"),
    ({"x": 1}, "click: missing y; expected click {x: int, y: int"),
    ({"x": 1, "y": 2, "button": "middle"}, 'click: button must be "left" or "right"'),
    ({"x": 1, "y": 2, "z": 3}, "click: unexpected argument 'z'; expected click {"),
])
def test_click_rejects_bad_args_naming_the_expected_shape(args, message):
    with pytest.raises(ProtocolError) as e:
        validate(Command(1, "click", args))
    assert message in str(e.value)


def test_integral_floats_and_signed_strings_are_integers():
    assert validate(Command(1, "click", {"x": 3.0, "y": "-4"})).args["y"] == -4


def test_args_must_be_an_object():
    with pytest.raises(ProtocolError, match="args must be an object"):
        parse_command({"action": "click", "args": [1, 2]})


def test_unknown_action_lists_the_actions_and_suggests_the_closest():
    with pytest.raises(ProtocolError) as e:
        validate(Command(1, "clik", {}))
    message = str(e.value)
    assert message.startswith("unknown action 'clik'")
    assert "did you mean 'click'" in message
    assert "expected one of: apps, click," in message


def test_non_string_action_is_rejected():
    with pytest.raises(ProtocolError, match="action must be a string"):
        parse_command({"action": 5})


def test_drag_defaults_to_eight_steps():
    assert validate(Command(1, "drag", {"x1": 1, "y1": 2, "x2": 3, "y2": 4})).args == \
        {"x1": 1, "y1": 2, "x2": 3, "y2": 4, "steps": 8}
    with pytest.raises(ProtocolError, match="drag: steps must be an integer >= 1"):
        validate(Command(1, "drag", {"x1": 1, "y1": 2, "x2": 3, "y2": 4, "steps": 0}))


@pytest.mark.parametrize("key, code", [
    (13, 13), ("VK_RETURN", 13), ("RETURN", 13), ("enter", 13), ("Escape", 27),
    ("a", 65), ("Z", 90), ("8", 56), ("13", 13), ("0x0d", 13), ("F5", 116),
])
def test_keydown_accepts_codes_names_and_characters(key, code):
    assert validate(Command(1, "keydown", {"key": key})).args == {"key": code}
    assert validate(Command(1, "keyup", {"key": key})).args == {"key": code}


@pytest.mark.parametrize("key", ["VK_NOPE", "", 0, 256, True, [13]])
def test_keydown_rejects_unknown_keys(key):
    with pytest.raises(ProtocolError, match="keydown: .*expected a VK_ name"):
        validate(Command(1, "keydown", {"key": key}))


@pytest.mark.parametrize("char, code", [(65, 65), ("a", 97), ("65", 65), ("5", 53),
                                        ("0x41", 65), ("é", 233)])
def test_keypress_accepts_codes_and_single_characters(char, code):
    assert validate(Command(1, "keypress", {"char": char})).args == {"char": code}


@pytest.mark.parametrize("char", ["ab", "", 0, -1, None, True])
def test_keypress_rejects_other_values(char):
    with pytest.raises(ProtocolError, match="keypress: (char must be a character code|missing char)"):
        validate(Command(1, "keypress", {"char": char}))


def test_type_takes_a_string():
    assert validate(Command(1, "type", {"text": "hi there"})).args == {"text": "hi there"}
    with pytest.raises(ProtocolError, match="type: text must be a string, got 5"):
        validate(Command(1, "type", {"text": 5}))


@pytest.mark.parametrize("args, key, mods", [
    ({"key": "VK_RETURN"}, 13, []),
    ({"key": "ctrl+s"}, 83, [17]),
    ({"key": "s", "mods": ["ctrl"]}, 83, [17]),
    ({"key": 83, "mods": [17, "shift"]}, 83, [17, 16]),
    ({"key": "ctrl+s", "mods": ["ctrl", "alt"]}, 83, [17, 18]),
])
def test_key_normalises_combos_into_key_and_mods(args, key, mods):
    assert validate(Command(1, "key", args)).args == {"key": key, "mods": mods}


def test_key_rejects_a_malformed_combo():
    with pytest.raises(ProtocolError, match="key: malformed key combo"):
        validate(Command(1, "key", {"key": "ctrl+"  "+x+"}))


@pytest.mark.parametrize("action", ["dlg-cmd", "dlg-click"])
def test_dialog_actions_take_an_integer_id(action):
    assert validate(Command(1, action, {"id": "2"})).args == {"id": 2}
    with pytest.raises(ProtocolError, match="%s: id must be an integer" % action):
        validate(Command(1, action, {"id": "ok"}))


def test_png_path_is_optional_and_empty_means_none():
    assert validate(Command(1, "png", {})).args == {"path": None}
    assert validate(Command(1, "png", {"path": ""})).args == {"path": None}
    with pytest.raises(ProtocolError, match="png: path must be a file path or null"):
        validate(Command(1, "png", {"path": 3}))


@pytest.mark.parametrize("action", ["snapshot", "ping", "quit", "apps"])
def test_argless_actions_reject_arguments(action):
    assert validate(Command(1, action, {})).args == {}
    with pytest.raises(ProtocolError, match="unexpected argument 'x'"):
        validate(Command(1, action, {"x": 1}))


def test_dump_mem_accepts_hex_strings_and_bounds_the_length():
    assert validate(Command(1, "dump-mem", {"addr": "0x401000", "len": 64})).args == \
        {"addr": 0x401000, "len": 64}
    with pytest.raises(ProtocolError, match="dump-mem: len must be an integer 1..1048576"):
        validate(Command(1, "dump-mem", {"addr": 0, "len": (1 << 20) + 1}))
    with pytest.raises(ProtocolError, match="dump-mem: addr must be an address"):
        validate(Command(1, "dump-mem", {"addr": "nowhere", "len": 1}))


def test_eval_needs_code():
    assert validate(Command(1, "eval", {"code": "vm.eip"})).args == {"code": "vm.eip"}
    with pytest.raises(ProtocolError, match="eval: code must be a non-empty string"):
        validate(Command(1, "eval", {"code": "  "}))


@pytest.mark.parametrize("value, on", [("on", True), ("off", False), (True, True),
                                       (False, False), ("TRUE", True), (0, False)])
def test_frozen_and_user_input_take_on_off(value, on):
    assert validate(Command(1, "frozen", {"on": value})).args == {"on": on}
    assert validate(Command(1, "user-input", {"on": value})).args == {"on": on}


def test_frozen_rejects_anything_else():
    with pytest.raises(ProtocolError, match='frozen: on must be "on" or "off"'):
        validate(Command(1, "frozen", {"on": "maybe"}))


def test_step_takes_n_and_an_optional_tick():
    assert validate(Command(1, "step", {"n": 0})).args == {"n": 0, "ms": None}
    assert validate(Command(1, "step", {"n": "10", "ms": "16"})).args == {"n": 10, "ms": 16}
    with pytest.raises(ProtocolError, match="step: n must be an integer >= 0"):
        validate(Command(1, "step", {"n": -1}))
    with pytest.raises(ProtocolError, match="step: ms must be an integer >= 1"):
        validate(Command(1, "step", {"n": 1, "ms": 0}))


def test_launch_and_wheel():
    assert validate(Command(1, "launch", {"app": "sol"})).args == {"app": "sol"}
    assert validate(Command(1, "wheel", {"x": 1, "y": 2, "delta": -120})).args == \
        {"x": 1, "y": 2, "delta": -120}
    with pytest.raises(ProtocolError, match="wheel: missing delta"):
        validate(Command(1, "wheel", {"x": 1, "y": 2}))


def test_validate_does_not_mutate_its_input():
    cmd = Command(1, "click", {"x": "1", "y": "2"})
    validate(cmd)
    assert cmd.args == {"x": "1", "y": "2"}


def test_action_sets():
    assert INPUT_ACTIONS <= ACTIONS and BROWSER_ONLY <= ACTIONS
    assert BROWSER_ONLY == {"launch", "apps", "user-input"}
    assert "png" not in INPUT_ACTIONS and "wheel" in INPUT_ACTIONS and "type" in INPUT_ACTIONS


def test_every_action_has_a_usage_line():
    for action in ACTIONS:
        assert protocol.usage(action).startswith(action + " {")


# --- bare entries -------------------------------------------------------------------------

@pytest.mark.parametrize("entry, action, args", [
    ("click:231:110", "click", {"x": 231, "y": 110, "button": "left"}),
    ("click:1:2:right", "click", {"x": 1, "y": 2, "button": "right"}),
    ("click 1 2", "click", {"x": 1, "y": 2, "button": "left"}),
    ("click:1:2:", "click", {"x": 1, "y": 2, "button": "left"}),
    ("drag:1:2:3:4", "drag", {"x1": 1, "y1": 2, "x2": 3, "y2": 4, "steps": 8}),
    ("keydown:VK_RETURN", "keydown", {"key": 13}),
    ("keydown:13", "keydown", {"key": 13}),
    ("keydown:8", "keydown", {"key": 8}),
    ("keyup:a", "keyup", {"key": 65}),
    ("keypress:65", "keypress", {"char": 65}),
    ("keypress:5", "keypress", {"char": 5}),
    ("key:ctrl+s", "key", {"key": 83, "mods": [17]}),
    ("type:a:b c", "type", {"text": "a:b c"}),
    ("type hello  world", "type", {"text": "hello  world"}),
    ("dlg-cmd:1", "dlg-cmd", {"id": 1}),
    ("dlg-click:2", "dlg-click", {"id": 2}),
    ("png:/tmp/a.png", "png", {"path": "/tmp/a.png"}),
    ("png:/tmp/odd:name.png", "png", {"path": "/tmp/odd:name.png"}),
    ("png", "png", {"path": None}),
    ("snapshot", "snapshot", {}),
    ("dump-mem:0x401000:64", "dump-mem", {"addr": 0x401000, "len": 64}),
    ("eval 1 + len('a:b')", "eval", {"code": "1 + len('a:b')"}),
    ("frozen on", "frozen", {"on": True}),
    ("frozen:off", "frozen", {"on": False}),
    ("step 200", "step", {"n": 200, "ms": None}),
    ("step:200:16", "step", {"n": 200, "ms": 16}),
    ("launch sol", "launch", {"app": "sol"}),
    ("user-input off", "user-input", {"on": False}),
    ("wheel:5:6:-120", "wheel", {"x": 5, "y": 6, "delta": -120}),
    ("  ping  ", "ping", {}),
])
def test_bare_entries(entry, action, args):
    assert parse_entry(entry) == Command(None, action, args)


@pytest.mark.parametrize("entry, message", [
    ("", "empty entry"),
    ("clik:1:2", "unknown action 'clik'"),
    ("click:abc:1", "click: x must be an integer, got 'abc'"),
    ("click:1:2:left:9", "click: too many arguments in 'click:1:2:left:9'; expected"),
    ("ping:now", "ping: too many arguments"),
    ("step", "step: missing n; expected step {n: int >= 0, ms?: int|null, until?: "
             '"idle"|{class, filter?}} | step:N[:MS[:UNTIL]]'),
    ("keydown:VK_NOPE", "keydown: unknown key 'VK_NOPE'"),
])
def test_bad_entries_say_what_was_wrong(entry, message):
    with pytest.raises(ProtocolError) as e:
        parse_entry(entry)
    assert message in str(e.value)


def test_parse_entry_carries_an_id():
    assert parse_entry("ping", id="x").id == "x"


# --- stdin lines --------------------------------------------------------------------------

def test_parse_line_takes_json_objects_arrays_and_bare_entries():
    assert parse_line('{"id": 1, "cmd": "click:231:110"}\n') == \
        ([Command(1, "click", {"x": 231, "y": 110, "button": "left"})], False)
    items, is_array = parse_line('[{"action": "ping"}, {"action": "snapshot"}]')
    assert is_array and [c.action for c in items] == ["ping", "snapshot"]
    assert parse_line("keypress:65\n") == ([Command(None, "keypress", {"char": 65})], False)
    assert parse_line("step 200") == ([Command(None, "step", {"n": 200, "ms": None})], False)


def test_parse_line_skips_blank_lines_and_comments():
    assert parse_line("\n") == ([], False)
    assert parse_line("  # a comment") == ([], False)


def test_parse_line_rejects_a_bad_entry_as_one_rejected_reply():
    items, is_array = parse_line("clik:1:2")
    assert not is_array and isinstance(items[0], Rejected) and items[0].id is None


def test_parse_line_raises_on_broken_json():
    with pytest.raises(ProtocolError, match="malformed JSON"):
        parse_line("{nope")


# --- --input schedules --------------------------------------------------------------------

def test_input_schedule_parses_batches_and_entries_sorted_stably():
    schedule = parse_input_schedule(
        "80:png:/tmp/a.png,40:click:60:90,10:keydown:VK_RETURN,5:dump-mem:0x401000:16,"
        "40:keypress:65")
    assert [(b, c.action) for b, c in schedule] == [
        (5, "dump-mem"), (10, "keydown"), (40, "click"), (40, "keypress"), (80, "png")]
    assert schedule[2][1].args == {"x": 60, "y": 90, "button": "left"}
    assert schedule[4][1].args == {"path": "/tmp/a.png"}


def test_input_schedule_empty_and_none():
    assert parse_input_schedule("") == []
    assert parse_input_schedule(None) == []
    assert len(parse_input_schedule("1:ping,,2:ping,")) == 2


def test_colon_form_text_keeps_its_trailing_blanks():
    # The text runs to the end of the entry: a hotstring's end character is often a space.
    schedule = parse_input_schedule(" 40:type:btw , 50:click:3:4 ")
    assert schedule[0][1].args == {"text": "btw "}
    assert schedule[1][1].args == {"x": 3, "y": 4, "button": "left"}
    assert parse_entry("type:a b  ").args == {"text": "a b  "}
    assert parse_entry("type hello ").args == {"text": "hello"}  # space form: blanks separate


@pytest.mark.parametrize("spec, message", [
    ("1:ping,2:ping,x:click:1:2",
     "--input entry 3 'x:click:1:2': batch must be an integer"),
    ("-1:ping", "--input entry 1 '-1:ping': batch must be an integer"),
    ("5", "--input entry 1 '5': missing action"),
    ("5:", "--input entry 1 '5:': missing action"),
    ("1:ping,7:click:1", "--input entry 2 '7:click:1': click: missing y"),
    ("3:clik:1:2", "--input entry 1 '3:clik:1:2': unknown action 'clik'"),
])
def test_input_schedule_errors_name_the_entry(spec, message):
    with pytest.raises(ProtocolError) as e:
        parse_input_schedule(spec)
    assert message in str(e.value)


# --- replies ------------------------------------------------------------------------------

def test_reply_builders():
    assert reply_ok(7, {"a": 1}) == {"id": 7, "ok": True, "value": {"a": 1}}
    assert reply_ok(7) == {"id": 7, "ok": True, "value": None}
    assert reply_error(7, ValueError("boom")) == {"id": 7, "ok": False, "error": "boom"}


def test_command_to_json_round_trips_through_parse():
    cmd = parse_entry("drag:1:2:3:4", id=5)
    assert one(json.dumps(cmd.to_json())) == cmd


def test_an_empty_array_is_an_empty_batch():
    """``[]`` parses as a batch of no commands: the reply is ``[]`` (docs/protocol.md)."""
    assert protocol.parse_body("[]") == ([], True)
    assert protocol.parse_line("[]") == ([], True)
