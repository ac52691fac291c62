import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import './rich-editor.css';

/**
 * A small rich-text editor: a contenteditable area with a toolbar (headings,
 * bold, italic, underline, lists, quotes, links). What it writes is HTML the
 * server cleans with an allow-list before storing (platform/sanitize.ts), so
 * a pasted script or handler never reaches a reader. Loaded lazily by the
 * staff panel only.
 */
export default function RichEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  const tool = (title: string, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" icon={icon} aria-label={title} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );
  return (
    <div className="zy-rich-editor">
      <Space wrap size={4} className="zy-rich-editor-toolbar">
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<h2>')}>
          标题
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<p>')}>
          正文
        </Button>
        {tool('加粗', <BoldOutlined />, () => exec('bold'))}
        {tool('斜体', <ItalicOutlined />, () => exec('italic'))}
        {tool('下划线', <UnderlineOutlined />, () => exec('underline'))}
        {tool('有序列表', <OrderedListOutlined />, () => exec('insertOrderedList'))}
        {tool('无序列表', <UnorderedListOutlined />, () => exec('insertUnorderedList'))}
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<blockquote>')}>
          引用
        </Button>
        {tool('链接', <LinkOutlined />, () => {
          const url = window.prompt('链接地址（https://…）');
          if (url && /^https?:\/\//i.test(url.trim())) exec('createLink', url.trim());
        })}
      </Space>
      <div
        ref={ref}
        className="zy-rich-editor-area zy-rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
      />
    </div>
  );
}
