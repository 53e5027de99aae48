// Citations that resolve: a clone of the repository must be able to follow every citation it reads.
// 1. Every `*.md` file cited by a Markdown page (links and file names) or by a code comment or string
//    exists in the repository. Relative paths are resolved against the citing file's folder; a
//    plain path may also be relative to the repository root (`docs/security.md`, `README.md`).
//    Reference files kept outside the repository (a bare name of a file not in it) therefore fail: cite the repository's
//    own pages under docs/ instead (docs/architecture.md, docs/spec-notes.md, docs/toolchain.md).
// 2. Code comments give reasons, not ticket numbers: « issue N » in a comment fails (say why instead;
//    the history is in git). Markdown pages are not checked for this.
// Line-based heuristics, on purpose: good enough for this repository's style, and fast.
import { repositoryFiles } from './repository-sources.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SELF = 'scripts/docs-citations.test.mjs'; // its examples cite missing files on purpose
const EXCLUDED = [/(^|\/)node_modules\//, /(^|\/)\.artifacts\//, /^docs\/design\/ssr-spike\//, new RegExp(`^${SELF}$`)];
/** Files with `//` and `/* … *\/` comments (CSS: block comments only). */
const C_LIKE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CSS = /\.css$/;
/** Files with `#` comments. */
const HASH = /\.(ya?ml|sh)$|(^|\/)\.npmrc$|(^|\/)\.gitignore$|^\.ci\/run$/;
const MARKDOWN = /\.md$/;

/** Repository files (repository-sources.mjs) but for the excluded ones. */
function citingFiles() {
  return repositoryFiles().filter((file) => !EXCLUDED.some((re) => re.test(file)));
}

/**
 * For each line of a C-like (or CSS) file: its comment text, and the text of its string literals
 * ('…', "…", `…`). A small scanner: block comments and template literals may span lines; `'` and `"`
 * strings end with their line; regular expression literals are not recognised (rare enough here).
 */
function splitComments(text, { lineComments }) {
  let inBlock = false;
  let template = false;
  return text.split('\n').map((line) => {
    let comment = '';
    let strings = '';
    let quote = template ? '`' : null;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i];
      if (inBlock) {
        if (line.startsWith('*/', i)) {
          inBlock = false;
          i += 1;
        } else comment += ch;
      } else if (quote === '`' && line.startsWith('${', i)) {
        // An expression inside a template literal is code: skip it (on this line).
        let depth = 0;
        for (; i < line.length; i += 1) {
          if (line[i] === '{') depth += 1;
          else if (line[i] === '}' && --depth === 0) break;
        }
      } else if (quote) {
        if (ch === '\\') {
          strings += line.slice(i, i + 2);
          i += 1;
        } else if (ch === quote) {
          quote = null;
          strings += ' ';
        } else strings += ch;
      } else if (ch === "'" || ch === '"' || ch === '`') {
        quote = ch;
      } else if (lineComments && line.startsWith('//', i) && line[i - 1] !== ':') {
        comment += line.slice(i + 2);
        break;
      } else if (line.startsWith('/*', i)) {
        inBlock = true;
        i += 1;
      }
    }
    template = quote === '`';
    return { comment, strings };
  });
}

function hashComments(text) {
  return text.split('\n').map((line) => {
    const at = line.search(/(^|\s)#/);
    return { comment: at === -1 ? '' : line.slice(at), strings: '' };
  });
}

/** A cited Markdown file: a path or bare name ending in `.md`, not part of a URL or an identifier chain. */
const CITATION = /(?<![\w$@./:-])((?:\.{1,2}\/|\/)?(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.md)(?![\w$-])/g;
const URL_PART = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;

/** `owner/name path/to/file.md`: a file of another GitHub repository, not a citation of this one. */
const OTHER_REPOSITORY = /(^|[\s`(])[\w.-]+\/[\w.-]+\s+$/;

function citedFiles(text) {
  const clean = text.replace(URL_PART, ' ');
  return [...clean.matchAll(CITATION)].filter((m) => !OTHER_REPOSITORY.test(clean.slice(0, m.index))).map((m) => m[1]);
}

function resolves(citing, cited) {
  const candidates = [];
  if (cited.startsWith('/')) candidates.push(path.join(root, cited));
  else {
    candidates.push(path.join(root, path.dirname(citing), cited));
    if (!cited.startsWith('./') && !cited.startsWith('../')) candidates.push(path.join(root, cited));
  }
  return candidates.some(
    (file) => file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/** For each line of a file: the text where citations are looked for, and its comment text. */
function scannedLines(file, text) {
  if (MARKDOWN.test(file)) return text.split('\n').map((line) => ({ cites: line, comment: '' }));
  let parts;
  if (C_LIKE.test(file)) parts = splitComments(text, { lineComments: true });
  else if (CSS.test(file)) parts = splitComments(text, { lineComments: false });
  else if (HASH.test(file)) parts = hashComments(text);
  else return [];
  return parts.map(({ comment, strings }) => ({ cites: `${comment} ${strings}`, comment }));
}

const files = citingFiles();
const findings = { citations: [], issues: [] };
for (const file of files) {
  const lines = scannedLines(file, fs.readFileSync(path.join(root, file), 'utf8'));
  lines.forEach(({ cites, comment }, index) => {
    const where = `${file}:${index + 1}`;
    for (const cited of citedFiles(cites)) {
      if (!resolves(file, cited)) findings.citations.push(`${where} cites ${cited}, which is not in the repository`);
    }
    const issue = comment.match(/\bissue\s+\d+/i);
    if (issue) findings.issues.push(`${where} says « ${issue[0]} » in a comment: give the reason instead`);
  });
}

describe('citations in the repository', () => {
  it('scans the repository', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => C_LIKE.test(file)).length).toBeGreaterThan(100);
  });

  it('every cited Markdown file exists in the repository', () => {
    expect(findings.citations).toEqual([]);
  });

  it('no code comment cites an issue number instead of a reason', () => {
    expect(findings.issues).toEqual([]);
  });
});

describe('the heuristics', () => {
  it('finds paths, bare names and relative links, but not URLs or property chains', () => {
    expect(citedFiles('see docs/security.md « Tokens », ABSENT.md §7 and [ops](operations.md#health)')).toEqual([
      'docs/security.md',
      'ABSENT.md',
      'operations.md',
    ]);
    expect(citedFiles('[up](../README.md) https://github.com/x/y/blob/main/README.md')).toEqual(['../README.md']);
    expect(citedFiles('- `TanStack/router examples/react/README.md`: how they do it')).toEqual([]);
  });

  it('resolves against the citing folder, then the repository root', () => {
    expect(resolves('docs/architecture.md', 'toolchain.md')).toBe(true);
    expect(resolves('shell/src/x.ts', 'docs/architecture.md')).toBe(true);
    expect(resolves('api/src/x.ts', 'README.md')).toBe(true);
    expect(resolves('shell/src/x.ts', 'ABSENT.md')).toBe(false);
    expect(resolves('docs/x.md', './README.md')).toBe(false);
  });

  it('reads comments and strings, not code', () => {
    const source = [
      'const a = styles.md; // issue 3',
      '/* x',
      " issue 4 */ const c = 'https://e.fr/*'; const d = `a.md",
      "b` + '// not a comment'; // README.md",
    ].join('\n');
    const parts = splitComments(source, { lineComments: true });
    expect(parts.map((p) => p.comment.trim())).toEqual(['issue 3', 'x', 'issue 4', 'README.md']);
    expect(parts.map((p) => p.strings.trim())).toEqual(['', '', 'https://e.fr/* a.md', 'b // not a comment']);
    expect(splitComments('const m = `(min-width: ${tokens.md})`;', { lineComments: true })[0].strings).toBe(
      '(min-width: ) ',
    );
  });
});
