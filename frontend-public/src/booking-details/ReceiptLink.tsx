import Button, { type ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { receiptUrl } from './bookingDetailsQuery.ts';

/** `Download receipt`: the PDF of a paid booking, in the booking's language, saved as a file. */
export function ReceiptLink({
  bookingId,
  label,
  variant = 'outlined',
  testId = 'download-receipt',
}: {
  bookingId: string;
  label: string;
  variant?: ButtonProps['variant'];
  testId?: string;
}) {
  return (
    <Button
      component="a"
      href={receiptUrl(bookingId)}
      download
      variant={variant}
      startIcon={<DownloadIcon aria-hidden />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
