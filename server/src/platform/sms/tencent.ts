/**
 * Tencent Cloud SMS (sms 2021-01-11): SendSms with the SDK app id, the
 * signature and a template whose variables are the code and the minutes it is
 * valid, e.g. 「验证码为：{1}，{2}分钟内有效」.
 */
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { SmsSendError, type SmsCodeMessage, type SmsProvider } from './provider';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint?: string;
  /** https in production; the tests point the SDK at a local http server */
  protocol?: 'https' | 'http';
}

const SmsClient = tencentcloud.sms.v20210111.Client;
type SmsClientInstance = InstanceType<typeof SmsClient>;

export function tencentClient(options: TencentSmsOptions): SmsClientInstance {
  return new SmsClient({
    credential: { secretId: options.secretId, secretKey: options.secretKey },
    region: options.region,
    profile: {
      httpProfile: {
        endpoint: options.endpoint ?? 'sms.tencentcloudapi.com',
        protocol: `${options.protocol ?? 'https'}://`,
        reqTimeout: 10,
      },
    },
  });
}

export class TencentSms implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly options: TencentSmsOptions,
    private readonly client: Pick<SmsClientInstance, 'SendSms'> = tencentClient(options),
  ) {}

  async sendCode({ phone, code, validMinutes }: SmsCodeMessage): Promise<void> {
    let status: { Code?: string; Message?: string } | undefined;
    let requestId: string | undefined;
    try {
      const response = await this.client.SendSms({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: this.options.sdkAppId,
        SignName: this.options.signName,
        TemplateId: this.options.templateId,
        TemplateParamSet: [code, String(validMinutes)],
      });
      status = response.SendStatusSet?.[0];
      requestId = response.RequestId;
    } catch (error) {
      throw new SmsSendError(`tencent SendSms failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (status?.Code !== 'Ok') {
      throw new SmsSendError(`tencent SendSms refused: ${status?.Code ?? '?'} ${status?.Message ?? ''} (request ${requestId ?? '?'})`);
    }
  }
}
