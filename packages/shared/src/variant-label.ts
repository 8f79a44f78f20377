/** "Size: M / Colour: Sage" — the label an order item keeps of its variant. */
export function variantLabel(
  options: readonly { name: string }[],
  optionValues: readonly string[],
) {
  return options.map((option, i) => `${option.name}: ${optionValues[i] ?? ''}`).join(' / ');
}
