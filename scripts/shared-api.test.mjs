import fs from 'node:fs';
import { SHARED, currentApi, recordFile } from './shared-api.mjs';

describe('public API of the shared singletons', () => {
  it.each(SHARED)('@ga/%s: a change of exports comes with a new version (pnpm shared:api)', (pkg) => {
    const recorded = JSON.parse(fs.readFileSync(recordFile(pkg), 'utf8'));
    const current = currentApi(pkg);
    if (current.version === recorded.version) {
      expect(current.exports).toEqual(recorded.exports);
    } else {
      // A new version must be recorded with its exports.
      expect({ version: current.version, recorded: recorded.version }).toEqual({
        version: current.version,
        recorded: current.version,
      });
    }
  });
});
