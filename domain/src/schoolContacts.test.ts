import { describe, expect, it } from 'vitest';
import { contactAddress, contactPhones } from './schoolContacts';

// the texts are 阳光高考's, as data/schools/school_contacts_chsi_2026.csv.gz holds them
describe('contactAddress', () => {
  it('keeps a plain address as printed', () => {
    expect(contactAddress('北京市海淀区颐和园路5号')).toEqual({ addresses: ['北京市海淀区颐和园路5号'], postcodes: [] });
    expect(contactAddress(null)).toEqual({ addresses: [], postcodes: [] });
  });

  it('takes the address and postcode out of a whole contact block', () => {
    expect(contactAddress('通信地址：长春市农安经济开发区合隆镇长隆大街2015-1号 邮政编码：130216 联系电话：0431-85839265、85839266')).toEqual({
      addresses: ['长春市农安经济开发区合隆镇长隆大街2015-1号'],
      postcodes: ['130216'],
    });
    expect(
      contactAddress('学校网址：http://www.cvit.edu.cn 通讯地址：长春经济技术开发区卫星路3278号 邮 编：130033 联系电话：0431-84602 444/555/666'),
    ).toEqual({ addresses: ['长春经济技术开发区卫星路3278号'], postcodes: ['130033'] });
    expect(contactAddress('招生热线： 010-59805806 010-59805808通讯地址：北京市石景山区晋元庄路6号 邮编：100144')).toEqual({
      addresses: ['北京市石景山区晋元庄路6号'],
      postcodes: ['100144'],
    });
    expect(contactAddress('宁夏银川市西夏区贺兰山西路489号，邮政编码为750021').postcodes).toEqual(['750021']);
    expect(contactAddress('辽宁省沈阳市浑南区南屏中路6号 110159')).toEqual({ addresses: ['辽宁省沈阳市浑南区南屏中路6号'], postcodes: ['110159'] });
  });

  it('names each campus before its address', () => {
    expect(contactAddress('长堽校区地址：南宁市长堽路99号 邮编：530023  | 里建校区地址：南宁市长岗大道98号 邮编：530105')).toEqual({
      addresses: ['长堽校区：南宁市长堽路99号', '里建校区：南宁市长岗大道98号'],
      postcodes: ['530023', '530105'],
    });
    expect(contactAddress('西城校区：北京西城区展览馆路1号； 大兴校区：北京市大兴区永源路15号； 咨询电话：010-68322507,61209710； 招生网信息：http://zsb.bucea.edu.cn').addresses).toEqual([
      '西城校区：北京西城区展览馆路1号',
      '大兴校区：北京市大兴区永源路15号',
    ]);
    expect(contactAddress('浙江省杭州市西溪路896号（一号校区） | 浙江省杭州市花蒋路3号（二号校区） 邮编：310023').addresses).toEqual([
      '浙江省杭州市西溪路896号（一号校区）',
      '浙江省杭州市花蒋路3号（二号校区）',
    ]);
  });

  it('reads through markup and numbered lists', () => {
    expect(contactAddress('<p><strong>学校地址：</strong></p>  | <p>中国广州市白云区白云大道北2号 邮编：510420 (白云山校区)</p>')).toEqual({
      addresses: ['中国广州市白云区白云大道北2号 (白云山校区)'],
      postcodes: ['510420'],
    });
    expect(contactAddress('1．学校代码：10324（教育部） 2．学校地址：江苏省盐城市开放大道50号（通榆校区） 3．联系部门：盐城师范学院招生办 4．联系电话：0515－88233059').addresses).toEqual([
      '江苏省盐城市开放大道50号（通榆校区）',
    ]);
  });

  it('gives only the postcode when the text holds no address', () => {
    expect(contactAddress('邮政编码：848023 电子邮箱：XJUTzsb@163.com 联系电话：0903-7887005/7881678')).toEqual({ addresses: [], postcodes: ['848023'] });
  });
});

describe('contactPhones', () => {
  it('gives each number, the area code carried to those printed without it', () => {
    expect(contactPhones(['010-62770334、62782051']).map((p) => p.text)).toEqual(['010-62770334', '010-62782051']);
    expect(contactPhones(['0739-5205077 5205117', '0535-6363777/6361999']).map((p) => p.text)).toEqual([
      '0739-5205077',
      '0739-5205117',
      '0535-6363777',
      '0535-6361999',
    ]);
    expect(contactPhones(['（0871）64316805、64313233']).map((p) => p.text)).toEqual(['0871-64316805', '0871-64313233']);
    expect(contactPhones(['0474—8303456'])).toEqual([{ text: '0474-8303456', dial: '04748303456' }]);
  });

  it('dials only plain numbers', () => {
    expect(contactPhones(['400-0123-517'])).toEqual([{ text: '400-0123-517', dial: '4000123517' }]);
    expect(contactPhones(['招办:0531-86335555'])[0]!.dial).toBeNull();
    expect(contactPhones([])).toEqual([]);
  });
});
