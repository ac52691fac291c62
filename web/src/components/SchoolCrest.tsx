import { monogramColor, monogramText } from './monogram';
import './crest.css';

interface SchoolCrestProps {
  name: string;
  url: string | null;
  size?: number;
}

/** The school's crest, or, while no crest pictures exist, a monogram in a color of its own. */
export function SchoolCrest({ name, url, size = 64 }: SchoolCrestProps) {
  if (url) {
    return <img className="zy-crest" src={url} alt={`${name}校徽`} width={size} height={size} loading="lazy" />;
  }
  const text = monogramText(name);
  return (
    <span
      className="zy-crest zy-crest-monogram"
      role="img"
      aria-label={`${name}校徽`}
      style={{
        width: size,
        height: size,
        background: monogramColor(name),
        fontSize: Math.round(size / (text.length > 1 ? 2.9 : 2.1)),
      }}
    >
      {text}
    </span>
  );
}
