import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Quick categories. The API filters by name only, and product names start with their kind, so a
 * category is a server-side name search ("Смартфон" finds every smartphone): nothing is filtered
 * on the client.
 */
const CATEGORIES: { key: string; q: string; icon: IconName }[] = [
  { key: 'phones', q: 'Смартфон', icon: 'mobile-phone' },
  { key: 'laptops', q: 'Ноутбук', icon: 'desktop' },
  { key: 'audio', q: 'наушники', icon: 'headset' },
  { key: 'watches', q: 'часы', icon: 'time' },
  { key: 'vacuums', q: 'пылесос', icon: 'clean' },
  { key: 'gaming', q: 'Игровая', icon: 'predictive-analysis' },
  { key: 'monitors', q: 'Монитор', icon: 'timeline-area-chart' },
];

export function ShopSidebar({ q, onPick }: { q: string; onPick: (q: string) => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <aside className="shop-sidebar" aria-label={t('shop.categories')}>
      <Card className="card shop-sidebar__card">
        <h2 className="shop-sidebar__title">{t('shop.categories')}</h2>
        <ul className="shop-categories">
          <li>
            <button type="button" className={`shop-category${q === '' ? ' shop-category--on' : ''}`} aria-pressed={q === ''} onClick={() => onPick('')}>
              <Icon icon="grid-view" size={14} />
              {t('categories.all')}
            </button>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <button type="button" className={`shop-category${q === c.q ? ' shop-category--on' : ''}`} aria-pressed={q === c.q} onClick={() => onPick(c.q)}>
                <Icon icon={c.icon} size={14} />
                {t(`categories.${c.key}`)}
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="card shop-promo">
        <Icon icon="truck" size={28} />
        <h3>{t('shop.promo.title')}</h3>
        <p>{t('shop.promo.text')}</p>
      </Card>
    </aside>
  );
}
