"""The drive loop: batches, the step seam, frozen mode, parked guests, live commands.

Every way of running a VM goes through ``Host.run_one_batch()``: scheduled ``--input``
commands for this batch, then queued live commands, then one VM batch. Two drivers call
it:

- ``run_sync()`` — the plain CLI: a tight loop until the program ends or a bound is hit;
- ``start()`` — reactor-driven (control server, stdin, pages): each batch is scheduled
  through ``_schedule_next()``, *the step seam*. Live, it posts the next batch to the
  reactor; frozen, it holds the continuation and ``step(n)`` releases exactly n batches.

A parked guest (blocked in GetMessage with nothing to do) costs nothing: parked batches
have no effect besides charging the clock, so runs of them are skipped in one go up to the
next timer deadline, and a live host with no timer pending waits for input instead of
spinning. Both are exact equivalents of running those batches one by one.

No batch holds the process, whatever ``--batch-size`` is: a batch runs in counted slices
(``VM.run_batch``), and between two slices a driver may suspend it — the reactor driver
after :data:`TURN_SECONDS` so other clients are served, both drivers when the run must end
(``quit``, ``--max-seconds``, a signal). A suspended batch resumes where it stopped and the
guest cannot tell. While a batch is suspended, commands that leave the guest alone
(:data:`ANYTIME`: looking, and ``quit``) answer at once; the others wait for the batch
boundary, as they always do.

Held answers clean up after a client that goes away: :meth:`Host.submit` and
:meth:`Host.step` return Deferreds with cancellers — queued commands are dropped, and a
step stops at its next batch boundary.
"""

import marshal
import os
import time

from twisted.internet import defer
from twisted.python.failure import Failure

from .control import snapshot as snapshots
from .control.dispatch import CommandError, Dispatcher, OutputError
from .control.protocol import GUEST_WRITES, INPUT_ACTIONS, reply_error, reply_ok
from .events import batch as event_batch
from .events.commands import StepUntil
from .replay.recorder import Recorder
from .win32.user import procwindows

__all__ = ["Host", "TURN_SECONDS", "ANYTIME", "AFTER_END", "post_close"]

WM_CLOSE = 0x0010

#: Longest stretch of batches (or of one batch's slices) the reactor driver runs before it
#: lets the reactor serve other clients.
TURN_SECONDS = 0.02

#: Commands that do not touch the guest (they read the machine, or end the run): they run
#: at once even in the middle of a suspended batch, where all others wait for its end.
ANYTIME = frozenset(["ping", "snapshot", "png", "dump-mem", "quit"])
#: Commands that still answer once the run has ended: looking, and taking out what the
#: program left (the file it saved before it exited, the text it copied).
AFTER_END = frozenset(["png", "snapshot", "ping", "eval", "dump-mem", "get-file",
                       "list-files", "clipboard"])
#: Commands that leave what a snapshot reads of the VM as it was: they look, or (``step``)
#: run batches, which count as changes on their own (Host.changes). Every other command
#: counts as one.
LOOKS = frozenset(["snapshot", "png", "ping", "step"])


class Host:
    """Drives one VM. ``reactor`` is needed only for the reactor-driven mode."""

    def __init__(self, vm, reactor=None, frozen=False, schedule=(), max_batches=None,
                 stuck_after=None, close_at_max=False, app=None, session="cli",
                 wall=time.monotonic, out=None, wall_live=False):
        self.vm = vm
        self.reactor = reactor
        self.frozen = frozen
        self.schedule = {}
        for batch, cmd in schedule:
            self.schedule.setdefault(batch, []).append(cmd)
        self.max_batches = max_batches
        self.stuck_after = stuck_after
        self.close_at_max = close_at_max
        self.app = app
        self.session = session
        self.wall = wall
        self.out = out                   # callable(str) for --input png/dump-mem log lines
        self.dispatcher = Dispatcher(self)
        self.live = []                   # _Waiting entries: commands for a batch boundary
        self.ticks = 0                   # batches retired, any mode
        self.frozen_steps = 0            # batches run by `step`
        self.stuck = 0
        self.end_reason = None
        self.dropped = []                # scheduled events never executed
        self.input_errors = []
        self._started_wall = wall()
        self._pending_call = None
        self._stepping = None            # [remaining, ran, Deferred] while a step runs
        self._until = None               # StepUntil of the running step (events/commands.py)
        self._stopped_by = None          # the event that stopped it
        self._close_sent_at = None
        self._quit_requested = None
        self._ended_d = defer.Deferred()
        # What may have changed what a snapshot reads of the VM, counted: the guest runs
        # only in run_one_batch (its batches and the commands at their boundary), the
        # host's own commands run in _execute_list (those not in LOOKS count), and _end
        # and a bounded run's close change it too. A skipped batch (_skip) charges the
        # clock and the counters alone, which the snapshot reads every time: a noop step
        # of a parked guest changes nothing here.
        self.changes = 0
        self._kept = None    # ((vm, changes, api calls, fault), _guest_part marshalled)
        # Wall-clock live mode (browser pages, and `run --wall-clock`; see "wall-clock
        # live mode" below). Otherwise the CLI's guest time is charged per batch.
        self.wall_live = wall_live
        self.paused = False              # a hidden page: no live batches until shown
        if wall_live and not frozen:
            vm.clock.follow_wall()
        # The replay journal since launch, and the recording while one is on (replay/).
        self.recorder = Recorder(self)

    # -- the batch ------------------------------------------------------------------
    @property
    def ended(self):
        """True once the run is over (program exit, fault, bound or quit)."""
        return self.end_reason is not None

    def when_ended(self):
        """A Deferred firing with the end reason."""
        d = defer.Deferred()
        if self.ended:
            d.callback(self.end_reason)
        else:
            self._ended_d.addBoth(lambda r: (d.callback(r), r)[1])
        return d

    def _end(self, reason):
        if self.end_reason is None:
            self.changes += 1
            self.end_reason = reason
            event_batch.run_ended(self.vm, reason)
            self.dropped.extend((b, c) for b, cmds in sorted(self.schedule.items()) for c in cmds)
            self.schedule.clear()
            if self._pending_call is not None and self._pending_call.active():
                self._pending_call.cancel()
            self._pending_call = None
            for waiting in self.live:
                if not waiting.d.called:
                    waiting.d.callback([reply_error(getattr(c, "id", None),
                                                    "the run ended: %s" % reason)
                                        for c in waiting.commands])
            self.live = []
            if self._stepping is not None:
                _, ran, d = self._stepping
                self._stepping = None
                if not d.called:
                    d.callback(self._step_reply(ran))  # what ran before the end
            self.recorder.ended(reason)
            self._ended_d.callback(reason)

    def run_one_batch(self, keep_going=None):
        """Scheduled input, live commands, one VM batch, then the bounds.

        Returns True when the batch completed (or the run has ended), False when
        ``keep_going()`` suspended it between two slices: the next call resumes it, without
        running input or commands again — those belong to the batch boundary.
        """
        vm = self.vm
        self.changes += 1
        if not vm.mid_batch:
            b = vm.batches
            vm.clock.begin_batch()          # one clock reading for the whole batch
            self.recorder.batch_start(b)
            for cmd in self.schedule.pop(b, ()):
                self._run_scheduled(cmd)
            self._run_live()
        if self.ended:
            vm.clock.end_batch()
            return True
        changed = vm.run_batch(keep_going)
        if changed is None:
            return False
        vm.clock.end_batch()
        self.recorder.batch_end(vm.batches - 1, changed)
        event_batch.after_batch(vm, changed)
        self.ticks += 1
        self.stuck = 0 if changed else self.stuck + 1
        self._check_bounds()
        return True

    def _run_live(self):
        """Run the commands waiting for a batch boundary, in arrival order."""
        live, self.live = self.live, []
        for waiting in live:
            waiting.start(self._execute_list(waiting.commands))

    def _may_go_on(self, deadline=None):
        """A keep_going() for run_one_batch: suspend the batch when the run must end, and
        (reactor driver) once ``deadline`` on the wall has passed."""
        def keep_going():
            if self.ended or self._quit_requested:
                return False
            return deadline is None or self.wall() < deadline
        return keep_going

    def _skippable(self, limit):
        """How many coming batches are certain no-ops (parked, nothing due, no input)."""
        vm = self.vm
        if not vm.parked or vm.ended or vm.mid_batch or vm.wm.has_work() or self.live:
            return 0
        k = limit
        due = vm.next_wake_ms()
        if due is not None:
            now = vm.clock.now_ms()
            tick = vm.clock.tick_ms or 1
            k = min(k, max(0, -(-(due - now) // tick)))
        if self.schedule:
            k = min(k, max(0, min(self.schedule) - vm.batches))
        if self.max_batches is not None:
            k = min(k, max(0, self.max_batches - vm.batches))
        if self.stuck_after:
            k = min(k, max(0, self.stuck_after - self.stuck))
        return max(0, k)

    def _skip(self, k):
        """Retire ``k`` parked batches at once (exactly what running them would do)."""
        if k <= 0:
            return
        vm = self.vm
        self.recorder.skip(vm.batches, k)
        vm.batches += k
        vm.clock.charge(vm.clock.tick_ms * k)
        self.ticks += k
        self.stuck += k
        self._check_bounds()

    def _check_bounds(self):
        vm = self.vm
        if vm.machine.fault is not None:
            self._end("fault")
        elif vm.ended:                # exited, and no child process runs on
            self._end("exited")
        elif self._quit_requested:
            self._end(self._quit_requested)
        elif self.stuck_after and self.stuck >= self.stuck_after:
            self._end("stuck: %d batches without a change of frame" % self.stuck)
        elif self.max_batches is not None and vm.batches >= self.max_batches:
            if self.close_at_max and self._close_sent_at is None:
                # No schedule: ask the program to close, and give it time to do so.
                self._close_sent_at = vm.batches
                self.changes += 1
                self.recorder.close(vm.batches)
                post_close(vm)
                self.max_batches = vm.batches + 200
            else:
                self._end("max-batches")

    def _run_scheduled(self, cmd):
        self.recorder.command(cmd)
        try:
            value = self.dispatcher.execute(cmd)
        except CommandError as e:
            self.input_errors.append(str(e))
            if isinstance(e, OutputError):
                self.vm.outputs.failed(str(e))  # an output the run was asked for (exit 4)
            if self.out:
                self.out("[input] batch %d %s failed: %s" % (self.vm.batches, cmd.action, e))
            return
        if self.out and cmd.action == "png":
            self.out("[png] %s (%d bytes)" % (value["path"], value["bytes"]))
        elif self.out and cmd.action == "dump-mem":
            self.out("[dump-mem] %#x: %s" % (value["addr"], value["hex"]))

    # -- synchronous driver (plain CLI) ---------------------------------------------
    def run_sync(self, deadline=None):
        """Run until the program ends or a bound is hit; returns the end reason.

        ``deadline`` (wall seconds) and a signal handler's ``_end`` are honoured between
        two slices of a batch too, so a huge batch of a spinning guest cannot outlast them.
        """
        while not self.ended:
            if deadline is not None and self.wall() >= deadline:
                self._end("max-seconds")
                break
            k = self._skippable(1 << 30)
            if k:
                if k >= (1 << 30):  # parked for good: nothing can ever happen again
                    self._end("idle: the program waits for input and none is scheduled")
                    break
                self._skip(k)
                continue
            self.run_one_batch(self._may_go_on(deadline))
        return self.end_reason

    # -- reactor driver: the step seam ---------------------------------------------------
    def start(self):
        """Begin reactor-driven execution (frozen hosts wait for `step`)."""
        self._stamp_wall()
        self._schedule_next()

    def _stamp_wall(self):
        """Events carry wall time while a reactor-driven host runs live; frozen and plain
        CLI runs leave it out, so their event streams stay byte-identical."""
        live = self.reactor is not None and not self.frozen
        self.vm.events.wall = time.time if live else None

    def _schedule_next(self, delay=0):
        """The step seam: every next batch is reached through here."""
        if self.ended or self._pending_call is not None:
            return
        if self._stepping is not None:
            self._pending_call = self.reactor.callLater(0, self._step_tick)
            return
        if self.frozen or self.paused:
            return  # hold the continuation: `step` (or showing the page) hands it back
        self._pending_call = self.reactor.callLater(delay, self._live_tick)

    def _live_tick(self):
        self._pending_call = None
        if self.ended or self.frozen or self.paused:
            return
        if not self.run_one_batch(self._may_go_on(self.wall() + TURN_SECONDS)):
            self._schedule_next()   # suspended mid-batch: serve the reactor, then resume
            return
        if self.ended or self._pending_call is not None:
            return
        if self.wall_live:
            self._wall_idle()
            return
        k = self._skippable(1 << 30)
        if k >= (1 << 30):
            return  # parked with no timer: wake() on the next command or input
        if k:
            # Idle until the next timer: keep guest time in step with the wall while idle.
            delay = k * self.vm.clock.tick_ms / 1000.0
            self._pending_call = self.reactor.callLater(delay, self._wake_after_skip, k)
            return
        self._schedule_next()

    def _wake_after_skip(self, k):
        self._pending_call = None
        self._skip(min(k, self._skippable(k)))
        self._schedule_next()

    def wake(self):
        """Something arrived (a command, input): run the next batch now, if live."""
        if self.ended or self.frozen or self.paused or self._stepping is not None:
            return
        if self._pending_call is not None:
            self._pending_call.cancel()
            self._pending_call = None
        self._schedule_next()

    # -- wall-clock live mode (pages) -------------------------------------------------------
    # A page's live guest reads the wall, so parked batches cannot be skipped by charging
    # time: the host sleeps until the next timer deadline in wall time (or until wake()).

    def _wall_idle(self):
        vm = self.vm
        if vm.ended:
            return
        if not vm.parked or vm.wm.has_work() or self.live:
            self._schedule_next()
            return
        due = vm.next_wake_ms()
        if due is None:
            return  # parked with no timer: wake() on the next command or input
        self._schedule_next(max(0, due - vm.clock.now_ms()) / 1000.0)

    def set_paused(self, on):
        """Pause (a hidden page: no batches, guest time stops) or resume a wall-live host.

        Frozen hosts ignore the pause for stepping — a frozen guest already costs nothing,
        and dashboard tiles must stay steppable while their tab is not on top.
        """
        on = bool(on)
        if on == self.paused:
            return
        self.paused = on
        if on:
            if not self.frozen:
                self.vm.clock.stop_wall()
            if self._pending_call is not None and self._stepping is None:
                self._pending_call.cancel()
                self._pending_call = None
        else:
            if not self.frozen:
                self.vm.clock.follow_wall()
            self._schedule_next()

    # -- frozen mode -------------------------------------------------------------------------
    def set_frozen(self, on):
        """Freeze (no batch runs, the clock stops) or unfreeze; returns the status."""
        self.frozen = bool(on)
        self._stamp_wall()
        if self.wall_live:
            # Frozen guest time is charged per step; unfreezing slides the wall origin so
            # the guest sees no jump.
            if self.frozen:
                self.vm.clock.stop_wall()
            elif not self.paused:
                self.vm.clock.follow_wall()
        if self.frozen:
            if self._pending_call is not None and self._stepping is None:
                self._pending_call.cancel()
                self._pending_call = None
        else:
            self._schedule_next()
        return self.status()

    def status(self):
        """Frozen state and counters."""
        return {"frozen": self.frozen, "ticks": self.ticks, "steps": self.frozen_steps,
                "guestMs": self.vm.clock.now_ms(), "tickMs": self.vm.clock.tick_ms}

    def step(self, n, ms=None, until=None):
        """Run exactly ``n`` batches of a frozen VM; Deferred -> the step reply.

        ``until`` (a Matcher or "idle", events/filters.py) ends the step early: at the end
        of the batch in which a matching event occurred, or once the guest is idle; the
        reply then adds ``stoppedBy`` (null when the n batches ran out first)."""
        if not self.frozen:
            raise CommandError("step needs a frozen VM: send `frozen on` first")
        if ms is not None and ms != self.vm.clock.tick_ms and self.wall_live:
            self.vm.clock.tick_ms = ms   # a page's step MS changes its tick from now on
        elif ms is not None and ms != self.vm.clock.tick_ms:
            raise CommandError(
                "step %d %d: this CLI VM charges %g ms per batch, fixed at launch by "
                "--tick-ms-per-batch; omit MS or relaunch with --tick-ms-per-batch=%d"
                % (n, ms, self.vm.clock.tick_ms, ms))
        if self._stepping is not None:
            raise CommandError("a step is already running")
        d = defer.Deferred(canceller=self._cancel_step)
        self._stopped_by = None
        if until is not None:
            self._until = StepUntil(self.vm, until)
            if not self.ended:
                self._stopped_by = self._until.hit(self)   # "idle" may hold already
        if n == 0 or self.ended or self._stopped_by is not None:
            d.callback(self._step_reply(0))
            return d
        self._stepping = [n, 0, d]
        self._schedule_next()
        return d

    def _cancel_step(self, d):
        """The step's client went away: stop at the next batch boundary (the batch under
        way finishes, so a frozen VM is never left mid-batch), freeing the reactor."""
        if self._stepping is not None and self._stepping[2] is d:
            self._stepping[0] = 0
            if self._pending_call is None:
                self._schedule_next()

    def _step_tick(self):
        self._pending_call = None
        stepping = self._stepping          # [remaining, ran, Deferred], updated in place
        if stepping is None:
            return
        # Run a slice of the step per reactor turn so other clients stay served; a batch
        # longer than the turn is suspended between its slices and resumed next turn.
        deadline = self.wall() + TURN_SECONDS
        keep_going = self._may_go_on(deadline)
        until = self._until
        while stepping[0] and not self.ended and not stepping[2].called:
            k = 0 if until is not None and until.idle else self._skippable(stepping[0])
            if k:
                self._skip(k)
            elif not self.run_one_batch(keep_going):
                break
            else:
                k = 1
            stepping[0] -= k
            stepping[1] += k
            self.frozen_steps += k
            if until is not None and not self.ended:
                self._stopped_by = until.hit(self)
                if self._stopped_by is not None:
                    stepping[0] = 0      # the end of the batch in which it happened
                    break
            if self.wall() >= deadline:
                break
        if self._stepping is None:  # the run ended inside and _end answered
            return
        d = stepping[2]
        if d.called:
            stepping[0] = 0         # cancelled: its client went away; stop at this boundary
        if (stepping[0] or self.vm.mid_batch) and not self.ended:
            self._schedule_next()
            return
        self._stepping = None
        if not d.called:
            d.callback(self._step_reply(stepping[1]))
        if self.live and (self.frozen or self.paused):
            self._run_live()        # commands that arrived mid-batch: the boundary is here
        self._schedule_next()

    def _step_reply(self, ran):
        reply = {"frozen": self.frozen, "ran": ran, "steps": self.frozen_steps,
                 "ticks": self.ticks, "guestMs": self.vm.clock.now_ms(),
                 "tickMs": self.vm.clock.tick_ms, "eip": self.vm.machine.eip}
        if self._until is not None:
            self._until.close()
            self._until = None
            reply["stoppedBy"] = self._stopped_by
            self._stopped_by = None
        return reply

    def guest_idle(self):
        """True when the guest is done reacting: parked in GetMessage with no input
        queued, no paint pending, no timer or sleep due, no command waiting (``step``'s
        ``until: "idle"``)."""
        vm = self.vm
        if not vm.parked or vm.ended or vm.mid_batch or vm.wm.has_work() or self.live:
            return False
        due = vm.next_wake_ms()
        return due is None or due > vm.clock.now_ms()

    # -- commands ---------------------------------------------------------------------------
    def submit(self, commands):
        """Run a list of Commands / Rejected items; Deferred -> list of replies in order.

        Live hosts run them at the next batch boundary; frozen (or ended) hosts at once —
        input only queues, so its effect appears after a step. In the middle of a
        suspended batch only :data:`ANYTIME` commands run at once; the rest waits for the
        boundary.

        Cancelling the Deferred (Klein does when the client disconnects) drops commands
        that have not started and cancels a running ``step``.
        """
        if self.ended:
            return self._execute_list(commands)
        if self.vm.mid_batch:
            if all(getattr(c, "action", None) in ANYTIME or not hasattr(c, "action")
                   for c in commands):
                return self._execute_list(commands)
        elif self.frozen or self.paused or self._stepping is not None:
            return self._execute_list(commands)
        waiting = _Waiting(self, commands)
        self.live.append(waiting)
        self.wake()
        return waiting.d

    def _execute_list(self, commands):
        """Run commands in order; a Deferred -> their replies. A command whose value is a
        Deferred (``step``) is waited for before the next runs. When this host's reactor
        can run such a Deferred to its end in the call (an in-process desktop's,
        api/local.py ``_Turns.run_until``), the whole list runs here and the Deferred
        returned has fired: no generator, no callbacks in between."""
        run_until = getattr(self.reactor, "run_until", None)
        if run_until is None:
            return self._execute_waiting(commands)
        try:
            replies = []
            for cmd in commands:
                reply = self._execute_one(cmd)
                if isinstance(reply, defer.Deferred):
                    run_until(reply)
                    got = []
                    reply.addBoth(got.append)
                    reply = got[0]
                    if isinstance(reply, Failure):
                        reply.raiseException()
                replies.append(reply)
                self._woken(cmd)
        except BaseException:       # as inlineCallbacks: the Deferred fails
            return defer.fail()
        return defer.succeed(replies)

    @defer.inlineCallbacks
    def _execute_waiting(self, commands):
        replies = []
        for cmd in commands:
            reply = self._execute_one(cmd)
            if isinstance(reply, defer.Deferred):
                reply = yield reply
            replies.append(reply)
            self._woken(cmd)
        return replies

    def _execute_one(self, cmd):
        """One command's reply, or a Deferred firing with it (a ``step``): a failed
        command (CommandError) is its ok:false reply."""
        if not hasattr(cmd, "action"):  # a Rejected item from the parser
            return cmd.reply()
        if self.ended and cmd.action not in AFTER_END:
            return reply_error(cmd.id, "the run has ended (%s)" % self.end_reason)
        if cmd.action not in LOOKS:
            self.changes += 1
        try:
            self.recorder.command(cmd)
            value = self.dispatcher.execute(cmd)
        except CommandError as e:
            return reply_error(cmd.id, str(e))
        if isinstance(value, defer.Deferred):
            def failed(f):
                f.trap(CommandError)        # anything else fails the list, as it did
                return reply_error(cmd.id, str(f.value))
            return value.addCallbacks(lambda v: reply_ok(cmd.id, v), failed)
        return reply_ok(cmd.id, value)

    def _woken(self, cmd):
        """After a command: input and guest writes wake a live host's parked guest."""
        action = getattr(cmd, "action", None)
        if action in INPUT_ACTIONS or action in GUEST_WRITES:
            # set-clipboard may have posted WM_DRAWCLIPBOARD to a parked viewer.
            self.wake()

    def request_quit(self, reason):
        """End the run at the next batch boundary (at once when frozen or idle)."""
        self._quit_requested = reason
        if self.reactor is not None:
            self.reactor.callLater(0, self._end, reason)
        else:
            self._end(reason)

    # -- inspection ---------------------------------------------------------------------------
    def snapshot(self):
        """The snapshot command's value, a new dict each time.

        What it reads of the guest (:meth:`_guest_part`) is kept, marshalled, and given
        again, unmarshalled into lists and dicts of the caller's own, while
        :attr:`changes` says nothing could have changed it (a noop step of a parked guest:
        the same windows and menus, read again for nothing); the counters, the clock and
        the end are read each time."""
        vm = self.vm
        kept = self._kept
        # The guest's own counters are in the key too: the VM may have run outside this
        # host (a test's driver, another Host made on it), and the windows, menus, exit
        # and parking it shows change only through API calls (input is turned into
        # messages inside GetMessage and its kin) or a fault.
        key = (vm, self.changes, vm.machine.api_calls, vm.machine.fault)
        if kept is not None and kept[0] == key:
            part = marshal.loads(kept[1])
        else:
            part = self._guest_part(vm)
            try:
                self._kept = (key, marshal.dumps(part))
            except ValueError:      # something not plain data: read it again next time
                self._kept = None
        return {
            "batch": vm.batches, "steps": self.frozen_steps, "ticks": self.ticks,
            "eip": vm.machine.eip, "guestMs": vm.clock.now_ms(), "frozen": self.frozen,
            "windows": part["windows"], "focus": part["focus"], "active": part["active"],
            "lastMessageBox": vm.wm.last_message_box,
            "menus": part["menus"], "quit": part["quit"], "exitCode": part["exitCode"],
            "parked": part["parked"], "fault": part["fault"], "ended": self.end_reason,
            "sound": part["sound"], "printed": part["printed"], "handles": part["handles"],
        }

    @staticmethod
    def _guest_part(vm):
        """What the snapshot reads of the guest's windows, menus and kernel (all but the
        counters, the clock, the frozen state, the end and the last MessageBox)."""
        # every process's windows (one desktop); focus and active: the foreground one's
        wm = procwindows.foreground(vm).wm
        fault = vm.machine.fault
        return {
            "windows": snapshots.annotate(procwindows.SessionWindows(vm),
                                          procwindows.describe_desktop(vm)),
            "focus": wm.foreground_input.focus, "active": wm.foreground_input.active,
            "menus": vm.menus.describe(),
            "quit": wm.quit_seen or vm.machine.exited,
            "exitCode": vm.machine.exit_code,
            "parked": vm.parked,
            "fault": fault.report() if fault is not None else None,
            "sound": vm.sound.describe(),
            "printed": vm.printed(),
            "handles": vm.handles.summary(),
        }

    def ping(self):
        """The ping command's value."""
        return {"session": self.session, "kind": "cli", "app": self.app, "pid": os.getpid(),
                "frozen": self.frozen, "uptime": round(self.wall() - self._started_wall, 3)}


def post_close(vm):
    """Post WM_CLOSE to every top-level window (the end of a bounded run without input;
    a replay repeats it where the recording says)."""
    for h in list(vm.wm.zorder):
        w = vm.wm.get(h)
        if w is not None and not w.owner:
            vm.wm.post(h, WM_CLOSE)


class _Waiting:
    """Commands submitted to a live host, waiting for a batch boundary; ``d`` is the
    submitter's Deferred. Its canceller drops the commands if they have not started, and
    cancels their execution (a running ``step``) if they have."""

    __slots__ = ("host", "commands", "d", "running")

    def __init__(self, host, commands):
        self.host = host
        self.commands = commands
        self.running = None
        self.d = defer.Deferred(canceller=self._cancel)

    def start(self, running):
        """The boundary came: ``running`` (a Deferred) executes the commands."""
        self.running = running
        running.addBoth(self._done)

    def _done(self, result):
        if isinstance(result, Failure):
            if not self.d.called:
                self.d.errback(result)
            else:
                result.trap(defer.CancelledError)   # our own cancel: nobody waits for it
        elif not self.d.called:
            self.d.callback(result)
        return None

    def _cancel(self, d):
        if self.running is None:
            if self in self.host.live:
                self.host.live.remove(self)
        else:
            self.running.cancel()
