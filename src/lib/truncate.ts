/** `text` cut to `max` characters with an ellipsis after them; shorter text is left alone. */
export function truncateLabel(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max).join('').trimEnd()}…`;
}
