import { afterEach, describe, expect, it } from 'vitest';
import { domMatchers } from './dom-matchers';

expect.extend(domMatchers);

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.getElementById('target')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toBeVisible', () => {
  it('passes for an element a visitor would see', () => {
    expect(mount('<section><p id="target">Shown</p></section>')).toBeVisible();
    expect(
      mount('<details><summary id="target">Title</summary><p>Body</p></details>'),
    ).toBeVisible();
    expect(
      mount('<details open><summary>Title</summary><p id="target">Body</p></details>'),
    ).toBeVisible();
  });

  it.each([
    ['detached', () => document.createElement('p')],
    ['with the hidden attribute', () => mount('<p id="target" hidden>x</p>')],
    ['inside a hidden ancestor', () => mount('<div hidden><p id="target">x</p></div>')],
    [
      'with display: none on an ancestor',
      () => mount('<div style="display:none"><p id="target">x</p></div>'),
    ],
    ['with visibility: hidden', () => mount('<p id="target" style="visibility:hidden">x</p>')],
    ['with opacity: 0', () => mount('<p id="target" style="opacity:0">x</p>')],
    [
      'inside a closed <details>',
      () => mount('<details><summary>T</summary><p id="target">x</p></details>'),
    ],
  ])('fails for an element %s', (_, make) => {
    const element = make();
    expect(() => expect(element).toBeVisible()).toThrow(/to be visible, but/);
    expect(element).not.toBeVisible();
  });
});

describe('toHaveTextContent', () => {
  it('matches the text with whitespace collapsed, by substring or pattern', () => {
    const element = mount('<p id="target">  Hello\n   world </p>');
    expect(element).toHaveTextContent('Hello world');
    expect(element).toHaveTextContent(/^Hello world$/);
    expect(() => expect(element).toHaveTextContent('Goodbye')).toThrow(/got "Hello world"/);
  });
});
