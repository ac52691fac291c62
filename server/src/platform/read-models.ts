/**
 * The read models (DESIGN.md, Storage; docs/decisions/004-read-models-and-caching.md):
 * published admission data held in process memory after its first read. This
 * plugin builds each one once per app and decorates `app.readModels`; routes
 * and services read through it and never construct their own.
 *
 * When an import lands, `invalidate(datasets)` drops exactly the read models
 * that hold data of those datasets; with Redis it also publishes the datasets
 * on a channel, and every other API process drops the same read models.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DATASET_NAMES, type DatasetName } from '@zhiyuan/domain';
import type { Db } from '../db/client';
import { ImportState } from './import-state';
import { AdmissionRules } from './read-models/admission-rules';
import { BatchLines } from './read-models/batch-lines';
import { DataCatalog } from './read-models/data-catalog';
import { MajorCatalog } from './read-models/majors';
import { OddsModel } from './read-models/odds';
import { Plans } from './read-models/plans';
import { ProvinceDirectory } from './read-models/provinces';
import { RankTables } from './read-models/rank-tables';
import { RankingLists } from './read-models/rankings';
import { RankHistories, SchoolContacts, SchoolFactsDirectory } from './read-models/school-details';
import { SchoolDirectory } from './read-models/schools';
import { ScoreLines } from './read-models/score-lines';
import { JobMarket } from './read-models/job-market';
import { ProfessionDirectory } from './read-models/professions';
import { NewsIndex, SearchCatalog } from './read-models/search';
import { SourceCatalog } from './read-models/sources';
import { PUBLISHED_REPLY_SOURCES, PublishedReplies, type PublishedReplyName, type PublishedReplySet } from './published-replies';

declare module 'fastify' {
  interface FastifyInstance {
    readModels: ReadModels;
  }
}

/** Every read model of an app. */
export interface ReadModelSet {
  /** 数据来源: every row cites one */
  sources: SourceCatalog;
  /** 省份 with subject modes and batch mapping */
  provinces: ProvinceDirectory;
  /** 院校名单 with the latest 软科 rank; schools offering a major */
  schools: SchoolDirectory;
  /** 大学排名 lists */
  rankings: RankingLists;
  /** Each school's ranks per system and list (院校排名 history, the overview's latest ranks) */
  rankHistories: RankHistories;
  /** Each school's 阳光高考 websites, admission phone, address and page */
  schoolContacts: SchoolContacts;
  /** Each school's sources, gaokao.cn 院校类型, 简称, 曾用名 and 现用名 (院校基本信息) */
  schoolFacts: SchoolFactsDirectory;
  /** 录取分数线 per school */
  scoreLines: ScoreLines;
  /** 招生计划 per school */
  plans: Plans;
  /** 一分一段 tables */
  rankTables: RankTables;
  /** 批次线 */
  batchLines: BatchLines;
  /** What data is loaded and where it came from */
  dataCatalog: DataCatalog;
  /** 志愿填报规则 of every province, with the exam models they depend on */
  admissionRules: AdmissionRules;
  /** 职业库: the 职业分类大典 tree, its search index and the NBS wages */
  professions: ProfessionDirectory;
  /** 招聘市场统计: imported by staff; generated in demo mode */
  jobMarket: JobMarket;
  /** 专业库: catalogues, details, 开设院校, related profession types, name/pinyin search */
  majors: MajorCatalog;
  /** Site search over schools (with 简称, 曾用名), majors and professions */
  search: SearchCatalog;
  /** Site search over published 高考资讯 */
  newsIndex: NewsIndex;
  /** The odds model (OddsIndex) over every ordinary-track line, table, plan and rule */
  odds: OddsModel;
}

export type ReadModelName = keyof ReadModelSet;

/**
 * What staff write on the site rather than import (高考资讯, 招生简章): a read
 * model holding it is dropped, here and in every process, when staff save.
 */
export const CONTENT_NAMES = ['articles'] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];
/** What changed: an imported dataset or staff-written content. */
export type ChangedData = DatasetName | ContentName;
const CHANGED_NAMES: readonly string[] = [...DATASET_NAMES, ...CONTENT_NAMES];

/**
 * The datasets whose rows each read model holds, directly or copied from
 * another read model when it loaded (the rank tables embed their sources and
 * the provinces' full marks; the ranking lists embed school facts).
 */
export const READ_MODEL_DATASETS = {
  sources: ['sources'],
  provinces: ['provinces'],
  schools: ['schools', 'rankings', 'majors', 'major_scores', 'plans'],
  rankings: ['rankings', 'schools'],
  rankHistories: ['rankings'],
  schoolContacts: ['school_contacts'],
  schoolFacts: ['schools', 'school_types'],
  scoreLines: ['school_scores', 'major_scores'],
  plans: ['plans'],
  rankTables: ['rank_tables', 'provinces', 'sources'],
  batchLines: ['batch_lines'],
  admissionRules: ['province_rules', 'provinces'],
  professions: ['professions'],
  jobMarket: ['job_market', 'professions'],
  majors: ['majors', 'major_details', 'major_stats', 'major_offerings', 'major_rankings', 'subject_requirements', 'professions'],
  odds: ['school_scores', 'major_scores', 'plans', 'subject_requirements', 'rank_tables', 'batch_lines', 'province_rules', 'provinces'],
  dataCatalog: DATASET_NAMES,
  search: ['schools', 'rankings', 'school_types', 'majors', 'professions'],
  newsIndex: ['articles'],
} as const satisfies Record<ReadModelName, readonly ChangedData[]>;

const READ_MODEL_NAMES = Object.keys(READ_MODEL_DATASETS) as ReadModelName[];

/** The read models that hold data of any of these datasets. */
export function readModelsOf(datasets: readonly ChangedData[]): ReadModelName[] {
  return READ_MODEL_NAMES.filter((name) => (READ_MODEL_DATASETS[name] as readonly ChangedData[]).some((d) => datasets.includes(d)));
}

export interface ReadModels extends Readonly<ReadModelSet> {
  /**
   * Drops the read models that hold data of these datasets, here and (with
   * Redis) in every API process; the next read loads the new rows. Returns the
   * read models dropped here.
   */
  invalidate(datasets: readonly ChangedData[]): Promise<ReadModelName[]>;
  /**
   * The import running in the background, if any (decision 012): until a
   * dataset that was never loaded lands, every read model holding its data
   * answers 503 数据导入中.
   */
  importing: ImportState;
  /**
   * Prepared replies of a few published GET routes (platform/published-replies.ts),
   * dropped with the read models and datasets they were built from.
   */
  replies: PublishedReplySet;
}

/** The datasets whose landing drops a route's prepared replies: those of the read models it reads, and those it reads directly. */
export function replyDatasets(name: PublishedReplyName): ChangedData[] {
  const { reads, direct } = PUBLISHED_REPLY_SOURCES[name];
  return [...new Set<ChangedData>([...reads.flatMap((r) => READ_MODEL_DATASETS[r]), ...direct])];
}

/**
 * A read model whose methods first ask `importing` whether its datasets have
 * landed; its fields (odds.ready) read through. Each method's checking wrapper
 * is made once, on its first use, not per call: read models are on the path of
 * every request, and the check itself is one size test once the import landed.
 */
function gated<T extends object>(model: T, datasets: readonly string[], importing: ImportState): T {
  const wrappers = new Map<PropertyKey, (...args: unknown[]) => unknown>();
  return new Proxy(model, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'invalidate') return value;
      let wrapper = wrappers.get(prop);
      if (wrapper === undefined) {
        const method = value as (...a: unknown[]) => unknown;
        wrapper = (...args: unknown[]) => {
          importing.check(datasets);
          return method.apply(target, args);
        };
        wrappers.set(prop, wrapper);
      }
      return wrapper;
    },
  });
}

/** Builds every read model of a database; each loads on first use. */
export function buildReadModels(db: Db, options: { demo?: boolean; log?: FastifyBaseLogger } = {}): ReadModelSet {
  const sources = new SourceCatalog(db);
  const provinces = new ProvinceDirectory(db);
  const schools = new SchoolDirectory(db);
  const professions = new ProfessionDirectory(db);
  const admissionRules = new AdmissionRules(db);
  return {
    sources,
    provinces,
    schools,
    rankings: new RankingLists(db, schools),
    rankHistories: new RankHistories(db),
    schoolContacts: new SchoolContacts(db),
    schoolFacts: new SchoolFactsDirectory(db),
    scoreLines: new ScoreLines(db),
    plans: new Plans(db),
    rankTables: new RankTables(db, provinces, sources),
    batchLines: new BatchLines(db),
    dataCatalog: new DataCatalog(db),
    professions,
    jobMarket: new JobMarket(db, professions, options.demo ?? false),
    majors: new MajorCatalog(db, schools),
    search: new SearchCatalog(db, schools),
    newsIndex: new NewsIndex(db),
    admissionRules,
    odds: new OddsModel(db, admissionRules, options.log),
  };
}

// ---- across processes ----

/** The Redis channel of invalidations, under the deployment's key prefix. */
export const invalidationChannel = (redisPrefix: string) => `${redisPrefix}read-models:invalidate`;

const messageSchema = z.object({
  /** The process that published (it has already dropped its own read models) */
  origin: z.string(),
  datasets: z.array(z.string()).transform((names) => names.filter((n): n is ChangedData => CHANGED_NAMES.includes(n))),
});

/** Tells every API process subscribed under the prefix that these datasets changed (the import CLI calls this too). */
export async function publishInvalidation(redis: Redis, redisPrefix: string, datasets: readonly ChangedData[], origin = 'import'): Promise<void> {
  await redis.publish(invalidationChannel(redisPrefix), JSON.stringify({ origin, datasets }));
}

export interface ReadModelsPluginOptions {
  /** Prefix of every Redis key and channel of this deployment */
  redisPrefix: string;
  /** DEMO=1: generated job-market figures where none were imported */
  demo?: boolean;
}

export const readModelsPlugin = fp<ReadModelsPluginOptions>(
  async (app, { redisPrefix, demo }) => {
    const models = buildReadModels(app.db, { demo, log: app.log });
    const importing = new ImportState();
    const replyNames = Object.keys(PUBLISHED_REPLY_SOURCES) as PublishedReplyName[];
    const replies = Object.fromEntries(
      replyNames.map((name) => {
        const gate = [...new Set(PUBLISHED_REPLY_SOURCES[name].reads.flatMap((r) => READ_MODEL_DATASETS[r]))];
        return [name, new PublishedReplies(() => importing.check(gate), PUBLISHED_REPLY_SOURCES[name].capacity)];
      }),
    ) as unknown as PublishedReplySet;
    const drop = (datasets: readonly ChangedData[]): ReadModelName[] => {
      const names = readModelsOf(datasets);
      for (const name of names) models[name].invalidate();
      for (const name of replyNames) if (replyDatasets(name).some((d) => datasets.includes(d))) replies[name].invalidate();
      return names;
    };

    const origin = randomUUID();
    const channel = invalidationChannel(redisPrefix);
    const redis = app.redis;
    if (redis) {
      // a connection in subscriber mode can do nothing else: a second one, with the same options
      const subscriber = redis.duplicate();
      subscriber.on('error', (err) => app.log.warn({ err }, 'redis subscriber error'));
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const message = messageSchema.safeParse(parsed);
        if (!message.success) {
          app.log.warn({ text }, 'unreadable read-model invalidation ignored');
          return;
        }
        if (message.data.origin === origin) return;
        const dropped = drop(message.data.datasets);
        app.log.info({ datasets: message.data.datasets, dropped }, 'read models dropped: another process imported');
      });
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => void (await subscriber.quit().catch(() => subscriber.disconnect())));
    }

    // the odds model's thread ends with the app
    app.addHook('onClose', async () => models.odds.close());

    const gatedModels = Object.fromEntries(
      READ_MODEL_NAMES.map((name) => [name, gated(models[name], READ_MODEL_DATASETS[name], importing)]),
    ) as unknown as ReadModelSet;
    const readModels: ReadModels = {
      ...gatedModels,
      importing,
      replies,
      invalidate: async (datasets) => {
        const dropped = drop(datasets);
        if (redis) {
          // the data has landed either way: a failed publish leaves other processes stale, so it is logged loudly
          await publishInvalidation(redis, redisPrefix, datasets, origin).catch((err: unknown) =>
            app.log.error({ err, datasets }, 'could not tell the other API processes to drop their read models'),
          );
        }
        return dropped;
      },
    };
    app.decorate('readModels', readModels);
  },
  { name: 'read-models', dependencies: ['redis'] },
);

/**
 * Loads the odds model in the background once the server answers, so that the
 * first student asking for a recommendation does not wait for it (reading
 * every line, table and plan and fitting the parameters takes a minute or
 * more on a small machine; on PGlite the reads share the server's thread, so
 * answers are slow meanwhile). /api/health says when it is ready. A failure
 * is logged; the first request tries again.
 */
export async function warmOdds(app: { readModels: ReadModels; log: FastifyBaseLogger }, year = new Date().getUTCFullYear()): Promise<void> {
  const started = Date.now();
  try {
    await app.readModels.odds.warm(year);
    app.log.info({ ms: Date.now() - started }, 'odds model warmed');
  } catch (err) {
    app.log.warn({ err }, 'odds model could not be warmed; the first recommendation loads it');
  }
}
