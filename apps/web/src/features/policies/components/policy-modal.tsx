import { useEffect } from 'react';
import type { PolicySection } from '../../../components/layouts/policy-opener';
import { Modal } from '../../../components/ui/modal/modal';
import { PolicyText, PRIVACY_HEADING_ID } from './policy-text';

interface PolicyModalProps {
  /** Which part to show first; null keeps the modal closed. */
  section: PolicySection | null;
  shopName: string;
  onClose: () => void;
}

export function PolicyModal({ section, shopName, onClose }: PolicyModalProps) {
  useEffect(() => {
    if (section === 'privacy') document.getElementById(PRIVACY_HEADING_ID)?.scrollIntoView();
  }, [section]);

  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      title="Políticas de Privacidad y Términos y Condiciones"
      size="md"
    >
      <PolicyText shopName={shopName} />
    </Modal>
  );
}
