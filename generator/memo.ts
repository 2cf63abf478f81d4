// Values worked out once per object they are made from (a Site, a site.yaml, a schema) and dropped with it.

/** `make(key)` on the first call with `key`, the same value on every later one; kept no longer than `key` itself. */
export function memoized<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
