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

/** The CSS-module classes a component's `<fieldset>` elements take (`className={styles.x}`). */
export function fieldsetClasses(tsx) {
  return [...tsx.matchAll(/<fieldset\b[^>]*?className=\{styles\.(\w+)\}/g)].map((m) => m[1]);
}

/** Whether a rule of `css` whose selector names `.name` sets the border (any border declaration). */
export function setsBorder(css, name) {
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  return rules.some(
    ([, selector, body]) =>
      selector.split(',').some((s) => new RegExp(`\\.${name}(?![\\w-])`).test(s.trim())) &&
      /(^|[;\s])border(-style|-width)?\s*:/.test(body),
  );
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

  it('finds a fieldset class without a border of its own, and sees one set', () => {
    expect(
      fieldsetClasses('<fieldset className={styles.group}>\n<fieldset key={f.id} className={styles.row}>'),
    ).toEqual(['group', 'row']);
    expect(setsBorder('.group {\n  display: grid;\n}', 'group')).toBe(false);
    expect(setsBorder('.a,\n.group {\n  border: 0;\n}', 'group')).toBe(true);
    expect(setsBorder('.groupe { border: 0; }', 'group')).toBe(false);
  });

  it('every fieldset of a component says its border (the browser draws a grey frame by default)', () => {
    const offenders = repositoryFiles()
      .filter(
        (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && /^(shell|mf-[a-z]+|shared)\//.test(file),
      )
      .flatMap((file) => {
        const tsx = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const classes = fieldsetClasses(tsx);
        const module = /import styles from '(\.[^']+\.module\.css)'/.exec(tsx)?.[1];
        if (!classes.length || !module) return [];
        const css = fs.readFileSync(path.join(ROOT, path.dirname(file), module), 'utf8');
        return classes.filter((name) => !setsBorder(css, name)).map((name) => `${file}: .${name}`);
      });
    expect(offenders).toEqual([]);
  });
});
