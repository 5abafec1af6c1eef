import type { FormState } from './useFormState.ts';

/**
 * The props a text field of a form shares: value, change, blur and the problem as helper text (MUI ties it to the
 * input with aria-describedby and marks the input aria-invalid).
 */
export function formFieldProps<Values extends object, Problem extends string>(
  form: FormState<Values, Problem>,
  field: keyof Values & string,
  idPrefix: string,
  problemText: (problem: Problem) => string,
) {
  const problem = form.shownProblem(field);
  return {
    id: `${idPrefix}-${field}`,
    name: field,
    value: String(form.values[field] ?? ''),
    fullWidth: true,
    error: Boolean(problem),
    helperText: problem ? problemText(problem) : undefined,
    onChange: (event: { target: { value: string } }) =>
      form.change(field, event.target.value as Values[typeof field]),
    onBlur: () => form.leave(field),
  };
}
