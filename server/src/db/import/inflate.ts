import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gunzip } from 'node:zlib';

/**
 * The importer's gzip files, inflated ahead of their load on a thread of
 * their own. While PGlite runs a statement (a COPY, an index build) the main
 * thread is busy for seconds at a time, and Node's asynchronous zlib makes no
 * progress meanwhile (each chunk of its output waits for the main thread): so
 * a file inflated "asynchronously" next to the load still cost its whole time
 * once its COPY began (major_scores: 1.2 s). A worker thread inflates the next
 * dataset's file while this one loads, on the machine's other core.
 */

interface Inflated {
  /** The file's size and modification time when it was read: a file changed since is read again */
  size: number;
  mtimeMs: number;
  text: Buffer;
}

type Reply = { id: number; size: number; mtimeMs: number; text: Uint8Array } | { id: number; error: string };

const WORKER_URL = new URL('./inflateWorker.mjs', import.meta.url);

/** Files asked for ahead of their load, by path. */
const ahead = new Map<string, Promise<Inflated>>();
const waiting = new Map<number, { resolve: (r: Inflated) => void; reject: (e: Error) => void }>();
let worker: Worker | null = null;
let nextId = 0;

function failAll(error: Error): void {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
  worker = null;
}

function startWorker(): Worker | null {
  if (worker) return worker;
  try {
    const started = new Worker(WORKER_URL);
    started.on('message', (m: Reply) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (!w) return;
      if ('error' in m) w.reject(new Error(m.error));
      else w.resolve({ size: m.size, mtimeMs: m.mtimeMs, text: Buffer.from(m.text.buffer, m.text.byteOffset, m.text.byteLength) });
    });
    started.on('error', (err) => failAll(err));
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`解压线程已退出（${code}）`));
    });
    worker = started;
    return started;
  } catch {
    return null;
  }
}

async function inflateHere(file: string): Promise<Inflated> {
  const { size, mtimeMs } = await stat(file);
  return { size, mtimeMs, text: await promisify(gunzip)(await readFile(file)) };
}

function inflateInWorker(file: string): Promise<Inflated> {
  const thread = startWorker();
  if (!thread) return inflateHere(file);
  const id = nextId++;
  const reply = new Promise<Inflated>((resolve, reject) => waiting.set(id, { resolve, reject }));
  thread.postMessage({ id, file });
  return reply;
}

/**
 * Starts inflating these gzip files on the inflate thread: importDatasets
 * passes the files of the dataset it loads and of the next one to load.
 * Files not named are forgotten, so at most two datasets' files are held;
 * `[]` forgets all and stops the thread.
 */
export function inflateAhead(files: readonly string[]): void {
  for (const file of ahead.keys()) if (!files.includes(file)) ahead.delete(file);
  if (files.length === 0) {
    const stopping = worker;
    worker = null;
    failAll(new Error('解压线程已停止'));
    void stopping?.terminate();
    return;
  }
  for (const file of files) {
    if (!file.endsWith('.gz') || ahead.has(file)) continue;
    const reading = inflateInWorker(file);
    reading.catch(() => undefined); // a failure reaches the load that takes it, which reads the file itself
    ahead.set(file, reading);
  }
}

/** A gzip file's text: inflated ahead if it was and has not changed since, else read here and now. */
export async function inflated(file: string): Promise<Buffer> {
  const early = ahead.get(file);
  ahead.delete(file);
  if (early) {
    const [done, now] = await Promise.all([early.catch(() => null), stat(file)]);
    if (done && done.size === now.size && done.mtimeMs === now.mtimeMs) return done.text;
  }
  return (await inflateHere(file)).text;
}
