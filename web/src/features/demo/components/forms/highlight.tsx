/** Splits `text` around case-insensitive occurrences of `query` and marks them. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim();
  if (!q) return <>{text}</>;
  const lower = text.toLocaleLowerCase();
  const needle = q.toLocaleLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return (
    <>
      {parts.map((part, i) => (part.match ? <mark key={i} className="demo-highlight">{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
