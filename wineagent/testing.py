"""Testing Windows programs: golden screens, and desktops for Twisted ``trial`` tests.

- :func:`assert_screen` compares a desktop's screen (or any Pillow image) with a golden PNG,
  ignoring masked areas and allowing ``tolerance`` differing pixels. On a mismatch it writes
  the actual image and a diff image (differing pixels red over the dimmed actual screen)
  and raises ``AssertionError`` naming both files. With updating on
  (``--wineagent-update-goldens`` under pytest, env ``WINEAGENT_UPDATE_GOLDENS=1``
  elsewhere) it writes the golden instead.
- :class:`AsyncDesktop` runs a frozen desktop on the running reactor: every call returns a
  Deferred, so a ``trial`` test returns or yields them. :func:`open_desktop` makes one for a
  test case, settles it, and closes it at the test's cleanup.

The pytest side (the ``desktop`` fixture, the options) is :mod:`wineagent.pytest_plugin`.
See docs/testing.md. Importing this module is cheap: Pillow, Twisted and the emulator load
on first use.
"""

import os

__all__ = ["assert_screen", "compare_screen", "ScreenDiff", "AsyncDesktop", "open_desktop",
           "settle", "UPDATE_ENV", "ARTIFACTS_ENV"]

#: Set to 1 to make :func:`assert_screen` write goldens instead of comparing (outside
#: pytest; under pytest use ``--wineagent-update-goldens``).
UPDATE_ENV = "WINEAGENT_UPDATE_GOLDENS"
#: Where :func:`assert_screen` writes actual and diff images outside pytest (default
#: ``wineagent-artifacts`` in the working directory).
ARTIFACTS_ENV = "WINEAGENT_ARTIFACTS"


class _Context(object):
    """Set by the pytest plugin around each test: where relative goldens live (the test
    file's folder), where artifacts go, whether to update goldens. None = defaults."""

    base_dir = None
    artifacts = None
    update = None


context = _Context()


# --- golden screens --------------------------------------------------------------------

class ScreenDiff(object):
    """How an image differs from a golden: ``count`` differing pixels outside the mask,
    their ``bbox`` (x0, y0, x1, y1 inclusive, or None), the ``mask`` (an ``L`` image, 255
    where they differ), or ``sizes`` ((w, h) of actual and golden) when the sizes differ."""

    def __init__(self, count, bbox, mask, sizes=None):
        self.count = count
        self.bbox = bbox
        self.mask = mask
        self.sizes = sizes

    def describe(self):
        """One line for a failure message."""
        if self.sizes:
            (aw, ah), (gw, gh) = self.sizes
            return "different sizes: actual %dx%d, golden %dx%d" % (aw, ah, gw, gh)
        if not self.count:
            return "identical"
        return "%d differing pixels, bbox %d,%d-%d,%d" % ((self.count,) + self.bbox)


def _ignore_mask(mask, size):
    """An ``L`` image, 255 where differences are ignored, from ``mask``: None, a list of
    boxes ``(x0, y0, x1, y1)`` (right and bottom exclusive, like a Win32 RECT and a
    snapshot window's ``rect``) or window dicts with a ``rect``, an image (non-zero pixels
    are ignored) or the path of one."""
    from PIL import Image, ImageDraw

    if mask is None:
        return None
    if isinstance(mask, (str, os.PathLike)):
        with Image.open(mask) as m:
            mask = m.copy()
    if isinstance(mask, Image.Image):
        if mask.size != size:
            raise ValueError("mask image is %dx%d, the screen %dx%d"
                             % (mask.size + size))
        return mask.convert("L").point(lambda v: 255 if v else 0)
    out = Image.new("L", size, 0)
    draw = ImageDraw.Draw(out)
    for box in mask:
        if isinstance(box, dict):
            box = box.get("rect")
        try:
            x0, y0, x1, y1 = (int(v) for v in box)
        except (TypeError, ValueError):
            raise ValueError("mask entries are (x0, y0, x1, y1) boxes or windows with a "
                             "rect, got %r" % (box,)) from None
        if x1 > x0 and y1 > y0:
            draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=255)
    return out


def compare_screen(actual, golden, mask=None):
    """Compare Pillow images ``actual`` and ``golden`` outside ``mask`` (see
    :func:`assert_screen`); returns a :class:`ScreenDiff`."""
    from PIL import ImageChops

    from .pngdiff import diff_images

    if actual.size != golden.size:
        return ScreenDiff(None, None, None, sizes=(actual.size, golden.size))
    _, _, differ = diff_images(actual, golden)
    ignore = _ignore_mask(mask, actual.size)
    if ignore is not None:
        differ = ImageChops.subtract(differ, ignore)
    box = differ.getbbox()
    if box is None:
        return ScreenDiff(0, None, differ)
    x0, y0, x1, y1 = box
    return ScreenDiff(differ.histogram()[255], (x0, y0, x1 - 1, y1 - 1), differ)


def _screen_of(desktop):
    """A Pillow RGB image: ``desktop`` itself, or its ``png()`` (a Desktop, a remote one)."""
    from PIL import Image

    if isinstance(desktop, Image.Image):
        return desktop.convert("RGB")
    return desktop.png().convert("RGB")


def _caller_dir():
    """The folder of the module that called assert_screen (a trial test module: trial runs
    tests inside ``_trial_temp``, so the working directory is no place for goldens), or
    the working directory when the caller has no file (a REPL)."""
    import sys
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__") in (__name__,
                                                                    "wineagent.pytest_plugin"):
        frame = frame.f_back
    path = frame.f_globals.get("__file__") if frame is not None else None
    return os.path.dirname(os.path.abspath(path)) if path else os.getcwd()


def _updating(update):
    if update is not None:
        return bool(update)
    if context.update is not None:
        return context.update
    return os.environ.get(UPDATE_ENV, "") not in ("", "0")


def _artifacts_dir(artifacts):
    if artifacts is not None:
        return os.fspath(artifacts)
    if context.artifacts is not None:
        return context.artifacts
    return os.environ.get(ARTIFACTS_ENV) or os.path.abspath("wineagent-artifacts")


def _save(image, path):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    image.save(path, format="PNG")
    return path


def assert_screen(desktop, golden, mask=None, tolerance=0, update=None, artifacts=None):
    """Assert that ``desktop``'s screen matches the golden PNG ``golden``.

    ``desktop`` is anything with ``png()`` returning a Pillow image (``wineagent.Desktop``,
    ``wineagent.connect(...)``) or a Pillow image. A relative ``golden`` is relative to the
    test file's folder under pytest, else to the folder of the calling module's file. ``mask`` hides areas
    that may differ (a clock, a caret): boxes ``(x0, y0, x1, y1)`` with right and bottom
    exclusive, snapshot windows (their ``rect``), or a mask image whose non-zero pixels are
    ignored. ``tolerance`` is how many pixels outside the mask may differ (frozen runs are
    deterministic, so the default is 0). Returns the :class:`ScreenDiff`.

    On a mismatch (or a missing golden) writes ``NAME.actual.png`` and ``NAME.diff.png``
    to the artifacts folder (under pytest ``--wineagent-artifacts``, default
    ``wineagent-artifacts/TEST_ID/`` in the rootdir; elsewhere env ``WINEAGENT_ARTIFACTS``
    or ``./wineagent-artifacts``) and raises ``AssertionError`` naming them. With
    ``update`` (default: ``--wineagent-update-goldens`` / env ``WINEAGENT_UPDATE_GOLDENS``)
    writes the golden from the screen instead and passes.
    """
    from PIL import Image

    __tracebackhide__ = True   # pytest shows the test's line, not this function's body
    actual = _screen_of(desktop)
    golden = os.fspath(golden)
    if not os.path.isabs(golden):
        golden = os.path.join(context.base_dir or _caller_dir(), golden)
    if _updating(update):
        _save(actual, golden)
        return ScreenDiff(0, None, None)
    stem = os.path.splitext(os.path.basename(golden))[0]
    out = _artifacts_dir(artifacts)
    actual_path = os.path.join(out, stem + ".actual.png")
    if not os.path.exists(golden):
        _save(actual, actual_path)
        raise AssertionError("no golden %s (run pytest with --wineagent-update-goldens, or "
                             "set %s=1, to create it); actual screen: %s"
                             % (golden, UPDATE_ENV, actual_path))
    with Image.open(golden) as g:
        expected = g.convert("RGB")
    diff = compare_screen(actual, expected, mask)
    if diff.sizes is None and diff.count <= tolerance:
        return diff
    _save(actual, actual_path)
    message = "screen differs from golden %s: %s" % (golden, diff.describe())
    if diff.sizes is None:
        from .pngdiff import diff_picture
        diff_path = _save(diff_picture(actual, diff.mask),
                          os.path.join(out, stem + ".diff.png"))
        message += " (tolerance %d); actual: %s; diff: %s" % (tolerance, actual_path,
                                                              diff_path)
    else:
        message += "; actual: %s" % actual_path
    raise AssertionError(message)


# --- trial: desktops on the running reactor -----------------------------------------------

class AsyncDesktop(object):
    """A frozen in-process desktop whose calls return Deferreds, for ``trial`` tests.

    It runs on the real reactor through the same Host and Dispatcher as ``wineagent run
    --control`` (so a ``step`` is sliced into reactor turns instead of blocking it) and
    takes the arguments of :class:`wineagent.Desktop`. Each call's Deferred fires with the
    reply value or fails with :class:`wineagent.WineAgentError` carrying the server's
    message. Calls run in the order made, each after the previous one finished.
    Cancelling a call stops the wait for it (what already runs finishes); cancelling a
    long :meth:`step` also stops it after its chunk in flight.
    """

    def __init__(self, app=None, exe=None, args=None, screen=(640, 480), batch_size=20000,
                 tick_ms=16, vfs_root=None, reactor=None):
        from twisted.internet import defer

        from .api.local import open_frozen

        if reactor is None:
            from twisted.internet import reactor
        self.vm, self.host = open_frozen(app, exe, args, tuple(screen), batch_size, tick_ms,
                                         vfs_root, reactor, "trial:%d" % os.getpid())
        self.closed = False
        self._n = 0
        self._tail = defer.succeed(None)   # fires when the last command sent has run

    def command(self, action, **args):
        """Send one protocol command (docs/protocol.md); Deferred -> its reply value."""
        return self.commands([(action, args)]).addCallback(lambda values: values[0])

    def commands(self, pairs):
        """Send ``[(action, args), ...]`` as one array; Deferred -> their values in
        order, failing with the first error."""
        from twisted.internet import defer

        from .api.session import WineAgentError
        from .control import protocol

        if self.closed:
            return defer.fail(WineAgentError("this desktop is closed"))
        items = []
        for action, args in pairs:
            self._n += 1
            try:
                items.append(protocol.parse_command(
                    {"id": "trial.%d" % self._n, "action": action, "args": args}))
            except protocol.ProtocolError as e:
                return defer.fail(WineAgentError(str(e), action))

        def values(replies):
            for item, reply in zip(items, replies):
                if not reply.get("ok"):
                    raise WineAgentError(str(reply.get("error")), item.action, reply)
            return [reply.get("value") for reply in replies]

        # Commands run in the order they were sent, each after the previous one finished
        # (as on one connection), so a cancelled call's tail never collides with the next.
        previous, finished = self._tail, defer.Deferred()
        self._tail = finished

        def submit(_):
            d = self.host.submit(items)
            d.addBoth(lambda result: (finished.callback(None), result)[1])
            return d
        return _cancellable(previous.addCallback(submit)).addCallback(values)

    def click(self, x, y, button="left"):
        """Press and release at screen (x, y); shows after a step."""
        return self.command("click", x=x, y=y, button=button)

    def dblclick(self, x, y, button="left"):
        """A double click at (x, y)."""
        return self.command("dblclick", x=x, y=y, button=button)

    def drag(self, x1, y1, x2, y2, steps=8):
        """Press at (x1, y1), move in ``steps`` moves, release at (x2, y2)."""
        return self.command("drag", x1=x1, y1=y1, x2=x2, y2=y2, steps=steps)

    def move(self, x, y):
        """Move the pointer to (x, y)."""
        return self.command("mousemove", x=x, y=y)

    def key(self, spec):
        """Press and release a key or combination (``"enter"``, ``"ctrl+s"``)."""
        return self.command("key", key=spec)

    def type(self, text):
        """Type text, character by character."""
        return self.command("type", text=text)

    def step(self, n=1, chunk=16):
        """Run exactly ``n`` batches, ``chunk`` per step command; Deferred -> the step
        reply (``ran`` counts all of them).

        Cancelling it stops after the chunk in flight (a batch cannot be interrupted), so
        the desktop is at once usable again: the next call queues behind that chunk."""
        from twisted.internet import defer

        if n <= chunk:
            return self.command("step", n=n)
        done = {"ran": 0}
        out = defer.Deferred(lambda _: None)   # cancelling: no further chunks

        def more(reply):
            if out.called:
                return   # cancelled: the chunk in flight was the last
            if reply is not None:
                done["ran"] += reply["ran"]
                if done["ran"] >= n or reply["ran"] == 0:   # done, or the run ended
                    out.callback(dict(reply, ran=done["ran"]))
                    return
            k = min(chunk, n - done["ran"])
            self.command("step", n=k).addCallbacks(more, lambda f: None if out.called
                                                   else out.errback(f))
        more(None)
        return out

    def snapshot(self):
        """Deferred -> the snapshot dict."""
        return self.command("snapshot")

    def find(self, title=None, cls=None):
        """Deferred -> the first visible window whose title contains ``title`` and whose
        class is ``cls`` (any case), or None."""
        def pick(snap):
            for w in snap["windows"]:
                if (w.get("visible") and (title is None or title in str(w.get("title")))
                        and (cls is None or cls.lower() == str(w.get("class")).lower())):
                    return w
            return None
        return self.snapshot().addCallback(pick)

    def png(self):
        """Deferred -> the screen as a Pillow RGB image."""
        from .api.session import _png_image
        return self.command("png").addCallback(_png_image)

    def close(self):
        """End the run and release the VM (idempotent)."""
        if self.closed:
            return
        self.closed = True
        if not self.host.ended:
            self.host._end("closed")
        self.vm.close()


def _cancellable(d):
    """A Deferred that follows ``d`` but can be cancelled on its own: the caller stops
    waiting; the Host finishes what it started (a half-run batch cannot be undone)."""
    from twisted.internet import defer

    out = defer.Deferred()

    def forward(result):
        if not out.called:
            out.callback(result)   # a Failure result errbacks
        # else the caller cancelled: nobody is left to see the result, failure or not.
        return None
    d.addBoth(forward)
    return out


def settle(desktop, max_batches=200):
    """Deferred: step ``desktop`` (an :class:`AsyncDesktop`) one batch at a time until the
    guest waits for input or ``max_batches`` ran; fires with the number of batches run."""
    from twisted.internet import defer

    @defer.inlineCallbacks
    def run():
        for n in range(1, max_batches + 1):
            yield desktop.step(1)
            snap = yield desktop.snapshot()
            if snap.get("parked") or snap.get("ended"):
                return n
        return max_batches
    return run()


def open_desktop(testcase, settle_batches=200, **kwargs):
    """For a ``trial`` test case: an :class:`AsyncDesktop` (``kwargs`` as for it) that is
    closed at the test's cleanup; Deferred -> the desktop once it has settled (see
    :func:`settle`; ``settle_batches=0`` skips settling)."""
    desktop = AsyncDesktop(**kwargs)
    testcase.addCleanup(desktop.close)
    if not settle_batches:
        from twisted.internet import defer
        return defer.succeed(desktop)
    return settle(desktop, settle_batches).addCallback(lambda _: desktop)
