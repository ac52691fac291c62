import { useState, type MouseEvent } from 'react';
import { Modal, Typography } from 'antd';

const { Paragraph, Title } = Typography;

/**
 * 《用户协议》 and 《隐私政策》 beside the login checkbox: what the product does
 * with an account, in plain words, opened in place so the login is not lost.
 */
export function AgreementLinks() {
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  const show = (which: 'terms' | 'privacy') => (event: MouseEvent) => {
    // a click on the link must not tick the checkbox it sits in
    event.preventDefault();
    event.stopPropagation();
    setOpen(which);
  };
  return (
    <>
      <a href="#terms" onClick={show('terms')}>
        《用户协议》
      </a>
      和
      <a href="#privacy" onClick={show('privacy')}>
        《隐私政策》
      </a>
      <Modal
        open={open !== null}
        title={open === 'privacy' ? '隐私政策' : '用户协议'}
        onCancel={() => setOpen(null)}
        onOk={() => setOpen(null)}
        okText="我知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
        zIndex={1100}
      >
        {open === 'privacy' ? <Privacy /> : <Terms />}
      </Modal>
    </>
  );
}

function Terms() {
  return (
    <Typography>
      <Paragraph>志愿 Zhiyuan 是开源的高考信息与志愿填报辅助工具。登录即表示你同意：</Paragraph>
      <Title level={5}>账号</Title>
      <Paragraph>一个手机号对应一个账号；会员卡绑定到账号后，凭卡号和密码也可登录同一账号。请妥善保管会员卡密码，连续输错5次将锁定30分钟。</Paragraph>
      <Title level={5}>数据与建议</Title>
      <Paragraph>
        院校、分数线、一分一段等数据来自公开来源并注明出处；录取概率是依据历史数据的估计，不是录取承诺。填报志愿请以省级招生考试机构公布的信息为准。
      </Paragraph>
      <Title level={5}>高考省份与年份</Title>
      <Paragraph>完善信息时提交的高考省份和高考年份决定你看到的分数线与推荐，提交后不可自行修改；如填错，请联系老师更正。</Paragraph>
    </Typography>
  );
}

function Privacy() {
  return (
    <Typography>
      <Title level={5}>我们保存什么</Title>
      <Paragraph>手机号、姓名、高考省份和年份，以及你在个人资料中自愿填写的成绩、意向、体检和其他信息。</Paragraph>
      <Title level={5}>怎样保存</Title>
      <Paragraph>验证码和登录凭证只保存其不可逆的摘要，会员卡密码以 argon2 加密保存；登录凭证到期或退出登录后即失效。</Paragraph>
      <Title level={5}>谁能看到</Title>
      <Paragraph>你的个人资料只有你本人、为你提供服务的规划师（通过订单）和网站管理员可以查看。我们不出售、不公开你的个人信息。</Paragraph>
    </Typography>
  );
}
