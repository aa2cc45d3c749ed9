import { ClientWords } from '@/components/i18n/client-words';
import { ClientPrivacyControls, type ClientPrivacyProps } from './client-privacy-controls';

export type { ClientPrivacyProps } from './client-privacy-controls';

/**
 * The owner's privacy panel on a client's card (issue 33 item 7), self-contained: its words and
 * its controls. Mount it for owners and admins only (staff are refused its export and erasure).
 */
export function ClientPrivacyPanel(props: ClientPrivacyProps) {
  return (
    <ClientWords namespaces={['ClientPrivacy', 'Common']}>
      <ClientPrivacyControls {...props} />
    </ClientWords>
  );
}
