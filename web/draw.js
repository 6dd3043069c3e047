// @ts-check
// The board and the hands drawn as SVG from the state alone, in cell units: points or squares,
// river, palaces, shaded files, coordinates, last move, check, premove, legal points, stacks'
// heights and pieces in hand.

import { at, bottom, el, fromPicked, premoving, same, svg, view } from './view.js';

/** @typedef {import('./view.js').State} State */
/** @typedef {import('./view.js').Piece} Piece */
/** @typedef {import('./view.js').Cell} Cell */

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

/** The board, redrawn from the state; `onCell` hears a click on a cell, `onPress` a press
 * (where a drag starts). @param {State} s @param {(cell: Cell) => void} onCell
 * @param {(cell: Cell, target: Element) => void} onPress */
export function drawBoard(s, onCell, onPress) {
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
  // A lesson's stars: on an empty point, or at the corner of a piece to take.
  for (const c of s.lesson?.stars ?? []) {
    const [x, y] = at(s, c);
    const taken = s.pieces.some((p) => same(p.at, c));
    const star = svg('text', {
      x: taken ? x + 0.32 : x, y: taken ? y - 0.3 : y, class: 'star',
      'font-size': taken ? 0.45 : 0.7, 'text-anchor': 'middle', 'dominant-baseline': 'central',
      'data-star': `${c[0]},${c[1]}`,
    });
    star.textContent = '★';
    root.append(star);
  }
  const targets = fromPicked(s);
  for (const m of targets) {
    if (!m.to) continue;
    const [x, y] = at(s, m.to);
    const there = s.pieces.find((p) => same(p.at, m.to));
    // Onto a piece of one's own is a transfer (Abstract Chess's stones), not a capture.
    const kind = !there ? 'dot' : there.side === s.side ? 'transfer' : 'capture';
    root.append(svg('circle', { cx: x, cy: y, r: there ? 0.46 : 0.14, class: kind }));
  }
  // Click targets on top: one per cell, named for screen readers.
  for (let f = 0; f < files; f++) {
    for (let r = 0; r < ranks; r++) {
      const [x, y] = at(s, [f, r]);
      const hit = svg('rect', {
        x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'hit',
        'data-cell': `${f},${r}`,
      });
      hit.addEventListener('click', () => onCell([f, r]));
      hit.addEventListener('pointerdown', () => onPress([f, r], hit));
      root.append(hit);
    }
  }
  const board = el('board');
  board.replaceChildren(root);
}

/** The pieces in hand (Chess 1999), as buttons when they can be dropped (or premoved);
 * `onPick` hears a piece picked. @param {State} s @param {() => void} onPick */
export function drawHands(s, onPick) {
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
        onPick();
      });
      box.append(button);
    }
  }
}
