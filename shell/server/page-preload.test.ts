import { shellEntryScripts } from './page-preload';

describe('shellEntryScripts', () => {
  test('the scripts of the shell’s index.html, in its order, and nothing else', () => {
    const html =
      '<head><link href="/releases/shell/1.0.0-a/main.abcdef0123.css" rel="stylesheet"></head><body><div id="root"></div>' +
      '<script defer src="/releases/shell/1.0.0-a/vendor-react.2222222222.js"></script><script defer src="/releases/shell/1.0.0-a/vendor.1111111111.js"></script>' +
      '<script nonce="n">window.x=1</script><script defer src="/releases/shell/1.0.0-a/main.abcdef0123.js"></script></body>';
    expect(shellEntryScripts(html)).toEqual([
      '/releases/shell/1.0.0-a/vendor-react.2222222222.js',
      '/releases/shell/1.0.0-a/vendor.1111111111.js',
      '/releases/shell/1.0.0-a/main.abcdef0123.js',
    ]);
  });

  test('a shell built before the split: main alone', () => {
    expect(shellEntryScripts('<script defer src="/releases/shell/0.9.0-b/main.0123456789.js"></script>')).toEqual([
      '/releases/shell/0.9.0-b/main.0123456789.js',
    ]);
  });
});
