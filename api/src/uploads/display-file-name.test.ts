import { describe, expect, it } from 'vitest';
import { displayFileName } from './display-file-name';

describe('displayFileName', () => {
  it('keeps the last path segment, trimmed', () => {
    expect(displayFileName('photo.jpg')).toBe('photo.jpg');
    expect(displayFileName('C:\\Users\\me\\Pictures\\march 1.png')).toBe('march 1.png');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('  spaced.webp  ')).toBe('spaced.webp');
  });

  it('drops control and bidi characters, and answers null when nothing is left', () => {
    expect(displayFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(displayFileName('line\nbreak.jpg')).toBe('linebreak.jpg');
    expect(displayFileName('')).toBeNull();
    expect(displayFileName('folder/')).toBeNull();
    expect(displayFileName('\u0000\u0001')).toBeNull();
  });

  it('cuts a long name to 200 characters without splitting one', () => {
    expect(displayFileName(`${'é'.repeat(250)}.jpg`)).toBe('é'.repeat(200));
    expect([...displayFileName('😀'.repeat(300))!]).toHaveLength(200);
  });
});
