import { PublicPage } from '@/app/public-page';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PricingRoute() {
  useDocumentTitle('Preços');
  return (
    <PublicPage>
      <PricingPage />
    </PublicPage>
  );
}
