import type { MailKind, MailLanguage } from '../models.js';

/** What a letter's words may name; each kind uses its own. */
export interface LetterParams {
  /** The letter's one link (a reset, a verification, an invitation); absent for an invoice. */
  link?: string;
  /** How long the link holds, in minutes or hours as the kind says. */
  validFor?: number;
  /** The address an account's e-mail is to change to (the notice to the old one names it). */
  newEmail?: string;
  /** An invoice's number and the sender's own message. */
  invoiceNumber?: string;
  message?: string;
}

interface Words {
  subject: (p: LetterParams) => string;
  heading: string;
  lines: (p: LetterParams) => string[];
  /** The button's label; none for a letter without a link. */
  action?: string;
  footer: string;
}

export const PRODUCT_NAME = 'Aurora CRM';

/** Each letter in ru, en and uk. The link is also written out in the text part and under the button. */
export const LETTER_WORDS: Record<MailLanguage, Record<MailKind, Words>> = {
  ru: {
    password_reset: {
      subject: () => `${PRODUCT_NAME}: сброс пароля`,
      heading: 'Сброс пароля',
      lines: (p) => [
        'Кто-то (надеемся, вы) попросил сбросить пароль вашей учётной записи.',
        `Ссылка действует ${p.validFor ?? 30} мин. и только один раз. Если вы не просили сброс, просто не обращайте внимания на это письмо: пароль останется прежним.`,
      ],
      action: 'Задать новый пароль',
      footer: 'Письмо отправлено автоматически, отвечать на него не нужно.',
    },
    email_verification: {
      subject: () => `${PRODUCT_NAME}: подтвердите адрес почты`,
      heading: 'Подтвердите адрес почты',
      lines: (p) => [`Чтобы подтвердить этот адрес, откройте ссылку. Она действует ${p.validFor ?? 24} ч.`, 'Если вы не регистрировались, просто удалите это письмо.'],
      action: 'Подтвердить адрес',
      footer: 'Письмо отправлено автоматически, отвечать на него не нужно.',
    },
    email_change: {
      subject: () => `${PRODUCT_NAME}: подтвердите новый адрес почты`,
      heading: 'Подтвердите новый адрес',
      lines: (p) => [
        `Этот адрес указали как новый адрес учётной записи ${PRODUCT_NAME}. Он заменит прежний, когда вы откроете ссылку; до тех пор вход и письма остаются на прежнем адресе.`,
        `Ссылка действует ${p.validFor ?? 24} ч. Если вы ничего не меняли, просто удалите это письмо.`,
      ],
      action: 'Подтвердить новый адрес',
      footer: 'Письмо отправлено автоматически, отвечать на него не нужно.',
    },
    email_change_notice: {
      subject: () => `${PRODUCT_NAME}: запрошена смена адреса почты`,
      heading: 'Запрошена смена адреса почты',
      lines: (p) => [
        `В вашей учётной записи попросили сменить адрес почты на ${p.newEmail ?? ''}. Адрес сменится, только когда по ссылке из письма на новый адрес перейдут.`,
        'Если это были не вы, отмените смену в настройках учётной записи и смените пароль.',
      ],
      footer: 'Письмо отправлено автоматически, отвечать на него не нужно.',
    },
    invitation: {
      subject: () => `Приглашение в ${PRODUCT_NAME}`,
      heading: 'Вас пригласили',
      lines: (p) => [`Администратор создал для вас учётную запись в ${PRODUCT_NAME}.`, `Откройте ссылку и задайте пароль. Приглашение действует ${p.validFor ?? 7} дн.`],
      action: 'Принять приглашение',
      footer: 'Письмо отправлено автоматически, отвечать на него не нужно.',
    },
    invoice: {
      subject: (p) => `Счёт №${p.invoiceNumber ?? ''}`,
      heading: 'Счёт',
      lines: (p) => [p.message ?? '', `Счёт №${p.invoiceNumber ?? ''} во вложении (PDF).`].filter((line) => line !== ''),
      footer: `Отправлено из ${PRODUCT_NAME}.`,
    },
  },
  en: {
    password_reset: {
      subject: () => `${PRODUCT_NAME}: reset your password`,
      heading: 'Reset your password',
      lines: (p) => [
        'Someone (we hope you) asked to reset the password of your account.',
        `The link works once, for ${p.validFor ?? 30} minutes. If you did not ask for it, ignore this letter: your password stays as it is.`,
      ],
      action: 'Choose a new password',
      footer: 'This letter was sent automatically; there is no need to answer it.',
    },
    email_verification: {
      subject: () => `${PRODUCT_NAME}: confirm your e-mail address`,
      heading: 'Confirm your e-mail address',
      lines: (p) => [`Open the link to confirm this address. It works for ${p.validFor ?? 24} hours.`, 'If you did not sign up, delete this letter.'],
      action: 'Confirm the address',
      footer: 'This letter was sent automatically; there is no need to answer it.',
    },
    email_change: {
      subject: () => `${PRODUCT_NAME}: confirm your new e-mail address`,
      heading: 'Confirm your new address',
      lines: (p) => [
        `This address was given as the new address of an account in ${PRODUCT_NAME}. It replaces the old one once you open the link; until then signing in and letters stay with the old address.`,
        `The link works for ${p.validFor ?? 24} hours. If you changed nothing, delete this letter.`,
      ],
      action: 'Confirm the new address',
      footer: 'This letter was sent automatically; there is no need to answer it.',
    },
    email_change_notice: {
      subject: () => `${PRODUCT_NAME}: a change of your e-mail address was asked for`,
      heading: 'A change of your e-mail address was asked for',
      lines: (p) => [
        `Your account asked to change its e-mail address to ${p.newEmail ?? ''}. The address changes only once the link in the letter sent there is opened.`,
        'If this was not you, cancel the change in your account settings and change your password.',
      ],
      footer: 'This letter was sent automatically; there is no need to answer it.',
    },
    invitation: {
      subject: () => `You are invited to ${PRODUCT_NAME}`,
      heading: 'You are invited',
      lines: (p) => [`An administrator made you an account in ${PRODUCT_NAME}.`, `Open the link and choose a password. The invitation holds for ${p.validFor ?? 7} days.`],
      action: 'Accept the invitation',
      footer: 'This letter was sent automatically; there is no need to answer it.',
    },
    invoice: {
      subject: (p) => `Invoice #${p.invoiceNumber ?? ''}`,
      heading: 'Invoice',
      lines: (p) => [p.message ?? '', `Invoice #${p.invoiceNumber ?? ''} is attached (PDF).`].filter((line) => line !== ''),
      footer: `Sent from ${PRODUCT_NAME}.`,
    },
  },
  uk: {
    password_reset: {
      subject: () => `${PRODUCT_NAME}: скидання пароля`,
      heading: 'Скидання пароля',
      lines: (p) => [
        'Хтось (сподіваємося, ви) попросив скинути пароль вашого облікового запису.',
        `Посилання діє ${p.validFor ?? 30} хв. і лише один раз. Якщо ви не просили скидання, не зважайте на цей лист: пароль лишиться тим самим.`,
      ],
      action: 'Задати новий пароль',
      footer: 'Лист надіслано автоматично, відповідати на нього не потрібно.',
    },
    email_verification: {
      subject: () => `${PRODUCT_NAME}: підтвердіть адресу пошти`,
      heading: 'Підтвердіть адресу пошти',
      lines: (p) => [`Щоб підтвердити цю адресу, відкрийте посилання. Воно діє ${p.validFor ?? 24} год.`, 'Якщо ви не реєструвалися, просто видаліть цей лист.'],
      action: 'Підтвердити адресу',
      footer: 'Лист надіслано автоматично, відповідати на нього не потрібно.',
    },
    email_change: {
      subject: () => `${PRODUCT_NAME}: підтвердіть нову адресу пошти`,
      heading: 'Підтвердіть нову адресу',
      lines: (p) => [
        `Цю адресу вказали як нову адресу облікового запису ${PRODUCT_NAME}. Вона замінить попередню, щойно ви відкриєте посилання; доти вхід і листи лишаються на попередній адресі.`,
        `Посилання діє ${p.validFor ?? 24} год. Якщо ви нічого не змінювали, просто видаліть цей лист.`,
      ],
      action: 'Підтвердити нову адресу',
      footer: 'Лист надіслано автоматично, відповідати на нього не потрібно.',
    },
    email_change_notice: {
      subject: () => `${PRODUCT_NAME}: запитано зміну адреси пошти`,
      heading: 'Запитано зміну адреси пошти',
      lines: (p) => [
        `У вашому обліковому записі попросили змінити адресу пошти на ${p.newEmail ?? ''}. Адреса зміниться, лише коли перейдуть за посиланням з листа на нову адресу.`,
        'Якщо це були не ви, скасуйте зміну в налаштуваннях облікового запису та змініть пароль.',
      ],
      footer: 'Лист надіслано автоматично, відповідати на нього не потрібно.',
    },
    invitation: {
      subject: () => `Запрошення до ${PRODUCT_NAME}`,
      heading: 'Вас запросили',
      lines: (p) => [`Адміністратор створив для вас обліковий запис у ${PRODUCT_NAME}.`, `Відкрийте посилання й задайте пароль. Запрошення діє ${p.validFor ?? 7} дн.`],
      action: 'Прийняти запрошення',
      footer: 'Лист надіслано автоматично, відповідати на нього не потрібно.',
    },
    invoice: {
      subject: (p) => `Рахунок №${p.invoiceNumber ?? ''}`,
      heading: 'Рахунок',
      lines: (p) => [p.message ?? '', `Рахунок №${p.invoiceNumber ?? ''} у вкладенні (PDF).`].filter((line) => line !== ''),
      footer: `Надіслано з ${PRODUCT_NAME}.`,
    },
  },
};
