import { useCallback, useMemo, useState, type FormEvent } from 'react';

/**
 * A form's values and the problems its rules find. A problem shows once its field was left (blur) or a submit was
 * attempted, so nobody is scolded for a field they have not reached yet.
 */
export function useFormState<Values extends object, Problem extends string>(
  initial: Values,
  validate: (values: Values) => Partial<Record<keyof Values, Problem>>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [visited, setVisited] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const problems = useMemo(() => validate(values), [values, validate]);

  const change = useCallback(
    <F extends keyof Values>(field: F, value: Values[F]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const leave = useCallback(
    (field: keyof Values) =>
      setVisited((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const shownProblem = (field: keyof Values) =>
    submitAttempted || visited.has(field) ? problems[field] : undefined;
  const reset = useCallback(() => {
    setValues(initial);
    setVisited(new Set());
    setSubmitAttempted(false);
  }, [initial]);

  return {
    values,
    problems,
    change,
    leave,
    shownProblem,
    submitAttempted,
    attemptSubmit: () => setSubmitAttempted(true),
    reset,
  };
}

export type FormState<Values extends object, Problem extends string> = ReturnType<
  typeof useFormState<Values, Problem>
>;

/**
 * A submit handler: it shows every problem, moves the focus to the first field (in screen order) that has one,
 * and sends the values only when there is none.
 */
export function submitWhenValid<Values extends object, Problem extends string>(
  form: FormState<Values, Problem>,
  order: readonly (keyof Values & string)[],
  idPrefix: string,
  send: (values: Values) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.attemptSubmit();
    const first = order.find((field) => form.problems[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    else send(form.values);
  };
}
