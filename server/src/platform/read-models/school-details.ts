/**
 * What a school's detail page shows beside the school list (GET
 * /api/school/query/base|extra|detail/:id, /api/school/rank-history/:id, the
 * comparison): each held for every school after one read of its tables at
 * first use, so that the first request for a school reads no database
 * (issue 16). A few thousand rows each, dropped with their dataset.
 */
import { asc } from 'drizzle-orm';
import { RANKING_TYPES, type RankHistory } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { schoolAliases, schoolContacts, schoolRanks, schoolTypes, schools } from '../../db/schema';
import { ReadCache } from '../read-cache';
import { MAIN_LIST } from './rankings';

/** A school's 阳光高考 page facts as the table holds them (dataset school_contacts). */
export interface SchoolContact {
  officialWebsite: string | null;
  admissionWebsite: string | null;
  admissionPhone: string | null;
  address: string | null;
  chsiUrl: string;
  sourceId: string;
}

/** 院校联系方式 (阳光高考, 2026) per school. */
export class SchoolContacts {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  /** The school's contacts, or undefined when 阳光高考 does not show it. */
  async of(id: string): Promise<SchoolContact | undefined> {
    return (await this.cache.get()).get(id);
  }

  private async load(): Promise<Map<string, SchoolContact>> {
    const rows = await this.db
      .select({
        moeCode: schoolContacts.moeCode,
        officialWebsite: schoolContacts.officialWebsite,
        admissionWebsite: schoolContacts.admissionWebsite,
        admissionPhone: schoolContacts.admissionPhone,
        address: schoolContacts.address,
        chsiUrl: schoolContacts.chsiUrl,
        sourceId: schoolContacts.sourceId,
      })
      .from(schoolContacts);
    return new Map(rows.map(({ moeCode, ...contact }) => [moeCode, contact]));
  }
}

/** One 简称, 曾用名 or 现用名 of a school. */
export interface SchoolAlias {
  kind: string;
  alias: string;
  sourceId: string;
}

/** Where a school's base facts come from, its gaokao.cn type and its other names. */
export interface SchoolFacts {
  /** The MOE list row's source */
  sourceId: string;
  /** 软科's 院校类型, when 软科 ranks the school */
  bcurType: string | null;
  /** gaokao.cn's record, when it has one */
  gaokaoCn: { schoolType: string | null; sourceId: string } | null;
  /** By kind, then the source's order (as the database sorts them) */
  aliases: SchoolAlias[];
}

/** The facts of GET /api/school/query/base/:id per school (datasets schools and school_types). */
export class SchoolFactsDirectory {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  /** The school's facts, or undefined when the school table lacks the id. */
  async of(id: string): Promise<SchoolFacts | undefined> {
    return (await this.cache.get()).get(id);
  }

  private async load(): Promise<Map<string, SchoolFacts>> {
    const [schoolRows, typeRows, aliasRows] = await Promise.all([
      this.db.select({ moeCode: schools.moeCode, sourceId: schools.sourceId, bcurType: schools.bcurType }).from(schools),
      this.db.select({ moeCode: schoolTypes.moeCode, schoolType: schoolTypes.schoolType, sourceId: schoolTypes.sourceId }).from(schoolTypes),
      // the order a per-school query gave: kind, then seq, compared by the database's collation
      this.db.select().from(schoolAliases).orderBy(asc(schoolAliases.moeCode), asc(schoolAliases.kind), asc(schoolAliases.seq)),
    ]);
    const types = new Map(typeRows.map((t) => [t.moeCode, { schoolType: t.schoolType, sourceId: t.sourceId }]));
    const aliases = new Map<string, SchoolAlias[]>();
    for (const a of aliasRows) {
      const list = aliases.get(a.moeCode);
      const alias = { kind: a.kind, alias: a.alias, sourceId: a.sourceId };
      if (list) list.push(alias);
      else aliases.set(a.moeCode, [alias]);
    }
    return new Map(
      schoolRows.map((s) => [
        s.moeCode,
        { sourceId: s.sourceId, bcurType: s.bcurType, gaokaoCn: types.get(s.moeCode) ?? null, aliases: aliases.get(s.moeCode) ?? [] },
      ]),
    );
  }
}

/** A school's history in one list, citing the source of its latest year. */
export type HeldRankHistory = Omit<RankHistory, 'source'> & { sourceId: string };

/** Each school's ranks per system and list, oldest year first (spec §3 Rank per school; dataset rankings). */
export class RankHistories {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  /** The school's histories, by system (RANKING_TYPES order), 主榜 first; empty when no list ranks it. */
  async of(id: string): Promise<readonly HeldRankHistory[]> {
    return (await this.cache.get()).get(id) ?? [];
  }

  private async load(): Promise<Map<string, HeldRankHistory[]>> {
    const rows = await this.db.select().from(schoolRanks);
    const bySchool = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) {
      const mine = bySchool.get(r.moeCode);
      if (mine) mine.push(r);
      else bySchool.set(r.moeCode, [r]);
    }
    const out = new Map<string, HeldRankHistory[]>();
    for (const [id, mine] of bySchool) {
      const histories: HeldRankHistory[] = [];
      for (const system of RANKING_TYPES) {
        const ofSystem = mine.filter((r) => r.system === system);
        // one history per list: a 2023 主榜 rank never sits silently beside a 2026 医药类 one
        const lists = [...new Set(ofSystem.map((r) => r.list))].sort((a, b) => (a === MAIN_LIST ? -1 : b === MAIN_LIST ? 1 : a.localeCompare(b, 'zh')));
        for (const listName of lists) {
          // (school, system, year) is the key: the years of a list are distinct
          const ofList = ofSystem.filter((r) => r.list === listName).sort((a, b) => a.year - b.year);
          histories.push({
            system,
            list: listName,
            ranks: ofList.map((r) => ({ year: r.year, rank: r.rank, rankValue: r.rankValue, rankIsLowerBound: /\+$|-/.test(r.rank) })),
            sourceId: ofList.at(-1)!.sourceId,
          });
        }
      }
      out.set(id, histories);
    }
    return out;
  }
}
