// The compile hint of every production script (@ga/build COMPILE_HINT, docs/performance.md « Compile
// hints »): its first line, and counted by its source map (a map that ignores it points every stack
// frame of production one line off). Checked on the builds `pnpm budgets` makes.
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '@ga/build';

/**
 * The scripts rspack writes: the top of the build folder. Not the server build (dist/server/, Node:
 * no hint) nor the public files copied as they are (the shell's tags/).
 */
function scripts(dist) {
  return fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => entry.name);
}

/** @returns {Array<{ file: string, problem: string }>} */
export function compileHintProblems(dist) {
  const problems = [];
  for (const file of scripts(dist)) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    if (code.split('\n', 1)[0] !== COMPILE_HINT) {
      problems.push({ file, problem: `ne commence pas par ${COMPILE_HINT}` });
      continue;
    }
    const map = path.join(dist, `${file}.map`);
    if (fs.existsSync(map) && !JSON.parse(fs.readFileSync(map, 'utf8')).mappings.startsWith(';')) {
      problems.push({ file, problem: 'sa source map ne compte pas la ligne de l’indication de compilation' });
    }
  }
  return problems;
}
