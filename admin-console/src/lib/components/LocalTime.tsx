import { formatLocalDateTime } from '../format-time';

/**
 * A moment in the organiser's own time zone, with the exact time for machines; `null` is a moment
 * still to come, a dash read as "not yet".
 */
export function LocalTime({ iso }: { iso: string | null }) {
  return iso ? (
    <time dateTime={iso}>{formatLocalDateTime(iso)}</time>
  ) : (
    <span aria-label="not yet">—</span>
  );
}
