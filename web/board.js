// @ts-check
// The board page: one state, redrawn whole from it after every change (chessground's shape,
// our own code). The server sends the game as it stands (`state`); the page keeps only what
// the player is doing (a piece picked, the board flipped) and never knows a game's rules: it
// offers exactly the moves the server listed. This module: the socket, the panel, clocks and
// the player's clicks; view.js holds the state, draw.js draws the board, after.js the replay
// and analysis of a finished game.
//
// Checked with `tsc --checkJs` (web/tsconfig.json); served as it is, with no build step.

import { drawAfter } from './after.js';
import { drawBoard, drawHands } from './draw.js';
import { bottom, el, fromPicked, premoving, same, view } from './view.js';

/** @typedef {import('./view.js').State} State */
/** @typedef {import('./view.js').Legal} Legal */
/** @typedef {import('./view.js').Cell} Cell */

const SECRET_KEY = 'board-link';

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

/** The link's secret: inside Discord, the one the bot made for the member ([`activity.js`]);
 * else from the address's fragment (then kept for reloads and taken out of the address bar,
 * so a screenshot or a shared address does not carry it). */
let link = '';

function linkFromAddress() {
  const fromHash = location.hash.slice(1);
  if (fromHash) {
    sessionStorage.setItem(SECRET_KEY, fromHash);
    history.replaceState(null, '', location.pathname);
    return fromHash;
  }
  return sessionStorage.getItem(SECRET_KEY) ?? '';
}

function secret() {
  return link;
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
  el('here-label').textContent = s.words.here;
  el('moves-title').textContent = s.words.moves;
  // A lesson says what each move did instead of listing them.
  el('moves-title').hidden = !!s.lesson;
  el('position-title').textContent = s.words.position;
  el('typed-send').textContent = s.words.send;
  el('typed-move').setAttribute('placeholder', s.words.typeMove);
  el('typed-move').setAttribute('aria-label', s.words.typeMove);
  /** @type {HTMLFormElement} */ (el('typed')).hidden = s.side === null || s.over;
  drawOffers(s);
  drawLesson(s);
  drawAfter(s, secret());
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

/** A lesson's words and buttons, on a lessons link's page. @param {State} s */
function drawLesson(s) {
  const lesson = s.lesson;
  el('lesson').hidden = !lesson;
  if (!lesson) return;
  el('lesson-intro').textContent = lesson.intro;
  el('lesson-lead').textContent = lesson.lead ?? '';
  /** @type {[string, string, number, boolean][]} */
  const buttons = [
    ['lesson-back', s.words.lessonBack, lesson.exercise - 1, lesson.exercise > 0],
    ['lesson-again', s.words.lessonAgain, lesson.exercise, true],
    ['lesson-next', s.words.lessonNext, lesson.exercise + 1, lesson.exercise + 1 < lesson.total],
  ];
  for (const [id, words, n, shown] of buttons) {
    const b = el(id);
    b.textContent = words;
    b.hidden = !shown;
    b.dataset.exercise = String(n);
  }
}

/** A lesson's button: exercise `n` from its start. @param {string} id */
function toExercise(id) {
  const n = Number(el(id).dataset.exercise);
  if (!view.socket || !view.game?.lesson || !Number.isInteger(n)) return;
  view.picked = null;
  el('notice').textContent = '';
  view.socket.send(JSON.stringify({ t: 'exercise', n }));
}

/** The game's buttons: offers made and answered, resigning. @param {State} s */
function drawOffers(s) {
  const playing = s.side !== null && !s.over && !s.lesson;
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
  // Resigning, offering a draw and asking for a takeback are confirmed first (a stray tap on
  // a phone costs a game or a message to the opponent); answering an offer is not.
  const theirs = (/** @type {'first'|'second'|null} */ by) => by !== null && by !== s.side;
  const sure = {
    resign: s.words.resignSure,
    draw: theirs(s.offers.draw) ? null : s.words.drawSure,
    takeback: theirs(s.offers.takeback) ? null : s.words.takebackSure,
    decline: null,
  }[t];
  if (sure && !window.confirm(sure)) return;
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

/** Where the pointer went down on the board, while it is down, and on what.
 * @type {{cell: Cell, target: Element}|null} */
let pressed = null;
/** Whether the click that may follow a release was answered by the release already. */
let answered = false;

/** A drag, released: from the press's cell to the one under the pointer (as a click on each,
 * the first only if its piece is not picked yet). A release where it was pressed is left to
 * the click that follows, unless the board was redrawn in between (a state arrived): the
 * browser then sends no click, so the release is the click. @param {PointerEvent} event */
function released(event) {
  const press = pressed;
  pressed = null;
  const under = document.elementFromPoint(event.clientX, event.clientY);
  const named = under instanceof SVGElement ? under.dataset.cell : undefined;
  if (!press || !named) return;
  const from = press.cell;
  const [f, r] = named.split(',').map(Number);
  /** @type {Cell} */
  const to = [f, r];
  if (same(from, to)) {
    if (!press.target.isConnected) {
      answered = true;
      clicked(to);
    }
    return;
  }
  if (!same(view.picked?.from, from)) {
    // What was picked before the drag is let go: the drag's piece is the one moved.
    view.picked = null;
    clicked(from);
  }
  if (same(view.picked?.from, from)) clicked(to);
}

/** A click on a cell, unless its release answered it. @param {Cell} cell */
function tapped(cell) {
  if (answered) {
    answered = false;
    return;
  }
  clicked(cell);
}

/** @param {string} text */
function play(text) {
  const s = view.game;
  if (!s || !view.socket) return;
  view.picked = null;
  el('notice').textContent = '';
  // In a lesson, the move names its exercise too: a page behind the chat is refused.
  const exercise = s.lesson ? { exercise: s.lesson.exercise, tag: s.lesson.tag } : {};
  view.socket.send(JSON.stringify({ t: 'move', move: text, ply: s.ply, ...exercise }));
  // When, on the page's clock (the benchmarks read it: BENCHMARKS.md, "The board page").
  document.body.dataset.sentAt = String(performance.timeOrigin + performance.now());
  draw();
}

function draw() {
  const s = view.game;
  if (!s) return;
  drawBoard(s, tapped, (cell, target) => {
    pressed = { cell, target };
    answered = false;
  });
  drawHands(s, draw);
  drawPanel(s);
  drawClocks();
}

function connect() {
  if (!link) {
    el('notice').textContent =
      'Press Board under a game, or under an exercise of /learn, in Discord for a link of your own.';
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
      if (message.lesson) document.body.dataset.exercise = String(message.lesson.exercise);
      const at = message.lesson
        ? `${message.lesson.exercise}:${message.lesson.tag}` : String(message.ply);
      if (view.sounded !== null && at !== view.sounded) {
        // What was picked belongs to the board before.
        view.picked = null;
        tone(660, 90);
        view.warned = false;
      }
      view.sounded = at;
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
for (const id of ['lesson-back', 'lesson-again', 'lesson-next']) {
  el(id).addEventListener('click', () => toExercise(id));
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
document.addEventListener('pointerup', released);
document.addEventListener('pointercancel', () => { pressed = null; });
setInterval(drawClocks, 100);

/** Where the page starts: inside Discord (an Activity: Discord's frame parameters are in the
 * address), it signs the member in first; the SDK is loaded only there. */
async function start() {
  const asked = new URLSearchParams(location.search);
  if (!asked.has('frame_id') || !asked.has('instance_id')) {
    link = linkFromAddress();
    connect();
    return;
  }
  document.body.dataset.activity = 'signing-in';
  const discord = await import('./activity.js');
  try {
    link = await discord.join();
  } catch (e) {
    // The bot's refusal is in the member's words; anything else is Discord's own error.
    el('notice').textContent = e instanceof discord.Refused ? e.message : discord.failure(e);
    document.body.dataset.activity = 'refused';
    return;
  }
  document.body.dataset.activity = 'in';
  connect();
}
start();
