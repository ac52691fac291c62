import type { Config } from '../config';
import { ConsoleSms } from './console';
import type { SmsProvider } from './provider';

export * from './provider';
export { ConsoleSms } from './console';

/**
 * The provider SMS_PROVIDER names. The cloud SDKs are loaded only when chosen,
 * so a local product never loads them.
 */
export async function createSmsProvider(config: Config): Promise<SmsProvider> {
  switch (config.SMS_PROVIDER) {
    case 'aliyun': {
      const { AliyunSms } = await import('./aliyun');
      return new AliyunSms({
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: config.ALIYUN_SMS_SIGN_NAME!,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      });
    }
    case 'tencent': {
      const { TencentSms } = await import('./tencent');
      return new TencentSms({
        secretId: config.TENCENT_SMS_SECRET_ID!,
        secretKey: config.TENCENT_SMS_SECRET_KEY!,
        sdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
        signName: config.TENCENT_SMS_SIGN_NAME!,
        templateId: config.TENCENT_SMS_TEMPLATE_ID!,
        region: config.TENCENT_SMS_REGION,
      });
    }
    default:
      return new ConsoleSms();
  }
}
