import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  baseUrl: string;
  pid: number;
  token: string;
  /** Resident memory of the server process, in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench-Password-1' };

/**
 * The real API in its own process (as in production), so client and server do not share a CPU thread.
 * On PostgreSQL (env.DATABASE_URL) it gets the keys production must be given.
 */
export async function startBenchServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  const keys = env.DATABASE_URL ? { TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), VIEW_AS_SIGNING_KEY: randomBytes(32).toString('hex') } : {};
  const child: ChildProcess = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_INTERNAL_URLS: 'true', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...keys, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/admin/publicSettings`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300 || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await login.json()) as { result: boolean; data?: { accessToken: string } };
  if (!body.data) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    token: body.data.accessToken,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export const median = (values: number[]) => percentile(values, 50);
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

export interface Figure {
  figure: string;
  value: string;
  target: string;
  met: boolean;
}
