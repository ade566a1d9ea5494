import { PublicPage } from '@/app/public-page';
import { TermsOfUse } from '@/features/terms/components/terms-of-use';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Termos de uso');
  return (
    <PublicPage>
      <TermsOfUse />
    </PublicPage>
  );
}
