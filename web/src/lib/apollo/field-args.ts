/**
 * The arguments a cached field was stored under. Apollo keys a field read with arguments as
 * `name({...json})`, or as `name:{...json}` (only the key arguments) when its field policy sets `keyArgs`;
 * the list rules (which cached lists a changed row joins or leaves, after this session's mutation or
 * another session's live event) need them to apply the server's filters. `{}` without arguments.
 */
export function fieldArgs<T extends object>(storeFieldName: string): Partial<T> {
  const at = storeFieldName.search(/[(:]/);
  if (at < 0) return {};
  const json = storeFieldName[at] === '(' ? storeFieldName.slice(at + 1, -1) : storeFieldName.slice(at + 1);
  try {
    return JSON.parse(json) as Partial<T>;
  } catch {
    return {};
  }
}
