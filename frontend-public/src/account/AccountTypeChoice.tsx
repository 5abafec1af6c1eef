import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import PersonIcon from '@mui/icons-material/Person';
import { USER_TYPES, type UserType } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';

const ICONS = { client: PersonIcon, owner: BusinessCenterIcon } as const;

/** Spec §2 registration: choose a client or an owner card (real radio buttons, so arrows and Tab work). */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: UserType;
  onChange: (type: UserType) => void;
}) {
  const { t } = useLanguage();
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" sx={{ color: 'primary.main', p: 0, mb: 1.5 }}>
        {t.account.register.typeLegend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {USER_TYPES.map((type) => {
          const Icon = ICONS[type];
          const texts = t.account.register[type];
          const chosen = value === type;
          return (
            <Box
              key={type}
              component="label"
              data-testid={`account-type-${type}`}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                p: 2.5,
                borderRadius: 1.5,
                cursor: 'pointer',
                border: '1px solid',
                borderColor: chosen ? 'primary.main' : 'divider',
                backgroundColor: chosen ? 'rgba(201, 162, 39, 0.08)' : '#121216',
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name="userType"
                value={type}
                checked={chosen}
                onChange={() => onChange(type)}
                style={{ accentColor: '#c9a227', marginTop: 6 }}
              />
              <Icon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
              <Box component="span">
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {texts.title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {texts.description}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
