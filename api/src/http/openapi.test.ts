import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { openApiJson } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('api/openapi.json is up to date (run `pnpm --filter @ga/api openapi`)', () => {
    const checkedIn = fs.readFileSync(path.join(API_ROOT, 'openapi.json'), 'utf8');
    expect(JSON.parse(checkedIn)).toEqual(JSON.parse(openApiJson(t.app)));
  });

  it('documents every route of this round', () => {
    const doc = JSON.parse(openApiJson(t.app));
    for (const p of [
      '/oauth/token',
      '/oauth/revoke',
      '/api/register',
      '/api/user',
      '/api/banners',
      '/api/welcome-slides',
      '/api/list-slides',
      '/api/ratings',
      '/api/blog/last-news',
      '/api/business-sectors',
      '/health',
    ]) {
      expect(doc.paths[p]).toBeDefined();
    }
  });
});
