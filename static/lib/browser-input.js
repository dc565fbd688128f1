// Keyboard input for the emulator page: browser keys -> Windows virtual-key codes.
//
// The page's key listeners live on window and are registered at page load, so nothing can
// out-capture them; that is why sharing input with an agent is cooperative for keys:
// shouldIgnorePageKey() is asked first and drops trusted keys while the agent owns input.
// Semantics follow the seed: keydown -> WM_KEYDOWN, keyup -> WM_KEYUP, keypress -> WM_CHAR
// (the character arrives on its own, as in a browser).

const VK_BY_CODE = {
  Backspace: 0x08, Tab: 0x09, Enter: 0x0d, NumpadEnter: 0x0d, ShiftLeft: 0x10, ShiftRight: 0x10,
  ControlLeft: 0x11, ControlRight: 0x11, AltLeft: 0x12, AltRight: 0x12, Pause: 0x13,
  CapsLock: 0x14, Escape: 0x1b, Space: 0x20, PageUp: 0x21, PageDown: 0x22, End: 0x23,
  Home: 0x24, ArrowLeft: 0x25, ArrowUp: 0x26, ArrowRight: 0x27, ArrowDown: 0x28,
  PrintScreen: 0x2c, Insert: 0x2d, Delete: 0x2e, MetaLeft: 0x5b, MetaRight: 0x5c,
  ContextMenu: 0x5d, NumpadMultiply: 0x6a, NumpadAdd: 0x6b, NumpadSubtract: 0x6d,
  NumpadDecimal: 0x6e, NumpadDivide: 0x6f, NumLock: 0x90, ScrollLock: 0x91,
  Semicolon: 0xba, Equal: 0xbb, Comma: 0xbc, Minus: 0xbd, Period: 0xbe, Slash: 0xbf,
  Backquote: 0xc0, BracketLeft: 0xdb, Backslash: 0xdc, BracketRight: 0xdd, Quote: 0xde,
};
for (let i = 0; i < 26; i++) VK_BY_CODE['Key' + String.fromCharCode(65 + i)] = 65 + i;
for (let i = 0; i < 10; i++) { VK_BY_CODE['Digit' + i] = 0x30 + i; VK_BY_CODE['Numpad' + i] = 0x60 + i; }
for (let i = 1; i <= 24; i++) VK_BY_CODE['F' + i] = 0x6f + i;

const CODE_BY_VK = {};
for (const [code, vk] of Object.entries(VK_BY_CODE)) if (!(vk in CODE_BY_VK)) CODE_BY_VK[vk] = code;

// Keys whose browser default action (focus moves, history back, page scroll) must not
// happen while the canvas has the keyboard. Cancelling a keydown also cancels its
// keypress, so for the ones that type a character the page sends the WM_CHAR itself.
const CHAR_OF_CANCELLED = { Tab: 9, Backspace: 8, Space: 32, Escape: 27 };
const CANCEL = new Set(['Tab', 'Backspace', 'Space', 'ArrowLeft', 'ArrowUp', 'ArrowRight',
  'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** The Windows virtual-key code of a KeyboardEvent (0 when it has none). */
export function vkFromEvent(e) {
  if (e.code && VK_BY_CODE[e.code]) return VK_BY_CODE[e.code];
  if (e.keyCode) return e.keyCode;
  if (e.key && e.key.length === 1) {
    const c = e.key.toUpperCase().charCodeAt(0);
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return c;
  }
  return 0;
}

/** The character code a keypress event carries (0 when none). */
export function charFromEvent(e) {
  if (e.key === 'Enter') return 13;
  if (e.key && [...e.key].length === 1) return e.key.codePointAt(0);
  return e.charCode || 0;
}

/** KeyboardEvent init for a virtual-key code (so the event maps back to the same VK). */
export function keyInitForVk(vk) {
  const code = CODE_BY_VK[vk] || '';
  let key = code.startsWith('Key') ? code.slice(3).toLowerCase()
    : code.startsWith('Digit') ? code.slice(5) : code || 'Unidentified';
  if (code === 'Space') key = ' ';
  return { code, key, keyCode: vk };
}

/** KeyboardEvent init for a character code (a keypress). */
export function keyInitForChar(ch) {
  if (ch === 13) return { key: 'Enter', code: 'Enter', charCode: 13 };
  return { key: String.fromCodePoint(ch), charCode: ch };
}

/** True for a key event the page must not forward to its VM: typing in the ?debug
 *  toolbar, or a person's (trusted) key while an agent owns input. */
export function shouldIgnorePageKey(e) {
  const t = e.target;
  if (t && t.closest && t.closest('#toolbar, input, select, textarea, [contenteditable]')) return true;
  if (window.__agentInputExclusive && e.isTrusted) return true;
  return false;
}

/** Forward window key events to ``send({action, args})``. Registered once, at page load. */
export function attachKeyboard(send) {
  window.addEventListener('keydown', (e) => {
    if (shouldIgnorePageKey(e)) return;
    const vk = vkFromEvent(e);
    if (!vk) return;
    send({ action: 'keydown', args: { key: vk } });
    if (e.isTrusted && CANCEL.has(e.code)) e.preventDefault();
    // A cancelled (or never-pressed) keypress: type its character ourselves.
    if (e.isTrusted && e.code in CHAR_OF_CANCELLED) {
      send({ action: 'keypress', args: { char: CHAR_OF_CANCELLED[e.code] } });
    }
  });
  window.addEventListener('keypress', (e) => {
    if (shouldIgnorePageKey(e)) return;
    const ch = charFromEvent(e);
    if (ch) send({ action: 'keypress', args: { char: ch } });
  });
  window.addEventListener('keyup', (e) => {
    if (shouldIgnorePageKey(e)) return;
    const vk = vkFromEvent(e);
    if (vk) send({ action: 'keyup', args: { key: vk } });
  });
}
