/**
 * 测评 (spec §2, evaluationInfo): the two instruments with their items, a
 * student's saved results and the RIASEC guidance they point to. Scoring is
 * domain/assessments.ts; who may read whose result is decided by the routes
 * through domain/access.ts. The items and guidance are a few dozen rows that
 * change with a data import only: read once per app and kept.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ASSESSMENTS,
  ASSESSMENT_MESSAGES,
  AssessmentAnswerError,
  guidanceOf,
  scoreAssessment,
  type AssessmentAnswers,
  type AssessmentGuidanceRow,
  type AssessmentId,
  type AssessmentItem,
  type AssessmentResult,
  type AssessmentResultSummary,
  type AssessmentWithItems,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { assessmentItems, assessmentResults, riasecGuidance } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';

type ResultRow = typeof assessmentResults.$inferSelect;

export class Assessments {
  private items = new Map<AssessmentId, Promise<AssessmentItem[]>>();
  private guidance: Promise<AssessmentGuidanceRow[]> | null = null;

  constructor(private readonly db: Db) {}

  /** Drops the kept items and guidance (after an import of the assessments dataset). */
  invalidate(): void {
    this.items.clear();
    this.guidance = null;
  }

  itemsOf(id: AssessmentId): Promise<AssessmentItem[]> {
    let p = this.items.get(id);
    if (!p) {
      p = this.db
        .select({
          itemId: assessmentItems.itemId,
          order: assessmentItems.order,
          scale: assessmentItems.scale,
          key: assessmentItems.key,
          textZh: assessmentItems.textZh,
          textEn: assessmentItems.textEn,
        })
        .from(assessmentItems)
        .where(eq(assessmentItems.instrument, id))
        .orderBy(asc(assessmentItems.order))
        .then((rows) => rows.map((r) => ({ ...r, key: r.key === '-' ? ('-' as const) : ('+' as const) })));
      p.catch(() => this.items.delete(id));
      this.items.set(id, p);
    }
    return p;
  }

  guidanceRows(): Promise<AssessmentGuidanceRow[]> {
    if (!this.guidance) {
      this.guidance = this.db
        .select({ riasecType: riasecGuidance.riasecType, kind: riasecGuidance.kind, code: riasecGuidance.code, name: riasecGuidance.name, rationale: riasecGuidance.rationale })
        .from(riasecGuidance)
        .orderBy(asc(riasecGuidance.seq))
        .then((rows) => rows.map((r) => ({ ...r, kind: r.kind === 'profession_type' ? ('profession_type' as const) : ('major_class' as const) })));
      this.guidance.catch(() => (this.guidance = null));
    }
    return this.guidance;
  }

  async withItems(id: AssessmentId): Promise<AssessmentWithItems> {
    const { itemsPerScale: _perScale, ...info } = ASSESSMENTS[id];
    return { ...info, options: [...info.options], scales: [...info.scales], items: await this.itemsOf(id) };
  }

  /** Scores the answers and saves them to the student; a bad answer set is a 400 and nothing is written. */
  async submit(userId: string, id: AssessmentId, answers: AssessmentAnswers): Promise<AssessmentResult> {
    let scores;
    try {
      scores = scoreAssessment(id, await this.itemsOf(id), answers);
    } catch (e) {
      if (e instanceof AssessmentAnswerError) throw badRequest(e.message);
      throw e;
    }
    const [row] = await this.db.insert(assessmentResults).values({ userId: Number(userId), instrument: id, answers, scores }).returning();
    return this.resultOf(row!);
  }

  /** The owner of a result (for the access check), or 404. */
  async ownerOf(resultId: string): Promise<string> {
    const [row] = await this.db.select({ userId: assessmentResults.userId }).from(assessmentResults).where(eq(assessmentResults.id, Number(resultId)));
    if (!row) throw notFound(ASSESSMENT_MESSAGES.resultNotFound);
    return String(row.userId);
  }

  async result(resultId: string): Promise<AssessmentResult> {
    const [row] = await this.db.select().from(assessmentResults).where(eq(assessmentResults.id, Number(resultId)));
    if (!row) throw notFound(ASSESSMENT_MESSAGES.resultNotFound);
    return this.resultOf(row);
  }

  /** evaluationInfo: a student's results, newest first (optionally of one instrument). */
  async resultsOf(userId: string, id?: AssessmentId): Promise<AssessmentResultSummary[]> {
    const rows = await this.db
      .select()
      .from(assessmentResults)
      .where(id ? and(eq(assessmentResults.userId, Number(userId)), eq(assessmentResults.instrument, id)) : eq(assessmentResults.userId, Number(userId)))
      .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id));
    return rows.map((r) => this.summaryOf(r));
  }

  private summaryOf(row: ResultRow): AssessmentResultSummary {
    const assessmentId = row.instrument as AssessmentId;
    return {
      id: String(row.id),
      studentId: String(row.userId),
      assessmentId,
      name: ASSESSMENTS[assessmentId]?.name ?? row.instrument,
      createdAt: row.createdAt.toISOString(),
      scores: row.scores,
    };
  }

  private async resultOf(row: ResultRow): Promise<AssessmentResult> {
    const summary = this.summaryOf(row);
    return { ...summary, guidance: guidanceOf(summary.scores.code, await this.guidanceRows()) };
  }
}
