/**
 * What a running app knows about an import in the background (decision 012):
 * the first start listens at once and imports behind, and until a dataset
 * that was never loaded has landed, the read models holding its data answer
 * 503 数据导入中 (with the dataset and the progress) instead of an empty page
 * or a request that waits on the import's transaction.
 */
import { DATASET_TITLES, type DatasetName } from '@zhiyuan/domain';
import { AppError } from './errors';

export interface LoadedDataset {
  dataset: string;
  rows: number;
  importedAt: string;
}

export interface ImportProgress {
  /** Datasets this import loads, in order */
  total: number;
  /** Of them, landed so far */
  done: number;
  /** The dataset being loaded now */
  current: string | null;
  startedAt: string;
}

export class ImportState {
  private running: { datasets: DatasetName[]; landed: Set<DatasetName>; startedAt: Date } | null = null;
  /** Datasets that had never been loaded when this import began: their data is not there yet */
  private readonly missing = new Set<DatasetName>();
  /** What the database held when the import began, updated as datasets land (health answers from it meanwhile) */
  private loaded: LoadedDataset[] = [];

  /** An import of these datasets begins; `loaded` is what the database already holds. */
  begin(datasets: readonly DatasetName[], loaded: readonly LoadedDataset[]): void {
    this.running = { datasets: [...datasets], landed: new Set(), startedAt: new Date() };
    this.loaded = [...loaded];
    this.missing.clear();
    const had = new Set(loaded.map((d) => d.dataset));
    for (const d of datasets) if (!had.has(d)) this.missing.add(d);
  }

  landed(dataset: DatasetName, rows: number): void {
    this.running?.landed.add(dataset);
    this.missing.delete(dataset);
    this.loaded = [...this.loaded.filter((d) => d.dataset !== dataset), { dataset, rows, importedAt: new Date().toISOString() }].sort((a, b) =>
      a.dataset.localeCompare(b.dataset),
    );
  }

  /** The import ended (landed whole or failed): every dataset is served from what the database holds. */
  end(): void {
    this.running = null;
    this.missing.clear();
  }

  /** Null when no import runs. */
  progress(): ImportProgress | null {
    const r = this.running;
    if (!r) return null;
    return {
      total: r.datasets.length,
      done: r.landed.size,
      current: r.datasets.find((d) => !r.landed.has(d)) ?? null,
      startedAt: r.startedAt.toISOString(),
    };
  }

  /** What the database holds, as of the import's start and the datasets landed since (only while one runs). */
  loadedDatasets(): LoadedDataset[] {
    return this.loaded;
  }

  /** Throws 503 数据导入中 when any of these datasets has not landed yet on its first import. */
  check(datasets: readonly string[]): void {
    if (this.missing.size === 0) return;
    const waiting = datasets.filter((d): d is DatasetName => this.missing.has(d as DatasetName));
    if (waiting.length === 0) return;
    throw importingError(waiting, this.progress());
  }
}

/** 503 with the words a page shows while the data it needs is being imported. */
export class DataImportingError extends AppError {
  constructor(message: string) {
    super(503, message);
    this.name = 'DataImportingError';
  }
}

function importingError(waiting: DatasetName[], progress: ImportProgress | null): DataImportingError {
  const names = waiting.slice(0, 3).map((d) => `「${DATASET_TITLES[d]}」`).join('、');
  const more = waiting.length > 3 ? `等 ${waiting.length} 项` : '';
  const step = progress ? `（已完成 ${progress.done}/${progress.total} 项）` : '';
  return new DataImportingError(`数据导入中：首次启动正在导入${names}${more}数据${step}，请稍候一两分钟再刷新`);
}
