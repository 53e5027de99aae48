import { incompatibilities } from './compatibility';

const host = { react: '19.3.1', 'react-router': '8.5.1', '@ga/core': '1.0.0' };

describe('shared singleton compatibility', () => {
  it('accepts ranges the shell satisfies', () => {
    expect(incompatibilities({ react: '^19.3.0', 'react-router': '^8.5.0', '@ga/core': '^1.0.0' }, host)).toEqual([]);
  });

  it('names each package the shell cannot satisfy', () => {
    expect(incompatibilities({ react: '^20.0.0', 'react-router': '^8.6.0', redux: '^5.0.0' }, host)).toEqual([
      { pkg: 'react', required: '^20.0.0', provided: '19.3.1' },
      { pkg: 'react-router', required: '^8.6.0', provided: '8.5.1' },
      { pkg: 'redux', required: '^5.0.0', provided: undefined },
    ]);
  });

  it('treats a remote without metadata as compatible', () => {
    expect(incompatibilities(undefined, host)).toEqual([]);
  });
});
