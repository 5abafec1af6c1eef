import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import type { ErasureConfirmationSent } from '@grandtour/shared';
import { forwardRef } from 'react';
import { useNotify, useTranslate, useUserMenu } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';
import { apiErrorBody, httpClient } from '../dataProvider/httpClient.ts';

/**
 * The user menu's "Erase my data": asks for the e-mailed link that confirms it (decision 99), as the public site's
 * account page does. The e-mail is the confirmation, so nothing more is asked here; the answer is a notification.
 */
export const EraseMyDataMenuItem = forwardRef<HTMLLIElement>(function EraseMyDataMenuItem(props, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const language = useLanguage();
  const { onClose } = useUserMenu() ?? {};
  const ask = useMutation({
    mutationFn: async () =>
      (
        await httpClient('/api/account/erasure', {
          method: 'POST',
          body: JSON.stringify({ language }),
        })
      ).json as ErasureConfirmationSent,
    onSuccess: () => notify('app.erasure.ownerSent', { type: 'success', autoHideDuration: 10_000 }),
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? translate('ra.notification.http_error'), {
        type: 'warning',
        autoHideDuration: 10_000,
      }),
  });
  return (
    <MenuItem
      ref={ref}
      {...props}
      disabled={ask.isPending}
      onClick={() => {
        onClose?.();
        ask.mutate();
      }}
      data-testid="owner-erase-my-data"
    >
      <ListItemIcon>
        <DeleteForeverIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.erasure.ownerMenu')}</ListItemText>
    </MenuItem>
  );
});
