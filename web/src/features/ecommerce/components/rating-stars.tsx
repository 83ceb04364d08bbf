import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5];

/** 1..5 filled stars with an accessible label. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation('ecommerce');
  return (
    <span className="rating" role="img" aria-label={t('product.rating', { rating })}>
      {STARS.map((star) => (
        <Icon key={star} icon={star <= rating ? 'star' : 'star-empty'} size={size} className={star <= rating ? 'rating__on' : 'rating__off'} />
      ))}
    </span>
  );
}
