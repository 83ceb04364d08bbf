import { avatarUrl, randomPerson } from '../people.js';
import { daysFromEpoch } from '../random.js';
import type { ProfileUserRef, ProfilePostRecord, ProfileSeed } from '../../server/content/profile/models.js';
import { createRandom } from '../../server/common/random.js';

const POST_TEXTS = [
  'Закрыли квартальный проект на неделю раньше срока. Спасибо команде за слаженную работу!',
  'Делюсь шаблоном для планирования спринта — пользуйтесь, если пригодится.',
  'Сегодня провели первую встречу с новым клиентом. Впереди интересная задача по автоматизации отчётов.',
];
const COMMENT_TEXTS = ['Поздравляю!', 'Отличный результат 👏', 'Шаблон очень удобный, спасибо.', 'Ждём подробностей!', 'Так держать!'];

export function seedProfile(): ProfileSeed {
  const random = createRandom('content-profile');
  let commentId = 0;
  const userRef = (): ProfileUserRef => ({ avatar: avatarUrl(random.int(1, 20)), username: randomPerson(random).fullName });
  const posts: ProfilePostRecord[] = POST_TEXTS.map((postText, index) => {
    const likedUsers = Array.from({ length: random.int(3, 6) }, userRef);
    return {
      id: index + 1,
      avatar: '/images/avatars/1.svg',
      username: 'Анна Смирнова',
      postTime: daysFromEpoch(-2 * index - 1, 14).toISOString(),
      postText,
      postImg: index === 1 ? null : `/images/profile/post-${index + 1}.svg`,
      likes: likedUsers.length + random.int(20, 140),
      youLiked: index === 0,
      comments: random.int(5, 60),
      share: random.int(1, 30),
      likedUsers,
      detailedComments: Array.from({ length: random.int(1, 2) }, () => ({
        id: ++commentId,
        ...userRef(),
        comment: random.pick(COMMENT_TEXTS),
        commentsLikes: random.int(0, 25),
        youLiked: random.bool(),
      })),
    };
  });
  return {
    header: {
      avatar: '/images/avatars/1.svg',
      username: 'Анна Смирнова',
      designation: 'Руководитель проектов',
      coverImg: '/images/profile/cover.svg',
    },
    userAbout: {
      about: 'Руковожу командой внедрения: помогаю компаниям перенести проекты и задачи в один сервис.',
      joined: daysFromEpoch(-900).toISOString().slice(0, 10),
      lives: 'Санкт-Петербург, Россия',
      email: 'admin@demo.com',
      website: 'https://anna-smirnova.example.ru',
    },
    suggestedPages: [
      ['Клуб руководителей проектов', 'Сообщество'],
      ['Продуктивность каждый день', 'Блог'],
      ['Школа тайм-менеджмента', 'Образование'],
      ['Агентство «Северный ветер»', 'Компания'],
      ['Новости сервиса', 'Продукт'],
    ].map(([username, subtitle], index) => ({
      id: index + 1,
      avatar: avatarUrl(index + 5),
      username,
      subtitle,
      favorite: index % 2 === 0,
    })),
    twitterFeeds: [
      ['Команда поддержки', 'Ответили на 1 200 обращений за месяц без единого просроченного.', '#поддержка #команда'],
      ['Новости сервиса', 'В календаре появились категории событий и быстрые фильтры.', '#обновления'],
      ['Клуб руководителей проектов', 'Встреча клуба в четверг: обсуждаем планирование квартала.', '#события #планирование'],
    ].map(([title, desc, tags], index) => ({
      id: index + 1,
      imgUrl: avatarUrl(index + 9),
      title,
      desc,
      tags,
      favorite: index === 0,
    })),
    posts,
    latestPhotos: Array.from({ length: 9 }, (_, index) => ({ id: index + 1, img: `/images/profile/photo-${index + 1}.svg` })),
    suggestions: Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      avatar: avatarUrl(index + 12),
      name: randomPerson(random).fullName,
      mutualFriend: `${random.int(2, 40)} общих контактов`,
    })),
    pollQuestion: 'Какой формат планёрок удобнее вашей команде?',
    polls: ['Ежедневная встреча', 'Короткий отчёт в чате', 'Раз в неделю', 'Без планёрок'].map((name, index) => ({
      id: index + 1,
      name,
      baseVotes: random.int(4, 30),
      votedUser: Array.from({ length: random.int(1, 4) }, () => ({ img: avatarUrl(random.int(1, 20)), username: randomPerson(random).fullName })),
    })),
  };
}
