import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process (smtp-server): it keeps every letter it accepts, parsed (mailparser). */
export interface TestSmtp {
  /** SMTP_URL for the app. */
  url: string;
  letters: ParsedMail[];
  /** Replies to the next letters, in order: 451 (try later) or 550 (refused) instead of accepting. */
  refuseNext(...codes: number[]): void;
  /** Holds the answer to the next letter until the function it answers is called: the letter stays `sending` meanwhile. */
  holdNext(): () => void;
  /** Waits until `count` letters matching `match` have arrived (10 s at most): those letters. */
  arrived(match: (letter: ParsedMail) => boolean, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const REPLIES: Record<number, string> = { 451: 'Requested action aborted: try again later', 550: 'Mailbox unavailable: no such user here' };

export async function startSmtp(): Promise<TestSmtp> {
  const letters: ParsedMail[] = [];
  const refusals: number[] = [];
  const holds: Promise<void>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void (holds.shift() ?? Promise.resolve()).then(() => {
        const code = refusals.shift();
        if (code !== undefined) return callback(Object.assign(new Error(REPLIES[code] ?? 'Refused'), { responseCode: code }));
        simpleParser(Buffer.concat(chunks)).then(
          (letter) => {
            letters.push(letter);
            callback();
          },
          (error: Error) => callback(error),
        );
      }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    letters,
    refuseNext: (...codes) => refusals.push(...codes),
    holdNext() {
      let release!: () => void;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    async arrived(match, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = letters.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} letters arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed letter went to. */
export function recipientsOf(letter: ParsedMail): string[] {
  const to = Array.isArray(letter.to) ? letter.to : letter.to ? [letter.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** The letter's link to `path` (from its text part), as a URL. */
export function linkIn(letter: ParsedMail, path: string): URL {
  const found = (letter.text ?? '').match(/https?:\/\/\S+/g)?.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!found) throw new Error(`no link to ${path} in the letter`);
  return found;
}
