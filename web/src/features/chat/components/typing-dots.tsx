/** Three dots rising in turn: "typing" without words (the text beside them says it for screen readers). */
export function TypingDots() {
  return (
    <span className="typing-dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
