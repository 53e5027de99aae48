import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT } from '@ga/build';
import { compileHintProblems } from './compile-hint.mjs';

describe('compile hints of a production build', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-hints-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (file, body) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  };

  it('wants the hint as the first line of every browser script, and a source map that counts it', () => {
    write('main.js', `${COMPILE_HINT}\n(()=>{})();`);
    write('main.js.map', JSON.stringify({ version: 3, mappings: ';AAAA' }));
    write('page.js', `${COMPILE_HINT}\n(()=>{})();`);
    write('server/index.js', 'module.exports = {};'); // Node's build: no hint
    write('tags/analytics.js', 'window.tag = 1;'); // a public file, copied as it is
    expect(compileHintProblems(dist)).toEqual([]);

    write('page.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' })); // written before the hint was added
    write('late.js', '(()=>{})();\n' + COMPILE_HINT);
    expect(compileHintProblems(dist)).toEqual([
      { file: 'late.js', problem: `ne commence pas par ${COMPILE_HINT}` },
      { file: 'page.js', problem: 'sa source map ne compte pas la ligne de l’indication de compilation' },
    ]);
  });
});
