import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  testId: string;
  lang?: string;
}

interface MobileChoiceGroupProps<T extends string> {
  title: string;
  choices: readonly Choice<T>[];
  selected: T;
  onChoose: (value: T) => void;
}

/** A row of toggle buttons for the drawer's language and currency choices. */
export function MobileChoiceGroup<T extends string>({
  title,
  choices,
  selected,
  onChoose,
}: MobileChoiceGroupProps<T>) {
  const titleId = useId();
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography id={titleId} variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box role="group" aria-labelledby={titleId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {choices.map((choice) => (
          <Button
            key={choice.value}
            lang={choice.lang}
            data-testid={choice.testId}
            aria-pressed={choice.value === selected}
            variant={choice.value === selected ? 'contained' : 'outlined'}
            size="small"
            onClick={() => onChoose(choice.value)}
            sx={{ minWidth: 64, px: 1.5 }}
          >
            {choice.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
