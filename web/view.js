// @ts-check
// The page's state: what the server sent (`State`) and what the player is doing, and where a
// cell is drawn. Shared by the drawing (draw.js) and the page's events (board.js).

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
 * @property {Lesson|null} lesson
 */
/**
 * @typedef {object} Lesson An exercise of a lesson, on a lessons link's page.
 * @property {number} exercise its place in the path, from 0
 * @property {number} tag the try as the server names it: a move sent names it back
 * @property {number} total
 * @property {string} intro
 * @property {string|null} lead what the last move did
 * @property {Cell[]} stars the stars still to reach or take
 */

const SVG = 'http://www.w3.org/2000/svg';

/** What the page holds: the server's state and what the player is doing. */
export const view = {
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
  /** The position last sounded (a game's ply, a lesson's exercise and try), so a state sent
   * again makes no sound. @type {string|null} */
  sounded: null,
  /** Whether low time was sounded this turn. */
  warned: false,
  sound: localStorage.getItem('board-sound') !== 'off',
};

/** @param {string} id */
export function el(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
}

/**
 * @param {string} name
 * @param {Record<string, string|number>} attrs
 */
export function svg(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** @param {Cell|null|undefined} a @param {Cell|null|undefined} b */
export function same(a, b) {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/** The side at the bottom. @param {State} s */
export function bottom(s) {
  const own = s.side ?? 'first';
  if (!view.flipped) return own;
  return own === 'first' ? 'second' : 'first';
}

/** Where a cell's centre is drawn. @param {State} s @param {Cell} c @returns {[number, number]} */
export function at(s, c) {
  const { files, ranks } = s.board;
  return bottom(s) === 'first' ? [c[0], ranks - 1 - c[1]] : [files - 1 - c[0], c[1]];
}

/** The legal moves from what is picked. @param {State} s */
export function fromPicked(s) {
  const p = view.picked;
  if (!p) return [];
  return s.legal.filter((m) =>
    p.hand ? m.from === null && m.to !== null && m.text.toUpperCase().startsWith(`${p.hand}@`)
      : same(m.from, p.from));
}

/** Whether the player can queue a premove now: a live game, the opponent's turn. @param {State} s */
export function premoving(s) {
  return s.side !== null && !s.over && s.clocks !== null && s.toMove !== s.side;
}
