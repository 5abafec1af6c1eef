import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes back in the browser history; on a page opened directly there is nothing to go back to, so home. */
export function HistoryBackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of the visit the key 'default'.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Button
      onClick={goBack}
      startIcon={<ArrowBackIcon />}
      data-testid="history-back"
      sx={{ color: 'text.secondary', px: 1, '&:hover': { color: 'text.primary' } }}
    >
      {label}
    </Button>
  );
}
