import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import type { Car } from '@grandtour/shared';
import { lazy, useState } from 'react';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { withTexts } from '../i18n/dictionary.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

const loadDialog = () => withTexts(['messages'], () => import('../messages/ContactOwnerDialog.tsx'));
const ContactOwnerDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ContactOwnerDialog })),
);

/** "Contacter le propriétaire": the question's dialog (its words and code) loads when first wanted. */
export function ContactOwnerButton({ car }: { car: Car }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ChatBubbleOutline aria-hidden />}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        data-testid="contact-owner"
      >
        {t.carDetail.contactOwner}
      </Button>
      {open && (
        <DialogSuspense>
          <ContactOwnerDialog car={car} onClose={() => setOpen(false)} />
        </DialogSuspense>
      )}
    </>
  );
}
