import { Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; icon: IconName }[] = [
  { key: 'original', icon: 'endorsed' },
  { key: 'replacement', icon: 'refresh' },
  { key: 'warranty', icon: 'shield' },
];

/** The shop's promises under the product: original goods, easy returns, warranty. */
export function FeaturesStrip() {
  const { t } = useTranslation('ecommerce');
  return (
    <ul className="features-strip">
      {FEATURES.map((f) => (
        <li key={f.key}>
          <span className="features-strip__icon">
            <Icon icon={f.icon} size={26} />
          </span>
          <h3>{t(`detail.features.${f.key}.title`)}</h3>
          <p>{t(`detail.features.${f.key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
