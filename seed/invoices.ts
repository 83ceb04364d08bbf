import {
  INVOICE_STATUSES,
  type ClientRecord,
  type InvoiceFields,
  type InvoiceStatus,
  type PaymentDetails,
} from '../server/invoices/models.js';
import { avatarUrl, randomPerson } from './people.js';
import { daysFromEpoch } from './random.js';
import { extraRows } from './rows.js';
import type { InvoiceSeed } from '../server/invoices/models.js';
import { createRandom, type Random } from '../server/common/random.js';

const INVOICE_COUNT = 64;
/** Invoice numbers continue an existing book-keeping sequence rather than starting at 1. */
const FIRST_INVOICE_ID = 4901;

/** Fictional client companies: name, mail domain, country, address. */
const COMPANIES: readonly [string, string, string, string][] = [
  ['ООО «Полярная звезда»', 'polyarzvezda.example', 'Россия', 'г. Мурманск, пр. Ленина, д. 45, офис 12'],
  ['АО «Северсталь-Сервис»', 'sevstal-service.example', 'Россия', 'г. Череповец, ул. Мира, д. 30'],
  ['ООО «Ладога Трейд»', 'ladoga-trade.example', 'Россия', 'г. Санкт-Петербург, Невский пр., д. 112, пом. 4Н'],
  ['ООО «Кама Агро»', 'kama-agro.example', 'Россия', 'г. Набережные Челны, пр. Мира, д. 8'],
  ['ООО «Алтай Пасека»', 'altai-paseka.example', 'Россия', 'г. Барнаул, ул. Пушкина, д. 17'],
  ['АО «Енисей Энерго»', 'enisey-energo.example', 'Россия', 'г. Красноярск, ул. Карла Маркса, д. 93'],
  ['ООО «Байкал Тур»', 'baikal-tour.example', 'Россия', 'г. Иркутск, ул. Горького, д. 36'],
  ['ООО «Дон Логистика»', 'don-logistika.example', 'Россия', 'г. Ростов-на-Дону, ул. Большая Садовая, д. 71'],
  ['ООО «Казанский текстиль»', 'kaztextil.example', 'Россия', 'г. Казань, ул. Баумана, д. 19'],
  ['ИП Орлова Е. Н.', 'orlova-ip.example', 'Россия', 'г. Ярославль, ул. Свободы, д. 52, кв. 7'],
  ['ООО «Уралхим Проект»', 'uralchim-proekt.example', 'Россия', 'г. Пермь, Комсомольский пр., д. 34'],
  ['ООО «Балтика Маркет»', 'baltika-market.example', 'Россия', 'г. Калининград, Ленинский пр., д. 28'],
  ['АО «Сибирский кедр»', 'sibkedr.example', 'Россия', 'г. Томск, пр. Ленина, д. 110'],
  ['ООО «Волга Медиа»', 'volga-media.example', 'Россия', 'г. Самара, ул. Куйбышева, д. 88'],
  ['ООО «Новые окна»', 'novye-okna.example', 'Россия', 'г. Новосибирск, Красный пр., д. 65'],
  ['ООО «Фермер Центр»', 'fermer-center.example', 'Россия', 'г. Воронеж, ул. Плехановская, д. 22'],
  ['ООО «Каспий Фиш»', 'kaspiy-fish.example', 'Казахстан', 'г. Атырау, ул. Сатпаева, д. 15'],
  ['ТОО «Степь Девелопмент»', 'step-dev.example', 'Казахстан', 'г. Алматы, пр. Абая, д. 150'],
  ['ОАО «Минский приборный»', 'minpribor.example', 'Беларусь', 'г. Минск, пр. Независимости, д. 77'],
  ['ООО «Арарат Вин»', 'ararat-vin.example', 'Армения', 'г. Ереван, ул. Абовяна, д. 24'],
  ['ООО «Шёлковый путь»', 'silk-way.example', 'Узбекистан', 'г. Ташкент, ул. Навои, д. 9'],
  ['ООО «Тайга Строй»', 'taiga-stroy.example', 'Россия', 'г. Хабаровск, ул. Муравьёва-Амурского, д. 40'],
  ['ООО «Кубань Фрукт»', 'kuban-frukt.example', 'Россия', 'г. Краснодар, ул. Красная, д. 122'],
  ['АО «Приокские мастерские»', 'priokskie.example', 'Россия', 'г. Рязань, ул. Почтовая, д. 61'],
];

const SERVICES = [
  'Разработка сайта', 'UI/UX-дизайн', 'Настройка CRM', 'SEO-продвижение', 'Мобильное приложение',
  'Контекстная реклама', 'Техническая поддержка', 'Аудит безопасности', 'Интеграция с 1С', 'Фирменный стиль',
  'Обучение сотрудников', 'Миграция данных',
] as const;

function phone(random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  return `+7 (9${digits(2)}) ${digits(3)}-${digits(2)}-${digits(2)}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What is still owed, by status: the spread gives zero, positive and negative balances. */
function balanceFor(status: InvoiceStatus, total: number, random: Random): number {
  switch (status) {
    case 'Paid':
      return 0;
    case 'Draft':
      return total;
    case 'Partial Payment':
      return Math.round(total * random.int(20, 80)) / 100;
    case 'Past Due':
      return random.bool(0.5) ? total : random.int(100, total);
    case 'Sent':
    case 'Downloaded': {
      const roll = random.next();
      if (roll < 0.35) return 0;
      // An overpayment: the client paid more than billed and is owed the difference.
      if (roll < 0.65) return -random.int(5_00, 400_00) / 100;
      return random.int(100, total);
    }
  }
}

function invoice(index: number, invoiceStatus: InvoiceStatus, clientCount: number, draw: Random): InvoiceFields {
  const issuedIn = -draw.int(0, 150);
  const total = draw.int(3, 95) * 100 + draw.pick([0, 0, 50, 90]);
  return {
    id: FIRST_INVOICE_ID + index,
    issuedDate: isoDay(daysFromEpoch(issuedIn)),
    dueDate: isoDay(daysFromEpoch(issuedIn + draw.int(7, 45))),
    clientId: draw.int(1, clientCount),
    service: draw.pick(SERVICES),
    total,
    balance: balanceFor(invoiceStatus, total, draw),
    avatar: draw.bool(0.3) ? null : avatarUrl(draw.int(1, 20)),
    invoiceStatus,
  };
}

export function seedInvoice(rows?: number): InvoiceSeed {
  const random = createRandom('invoices');
  const clients = COMPANIES.map(([company, domain, country, address], index): ClientRecord => {
    const person = randomPerson(random);
    return {
      id: index + 1,
      name: person.fullName,
      company,
      companyEmail: `${person.login}@${domain}`,
      country,
      contact: phone(random),
      address,
    };
  });
  // Each status appears about equally often; shuffling keeps the list from looking patterned.
  const statuses = random.sample(
    Array.from({ length: INVOICE_COUNT }, (_, i) => INVOICE_STATUSES[i % INVOICE_STATUSES.length]),
    INVOICE_COUNT,
  );
  const invoices = [
    ...statuses.map((status, index) => invoice(index, status, clients.length, random)),
    ...extraRows('invoices', INVOICE_COUNT, rows, (index, draw) => invoice(index, draw.pick(INVOICE_STATUSES), clients.length, draw)),
  ];
  return {
    clients,
    invoices,
    paymentDetails: {
      totalDue: '$12,110.55',
      bankName: 'АО «Северный расчётный банк»',
      country: 'Россия',
      iban: 'RU04 0445 2522 5407 0281 0000 3812 7',
      swiftCode: 'SVRBRUMM',
    },
  };
}
