/** Puts values into a message's `{name}` slots: fill('Save up to {percent}%', { percent: 20 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
