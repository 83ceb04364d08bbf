import type { WriteContext } from '../common/record-versions.js';
import { InvalidFieldError } from '../common/errors.js';
import type { MailLanguage } from '../mail/models.js';
import { refuseLineBreaks } from '../mail/rules.js';
import type { MailService } from '../mail/service.js';
import type { InvoiceRecord, InvoiceStatus } from './models.js';
import { invoicePdf } from './pdf.js';
import type { InvoiceRepository } from './repository.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    invoiceSending: InvoiceSending;
  }
}

export interface InvoiceLetter {
  to: readonly string[];
  subject: string;
  message: string;
  attachPdf: boolean;
}

export const SEND_LIMITS = { recipients: 10, subject: 200, message: 5000 } as const;

/** What a letter sent makes of an invoice: a draft (or one only downloaded) is Sent; a payment state stays. */
const BECOMES_SENT: readonly InvoiceStatus[] = ['Draft', 'Downloaded'];

/**
 * Sending an invoice by letter (the send drawer), for both faces: the invoice's PDF (server/invoices/pdf.ts) attached
 * when asked, the letter queued (server/mail), then the invoice marked Sent through the repository (audited as its
 * update). The PDF alone is `pdf`, for GET /api/invoices/:id/pdf.
 */
export class InvoiceSending {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly mail: Pick<MailService, 'send'>,
  ) {}

  async pdf(id: number, language: MailLanguage): Promise<{ invoice: InvoiceRecord; pdf: Buffer }> {
    const invoice = await this.invoices.get(id);
    const [[view], payment] = await Promise.all([this.invoices.views([invoice]), this.invoices.payment()]);
    return { invoice, pdf: await invoicePdf(view!, invoice.balance, payment, language) };
  }

  async send(id: number, letter: InvoiceLetter, language: MailLanguage, writer: WriteContext): Promise<InvoiceRecord> {
    if (letter.to.length === 0 || letter.to.length > SEND_LIMITS.recipients) {
      throw new InvalidFieldError('to', `must name 1 to ${SEND_LIMITS.recipients} addresses`, 'count');
    }
    refuseLineBreaks('subject', letter.subject);
    const subject = letter.subject.trim();
    if (subject === '' || subject.length > SEND_LIMITS.subject) throw new InvalidFieldError('subject', `must be 1 to ${SEND_LIMITS.subject} characters`, 'length');
    if (letter.message.length > SEND_LIMITS.message) throw new InvalidFieldError('message', `must be at most ${SEND_LIMITS.message} characters`, 'length');
    const { invoice, pdf } = await this.pdf(id, language);
    await this.mail.send({
      kind: 'invoice',
      to: letter.to,
      language,
      subject,
      params: { invoiceNumber: String(invoice.id), message: letter.message.trim() },
      attachments: letter.attachPdf ? [{ filename: `invoice-${invoice.id}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] : [],
    });
    if (!BECOMES_SENT.includes(invoice.invoiceStatus)) return invoice;
    const { clientId, issuedDate, dueDate, service, total, balance } = invoice;
    return this.invoices.update(id, { clientId, issuedDate, dueDate, service, total, balance, invoiceStatus: 'Sent' }, writer);
  }
}
