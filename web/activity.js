// @ts-check
// The board inside Discord (an Activity). Discord frames the page with its parameters in the
// address; Discord's Embedded App SDK (bundled in discord-sdk.js) speaks with the Discord
// client around it. The member signs in (authorize gives a code), the bot's server turns the
// code and the instance into a board link of the member's own to the game of the instance's
// channel (it asks Discord; nothing the page says is trusted), and the page then plays from
// that link like any other. Who is in the Activity is shown beside the board.

import { DiscordSDK } from './discord-sdk.js';

/** A refusal, in the member's words, from the bot's server. */
export class Refused extends Error {}

/** What to say, in the member's words, when Discord's own side fails (set once the bot said). */
let failedWords = '';

/** The member's words for Discord's own failure `e`, with its detail. @param {unknown} e */
export function failure(e) {
  const detail = e instanceof Error ? e.message : JSON.stringify(e);
  return `${failedWords || 'Discord did not let the board in.'} (${detail})`;
}

/** @param {string} path @param {RequestInit} [init] */
async function ask(path, init) {
  const answer = await fetch(path, init);
  const body = await answer.json();
  if (!answer.ok) throw new Refused(String(body.message ?? answer.status));
  return body;
}

/** Who is in the Activity, written where the page shows it.
 * @param {{nickname?: string|null, global_name?: string|null, username: string}[]} people */
function showHere(people) {
  const names = people.map((p) => p.nickname || p.global_name || p.username);
  const box = document.getElementById('here');
  const list = document.getElementById('here-names');
  if (!box || !list) return;
  box.hidden = names.length === 0;
  list.textContent = names.join(', ');
  document.body.dataset.here = names.join(',');
}

/** Signs the member in through Discord; the board link the bot made them.
 * @returns {Promise<string>} */
export async function join() {
  const language = { 'Accept-Language': navigator.language };
  const app = await ask('/activity/app', { headers: language });
  failedWords = String(app.failed ?? '');
  const sdk = new DiscordSDK(app.client_id, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: app.client_id,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const session = await ask('/activity/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...language },
    body: JSON.stringify({ code, instance: sdk.instanceId }),
  });
  await sdk.commands.authenticate({ access_token: session.access_token });
  // Who is here: once now, then on every change (best effort: the board works without it).
  sdk.commands
    .getInstanceConnectedParticipants()
    .then(({ participants }) => showHere(participants))
    .catch(() => {});
  sdk.subscribe('ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', ({ participants }) => showHere(participants))
    .catch(() => {});
  return String(session.link);
}
