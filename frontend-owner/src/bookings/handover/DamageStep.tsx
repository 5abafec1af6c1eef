import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HANDOVER_LIMITS } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { nextDamageSlot } from './damageSlot.ts';
import { PhotoSlotCard } from './PhotoSlotCard.tsx';
import type { Handover } from './useHandover.ts';
import { useReportCall } from './useReportCall.ts';

/** Step 3 (optional): the damage already on the car, each with its photo and a note. */
export function DamageStep({ handover }: { handover: Handover }) {
  const translate = useTranslate();
  const { report, uploads } = handover.state;
  const [note, setNote] = useState('');
  const save = useReportCall(handover);
  if (!report) return null;
  const photoOf = (slot: string) => report.slots.find((entry) => entry.slot === slot)?.photoUrl ?? null;
  const slot = report.sealed ? null : nextDamageSlot(report, Object.keys(uploads));
  const photoReady = slot !== null && photoOf(slot) !== null && !uploads[slot];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">{translate('app.handover.damage.intro')}</Typography>
      {report.damages.length === 0 ? (
        <Typography color="text.secondary" data-testid="handover-no-damage">
          {translate('app.handover.damage.none')}
        </Typography>
      ) : (
        <List disablePadding data-testid="handover-damages">
          {report.damages.map((damage, index) => (
            <ListItem key={damage.damageId} disableGutters sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              {photoOf(damage.photoSlot) && (
                <Box
                  component="img"
                  src={photoOf(damage.photoSlot)!}
                  alt={translate('app.handover.damage.item', { n: index + 1 })}
                  sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              )}
              <Typography sx={{ overflowWrap: 'anywhere' }}>{damage.note}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      {slot && (
        <Box
          component="form"
          noValidate
          data-testid="handover-damage-form"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
          onSubmit={async (event) => {
            event.preventDefault();
            if (await save.run(() => handover.client.noteDamage({ slot, note: note.trim() }))) setNote('');
          }}
        >
          <Box sx={{ maxWidth: 220 }}>
            <PhotoSlotCard
              slot={slot}
              label={translate('app.handover.damage.photo')}
              photoUrl={photoOf(slot)}
              upload={uploads[slot]}
              onFile={(file) => handover.queue.add(slot, file)}
            />
          </Box>
          <TextField
            label={translate('app.handover.damage.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{
              htmlInput: {
                maxLength: HANDOVER_LIMITS.damageNoteMaxLength,
                'data-testid': 'handover-damage-note',
              },
            }}
          />
          {!photoReady && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.handover.damage.waitPhoto')}
            </Typography>
          )}
          {save.error && (
            <Alert severity="error" role="alert">
              {save.error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="outlined"
            disabled={!photoReady || note.trim() === '' || save.pending}
            data-testid="handover-damage-add"
          >
            {translate('app.handover.damage.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
