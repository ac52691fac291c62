import type { SmsCodeMessage, SmsProvider } from './provider';

/**
 * The local product's SMS: the code is written to the server's standard
 * output, whatever LOG_LEVEL says, since that is how the operator gets it.
 */
export class ConsoleSms implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async sendCode({ phone, code, validMinutes }: SmsCodeMessage): Promise<void> {
    this.write(`[短信] 发送至 ${phone} 的验证码：${code}（${validMinutes}分钟内有效；SMS_PROVIDER=console，未真正发出短信）`);
  }
}
