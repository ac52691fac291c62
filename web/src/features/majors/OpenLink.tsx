import type { ReactNode } from 'react';

interface OpenLinkProps {
  /** The page's address of what opens; without one (the drawer) a button. */
  href?: string;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** A link that opens a view in place: a real link on the page (new tab, copy address), a button in the drawer. */
export function OpenLink({ href, onOpen, className, children, ...data }: OpenLinkProps) {
  if (!href) {
    return (
      <button type="button" className={className ? `zy-open-button ${className}` : 'zy-open-button'} onClick={onOpen} {...data}>
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onOpen();
      }}
      {...data}
    >
      {children}
    </a>
  );
}
