import Typography from '@mui/material/Typography';

/** A toast's title and description, as the spec's toasts read ('Calendrier mis à jour' – '…'). */
export function ToastMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <div>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {detail && <Typography component="p">{detail}</Typography>}
    </div>
  );
}
