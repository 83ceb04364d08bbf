import { createRequire } from 'node:module';
import type { MailLanguage } from '../mail/models.js';
import type { PaymentDetails } from './models.js';
import type { InvoiceView } from './repository.js';

/** DejaVu Sans (its free licence allows shipping it, from the dejavu-fonts-ttf package): PDF's own fonts have no Cyrillic. */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The print view's words (web/public/locales/<lng>/invoices.json), kept here for the server's own document. */
const WORDS: Record<MailLanguage, Record<string, string>> = {
  ru: {
    number: 'Счёт №{id}', company: 'Aurora CRM', address: 'ООО «Аврора Софт», ул. Лесная, д. 7, офис 301', city: 'г. Москва, 125047, Россия',
    phone: '+7 (495) 120-45-67', issued: 'Дата выставления', due: 'Оплатить до', status: 'Статус', invoiceTo: 'Плательщик', billTo: 'Реквизиты для оплаты',
    totalDue: 'К оплате', bankName: 'Банк', country: 'Страна', iban: 'IBAN', swiftCode: 'SWIFT', description: 'Услуга', quantity: 'Кол-во',
    price: 'Цена', amount: 'Сумма', subtotal: 'Итого', paid: 'Оплачено', balance: 'Остаток к оплате', thanks: 'Спасибо за сотрудничество! Оплатите счёт до указанной даты.',
  },
  en: {
    number: 'Invoice #{id}', company: 'Aurora CRM', address: 'Aurora Soft LLC, 7 Lesnaya St, office 301', city: 'Moscow, 125047, Russia',
    phone: '+7 (495) 120-45-67', issued: 'Date issued', due: 'Due date', status: 'Status', invoiceTo: 'Invoice to', billTo: 'Bill to',
    totalDue: 'Total due', bankName: 'Bank name', country: 'Country', iban: 'IBAN', swiftCode: 'SWIFT code', description: 'Service', quantity: 'Qty',
    price: 'Price', amount: 'Amount', subtotal: 'Subtotal', paid: 'Paid', balance: 'Balance due', thanks: 'Thank you for your business! Please pay by the due date.',
  },
  uk: {
    number: 'Рахунок №{id}', company: 'Aurora CRM', address: 'ТОВ «Аврора Софт», вул. Лісова, 7, офіс 301', city: 'м. Москва, 125047, Росія',
    phone: '+7 (495) 120-45-67', issued: 'Дата виставлення', due: 'Сплатити до', status: 'Статус', invoiceTo: 'Платник', billTo: 'Реквізити для оплати',
    totalDue: 'До сплати', bankName: 'Банк', country: 'Країна', iban: 'IBAN', swiftCode: 'SWIFT', description: 'Послуга', quantity: 'К-сть',
    price: 'Ціна', amount: 'Сума', subtotal: 'Разом', paid: 'Сплачено', balance: 'Залишок до сплати', thanks: 'Дякуємо за співпрацю! Сплатіть рахунок до вказаної дати.',
  },
};

const BRAND = '#2d72d2';
const MUTED = '#5f6b7c';

/**
 * The invoice as a PDF (pdfkit), with what the print view shows: our company, the number and dates, the client,
 * the bank details, the one line, the totals in dollars and the thanks, in `language`. Its bytes are the same for
 * the same invoice and language (no creation date), so a letter sent again attaches the same file.
 */
export async function invoicePdf(invoice: InvoiceView, balance: number, payment: PaymentDetails, language: MailLanguage): Promise<Buffer> {
  // Loaded with the first PDF made, not at every start: pdfkit and the 30 modules it brings take ~0.3 s to load.
  const { default: PDFDocument } = await import('pdfkit');
  const w = WORDS[language];
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: w.number!.replace('{id}', String(invoice.id)), Producer: 'Aurora CRM', CreationDate: new Date(`${invoice.issuedDate}T00:00:00Z`) } });
  doc.registerFont('text', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  // Header: the company on the left, the number and dates on the right.
  doc.font('bold').fontSize(20).fillColor(BRAND).text(w.company!, left, 50);
  doc.font('text').fontSize(9).fillColor(MUTED).text(w.address!, left, 78).text(w.city!).text(w.phone!);
  doc.font('bold').fontSize(16).fillColor('#1c2127').text(w.number!.replace('{id}', String(invoice.id)), left, 50, { width, align: 'right' });
  doc.font('text').fontSize(9).fillColor(MUTED);
  doc.text(`${w.issued}: ${day(invoice.issuedDate)}`, left, 74, { width, align: 'right' });
  doc.text(`${w.due}: ${day(invoice.dueDate)}`, { width, align: 'right' });
  doc.moveTo(left, 130).lineTo(right, 130).strokeColor('#e5e8eb').stroke();

  // The client and the bank details.
  const half = width / 2;
  doc.font('bold').fontSize(10).fillColor('#1c2127').text(w.invoiceTo!, left, 145);
  doc.font('text').fontSize(9).fillColor('#1c2127');
  for (const line of [invoice.client.name, invoice.client.company, invoice.client.address, invoice.client.country, invoice.client.contact, invoice.client.companyEmail]) {
    doc.text(line, left, undefined, { width: half - 10 });
  }
  const bankRows: [string, string][] = [
    [w.totalDue!, payment.totalDue],
    [w.bankName!, payment.bankName],
    [w.country!, payment.country],
    [w.iban!, payment.iban],
    [w.swiftCode!, payment.swiftCode],
  ];
  doc.font('bold').fontSize(10).text(w.billTo!, left + half, 145);
  let y = doc.y;
  for (const [label, value] of bankRows) {
    doc.font('text').fontSize(9).fillColor(MUTED).text(label, left + half, y, { width: 90 });
    doc.fillColor('#1c2127').text(value, left + half + 90, y, { width: half - 90 });
    y = doc.y + 2;
  }

  // The one line.
  const top = Math.max(doc.y, 250) + 20;
  const cols = [left, left + width * 0.55, left + width * 0.68, left + width * 0.84];
  doc.rect(left, top, width, 22).fill('#f6f7f9');
  doc.font('bold').fontSize(9).fillColor('#1c2127');
  doc.text(w.description!, cols[0]! + 6, top + 7);
  doc.text(w.quantity!, cols[1]!, top + 7, { width: cols[2]! - cols[1]! - 6, align: 'right' });
  doc.text(w.price!, cols[2]!, top + 7, { width: cols[3]! - cols[2]! - 6, align: 'right' });
  doc.text(w.amount!, cols[3]!, top + 7, { width: right - cols[3]! - 6, align: 'right' });
  const row = top + 30;
  doc.font('text').text(invoice.service, cols[0]! + 6, row, { width: cols[1]! - cols[0]! - 12 });
  doc.text('1', cols[1]!, row, { width: cols[2]! - cols[1]! - 6, align: 'right' });
  doc.text(money.format(invoice.total), cols[2]!, row, { width: cols[3]! - cols[2]! - 6, align: 'right' });
  doc.text(money.format(invoice.total), cols[3]!, row, { width: right - cols[3]! - 6, align: 'right' });
  const end = Math.max(doc.y, row + 14) + 10;
  doc.moveTo(left, end).lineTo(right, end).strokeColor('#e5e8eb').stroke();

  // Totals.
  let ty = end + 14;
  const totals: [string, string, boolean][] = [
    [w.subtotal!, money.format(invoice.total), false],
    [w.paid!, money.format(Math.round((invoice.total - balance) * 100) / 100), false],
    [w.balance!, money.format(balance), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'text').fontSize(strong ? 11 : 9).fillColor('#1c2127');
    doc.text(label, left + width * 0.5, ty, { width: width * 0.3 });
    doc.text(value, left + width * 0.8, ty, { width: width * 0.2, align: 'right' });
    ty = doc.y + 6;
  }
  doc.font('text').fontSize(9).fillColor(MUTED).text(w.thanks!, left, ty + 20, { width });
  doc.end();
  return done;
}
