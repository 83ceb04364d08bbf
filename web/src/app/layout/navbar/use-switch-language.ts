import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__/gql';
import { useAuth } from '../../../lib/auth/use-auth';
import { changeLanguage, type Language } from '../../../lib/i18n';
import { toast } from '../../../lib/toaster';

export const SetInterfaceLanguageMutation = graphql(`
  mutation SetInterfaceLanguage($language: InterfaceLanguage!) {
    setInterfaceLanguage(language: $language) {
      id
      language
    }
  }
`);

/**
 * Switches the interface language and, when signed in, stores it with the account: the server writes the
 * account's letters in it (a reset an administrator sends, a verification letter), whoever makes it send them.
 */
export function useSwitchLanguage(): (lng: Language) => void {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const [store] = useMutation(SetInterfaceLanguageMutation);
  return useCallback(
    (lng: Language) => {
      void changeLanguage(lng).then(async () => {
        if (!isLoggedIn) return;
        try {
          await store({ variables: { language: lng } });
        } catch (error) {
          toast.error(t('navbar.languageNotSaved', { message: error instanceof Error ? error.message : String(error) }));
        }
      });
    },
    [isLoggedIn, store, t],
  );
}
