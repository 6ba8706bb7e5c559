import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN, E2E_WORKERS, e2eServer } from './e2e-env.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 180_000;

/**
 * Playwright's global set-up: one server a worker, each on a fresh embedded database with the demo
 * data, all started at once (Playwright's own webServer entries start one after the other, and each
 * spends half a minute making its demo data). The compiled API, as production runs it: `npm run
 * test:e2e` builds it first with the console. Returns the teardown, which stops them.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null) return undefined;
        child.kill('SIGTERM');
        return new Promise((resolve) => child.once('exit', resolve));
      }),
    );
  };
  try {
    await Promise.all(
      servers.map(async (server) => {
        rmSync(server.dataDir, { recursive: true, force: true });
        const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
          cwd: repoRoot,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            PORT: String(server.port),
            HOST: '127.0.0.1',
            DATA_DIR: server.dataDir,
            MAIL_OUTBOX_DIR: server.mailOutboxDir,
            ADMIN_EMAIL: E2E_ADMIN.email,
            ADMIN_PASSWORD: E2E_ADMIN.password,
            EXCHANGE_NAME: 'E2E Exchange',
            LOG_LEVEL: 'warn',
            // Every spec signs in from 127.0.0.1 on this one server, and several type wrong passwords on
            // purpose: at the default 20 the address was locked partway through the run.
            LOGIN_IP_MAX_FAILURES: '1000',
            // The specs' webhook receivers (and the example script's) listen on this machine.
            WEBHOOK_ALLOW_INTERNAL_URLS: 'true',
            // Redis Explorer browses this machine's Redis (the specs use keys of their own).
            REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
            // Another build of the console can be tested without touching apps/web/dist.
            WEB_DIST: process.env.E2E_WEB_DIST ?? '',
            // The leads API listens on a port of its own (any free one: the console reaches it under /leads-api).
            LEADS_PORT: '0',
          },
        });
        children.push(child);
        await untilAnswering(`${server.baseUrl}/admin/publicSettings`, child);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server for ${url} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the e2e server for ${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
