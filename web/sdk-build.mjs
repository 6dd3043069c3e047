// Builds discord-sdk.js, the one part of Discord's Embedded App SDK (npm
// `@discord/embedded-app-sdk`, MIT) the Activity page uses: `DiscordSDK`, bundled by esbuild
// into one ES module the bot embeds and serves like the page's own modules. The licences of
// everything bundled (read from the packages themselves) follow the code, so the file served
// carries its notices.
//
//   node sdk-build.mjs          writes discord-sdk.js
//   node sdk-build.mjs --check  fails unless discord-sdk.js is what this would write (CI)
//
// Both versions are pinned in package-lock.json: the same lock gives the same bytes.

import { buildSync } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'discord-sdk.js');
const sdk = join(here, 'node_modules/@discord/embedded-app-sdk');

const built = buildSync({
  stdin: { contents: "export { DiscordSDK } from '@discord/embedded-app-sdk';", resolveDir: here },
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  metafile: true,
  write: false,
});

/** The packages whose code is in the bundle: the SDK, and what it bundled under output/lib. */
const inputs = Object.keys(built.metafile.inputs);
const bundled = new Set(['@discord/embedded-app-sdk']);
for (const input of inputs) {
  const lib = input.match(/embedded-app-sdk\/output\/lib\/([^/]+)\//);
  if (lib) bundled.add(lib[1]);
}

/** A package's licence text: its own file, or (tslib, which the SDK inlined without one) the
 * header it carries. @param {string} name */
function licence(name) {
  const dirs = [join(here, 'node_modules', name), join(sdk, 'output/lib', name)];
  for (const dir of dirs) {
    let files;
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    const file = files.find((f) => /^licen[cs]e/i.test(f));
    if (file) return readFileSync(join(dir, file), 'utf8').trim();
    const header = files.find((f) => f.endsWith('.mjs'));
    if (header) {
      const text = readFileSync(join(dir, header), 'utf8').match(/\/\*+([\s\S]*?)\*\//);
      if (text) return text[1].trim();
    }
  }
  throw new Error(`no licence found for ${name}`);
}

const version = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')).version;
const notices = [...bundled]
  .sort()
  .map((name) => `--- ${name} ---\n${licence(name)}`)
  .join('\n\n')
  .replaceAll('*/', '* /');
const text =
  `// @discord/embedded-app-sdk ${version}, DiscordSDK only, built by web/sdk-build.mjs.\n` +
  built.outputFiles[0].text +
  `/*\nLicences of the code above:\n\n${notices}\n*/\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(out, 'utf8');
  } catch {
    // Missing: reported below.
  }
  if (committed !== text) {
    console.error('web/discord-sdk.js is not what web/sdk-build.mjs builds: run `node sdk-build.mjs`');
    process.exit(1);
  }
  console.log(`web/discord-sdk.js is the SDK ${version} as locked (${Buffer.byteLength(text)} bytes)`);
} else {
  writeFileSync(out, text);
  console.log(`wrote web/discord-sdk.js: SDK ${version}, ${Buffer.byteLength(text)} bytes, from ${[...bundled].join(', ')}`);
}
