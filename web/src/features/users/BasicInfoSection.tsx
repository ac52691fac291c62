import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Radio, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  ETHNIC_GROUPS,
  PROVINCE_NAMES,
  SCHOOL_LEVELS_HIGH_SCHOOL,
  SEX,
  currentGaokaoYear,
  gradeOf,
  provinceFullName,
  validateName,
  type BasicInfoInput,
  type Student,
} from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { ruleOf } from '../../lib/formRules';
import { useIsPhone } from '../../lib/useMediaQuery';
import { viewerKeys } from '../../lib/viewer';
import { saveBasicInfo, studentKeys, useCities, useDistricts, useStudent } from './api';

type BasicForm = Omit<BasicInfoInput, 'id'>;

/** 毕业年份 a high-school student may pick: three years back (just graduated) to three ahead (高一). */
function graduationYears(): number[] {
  const now = currentGaokaoYear();
  return Array.from({ length: 7 }, (_, i) => now + 3 - i);
}

const asOptions = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/** basicInfo: name, sex, ethnic group, school level, graduation year with its grade, and where the school is. */
export function BasicInfoSection({ studentId }: { studentId: string }) {
  const student = useStudent(studentId);
  return (
    <section className="zy-userinfo-section" aria-label="基本信息">
      <h2 className="zy-userinfo-heading">基本信息</h2>
      <LoadState query={student} what="基本信息">
        {student.data && <BasicInfoForm student={student.data} />}
      </LoadState>
    </section>
  );
}

function BasicInfoForm({ student }: { student: Student }) {
  const [form] = Form.useForm<BasicForm>();
  const isPhone = useIsPhone();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const schoolProvince = Form.useWatch('schoolProvince', form) ?? student.schoolProvince ?? undefined;
  const city = Form.useWatch('city', form) ?? student.city ?? undefined;
  const graduationYear = Form.useWatch('graduationYear', form) ?? student.graduationYear;
  const cities = useCities(schoolProvince);
  const districts = useDistricts(schoolProvince, city);
  const grade = gradeOf(graduationYear ?? null);

  const submit = async (values: BasicForm) => {
    setBusy(true);
    try {
      const saved = await saveBasicInfo({ ...values, id: student.id });
      queryClient.setQueryData(studentKeys.profile(student.id), saved);
      // the header shows the name
      await queryClient.invalidateQueries({ queryKey: viewerKeys.all });
      void message.success('保存成功');
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Descriptions
        className="zy-userinfo-fixed"
        size="small"
        column={isPhone ? 1 : 3}
        items={[
          { key: 'tel', label: '手机号', children: student.tel },
          { key: 'province', label: '高考省份', children: student.province ?? '未填写' },
          { key: 'year', label: '高考年份', children: student.year ? `${student.year}年` : '未填写' },
        ]}
      />
      <Form
        form={form}
        name="basicInfo"
        layout={isPhone ? 'vertical' : 'horizontal'}
        labelCol={isPhone ? undefined : { flex: '96px' }}
        className="zy-userinfo-form"
        initialValues={{
          name: student.name ?? '',
          sex: student.sex ?? undefined,
          ethnicGroup: student.ethnicGroup ?? undefined,
          schoolLevel: student.schoolLevel ?? undefined,
          graduationYear: student.graduationYear ?? undefined,
          schoolProvince: student.schoolProvince ?? undefined,
          city: student.city ?? undefined,
          district: student.district ?? undefined,
          highSchool: student.highSchool ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item label="姓名" name="name" rules={[ruleOf(validateName)]} validateFirst>
          <Input maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item label="性别" name="sex">
          <Radio.Group options={SEX.map((s) => ({ label: s.label, value: s.value }))} />
        </Form.Item>
        <Form.Item label="民族" name="ethnicGroup">
          <Select showSearch allowClear placeholder="请选择民族" options={asOptions(ETHNIC_GROUPS)} />
        </Form.Item>
        <Form.Item label="学校层次" name="schoolLevel">
          <Select allowClear placeholder="请选择学校层次" options={asOptions(SCHOOL_LEVELS_HIGH_SCHOOL)} />
        </Form.Item>
        <Form.Item label="毕业年份" extra={grade ? `当前年级：${grade}` : graduationYear ? '不在高中阶段' : undefined}>
          <Form.Item name="graduationYear" noStyle>
            <Select allowClear placeholder="请选择毕业年份" options={graduationYears().map((y) => ({ label: `${y}年`, value: y }))} />
          </Form.Item>
        </Form.Item>
        <Form.Item label="所在省份" name="schoolProvince">
          <Select
            showSearch
            allowClear
            placeholder="学校所在省份"
            options={asOptions(PROVINCE_NAMES.map(provinceFullName))}
            onChange={() => form.setFieldsValue({ city: undefined, district: undefined })}
          />
        </Form.Item>
        <Form.Item label="所在城市" name="city">
          <Select
            showSearch
            allowClear
            placeholder={schoolProvince ? '学校所在城市' : '请先选择省份'}
            disabled={!schoolProvince}
            loading={cities.isFetching}
            options={asOptions(cities.data ?? [])}
            onChange={() => form.setFieldsValue({ district: undefined })}
          />
        </Form.Item>
        <Form.Item label="所在区县" name="district">
          <Select
            showSearch
            allowClear
            placeholder={city ? (districts.data?.length === 0 ? '该城市不设区县' : '学校所在区县') : '请先选择城市'}
            disabled={!city || districts.data?.length === 0}
            loading={districts.isFetching}
            options={asOptions(districts.data ?? [])}
          />
        </Form.Item>
        <Form.Item label="就读学校" name="highSchool" extra="没有学校名录可选，请填写学校全称。">
          <Input maxLength={50} placeholder="例如：华南师范大学附属中学" />
        </Form.Item>
        <Form.Item label={isPhone ? undefined : ' '} colon={false}>
          <Button type="primary" htmlType="submit" loading={busy}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
