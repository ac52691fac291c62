/**
 * The 志愿表 being edited (the current draft): kept in local storage per
 * student until it is saved on the server, so units added on /fillIn are
 * there on /myvolunteerdesign and survive a reload. A draft opened from a
 * saved list remembers the list's id and saves over it.
 */
import { useSyncExternalStore } from 'react';
import { listHasUnit } from '@zhiyuan/domain';

export type Tier = '冲' | '稳' | '保';

/** One choice of the draft, with what the page shows without asking the server again. */
export interface DraftEntry {
  unitId: string;
  schoolName: string;
  moeCode: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majors: string[];
  requirement: string | null;
  tier: Tier | null;
  probability: number | null;
  probabilityRange: [number, number] | null;
  /** 服从调剂 */
  adjust: boolean;
  /** Majors chosen inside a group, in order (empty: any) */
  chosenMajors: string[];
}

/** Whom and what the list is for: the student's position when the units were picked. */
export interface DraftHeader {
  province: string;
  year: number;
  batch: string;
  track: string;
  subjects: string[];
  score: number | null;
  rank: number | null;
  scoreId: string | null;
}

export interface Draft {
  /** The saved list this draft edits; absent for a new one */
  listId: string | null;
  header: DraftHeader | null;
  name: string;
  entries: DraftEntry[];
  /** createdType of the saved list: 1 a list the student keeps, 2 a 一键填报 draft not yet adopted */
  createdType: number;
  /** Changed since the last save */
  dirty: boolean;
}

const EMPTY: Draft = { listId: null, header: null, name: '我的志愿表', entries: [], createdType: 1, dirty: false };
const keyOf = (studentId: string) => `zy-volunteer-draft:${studentId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; draft: Draft }>();

function read(studentId: string): Draft {
  const raw = localStorage.getItem(keyOf(studentId));
  const hit = cache.get(studentId);
  if (hit && hit.raw === raw) return hit.draft;
  let draft = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<Draft>;
      draft = { ...EMPTY, ...parsed, entries: Array.isArray(parsed.entries) ? parsed.entries : [] };
    } catch {
      draft = EMPTY;
    }
  }
  cache.set(studentId, { raw, draft });
  return draft;
}

export function writeDraft(studentId: string, draft: Draft): void {
  localStorage.setItem(keyOf(studentId), JSON.stringify(draft));
  listeners.forEach((l) => l());
}

export function updateDraft(studentId: string, change: (draft: Draft) => Draft): void {
  writeDraft(studentId, change(read(studentId)));
}

export function clearDraft(studentId: string): void {
  localStorage.removeItem(keyOf(studentId));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('zy-volunteer-draft:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The student's current draft; re-renders on every change, in this tab or another. */
export function useDraft(studentId: string | undefined): Draft {
  return useSyncExternalStore(
    subscribe,
    () => (studentId ? read(studentId) : EMPTY),
    () => EMPTY,
  );
}

/** Adds a unit at the end (no duplicates); false when it was already listed. */
export function addToDraft(studentId: string, entry: DraftEntry, header: DraftHeader): boolean {
  const draft = read(studentId);
  if (listHasUnit(draft.entries, entry.unitId)) return false;
  writeDraft(studentId, { ...draft, header: draft.header ?? header, entries: [...draft.entries, entry], dirty: true });
  return true;
}

export function removeFromDraft(studentId: string, unitId: string): void {
  updateDraft(studentId, (d) => ({ ...d, entries: d.entries.filter((e) => e.unitId !== unitId), dirty: true }));
}

/** The student context a list's server calls carry: the position the units were picked for. */
export function studentContextOf(studentId: string, header: DraftHeader | null) {
  if (!header) return { studentId };
  return {
    studentId,
    province: header.province,
    year: header.year,
    track: header.track as '物理类' | '历史类' | '综合' | '理科' | '文科',
    subjects: header.subjects as ('物' | '化' | '生' | '政' | '史' | '地' | '技')[],
    ...(header.scoreId ? { scoreId: header.scoreId } : {}),
    ...(header.rank !== null ? { rank: header.rank } : header.score !== null ? { score: header.score } : {}),
  };
}

/** The entries as the server takes them (save, validate, risk, export). */
export function entriesInput(entries: readonly DraftEntry[]) {
  return entries.map((e) => ({
    unitId: e.unitId,
    schoolName: e.schoolName || '未知院校',
    moeCode: e.moeCode,
    schoolCode: e.schoolCode,
    groupCode: e.groupCode,
    majorName: e.majorName,
    majors: e.chosenMajors,
    adjust: e.adjust,
    tier: e.tier,
    probability: e.probability,
  }));
}

/** A saved or generated entry (domain PreferenceEntry) as a draft entry. */
export function fromPreferenceEntry(e: {
  unitId: string;
  schoolName: string;
  moeCode: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majors: string[];
  adjust: boolean;
  tier: Tier | null;
  probability: number | null;
}): DraftEntry {
  return {
    unitId: e.unitId,
    schoolName: e.schoolName,
    moeCode: e.moeCode,
    schoolCode: e.schoolCode,
    groupCode: e.groupCode,
    majorName: e.majorName,
    majors: [],
    requirement: null,
    tier: e.tier,
    probability: e.probability,
    probabilityRange: null,
    adjust: e.adjust,
    chosenMajors: e.majors,
  };
}

/** Moves the entry at `from` to `to` (both 0-based). */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= entries.length || from === to) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
