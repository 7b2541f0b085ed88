import { useCallback, useState } from 'react';

import type { InstanceField, InstanceFormErrors, InstanceFormValues } from '../instance-form';

/** The state of an instance form: values, per-field errors, and a change that clears its error. */
export function useInstanceForm(initial: () => InstanceFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<InstanceFormErrors>({});

  const change = useCallback((field: InstanceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const reset = useCallback((next: InstanceFormValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, change, setErrors, reset };
}
