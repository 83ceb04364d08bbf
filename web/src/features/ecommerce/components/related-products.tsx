import { Button, Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelatedProductsQuery } from '../api/related-products';
import { formatMoney, productKind } from '../format';
import { productPath } from './product-card';
import { RatingStars } from './rating-stars';

const SHOWN = 8;

/** A scrollable row of products of the same kind, then featured ones, without the current product. */
export function RelatedProducts({ productId, name }: { productId: string; name: string }) {
  const { t, i18n } = useTranslation('ecommerce');
  const row = useRef<HTMLUListElement>(null);
  const { data } = useQuery(RelatedProductsQuery, { variables: { kind: productKind(name) } });
  if (!data) return null;
  const seen = new Set([productId]);
  const related = [...data.sameKind.items, ...data.featured.items].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, SHOWN);

  // Scrolls by one visible width; the sign flips in RTL where the row scrolls the other way.
  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Card className="card related" data-testid="related-products">
      <div className="related__head">
        <div>
          <h2 className="card__title">{t('detail.related.title')}</h2>
          <p className="text-muted">{t('detail.related.subtitle')}</p>
        </div>
        <div className="related__nav">
          <Button variant="outlined" icon="chevron-left" className="related__prev" aria-label={t('detail.related.previous')} onClick={() => scroll(-1)} />
          <Button variant="outlined" icon="chevron-right" className="related__next" aria-label={t('detail.related.next')} onClick={() => scroll(1)} />
        </div>
      </div>
      <ul className="related__row" ref={row}>
        {related.map((p) => (
          <li key={p.id} className="related__item">
            <Link to={productPath(p.slug)} className="related__link">
              <span className="related__media">
                <img src={p.image} alt="" loading="lazy" width={140} height={140} />
              </span>
              <span className="related__name">{p.name}</span>
              <span className="related__brand">{p.brand}</span>
              <RatingStars rating={p.rating} size={12} />
              <span className="related__price">{formatMoney(p.price, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
