/**
 * Site settings an administrator changes at run time, kept in the database
 * (site_settings). Every request reads the VIP gating setting, so each process
 * keeps the settings for a few seconds; a change made here is seen at once by
 * this process and within SETTINGS_TTL_MS by the others.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const SETTINGS_TTL_MS = 5_000;

export class SiteSettingsStore {
  private cached: { value: Promise<SiteSettings>; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  get(): Promise<SiteSettings> {
    const t = this.now();
    if (!this.cached || t - this.cached.at > SETTINGS_TTL_MS) {
      const value = this.load().catch((err: unknown) => {
        this.cached = null;
        throw err;
      });
      this.cached = { value, at: t };
    }
    return this.cached.value;
  }

  private async load(): Promise<SiteSettings> {
    const rows = await this.db.select().from(siteSettings);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    // a setting never stored, or stored by an older version in another shape, keeps its default
    const parsed = siteSettingsSchema.partial().safeParse(stored);
    return { ...DEFAULT_SITE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
  }

  async update(changes: Partial<SiteSettings>, byUserId: number): Promise<SiteSettings> {
    const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (entries.length) {
      await this.db
        .insert(siteSettings)
        .values(entries.map(([key, value]) => ({ key, value, updatedBy: byUserId })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
    }
    this.cached = null;
    return this.get();
  }
}
