import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReceiptLogo } from '../../../core/receipt';
import { LOGO_TYPES, logoDataUrl, logoFileProblem, logoFromFile } from './logo';

interface Props {
  logo: ReceiptLogo | null;
  change: (logo: ReceiptLogo | null) => void;
  problem?: string;
}

/** The receipt's logo: a picture chosen on this device, turned into printer dots here, shown as it prints. */
export function LogoInput({ logo, change, problem }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const preview = useMemo(() => (logo ? logoDataUrl(logo) : null), [logo]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = logoFileProblem(file);
    if (refused) {
      setFileProblem(translate(refused));
      return;
    }
    try {
      change(await logoFromFile(file));
      setFileProblem(null);
    } catch {
      setFileProblem(translate('receiptBuilder.errors.logoRead'));
    }
  };

  const message = fileProblem ?? problem;
  return (
    <Box>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('receiptBuilder.logo')}
      </Typography>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={translate('receiptBuilder.logoAlt')}
          sx={{ display: 'block', maxWidth: 160, maxHeight: 120, border: 1, borderColor: 'divider', mb: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {translate('receiptBuilder.logoUpload')}
        </Button>
        {logo && (
          <Button size="small" startIcon={<DeleteIcon />} onClick={() => change(null)}>
            {translate('receiptBuilder.logoRemove')}
          </Button>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={LOGO_TYPES.join(',')}
        hidden
        aria-label={translate('receiptBuilder.logoUpload')}
        data-testid="receipt-logo-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <FormHelperText id={helpId} error={!!message}>
        {message ?? translate('receiptBuilder.logoHelp')}
      </FormHelperText>
    </Box>
  );
}
