import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A button that opens the phone's camera or file picker (the input is the label's, so keyboards reach it). */
export function FileButton({
  id,
  label,
  accept,
  multiple = false,
  capture,
  icon,
  onFiles,
}: {
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  capture?: 'environment';
  icon: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Button
      component="label"
      htmlFor={id}
      variant="outlined"
      startIcon={icon}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        data-testid={id}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Button>
  );
}
