import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../../testing/test-server.ts';
import { createApiApp, type ApiApp } from './api-app.ts';

describe('the console served as a single-page app', () => {
  let database: Database;
  let app: ApiApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
    database = await openTestDatabase('pglite');
    app = await createApiApp({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent' }), logger: false, webDist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/signin', '/P2PTransactions?status=ALL'])('answers GET and HEAD %s with index.html', async (url) => {
    const get = await app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('<title>console</title>');
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
  });

  it('keeps unknown API paths a JSON 404, for HEAD too', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await app.inject({ method, url: '/admin/no-such-route' });
      expect(answer.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/signin' })).statusCode).toBe(404);
  });
});
