// @ts-check
// The board page: one state, redrawn whole from it after every change (chessground's shape,
// our own code). The server sends the game as it stands (`state`); the page keeps only what
// the player is doing (a piece picked, the board flipped) and never knows a game's rules: it
// offers exactly the moves the server listed.
//
// Checked with `tsc --checkJs` (web/tsconfig.json); served as it is, with no build step.

/** @typedef {[number, number]} Cell [file, rank], from the first side's lower left. */
/**
 * @typedef {object} Piece
 * @property {'first'|'second'} side
 * @property {string} letter
 * @property {string} name
 * @property {string} symbol
 * @property {string} latin
 * @property {boolean} promoted
 * @property {boolean} dropped
 * @property {number|null} height
 * @property {'token'|'figurine'|'icon'|'letters'} look
 * @property {string} art
 * @property {Cell} [at]
 * @property {number} [count]
 */
/**
 * @typedef {object} Legal
 * @property {string} text
 * @property {Cell|null} from
 * @property {Cell|null} to
 * @property {string} said
 */
/**
 * @typedef {object} Clocks
 * @property {number} first
 * @property {number} second
 * @property {'first'|'second'|null} running
 * @property {number|null} toFlag
 */
/**
 * @typedef {object} State
 * @property {number} id
 * @property {string} game
 * @property {string} lang
 * @property {string} title
 * @property {string} you
 * @property {'first'|'second'|null} side
 * @property {number} ply
 * @property {boolean} over
 * @property {string} status
 * @property {{files: number, ranks: number, points: boolean,
 *   river: {below: number, labels: [string, string]|null}|null,
 *   palaces: {side: string, low: Cell, high: Cell}[], shaded: number[],
 *   fileLabels: [string, string][]}} board
 * @property {Piece[]} pieces
 * @property {Piece[]} hands
 * @property {'first'|'second'} toMove
 * @property {{from: Cell|null, to: Cell|null}|null} last
 * @property {Cell|null} check
 * @property {Legal[]} legal
 * @property {{side: string, text: string, said: string}[]} moves
 * @property {{first: string, second: string}} sides
 * @property {{first: string, second: string}} players
 * @property {Clocks|null} clocks
 * @property {{draw: 'first'|'second'|null, takeback: 'first'|'second'|null}} offers
 * @property {Record<string, string>} words
 */

const SVG = 'http://www.w3.org/2000/svg';
const SECRET_KEY = 'board-link';

/** What the page holds: the server's state and what the player is doing. */
const view = {
  /** @type {State|null} */ game: null,
  /** @type {{from: Cell|null, hand: string|null}|null} */ picked: null,
  /** A move queued in the opponent's turn, played when the turn comes if it is legal then.
   * @type {{from: Cell|null, hand: string|null, to: Cell}|null} */ premove: null,
  flipped: false,
  /** @type {number} */ received: 0,
  /** @type {WebSocket|null} */ socket: null,
  retry: 0,
  fatal: false,
  reconnecting: false,
  /** The ply last sounded, so a state sent again makes no sound. */
  sounded: -1,
  /** Whether low time was sounded this turn. */
  warned: false,
  sound: localStorage.getItem('board-sound') !== 'off',
};

/** @type {AudioContext|null} */
let audio = null;

/** A short tone (no sound files to fetch): a move, or low time. @param {number} pitch @param {number} ms */
function tone(pitch, ms) {
  if (!view.sound) return;
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = pitch;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + ms / 1000);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + ms / 1000);
  } catch {
    // No audio on this device: the page works without it.
  }
}

/** @param {string} id */
function el(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
}

/**
 * @param {string} name
 * @param {Record<string, string|number>} attrs
 */
function svg(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The link's secret: from the address's fragment (then kept for reloads and taken out of the
 * address bar, so a screenshot or a shared address does not carry it). */
function secret() {
  const fromHash = location.hash.slice(1);
  if (fromHash) {
    sessionStorage.setItem(SECRET_KEY, fromHash);
    history.replaceState(null, '', location.pathname);
    return fromHash;
  }
  return sessionStorage.getItem(SECRET_KEY) ?? '';
}

/** @param {Cell|null|undefined} a @param {Cell|null|undefined} b */
function same(a, b) {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/** The side at the bottom. @param {State} s */
function bottom(s) {
  const own = s.side ?? 'first';
  if (!view.flipped) return own;
  return own === 'first' ? 'second' : 'first';
}

/** Where a cell's centre is drawn. @param {State} s @param {Cell} c @returns {[number, number]} */
function at(s, c) {
  const { files, ranks } = s.board;
  return bottom(s) === 'first' ? [c[0], ranks - 1 - c[1]] : [files - 1 - c[0], c[1]];
}

/** The legal moves from what is picked. @param {State} s */
function fromPicked(s) {
  const p = view.picked;
  if (!p) return [];
  return s.legal.filter((m) =>
    p.hand ? m.from === null && m.to !== null && m.text.toUpperCase().startsWith(`${p.hand}@`)
      : same(m.from, p.from));
}

/** @param {State} s @param {SVGElement} root */
function drawGrid(s, root) {
  const { files, ranks, points } = s.board;
  const frame = svg('rect', { x: -0.5, y: -0.5, width: files, height: ranks, class: 'wood' });
  root.append(frame);
  if (points) {
    const river = s.board.river;
    const top = river ? Math.min(at(s, [0, river.below])[1], at(s, [0, river.below + 1])[1]) : -1;
    for (let r = 0; r < ranks; r++) {
      root.append(svg('line', { x1: 0, y1: r, x2: files - 1, y2: r, class: 'line' }));
    }
    for (let f = 0; f < files; f++) {
      const edge = f === 0 || f === files - 1;
      if (river && !edge) {
        root.append(svg('line', { x1: f, y1: 0, x2: f, y2: top, class: 'line' }));
        root.append(svg('line', { x1: f, y1: top + 1, x2: f, y2: ranks - 1, class: 'line' }));
      } else {
        root.append(svg('line', { x1: f, y1: 0, x2: f, y2: ranks - 1, class: 'line' }));
      }
    }
    for (const p of s.board.palaces) {
      const [a, b] = [at(s, p.low), at(s, p.high)];
      const [c, d] = [at(s, [p.low[0], p.high[1]]), at(s, [p.high[0], p.low[1]])];
      root.append(svg('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: 'line' }));
      root.append(svg('line', { x1: c[0], y1: c[1], x2: d[0], y2: d[1], class: 'line' }));
    }
    if (river?.labels) {
      const y = top + 0.5;
      const [left, right] = river.labels;
      for (const [text, x] of [[left, (files - 1) / 4], [right, ((files - 1) * 3) / 4]]) {
        const label = svg('text', { x, y, class: 'river-label' });
        label.textContent = String(text);
        root.append(label);
      }
    }
  } else {
    for (let f = 0; f < files; f++) {
      for (let r = 0; r < ranks; r++) {
        const [x, y] = at(s, [f, r]);
        const dark = (f + r) % 2 === 0;
        root.append(svg('rect', {
          x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: dark ? 'dark' : 'light',
        }));
        if (s.board.shaded.includes(f)) {
          root.append(svg('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'shade' }));
        }
      }
    }
    const river = s.board.river;
    if (river) {
      const y = (at(s, [0, river.below])[1] + at(s, [0, river.below + 1])[1]) / 2;
      root.append(svg('rect', { x: -0.5, y: y - 0.06, width: files, height: 0.12, class: 'water' }));
    }
  }
}

/** A piece drawn centred on (x, y). @param {Piece} p @param {number} x @param {number} y */
function drawPiece(p, x, y) {
  const g = svg('g', { class: `piece ${p.side}`, 'data-letter': p.letter });
  const r = 0.45;
  if (p.look === 'token' || p.look === 'figurine') {
    g.append(svg('image', { href: p.art, x: x - r, y: y - r, width: 2 * r, height: 2 * r }));
  } else {
    g.append(svg('circle', { cx: x, cy: y, r: r * 0.92, class: 'disc' }));
    if (p.look === 'icon') {
      g.append(svg('image', {
        href: p.art, x: x - r * 0.6, y: y - r * 0.6, width: 1.2 * r, height: 1.2 * r, class: 'icon',
      }));
    } else {
      const t = svg('text', { x, y, class: 'symbol' });
      t.textContent = p.symbol;
      g.append(t);
    }
  }
  if (p.height && p.height > 1) {
    g.append(svg('circle', { cx: x + 0.3, cy: y - 0.3, r: 0.16, class: 'badge' }));
    const t = svg('text', { x: x + 0.3, y: y - 0.3, class: 'badge-text' });
    t.textContent = String(p.height);
    g.append(t);
  }
  if (p.promoted) g.append(svg('circle', { cx: x - 0.3, cy: y - 0.3, r: 0.08, class: 'promoted' }));
  const title = svg('title', {});
  title.textContent = p.name;
  g.append(title);
  return g;
}

/** The width of the strip the coordinates are written in, in cells. */
const LABELS = 0.4;

/** Files lettered (or numbered, Xiangqi for readers of Chinese) along both edges, each edge
 * with its own side's labels as the pictures write them; ranks numbered on both sides.
 * @param {State} s @param {SVGElement} root @param {number} pad */
function drawCoordinates(s, root, pad) {
  const { files, ranks } = s.board;
  const [top, low] = [-pad - LABELS / 2, ranks - 1 + pad + LABELS / 2];
  const firstBelow = bottom(s) === 'first';
  const label = (/** @type {string} */ text, /** @type {number} */ x, /** @type {number} */ y) => {
    const t = svg('text', { x, y, class: 'coord', 'aria-hidden': 'true' });
    t.textContent = text;
    root.append(t);
  };
  s.board.fileLabels.forEach(([first, second], f) => {
    const x = at(s, [f, 0])[0];
    label(firstBelow ? first : second, x, low);
    label(firstBelow ? second : first, x, top);
  });
  for (let r = 0; r < ranks; r++) {
    const y = at(s, [0, r])[1];
    label(String(r + 1), -pad - LABELS / 2, y);
    label(String(r + 1), files - 1 + pad + LABELS / 2, y);
  }
}

/** The board, redrawn from the state. @param {State} s */
function drawBoard(s) {
  const { files, ranks, points } = s.board;
  const pad = points ? 0.75 : 0.5;
  const edge = pad + LABELS;
  const root = svg('svg', {
    viewBox: `${-edge} ${-edge} ${files - 1 + 2 * edge} ${ranks - 1 + 2 * edge}`,
    class: points ? 'points' : 'squares',
    role: 'img',
    'aria-label': s.title,
  });
  // The wood reaches the edge, under the coordinates, as the pictures' margins do.
  root.append(svg('rect', {
    x: -edge, y: -edge, width: files - 1 + 2 * edge, height: ranks - 1 + 2 * edge, rx: 0.12,
    class: 'wood',
  }));
  drawGrid(s, root);
  drawCoordinates(s, root, pad);
  const marks = svg('g', {});
  for (const c of [s.last?.from, s.last?.to]) {
    if (!c) continue;
    const [x, y] = at(s, c);
    marks.append(svg('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'last' }));
  }
  for (const c of [view.premove?.from, view.premove?.to]) {
    if (!c) continue;
    const [x, y] = at(s, c);
    marks.append(svg('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'premove' }));
  }
  if (s.check) {
    const [x, y] = at(s, s.check);
    marks.append(svg('circle', { cx: x, cy: y, r: 0.5, class: 'check' }));
  }
  root.append(marks);
  for (const p of s.pieces) {
    if (!p.at) continue;
    const [x, y] = at(s, p.at);
    const g = drawPiece(p, x, y);
    if (view.picked && same(view.picked.from, p.at)) g.classList.add('picked');
    root.append(g);
  }
  const targets = fromPicked(s);
  for (const m of targets) {
    if (!m.to) continue;
    const [x, y] = at(s, m.to);
    const taken = s.pieces.some((p) => same(p.at, m.to));
    root.append(svg('circle', { cx: x, cy: y, r: taken ? 0.46 : 0.14, class: taken ? 'capture' : 'dot' }));
  }
  // Click targets on top: one per cell, named for screen readers.
  for (let f = 0; f < files; f++) {
    for (let r = 0; r < ranks; r++) {
      const [x, y] = at(s, [f, r]);
      const hit = svg('rect', {
        x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'hit',
        'data-cell': `${f},${r}`,
      });
      hit.addEventListener('click', () => clicked([f, r]));
      root.append(hit);
    }
  }
  const board = el('board');
  board.replaceChildren(root);
}

/** The pieces in hand (Chess 1999), as buttons when they can be dropped. @param {State} s */
function drawHands(s) {
  const low = bottom(s);
  /** @type {[string, 'first'|'second'][]} */
  const rows = [['hand-bottom', low], ['hand-top', low === 'first' ? 'second' : 'first']];
  for (const [id, side] of rows) {
    const box = el(id);
    box.replaceChildren();
    for (const p of s.hands.filter((h) => h.side === side)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'in-hand';
      button.dataset.letter = p.letter;
      const canDrop = s.legal.some((m) => m.from === null && m.to !== null
        && m.text.toUpperCase().startsWith(`${p.letter}@`));
      button.disabled = !canDrop && !(premoving(s) && side === s.side);
      if (view.picked?.hand === p.letter) button.classList.add('picked');
      const pic = svg('svg', { viewBox: '-0.5 -0.5 1 1', class: 'hand-piece', 'aria-hidden': 'true' });
      pic.append(drawPiece(p, 0, 0));
      button.append(pic, ` ${p.name} ×${p.count ?? 1}`);
      button.addEventListener('click', () => {
        view.picked = view.picked?.hand === p.letter ? null : { from: null, hand: p.letter };
        draw();
      });
      box.append(button);
    }
  }
}

/** A clock's reading. @param {number} ms */
function clockText(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, '0');
  return ms < 10000 && ms > 0 ? `${m}:${sec}.${Math.floor((ms % 1000) / 100)}` : `${m}:${sec}`;
}

/** Both clocks as they read now: the server's times, the running one counted down since the
 * state arrived, never above what the server gave. */
function drawClocks() {
  const s = view.game;
  if (!s) return;
  const low = bottom(s);
  /** @type {[string, 'first'|'second'][]} */
  const rows = [['clock-bottom', low], ['clock-top', low === 'first' ? 'second' : 'first']];
  for (const [id, side] of rows) {
    const box = el(id);
    if (!s.clocks) {
      box.hidden = true;
      continue;
    }
    box.hidden = false;
    const c = s.clocks;
    let left = side === 'first' ? c.first : c.second;
    if (c.running === side) {
      const elapsed = performance.now() - view.received;
      left = Math.min(left, c.toFlag ?? left) - elapsed;
    }
    box.textContent = `${s.players[side]} · ${clockText(left)}`;
    if (c.running === side && side === s.side && left < 10000 && left > 0 && !view.warned) {
      view.warned = true;
      // Said on the page too (for the tests, and for whoever has the sound off).
      document.body.dataset.lowTime = side;
      tone(440, 250);
    }
    box.classList.toggle('running', c.running === side);
    box.classList.toggle('low', left < 20000);
  }
}

/** The side panel: status, moves, the position as text. @param {State} s */
function drawPanel(s) {
  document.title = s.title;
  document.documentElement.lang = s.lang;
  el('title').textContent = s.title;
  el('you').textContent = s.you;
  const mine = s.legal.length > 0;
  const queued = view.premove ? ` — ${s.words.premoveSet}` : '';
  el('status').textContent = mine ? `${s.status} — ${s.words.yourTurn}` : s.status + queued;
  el('flip').textContent = s.words.flip;
  el('moves-title').textContent = s.words.moves;
  el('position-title').textContent = s.words.position;
  el('typed-send').textContent = s.words.send;
  el('typed-move').setAttribute('placeholder', s.words.typeMove);
  el('typed-move').setAttribute('aria-label', s.words.typeMove);
  /** @type {HTMLFormElement} */ (el('typed')).hidden = s.side === null || s.over;
  drawOffers(s);
  const pass = s.legal.find((m) => m.from === null && m.to === null);
  const passButton = el('pass');
  passButton.hidden = !pass;
  passButton.textContent = s.words.pass;
  const list = el('moves');
  list.replaceChildren(...s.moves.map((m) => {
    const item = document.createElement('li');
    item.textContent = m.said;
    item.className = m.side;
    return item;
  }));
  list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  const position = el('position');
  position.replaceChildren(...s.pieces.map((p) => {
    const item = document.createElement('li');
    const cell = p.at ? `${String.fromCharCode(97 + p.at[0])}${p.at[1] + 1}` : '';
    const height = p.height && p.height > 1 ? ` ×${p.height}` : '';
    item.textContent = `${s.sides[p.side]} ${p.name}${height} ${cell}`;
    return item;
  }));
}

/** The game's buttons: offers made and answered, resigning. @param {State} s */
function drawOffers(s) {
  const playing = s.side !== null && !s.over;
  /** @type {HTMLElement} */ (el('game-controls')).hidden = !playing;
  el('sound-label').textContent = s.words.sound;
  /** @type {HTMLInputElement} */ (el('sound')).checked = view.sound;
  const theirs = (/** @type {'first'|'second'|null} */ by) => by !== null && by !== s.side;
  el('draw').textContent = theirs(s.offers.draw) ? s.words.acceptDraw : s.words.offerDraw;
  el('takeback').textContent =
    theirs(s.offers.takeback) ? s.words.acceptTakeback : s.words.takeback;
  el('decline').textContent = s.words.decline;
  el('decline').hidden = !(theirs(s.offers.draw) || theirs(s.offers.takeback));
  el('resign').textContent = s.words.resign;
  const said = [];
  if (s.offers.draw) said.push(s.words.drawOffered);
  if (s.offers.takeback) said.push(s.words.takebackAsked);
  el('offers').textContent = s.over ? '' : said.join(' ');
}

/** Sends one of the game's actions. @param {'resign'|'draw'|'takeback'|'decline'} t */
function act(t) {
  const s = view.game;
  if (!s || !view.socket) return;
  if (t === 'resign' && !window.confirm(s.words.resignSure)) return;
  el('notice').textContent = '';
  view.socket.send(JSON.stringify({ t, ply: s.ply }));
}

/** Moves that share a start and an end (a promotion's choice, a transfer's size): the player
 * chooses. @param {Legal[]} moves */
function choose(moves) {
  const s = view.game;
  if (!s) return;
  const box = el('choices');
  box.hidden = false;
  const label = document.createElement('p');
  label.textContent = s.words.choose;
  box.replaceChildren(label, ...moves.map((m) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.said;
    b.dataset.move = m.text;
    b.addEventListener('click', () => {
      box.hidden = true;
      play(m.text);
    });
    return b;
  }));
}

/** Whether the player can queue a premove now: a live game, the opponent's turn. @param {State} s */
function premoving(s) {
  return s.side !== null && !s.over && s.clocks !== null && s.toMove !== s.side;
}

/** A click in the opponent's turn: pick one of one's own pieces, then any point for it (the
 * page knows no rules: whether it is legal is known when the turn comes). A click while a
 * premove waits cancels it. @param {State} s @param {Cell} cell */
function premoveClick(s, cell) {
  if (view.premove) {
    view.premove = null;
  } else if (view.picked && !same(view.picked.from, cell)) {
    view.premove = { from: view.picked.from, hand: view.picked.hand, to: cell };
    view.picked = null;
  } else {
    const own = s.pieces.some((p) => p.side === s.side && same(p.at, cell));
    view.picked = own && !same(view.picked?.from, cell) ? { from: cell, hand: null } : null;
  }
  draw();
}

/** The turn came: the premove is played if exactly one legal move matches it (a choice is
 * asked for if several do), else it is dropped and the player told. @param {State} s */
function playPremove(s) {
  const pre = view.premove;
  if (!pre || s.legal.length === 0) return;
  view.premove = null;
  const options = s.legal.filter((m) => same(m.to, pre.to) && (pre.hand
    ? m.from === null && m.text.toUpperCase().startsWith(`${pre.hand}@`)
    : same(m.from, pre.from)));
  if (options.length === 1) play(options[0].text);
  else if (options.length > 1) choose(options);
  else el('notice').textContent = s.words.premoveGone;
}

/** @param {Cell} cell */
function clicked(cell) {
  const s = view.game;
  if (!s) return;
  el('choices').hidden = true;
  if (premoving(s)) {
    premoveClick(s, cell);
    return;
  }
  const options = fromPicked(s).filter((m) => same(m.to, cell));
  if (options.length === 1) {
    play(options[0].text);
    return;
  }
  if (options.length > 1) {
    choose(options);
    return;
  }
  const starts = s.legal.some((m) => same(m.from, cell));
  view.picked = starts && !same(view.picked?.from, cell) ? { from: cell, hand: null } : null;
  draw();
}

/** @param {string} text */
function play(text) {
  const s = view.game;
  if (!s || !view.socket) return;
  view.picked = null;
  el('notice').textContent = '';
  view.socket.send(JSON.stringify({ t: 'move', move: text, ply: s.ply }));
  // When, on the page's clock (the benchmarks read it: BENCHMARKS.md, "The board page").
  document.body.dataset.sentAt = String(performance.timeOrigin + performance.now());
  draw();
}

function draw() {
  const s = view.game;
  if (!s) return;
  drawBoard(s);
  drawHands(s);
  drawPanel(s);
  drawClocks();
}

function connect() {
  const link = secret();
  if (!link) {
    el('notice').textContent = 'Press Board under a game in Discord for a link of your own.';
    return;
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${location.host}/socket`);
  view.socket = socket;
  socket.addEventListener('open', () => {
    view.retry = 0;
    socket.send(JSON.stringify({ t: 'hello', link }));
  });
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.t === 'state') {
      view.game = message;
      view.received = performance.now();
      // Back in touch: the notice of the lost connection goes; a refusal stays.
      if (view.reconnecting) el('notice').textContent = '';
      view.reconnecting = false;
      document.body.dataset.ply = String(message.ply);
      if (view.sounded !== -1 && message.ply !== view.sounded) {
        // What was picked belongs to the board before.
        view.picked = null;
        tone(660, 90);
        view.warned = false;
      }
      view.sounded = message.ply;
      if (message.over) view.premove = null;
      playPremove(message);
      draw();
      document.body.dataset.drawnAt = String(performance.timeOrigin + performance.now());
      document.body.dataset.stateBytes = String(String(event.data).length);
    } else if (message.t === 'refused') {
      el('notice').textContent = message.message;
      if (message.fatal) view.fatal = true;
    }
  });
  socket.addEventListener('close', () => {
    view.socket = null;
    if (view.fatal) return;
    const words = view.game?.words;
    el('notice').textContent = words ? words.reconnecting : '…';
    view.reconnecting = true;
    // Back off up to 10 s; the state sent on reconnecting is the whole game.
    const wait = Math.min(10000, 500 * 2 ** view.retry);
    view.retry += 1;
    setTimeout(connect, wait);
  });
}

el('flip').addEventListener('click', () => {
  view.flipped = !view.flipped;
  draw();
});
for (const t of /** @type {const} */ (['resign', 'draw', 'takeback', 'decline'])) {
  el(t).addEventListener('click', () => act(t));
}
el('sound').addEventListener('change', () => {
  view.sound = /** @type {HTMLInputElement} */ (el('sound')).checked;
  localStorage.setItem('board-sound', view.sound ? 'on' : 'off');
});
el('pass').addEventListener('click', () => {
  const pass = view.game?.legal.find((m) => m.from === null && m.to === null);
  if (pass) play(pass.text);
});
el('typed').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ (el('typed-move'));
  const text = input.value.trim();
  if (text) play(text);
  input.value = '';
});
setInterval(drawClocks, 100);
connect();
