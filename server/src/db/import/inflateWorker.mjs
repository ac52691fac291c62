// The importer's inflate worker (inflate.ts): reads a gzip file and inflates it
// off the main thread, where PGlite's long statements would stall Node's own
// asynchronous zlib (each chunk of its output waits for the main thread).
// Plain JavaScript: it runs as it is under tsx, vitest and the start bundle.
import { readFileSync, statSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

parentPort.on('message', ({ id, file }) => {
  try {
    const { size, mtimeMs } = statSync(file);
    const text = gunzipSync(readFileSync(file));
    // the inflated bytes move to the main thread instead of being copied, when they own their memory
    const own = text.byteOffset === 0 && text.byteLength === text.buffer.byteLength;
    parentPort.postMessage({ id, size, mtimeMs, text }, own ? [text.buffer] : []);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
