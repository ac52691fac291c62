import { Select } from 'antd';
import './choice-group.css';

interface ChoiceGroupProps<V extends string | number> {
  label: string;
  value: V | undefined;
  options: ReadonlyArray<V | { label: string; value: V }>;
  onChange: (value: V) => void;
  /** Many options (provinces) read better in a drop-down than as chips */
  select?: boolean;
  disabled?: boolean;
}

const norm = <V extends string | number>(o: V | { label: string; value: V }) =>
  typeof o === 'object' ? o : { label: String(o), value: o };

/** One filter that holds exactly one value: chips, or a select for long lists. */
export function ChoiceGroup<V extends string | number>({ label, value, options, onChange, select = false, disabled = false }: ChoiceGroupProps<V>) {
  const list = options.map(norm);
  return (
    <div className="zy-choice-row" role="group" aria-label={label}>
      <span className="zy-choice-label">{label}</span>
      {select ? (
        <Select
          className="zy-choice-select"
          value={value}
          onChange={onChange}
          options={list.map((o) => ({ label: o.label, value: o.value }))}
          disabled={disabled || list.length === 0}
          placeholder="暂无"
          aria-label={label}
          popupMatchSelectWidth={false}
          showSearch={list.length > 10}
          optionFilterProp="label"
        />
      ) : list.length === 0 ? (
        <span className="zy-choice-empty">暂无</span>
      ) : (
        <span className="zy-choice-chips">
          {list.map((o) => (
            <button
              key={String(o.value)}
              type="button"
              className={o.value === value ? 'zy-choice-chip is-active' : 'zy-choice-chip'}
              aria-pressed={o.value === value}
              disabled={disabled}
              onClick={() => onChange(o.value)}
            >
              {o.label}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}
