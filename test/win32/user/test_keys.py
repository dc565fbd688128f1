"""Key names resolve to Win32 VK codes, and text and combos expand into the key events a
real keyboard would send (keydown / WM_CHAR keypress / keyup)."""

import pytest

from wineagent.control.keys import (
    VK, char_to_vk, expand_key, expand_type, key_events, parse_key_spec, vk_from_name, vk_name,
)


def down(vk):
    return {"action": "keydown", "args": {"key": vk}}


def up(vk):
    return {"action": "keyup", "args": {"key": vk}}


def press(code):
    return {"action": "keypress", "args": {"char": code}}


def test_vk_table_has_the_winuser_codes():
    assert VK["VK_BACK"] == 8 and VK["VK_TAB"] == 9 and VK["VK_RETURN"] == 13
    assert (VK["VK_SHIFT"], VK["VK_CONTROL"], VK["VK_MENU"]) == (16, 17, 18)
    assert VK["VK_ESCAPE"] == 27 and VK["VK_SPACE"] == 32
    assert [VK[n] for n in ("VK_PRIOR", "VK_NEXT", "VK_END", "VK_HOME", "VK_LEFT", "VK_UP",
                            "VK_RIGHT", "VK_DOWN")] == list(range(33, 41))
    assert VK["VK_INSERT"] == 45 and VK["VK_DELETE"] == 46
    assert VK["VK_0"] == 48 and VK["VK_9"] == 57 and VK["VK_A"] == 65 and VK["VK_Z"] == 90
    assert VK["VK_F1"] == 112 and VK["VK_F12"] == 123 and VK["VK_F24"] == 135
    assert VK["VK_OEM_1"] == 0xBA and VK["VK_OEM_7"] == 0xDE


@pytest.mark.parametrize("name, code", [
    ("VK_RETURN", 13), ("vk_return", 13), ("RETURN", 13), ("enter", 13), ("Enter", 13),
    ("esc", 27), ("Escape", 27), ("backspace", 8), ("tab", 9), ("space", 32),
    ("ArrowLeft", 37), ("down", 40), ("PageUp", 33), ("pgdn", 34), ("delete", 46),
    ("ctrl", 17), ("Control", 17), ("shift", 16), ("alt", 18), ("F5", 116), ("f12", 123),
    ("a", 65), ("A", 65), ("8", 56), (" ", 32), (";", 0xBA), ("?", 0xBF),
    ("13", 13), ("0x41", 65), (13, 13), (255, 255),
])
def test_vk_from_name(name, code):
    assert vk_from_name(name) == code


@pytest.mark.parametrize("name", ["VK_NOPE", "hyper", "", 0, 256, "300", None, True, "é"])
def test_vk_from_name_rejects_what_it_cannot_resolve(name):
    with pytest.raises(ValueError, match="expected a VK_ name"):
        vk_from_name(name)


def test_vk_name_gives_readable_names():
    assert vk_name(13) == "VK_RETURN"
    assert vk_name(65) == "A" and vk_name(49) == "1"
    assert vk_name(0xBA) == "VK_OEM_1"
    assert vk_name(7) == "7"


def test_char_to_vk_knows_the_us_layout():
    assert char_to_vk("a") == (65, False)
    assert char_to_vk("A") == (65, True)
    assert char_to_vk("!") == (49, True)
    assert char_to_vk("_") == (0xBD, True)
    assert char_to_vk("é") is None


def test_lowercase_letter_is_the_full_triple():
    assert expand_type("a") == [down(65), press(97), up(65)]


def test_uppercase_letter_is_wrapped_in_shift():
    assert expand_type("A") == [down(16), down(65), press(65), up(65), up(16)]


def test_shifted_punctuation_is_wrapped_in_shift():
    assert expand_type("?") == [down(16), down(0xBF), press(63), up(0xBF), up(16)]


def test_digits_and_space():
    assert expand_type("1 ") == [down(49), press(49), up(49), down(32), press(32), up(32)]


def test_newline_is_enter_with_a_carriage_return_char():
    assert expand_type("\n") == [down(13), press(13), up(13)]
    assert expand_type("\r\n") == [down(13), press(13), up(13)]
    assert expand_type("\r") == [down(13), press(13), up(13)]


def test_tab_is_vk_tab():
    assert expand_type("\t") == [down(9), press(9), up(9)]


def test_a_character_with_no_key_is_sent_as_its_char_alone():
    assert expand_type("é") == [press(233)]
    assert expand_type("😀") == [press(0xD83D), press(0xDE00)]


def test_a_word_is_three_events_per_plain_character():
    events = expand_type("Hi there")
    assert len(events) == 5 + 3 * 7
    assert [e["args"]["char"] for e in events if e["action"] == "keypress"] == \
        [ord(c) for c in "Hi there"]


def test_type_rejects_non_strings():
    with pytest.raises(ValueError):
        expand_type(5)


def test_expand_key_holds_the_modifier():
    assert expand_key("ctrl+s") == [down(17), down(83), up(83), up(17)]


def test_expand_key_single_key():
    assert expand_key("VK_RETURN") == [down(13), up(13)]
    assert expand_key("enter") == [down(13), up(13)]


def test_expand_key_releases_modifiers_in_reverse():
    assert expand_key("ctrl+shift+F5") == [down(17), down(16), down(116), up(116), up(16),
                                           up(17)]


@pytest.mark.parametrize("spec, key, mods", [
    ("alt+f4", 115, [18]),
    ("ctrl+1", 49, [17]),
    ("ctrl+S", 83, [17]),         # letters never add shift
    ("ctrl+?", 0xBF, [17, 16]),   # shifted punctuation does
    ("ctrl++", 0xBB, [17, 16]),
    ("+", 0xBB, [16]),
    (13, 13, []),
    ("13", 13, []),
])
def test_parse_key_spec(spec, key, mods):
    assert parse_key_spec(spec) == (key, mods)


@pytest.mark.parametrize("spec", ["", "ctrl+", "+ctrl+s", "ctrl+nope", None])
def test_parse_key_spec_rejects_malformed_combos(spec):
    with pytest.raises(ValueError):
        parse_key_spec(spec)


def test_key_events_with_no_modifiers():
    assert key_events(27) == [down(27), up(27)]

