import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX } from '@zhiyuan/domain';
import './site-search.css';

/** The search box of /search and /welcome: Enter or 搜索 opens /search/<scope>?q=. */
export function SiteSearchBox({ scope = 'all', size = 'large', autoFocus = false }: { scope?: string; size?: 'large' | 'middle'; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  return (
    <Input.Search
      className="zy-site-search"
      size={size}
      value={text}
      maxLength={SEARCH_QUERY_MAX}
      autoFocus={autoFocus}
      allowClear
      enterButton="搜索"
      aria-label="搜索院校、专业、职业和资讯"
      placeholder="搜院校、专业、职业、资讯，可用拼音或首字母（如 qhdx）"
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => {
        const next = value.trim();
        if (next) navigate(`/search/${scope}?q=${encodeURIComponent(next)}`);
      }}
    />
  );
}

