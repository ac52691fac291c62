/**
 * Worker thread of the importer: reads and validates one admission file and
 * encodes its rows into array literals, while the main thread inserts the
 * batches it already sent. Started by readInWorker (read.ts) through
 * readWorker.mjs; talks only by messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DataFileError } from '@zhiyuan/data';
import { ADMISSION_READERS, type AdmissionDatasetName } from './admissionReaders';
import { encodeRows, type ColumnSpec } from './encode';

export interface ReadJob {
  dataset: AdmissionDatasetName;
  file: string;
  sourceIds: string[];
  columns: ColumnSpec[];
  rowsPerBatch: number;
  table: string;
  /** Batches the worker may encode ahead of the inserts */
  prefetch: number;
  /** Only read and validate every row, and report the count (the database loads the file itself) */
  validateOnly?: boolean;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'batch'; literals: string[]; rows: number }
  | { type: 'done'; rows?: number }
  | { type: 'error'; name: string; message: string; file?: string; line?: number; field?: string | null; reason?: string };

const port = parentPort!;
const job = workerData as ReadJob;
const post = (m: WorkerMessage) => port.postMessage(m);

let credits = job.prefetch;
let wake: (() => void) | null = null;
port.on('message', (m: unknown) => {
  if (m !== 'more') return;
  credits++;
  wake?.();
  wake = null;
});

async function run(): Promise<void> {
  post({ type: 'ready' });
  const { read } = ADMISSION_READERS[job.dataset];
  const rows = read({ file: job.file, sourceIds: new Set(job.sourceIds) });
  if (job.validateOnly) {
    let count = 0;
    for await (const _ of rows) count++;
    post({ type: 'done', rows: count });
    return;
  }
  for await (const batch of encodeRows(job.columns, rows, job.rowsPerBatch, job.table)) {
    while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    post({ type: 'batch', ...batch });
  }
  post({ type: 'done' });
}

run().catch((err: unknown) => {
  if (err instanceof DataFileError) {
    post({ type: 'error', name: err.name, message: err.message, file: err.file, line: err.line, field: err.field, reason: err.reason });
  } else post({ type: 'error', name: err instanceof Error ? err.name : 'Error', message: err instanceof Error ? err.message : String(err) });
});
