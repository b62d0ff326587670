import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Fields = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Fields>>[2];

describe('lazyResolver', () => {
  it('loads the validation once, on first use, and delegates to it', async () => {
    const inner = vi.fn<Resolver<Fields, unknown, Fields>>(async () => ({
      values: {},
      errors: { name: { type: 'too_small', message: 'Name must be at least 2 characters' } },
    }));
    const load = vi.fn(async () => inner);
    const { resolver } = lazyResolver<Fields, Fields>(load);
    expect(load).not.toHaveBeenCalled();

    const result = await resolver({ name: 'A' }, undefined, options);
    await resolver({ name: 'B' }, undefined, options);
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Name must be at least 2 characters' },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('starts loading on preload', async () => {
    const load = vi.fn(
      async () =>
        (async () => ({ values: { name: 'x' }, errors: {} })) as Resolver<Fields, unknown, Fields>,
    );
    lazyResolver<Fields, Fields>(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through unchecked when the code cannot load, and retries next time', async () => {
    const inner: Resolver<Fields, unknown, Fields> = async () => ({
      values: {},
      errors: { name: { type: 'custom', message: 'Name is required' } },
    });
    const load = vi
      .fn<() => Promise<Resolver<Fields, unknown, Fields>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(inner);
    const { resolver } = lazyResolver<Fields, Fields>(load);

    expect(await resolver({ name: '' }, undefined, options)).toEqual({
      values: { name: '' },
      errors: {},
    });
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
