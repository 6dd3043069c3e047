// @ts-check
// After the game: its replay and its analysis, as /replay and /analyse give them in the chat.
// Asked for with the link named in a header (never in an address, which a log could keep);
// the pictures come back as files shown from memory.

import { el } from './view.js';

/** How long to wait before asking again while the analysis is being made. */
const ASK_AGAIN_MS = 3000;

/** The link and the reader's language, once the game is over. @type {{link: string, lang: string}|null} */
let asking = null;

/** Shows the Replay and Analysis buttons once the game is over.
 * @param {{over: boolean, lang: string, words: Record<string, string>}} s @param {string} link */
export function drawAfter(s, link) {
  el('after').hidden = !s.over;
  if (!s.over) return;
  asking = { link, lang: s.lang };
  el('replay').textContent = s.words.replay;
  el('analysis').textContent = s.words.analysis;
  el('replay-gif').setAttribute('alt', s.words.replay);
  el('analysis-graph').setAttribute('alt', s.words.analysis);
}

/** @param {string} path @param {'GET'|'POST'} method */
async function ask(path, method) {
  if (!asking) throw new Error('the game is not over');
  const headers = { Authorization: `Bearer ${asking.link}`, 'Accept-Language': asking.lang };
  return fetch(path, { method, headers, cache: 'no-store' });
}

/** What the bot said when it refused. @param {Response} answer */
async function refusal(answer) {
  try {
    const body = await answer.json();
    return String(body.message ?? answer.statusText);
  } catch {
    return answer.statusText;
  }
}

/** Shows `answer`'s picture in the image `id`. @param {Response} answer @param {string} id */
async function show(answer, id) {
  const image = /** @type {HTMLImageElement} */ (el(id));
  if (image.src.startsWith('blob:')) URL.revokeObjectURL(image.src);
  image.src = URL.createObjectURL(await answer.blob());
  image.hidden = false;
}

async function replay() {
  const button = /** @type {HTMLButtonElement} */ (el('replay'));
  button.disabled = true;
  try {
    const answer = await ask('/replay.gif', 'GET');
    if (answer.ok) await show(answer, 'replay-gif');
    else el('notice').textContent = await refusal(answer);
  } catch {
    el('notice').textContent = '…';
  } finally {
    button.disabled = false;
  }
}

/** Asks for the analysis (which starts it if need be), again until it is made. */
async function analysis() {
  try {
    const answer = await ask('/analysis', 'POST');
    if (!answer.ok) {
      el('notice').textContent = await refusal(answer);
      return;
    }
    const body = await answer.json();
    el('analysis-text').textContent = String(body.text);
    if (!body.done) {
      setTimeout(analysis, ASK_AGAIN_MS);
      return;
    }
    if (body.graph) {
      const graph = await ask('/analysis.png', 'GET');
      if (graph.ok) await show(graph, 'analysis-graph');
    }
  } catch {
    el('notice').textContent = '…';
  }
}

el('replay').addEventListener('click', () => { replay(); });
el('analysis').addEventListener('click', () => { analysis(); });
