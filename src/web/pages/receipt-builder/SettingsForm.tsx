import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RECEIPT_LIMITS, type ReceiptLayout } from '../../../core/receipt';
import { LogoInput } from './LogoInput';

/** The receipt's free texts, above and below what it lists. */
const TEXTS = ['header', 'footer'] as const;

export type Problems = Partial<Record<'header' | 'footer' | 'copies' | 'logo' | 'fields', string>>;

interface Props {
  layout: ReceiptLayout;
  change: (patch: Partial<ReceiptLayout>) => void;
  /** Messages of the fields at fault, already translated. */
  problems: Problems;
}

/** The receipt's texts, logo and copies. */
export function SettingsForm({ layout, change, problems }: Props) {
  const translate = useTranslate();
  const { minCopies, maxCopies, maxText } = RECEIPT_LIMITS;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {TEXTS.map((text) => (
        <TextField
          key={text}
          id={`receipt-${text}`}
          label={translate(`receiptBuilder.${text}`)}
          value={layout[text]}
          onChange={(e) => change({ [text]: e.target.value })}
          multiline
          minRows={2}
          error={!!problems[text]}
          helperText={problems[text] ?? `${layout[text].length} / ${maxText}`}
          fullWidth
        />
      ))}
      <TextField
        id="receipt-copies"
        label={translate('receiptBuilder.copies')}
        type="number"
        value={Number.isNaN(layout.copies) ? '' : layout.copies}
        onChange={(e) => change({ copies: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        slotProps={{ htmlInput: { min: minCopies, max: maxCopies, step: 1 } }}
        error={!!problems.copies}
        helperText={problems.copies ?? translate('receiptBuilder.copiesHelp')}
        sx={{ maxWidth: 200 }}
      />
      <LogoInput logo={layout.logo} change={(logo) => change({ logo })} problem={problems.logo} />
    </Box>
  );
}
