import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('keeps names as people write them, in any script', () => {
    for (const name of [
      'Rosa Parks',
      'J. R. R. Tolkien',
      "Mary-Jane O'Neil",
      'Zoë Ångström',
      'Nguyễn Thị Minh Khai',
      '李小龍',
      'محمد',
      'Dr. Ann Smith Jr.',
      'Rosa <script>',
    ]) {
      expect(greetingName(name), name).toBe(name);
    }
  });

  it('drops a name that holds a link, an address or a host name', () => {
    for (const name of [
      'Click https://evil.example/claim now',
      'http:evil',
      'see www.evil',
      'visit evil.example to claim',
      'EVIL.COM',
      'win at bit.ly/abc',
      'mail claims@evil.example',
      'mailto:x',
      'пример.рф',
      'javascript:alert(1)',
      '   ',
    ]) {
      expect(greetingName(name), name).toBeNull();
    }
  });
});
