import {
  PRODUCT_COLORS,
  type ProductRecord,
  type WishlistItemRecord,
} from '../server/ecommerce/models.js';
import { extraRows } from './rows.js';
import type { EcommerceSeed } from '../server/ecommerce/models.js';
import { createRandom, type Random } from '../server/common/random.js';

type Catalogue = readonly [name: string, slug: string, brand: string, price: number, description: string][];

/** Our own catalogue of a home-electronics shop; ids follow this order. */
const CATALOGUE: Catalogue = [
  ['Смартфон Galaxy A55 8/256 ГБ', 'samsung-galaxy-a55', 'Samsung', 38990,
    'Металлическая рамка, AMOLED-экран 6,6" с частотой 120 Гц и защита от воды IP67. Батареи хватает на два дня.'],
  ['Смартфон iPhone 15 128 ГБ', 'apple-iphone-15', 'Apple', 79990,
    'Динамический остров, основная камера 48 Мп и разъём USB-C. Корпус из цветного матового стекла.'],
  ['Смартфон Redmi Note 13 Pro 8/256 ГБ', 'xiaomi-redmi-note-13-pro', 'Xiaomi', 27990,
    'Камера 200 Мп с оптической стабилизацией и быстрая зарядка 67 Вт: полный заряд меньше чем за час.'],
  ['Ноутбук MateBook D 16', 'huawei-matebook-d16', 'Huawei', 64990,
    'Экран 16" с тонкими рамками, процессор Intel Core i5 и 16 ГБ памяти. Весит всего 1,7 кг.'],
  ['Ноутбук ThinkPad E14 Gen 5', 'lenovo-thinkpad-e14-gen5', 'Lenovo', 89990,
    'Рабочий ноутбук с фирменной клавиатурой, сканером отпечатка и шторкой веб-камеры.'],
  ['Планшет Galaxy Tab S9 FE 6/128 ГБ', 'samsung-galaxy-tab-s9-fe', 'Samsung', 42990,
    'Планшет 10,9" со стилусом в комплекте: удобно рисовать, конспектировать и смотреть фильмы.'],
  ['Беспроводные наушники WH-1000XM5', 'sony-wh-1000xm5', 'Sony', 34990,
    'Активное шумоподавление с восемью микрофонами и до 30 часов музыки на одном заряде.'],
  ['Умная колонка Станция Макс', 'yandex-station-max', 'Яндекс', 31990,
    'Колонка с голосовым помощником, мощным звуком 65 Вт и управлением умным домом.'],
  ['Телевизор QLED 55" 4K', 'tcl-qled-55-c745', 'TCL', 46990,
    'Квантовые точки, частота 144 Гц и поддержка Dolby Vision IQ. Подойдёт и для кино, и для игр.'],
  ['Умные часы Watch GT 4 46 мм', 'huawei-watch-gt-4', 'Huawei', 19990,
    'Пульсометр, датчик кислорода в крови и более ста спортивных режимов. До двух недель без зарядки.'],
  ['Фитнес-браслет Smart Band 8', 'xiaomi-smart-band-8', 'Xiaomi', 3490,
    'Лёгкий браслет с ярким экраном: считает шаги, следит за сном и напоминает размяться.'],
  ['Робот-пылесос Q7 Max', 'roborock-q7-max', 'Roborock', 32990,
    'Лазерная навигация, влажная уборка и построение карты квартиры в мобильном приложении.'],
  ['Беспроводной пылесос V12 Detect Slim', 'dyson-v12-detect-slim', 'Dyson', 59990,
    'Лазер подсвечивает мельчайшую пыль, а датчик частиц сам подбирает мощность всасывания.'],
  ['Кофемашина Magnifica S', 'delonghi-magnifica-s', "De'Longhi", 36990,
    'Встроенная кофемолка, капучинатор и регулировка крепости: эспрессо за минуту.'],
  ['Электрический чайник KT-6195', 'kitfort-kt-6195', 'Kitfort', 2990,
    'Стеклянная колба с подсветкой, объём 1,7 л и автоотключение при закипании.'],
  ['Микроволновая печь MS23K3614AW', 'samsung-ms23k3614aw', 'Samsung', 9990,
    'Объём 23 л, керамическое покрытие камеры и режим быстрой разморозки.'],
  ['Холодильник двухкамерный RB34T670FSA', 'samsung-rb34t670fsa', 'Samsung', 62990,
    'Система No Frost, инверторный компрессор с гарантией 10 лет и зона свежести.'],
  ['Стиральная машина HW60-BP10919B', 'haier-hw60-bp10919b', 'Haier', 27990,
    'Загрузка до 6 кг, тихий инверторный мотор и 16 программ стирки, включая паровую обработку.'],
  ['Мультиварка RMC-M92S', 'redmond-rmc-m92s', 'Redmond', 5990,
    'Чаша 5 л с антипригарным покрытием и 45 программ: от каши до домашнего йогурта.'],
  ['Погружной блендер MQ 5235', 'braun-mq-5235', 'Braun', 7490,
    'Насадка-измельчитель, венчик и стакан в комплекте. Технология ActiveBlade режет без усилий.'],
  ['Парогенератор PSG3000', 'philips-psg3000', 'Philips', 14990,
    'Постоянный пар 120 г/мин и съёмный резервуар 1,4 л: гладит рубашку за пару минут.'],
  ['Электросамокат Ninebot E45', 'segway-ninebot-e45', 'Segway', 44990,
    'Запас хода до 45 км, скорость до 25 км/ч и складная рама для поездок в транспорте.'],
  ['Игровая консоль PlayStation 5 Slim', 'sony-playstation-5-slim', 'Sony', 54990,
    'Тонкий корпус, SSD на 1 ТБ и геймпад DualSense с адаптивными триггерами.'],
  ['Монитор UltraGear 27" 27GP850', 'lg-ultragear-27gp850', 'LG', 34990,
    'Nano IPS-матрица, разрешение 2560×1440 и частота 165 Гц для плавной картинки в играх.'],
  ['Механическая клавиатура K8 Pro', 'keychron-k8-pro', 'Keychron', 12990,
    'Компактная раскладка без цифрового блока, горячая замена переключателей и Bluetooth.'],
  ['Экшн-камера HERO12 Black', 'gopro-hero12-black', 'GoPro', 39990,
    'Видео 5,3K, стабилизация HyperSmooth 6.0 и защита от воды до 10 метров без бокса.'],
  ['Внешний аккумулятор 20000 мА·ч', 'anker-powercore-20000', 'Anker', 3990,
    'Заряжает смартфон до пяти раз и ноутбук через USB-C мощностью 30 Вт.'],
];

function product(id: number, [name, slug, brand, price, description]: Catalogue[number], draw: Random): ProductRecord {
  const colorCount = draw.int(1, 4);
  const chosen = new Set(draw.sample(PRODUCT_COLORS, colorCount));
  return {
    id,
    name,
    slug,
    description,
    brand,
    price,
    image: `/images/products/${slug}.svg`,
    // Big-ticket items ship free more often, as in a real shop.
    hasFreeShipping: draw.bool(price >= 30000 ? 0.7 : 0.3),
    rating: draw.int(2, 5),
    colorOptions: PRODUCT_COLORS.filter((color) => chosen.has(color)),
  };
}

export function seedEcommerce(rows?: number): EcommerceSeed {
  const random = createRandom('ecommerce');
  const products = CATALOGUE.map((entry, index) => product(index + 1, entry, random));
  const [wishA, wishB, ...inCart] = random.sample(products, 7).map((p) => p.id);
  // More of the same models, each batch its own listing (own slug, a price within ±20 %), same picture.
  const more = extraRows('ecommerce', products.length, rows, (index, draw) => {
    const [name, slug, brand, price, description] = CATALOGUE[index % CATALOGUE.length];
    const batch = Math.floor(index / CATALOGUE.length) + 1;
    const listing = product(index + 1, [`${name}, партия ${batch}`, `${slug}-${batch}`, brand, Math.round((price * draw.int(80, 120)) / 1000) * 10, description], draw);
    return { ...listing, image: `/images/products/${slug}.svg` };
  });
  return {
    products: [...products, ...more],
    wishlist: [wishA, wishB].map((productId, i) => ({ id: i + 1, productId })),
    cart: inCart.map((productId, i) => ({ id: i + 1, productId, qty: 1 })),
  };
}
