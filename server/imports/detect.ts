import { detect } from 'chardet';
import { InvalidFieldError } from '../common/errors.js';
import { IMPORT_DELIMITERS, type ImportDelimiter, type ImportEncoding } from './models.js';

/** How much of the file's start is read to tell its encoding and delimiter. */
export const SAMPLE_BYTES = 64 * 1024;

const BOM = [0xef, 0xbb, 0xbf];
/** Latin single-byte encodings chardet may name: read as Windows-1252 (ISO-8859-1's superset). */
const LATIN = new Set(['ISO-8859-1', 'ISO-8859-15', 'windows-1252']);

/**
 * Whether letters past ASCII are a fair share of all letters: Cyrillic text in a single-byte encoding (each letter
 * 0xC0–0xFF in Windows-1251), where Latin text has a few accented letters among many plain ones.
 */
function mostlyHighLetters(sample: Buffer): boolean {
  let high = 0;
  let plain = 0;
  for (const byte of sample) {
    if (byte >= 0xc0) high++;
    else if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)) plain++;
  }
  return high >= 0.2 * (high + plain);
}

/**
 * The file's encoding from its first bytes: a UTF-8 BOM; else valid UTF-8 (a sequence cut at the sample's end does
 * not count against it); else a single-byte one: Windows-1251 (Russian Excel's) unless the text is mostly plain
 * Latin and chardet finds a Latin encoding (chardet alone takes a short Cyrillic file for Latin-1). NUL bytes mean
 * a binary file, not CSV.
 */
export function detectEncoding(sample: Buffer): ImportEncoding {
  if (sample.includes(0)) throw new InvalidFieldError('file', 'is not a CSV text file');
  if (BOM.every((byte, i) => sample[i] === byte)) return 'utf-8-bom';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    if (mostlyHighLetters(sample)) return 'windows-1251';
    const found = detect(sample);
    return found !== null && LATIN.has(found) ? 'windows-1252' : 'windows-1251';
  }
}

/** Counts a delimiter outside quoted cells, line by line, in the first lines of the text. */
function countsPerLine(lines: readonly string[], delimiter: string): number[] {
  return lines.map((line) => {
    let count = 0;
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === delimiter && !quoted) count++;
    }
    return count;
  });
}

/**
 * The delimiter of the text's first lines: among `,` `;` and tab, the one found on the header line the same number
 * of times on most lines (ties: the most per line). A file of one column has none of them: `,`.
 */
export function detectDelimiter(text: string): ImportDelimiter {
  const lines = text.split(/\r?\n/).slice(0, 20);
  // The last line of a sample may be cut short.
  const whole = lines.length > 2 ? lines.slice(0, -1).filter((line) => line.trim() !== '') : lines;
  let best: { delimiter: ImportDelimiter; agree: number; count: number } = { delimiter: ',', agree: 0, count: 0 };
  for (const delimiter of IMPORT_DELIMITERS) {
    const [header = 0, ...rest] = countsPerLine(whole, delimiter);
    if (header === 0) continue;
    const agree = rest.filter((count) => count === header).length;
    if (agree > best.agree || (agree === best.agree && header > best.count)) best = { delimiter, agree, count: header };
  }
  return best.delimiter;
}
