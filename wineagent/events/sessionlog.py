"""The hub's per-session event logs of browser sessions (``/api/agent/events?s=ID``).

A browser session's program runs in a page VM of the same process (web/pages.py). The hub
learns which one by asking the page (``ping`` answers its ``vm``), then relays that VM's
events into the session's own log: an :class:`~.bus.EventBus` with its own gapless ``seq``
(the VM's seq is kept as ``vmSeq``, its id as ``vm``). When the page launches another
program the log follows the new VM — the cursor of the session never jumps back — and the
session's subscriptions are opened again on it (with their replay of its windows). When the
session goes away the log records ``ended`` (``reason``: the session is gone) and is
dropped.

``subscribe``/``unsubscribe`` sent to a browser session are executed here, on the log, not
in the page: the replay and the cursor belong to the session. So are the actions that move
data into or out of the guest (``put-file``, ``get-file``, ``list-files``, ``clipboard``,
``set-clipboard``): they run on the page VM the session shows, in this process, behind the
agent route's token — the page's own VM route, which takes no token, has none of them, and
the bytes never travel through the browser.
"""

from twisted.internet import defer

from ..control.protocol import GUEST_DATA_ACTIONS, HUB_ACTIONS, Command, reply_error, reply_ok
from . import commands as event_commands
from . import filters
from .bus import EventBus

__all__ = ["SessionLogs", "SessionLog", "LOCAL_ACTIONS", "NoVM"]

#: Actions the hub executes itself instead of sending them to the page: on the session log,
#: or (GUEST_DATA_ACTIONS) on the session's page VM (declared hub=True, control/verbs.py).
LOCAL_ACTIONS = HUB_ACTIONS


class NoVM(Exception):
    """The page runs no VM the hub can reach (no program launched, or served elsewhere)."""


class SessionLog:
    """The event log of one hub session and its link to the page VM it shows."""

    def __init__(self, sid):
        self.sid = sid
        self.bus = EventBus(None)
        self.pvm = None               # the PageVM relayed from
        self.cursors = {}             # vm id -> last vm seq relayed
        self.subs = {}                # session subscription id -> (classes, filter)
        self.vm_subs = {}             # vm subscription id -> session subscription id
        self.gone = False

    @property
    def attached(self):
        """True while relaying from a live page VM."""
        return self.pvm is not None and not self.pvm.host.ended

    def attach(self, pvm):
        """Relay ``pvm``'s events from now on (first what its ring holds)."""
        if pvm is self.pvm:
            return
        self.detach()
        self.pvm = pvm
        vbus = pvm.vm.events
        for ev in vbus.since(self.cursors.get(pvm.id, 0)):
            self._relay(ev)
        vbus.add_listener(self._relay)
        for sid, (classes, flt) in sorted(self.subs.items()):
            self._open_on_vm(sid, classes, flt)

    def detach(self):
        """Stop relaying (the VM ended or was replaced)."""
        pvm, self.pvm = self.pvm, None
        if pvm is None:
            return
        vbus = pvm.vm.events
        vbus.remove_listener(self._relay)
        for vsid in list(self.vm_subs):
            if vsid in vbus.subscriptions:
                vbus.unsubscribe(vsid)
        self.vm_subs = {}

    def _relay(self, ev):
        pvm = self.pvm
        if pvm is None:
            return
        self.cursors[pvm.id] = ev["seq"]
        extra = {"vm": pvm.id}
        sub = ev.get("subscription")
        if sub is not None:
            mine = self.vm_subs.get(sub)
            if mine is None:
                return                 # another reader's replay
            extra["subscription"] = mine
        self.bus.relay(ev, **extra)

    def _open_on_vm(self, sid, classes, flt):
        vm = self.pvm.vm
        vsid, matcher = vm.events.subscribe(classes, flt)
        self.vm_subs[vsid] = sid
        event_commands.replay_state(vm, vsid, matcher)

    def subscribe(self, classes, flt):
        """A session subscription (opened on the VM too, with its replay)."""
        sid, matcher = self.bus.subscribe(classes, flt)
        self.subs[sid] = (classes, flt)
        seq = self.bus.seq
        if self.attached:
            self._open_on_vm(sid, classes, flt)
        out = {"subscription": sid, "seq": seq, "replayed": self.bus.seq - seq}
        out.update(matcher.describe())
        return out

    def unsubscribe(self, sid):
        """Close a session subscription (and its VM side)."""
        self.bus.unsubscribe(sid)
        self.subs.pop(sid, None)
        if self.pvm is not None:
            vbus = self.pvm.vm.events
            for vsid, mine in list(self.vm_subs.items()):
                if mine == sid:
                    del self.vm_subs[vsid]
                    if vsid in vbus.subscriptions:
                        vbus.unsubscribe(vsid)
        return {"subscription": sid, "closed": True}

    def end(self, reason):
        """The session is gone: record ``ended`` and stop relaying."""
        if not self.gone:
            self.detach()
            self.gone = True
            self.bus.emit("ended", reason=reason)


class SessionLogs:
    """The logs of every hub session. ``sessions`` is the hub's Sessions, ``pages`` the
    site's Pages (None: a hub without page VMs — sessions then have no events)."""

    def __init__(self, sessions, pages):
        self.sessions = sessions
        self.pages = pages
        self.logs = {}
        sessions.on_close.append(self._closed)
        if pages is not None:
            pages.on_close.append(self._vm_closed)

    def _vm_closed(self, pvm):
        # A session outlives the VMs its page shows (a relaunch closes one and opens the
        # next): a log still relaying from an ended VM would keep all of it in memory
        # until the page's next events request (issue 18).
        for log in self.logs.values():
            if log.pvm is pvm:
                log.detach()

    def _closed(self, sid, message):
        log = self.logs.pop(sid, None)
        if log is not None:
            log.end(message)

    def get(self, sid):
        """The session's log (created on first use); KeyError for an unknown session."""
        if sid not in self.sessions.sessions:
            raise KeyError(sid)
        log = self.logs.get(sid)
        if log is None:
            log = self.logs[sid] = SessionLog(sid)
        return log

    @defer.inlineCallbacks
    def attached(self, sid):
        """Deferred -> the session's log, relaying from the VM its page shows now (asked
        with a ``ping`` through the hub). Raises NoVM when the page runs none."""
        log = self.get(sid)
        if log.attached:
            return log
        pvm = yield self.page_vm(sid)
        if not log.gone:
            log.attach(pvm)
        return log

    @defer.inlineCallbacks
    def page_vm(self, sid):
        """Deferred -> the PageVM session ``sid``'s page shows now: the one its log relays
        from, else the one its page names when asked with a ``ping`` through the hub.
        Raises NoVM when the page runs none (SessionGone / NoReply as ``ctl`` does)."""
        log = self.logs.get(sid)
        if log is not None and log.attached:
            return log.pvm
        if self.pages is None:
            raise NoVM("this hub runs no page VMs")
        replies = yield self.sessions.ctl(sid, [Command("events-ping", "ping", {})])
        reply = replies[0] if replies else None
        value = reply.get("value") if isinstance(reply, dict) and reply.get("ok") else None
        vid = value.get("vm") if isinstance(value, dict) else None
        pvm = self.pages.vms.get(vid) if isinstance(vid, str) else None
        if pvm is None:
            raise NoVM("the page runs no program on this hub (launch an app first)")
        return pvm

    @defer.inlineCallbacks
    def execute(self, sid, cmd):
        """Run a :data:`LOCAL_ACTIONS` command for session ``sid``; Deferred -> reply."""
        if cmd.action in GUEST_DATA_ACTIONS:
            try:
                pvm = yield self.page_vm(sid)
            except NoVM as e:
                return reply_error(cmd.id, "%s: %s" % (cmd.action, e))
            replies = yield pvm.host.submit([cmd])
            return replies[0]
        try:
            log = yield self.attached(sid)
        except NoVM as e:
            if cmd.action == "unsubscribe":
                log = self.get(sid)
            else:
                return reply_error(cmd.id, "%s: %s" % (cmd.action, e))
        try:
            if cmd.action == "subscribe":
                value = log.subscribe(filters.parse_classes(cmd.args.get("classes")),
                                      filters.parse_filter(cmd.args.get("filter")))
            else:
                value = log.unsubscribe(cmd.args["subscription"])
        except ValueError as e:
            return reply_error(cmd.id, "%s: %s" % (cmd.action, e))
        return reply_ok(cmd.id, value)

    @defer.inlineCallbacks
    def run_mixed(self, sid, items):
        """Replies of a command list in which some are :data:`LOCAL_ACTIONS`: runs of
        page commands go to the page, local ones run here, in order."""
        replies = [None] * len(items)
        i = 0
        while i < len(items):
            c = items[i]
            if getattr(c, "action", None) in LOCAL_ACTIONS:
                replies[i] = yield self.execute(sid, c)
                i += 1
                continue
            j = i
            while j < len(items) and getattr(items[j], "action", None) not in LOCAL_ACTIONS:
                j += 1
            replies[i:j] = yield self.sessions.ctl(sid, items[i:j])
            i = j
        return replies
