/**
 * The API side of the odds model's thread (oddsWorker.ts): messages with an
 * id, each answered once; a thread that dies fails what it still owed.
 */
import { Worker } from 'node:worker_threads';
import type {
  AdmissionLineRow,
  BatchLineInput,
  ExamModelInput,
  MajorLineRow,
  OddsRankTable,
  PlanRowInput,
  ProvinceRuleInput,
  RankBand,
  RequirementRowInput,
} from '@zhiyuan/domain';

/** A band of a 一分一段 table, with the table it belongs to */
export type RankTableRow = Pick<OddsRankTable, 'province' | 'year' | 'track' | 'quality'> & RankBand;

/** The rows the model reads, by dataset (sent in slices before `build`). */
export interface OddsRows {
  lines: AdmissionLineRow;
  majorLines: MajorLineRow;
  plans: PlanRowInput;
  requirements: RequirementRowInput;
  rankTables: RankTableRow;
  batchLines: BatchLineInput;
}

type Rows = { [K in keyof OddsRows]: { kind: 'rows'; table: K; rows: readonly OddsRows[K][] } }[keyof OddsRows];

export type OddsRequest = { id?: number } & (
  | Rows
  | { kind: 'build'; rules: readonly ProvinceRuleInput[]; models: readonly ExamModelInput[] }
  | { kind: 'fit'; year: number }
  | { kind: 'prepare'; province: string; track: string; year: number }
  | { kind: 'answer'; name: string; province: string; track: string; year: number; args: unknown }
);

export type OddsReply = { id: number; value: unknown; error?: undefined } | { id: number; error: string; value?: undefined };

const WORKER_URL = new URL('./oddsWorker.mjs', import.meta.url);

export class OddsThread {
  private readonly worker: Worker;
  private readonly owed = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;
  /** Calls under way (and the load, while it runs): a retired thread ends when none is left */
  private busy = 0;
  private retired = false;

  constructor(onExit: (thread: OddsThread, error: Error) => void) {
    this.worker = new Worker(WORKER_URL);
    // the thread never keeps the process alive by itself: closing the app (or the end of a test) ends it
    this.worker.unref();
    this.worker.on('message', (m: OddsReply) => {
      const waiter = this.owed.get(m.id);
      if (!waiter) return;
      this.owed.delete(m.id);
      if (m.error !== undefined) waiter.reject(new Error(m.error));
      else waiter.resolve(m.value);
    });
    const fail = (error: Error) => {
      if (this.dead) return;
      this.dead = error;
      for (const waiter of this.owed.values()) waiter.reject(error);
      this.owed.clear();
      onExit(this, error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`志愿模型线程已退出（${code}）`)));
  }

  /** Sends without waiting (the rows of the load: the thread takes them in order). */
  send(message: OddsRequest): void {
    if (this.dead) throw this.dead;
    this.worker.postMessage(message);
  }

  /** Sends and waits for the answer. */
  async call(message: OddsRequest): Promise<unknown> {
    if (this.dead) throw this.dead;
    const id = this.nextId++;
    this.busy++;
    try {
      return await new Promise<unknown>((resolve, reject) => {
        this.owed.set(id, { resolve, reject });
        this.worker.postMessage({ ...message, id });
      });
    } finally {
      this.busy--;
      this.endIfIdle();
    }
  }

  /** Holds the thread while something other than a call (the load) still needs it. */
  hold<T>(work: Promise<T>): Promise<T> {
    this.busy++;
    return work.finally(() => {
      this.busy--;
      this.endIfIdle();
    });
  }

  /** No new calls come: the thread ends once the calls under way are answered. */
  retire(): void {
    this.retired = true;
    this.endIfIdle();
  }

  /** Ends the thread now (the app closes). */
  async end(): Promise<void> {
    this.retired = true;
    await this.worker.terminate();
  }

  private endIfIdle(): void {
    if (this.retired && this.busy === 0 && !this.dead) void this.worker.terminate();
  }
}
