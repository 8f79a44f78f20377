/** A select's options from a list of values, each shown by its label: one for each value, in order. */
export function ValueOptions<T extends string>({
  values,
  labelOf,
}: {
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
