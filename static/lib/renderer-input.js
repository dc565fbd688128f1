// The page's screen and hands: one server-side VM drawn on <canvas id="screen">.
//
// VmScreen opens a VM (POST /api/vm), keeps one WebSocket to it (/api/vm/ID/ws), draws
// every frame the server pushes (the server pushes only when the screen changed, and only
// after the previous frame was drawn and acknowledged), and routes pointer and wheel
// events on the canvas to the VM as input commands. Canvas pixels map 1:1 to VM screen
// pixels whatever the CSS size. A person's events and an agent's synthesized ones take the
// same path through here.

const BUTTONS = { 0: 'left', 2: 'right' };

/** Headers that carry the page's agent token (``?agent=TOKEN``, as agent-remote.js reads
 *  it), if any: on a wide bind, listing and starting programs beyond the bundled apps
 *  (--apps-dir, uploads) needs it, as the agent routes do (docs/browser.md). */
export function agentHeaders(extra = {}) {
  const token = new URLSearchParams(location.search).get('agent');
  return token ? Object.assign({ authorization: 'Bearer ' + token }, extra) : extra;
}

/** The programs this page may start: the bundled apps, then (loopback, or with the token)
 *  the operator's --apps-dir and the uploaded ones. */
export async function fetchApps(base = '') {
  const r = await fetch(base + '/api/vm/apps', { headers: agentHeaders(), cache: 'no-store' });
  return r.json();
}

export class VmScreen {
  constructor(canvas, { base = '' } = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.base = base;
    this.vm = null;           // VM id
    this.app = null;
    this.version = -1;        // frame version drawn on the canvas
    this.status = null;       // last status from the server
    this.ended = null;
    this.stats = { sent: 0, last: null, frames: 0 };
    this._ws = null;
    this._rid = 0;
    this._replies = new Map();
    this._frameWaiters = [];
    this._pending = [];       // input commands not yet sent (mousemoves coalesce)
    this._openWaiters = [];
    this._attachPointer();
    document.addEventListener('visibilitychange', () => this._send({ t: 'visibility', hidden: document.hidden }));
  }

  /** Open a VM for registry app ``app``; resolves with its status. */
  async open(app, { frozen = false, tickMs = 16 } = {}) {
    this.close();
    const r = await fetch(this.base + '/api/vm', {
      // application/json: the server refuses anything else on routes that act (a page of
      // another origin could send text/plain without asking; JSON needs a CORS preflight).
      method: 'POST', headers: agentHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify({ app, frozen, tickMs }),
    });
    const st = await r.json();
    if (!r.ok) throw new Error(st.error || ('HTTP ' + r.status));
    return this._opened(st);
  }

  /** Show an existing VM (one made by ``fork``, docs/state.md); resolves with its status. */
  async attach(vm) {
    this.close();
    const r = await fetch(this.base + '/api/vm/' + encodeURIComponent(vm) + '/status', { cache: 'no-store' });
    const st = await r.json();
    if (!r.ok) throw new Error(st.error || ('HTTP ' + r.status));
    return this._opened(st);
  }

  /** A new VM holding this one's state (POST /api/vm/ID/fork); resolves with its status. */
  async fork() {
    if (!this.vm) throw new Error('no app is running; launch one first');
    await this.flush();       // input sent before the fork is part of the state
    const r = await fetch(this.base + '/api/vm/' + this.vm + '/fork', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const st = await r.json();
    if (!r.ok) throw new Error(st.error || ('HTTP ' + r.status));
    return st;
  }

  async _opened(st) {
    this.vm = st.vm; this.app = st.app; this.status = st; this.ended = null; this.version = -1;
    this.canvas.width = st.width; this.canvas.height = st.height;
    this._connect();
    await new Promise((resolve) => this._openWaiters.push(resolve));
    return st;
  }

  /** Leave the VM (it ends at once; a page that just vanishes lets it expire in 60 s). */
  close() {
    if (!this.vm) return;
    const vm = this.vm;
    this.vm = null;
    if (this._ws) { this._ws.onclose = null; this._ws.close(); this._ws = null; }
    // keepalive: the request outlives a page that is unloading (sendBeacon cannot send JSON).
    fetch(this.base + '/api/vm/' + vm + '/close', { method: 'POST', keepalive: true,
      headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => {});
    for (const [, w] of this._replies) w.reject(new Error('the VM was closed'));
    this._replies.clear();
  }

  _connect() {
    const vm = this.vm;
    const url = new URL(this.base + '/api/vm/' + vm + '/ws', location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    this._ws = ws;
    ws.onopen = () => {
      if (document.hidden) this._send({ t: 'visibility', hidden: true });
      this._flushInput();
      this._openWaiters.splice(0).forEach((f) => f());
    };
    ws.onmessage = (ev) => this._message(ev.data);
    ws.onclose = () => {
      if (this._ws !== ws || this.vm !== vm || this.ended) return;
      this._ws = null;
      setTimeout(() => { if (this.vm === vm && !this._ws) this._connect(); }, 500);
    };
  }

  async _message(data) {
    if (typeof data === 'string') {
      const msg = JSON.parse(data);
      if (msg.t === 'reply') {
        const w = this._replies.get(msg.rid);
        this._replies.delete(msg.rid);
        if (msg.status) this.status = msg.status;
        if (w) (msg.error ? w.reject(new Error(msg.error)) : w.resolve(msg));
      } else if (msg.t === 'ended') {
        this.ended = msg.reason;
        this._frameWaiters.splice(0).forEach((w) => w.resolve());
      }
      return;
    }
    const version = new DataView(data).getUint32(0);
    const bmp = await createImageBitmap(new Blob([new Uint8Array(data, 4)], { type: 'image/png' }));
    this.ctx.drawImage(bmp, 0, 0);
    bmp.close();
    this.version = version;
    this.stats.frames++;
    this._send({ t: 'ack', v: version });
    this._frameWaiters = this._frameWaiters.filter((w) => {
      if (version >= w.v) { w.resolve(); return false; }
      return true;
    });
  }

  /** Resolves once the canvas shows frame ``v`` or later (or the VM ended). */
  waitForFrame(v) {
    if (this.version >= v || this.ended) return Promise.resolve();
    return new Promise((resolve) => this._frameWaiters.push({ v, resolve }));
  }

  _send(msg) {
    if (this._ws && this._ws.readyState === 1) { this._ws.send(JSON.stringify(msg)); return true; }
    return false;
  }

  /** Run commands on the VM (input, snapshot, dump-mem, dlg-*, frozen, step); resolves
   *  with {replies, status}. Earlier input is sent first, so order is kept. */
  command(body) {
    this._flushInput();
    const rid = ++this._rid;
    return new Promise((resolve, reject) => {
      this._replies.set(rid, { resolve, reject });
      if (!this._send({ t: 'cmd', rid, body })) {
        this._replies.delete(rid);
        reject(new Error('the VM is not connected'));
      }
    });
  }

  /** Queue one input command ({action, args}); sent on the next animation-free tick. */
  input(cmd, trusted) {
    const q = this._pending;
    if (cmd.action === 'mousemove' && q.length && q[q.length - 1].action === 'mousemove') q[q.length - 1] = cmd;
    else q.push(cmd);
    this.stats.sent++;
    this.stats.last = Object.assign({ trusted: !!trusted }, cmd);
    if (!this._scheduled) { this._scheduled = true; queueMicrotask(() => this._flushInput()); }
  }

  _flushInput() {
    this._scheduled = false;
    if (!this._pending.length || !this._ws || this._ws.readyState !== 1) return null;
    const body = this._pending.splice(0);
    const rid = ++this._rid;
    const p = new Promise((resolve, reject) => this._replies.set(rid, { resolve, reject }));
    this._lastInput = p.catch(() => null);
    this._send({ t: 'cmd', rid, body });
    return p;
  }

  /** Resolves when every queued input event has reached the VM's queue. */
  async flush() {
    this._flushInput();
    if (this._lastInput) await this._lastInput;
  }

  /** Canvas pixel of a client point (CSS scaling undone, clamped to the screen). */
  toCanvas(clientX, clientY) {
    const r = this.canvas.getBoundingClientRect();
    const x = Math.floor((clientX - r.left) * this.canvas.width / r.width);
    const y = Math.floor((clientY - r.top) * this.canvas.height / r.height);
    return [Math.max(0, Math.min(this.canvas.width - 1, x)), Math.max(0, Math.min(this.canvas.height - 1, y))];
  }

  /** Client point of a canvas pixel (its centre), for synthesizing events. */
  toClient(x, y) {
    const r = this.canvas.getBoundingClientRect();
    return [r.left + (x + 0.5) * r.width / this.canvas.width, r.top + (y + 0.5) * r.height / this.canvas.height];
  }

  _attachPointer() {
    const c = this.canvas;
    const kinds = { pointerdown: 'mousedown', pointerup: 'mouseup', pointermove: 'mousemove' };
    for (const type of Object.keys(kinds)) {
      c.addEventListener(type, (e) => {
        const button = type === 'pointermove' ? 'left' : BUTTONS[e.button];
        if (!button) return;
        if (type === 'pointerdown' && e.isTrusted) {
          try { c.setPointerCapture(e.pointerId); } catch (_) { /* synthetic pointer ids */ }
          c.focus();
        }
        const [x, y] = this.toCanvas(e.clientX, e.clientY);
        this.input({ action: kinds[type], args: { x, y, button } }, e.isTrusted);
        e.preventDefault();
      });
    }
    c.addEventListener('contextmenu', (e) => e.preventDefault());
    c.addEventListener('wheel', (e) => {
      // One notch is WHEEL_DELTA = 120 in Windows; browsers report ~100 px per notch, and
      // scrolling down (deltaY > 0) is a negative delta.
      const px = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY;
      const notches = Math.round(-px / 100) || -Math.sign(px);
      if (!notches) return;
      const [x, y] = this.toCanvas(e.clientX, e.clientY);
      this.input({ action: 'wheel', args: { x, y, delta: notches * 120 } }, e.isTrusted);
      e.preventDefault();
    }, { passive: false });
  }
}
