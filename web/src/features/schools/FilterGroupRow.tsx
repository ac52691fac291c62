import { Checkbox, Skeleton } from 'antd';
import { ALL, toggleFilter } from '@zhiyuan/domain';

interface FilterGroupRowProps {
  label: string;
  options: readonly string[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (next: string[]) => void;
}

/** One checkbox group: 全部 first; picking 全部 clears the rest, a specific pick removes 全部 (spec §4). */
export function FilterGroupRow({ label, options, loading, value, onChange }: FilterGroupRowProps) {
  return (
    <div className="zy-filter-row" role="group" aria-label={label}>
      <div className="zy-filter-label">{label}</div>
      <div className="zy-filter-options">
        {[ALL, ...(options ?? [])].map((option) => (
          <Checkbox
            key={option}
            checked={value.includes(option)}
            onChange={() => onChange(toggleFilter(value, option))}
          >
            {option}
          </Checkbox>
        ))}
        {loading && <Skeleton.Input active size="small" className="zy-filter-loading" />}
      </div>
    </div>
  );
}
