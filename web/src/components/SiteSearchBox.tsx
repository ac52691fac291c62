import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX } from '@zhiyuan/domain';
import './site-search.css';

/**
 * The search box of /search and /welcome: Enter or 搜索 opens /search/<scope>?q=. A native input
 * in antd's large search box's look (site-search.css) beside antd's primary Button: antd's Input
 * with its affix wrapper weighed 10 KB gzip of the home route (decision 013).
 */
export function SiteSearchBox({ scope = 'all', size = 'large', autoFocus = false }: { scope?: string; size?: 'large' | 'middle'; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(q), [q]);
  const search = () => {
    const next = text.trim();
    if (next) navigate(`/search/${scope}?q=${encodeURIComponent(next)}`);
  };
  return (
    <div className={`zy-site-search zy-site-search-${size === 'large' ? 'lg' : 'md'}`}>
      <span className="zy-site-search-field">
        <input
          ref={input}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          autoFocus={autoFocus}
          aria-label="搜索院校、专业、职业和资讯"
          placeholder="搜院校、专业、职业、资讯，可用拼音或首字母（如 qhdx）"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) search();
          }}
        />
        <button
          type="button"
          className={text ? 'zy-site-search-clear' : 'zy-site-search-clear is-hidden'}
          aria-label="清除"
          tabIndex={-1}
          onClick={() => {
            setText('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      </span>
      <Button type="primary" size={size} className="zy-site-search-btn" onClick={search}>
        搜索
      </Button>
    </div>
  );
}
