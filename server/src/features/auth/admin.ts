/**
 * Administrators are made by a command an operator runs on the server
 * (npm run admin:create -- --tel …), never by a default password: the
 * administrator then logs in with that phone's SMS code like anyone else.
 */
import { eq } from 'drizzle-orm';
import { ROLE, validateName, validatePhone } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface AdminCreated {
  userId: number;
  tel: string;
  /** The phone already had an account, now promoted */
  existed: boolean;
}

/** Makes the account of `tel` (created if new) an administrator: roleId 3, 管理员 among its roles. */
export async function createAdmin(db: Db, tel: string, name?: string): Promise<AdminCreated> {
  const phoneProblem = validatePhone(tel);
  if (phoneProblem) throw new Error(`--tel ${tel}: ${phoneProblem}`);
  const nameProblem = name === undefined ? null : validateName(name);
  if (nameProblem) throw new Error(`--name ${name}: ${nameProblem}`);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.tel, tel));
    const roles = [...new Set([...(existing?.roleTypes ?? []), ROLE.admin])].sort();
    const [row] = existing
      ? await tx
          .update(users)
          .set({ roleId: ROLE.admin, roleTypes: roles, ...(name ? { name } : {}) })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id })
      : await tx
          .insert(users)
          .values({ tel, roleId: ROLE.admin, roleTypes: roles, name: name ?? null })
          .returning({ id: users.id });
    return { userId: row!.id, tel, existed: existing !== undefined };
  });
}
