import { graphql } from '../../../__generated__/gql';

export const AccountSettingsQuery = graphql(`
  query AccountSettingsPage {
    accountSettings {
      ...AccountSettingsFields
    }
  }
  fragment AccountSettingsFields on AccountSettings {
    id
    general {
      avatar
      username
      fullName
      email
      pendingEmail
      company
    }
    info {
      bio
      dob
      country
      website
      phone
    }
    social {
      socialLinks {
        twitter
        facebook
        google
        linkedIn
        instagram
        quora
      }
      connections {
        connectedAccounts {
          id
          title
          subtitle
          img
          connected
        }
        socialAccounts {
          id
          title
          img
          linked
          url
        }
      }
    }
    notification {
      commentOnArticle
      answerOnForm
      followMe
      newAnnouncements
      productUpdates
      blogDigest
    }
  }
`);

// Every mutation returns the whole AccountSettings (same id), so the normalized cache updates the page.
export const UpdateAccountGeneralMutation = graphql(`
  mutation UpdateAccountGeneral($input: AccountGeneralInput!) {
    updateAccountGeneral(input: $input) {
      ...AccountSettingsFields
    }
  }
`);

export const UpdateAccountInfoMutation = graphql(`
  mutation UpdateAccountInfo($input: AccountInfoInput!) {
    updateAccountInfo(input: $input) {
      ...AccountSettingsFields
    }
  }
`);

export const UpdateAccountSocialMutation = graphql(`
  mutation UpdateAccountSocial($input: AccountSocialInput!) {
    updateAccountSocial(input: $input) {
      ...AccountSettingsFields
    }
  }
`);

export const UpdateAccountNotificationsMutation = graphql(`
  mutation UpdateAccountNotifications($input: AccountNotificationsInput!) {
    updateAccountNotifications(input: $input) {
      ...AccountSettingsFields
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      id
      ok
      endedSessionIds
    }
  }
`);

export const AccountSessionsQuery = graphql(`
  query AccountSessions {
    accountSessions {
      ...AccountSessionFields
    }
  }
  fragment AccountSessionFields on AccountSession {
    id
    createdAt
    lastUsedAt
    address
    current
    device {
      browser
      os
      platform
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      endedSessionIds
    }
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      endedSessionIds
    }
  }
`);

/** A change of address waiting for its link: a new link, or none (server/auth/email-verification.ts). */
export const ResendEmailChangeMutation = graphql(`
  mutation ResendEmailChange {
    resendEmailChange {
      id
      pendingEmail
    }
  }
`);

export const CancelEmailChangeMutation = graphql(`
  mutation CancelEmailChange {
    cancelEmailChange {
      id
      pendingEmail
    }
  }
`);
