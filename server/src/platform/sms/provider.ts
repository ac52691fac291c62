/**
 * Verification codes leave the product through one SmsProvider, chosen by
 * SMS_PROVIDER: `console` (the server log, for a local product), Aliyun or
 * Tencent Cloud. The code service never knows which one it talks to.
 */

export interface SmsCodeMessage {
  /** 11-digit mainland mobile number */
  phone: string;
  /** 6-digit verification code */
  code: string;
  validMinutes: number;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends the code; throws SmsSendError when the provider refuses or cannot be reached. */
  sendCode(message: SmsCodeMessage): Promise<void>;
}

/** The provider did not accept the message; the detail is for the server log, not the student. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
