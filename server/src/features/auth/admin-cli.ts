/**
 * npm run admin:create -- --tel 13800000000 [--name 张老师]
 *
 * Makes the account of that phone number an administrator (creating it if
 * new) in the configured database (PGlite under DATA_DIR, or DATABASE_URL).
 * There is no password: the administrator logs in with an SMS code.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { loadConfig } from '../../platform/config';
import { createAdmin } from './admin';

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { tel: { type: 'string' }, name: { type: 'string' } } });
  if (!values.tel) throw new Error('用法：npm run admin:create -- --tel 13800000000 [--name 姓名]');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const admin = await createAdmin(database.db, values.tel.trim(), values.name?.trim());
    console.log(
      `${admin.existed ? '已将现有账号设为管理员' : '已创建管理员账号'}：${admin.tel}（编号 ${admin.userId}）。` +
        '请用该手机号和短信验证码登录。',
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
