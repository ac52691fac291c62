import type { FormRule } from 'antd';

/**
 * An antd form rule from a validator of domain/rules/validation.ts, so the
 * form shows the same words the server answers with (spec §5).
 */
export function ruleOf<T>(validate: (value: T) => string | null): FormRule {
  return {
    validator: async (_rule, value: T) => {
      const message = validate(value);
      if (message !== null) throw new Error(message);
    },
  };
}
