import { formatNumber } from '@campaign/shared';

/** A rate as the section shows it: "20%", "66.7%", or a dash when nothing divides. */
export const formatRate = (rate: number | null): string => (rate === null ? '–' : `${rate}%`);

/** A change against the previous period: "+3 (+150%)", "−2 (−50%)", "+8 (none before)". */
export function formatChange({ delta, percent }: { delta: number; percent: number | null }) {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  const amount = `${sign}${formatNumber(Math.abs(delta))}`;
  if (percent === null) return delta === 0 ? `${amount}` : `${amount} (none before)`;
  return `${amount} (${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)}%)`;
}
