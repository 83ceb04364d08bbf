import { graphql } from '../../../__generated__/gql';

/** One invoice with the bank details block (spec section 7: invoice and paymentDetails). */
export const InvoiceQuery = graphql(`
  query Invoice($id: ID!) {
    invoice(id: $id) {
      ...InvoiceFields
      paymentDetails {
        totalDue
        bankName
        country
        iban
        swiftCode
      }
    }
  }
`);
