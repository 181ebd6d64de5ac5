import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The project's root, where the service and the CLI are started from. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServiceProcess = { child: ChildProcess; base: string; exited: Promise<number | null>; output: () => string };

/**
 * The real service (`src/server/main.ts`) in a process of its own, on the embedded database
 * unless `env` names a DATABASE_URL, once `/readyz` answers (checked every 100 ms, `attempts`
 * times). `children` keeps it for the test file's afterAll to kill.
 */
export async function startService(env: Record<string, string>, children: Set<ChildProcess>, attempts = 600): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', BOS_LOG_LEVEL: 'warn', ...env },
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { children.delete(child); resolve(code); }));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { child, base, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`service did not start: ${output}`);
}
