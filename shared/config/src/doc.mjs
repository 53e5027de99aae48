// docs/configuration.md, generated from the list (pnpm config:doc; scripts/config.test.mjs fails
// when the page in the repository is not this text).
import { DEFAULTS } from './defaults.mjs';
import { GROUPS, PROCESSES, SETTINGS } from './settings.mjs';

const INTRO = `# Configuration

<!-- Generated from shared/config/src/settings.mjs and defaults.mjs by \`pnpm config:doc\`: edit those, not this page. -->

Every setting is an environment variable, and every one is optional on a developer's machine: the
defaults run the site locally with the embedded database and the local outbox. Production needs a
few of them (docs/operations.md lists which; \`NODE_ENV=production\` makes the API refuse
to start without them).

The list lives in one place, \`@ga/config\` (\`shared/config/src/settings.mjs\`, fixed defaults in
\`defaults.mjs\`). Every process reads its settings through \`readSettings(process)\` from it: the
API (\`api/src/config.ts\`), the site server (\`shell/server/config.ts\`), the browser's fallback
configuration (\`shared/core/src/config/config.ts\`), \`pnpm start\` and the release commands
(\`scripts/\`), the e2e tests (\`e2e/support/env.ts\`) and the benches (\`scripts/bench/\`). A reader
refuses a setting its process is not listed for, so the « read by » column below is checked by every
run; \`scripts/config.test.mjs\` fails when the code reads a variable the list does not have.

- Numbers must be whole and not negative (fractions where said): anything else stops the start-up
  with « Variable d'environnement X invalide ».
- Paths given relative are taken from the working directory of the process that reads them (\`api/\`
  for the API and \`shell/\` for the site server under \`pnpm start\`, the repository root for the
  commands); their defaults are under the repository. Give \`RELEASE_STORE\` as an absolute path when
  you set it, or the API and the site server will look at different folders.
- A secret (marked 🔒) never goes in the repository nor in a log; the others may be public.`;

const code = (value) => `\`${value}\``;
/** A page of docs/ named in the list becomes a link from this page, which sits beside it. */
const linked = (text) => text.replace(/\bdocs\/([a-z-]+\.md)\b/g, '[$1]($1)');
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function defaultCell(setting) {
  if (setting.defaultText) return setting.defaultText;
  if (!(setting.name in DEFAULTS)) return 'unset';
  const value = DEFAULTS[setting.name];
  return setting.path ? code(`<repository>/${value}`) : code(value);
}

function readByCell(setting) {
  return setting.readBy.map((id) => PROCESSES[id]).join(', ');
}

function nameCell(setting) {
  const old = (setting.oldNames ?? [])
    .map((o) => `<br>old name: ${code(o.name)} (${o.readBy.map((id) => PROCESSES[id]).join(', ')})`)
    .join('');
  return `${code(setting.name)}${setting.secret ? ' 🔒' : ''}${old}`;
}

/** The whole page, as docs/configuration.md holds it. */
export function configurationPage() {
  const sections = GROUPS.map((group) => {
    const rows = SETTINGS.filter((setting) => setting.group === group.id).map(
      (setting) =>
        `| ${nameCell(setting)} | ${cell(defaultCell(setting))} | ${cell(readByCell(setting))} | ${cell(setting.description)} |`,
    );
    return [
      `## ${group.title}`,
      ...(group.intro ? ['', group.intro] : []),
      '',
      '| variable | default | read by | what it does |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  const renamed = SETTINGS.flatMap((setting) =>
    (setting.oldNames ?? []).map(
      (old) => `- ${code(old.name)} → ${code(setting.name)} (${old.readBy.map((id) => PROCESSES[id]).join(', ')})`,
    ),
  );
  const oldNames = [
    '## Old names',
    '',
    'One setting has one name. These old names are still read for one release, with a warning at',
    'start-up (« X est l’ancien nom de Y… »), when the new name is not set; the next release drops them.',
    'The site server no longer reads `PORT` at all: it listens on `SITE_PORT`.',
    '',
    ...renamed,
  ].join('\n');
  return `${linked([INTRO, ...sections, oldNames].join('\n\n'))}\n`;
}
