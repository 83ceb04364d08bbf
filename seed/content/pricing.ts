import type { QandA } from '../../server/content/faq/models.js';
import type { PricingSeed } from '../../server/content/pricing/models.js';

export function seedPricing(): PricingSeed {
  return {
    basicPlan: {
      title: 'Базовый',
      img: '/images/pricing/basic.svg',
      subtitle: 'Для знакомства с сервисом',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: ['100 МБ на диске', '2 активных проекта', 'До 5 пользователей', 'Задачи, чат и календарь'],
      popular: false,
    },
    standardPlan: {
      title: 'Стандарт',
      img: '/images/pricing/standard.svg',
      subtitle: 'Для растущих команд',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: ['10 ГБ на диске', 'Неограниченное число проектов', 'До 25 пользователей', 'Свой домен', 'Приоритетная поддержка'],
      popular: true,
    },
    enterprisePlan: {
      title: 'Корпоративный',
      img: '/images/pricing/enterprise.svg',
      subtitle: 'Для компаний с особыми требованиями',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: ['100 ГБ на диске', 'Неограниченное число пользователей', 'Резервные копии на ваш FTP', 'Журнал действий', 'Персональный менеджер'],
      popular: false,
    },
    qandA: [
      {
        question: 'Есть ли пробный период?',
        ans: 'Да, 14 дней со всеми возможностями выбранного тарифа и без привязки карты.',
      },
      {
        question: 'Чем годовая оплата выгоднее?',
        ans: 'При оплате за год тариф «Стандарт» стоит $40 в месяц ($480 в год) вместо $49, а «Корпоративный» — $80 в месяц ($960 в год) вместо $99.',
      },
      {
        question: 'Можно ли сменить тариф позже?',
        ans: 'Да, в любой момент. Сменить тариф могут только владелец аккаунта и администраторы.',
      },
      {
        question: 'Какие способы оплаты доступны?',
        ans: 'Карты Visa и MasterCard с подтверждением 3D Secure, в том числе карты любого зарубежного банка.',
      },
    ],
  };
}
