import { graphql } from '../../../__generated__/gql';

/** The account's two-step sign-in, and the account as a session keeps it (to follow a change at once). */
export const TwoStepPanelQuery = graphql(`
  query TwoStepPanel {
    twoStepStatus {
      enabled
      enabledAt
      recoveryCodesLeft
      required
    }
    me {
      ...SessionUser
    }
  }
`);

export const BeginTwoStepEnrollmentMutation = graphql(`
  mutation BeginTwoStepEnrollment {
    beginTwoStepEnrollment {
      secret
      otpauthUri
      qrCode
    }
  }
`);

export const ConfirmTwoStepEnrollmentMutation = graphql(`
  mutation ConfirmTwoStepEnrollment($code: String!) {
    confirmTwoStepEnrollment(code: $code)
  }
`);

export const DisableTwoStepMutation = graphql(`
  mutation DisableTwoStep($password: String!, $code: String!) {
    disableTwoStep(password: $password, code: $code)
  }
`);
