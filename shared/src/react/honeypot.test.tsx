import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoneypotField } from './honeypot';

describe('HoneypotField', () => {
  it('is out of sight, out of the tab order and hidden from assistive technology', () => {
    const { container } = render(<HoneypotField />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.style.position).toBe('absolute');
    expect(wrapper.style.left).toBe('-10000px');
    const input = container.querySelector('input')!;
    expect(input.name).toBe('website');
    expect(input.tabIndex).toBe(-1);
    expect(input.autocomplete).toBe('off');
    expect(input.value).toBe('');
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/empty/);
  });
});
