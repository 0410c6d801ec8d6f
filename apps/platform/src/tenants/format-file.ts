// Tenant files are edited by hand: short objects and lists stay on one line, long ones open up.
const WIDTH = 100;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function layout(value: unknown, indent: string, used: number): string {
  const flat = inline(value);
  if (indent.length + used + flat.length <= WIDTH || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + layout(v, inner, 0)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + layout(v, inner, key.length);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** JSON text of a tenant file, ending with a newline. */
export function formatTenantFile(file: unknown): string {
  return `${layout(file, '', 0)}\n`;
}
