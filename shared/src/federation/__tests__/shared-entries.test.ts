import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_TIME, BUNDLED_PER_APP, SHARED_SINGLETONS } from '../shared-entries';

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

describe('how the apps get each entry of the shared package', () => {
  it('should say it for every entry, once: a new entry is not silently one copy per app', () => {
    const entries = Object.keys(manifest.exports).map((key) => key.replace(/^\.\//, ''));
    const decided = [...SHARED_SINGLETONS, ...BUNDLED_PER_APP, ...BUILD_TIME];
    expect(new Set(decided).size).toBe(decided.length);
    for (const entry of entries) {
      const top = entry.split('/')[0] as string;
      expect(decided).toContain(top);
    }
  });
});
