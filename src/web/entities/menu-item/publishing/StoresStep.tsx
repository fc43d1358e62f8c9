import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MixedCheckbox } from './MixedCheckbox';

/**
 * Step 2, the stores: those where the user may publish (he holds the Menu Items rights there), with
 * All my stores, and whether the stores' own prices are replaced too.
 */
export function StoresStep({
  stores,
  chosen,
  onChosen,
  replacePrices,
  onReplacePrices,
  disabled,
}: {
  stores: readonly { id: string; name: string }[];
  chosen: ReadonlySet<string>;
  onChosen: (chosen: ReadonlySet<string>) => void;
  replacePrices: boolean;
  onReplacePrices: (on: boolean) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`menuPublishing.stores.${key}`);
  const all = stores.length > 0 && stores.every((s) => chosen.has(s.id));
  const pick = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChosen(next);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="menu-publishing-stores" sx={{ p: 2 }}>
      <Typography id="menu-publishing-stores" variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      {!stores.length ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <>
          <FormControl component="fieldset" disabled={disabled} sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend">{t('label')}</FormLabel>
            <FormHelperText sx={{ mx: 0 }}>{t('hint')}</FormHelperText>
            {stores.length > 1 && (
              <FormControlLabel
                control={
                  <MixedCheckbox
                    checked={all}
                    indeterminate={!all && chosen.size > 0}
                    onChange={(e) => onChosen(new Set(e.target.checked ? stores.map((s) => s.id) : []))}
                  />
                }
                label={t('all')}
              />
            )}
            <Box
              component="ul"
              sx={{
                m: 0,
                pl: stores.length > 1 ? { xs: 2, sm: 3 } : 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
                columnGap: 2,
              }}
            >
              {stores.map((s) => (
                <Box component="li" key={s.id} sx={{ listStyle: 'none', minWidth: 0 }}>
                  <FormControlLabel
                    sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                    control={
                      <Checkbox checked={chosen.has(s.id)} onChange={(e) => pick(s.id, e.target.checked)} />
                    }
                    label={s.name}
                  />
                </Box>
              ))}
            </Box>
          </FormControl>
          <FormControl disabled={disabled} sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={replacePrices}
                  onChange={(e) => onReplacePrices(e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'menu-publishing-prices-hint' } }}
                />
              }
              label={t('replacePrices')}
            />
            <FormHelperText id="menu-publishing-prices-hint" sx={{ mx: 0 }}>
              {t('replacePricesHint')}
            </FormHelperText>
          </FormControl>
        </>
      )}
    </Paper>
  );
}
