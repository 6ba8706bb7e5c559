import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openPglite } from '../apps/api/src/platform/db/database.ts';
import { buildServer } from '../apps/api/src/platform/http/build-server.ts';
import { ensureFirstAdmin } from '../apps/api/src/modules/auth/first-admin.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** Median and p95 of a full sign-in (argon2id at OWASP's parameters) over real HTTP, one at a time. */
export async function measureSignInLatency(samples = 60) {
  const dataDir = path.join(os.tmpdir(), `bench-signin-${randomBytes(4).toString('hex')}`);
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'Bench-Password-1', LOG_LEVEL: 'silent', LOGIN_IP_MAX_FAILURES: '10000' });
  const database = await openPglite(config.dataDir);
  await ensureFirstAdmin(database.db, config);
  const app = await buildServer({ db: database.db, notifications: database.notifications, config, totpKey: randomBytes(32), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const timings: number[] = [];
  try {
    for (let i = 0; i < samples + 5; i++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-Password-1' }),
      });
      await response.json();
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      if (i >= 5) timings.push(performance.now() - started); // the first few warm up the JIT and the pool
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  timings.sort((a, b) => a - b);
  const median = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  return [
    { figure: 'sign-in median (argon2id, HTTP)', value: `${median.toFixed(1)} ms`, target: '< 300 ms', met: median < 300 },
    { figure: 'sign-in p95', value: `${p95.toFixed(1)} ms`, target: '(printed)', met: true },
  ];
}
