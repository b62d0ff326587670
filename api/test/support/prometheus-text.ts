/**
 * The value of one sample in Prometheus' text format: `name` with exactly these labels (in any
 * order), or undefined when there is no such line.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}
