import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPackageRoot } from './platform/api-package-root.ts';

type LogLine = { msg?: string; req?: { url?: string } } & Record<string, unknown>;

/** The server as `npm start` runs it, from source: its own process, its own embedded database. */
interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** Resolves with the first pino line (already written or to come) with this msg and, if given, request URL. */
  logLine(msg: string, url?: string): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// Starting the server from source (tsx, PGlite, migrations) takes a while on a busy machine.
const SPAWN_TIMEOUT_MS = 120_000;

const dataDirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  // A failed test leaves no server behind.
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-main-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiPackageRoot,
    // Only what the test means: nothing from the caller's environment (DATABASE_URL, INIT_CWD...).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'Root-Password-1',
      ...env,
    },
  });
  children.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let stdout = '';
  let stderr = '';
  let resolvePort: (port: number) => void = () => undefined;
  const port = new Promise<number>((resolve) => (resolvePort = resolve));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    let newline: number;
    while ((newline = stdout.indexOf('\n')) >= 0) {
      const text = stdout.slice(0, newline);
      stdout = stdout.slice(newline + 1);
      const listening = /Console and API on http:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
      if (listening) resolvePort(Number(listening[1]));
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const started = await Promise.race([port, exited.then(({ code }) => new Error(`the server exited with ${code}: ${stderr}`))]);
  if (started instanceof Error) throw started;
  return {
    child,
    port: started,
    exited,
    logLine(msg, url) {
      const match = (line: LogLine) => line.msg === msg && (url === undefined || line.req?.url === url);
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/** An HTTP request whose body is sent in two parts, so it is provably in flight between them. */
function startSlowRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    `POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: () => socket.write(body.slice(10)),
    /** Everything the server sent until it closed the connection. */
    closed,
    socket,
  };
}

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('graceful shutdown', () => {
  it('on SIGTERM answers the request in flight, closes the port and exits 0', async () => {
    const server = await startServerProcess();
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

    const request = startSlowRequest(server.port);
    // The server has read the request line and headers: the request is in flight.
    await server.logLine('incoming request', '/admin/login');
    server.child.kill('SIGTERM');
    await server.logLine('shutting down: finishing requests in flight');
    request.finish();

    const answer = await request.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"error"');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await server.logLine('stopped');
    expect(await portIsClosed(server.port)).toBe(true);
  }, SPAWN_TIMEOUT_MS);

  it('exits 1 once SHUTDOWN_TIMEOUT_SECONDS have passed with a request still unfinished', async () => {
    const server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const request = startSlowRequest(server.port);
    await server.logLine('incoming request', '/admin/login');
    server.child.kill('SIGTERM');

    expect(await server.exited).toEqual({ code: 1, signal: null });
    await server.logLine('shutdown time limit reached: exiting with requests unfinished');
    request.socket.destroy();
  }, SPAWN_TIMEOUT_MS);
});

describe('a bad configuration', () => {
  it.each([
    ['the server', ['src/main.ts'], { PORT: 'eighty' }, /^Invalid configuration: PORT: .+$/],
    ['demo-data', ['src/cli/demo-data.ts'], { DATABASE_URL: 'mysql://db/exchange' }, /^Invalid configuration: DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/$/],
    ['unlock-admin', ['src/cli/unlock-admin.ts', 'someone@example.com'], { ADMIN_IP_ALLOWLIST: '10.0.0.0/33' }, /^Invalid configuration: ADMIN_IP_ALLOWLIST: .+$/],
  ])('stops %s with one line naming the variable and exit code 1, no stack trace', async (_name, args, env, expected) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: apiPackageRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: path.join(os.tmpdir(), 'never-created'), ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd()).toMatch(expected);
  }, SPAWN_TIMEOUT_MS);
});
