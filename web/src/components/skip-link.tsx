import { useTranslation } from 'react-i18next';

/**
 * The first thing a keyboard reaches on every page: moves focus to the main content (`#content`), past the menu and
 * navbar. It handles the click itself so the URL keeps no `#content`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href="#content"
      onClick={(event) => {
        const target = document.getElementById('content');
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
