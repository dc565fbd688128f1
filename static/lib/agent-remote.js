// agent-remote.js: connects this page to a wineagent hub so agents can drive it.
//
// Inert until connect() is called (the hub's server injects that call into every page it
// serves on loopback; elsewhere paste:
//   import('http://127.0.0.1:8080/lib/agent-remote.js').then(m => m.connect('http://127.0.0.1:8080'))
// ). Two transports to the hub, one session protocol:
//  - push (the hub is this page's own origin, the normal case): one WebSocket
//    /api/agent/ws; it says hello (or resumes its session after a reconnect), the hub sends
//    commands down it the moment an agent enqueues them, replies go back up it. No HTTP
//    request is held, so a dashboard of many pages fits in the browser's six HTTP
//    connections per host.
//  - long-poll (a hub on another origin, e.g. the pasted line; or when the socket never
//    opens): registers (POST hello), long-polls (GET poll, held ~25 s), posts each reply
//    (POST result).
// Either way it runs each command in order — each awaited before the next, so
// [click, step, png] is one round trip. Input commands are synthesized DOM events on
// #screen, so they go through the same page input code as a person's (isTrusted=false).
// Sharing input: the first input command makes the agent own input; while it does, a
// capture guard drops trusted mouse/wheel/touch events aimed at #screen and
// shouldIgnorePageKey() drops trusted keys. Unchecking "Agent owns input" hands it back for
// good (auto-engage is retired); `user-input on|off` is the agent's side of the switch.

const INPUT = new Set(['click', 'dblclick', 'mousedown', 'mouseup', 'mousemove', 'drag',
  'wheel', 'keydown', 'keyup', 'keypress', 'type', 'key', 'dlg-cmd', 'dlg-click']);
const SCREEN_EVENTS = ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup',
  'mousemove', 'click', 'dblclick', 'contextmenu', 'wheel', 'touchstart', 'touchmove', 'touchend'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function shell() {
  const s = window.wineShell;
  if (!s) throw new Error('this page has no wineShell (not a wineagent emulator page)');
  return s;
}

/** Engage or release the agent's exclusive hold on input (and keep the checkbox in step). */
function setExclusive(on) {
  window.__agentInputExclusive = !!on;
  const box = document.getElementById('agentOwnsInput');
  if (box) box.checked = !!on;
}

function installGuard() {
  if (window.__agentGuard) return;
  window.__agentGuard = true;
  // Window capture runs before the canvas's own listeners: a person's events never reach
  // the page input code while the agent drives. The ?debug toolbar is not in #screen's
  // target chain, so its controls stay usable.
  for (const type of SCREEN_EVENTS) {
    window.addEventListener(type, (e) => {
      if (!window.__agentInputExclusive || !e.isTrusted) return;
      const screen = document.getElementById('screen');
      if (screen && e.target instanceof Node && screen.contains(e.target)) {
        e.stopImmediatePropagation();
        if (e.cancelable) e.preventDefault();
      }
    }, { capture: true, passive: false });
  }
  // The "Agent owns input" checkbox itself is wired by the page (index.html): unchecking
  // it sets window.__agentAutoEngageRetired, which execute() honours.
}

// --- input synthesis -------------------------------------------------------------------

async function pointer(type, x, y, button = 'left') {
  const s = shell();
  const canvas = s.canvas;
  const [clientX, clientY] = s.screen.toClient(x, y);
  const b = button === 'right' ? 2 : 0;
  const down = type === 'pointerdown';
  const init = { bubbles: true, cancelable: true, composed: true, clientX, clientY, button: type === 'pointermove' ? -1 : b,
    buttons: down ? (1 << (b === 2 ? 1 : 0)) : 0, pointerId: 1, pointerType: 'mouse', isPrimary: true, view: window };
  canvas.dispatchEvent(new PointerEvent(type, init));
  const mouseType = type.replace('pointer', 'mouse');
  canvas.dispatchEvent(new MouseEvent(mouseType, init));
}

function key(type, init) {
  const target = document.getElementById('screen') || document.body;
  const ev = new KeyboardEvent(type, Object.assign({ bubbles: true, cancelable: true, composed: true }, init));
  // Chrome ignores keyCode/charCode in the init dictionary; page code may read them.
  if (init.keyCode) Object.defineProperty(ev, 'keyCode', { get: () => init.keyCode });
  if (init.charCode) Object.defineProperty(ev, 'charCode', { get: () => init.charCode });
  target.dispatchEvent(ev);
}

// A pointer command may name a snapshot ref ({"ref": "w12"}) instead of x, y: the VM (on
// the server) knows where its windows are, so ask it, then synthesize the events there.
async function resolveRefs(s, action, a) {
  const at = async (ref, point) => vmReply(await s.screen.command({ action: 'locate', args: point ? { ref, point } : { ref } }));
  const out = Object.assign({}, a);
  if (a.ref != null) {
    const p = await at(a.ref, a.point);
    if (action === 'drag') { out.x1 = p.x; out.y1 = p.y; } else { out.x = p.x; out.y = p.y; }
  }
  if (a.toRef != null) { const p = await at(a.toRef, a.toPoint); out.x2 = p.x; out.y2 = p.y; }
  return out;
}

async function runInput(action, a) {
  const s = shell();
  const bi = s.keys;
  if (a.ref != null || a.toRef != null) a = await resolveRefs(s, action, a);
  switch (action) {
    case 'click': await pointer('pointerdown', a.x, a.y, a.button); await pointer('pointerup', a.x, a.y, a.button);
      s.canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: s.screen.toClient(a.x, a.y)[0], clientY: s.screen.toClient(a.x, a.y)[1] }));
      break;
    case 'dblclick':
      for (let i = 0; i < 2; i++) { await pointer('pointerdown', a.x, a.y, a.button); await pointer('pointerup', a.x, a.y, a.button); }
      break;
    case 'mousedown': await pointer('pointerdown', a.x, a.y, a.button); break;
    case 'mouseup': await pointer('pointerup', a.x, a.y, a.button); break;
    case 'mousemove': await pointer('pointermove', a.x, a.y, a.button); break;
    case 'drag': {
      const steps = Math.max(1, a.steps || 8);
      await pointer('pointermove', a.x1, a.y1); await pointer('pointerdown', a.x1, a.y1);
      for (let i = 1; i <= steps; i++) {
        await pointer('pointermove', a.x1 + Math.trunc((a.x2 - a.x1) * i / steps), a.y1 + Math.trunc((a.y2 - a.y1) * i / steps));
        await s.screen.flush();  // each move its own message: moves coalesce otherwise
      }
      await pointer('pointerup', a.x2, a.y2);
      break;
    }
    case 'wheel': {
      const [clientX, clientY] = s.screen.toClient(a.x, a.y);
      s.canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX, clientY, deltaY: -a.delta / 120 * 100, deltaMode: 0 }));
      break;
    }
    case 'keydown': key('keydown', bi.keyInitForVk(a.key)); break;
    case 'keyup': key('keyup', bi.keyInitForVk(a.key)); break;
    case 'keypress': key('keypress', bi.keyInitForChar(a.char)); break;
    case 'type': case 'key': case 'dlg-cmd': case 'dlg-click': {
      // Not DOM events: type/key are expanded by the VM's dispatcher into the same
      // keydown/keypress/keyup it gets from the page; dialog commands address controls.
      await s.screen.flush();
      const r = await s.screen.command({ action, args: a });
      return vmReply(r);
    }
    default: throw new Error('unknown input ' + action);
  }
  await s.screen.flush();
  return null;
}

function vmReply(r) {
  const reply = r.replies[0];
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

// --- the command table -----------------------------------------------------------------

async function execute(cmd, state) {
  const a = cmd.args || {};
  const s = () => shell();
  if (INPUT.has(cmd.action)) {
    if (window.__agentAutoEngageRetired) state.autoEngage = false;
    if (state.autoEngage && !window.__agentInputExclusive) setExclusive(true);
    const v = await runInput(cmd.action, a);
    return v === undefined ? null : v;
  }
  switch (cmd.action) {
    case 'png': return s().canvas.toDataURL('image/png');
    case 'eval': {
      // Page context: an expression, or statements whose `result` variable is the value.
      let v;
      try { v = (0, eval)(a.code); } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        v = (0, eval)('(async () => {' + a.code + '\n})()');
      }
      v = await v;
      try { return JSON.parse(JSON.stringify(v === undefined ? null : v)); } catch (_) { return String(v); }
    }
    case 'ping': return { session: state.session, kind: 'browser', app: s().app, href: location.href, transport: state.transport,
      frozen: window.WineFrozen.status().frozen, vm: s().screen.vm, userAgent: navigator.userAgent,
      agentOwnsInput: !!window.__agentInputExclusive };
    case 'apps': return s().apps.map((x) => x.id);
    case 'launch': await s().launchApp(a.app); return null;
    case 'user-input':
      // on: hand input back to the person (for good); off: the agent takes it.
      if (a.on) { setExclusive(false); state.autoEngage = false; window.__agentAutoEngageRetired = true; } else setExclusive(true);
      return { agentOwnsInput: !!window.__agentInputExclusive };
    case 'frozen': return a.on ? window.WineFrozen.on() : window.WineFrozen.off();
    case 'step': return window.WineFrozen.step(a.n, a.ms, a.until);
    case 'snapshot': case 'dump-mem': case 'locate': case 'text': case 'record': return vmReply(await s().screen.command({ action: cmd.action, args: a }));
    case 'quit': await s().screen.close(); return { closed: true };
    case 'fork': {
      // A new page VM with this one's state (docs/state.md). In a dashboard tile the
      // dashboard opens it as a new tile, whose page becomes a hub session of its own.
      const st = await s().screen.fork();
      const href = new URL('index.html?vm=' + st.vm, location.href).href;
      const dash = window.parent !== window ? window.parent.wineDashboard : null;
      const session = dash ? await dash.addVm(st.vm) : null;
      return { vm: st.vm, app: st.app, frozen: st.frozen, href, session };
    }
    default: throw new Error('action ' + cmd.action + ' is not supported by a browser page');
  }
}

// --- the hub loop ---------------------------------------------------------------------

/** Connect this page to the hub at ``hub`` (default: this script's own origin).
 *  ``transport``: 'ws' (push over a WebSocket; the default when the hub is this page's
 *  origin) or 'poll' (HTTP long-poll; the default for a hub elsewhere). */
export async function connect(hub, { token, transport } = {}) {
  hub = (hub || new URL(import.meta.url).origin).replace(/\/+$/, '');
  token = token || new URLSearchParams(location.search).get('agent') || null;
  if (window.__agentRemote && window.__agentRemote.hub === hub) return window.__agentRemote;
  if (window.__agentRemote) window.__agentRemote.stop();
  if (transport !== 'ws' && transport !== 'poll') {
    transport = hub === location.origin && typeof WebSocket === 'function' ? 'ws' : 'poll';
  }
  const state = {
    hub, session: null, connected: false, autoEngage: true, executed: 0, stopped: false,
    transport, socket: null,
    stop() { state.stopped = true; if (state.socket) state.socket.close(); },
  };
  window.__agentRemote = state;
  if (window.__agentInputExclusive === undefined) window.__agentInputExclusive = false;
  installGuard();
  const headers = { 'content-type': 'text/plain' };
  if (token) headers.authorization = 'Bearer ' + token;
  const api = (path) => hub + '/api/agent/' + path;
  const appName = () => (window.wineShell && window.wineShell.app) || new URLSearchParams(location.search).get('app');

  async function hello() {
    const r = await fetch(api('hello'), { method: 'POST', headers,
      body: JSON.stringify({ app: appName(), ua: navigator.userAgent, href: location.href }) });
    if (!r.ok) throw new Error('hello: HTTP ' + r.status);
    state.session = (await r.json()).sessionId;
    state.connected = true;
  }

  // Replies not yet delivered (push: the socket is down; they go when it is back).
  const unsent = [];
  function reply(r) {
    if (state.transport === 'ws') {
      unsent.push(r);
      flushReplies();
      return;
    }
    fetch(api('result?s=' + state.session), { method: 'POST', headers, body: JSON.stringify(r) })
      .catch(() => {});
  }
  function flushReplies() {
    const ws = state.socket;
    if (!unsent.length || !ws || ws.readyState !== 1 || !state.connected) return;
    ws.send(JSON.stringify({ t: 'result', replies: unsent.splice(0) }));
  }

  const queue = [];
  let running = false;
  async function run() {
    if (running) return;
    running = true;
    while (queue.length) {
      const cmd = queue.shift();
      let r;
      try {
        r = { id: cmd.id, ok: true, value: await execute(cmd, state) };
      } catch (e) {
        r = { id: cmd.id, ok: false, error: String(e && e.message || e) };
      }
      state.executed++;
      reply(r);
    }
    running = false;
  }

  async function pollLoop() {
    let backoff = 500;
    while (!state.stopped) {
      try {
        if (!state.session) await hello();
        const r = await fetch(api('poll?s=' + state.session), { headers: token ? { authorization: headers.authorization } : {}, cache: 'no-store' });
        if (r.status === 404) { state.session = null; state.connected = false; continue; }
        if (!r.ok) throw new Error('poll: HTTP ' + r.status);
        const { commands } = await r.json();
        backoff = 500;
        if (commands && commands.length) { queue.push(...commands); run(); }
      } catch (e) {
        state.connected = false;
        await sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
  }

  let wsBackoff = 500, wsOpened = false, wsFailures = 0;
  function openSocket() {
    if (state.stopped) return;
    const url = new URL(api('ws'));
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (token) url.searchParams.set('token', token);   // a WebSocket cannot carry headers
    const ws = new WebSocket(url);
    state.socket = ws;
    ws.onopen = () => {
      wsOpened = true;
      ws.send(JSON.stringify({ t: 'hello', app: appName(), ua: navigator.userAgent,
        href: location.href, session: state.session }));
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (_) { return; }
      if (msg.t === 'welcome') {
        state.session = msg.sessionId;
        state.connected = true;
        wsBackoff = 500;
        flushReplies();
      } else if (msg.t === 'commands' && Array.isArray(msg.commands)) {
        queue.push(...msg.commands);
        run();
      }
    };
    ws.onclose = () => {
      if (state.socket !== ws) return;
      state.socket = null;
      state.connected = false;
      if (state.stopped) return;
      if (!wsOpened && ++wsFailures >= 2) {      // no WebSocket to this hub: long-poll instead
        state.transport = 'poll';
        unsent.splice(0).forEach(reply);
        pollLoop();
        return;
      }
      setTimeout(openSocket, wsBackoff);
      wsBackoff = Math.min(wsBackoff * 2, 5000);
    };
  }

  if (state.transport === 'ws') openSocket(); else pollLoop();
  // Resolve once registered, so `await connect()` means "on the hub".
  for (let i = 0; i < 100 && !state.session; i++) await sleep(20);
  return state;
}
