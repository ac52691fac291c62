import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../config';
import { AliyunSms } from './aliyun';
import { TencentSms } from './tencent';
import { ConsoleSms, SmsSendError, createSmsProvider } from './index';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local HTTP server standing in for the cloud API: the real SDK builds,
 * signs and sends its request here (no network), and the test reads it.
 */
let server: Server;
let endpoint: string;
const captured: Captured[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      captured.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { phone: '13812345678', code: '048213', validMinutes: 5 };

describe('Aliyun SMS (Dysmsapi 2017-05-25 SendSms)', () => {
  const sms = () =>
    new AliyunSms({
      accessKeyId: 'test-key-id',
      accessKeySecret: 'test-key-secret',
      signName: '志愿',
      templateCode: 'SMS_000001',
      endpoint,
      protocol: 'http',
    });

  it('sends a signed (ACS3) SendSms with the phone, signature, template and the code as template parameter', async () => {
    captured.length = 0;
    answer = { status: 200, body: { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r1' } };
    await sms().sendCode(message);
    expect(captured).toHaveLength(1);
    const request = captured[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-acs-action']).toBe('SendSms');
    expect(request.headers['x-acs-version']).toBe('2017-05-25');
    expect(String(request.headers.authorization)).toMatch(/^ACS3-HMAC-SHA256 Credential=test-key-id,.*Signature=[0-9a-f]{64}$/);
    const query = new URL(request.url, 'http://x').searchParams;
    expect(query.get('PhoneNumbers')).toBe('13812345678');
    expect(query.get('SignName')).toBe('志愿');
    expect(query.get('TemplateCode')).toBe('SMS_000001');
    expect(JSON.parse(query.get('TemplateParam') ?? '')).toEqual({ code: '048213' });
  });

  it('a refusal (Code other than OK) is an SmsSendError naming the code', async () => {
    answer = { status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'r2' } };
    await expect(sms().sendCode(message)).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    answer = { status: 400, body: { Code: 'InvalidAccessKeyId.NotFound', Message: 'bad key', RequestId: 'r3' } };
    await expect(sms().sendCode(message)).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('Tencent Cloud SMS (sms 2021-01-11 SendSms)', () => {
  const sms = () =>
    new TencentSms({
      secretId: 'test-secret-id',
      secretKey: 'test-secret-key',
      sdkAppId: '1400000000',
      signName: '志愿',
      templateId: '100001',
      region: 'ap-guangzhou',
      endpoint,
      protocol: 'http',
    });

  it('sends a TC3-signed SendSms with +86 number, app id, signature, template and [code, minutes]', async () => {
    captured.length = 0;
    answer = {
      status: 200,
      body: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', PhoneNumber: '+8613812345678' }], RequestId: 't1' } },
    };
    await sms().sendCode(message);
    expect(captured).toHaveLength(1);
    const request = captured[0]!;
    expect(request.headers['x-tc-action']).toBe('SendSms');
    expect(request.headers['x-tc-version']).toBe('2021-01-11');
    expect(request.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(String(request.headers.authorization)).toMatch(/^TC3-HMAC-SHA256 Credential=test-secret-id\//);
    expect(JSON.parse(request.body)).toEqual({
      PhoneNumberSet: ['+8613812345678'],
      SmsSdkAppId: '1400000000',
      SignName: '志愿',
      TemplateId: '100001',
      TemplateParamSet: ['048213', '5'],
    });
  });

  it('a refusal in SendStatusSet or an API error is an SmsSendError', async () => {
    answer = {
      status: 200,
      body: { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }], RequestId: 't2' } },
    };
    await expect(sms().sendCode(message)).rejects.toThrow(/PhoneNumberDailyLimit/);
    answer = { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SecretIdNotFound', Message: 'no id' }, RequestId: 't3' } } };
    await expect(sms().sendCode(message)).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('console SMS and the provider by configuration', () => {
  it('writes the phone and the code to the log', async () => {
    const lines: string[] = [];
    await new ConsoleSms((line) => lines.push(line)).sendCode(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('13812345678');
    expect(lines[0]).toContain('048213');
  });

  it('SMS_PROVIDER picks the provider; console by default', async () => {
    expect((await createSmsProvider(configSchema.parse({}))).name).toBe('console');
    const aliyun = configSchema.parse({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'a',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
      ALIYUN_SMS_SIGN_NAME: 'c',
      ALIYUN_SMS_TEMPLATE_CODE: 'd',
    });
    expect((await createSmsProvider(aliyun)).name).toBe('aliyun');
    const tencent = configSchema.parse({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'a',
      TENCENT_SMS_SECRET_KEY: 'b',
      TENCENT_SMS_SDK_APP_ID: 'c',
      TENCENT_SMS_SIGN_NAME: 'd',
      TENCENT_SMS_TEMPLATE_ID: 'e',
    });
    expect((await createSmsProvider(tencent)).name).toBe('tencent');
  });
});
