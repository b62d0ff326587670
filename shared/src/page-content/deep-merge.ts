/**
 * Stored overrides: any field may be left out. Lists are replaced whole by the merge, so a list
 * in an override carries complete items.
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null | undefined }
    : T;

// Keys that would reach Object.prototype when copied from untrusted JSON.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An override value that means "no opinion, keep the default". A list is never one: an
 * organiser who removed every item meant an empty list (its section then shows nothing).
 */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

function ownValue(source: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

// Results never share objects with the inputs, so callers may edit them (e.g. an admin draft)
// without corrupting the module-level defaults.
function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!UNSAFE_KEYS.has(key)) copy[key] = cloneValue(value[key]);
  }
  return copy;
}

function mergeValue(base: unknown, override: unknown): unknown {
  if (isEmpty(override)) return cloneValue(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return cloneValue(override);

  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(base)) {
    if (!UNSAFE_KEYS.has(key)) merged[key] = mergeValue(base[key], ownValue(override, key));
  }
  for (const key of Object.keys(override)) {
    if (UNSAFE_KEYS.has(key) || Object.hasOwn(merged, key)) continue;
    const value = mergeValue(undefined, override[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Lays a stored override over built-in defaults: override values win; undefined,
 * null and blank strings keep the default; lists (empty ones too) replace the default list;
 * nested objects merge key by key. Neither input is modified and the result shares no objects
 * with them.
 */
export function deepMerge<T>(defaults: T, override: NoInfer<DeepPartial<T>> | null | undefined): T {
  return mergeValue(defaults, override) as T;
}
