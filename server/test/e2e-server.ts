/**
 * The product as the end-to-end suite runs it (e2e/run.ts): main() with the
 * console SMS provider, whose codes the suite reads through a test-only route,
 * GET /api/test/sms/last/{phone}. That route exists only in this file, which
 * npm start never loads, so no configuration of the product can expose it.
 */
import { ConsoleSms, type SmsCodeMessage, type SmsProvider } from '../src/platform/sms';
import { main } from '../src/main';
import { createAdmin } from '../src/features/auth/admin';

class RecordedConsoleSms implements SmsProvider {
  readonly name = 'console';
  private readonly console = new ConsoleSms();
  readonly last = new Map<string, string>();

  async sendCode(message: SmsCodeMessage): Promise<void> {
    await this.console.sendCode(message);
    this.last.set(message.phone, message.code);
  }
}

const sms = new RecordedConsoleSms();

await main({
  smsProvider: sms,
  extraApiRoutes: async (api) => {
    api.get<{ Params: { phone: string } }>('/test/sms/last/:phone', async (request, reply) => {
      const code = sms.last.get(request.params.phone);
      if (!code) return reply.status(404).send({ code: 404, message: '没有发给该手机号的验证码', data: null });
      return { code: 200, message: 'success', data: code };
    });
    // what `npm run admin:create -- --tel` does, for the suite's staff tests
    api.post<{ Params: { phone: string } }>('/test/admin/:phone', async (request) => {
      const admin = await createAdmin(api.db, request.params.phone, '测试管理员');
      return { code: 200, message: 'success', data: admin };
    });
  },
});
