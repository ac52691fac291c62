import { describe, expect, it } from 'vitest';
import { admissionRuleSchema, type AdmissionRule } from '@zhiyuan/domain';
import { body, useTestApp } from '../../../test/app';

const t = useTestApp();
const get = (query: string) => t.app.inject({ method: 'GET', url: encodeURI(`/api/preferences/admission-rule?${query}`) });

describe('GET /api/preferences/admission-rule', () => {
  it('gives 广东 2026: 45 院校专业组 of 6 majors with 服从调剂 in the 本科批', async () => {
    const res = await get('province=广东&year=2026');
    expect(res.statusCode).toBe(200);
    const data = body<AdmissionRule>(res).data;
    expect(() => admissionRuleSchema.parse(data)).not.toThrow();
    expect(data).toMatchObject({ province: '广东', year: 2026, ruleYear: 2026, carriedOver: false, fillMode: '院校专业组' });
    expect(data.mainBatch).toMatchObject({ batch: '本科批', maxChoices: 45, majorsPerChoice: 6, adjust: 'yes', parallel: true });
  });

  it('fills 专业+院校 in 河北 and 山东: one major per choice, no 调剂', async () => {
    for (const [province, choices] of [['河北', 96], ['山东', 96], ['辽宁', 112]] as const) {
      const data = body<AdmissionRule>(await get(`province=${province}&year=2026`)).data;
      expect(data.fillMode).toBe('专业+院校');
      expect(data.mainBatch).toMatchObject({ maxChoices: choices, majorsPerChoice: 1, adjust: 'no' });
    }
  });

  it('carries the latest rules into a year without published ones and says so; inferred rules are unverified', async () => {
    const data = body<AdmissionRule>(await get('province=江苏&year=2027')).data;
    expect(data).toMatchObject({ ruleYear: 2026, carriedOver: true });
    expect(data.message).toContain('2027年规则未公布或未收录，沿用2026年规则');
    const beijing = body<AdmissionRule>(await get('province=北京&year=2026')).data;
    expect(beijing.mainBatch).toMatchObject({ confidence: 'inferred', verified: false, maxChoices: 30 });
    expect(beijing.message).toContain('待核实');
  });

  it('answers 老高考 years by school, and a bad province with 400', async () => {
    const henan = body<AdmissionRule>(await get('province=河南&year=2024')).data;
    expect(henan).toMatchObject({ fillMode: '院校', ruleYear: null, batches: [] });
    expect(henan.message).toContain('老高考');
    const bad = await get('province=xx&year=2026');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('请选择高考省份');
    const noYear = await get('province=广东');
    expect(noYear.statusCode).toBe(400);
    expect(body(noYear).message).toBe('请选择高考年份');
  });

  it('has a rule for every one of the 31 provinces', async () => {
    const names = ['北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽', '福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州', '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆'];
    for (const province of names) {
      const data = body<AdmissionRule>(await get(`province=${province}&year=2026`)).data;
      expect(data.ruleYear, province).toBe(2026);
      expect(data.batches.length, province).toBeGreaterThan(0);
    }
  });
});
