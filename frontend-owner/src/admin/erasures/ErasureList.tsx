import type { ErasureRecord } from '@grandtour/shared';
import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { useSmallScreen } from '../../common/useSmallScreen.ts';
import { EraseByEmailForm } from './EraseByEmailForm.tsx';

/** "Effacement de données": the form to erase a person on request, then the latest erasures (no names in them). */
export function ErasureList() {
  const small = useSmallScreen();
  const language = useLanguage();
  const translate = useTranslate();
  const when = (instant: string | null) => (instant ? formatInstant(instant, language) : '—');
  const status = (record: ErasureRecord) => translate(`app.erasure.status.${record.status}`);
  const by = (record: ErasureRecord) => translate(`app.erasure.requestedBy.${record.requestedBy}`);
  return (
    <>
      <EraseByEmailForm />
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('app.erasure.recent')}
      </Typography>
      <List
        title="app.erasure.menu"
        pagination={false}
        exporter={false}
        actions={false}
        empty={false}
        disableSyncWithLocation
      >
        {small ? (
          <SimpleList<ErasureRecord>
            linkType={false}
            primaryText={(record) => record.subject}
            secondaryText={(record) => `${status(record)} · ${by(record)} · ${when(record.requestedAt)}`}
          />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<p>{translate('app.erasure.empty')}</p>}
          >
            <TextField source="subject" sortable={false} />
            <FunctionField source="status" sortable={false} render={status} />
            <FunctionField source="requestedBy" sortable={false} render={by} />
            <FunctionField
              source="requestedAt"
              sortable={false}
              render={(record: ErasureRecord) => when(record.requestedAt)}
            />
            <FunctionField
              source="erasedAt"
              sortable={false}
              render={(record: ErasureRecord) => when(record.erasedAt)}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
