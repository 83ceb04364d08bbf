import { graphql } from '../../../__generated__/gql.js';

export const CreateAccountMutation = graphql(`
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      account {
        ...AccountFields
      }
      inviteUrl
    }
  }
`);

export const UpdateAccountRoleMutation = graphql(`
  mutation UpdateAccountRole($id: ID!, $role: AccountRole!) {
    updateAccountRole(id: $id, role: $role) {
      ...AccountFields
    }
  }
`);

export const SetAccountActiveMutation = graphql(`
  mutation SetAccountActive($id: ID!, $active: Boolean!) {
    setAccountActive(id: $id, active: $active) {
      ...AccountFields
    }
  }
`);

export const ResetTwoStepMutation = graphql(`
  mutation ResetTwoStep($accountId: ID!) {
    resetTwoStep(accountId: $accountId) {
      ...AccountFields
    }
  }
`);

/** A password reset letter to the account (manage Account): the server answers true, the letter is queued. */
export const SendPasswordResetMutation = graphql(`
  mutation SendPasswordReset($id: ID!) {
    sendPasswordReset(id: $id)
  }
`);
