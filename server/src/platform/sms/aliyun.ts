/**
 * Aliyun SMS (短信服务, Dysmsapi 2017-05-25): SendSms with the signature and a
 * template whose one variable is `code`, e.g. 「您的验证码为${code}，5分钟内有效」.
 */
import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { SmsSendError, type SmsCodeMessage, type SmsProvider } from './provider';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
  /** https in production; the tests point the SDK at a local http server */
  protocol?: 'https' | 'http';
}

type DysmsapiClient = InstanceType<typeof dysmsapi.default>;

/** The SDK is CommonJS: under ESM its class may arrive as the default of the default. */
function clientClass(): typeof dysmsapi.default {
  const exported = dysmsapi.default as unknown as { default?: typeof dysmsapi.default };
  return exported.default ?? dysmsapi.default;
}

export function aliyunClient(options: AliyunSmsOptions): DysmsapiClient {
  const Client = clientClass();
  return new Client(
    new $OpenApiUtil.Config({
      accessKeyId: options.accessKeyId,
      accessKeySecret: options.accessKeySecret,
      endpoint: options.endpoint,
      protocol: options.protocol ?? 'https',
      readTimeout: 10_000,
      connectTimeout: 5_000,
    }),
  );
}

export class AliyunSms implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly options: AliyunSmsOptions,
    private readonly client: Pick<DysmsapiClient, 'sendSms'> = aliyunClient(options),
  ) {}

  async sendCode({ phone, code }: SmsCodeMessage): Promise<void> {
    const request = new dysmsapi.SendSmsRequest({
      phoneNumbers: phone,
      signName: this.options.signName,
      templateCode: this.options.templateCode,
      templateParam: JSON.stringify({ code }),
    });
    let body: { code?: string; message?: string; requestId?: string } | undefined;
    try {
      body = (await this.client.sendSms(request)).body;
    } catch (error) {
      throw new SmsSendError(`aliyun SendSms failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (body?.code !== 'OK') {
      throw new SmsSendError(`aliyun SendSms refused: ${body?.code ?? '?'} ${body?.message ?? ''} (request ${body?.requestId ?? '?'})`);
    }
  }
}
