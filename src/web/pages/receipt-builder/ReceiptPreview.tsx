import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../../layout/display';
import { DEFAULT_FORMATS, formatTimestamp, isDateFormat, isTimeFormat } from '../../../core/formats';
import {
  lineText,
  PAPER_COLUMNS,
  PAPER_WIDTHS,
  receiptLines,
  receiptWords,
  sampleReceiptOrder,
  type PaperWidth,
  type ReceiptLayout,
} from '../../../core/receipt';
import { PartHeading } from '../../editor/PartHeading';
import type { StoreForReceipt } from './api';
import { logoDataUrl } from './logo';

/** Dots across the printable width of each paper at 203 dpi: where a logo's size is measured. */
const PAPER_DOTS: Record<PaperWidth, number> = { 58: 384, 80: 576 };

interface Props {
  layout: ReceiptLayout;
  store: StoreForReceipt;
  paper: PaperWidth;
  setPaper: (paper: PaperWidth) => void;
}

/**
 * The receipt of a sample order as the printer prints it: the same lines the server encodes, at the
 * paper's characters a line, in a monospace font sized so that a whole line fits a phone.
 */
export function ReceiptPreview({ layout, store, paper, setPaper }: Props) {
  const translate = useTranslate();
  const columns = PAPER_COLUMNS[paper];
  const printedAt = useMemo(
    () =>
      formatTimestamp(new Date(), {
        date: isDateFormat(store.dateFormat) ? store.dateFormat : DEFAULT_FORMATS.date,
        time: isTimeFormat(store.hourFormat) ? store.hourFormat : DEFAULT_FORMATS.time,
        timeZone: store.timeZone ?? undefined,
      }),
    [store],
  );
  const lines = useMemo(() => {
    const t = (key: string, params?: Record<string, string | number>) => translate(key, params);
    return receiptLines(layout, sampleReceiptOrder(store, t, printedAt), receiptWords(t), columns);
  }, [layout, store, printedAt, translate, columns]);
  const logo = useMemo(() => (layout.logo ? logoDataUrl(layout.logo) : null), [layout.logo]);
  const label = translate('receiptBuilder.previewOf', { width: paper });
  return (
    <Box component="section" aria-labelledby="receipt-preview-heading" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <PartHeading id="receipt-preview-heading" sx={{ fontWeight: 600 }}>
          {translate('receiptBuilder.preview')}
        </PartHeading>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={paper}
          onChange={(_, value: PaperWidth | null) => value && setPaper(value)}
          aria-label={translate('receiptBuilder.paper')}
        >
          {PAPER_WIDTHS.map((width) => (
            <ToggleButton key={width} value={width} sx={{ textTransform: 'none' }}>
              {translate(`receiptBuilder.paper${width}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {translate('receiptBuilder.copiesNote', { smart_count: layout.copies })}
        </Typography>
      </Box>
      {/* The paper as the printer prints it: its columns line up left to right in either direction. */}
      <LeftToRight>
        <Box
          role="region"
          dir="ltr"
          aria-label={label}
          data-columns={columns}
          sx={{
            bgcolor: '#fff',
            color: '#000',
            boxShadow: 2,
            mx: 'auto',
            p: 1.5,
            width: 'fit-content',
            maxWidth: '100%',
            overflow: 'hidden',
            fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
            // A whole line of the paper fits the screen: 80 mm holds 48 characters, about 31 em with room to spare.
            // The paper is as wide as its longest line, a rule of dashes across.
            fontSize: `min(13px, calc((100vw - 80px) / ${(columns * 0.64).toFixed(2)}))`,
            lineHeight: 1.35,
          }}
        >
          {lines.map((line, i) =>
            line.kind === 'logo' ? (
              logo && (
                <Box key={i} sx={{ textAlign: 'center' }}>
                  <Box
                    component="img"
                    src={logo}
                    alt={translate('receiptBuilder.logoAlt')}
                    sx={{ maxWidth: '100%', width: `${(layout.logo!.width / PAPER_DOTS[paper]) * 100}%` }}
                  />
                </Box>
              )
            ) : (
              <Box
                key={i}
                data-line={line.kind}
                sx={{
                  whiteSpace: 'pre',
                  textAlign: line.kind === 'text' ? line.align : 'left',
                  fontWeight: 'bold' in line && line.bold ? 700 : 400,
                  minHeight: '1.35em',
                }}
              >
                {lineText(line, columns)}
              </Box>
            ),
          )}
        </Box>
      </LeftToRight>
    </Box>
  );
}
