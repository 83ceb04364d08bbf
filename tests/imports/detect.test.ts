import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { InvalidFieldError } from '../../server/common/errors.js';
import { detectDelimiter, detectEncoding } from '../../server/imports/detect.js';
import { removeStaleUploads, UPLOAD_KEPT_MS } from '../../server/imports/files.js';

describe('what an upload is read as', () => {
  it('tells UTF-8 (with or without a BOM, a character cut at the sample’s end), Windows-1251 and a Latin file apart', () => {
    expect(detectEncoding(Buffer.from('\uFEFFИмя,Почта\n', 'utf8'))).toBe('utf-8-bom');
    expect(detectEncoding(Buffer.from('Имя,Почта\nАня,a@b.c\n', 'utf8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('Имя', 'utf8').subarray(0, 5))).toBe('utf-8');
    expect(detectEncoding(iconv.encode('ПІБ;Роль\nТарас;editor\n', 'win1251'))).toBe('windows-1251');
    expect(detectEncoding(iconv.encode('Фамилия;Имя;Отчество;Электронная почта\nИванов;Иван;Иванович;ivan@example.com\n', 'win1251'))).toBe('windows-1251');
    expect(detectEncoding(iconv.encode('Name,Email,City\nJürgen Müller,jm@example.de,München\nFrançois Lefèvre,fl@example.fr,Besançon\n', 'win1252'))).toBe('windows-1252');
    expect(() => detectEncoding(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(InvalidFieldError);
  });

  it('finds the delimiter the header and rows agree on, quoted ones aside', () => {
    expect(detectDelimiter('a;b;c\n1;2;3\n4;5;6\n')).toBe(';');
    expect(detectDelimiter('a,b,c\n"1;2",2,3\n4,5,6\n')).toBe(',');
    expect(detectDelimiter('name\tcompany, inc\tplan\nA\tB, C\tteam\n')).toBe('\t');
    expect(detectDelimiter('"Иванов, Иван";a@b.c\n"Петров, Пётр";p@b.c\n')).toBe(';');
    expect(detectDelimiter('email\na@b.c\n')).toBe(',');
  });
});

describe('uploads kept on disk', () => {
  it('removes those older than a day, keeps the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-files-'));
    await writeFile(join(dir, 'old.csv'), 'a');
    await writeFile(join(dir, 'new.csv'), 'b');
    const old = new Date(Date.now() - UPLOAD_KEPT_MS - 60_000);
    await utimes(join(dir, 'old.csv'), old, old);
    await removeStaleUploads(dir);
    expect(await readdir(dir)).toEqual(['new.csv']);
  });
});
