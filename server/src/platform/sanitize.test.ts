import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText, summaryOf } from './sanitize';

describe('sanitizeRichText (XSS)', () => {
  it('drops scripts and styles with their text', () => {
    const out = sanitizeRichText('<p>招生</p><script>alert(document.cookie)</script><style>p{display:none}</style><SCRIPT SRC=//x.io/a.js></SCRIPT>');
    expect(out).toBe('<p>招生</p>');
  });

  it('drops every event handler', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">文</p><img src="https://a.cn/x.png" onerror="steal()" /><a href="https://a.cn" onmouseover="steal()">链</a><svg onload="steal()"><circle/></svg><body onload=steal()>',
    );
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).not.toContain('steal');
    expect(out).not.toContain('<svg');
    expect(out).toContain('<p>文</p>');
    expect(out).toContain('<img src="https://a.cn/x.png" />');
  });

  it('drops javascript:, vbscript: and data: URLs, however disguised', () => {
    const cases = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href=" javascript:alert(1)">a</a>',
      '<a href="java&#x09;script:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">a</a>',
      '<a href="vbscript:msgbox(1)">a</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
      '<img src="javascript:alert(1)">',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    ];
    for (const html of cases) {
      const out = sanitizeRichText(html);
      expect(out, html).not.toMatch(/script:|data:/i);
      expect(out, html).not.toMatch(/href=|src=/);
    }
  });

  it('drops frames, forms, objects, inline styles and classes', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.cn"></iframe><form action="https://evil.cn"><input name="p"></form><object data="x.swf"></object><p style="background:url(javascript:alert(1))" class="x">文</p>',
    );
    expect(out).toBe('<p>文</p>');
  });

  it('keeps what the editor writes, and makes links open apart without an opener', () => {
    const html =
      '<h1>标题</h1><p><strong>粗</strong><em>斜</em><u>下</u></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
    expect(sanitizeRichText('<a href="https://gaokao.chsi.com.cn/">阳光高考</a>')).toBe(
      '<a href="https://gaokao.chsi.com.cn/" target="_blank" rel="noopener noreferrer nofollow">阳光高考</a>',
    );
  });
});

describe('plain text and summaries', () => {
  it('reads the text between blocks, without markup or scripts', () => {
    expect(plainTextOf('<p>第一段</p><p>第二&amp;段<script>x()</script></p><ul><li>甲</li><li>乙</li></ul>')).toBe('第一段 第二&段 甲 乙');
    expect(plainTextOf('<p><br></p>')).toBe('');
  });

  it('cuts a summary at a character and marks the cut', () => {
    expect(summaryOf('<p>一二三四五</p>', 3)).toBe('一二三…');
    expect(summaryOf('<p>一二三</p>', 3)).toBe('一二三');
  });
});
