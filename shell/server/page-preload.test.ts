import { shellEntryScripts } from './page-preload';

describe('shellEntryScripts', () => {
  test('the three files of the shell’s entry, in the order its page loads them, and nothing else', () => {
    const files = ['home.0123456789.js', 'main.abcdef0123.js', 'main.abcdef0123.css', 'vendor.1111111111.js', 'index.html', 'vendor-react.2222222222.js', 'main.abcdef0123.js.map'];
    expect(shellEntryScripts(files)).toEqual(['vendor-react.2222222222.js', 'vendor.1111111111.js', 'main.abcdef0123.js']);
  });

  test('a shell built before the split: main alone', () => {
    expect(shellEntryScripts(['main.0123456789.js', 'favicon.svg'])).toEqual(['main.0123456789.js']);
  });
});
