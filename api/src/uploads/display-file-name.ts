import { UPLOAD_FILE_NAME_MAX } from '@campaign/shared';

// Control characters, bidi overrides and isolates: they could make a name read as another one.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploaded file's name as the media library shows it: the last segment of whatever the
 * browser sent (some send a whole path), without characters that cannot be shown safely, at most
 * UPLOAD_FILE_NAME_MAX characters. Null when nothing is left.
 */
export function displayFileName(clientName: string): string | null {
  const last = clientName.split(/[/\\]/).at(-1) ?? '';
  const name = last.normalize('NFC').replace(UNSHOWABLE, '').trim();
  return name ? [...name].slice(0, UPLOAD_FILE_NAME_MAX).join('') : null;
}
