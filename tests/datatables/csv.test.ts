import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { employeesCsv } from '../../server/datatables/csv.js';
import type { EmployeeRecord } from '../../server/datatables/models.js';

const ROW: EmployeeRecord = {
  responsive_id: '',
  id: 7,
  avatar: null,
  full_name: 'Анна Петрова',
  post: 'Бухгалтер',
  email: 'anna@example.com',
  city: 'Москва',
  start_date: '04/05/2023',
  salary: '$23896.35',
  age: '34',
  experience: '8 Years',
  status: 2,
  version: 1,
  updatedBy: null,
  updatedAt: null,
};

/** Reads the file as a spreadsheet would (BOM first, CRLF records). */
function read(csv: string): string[][] {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return parse(csv, { bom: true, record_delimiter: '\r\n' });
}

describe('employees CSV file', () => {
  it('is UTF-8 with a byte-order mark, Russian header, ISO days and experience in years', () => {
    const bytes = Buffer.from(employeesCsv([ROW]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(read(employeesCsv([ROW]))).toEqual([
      ['ID', 'Имя', 'Должность', 'Email', 'Город', 'Дата начала', 'Зарплата', 'Возраст', 'Опыт, лет', 'Статус'],
      ['7', 'Анна Петрова', 'Бухгалтер', 'anna@example.com', 'Москва', '2023-04-05', '$23896.35', '34', '8', '2'],
    ]);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")'],
    ['+', '+7 (900) 000-00-00'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A9)'],
    ['tab', '\t=1+1'],
    ['CR', '\r=1+1'],
  ])('neutralises a cell starting with %s (CSV injection): it stays text', (_name, value) => {
    const [, row] = read(employeesCsv([{ ...ROW, full_name: value, city: value }]));
    expect(row[1]).toBe(`'${value}`);
    expect(row[4]).toBe(`'${value}`);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) so every row keeps its columns', () => {
    const post = 'Менеджер, "старший"\nпо продажам';
    const csv = employeesCsv([{ ...ROW, post }, ROW]);
    const rows = read(csv);
    expect(rows).toHaveLength(3);
    expect(rows[1][2]).toBe(post);
    expect(csv).toContain('"Менеджер, ""старший""\nпо продажам"');
  });

  it('is the header alone when nothing matches', () => {
    expect(read(employeesCsv([]))).toHaveLength(1);
  });
});
