/**
 * The rules of a stylesheet a page's markup can use: the critical part of the shell's stylesheet,
 * inlined in a server-rendered page's head (ssr/page-css.ts). A rule is kept unless one of its
 * selectors' classes is absent from the markup — for every selector of its list: a rule without a
 * class (`:root`, `html`, `*`, `@font-face`, `@keyframes`) is always kept, classes inside a
 * pseudo-class's parentheses (`:not(.x)`, `:is(.a, .b)`) never remove a rule, so an unneeded rule
 * may stay but a needed one is never dropped. Conditional groups (`@media`, `@supports`, `@layer`,
 * `@container`) are filtered inside and dropped when empty. The whole stylesheet follows after the
 * first paint for what hydration adds (index-html.ts).
 */

interface Statement {
  prelude: string;
  /** The text between the braces; null for a statement ending with `;` (`@import`, `@charset`). */
  block: string | null;
}

/** Top-level statements of `css` (strings and comments skipped, nested braces kept in the block). */
export function statements(css: string): Statement[] {
  const out: Statement[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    let depth = 0;
    let open = -1;
    let quote: string | null = null;
    let done = false;
    for (; i < css.length && !done; i += 1) {
      const c = css[i]!;
      if (quote) {
        if (c === '\\') i += 1;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '/' && css[i + 1] === '*') {
        const end = css.indexOf('*/', i + 2);
        i = end < 0 ? css.length : end + 1;
      } else if (c === ';' && depth === 0) {
        const prelude = css.slice(start, i).trim();
        if (prelude) out.push({ prelude, block: null });
        done = true;
      } else if (c === '{') {
        if (depth === 0) open = i;
        depth += 1;
      } else if (c === '}') {
        depth -= 1;
        if (depth === 0) {
          out.push({ prelude: css.slice(start, open).replace(/\/\*[\s\S]*?\*\//g, '').trim(), block: css.slice(open + 1, i) });
          done = true;
        }
      }
    }
  }
  return out;
}

/** The selectors of a list, split on the commas outside parentheses and brackets. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i]!;
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The classes a selector requires: those outside parentheses and attribute brackets. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

const GROUPS = /^@(media|supports|layer|container)\b/i;

/** `css` without the rules no element of the markup (its classes: `used`) can match. */
export function rulesFor(css: string, used: ReadonlySet<string>): string {
  return statements(css)
    .map(({ prelude, block }) => {
      if (block === null) return `${prelude};`;
      if (GROUPS.test(prelude)) {
        const inner = rulesFor(block, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${block}}`;
      return selectors(prelude).some((selector) => requiredClasses(selector).every((name) => used.has(name))) ? `${prelude}{${block}}` : '';
    })
    .join('');
}
