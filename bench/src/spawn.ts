import { spawn, type ChildProcess } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Child {
  process: ChildProcess;
  port: number;
  base: string;
  /** What the child printed with READY (bench server) */
  info: Record<string, unknown>;
  /** ms from spawn to ready */
  readyMs: number;
  /** What the child printed on stdout so far */
  output(): string;
  /** The last of what the child printed on stderr */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry in its own Node process (tsx's loader; a JavaScript one
 * with `plainNode`) and waits
 * until `ready` says so: by default the bench server's `READY <port> <json>`
 * line; with `poll`, the first 200 of that URL.
 */
export async function spawnTs(
  entry: string,
  args: string[],
  env: Record<string, string | undefined>,
  options: { poll?: { port: number; path: string }; timeoutMs?: number; plainNode?: boolean; cwd?: string } = {},
): Promise<Child> {
  const started = Date.now();
  // plainNode: a JavaScript entry run without tsx's loader (npm start's scripts/start.mjs)
  const child = spawn(process.execPath, [...(options.plainNode ? [] : ['--import', 'tsx']), entry, ...args], {
    // cwd: another checkout (the versus section's older commit), with its own node_modules
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.length > 200_000) stdout = stdout.slice(-100_000);
  });
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  const timeoutMs = options.timeoutMs ?? 1_800_000;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before it was ready:\n${stderr.slice(-3000)}`))),
  );
  const ready = new Promise<{ port: number; info: Record<string, unknown> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} not ready after ${timeoutMs} ms`)), timeoutMs);
    if (options.poll) {
      const { port, path } = options.poll;
      const tick = async () => {
        try {
          const res = await fetch(`http://127.0.0.1:${port}${path}`);
          await res.arrayBuffer();
          if (res.status === 200) {
            clearTimeout(timer);
            resolve({ port, info: {} });
            return;
          }
        } catch {
          // not listening yet
        }
        if (child.exitCode === null) setTimeout(() => void tick(), 50);
      };
      void tick();
    } else {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /READY (\d+) (.*)\n/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve({ port: Number(m[1]), info: JSON.parse(m[2]!) as Record<string, unknown> });
        }
      });
    }
  });
  const { port, info } = await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    info,
    readyMs: Date.now() - started,
    output: () => stdout,
    errors: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
