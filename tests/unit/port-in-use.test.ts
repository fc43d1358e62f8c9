import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let held: Server | undefined;
let dataDir: string | undefined;
let started: ChildProcess | undefined;
afterEach(async () => {
  started?.kill('SIGKILL');
  await new Promise<void>((done) => (held ? held.close(() => done()) : done()));
  held = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` (tsx src/server/main.ts) with these settings: its exit code and what it wrote. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: resolve('.'),
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('npm start on a port in use', () => {
  it(
    'says so in one line naming PORT, before building or opening anything',
    { timeout: 90_000 },
    async () => {
      held = createServer();
      await new Promise<void>((done) => held!.listen(0, '127.0.0.1', done));
      const { port } = held.address() as { port: number };
      dataDir = mkdtempSync(join(tmpdir(), 'comanda-port-'));
      const data = join(dataDir, 'data');
      const web = join(dataDir, 'web');

      const { code, output } = await npmStart({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data,
        WEB_DIR: web,
      });

      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Comanda Office could not start: port ${port} on 127.0.0.1 is in use by another program: ` +
          `stop it, or set PORT to a free port (PORT=${port + 1} npm start)`,
      );
      // Nothing was built or created for a start that could not listen.
      expect(existsSync(web)).toBe(false);
      expect(existsSync(data) ? readdirSync(data) : []).toEqual([]);
    },
  );
});
