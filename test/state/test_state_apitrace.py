"""Savestates and the ``api`` event class (events/apitrace.py wraps the machine's thunks
while a subscription asks for it).

Two faults found in session 35 while tracing Qt's designer from a loaded state: after
``load`` (and so after ``fork``) an ``api`` subscription saw no call at all (the tracer
kept wrapping the replaced machine's thunks), and ``save`` refused while a trace was on
("a function of wineagent.events.apitrace ... is not part of the emulator"): the file
would have held the session's wrappers, and a call parked inside one (GetMessage) was not
recognised."""

import wineagent


def _api_names(d, since):
    return [e["name"] for e in d.host.vm.events.since(since) if e["class"] == "api"]


def test_an_api_subscription_made_after_a_load_sees_the_calls(tmp_path):
    path = tmp_path / "w.state"
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        d.save(path)
    with wineagent.Desktop(app="winmine") as d:
        d.load(path)
        sub = d.call("subscribe", classes=["api"], filter={"api": ["USER32!*"]})
        d.click(63, 93)
        d.step(4)
        names = _api_names(d, sub["seq"])
    assert "USER32!GetMessageW" in names or "USER32!GetMessageA" in names
    assert any(n.startswith("USER32!") for n in names)


def test_a_session_tracing_calls_saves_and_keeps_tracing(tmp_path):
    path = tmp_path / "w.state"
    with wineagent.Desktop(app="winmine") as d:
        sub = d.call("subscribe", classes=["api"])
        d.step(30)                      # parked in GetMessage, inside the trace's wrapper
        d.save(path)
        image = d.png().tobytes()
        seq = d.host.vm.events.seq
        d.click(63, 93)
        d.step(4)
        after_save = _api_names(d, seq)
        clicked = d.png().tobytes()
        assert sub["subscription"]
    # the trace goes on in the session that saved
    assert any(n.startswith("GDI32!") for n in after_save)
    with wineagent.Desktop(app="winmine") as d:
        d.load(path)
        assert d.png().tobytes() == image
        # subscriptions belong to a session, not to a state: this one opens its own
        sub = d.call("subscribe", classes=["api"])
        d.click(63, 93)
        d.step(4)
        assert d.png().tobytes() == clicked
        assert any(n.startswith("GDI32!") for n in _api_names(d, sub["seq"]))
