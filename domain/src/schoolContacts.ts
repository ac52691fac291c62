/**
 * A school's 阳光高考 contact text as a student reads it. The source prints the
 * address and the admission phone as free text: an address field often holds
 * the whole contact block ("通信地址：… 邮政编码：130216 联系电话：…"), a phone
 * field several numbers ("010-62770334、62782051"). The API keeps the text as
 * printed; the page shows the addresses, the postcodes and each number apart.
 */

/** A label the source puts before a part of its contact block (通信地址：, 西城校区：, 咨询电话：), with its colon. */
const LABEL = /(?:^|(?<=[\s|｜；;，,。、．.)）\d]))([\u4e00-\u9fa5A-Za-z()（）-]{1,16}?)\s*[：:]/g;
/** Labels of the parts that are no address. */
const NOT_ADDRESS = /电话|热线|咨询|网|邮箱|mail|传真|QQ|微信|公众号|官微|代码|部门|办公室/i;
/** Labels printed with a space inside (地 址, 邮 编). */
const SPACED = /(地|邮|电|网|传)\s+(址|编|话|真)/g;
const POSTCODE = /(?:邮政编码|邮编)[\s：:；;|｜，,为是]*(\d{6})/g;
const SEPARATORS = /^[\s|｜；;，,。、.]+|[\s|｜；;，,。、.]+$/g;

export interface ContactAddress {
  /** Each address as printed, a campus's name before it where the source gave one ("西城校区：北京西城区展览馆路1号") */
  addresses: string[];
  postcodes: string[];
}

/** The addresses and postcodes in a school's 地址 text; the phones, websites and e-mails it also holds are left out. */
export function contactAddress(text: string | null | undefined): ContactAddress {
  const source = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;?/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/【([^】]{1,16})】/g, ' $1：')
    .replace(SPACED, '$1$2')
    .trim();
  const postcodes = [...new Set([...source.matchAll(POSTCODE)].map((m) => m[1]!))];
  const parts: { label: string; body: string }[] = [];
  let label = '';
  let from = 0;
  for (const m of source.matchAll(LABEL)) {
    parts.push({ label, body: source.slice(from, m.index) });
    label = m[1]!;
    from = m.index + m[0].length;
  }
  parts.push({ label, body: source.slice(from) });
  const addresses: string[] = [];
  for (const part of parts) {
    let body = part.body.replace(POSTCODE, '').replace(/[（(]\s*[)）]/g, '').replace(SEPARATORS, '');
    const postcode = /^(\d{6})(?!\d)|[\s，,]+(\d{6})$/.exec(body);
    if (postcode) {
      // a bare postcode before or after the address (邮政编码：625100 四川省…; …仲恺农业工程学院，510550)
      if (!postcodes.includes(postcode[1] ?? postcode[2]!)) postcodes.push(postcode[1] ?? postcode[2]!);
      body = body.replace(postcode[0], '').replace(SEPARATORS, '');
    }
    body = body.replace(/\s+\d{1,2}[．.]?$/, '').trim();
    if (!body) continue;
    const campus = /(?:校区|校本部|院区|本部)(?:[（(][^)）]*[)）])?$/.test(part.label) ? part.label : /^(.+?(?:校区|院区))地址$/.exec(part.label)?.[1];
    // two addresses the source set apart with | or ；
    const each = body.split(/\s*[|｜；;]\s*/).filter(Boolean);
    if (campus) addresses.push(`${campus}：${each.join('；')}`);
    else if (/地址|校址|地点/.test(part.label) || (!NOT_ADDRESS.test(part.label) && looksLikeAddress(body))) {
      for (const one of each) {
        // a campus note the source printed after a postcode belongs to the address before it
        if (/^[（(][^)）]*[)）]$/.test(one) && addresses.length) addresses[addresses.length - 1] += ` ${one}`;
        else addresses.push(one);
      }
    }
  }
  // nothing recognised: the text as printed, rather than no address
  if (!addresses.length && !postcodes.length && source) addresses.push(source);
  return { addresses, postcodes };
}

function looksLikeAddress(text: string): boolean {
  return /[省市县区镇乡]|路|街|道|号/.test(text) && !/https?:|www\.|@/.test(text);
}

export interface ContactPhone {
  /** As shown: the area code carried over to the numbers printed without it (010-62770334、62782051) */
  text: string;
  /** For a tel: link; null where the text is no plain number */
  dial: string | null;
}

/** Each number of a school's admission phone text. */
export function contactPhones(texts: readonly string[]): ContactPhone[] {
  const phones: ContactPhone[] = [];
  for (const text of texts) {
    let area: string | null = null;
    const pieces = text
      .replace(/[—－–]/g, '-')
      .replace(/[（(](0\d{2,3})[)）]\s*/g, '$1-')
      .split(/[、,，;；/\\|\s]+|或/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const piece of pieces) {
      const full = /^(0\d{2,3})-\d{7,8}$/.exec(piece);
      if (full) area = full[1]!;
      const shown = area && /^\d{7,8}$/.test(piece) ? `${area}-${piece}` : piece;
      phones.push({ text: shown, dial: /^[\d-]{5,}$/.test(shown) ? shown.replace(/-/g, '') : null });
    }
  }
  return phones;
}
