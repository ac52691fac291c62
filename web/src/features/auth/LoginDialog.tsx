import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Select, Space, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  CARD_NUMBER_LENGTH,
  CARD_PASSWORD_LENGTH,
  PHONE_LENGTH,
  SIGN_UP_PROVINCES,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
  signUpYears,
  validateAgreement,
  validateCardNumber,
  validateCardPassword,
  validateName,
  validatePhone,
  validateProvince,
  validateSmsCode,
  validateYear,
  type LoginResult,
} from '@zhiyuan/domain';
import { ruleOf } from '../../lib/formRules';
import { useLoginDialog } from '../../lib/loginDialog';
import { setToken } from '../../lib/session';
import { useCountdown } from '../../lib/useCountdown';
import { userInfoQueryOptions, useViewer } from '../../lib/viewer';
import { AgreementLinks } from './Agreement';
import { bindTel, cardLogin, completeInfo, phoneLogin, sendSmsCode } from './api';
import './auth.css';

type Step =
  | { kind: 'login' }
  | { kind: 'bindTel'; ticket: string; cardNumber: string; cardKey: string }
  | { kind: 'complete' };

const TITLES: Record<Step['kind'], string> = {
  login: '登录志愿',
  bindTel: '绑定手机号',
  complete: '完善信息',
};

/** Reloads after the success toast has been seen (spec §4: 登录成功, then reload). */
const RELOAD_DELAY_MS = 800;

/**
 * The login dialog of spec §4: two tabs (手机快捷登录, 会员卡登录); an unbound
 * card detours through 绑定手机号 and retries; a login lacking 高考省份 or 年份
 * goes on to 完善信息. Success shows 登录成功 and reloads the page.
 */
export function LoginDialog() {
  const { open, closeLogin } = useLoginDialog();
  const viewer = useViewer();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  // Opened for a logged-in user lacking 高考省份 or 年份: straight to the complete-info form.
  const loggedInLacking = viewer.token !== null && viewer.needsPositionInfo;
  const shown: Step = loggedInLacking && step.kind === 'login' ? { kind: 'complete' } : step;

  const succeed = () => {
    void message.success(AUTH_MESSAGES.loginSuccess);
    closeLogin();
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  const loggedIn = async (result: LoginResult) => {
    setToken(result.Authorization);
    if (result.needConfirmPositionInfo || result.province === null || result.year === null) {
      setStep({ kind: 'complete' });
      return;
    }
    await queryClient.fetchQuery(userInfoQueryOptions(result.Authorization));
    succeed();
  };

  return (
    <Modal
      open={open}
      title={TITLES[shown.kind]}
      onCancel={closeLogin}
      afterClose={() => setStep({ kind: 'login' })}
      footer={null}
      destroyOnHidden
      centered
      width={420}
      className="zy-login-dialog"
    >
      {shown.kind === 'login' && (
        <Tabs
          centered
          items={[
            { key: 'phone', label: '手机快捷登录', children: <PhoneLoginForm onLoggedIn={loggedIn} /> },
            {
              key: 'card',
              label: '会员卡登录',
              children: (
                <CardLoginForm
                  onLoggedIn={loggedIn}
                  onNeedsTel={(ticket, cardNumber, cardKey) => setStep({ kind: 'bindTel', ticket, cardNumber, cardKey })}
                />
              ),
            },
          ]}
        />
      )}
      {shown.kind === 'bindTel' && <BindTelForm step={shown} onLoggedIn={loggedIn} onBack={() => setStep({ kind: 'login' })} />}
      {shown.kind === 'complete' && <CompleteInfoForm onDone={succeed} />}
    </Modal>
  );
}

const phoneRules = [ruleOf(validatePhone)];
const codeRules = [ruleOf(validateSmsCode)];
const agreementRules = [ruleOf((checked: boolean | undefined) => validateAgreement(checked === true))];

/** The phone field and the 获取验证码 button with its 60-second countdown. */
function PhoneAndCode({ countdown }: { countdown: ReturnType<typeof useCountdown> }) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const requestCode = async () => {
    try {
      await form.validateFields(['tel']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const sentence = await sendSmsCode(String(form.getFieldValue('tel')).trim());
      countdown.start();
      void message.success(sentence, 5);
    } catch {
      // the client already showed why (spec §8)
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Form.Item name="tel" rules={phoneRules} validateFirst>
        <Input
          size="large"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={PHONE_LENGTH}
          placeholder="请输入手机号"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item required>
        <Space.Compact block>
          <Form.Item name="code" rules={codeRules} noStyle validateFirst>
            <Input
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              placeholder="请输入验证码"
              aria-label="验证码"
            />
          </Form.Item>
          <Button size="large" className="zy-code-button" disabled={countdown.left > 0} loading={sending} onClick={requestCode}>
            {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}

function AgreementField() {
  return (
    <Form.Item name="agreement" valuePropName="checked" rules={agreementRules}>
      <Checkbox>
        我已阅读并同意 <AgreementLinks />
      </Checkbox>
    </Form.Item>
  );
}

interface PhoneForm {
  tel: string;
  code: string;
  agreement: boolean;
}

function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => Promise<void> }) {
  const [form] = Form.useForm<PhoneForm>();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const submit = async ({ tel, code }: PhoneForm) => {
    setBusy(true);
    try {
      await onLoggedIn(await phoneLogin(tel.trim(), code.trim()));
    } catch {
      // spec §8: a failed login resets the countdown, so a new code can be asked for at once
      countdown.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} name="phoneLogin" onFinish={submit} className="zy-login-form" requiredMark={false}>
      <PhoneAndCode countdown={countdown} />
      <AgreementField />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登录
      </Button>
      <p className="zy-login-hint">未注册的手机号验证后将自动创建账号</p>
    </Form>
  );
}

interface CardForm {
  cardNumber: string;
  cardKey: string;
  agreement: boolean;
}

function CardLoginForm({
  onLoggedIn,
  onNeedsTel,
}: {
  onLoggedIn: (result: LoginResult) => Promise<void>;
  onNeedsTel: (ticket: string, cardNumber: string, cardKey: string) => void;
}) {
  const [form] = Form.useForm<CardForm>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ cardNumber, cardKey }: CardForm) => {
    setBusy(true);
    try {
      const result = await cardLogin(cardNumber.trim(), cardKey.trim());
      if (result.needBindTel) onNeedsTel(result.Authorization, cardNumber.trim(), cardKey.trim());
      else await onLoggedIn(result);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} name="cardLogin" onFinish={submit} className="zy-login-form" requiredMark={false}>
      <Form.Item name="cardNumber" rules={[ruleOf(validateCardNumber)]} validateFirst>
        <Input size="large" inputMode="numeric" maxLength={CARD_NUMBER_LENGTH} placeholder="请输入会员卡号" aria-label="会员卡号" />
      </Form.Item>
      <Form.Item name="cardKey" rules={[ruleOf(validateCardPassword)]} validateFirst>
        <Input.Password
          size="large"
          inputMode="numeric"
          maxLength={CARD_PASSWORD_LENGTH}
          placeholder="请输入会员卡密码"
          aria-label="会员卡密码"
        />
      </Form.Item>
      <AgreementField />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

/** An unbound card: bind a phone by SMS code, then the card login is tried again (spec §4). */
function BindTelForm({
  step,
  onLoggedIn,
  onBack,
}: {
  step: Extract<Step, { kind: 'bindTel' }>;
  onLoggedIn: (result: LoginResult) => Promise<void>;
  onBack: () => void;
}) {
  const [form] = Form.useForm<PhoneForm>();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const submit = async ({ tel, code }: PhoneForm) => {
    setBusy(true);
    try {
      await bindTel(step.ticket, tel.trim(), code.trim());
      const retried = await cardLogin(step.cardNumber, step.cardKey);
      if (retried.needBindTel) onBack();
      else await onLoggedIn(retried);
    } catch {
      countdown.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} name="bindTel" onFinish={submit} className="zy-login-form" requiredMark={false}>
      <Alert type="info" showIcon className="zy-login-notice" title={AUTH_MESSAGES.cardNeedsTel} description="绑定后可用会员卡或手机号登录同一账号。" />
      <PhoneAndCode countdown={countdown} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        绑定并登录
      </Button>
      <Button type="link" block onClick={onBack}>
        返回登录
      </Button>
    </Form>
  );
}

interface CompleteForm {
  name: string;
  province: string;
  year: number;
}

/** 完善信息: name, 高考省份 (without 西藏), 高考年份; province and year cannot be changed afterwards. */
function CompleteInfoForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<CompleteForm>();
  const { info } = useViewer();
  const [busy, setBusy] = useState(false);
  const years = signUpYears();
  // The profile may arrive after the student has started typing: fill only the
  // fields they have not touched, and only with what the profile holds.
  useEffect(() => {
    if (!info) return;
    const known: Partial<CompleteForm> = {};
    if (info.name && !form.isFieldTouched('name')) known.name = info.name;
    if (info.province && !form.isFieldTouched('province')) known.province = info.province;
    if (info.year && !form.isFieldTouched('year')) known.year = info.year;
    form.setFieldsValue(known);
  }, [info, form]);
  const submit = async (values: CompleteForm) => {
    setBusy(true);
    try {
      await completeInfo({ ...values, name: values.name.trim(), tel: info?.tel, id: info?.studentId });
      onDone();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} name="completeInfo" onFinish={submit} layout="vertical" className="zy-login-form" requiredMark={false}>
      <Form.Item label="姓名" name="name" rules={[ruleOf(validateName)]} validateFirst>
        <Input size="large" maxLength={20} placeholder="请输入姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item label="高考省份" name="province" rules={[ruleOf((v: string | undefined) => validateProvince(v, SIGN_UP_PROVINCES))]}>
        <Select
          size="large"
          showSearch
          placeholder="请选择高考省份"
          aria-label="高考省份"
          options={SIGN_UP_PROVINCES.map((p) => ({ label: p, value: p }))}
        />
      </Form.Item>
      <Form.Item label="高考年份" name="year" rules={[ruleOf((v: number | undefined) => validateYear(v, years))]}>
        <Select size="large" placeholder="请选择高考年份" aria-label="高考年份" options={years.map((y) => ({ label: `${y}年`, value: y }))} />
      </Form.Item>
      <Alert type="warning" showIcon className="zy-login-notice" title="高考省份和高考年份提交后不可修改，请仔细核对。" />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        提交
      </Button>
    </Form>
  );
}
