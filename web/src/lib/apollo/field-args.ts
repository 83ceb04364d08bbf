/**
 * The arguments a cached field was stored under. Apollo keys a field read with arguments as
 * `name({...json})`; the list rules (which cached lists a changed row joins or leaves, after this session's
 * mutation or another session's live event) need them to apply the server's filters. `{}` without arguments.
 */
export function fieldArgs<T extends object>(storeFieldName: string): Partial<T> {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as Partial<T>;
  } catch {
    return {};
  }
}
