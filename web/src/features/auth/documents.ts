import { graphql } from '../../__generated__/gql';

export const SessionFields = graphql(`
  fragment SessionFields on AuthPayload {
    accessToken
    refreshToken
    userData {
      ...SessionUser
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: EmailAddress!, $password: String!) {
    login(email: $email, password: $password) {
      ...SessionFields
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        ...SessionFields
      }
      ... on RegistrationError {
        email
        username
      }
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: NonEmptyString!, $password: String!) {
    acceptInvitation(token: $token, password: $password) {
      ...SessionFields
    }
  }
`);

/** The second step of a sign-in the server answered with TWO_STEP_REQUIRED (schema/two-step.graphql). */
export const CompleteSignInMutation = graphql(`
  mutation CompleteSignIn($challenge: String!, $code: String!) {
    completeSignIn(challenge: $challenge, code: $code) {
      ...SessionFields
    }
  }
`);

/** A reset letter to the address if it has an account: always true (schema/password-reset.graphql). */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: EmailAddress!) {
    requestPasswordReset(email: $email)
  }
`);

/** The address a reset link resets, or null once the link is no good. */
export const PasswordResetEmailQuery = graphql(`
  query PasswordResetEmail($token: String!) {
    passwordResetEmail(token: $token)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

/** The signed-in account afresh (after its address was verified: its ability may have grown). */
export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
      ...SessionUser
    }
  }
`);
