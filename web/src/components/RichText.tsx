import './rich-text.css';

/**
 * Staff-written HTML (高考资讯, 招生简章). The server cleaned it with an
 * allow-list before storing it (server/src/platform/sanitize.ts), so it is
 * rendered as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`zy-rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
