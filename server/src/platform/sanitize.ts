/**
 * Staff-written HTML (高考资讯, 招生简章, and any other rich text a page shows)
 * is cleaned here, on the server, before it is stored: the page then renders
 * it as it is. A browser-side cleaner alone would trust whatever reached the
 * API. sanitize-html keeps an allow-list of tags and attributes and drops the
 * rest: scripts, styles, event handlers (onclick …) and javascript:/data: URLs.
 */
import sanitizeHtml from 'sanitize-html';

/** What the editor produces and a reader needs: text structure, links, images, tables. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
    'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'div', 'pre', 'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // a dropped <script> or <style> takes its text with it; other unknown tags keep theirs
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // h1 is the page's title: a heading inside an article starts at h2
    h1: 'h2',
    // every link opens apart and tells the other site nothing of ours
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.href && /^\s*(https?:|mailto:|tel:)/i.test(attribs.href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
    }),
  },
};

/** Staff-written rich text, safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The text of some HTML, whitespace collapsed (summaries, search, an empty-content check). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d|\/tr|\/div)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: RICH_TEXT.nonTextTags!,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The first characters of the text, cut at a character, with an ellipsis when cut. */
export function summaryOf(html: string, max = 120): string {
  const text = plainTextOf(html);
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}
