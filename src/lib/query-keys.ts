// Query keys that carry the type of their data (TanStack Query's DataTag), so a page that
// puts one request's parts under other features' keys (setQueryData) is type-checked.
// Type-only import: a feature's key factory costs no bytes where its index is loaded.
import type { DataTag } from '@tanstack/react-query';

/** `typed<T>()(key)`: the key, tagged with the type of the answer held under it. */
export const typed =
  <T>() =>
  <K extends readonly unknown[]>(key: K): DataTag<K, T, Error> =>
    key as DataTag<K, T, Error>;
