"""``DesktopEnv``: one program on an in-process, frozen desktop as a Gymnasium environment.

Each ``step`` sends the action's input commands and ``step frameskip`` to the desktop in one
batch, then observes the screen and the window tree. Frozen time makes it exact: the same
seed and the same actions give the same observations, in any process.
"""

import copy

import numpy as np
import gymnasium
from gymnasium import spaces

from ..api import Desktop
from ..api.local import FrameMirror
from ..apps import APPS
from ..control import protocol
from ..control.snapshot import TEXT_CHARSET, text_tree
from .tasks import WinmineReveal

__all__ = ["DesktopEnv", "ACTION_NAMES", "MOD_NAMES", "TEXT_CHARSET"]

#: ``action["type"]`` values, in order (new kinds are only ever appended).
ACTION_NAMES = ("noop", "move", "click", "dblclick", "drag", "key", "type", "scroll")
#: The modifier keys of ``action["mods"]``, in order (held around the action).
MOD_NAMES = ("ctrl", "shift", "alt")
#: What :func:`text_tree` reads of a snapshot, unfiltered: the windows text is a function of
#: these alone (DesktopEnv._windows_text).
_TREE_KEYS = ("windows", "menus", "focus", "active", "lastMessageBox")
#: Most wheel notches of one ``scroll`` action, either way.
MAX_NOTCHES = 10
#: One wheel notch (WHEEL_DELTA in winuser.h).
WHEEL_DELTA = 120

def _diff_events(before, after):
    """Window appearances/disappearances, a new MessageBox and the exit, as event dicts."""
    events = []
    old = {w["hwnd"]: w for w in (before or {}).get("windows") or ()}
    new = {w["hwnd"]: w for w in after.get("windows") or ()}
    # Each with its ref, as the MCP tools' changes carry it: a policy reading `windows`
    # acts on the same name (CommandActions: {"action": "click", "args": {"ref": ...}}).
    for h, w in new.items():
        if h not in old:
            events.append({"type": "window-opened", "ref": w.get("ref"), "hwnd": h,
                           "class": w.get("class"), "title": w.get("title")})
    for h, w in old.items():
        if h not in new:
            events.append({"type": "window-closed", "ref": w.get("ref"), "hwnd": h,
                           "class": w.get("class"), "title": w.get("title")})
    mb = after.get("lastMessageBox")
    if mb and mb != (before or {}).get("lastMessageBox"):
        events.append({"type": "messagebox", "box": mb})
    if after.get("ended") and not (before or {}).get("ended"):
        events.append({"type": "exit", "reason": after.get("ended"),
                       "code": after.get("exitCode")})
    return events


class DesktopEnv(gymnasium.Env):
    """A Win32 program as an environment.

    Parameters: ``app`` (a bundled program) or ``exe`` (a PE32 path); ``args`` (the command
    line; by default the program's own, with ``/seed N`` from the reset seed for programs
    that take one); ``frameskip`` batches run per step; ``screen`` (width, height);
    ``reward_fn(snapshot, events) -> float`` or ``(float, terminated)`` (default: reward 0),
    or ``"winmine"`` for :class:`~wineagent.gym.tasks.WinmineReveal`; ``settle`` batches run
    after a reset before the first observation; ``max_text`` the ``windows`` text bound;
    ``render_mode`` None or ``"rgb_array"``; ``copy_screen`` False gives ``screen`` as the
    desktop's read-only array (no copy a step: the same array while the screen is
    unchanged, a new one when it changes) instead of a writable copy each step.

    Observation (``Dict``): ``screen`` the RGB frame ``(H, W, 3) uint8``; ``windows`` the
    visible window tree as text (:func:`wineagent.control.snapshot.text_tree`, with refs); ``step`` the desktop's frozen
    step counter. Action (``Dict``): ``type`` one of :data:`ACTION_NAMES`; ``point`` (x, y);
    ``point2`` a drag's end; ``button`` 0 left / 1 right; ``key`` a virtual-key code;
    ``text`` what ``type`` types; ``scroll`` wheel notches at ``point`` (positive: up, or
    right with ``horizontal`` 1); ``mods`` (ctrl, shift, alt) held around the action, so
    ``key`` with mods is a combination such as ctrl+s. An action without ``scroll``,
    ``horizontal`` or ``mods`` (made before they existed) reads them as 0. ``terminated`` when the program's run ends (or the task
    says so); truncation is left to ``max_episode_steps``.
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 30}

    def __init__(self, app="winmine", exe=None, args=None, frameskip=8, screen=(640, 480),
                 reward_fn=None, settle=30, max_text=4096, max_type=16, render_mode=None,
                 seed_args=None, copy_screen=True):
        if render_mode not in (None, "rgb_array"):
            raise ValueError("render_mode must be None or 'rgb_array', got %r" % render_mode)
        if int(frameskip) < 0:
            raise ValueError("frameskip must be >= 0, got %r" % frameskip)
        if exe is not None:
            app = None
        self.app, self.exe, self.args = app, exe, args
        self.frameskip = int(frameskip)
        self.settle = int(settle)
        self.render_mode = render_mode
        self.max_text = int(max_text)
        if reward_fn == "winmine":
            reward_fn = WinmineReveal()
        elif isinstance(reward_fn, str):
            raise ValueError("reward_fn: unknown task %r (built in: 'winmine')" % reward_fn)
        self.reward_fn = reward_fn
        self.seed_args = seed_args if seed_args is not None else self._default_seed_args()
        w, h = screen
        self.screen_size = (int(w), int(h))
        self.observation_space = spaces.Dict({
            "screen": spaces.Box(0, 255, (h, w, 3), np.uint8),
            "windows": spaces.Text(self.max_text, min_length=0, charset=TEXT_CHARSET),
            "step": spaces.Box(0, np.iinfo(np.int32).max, (), np.int64),
        })
        self.action_space = spaces.Dict({
            "type": spaces.Discrete(len(ACTION_NAMES)),
            "point": spaces.MultiDiscrete([w, h]),
            "point2": spaces.MultiDiscrete([w, h]),
            "button": spaces.Discrete(2),
            "key": spaces.Discrete(254, start=1),
            "text": spaces.Text(max_type, min_length=0, charset=TEXT_CHARSET),
            "scroll": spaces.Discrete(2 * MAX_NOTCHES + 1, start=-MAX_NOTCHES),
            "horizontal": spaces.Discrete(2),
            "mods": spaces.MultiBinary(len(MOD_NAMES)),
        })
        self.copy_screen = bool(copy_screen)
        self.desktop = None
        self._snapshot = None
        self._frame = None
        self._mirror = FrameMirror()
        self._tree = None           # (what text_tree read of the snapshot, its text)
        self._tail = None           # (frameskip, names, the step's own last commands)

    def _default_seed_args(self):
        if self.app in APPS and APPS[self.app].args.startswith("/seed"):
            return "/seed {seed}"
        return None

    # -- gymnasium ------------------------------------------------------------------------
    def reset(self, *, seed=None, options=None):
        """A fresh desktop. Programs that take ``/seed N`` get ``N = seed`` (or one drawn
        from the environment's RNG), so ``reset(seed=s)`` gives the same episode every
        time; ``info`` names the guest seed and command line."""
        super().reset(seed=seed)
        if self.desktop is not None:
            self.desktop.close()
        args = self.args
        # An explicit seed is the guest's own (winmine's documented /seed 1 board is
        # reset(seed=1)); otherwise the env's RNG picks one, reproducibly.
        if seed is not None:
            guest_seed = int(seed) % (2 ** 31 - 1) or 1
        else:
            guest_seed = int(self.np_random.integers(1, 2 ** 31 - 1))
        if args is None and self.seed_args:
            args = self.seed_args.format(seed=guest_seed)
        self.desktop = Desktop(app=self.app, exe=self.exe, args=args,
                               screen=self.screen_size)
        if self.settle:
            self.desktop.step(self.settle)
        self._snapshot = None
        obs, snap = self._observe()
        if self.reward_fn is not None and hasattr(self.reward_fn, "reset"):
            self.reward_fn.reset(snap)
        return obs, {"guest_seed": guest_seed, "args": args, "events": [{"type": "reset"}]}

    def step(self, action):
        """Apply ``action``, run ``frameskip`` batches, observe."""
        if self.desktop is None:
            raise RuntimeError("call reset() before step()")
        return self.step_commands(self._commands(action))

    def step_commands(self, commands):
        """Like :meth:`step` with the action given as protocol commands (``[(action,
        args), ...]`` pairs); ``frameskip`` batches run after them."""
        d = self.desktop
        names, replies = self._send_step(commands)
        errors = [{"type": "action-error", "action": name, "error": str(reply.get("error"))}
                  for name, reply in zip(names, replies) if not reply.get("ok")]
        # The snapshot went in the same batch, after the step: one round through the
        # host's command path a step instead of two (a batch runs every command, a
        # failed one too, so the snapshot is taken whatever the actions did). Not when
        # the run ended in the step: the host answers the step from inside its last
        # batch then, before it counts that batch, and a snapshot of its own comes after.
        looked = replies[-1]
        snap = None
        if looked.get("ok") and not looked["value"].get("ended"):
            snap = looked["value"]
        before = self._snapshot
        obs, snap = self._observe(snap)
        events = errors + _diff_events(before, snap)
        terminated = bool(d.ended or snap.get("ended") or snap.get("quit"))
        reward = 0.0
        if self.reward_fn is not None:
            got = self.reward_fn(dict(snap, screen=obs["screen"]), events)
            if isinstance(got, tuple):
                got, done = got
                terminated = terminated or bool(done)
            reward = float(got)
        return obs, reward, terminated, False, {"events": events}

    def _send_step(self, commands):
        """Run the action's commands, ``step frameskip`` and ``snapshot`` as one batch:
        (the commands' names as given, their replies). Each is validated as every
        transport validates a command (a bad one is an ok:false reply: an action-error
        event); they go to :meth:`Desktop.execute` as Command objects, without the
        command dicts of ``Desktop.batch()`` whose parse would be this validation again,
        and the step's own last two were validated once."""
        names, items = [], []
        for name, args in commands:
            names.append(name)
            try:
                items.append(protocol.validate(protocol.Command(None, name, args)))
            except protocol.ProtocolError as e:
                items.append(protocol.Rejected(None, str(e)))
        tail_names, tail = self._step_tail()
        return names + tail_names, self.desktop.execute(items + tail)

    def _step_tail(self):
        """(names, commands): ``step frameskip`` (none at 0) and ``snapshot``, validated
        once for the env's frameskip."""
        if self._tail is None or self._tail[0] != self.frameskip:
            cmds = ([("step", {"n": self.frameskip})] if self.frameskip else []) + [
                ("snapshot", {})]
            self._tail = (self.frameskip, [n for n, _ in cmds],
                          [protocol.validate(protocol.Command(None, n, a)) for n, a in cmds])
        return self._tail[1], self._tail[2]

    def render(self):
        """The last frame (``render_mode="rgb_array"``), else None."""
        if self.render_mode == "rgb_array" and self._frame is not None:
            return self._frame.copy()   # the observation may be kept and changed
        return None

    def close(self):
        """Release the desktop."""
        if self.desktop is not None:
            self.desktop.close()
            self.desktop = None

    # -- helpers ----------------------------------------------------------------------------
    def _observe(self, snap=None):
        d = self.desktop
        if snap is None:
            snap = d.snapshot()
        self._snapshot = snap
        if self.copy_screen:
            # each step its own writable copy, as Gymnasium expects of observations: one
            # copy of the env's own frame, brought up to date in place (Desktop.frame()
            # would copy a changed frame once more)
            self._frame = self._mirror.update(d).copy()
        else:
            # the desktop's read-only array: a new one only when the pixels changed
            self._frame = d.frame()
        obs = {"screen": self._frame,
               "windows": self._windows_text(snap),
               "step": np.asarray(snap.get("steps", 0), dtype=np.int64)}
        return obs, snap

    def _windows_text(self, snap):
        """The observation's ``windows`` text: :func:`text_tree` of the snapshot, made
        again only when what it reads changed (most steps move no window, open no menu
        and change no focus; making it cost about a noop step's third)."""
        key = tuple(snap.get(k) for k in _TREE_KEYS)
        kept = self._tree
        if kept is not None and kept[0] == key:
            return kept[1]
        text = text_tree(snap, limit=self.max_text)
        # a copy of its own: a reward function may change the snapshot it is given
        self._tree = (copy.deepcopy(key), text)
        return text

    def _commands(self, action):
        kind = ACTION_NAMES[int(action["type"])]
        x, y = (int(v) for v in action["point"])
        button = "right" if int(action.get("button", 0)) else "left"
        mods = action.get("mods")
        held = [] if mods is None else [name for name, on in zip(MOD_NAMES, mods) if int(on)]
        if kind == "noop":
            return []
        if kind == "key":
            # The protocol's own combination: modifiers down, the key, modifiers up.
            return [("key", {"key": int(action["key"]), "mods": held})]
        if kind == "move":
            cmds = [("mousemove", {"x": x, "y": y})]
        elif kind in ("click", "dblclick"):
            cmds = [(kind, {"x": x, "y": y, "button": button})]
        elif kind == "drag":
            x2, y2 = (int(v) for v in action["point2"])
            cmds = [("drag", {"x1": x, "y1": y, "x2": x2, "y2": y2})]
        elif kind == "scroll":
            notches = int(action.get("scroll", 0))
            if not notches:
                cmds = []
            else:
                args = {"x": x, "y": y, "delta": WHEEL_DELTA * notches}
                if int(action.get("horizontal", 0)):
                    args["horizontal"] = True   # the tilt wheel: WM_MOUSEHWHEEL
                cmds = [("wheel", args)]
        else:
            cmds = [("type", {"text": str(action["text"])})]
        if not held or not cmds:
            return cmds
        # Modifiers held around a mouse action or typing (ctrl+click, shift+wheel), as a
        # person holds them: pressed before, released after, in reverse order.
        return ([("keydown", {"key": m}) for m in held] + cmds
                + [("keyup", {"key": m}) for m in reversed(held)])
