import { rulesFor, statements } from './css-rules';

describe('the rules a page’s markup can use', () => {
  const css = [
    '@charset "utf-8";',
    ':root{--c:red}',
    '@font-face{font-family:X;src:url(x.woff2)}',
    '.a{color:red}',
    '.b .c{color:blue}',
    '.z,.a:hover{color:green}',
    '.d:not(.e){margin:0}',
    '.f[data-x="}{"]{content:"}"}',
    '@media (min-width:40em){.a{padding:1px}.g{padding:2px}}',
    '@media print{.g{display:none}}',
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '/* .unused{} */.h{top:0}',
  ].join('');

  it('splits the top level, strings and comments included', () => {
    expect(statements(css).map((s) => s.prelude)).toEqual([
      '@charset "utf-8"', ':root', '@font-face', '.a', '.b .c', '.z,.a:hover', '.d:not(.e)', '.f[data-x="}{"]', '@media (min-width:40em)', '@media print', '@keyframes spin', '.h',
    ]);
  });

  it('keeps rules without classes, and those whose every class is used; filters inside @media', () => {
    expect(rulesFor(css, new Set(['a', 'd', 'f']))).toBe(
      [
        '@charset "utf-8";',
        ':root{--c:red}',
        '@font-face{font-family:X;src:url(x.woff2)}',
        '.a{color:red}',
        '.z,.a:hover{color:green}',
        '.d:not(.e){margin:0}',
        '.f[data-x="}{"]{content:"}"}',
        '@media (min-width:40em){.a{padding:1px}}',
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      ].join(''),
    );
    expect(rulesFor(css, new Set(['b', 'c', 'g', 'h']))).toContain('.b .c{color:blue}@media (min-width:40em){.g{padding:2px}}@media print{.g{display:none}}@keyframes');
    expect(rulesFor(css, new Set(['b']))).not.toContain('.b .c');
  });

  it('keeps the whole stylesheet when the markup uses every class', () => {
    const all = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'z']);
    expect(rulesFor(css, all)).toBe(css.replace('/* .unused{} */', ''));
  });
});
