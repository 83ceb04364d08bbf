import type { AccountSettingsDefaults } from '../../server/content/account-settings/models.js';

export function seedAccountSettings(): AccountSettingsDefaults {
  return {
    company: 'ООО «Вектор Проект»',
    info: {
      bio: 'Люблю порядок в задачах и понятные сроки.',
      dob: '1990-04-12',
      country: 'Россия',
      website: 'https://vector-project.example.ru',
      phone: '+7 (912) 345-67-89',
    },
    social: {
      socialLinks: {
        twitter: 'https://twitter.com/vector_project',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com/company/vector-project',
        instagram: '',
        quora: '',
      },
      connections: {
        connectedAccounts: [
          { id: 'google', title: 'Google', subtitle: 'Календарь и контакты', img: '/images/icons/google.svg', connected: true },
          { id: 'slack', title: 'Slack', subtitle: 'Уведомления о задачах', img: '/images/icons/slack.svg', connected: false },
          { id: 'github', title: 'GitHub', subtitle: 'Связь задач с коммитами', img: '/images/icons/github.svg', connected: true },
          { id: 'mailchimp', title: 'Mailchimp', subtitle: 'Рассылки клиентам', img: '/images/icons/mailchimp.svg', connected: false },
        ],
        socialAccounts: [
          { id: 'facebook', title: 'Facebook', img: '/images/icons/facebook.svg', linked: false, url: '' },
          { id: 'twitter', title: 'Twitter', img: '/images/icons/twitter.svg', linked: true, url: 'https://twitter.com/vector_project' },
          { id: 'linkedin', title: 'LinkedIn', img: '/images/icons/linkedin.svg', linked: true, url: 'https://www.linkedin.com/company/vector-project' },
        ],
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: true,
      blogDigest: false,
    },
  };
}
