"""A control verb is declared once (control/verbs.py), and every transport follows the
declaration: the parser and its tables, the dispatchers, ctl's builders and help, the
OpenAPI schema, the MCP tools, docs/protocol.md. A verb added to one and not the others
fails here, naming what is missing."""

import asyncio
import os
import re

import pytest

from wineagent.control import protocol
from wineagent.control.dispatch import Dispatcher
from wineagent.control.verbs import GROUPS, REQUIRED, VERBS, Ctl, Verb
from wineagent.ctl import build as ctl_build
from wineagent.web.openapi import cli_document, hub_document

from paths import ROOT

#: MCP tools that reach no one verb: the session tools are the MCP server's own.
MCP_ONLY = {"session_start", "session_list", "session_close"}


def test_every_verb_is_a_protocol_action_with_its_declared_fields():
    assert protocol.ACTIONS == frozenset(VERBS)
    for name, v in VERBS.items():
        assert isinstance(v, Verb) and v.name == name and v.group in GROUPS
        assert v.summary and v.summary == v.summary.strip()
        fields = [f for f, _, _, _ in v.fields]
        assert len(fields) == len(set(fields)), name
        assert v.rest is None or v.rest in fields, name
        assert v.codes <= set(fields), name
        if any(d is REQUIRED for _, _, d, _ in v.fields):
            # Omitting a required field is refused with the usage, naming the field.
            req = next(f for f, _, d, _ in v.fields if d is REQUIRED)
            with pytest.raises(protocol.ProtocolError, match="missing " + req):
                protocol.validate(protocol.Command(1, name, {}))


def test_the_derived_tables_follow_the_declarations():
    assert protocol.INPUT_ACTIONS == {n for n, v in VERBS.items() if v.group == "input"}
    assert protocol.INPUT_ACTIONS <= protocol.PAGE_ACTIONS       # a page runs all input
    assert protocol.GUEST_WRITES <= protocol.GUEST_DATA_ACTIONS <= protocol.HUB_ACTIONS
    assert not protocol.BROWSER_ONLY & protocol.PAGE_ACTIONS
    # What a recording keeps: input and guest writes, nothing else.
    from wineagent.replay.fileformat import REPLAYED
    assert REPLAYED == {n for n, v in VERBS.items() if v.recorded}
    from wineagent.web.pages import PAGE_ACTIONS
    from wineagent.events.sessionlog import LOCAL_ACTIONS
    assert PAGE_ACTIONS == protocol.PAGE_ACTIONS and LOCAL_ACTIONS == protocol.HUB_ACTIONS


def test_a_cli_vm_dispatches_every_verb_but_the_browser_ones():
    handlers = {m[3:].replace("_", "-") for m in dir(Dispatcher) if m.startswith("do_")}
    expected = set(VERBS) - protocol.BROWSER_ONLY
    assert handlers == expected, ("declared without a handler: %s; handled but not "
                                  "declared: %s" % (sorted(expected - handlers),
                                                    sorted(handlers - expected)))


def test_every_ctl_spelling_has_a_builder_and_a_help_line():
    spellings = [c.verb for v in VERBS.values() for c in v.ctl]
    assert len(spellings) == len(set(spellings))
    assert set(spellings) == set(ctl_build.BUILDERS), (
        "declared without a builder: %s; built but not declared: %s"
        % (sorted(set(spellings) - set(ctl_build.BUILDERS)),
           sorted(set(ctl_build.BUILDERS) - set(spellings))))
    lines = ctl_build.USAGE.splitlines()
    for v in VERBS.values():
        assert v.ctl, "%s has no ctl spelling" % v.name
        for c in v.ctl:
            assert isinstance(c, Ctl)
            assert any(line.startswith("  %s" % (c.verb + " " + c.usage).strip())
                       for line in lines), c.verb


def test_a_ctl_builder_sends_the_verb_it_is_declared_with():
    # The simplest spelling of each builder reaches the declared action.
    samples = {"click": ["1,2"], "rclick": ["1,2"], "dblclick": ["1,2"], "mousedown": ["1,2"],
               "mouseup": ["1,2"], "mousemove": ["1,2"], "drag": ["1,2", "3,4"],
               "wheel": ["1,2", "120"], "keydown": ["a"], "keyup": ["a"], "keypress": ["a"],
               "type": ["hi"], "key": ["ctrl+s"], "dlg-cmd": ["1"], "dlg-click": ["1"],
               "png": ["a.png"], "snapshot": [], "locate": ["@w1"], "text": ["@w1"],
               "ping": [], "quit": [], "frozen": ["on"], "step": ["1"], "record": ["stop"],
               "save": [], "load": ["a.state"], "fork": [], "subscribe": [],
               "unsubscribe": ["s1"], "get": ["C:\\a.txt"], "ls": [], "clipboard": [],
               "set-clipboard": ["x"], "eval": ["1"], "dump-mem": ["0x1000", "4"],
               "apps": [], "launch": ["winmine"], "user-input": ["on"]}
    owner = {c.verb: v.name for v in VERBS.values() for c in v.ctl}
    for spelling in set(ctl_build.BUILDERS) - {"put"}:      # put reads a local file
        commands, _ = ctl_build.build(spelling, samples[spelling], ctl_build.Ids())
        actions = {c.action for c in commands}
        if spelling in ("type", "key"):          # expanded into key events, client-side
            assert actions <= {"keydown", "keyup", "keypress"}
        else:
            assert actions == {owner[spelling]}, spelling


def test_openapi_describes_every_verbs_arguments():
    for doc in (cli_document(), hub_document()):
        schemas = doc["components"]["schemas"]
        assert set(schemas["Command"]["properties"]["action"]["enum"]) == set(VERBS)
        for name, v in VERBS.items():
            s = schemas["Args-" + name]
            assert set(s["properties"]) == {f for f, _, _, _ in v.fields}
            assert set(s.get("required", ())) == {f for f, _, d, _ in v.fields
                                                   if d is REQUIRED}


def test_every_mcp_tool_reaches_declared_verbs():
    pytest.importorskip("mcp")
    from wineagent.mcp.server import build_server
    server, _ = build_server(allow_eval=True)

    async def names():
        return {t.name for t in await server.list_tools()}
    tools = asyncio.run(names())
    declared = {m for v in VERBS.values() for m in v.mcp}
    assert tools - MCP_ONLY == declared, (
        "tools not declared on a verb: %s; declared tools the server lacks: %s"
        % (sorted(tools - MCP_ONLY - declared), sorted(declared - tools)))


def test_docs_protocol_lists_every_verb_and_says_how_to_add_one():
    with open(os.path.join(ROOT, "docs", "protocol.md"), encoding="utf-8") as f:
        doc = f.read()
    for name in VERBS:
        assert re.search(r"`%s`" % re.escape(name), doc), name
    assert "## Adding a verb" in doc
