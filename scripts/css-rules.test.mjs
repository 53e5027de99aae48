// Rules of the house's CSS that no linter here knows (docs/accessibility.md « Reflow at 320 px »).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './release/store.mjs';
import { repositoryFiles } from './repository-sources.mjs';

/** `minmax(280px, 1fr)`: a fixed minimum wider than a 320 px screen's content box overflows it. */
const FIXED_TRACK_MINIMUM = /minmax\(\s*(?!0[\s,])(\d*\.?\d+(?:px|rem|em|ch))\s*,/g;

export function fixedTrackMinimums(css) {
  return [...css.matchAll(FIXED_TRACK_MINIMUM)].map((m) => m[1]);
}

describe('the CSS of the front ends', () => {
  it('finds a fixed grid-track minimum, and lets min(), 0 and a fraction pass', () => {
    expect(fixedTrackMinimums('.a { grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }')).toEqual([
      '280px',
    ]);
    expect(fixedTrackMinimums('.a { grid-template-columns: minmax( 12.5rem ,1fr) minmax(16em, 2fr); }')).toEqual([
      '12.5rem',
      '16em',
    ]);
    expect(
      fixedTrackMinimums('.a { grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr)); }'),
    ).toEqual([]);
    expect(
      fixedTrackMinimums('.a { grid-template-columns: minmax(0, 1.6fr) minmax(0,1fr) minmax(auto, 1fr); }'),
    ).toEqual([]);
  });

  it('caps every grid-track minimum at the container (`minmax(min(280px, 100%), 1fr)`), so a 320 px screen never scrolls sideways', () => {
    const offenders = repositoryFiles()
      .filter((file) => file.endsWith('.css') && /^(shell|mf-[a-z]+|shared)\//.test(file))
      .flatMap((file) =>
        fixedTrackMinimums(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((min) => `${file}: minmax(${min}, …)`),
      );
    expect(offenders).toEqual([]);
  });
});
