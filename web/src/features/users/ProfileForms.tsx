import { useState, type ReactNode } from 'react';
import { App, Button, Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  COLOR_VISION,
  PROVINCE_NAMES,
  SPECIAL_PLANS,
  type Intention,
  type OtherInfo,
  type Physical,
} from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useIsPhone } from '../../lib/useMediaQuery';
import {
  intentionQueryOptions,
  otherInfoQueryOptions,
  physicalQueryOptions,
  saveIntention,
  saveOtherInfo,
  savePhysical,
  useIntention,
  useOtherInfo,
  usePhysical,
  useSchoolTypes,
} from './api';

const asOptions = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/**
 * A profile child with one form: loaded, filled in, saved with the server's
 * answer put back into the cache.
 */
function ProfileForm<T extends { studentId: string }>({
  title,
  formName,
  query,
  queryKey,
  save,
  initialValues,
  children,
}: {
  title: string;
  /** Prefix of the form's field ids, unique on the page */
  formName: string;
  query: UseQueryResult<T>;
  queryKey: readonly unknown[];
  save: (values: Record<string, unknown>) => Promise<T>;
  initialValues: (data: T) => Record<string, unknown>;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      queryClient.setQueryData(queryKey, await save(values));
      void message.success('保存成功');
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="zy-userinfo-section" aria-label={title}>
      <h2 className="zy-userinfo-heading">{title}</h2>
      <LoadState query={query} what={title}>
        {query.data && (
          <Form
            name={formName}
            layout={isPhone ? 'vertical' : 'horizontal'}
            labelCol={isPhone ? undefined : { flex: '110px' }}
            className="zy-userinfo-form"
            initialValues={initialValues(query.data)}
            onFinish={submit}
          >
            {children}
            <Form.Item label={isPhone ? undefined : ' '} colon={false}>
              <Button type="primary" htmlType="submit" loading={busy}>
                保存
              </Button>
            </Form.Item>
          </Form>
        )}
      </LoadState>
    </section>
  );
}

/** enrollmentIntention: provinces, school types and majors the student wants. */
export function IntentionSection({ studentId }: { studentId: string }) {
  const query = useIntention(studentId);
  const schoolTypes = useSchoolTypes();
  return (
    <ProfileForm<Intention>
      title="报考意向"
      formName="intention"
      query={query}
      queryKey={intentionQueryOptions(studentId).queryKey}
      save={(v) => saveIntention({ studentId, ...v })}
      initialValues={(d) => ({ provinces: d.provinces, schoolTypes: d.schoolTypes, majors: d.majors })}
    >
      <Form.Item label="意向省份" name="provinces">
        <Select mode="multiple" allowClear placeholder="想去哪些省份读大学" options={asOptions(PROVINCE_NAMES)} />
      </Form.Item>
      <Form.Item label="院校类型" name="schoolTypes">
        <Select mode="multiple" allowClear placeholder="综合、理工、师范……" loading={schoolTypes.isFetching} options={asOptions(schoolTypes.data ?? [])} />
      </Form.Item>
      <Form.Item label="意向专业" name="majors" extra="输入专业名称后按回车，可填多个（最多20个）。">
        <Select mode="tags" allowClear placeholder="例如：计算机科学与技术" tokenSeparators={[',', '，', '、']} maxCount={20} open={false} />
      </Form.Item>
    </ProfileForm>
  );
}

/** physicalTest: the 高考体检 results that decide which majors are open. */
export function PhysicalSection({ studentId }: { studentId: string }) {
  const query = usePhysical(studentId);
  return (
    <ProfileForm<Physical>
      title="体检信息"
      formName="physical"
      query={query}
      queryKey={physicalQueryOptions(studentId).queryKey}
      save={(v) => savePhysical({ studentId, ...v })}
      initialValues={(d) => ({ ...d })}
    >
      <Form.Item label="身高（厘米）" name="heightCm">
        <InputNumber min={100} max={250} step={1} inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="体重（千克）" name="weightKg">
        <InputNumber min={20} max={250} step={0.5} inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="左眼裸眼视力" name="visionLeft" extra="五分记录法，如 4.8、5.0">
        <InputNumber min={3} max={5.3} step={0.1} inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="右眼裸眼视力" name="visionRight">
        <InputNumber min={3} max={5.3} step={0.1} inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="色觉" name="colorVision">
        <Radio.Group options={asOptions(COLOR_VISION)} />
      </Form.Item>
      <Form.Item label="体检结论" name="notes">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="体检表上的结论和受限专业，照抄即可" />
      </Form.Item>
    </ProfileForm>
  );
}

/** otherInfo: 专项计划 eligibility, 加分 policies and anything else a planner should know. */
export function OtherInfoSection({ studentId }: { studentId: string }) {
  const query = useOtherInfo(studentId);
  return (
    <ProfileForm<OtherInfo>
      title="其他信息"
      formName="otherInfo"
      query={query}
      queryKey={otherInfoQueryOptions(studentId).queryKey}
      save={(v) => saveOtherInfo({ studentId, ...v })}
      initialValues={(d) => ({ specialPlans: d.specialPlans, bonusPolicies: d.bonusPolicies ?? '', remark: d.remark ?? '' })}
    >
      <Form.Item label="专项计划" name="specialPlans" extra="符合报考条件的专项计划">
        <Checkbox.Group options={asOptions(SPECIAL_PLANS)} />
      </Form.Item>
      <Form.Item label="加分政策" name="bonusPolicies">
        <Input maxLength={200} placeholder="例如：少数民族加分（以省教育考试院公示为准）" />
      </Form.Item>
      <Form.Item label="其他说明" name="remark">
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
    </ProfileForm>
  );
}
