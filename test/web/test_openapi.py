"""The OpenAPI 3.1 descriptions (wineagent/web/openapi.py): served at /openapi.json by a
real CLI VM and a real service, valid by openapi-spec-validator, naming every route the
servers have, and a bounded schemathesis run against both servers: no 5xx, every status
documented, every response of its declared content type and schema."""

import json
import re
import urllib.request

import pytest
from hypothesis import HealthCheck, given, settings
from openapi_spec_validator import validate
import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (content_type_conformance,
                                               response_schema_conformance,
                                               status_code_conformance)

from procs import RunProcess
# The `wineagent serve` fixture lives with the browser tests; importing it shares it.
from test_web_browser import service  # noqa: F401

from wineagent.web import control, openapi, site


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance]
#: Examples per operation: enough to cover each enum and shape, bounded for a 2-core box.
EXAMPLES = 25


def get_json(url):
    with urllib.request.urlopen(url, timeout=30) as r:
        assert r.status == 200 and r.headers["content-type"] == "application/json"
        return json.loads(r.read())


@pytest.fixture(scope="module")
def cli_vm():
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=900")
    yield "http://127.0.0.1:%d" % p.port
    p.close()


# --- the documents ---------------------------------------------------------------------

@pytest.mark.parametrize("build", [openapi.cli_document, openapi.hub_document])
def test_each_document_is_valid_openapi_3_1(build):
    doc = build()
    assert doc["openapi"] == "3.1.0"
    validate(doc)


def test_the_cli_vm_serves_its_document(cli_vm):
    doc = get_json(cli_vm + "/openapi.json")
    assert doc == json.loads(json.dumps(openapi.cli_document()))
    validate(doc)


def test_the_service_serves_its_document(service):
    doc = get_json(service + "/openapi.json")
    assert doc == json.loads(json.dumps(openapi.hub_document()))
    validate(doc)


def klein_routes(app, prefix=""):
    """(OpenAPI path, method) of every route of a Klein app (HEAD is implied by GET;
    branch rules, which only mount another app, have no methods and are skipped)."""
    out = set()
    for rule in app.url_map.iter_rules():
        if rule.methods is None:
            continue
        path = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", prefix + rule.rule)
        out |= {(path, method.lower()) for method in rule.methods - {"HEAD"}}
    return out


def documented(doc):
    return {(path, method) for path, ops in doc["paths"].items() for method in ops}


def test_every_cli_vm_route_is_documented():
    assert klein_routes(control.ControlServer.app) == documented(openapi.cli_document())


def test_every_service_route_is_documented():
    from wineagent.web import hub, pages
    # The site mounts the hub's app under /api/agent and the page VMs' under /api/vm.
    routes = (klein_routes(site.WebSite.app) | klein_routes(hub.Hub.app, "/api/agent")
              | klein_routes(pages.Pages.app, "/api/vm"))
    assert routes == documented(openapi.hub_document())


# --- schemathesis ----------------------------------------------------------------------

#: Commands that end the VM, run arbitrary Python, write files on the server, start
#: processes or run for an arbitrarily long time are neutralised before sending: their
#: behaviour has its own tests (test/control/test_control_cli.py, test/control/test_protocol.py, test/state/test_state.py); here
#: they would end or stall the server the run is probing, or write where a random path
#: points.
_UNSAFE = ("quit", "eval", "png", "step", "frozen", "save", "load", "fork")


def _safe_command(cmd):
    if not isinstance(cmd, dict):
        return cmd
    cmd = dict(cmd)
    if cmd.get("action") in _UNSAFE:
        cmd["action"] = "ping" if cmd["action"] != "step" else "step"
        cmd["args"] = {"n": 1} if cmd["action"] == "step" else {}
        for key in list(cmd):
            if key not in ("id", "action", "args"):
                del cmd[key]
    if isinstance(cmd.get("cmd"), str):
        word = re.split(r"[\s:]", cmd["cmd"].strip().lower() or "x")[0]
        if word in _UNSAFE:
            cmd["cmd"] = "ping"
    return cmd


def sanitise(case):
    if case.path.endswith("/events"):
        # The event stream is held open for the session's life and a long-poll for up to
        # a minute: ask for the answer-at-once form.
        case.query = dict(case.query or {}, wait="0")
    body = case.body
    if isinstance(body, list):
        case.body = [_safe_command(c) for c in body]
    elif isinstance(body, dict):
        case.body = _safe_command(body)
        if case.path in ("/api/vm", "/api/vm/"):
            case.body["frozen"] = True   # a live page VM would spend a core for a minute


def _describe(e):
    """The message of an error, with those of a group's members (schemathesis raises a
    group of the distinct failures it found)."""
    parts = [str(e)]
    for sub in getattr(e, "exceptions", ()):
        parts.append(_describe(sub))
    return "\n".join(parts)


def fuzz(doc, base_url, after=None):
    """Run every operation of ``doc`` against ``base_url`` with bounded, derandomised
    examples; return the failures (operation label: message)."""
    schema = schemathesis.openapi.from_dict(doc)
    failures = []
    ops = 0
    for result in schema.get_all_operations():
        operation = result.ok()
        ops += 1

        @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))
        @given(operation.as_strategy())
        def run(case):
            sanitise(case)
            response = case.call(base_url=base_url, timeout=60)
            try:
                case.validate_response(response, checks=CHECKS)
            finally:
                if after is not None:
                    after(case, response)

        try:
            run()
        except (Exception, BaseExceptionGroup) as e:   # noqa: BLE001 - collect them all
            failures.append("%s %s: %s" % (operation.method.upper(), operation.path,
                                           _describe(e)[:4000]))
    assert ops == len(documented(doc))
    return failures


def test_schemathesis_finds_no_5xx_and_no_schema_violation_on_the_cli_vm(cli_vm):
    failures = fuzz(openapi.cli_document(), cli_vm)
    assert failures == [], "\n\n".join(failures)
    # The VM survived the run: it still answers.
    assert get_json(cli_vm + "/snapshot")["frozen"] is True


def test_schemathesis_finds_no_5xx_and_no_schema_violation_on_the_service(service):
    def close_new_vms(case, response):
        """Close every page VM the run opened, so the VM limit is never reached."""
        if case.path in ("/api/vm", "/api/vm/") and response.status_code == 200:
            vid = response.json()["vm"]
            req = urllib.request.Request(service + "/api/vm/%s/close" % vid, data=b"{}",
                                         headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req, timeout=30).read()

    failures = fuzz(openapi.hub_document(), service, after=close_new_vms)
    assert failures == [], "\n\n".join(failures)
    assert get_json(service + "/api/agent/sessions")["sessions"] is not None


def test_the_run_catches_responses_the_document_does_not_describe(cli_vm):
    """The same run fails when the document is wrong: here the snapshot schema demands a
    field the server never sends, and a reply may only be ok:true (random commands are
    mostly refused with ok:false)."""
    doc = openapi.cli_document()
    doc["components"]["schemas"]["Snapshot"]["required"].append("noSuchField")
    doc["components"]["schemas"]["Reply"]["properties"]["ok"] = {"const": True}
    failures = fuzz(doc, cli_vm)
    assert any(f.startswith("GET /snapshot:") and "noSuchField" in f for f in failures), \
        failures
    assert any(f.startswith("POST /ctl:") and "Response violates schema" in f
               for f in failures), failures
