import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerId } from '../access/caller.js';
import { writerOf } from '../common/record-versions.js';
import {
  errorSchema,
  idFromQueryOrBody,
  idSchema,
  protectedErrorResponses,
} from '../common/schemas.js';
import type { InvoiceInput, InvoiceRecord, InvoiceSortColumn, InvoiceStatus } from './models.js';
import { languageOf } from '../mail/rules.js';
import {
  clientSchema,
  invoiceEnvelopeSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceSchema,
  invoiceUpdateSchema,
} from './schemas.js';

const tags = ['invoices'];

/**
 * The legacy invoice store asks for `apps/invoice/invoices` without a leading slash, so the browser
 * resolves it against the page that asks: the invoice list (/apps/invoice/list) and a user's invoice
 * tab (/apps/user/view/<id>). Both resolved paths answer the list.
 */
const LIST_PATHS = ['/apps/invoice/invoices', '/apps/invoice/apps/invoice/invoices', '/apps/user/view/apps/invoice/invoices'];

interface ListQuery {
  q: string;
  status: InvoiceStatus | '';
  sortColumn: InvoiceSortColumn | '';
  sort: 'asc' | 'desc' | '';
  page: number;
  perPage: number;
}

/**
 * /apps/invoice/* and /api/invoice/* (spec section 7 Invoice). Beyond the legacy calls,
 * POST /apps/invoice/add-invoice (body: the invoice fields, 201 { invoice }) and
 * POST /apps/invoice/update-invoice (body: { id, ...fields }, 200 { invoice }) mirror the GraphQL
 * addInvoice / updateInvoice mutations for REST clients.
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const book = app.repositories.invoices;

  const views = async (invoices: readonly InvoiceRecord[]) =>
    (await book.views(invoices)).map((answer) => ({ ...answer, avatar: answer.avatar ?? '' }));
  const view = async (invoice: InvoiceRecord) => (await views([invoice]))[0];
  // REST writes carry no version: the last one wins (and still moves the version on).
  const writer = (request: FastifyRequest) => writerOf(app.repositories.accounts, callerId(request));

  for (const [index, path] of LIST_PATHS.entries()) {
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config: { ability: ['read', 'Invoice'], keepAnswers: true },
        schema: {
          tags,
          hide: index > 0,
          querystring: invoiceListQuerySchema,
          response: { 200: invoiceListResponseSchema, ...protectedErrorResponses },
        },
      },
      async (request) => {
        const { q, status, sortColumn, sort, page, perPage } = request.query;
        const { items, total } = await book.list({
          q,
          status: status || undefined,
          sortColumn: sortColumn || undefined,
          sort: sort || undefined,
          page,
          perPage,
        });
        const [allData, invoices] = await Promise.all([book.all().then(views), views(items)]);
        return { allData, invoices, total };
      },
    );
  }

  app.get<{ Params: { id: number } }>(
    '/api/invoice/invoices/:id',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        params: { type: 'object', required: ['id'], properties: { id: idSchema } },
        response: {
          200: {
            type: 'object',
            properties: {
              invoice: invoiceSchema,
              paymentDetails: {
                type: 'object',
                properties: {
                  totalDue: { type: 'string' },
                  bankName: { type: 'string' },
                  country: { type: 'string' },
                  iban: { type: 'string' },
                  swiftCode: { type: 'string' },
                },
              },
            },
          },
          404: errorSchema,
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => ({ invoice: await view(await book.get(request.params.id)), paymentDetails: await book.payment() }),
  );

  // The invoice as a PDF, in the caller's interface language: the file the send drawer attaches.
  app.get<{ Params: { id: number } }>(
    '/api/invoices/:id/pdf',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        params: { type: 'object', required: ['id'], properties: { id: idSchema } },
        response: { 404: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request, reply) => {
      const { invoice, pdf } = await app.invoiceSending.pdf(request.params.id, languageOf(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${invoice.id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/invoice/clients',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: { tags, response: { 200: { type: 'array', items: clientSchema }, ...protectedErrorResponses } },
    },
    async () => book.clients(),
  );

  app.post<{ Body: InvoiceInput }>(
    '/apps/invoice/add-invoice',
    {
      config: { ability: ['create', 'Invoice'] },
      schema: { tags, body: invoiceInputSchema, response: { 201: invoiceEnvelopeSchema, ...protectedErrorResponses } },
    },
    async (request, reply) => reply.code(201).send({ invoice: await view(await book.add(request.body, await writer(request))) }),
  );

  app.post<{ Body: InvoiceInput & { id: number } }>(
    '/apps/invoice/update-invoice',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: { tags, body: invoiceUpdateSchema, response: { 200: invoiceEnvelopeSchema, 404: errorSchema, ...protectedErrorResponses } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return { invoice: await view(await book.update(id, input, await writer(request))) };
    },
  );

  app.delete<{ Querystring: { id?: number }; Body: { id?: number } | undefined }>(
    '/apps/invoice/delete',
    {
      config: { ability: ['delete', 'Invoice'] },
      schema: {
        tags,
        querystring: { type: 'object', properties: { id: idSchema } },
        body: { type: ['object', 'null'], properties: { id: idSchema } },
        response: { 200: invoiceEnvelopeSchema, 404: errorSchema, ...protectedErrorResponses },
      },
    },
    async (request) => {
      const id = idFromQueryOrBody(request.query, request.body);
      return { invoice: await view(await book.remove(id)) };
    },
  );
};
