import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTooltipSkip, Tooltip } from './Tooltip';

function Two() {
  return (
    <>
      <Tooltip label="First tip">
        <button type="button">One</button>
      </Tooltip>
      <Tooltip label="Second tip">
        <button type="button">Two</button>
      </Tooltip>
    </>
  );
}

const hover = (name: string) =>
  fireEvent.pointerEnter(screen.getByRole('button', { name }), { pointerType: 'mouse' });
const leave = (name: string) =>
  fireEvent.pointerLeave(screen.getByRole('button', { name }), { pointerType: 'mouse' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  resetTooltipSkip();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('opens 700 ms after the pointer arrives and closes when it leaves', async () => {
    render(<Two />);
    hover('One');
    await advance(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
    leave('One');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never opens when the pointer leaves before the delay', async () => {
    render(<Two />);
    hover('One');
    await advance(500);
    leave('One');
    await advance(700);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the next one at once within 300 ms of one closing, and with the delay after that', async () => {
    render(<Two />);
    hover('One');
    await advance(700);
    leave('One');
    await advance(299);
    hover('Two');
    expect(screen.getByRole('tooltip').textContent).toBe('Second tip');
    leave('Two');

    await advance(300);
    hover('One');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(700);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });

  it('opens at once on keyboard focus and closes on blur or Escape', () => {
    render(<Two />);
    const one = screen.getByRole('button', { name: 'One' });
    act(() => one.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
    fireEvent.keyDown(one, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => one.blur());
    act(() => one.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
    act(() => one.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays closed for touch and for focus that follows a press', async () => {
    render(<Two />);
    const one = screen.getByRole('button', { name: 'One' });
    fireEvent.pointerEnter(one, { pointerType: 'touch' });
    await advance(1400);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerDown(one, { pointerType: 'mouse' });
    act(() => one.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
