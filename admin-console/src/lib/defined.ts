/** `props` without the keys whose value is undefined, typed so. */
export type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * The props of `props` that have a value: for a component whose optional props do not take
 * `undefined` (Ant Design's, with exactOptionalPropertyTypes on), so that "not set" can still
 * be written inline as `cond ? value : undefined`.
 */
export function defined<T extends object>(props: T): Defined<T> {
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as Defined<T>;
}
