import { Worker } from 'node:worker_threads';
import { DataFileError } from '@zhiyuan/data';
import { ADMISSION_READERS, type AdmissionDatasetName } from './admissionReaders';
import { encodeRows, type ColumnSpec, type EncodedBatch } from './encode';
import type { ReadJob, WorkerMessage } from './readWorker';

const WORKER_URL = new URL('./readWorker.mjs', import.meta.url);
/** Batches the worker encodes ahead: enough to keep the database busy, little memory */
const PREFETCH = 2;

function errorOf(m: Extract<WorkerMessage, { type: 'error' }>): Error {
  if (m.name === 'DataFileError' && m.file !== undefined && m.line !== undefined && m.reason !== undefined) {
    return new DataFileError(m.file, m.line, m.field ?? null, m.reason);
  }
  return new Error(m.message);
}

/**
 * The encoded batches of an admission file, read and encoded in a worker
 * thread so that reading overlaps the inserts (the machine has two cores;
 * PGlite runs on the main thread). If no worker can be started, the same
 * work runs here, in line.
 */
export async function* readAdmissionFile(
  dataset: AdmissionDatasetName,
  sourceIds: ReadonlySet<string>,
  columns: ColumnSpec[],
  rowsPerBatch: number,
  table: string,
  /** Another file of the same shape (tests) */
  fileOverride?: string,
): AsyncGenerator<EncodedBatch> {
  const { read } = ADMISSION_READERS[dataset];
  const file = fileOverride ?? ADMISSION_READERS[dataset].file;
  const job: ReadJob = { dataset, file, sourceIds: [...sourceIds], columns, rowsPerBatch, table, prefetch: PREFETCH };
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, { workerData: job });
  } catch {
    yield* encodeRows(columns, read({ file, sourceIds }), rowsPerBatch, table);
    return;
  }

  const queue: (WorkerMessage | { type: 'failed'; error: Error })[] = [];
  let notify: (() => void) | null = null;
  const push = (m: (typeof queue)[number]) => {
    queue.push(m);
    notify?.();
    notify = null;
  };
  worker.on('message', (m: WorkerMessage) => push(m));
  worker.on('error', (error) => push({ type: 'failed', error }));
  worker.on('exit', (code) => push({ type: 'failed', error: new Error(`读取线程意外退出（${code}）`) }));
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((resolve) => (notify = resolve));
    return queue.shift()!;
  };

  try {
    const first = await next();
    if (first.type === 'failed') {
      // the worker could not load (no TypeScript loader): read in line instead
      yield* encodeRows(columns, read({ file, sourceIds }), rowsPerBatch, table);
      return;
    }
    for (;;) {
      const m = await next();
      if (m.type === 'batch') {
        worker.postMessage('more');
        yield { literals: m.literals, rows: m.rows };
      } else if (m.type === 'done') return;
      else if (m.type === 'error') throw errorOf(m);
      else if (m.type === 'failed') throw m.error;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

/**
 * Reads and validates every row of an admission file in a worker thread (every
 * field, every source id), without encoding: used while the database loads
 * the same file by COPY. Resolves to the row count; a malformed file rejects
 * with its DataFileError (file, line, field).
 */
export async function validateAdmissionFile(
  dataset: AdmissionDatasetName,
  sourceIds: ReadonlySet<string>,
  fileOverride?: string,
): Promise<number> {
  const { read } = ADMISSION_READERS[dataset];
  const file = fileOverride ?? ADMISSION_READERS[dataset].file;
  const inLine = async () => {
    let count = 0;
    for await (const _ of read({ file, sourceIds })) count++;
    return count;
  };
  const job: ReadJob = { dataset, file, sourceIds: [...sourceIds], columns: [], rowsPerBatch: 1, table: dataset, prefetch: 1, validateOnly: true };
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, { workerData: job });
  } catch {
    return inLine();
  }
  try {
    return await new Promise<number>((resolve, reject) => {
      let ready = false;
      let settled = false;
      const settle = (run: () => void) => {
        if (settled) return;
        settled = true;
        run();
      };
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'ready') ready = true;
        else if (m.type === 'done') settle(() => resolve(m.rows ?? 0));
        else if (m.type === 'error') settle(() => reject(errorOf(m)));
      });
      // a worker that could not even start (no TypeScript loader): validate here instead
      worker.on('error', (error) => settle(() => (ready ? reject(error) : void inLine().then(resolve, reject))));
      worker.on('exit', (code) => settle(() => reject(new Error(`读取线程意外退出（${code}）`))));
    });
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
