/** Account settings page (spec section 3): the starting values every account's settings are built from. */
export interface SocialLinks {
  twitter: string;
  facebook: string;
  google: string;
  linkedIn: string;
  instagram: string;
  quora: string;
}

export interface ConnectedAccount {
  id: string;
  title: string;
  subtitle: string;
  img: string;
  connected: boolean;
}

export interface SocialAccount {
  id: string;
  title: string;
  img: string;
  linked: boolean;
  url: string;
}

export interface AccountSettingsRecord {
  general: { avatar: string | null; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string | null; country: string; website: string; phone: string };
  social: { socialLinks: SocialLinks; connections: { connectedAccounts: ConnectedAccount[]; socialAccounts: SocialAccount[] } };
  notification: {
    commentOnArticle: boolean;
    answerOnForm: boolean;
    followMe: boolean;
    newAnnouncements: boolean;
    productUpdates: boolean;
    blogDigest: boolean;
  };
}

/** Everything but `general`, which starts from the account itself. */
export type AccountSettingsDefaults = Omit<AccountSettingsRecord, 'general'> & { company: string };
