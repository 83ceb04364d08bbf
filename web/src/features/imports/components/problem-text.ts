import type { TFunction } from 'i18next';

/** The server's cell errors (server/imports, the lists' import targets), each as a key of `imports:problem` and its values. */
const PROBLEMS: readonly [RegExp, string][] = [
  [/^is required$/, 'required'],
  [/^must be a valid e-mail address$/, 'email'],
  [/^must be one of (?<values>.+)$/, 'oneOf'],
  [/^must be at most (?<max>\d+) characters$/, 'tooLong'],
  [/^must not contain spaces$/, 'spaces'],
  [/^must be a date/, 'date'],
  [/^must be yes or no/, 'flag'],
  [/^"(?<tag>.+)" is not a tag/, 'tag'],
  [/^must be a task number$/, 'number'],
];

/** A cell's error in the interface's language; one the client does not know is shown as the server wrote it. */
export function problemText(t: TFunction<'imports'>, message: string): string {
  for (const [pattern, key] of PROBLEMS) {
    const match = pattern.exec(message);
    if (match) return t(`problem.${key}`, match.groups ?? {});
  }
  return message;
}
