/** A file size for people: "830 B", "42 KB", "1.4 MB" (units of 1024, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.round(kilobytes)} KB`;
  const megabytes = kilobytes / 1024;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "1200 × 630": an image's size in pixels. */
export const formatDimensions = ({ width, height }: { width: number; height: number }) =>
  `${width} × ${height}`;
