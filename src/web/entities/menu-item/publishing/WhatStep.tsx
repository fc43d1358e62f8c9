import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  chosenCount,
  emptyChoice,
  FLAT_KINDS,
  folded,
  toggleFlat,
  type Choice,
  type FlatKey,
  type Records,
  type Tree,
} from './choice';
import { MenuTree } from './MenuTree';
import { MixedCheckbox } from './MixedCheckbox';

type Section = 'menu' | FlatKey;

/** A collapsible section's title and how many of its records are chosen. */
function SectionSummary({ title, count }: { title: string; count: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="baseline"
      justifyContent="space-between"
      sx={{ width: '100%', minWidth: 0, pr: 1 }}
    >
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {count}
      </Typography>
    </Stack>
  );
}

/** A plain list of one kind's records as checkboxes, with "Choose all" of those shown. */
function FlatList({
  kind,
  records,
  choice,
  onChange,
  query,
  label,
  disabled,
}: {
  kind: FlatKey;
  records: readonly { id: string; name: string }[];
  choice: Choice;
  onChange: (choice: Choice) => void;
  query: string;
  label: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const q = folded(query.trim());
  const shown = q ? records.filter((r) => folded(r.name).includes(q)) : records;
  if (!records.length)
    return <Typography color="text.secondary">{translate('menuPublishing.what.none')}</Typography>;
  if (!shown.length)
    return (
      <Typography color="text.secondary">
        {translate('menuPublishing.what.noMatch', { query: query.trim() })}
      </Typography>
    );
  const chosen = shown.filter((r) => choice[kind].has(r.id)).length;
  const ids = shown.map((r) => r.id);
  return (
    <>
      <FormControlLabel
        disabled={disabled}
        control={
          <MixedCheckbox
            size="small"
            checked={chosen === shown.length}
            indeterminate={chosen > 0 && chosen < shown.length}
            onChange={(e) => onChange(toggleFlat(choice, kind, ids, e.target.checked))}
            slotProps={{ input: { 'aria-label': `${translate('menuPublishing.what.chooseAll')}: ${label}` } }}
          />
        }
        label={translate('menuPublishing.what.chooseAll')}
      />
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: { xs: 2, sm: 3 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        {shown.map((r) => (
          <Box component="li" key={r.id} sx={{ listStyle: 'none', minWidth: 0 }}>
            <FormControlLabel
              disabled={disabled}
              sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
              control={
                <Checkbox
                  size="small"
                  checked={choice[kind].has(r.id)}
                  onChange={(e) => onChange(toggleFlat(choice, kind, [r.id], e.target.checked))}
                />
              }
              label={r.name}
            />
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * Step 1, what to publish: a search by name, the departments → categories → menu items tree, and a
 * collapsible list of each other kind (taxes, modifier groups, prefixes and items, special prices).
 */
export function WhatStep({
  records,
  tree,
  choice,
  onChange,
  disabled,
}: {
  records: Records;
  tree: Tree;
  choice: Choice;
  onChange: (choice: Choice) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`menuPublishing.what.${key}`, params);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<Section>>(new Set(['menu']));
  const count = chosenCount(choice);
  const treeChosen = choice.departments.size + choice.categories.size + choice.menuItems.size;
  const treeTotal = records.departments.length + records.categories.length + records.menuItems.length;

  const search = (text: string) => {
    setQuery(text);
    const q = folded(text.trim());
    if (!q) return;
    // The sections holding a match open.
    const hit = (list: readonly { name: string }[]) => list.some((r) => folded(r.name).includes(q));
    const next = new Set(open);
    if (hit(records.departments) || hit(records.categories) || hit(records.menuItems)) next.add('menu');
    for (const { key } of FLAT_KINDS) if (hit(records[key])) next.add(key);
    setOpen(next);
  };
  const toggle = (section: Section, expanded: boolean) => {
    const next = new Set(open);
    if (expanded) next.add(section);
    else next.delete(section);
    setOpen(next);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="menu-publishing-what" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="baseline"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography id="menu-publishing-what" variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography role="status" color="text.secondary">
            {t('chosen', { smart_count: count })}
          </Typography>
          {count > 0 && (
            <Button size="small" onClick={() => onChange(emptyChoice())} disabled={disabled}>
              {t('clear')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('hint')}
      </Typography>
      <TextField
        type="search"
        size="small"
        label={t('search')}
        value={query}
        onChange={(e) => search(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Accordion
        variant="outlined"
        disableGutters
        expanded={open.has('menu')}
        onChange={(_, expanded) => toggle('menu', expanded)}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <SectionSummary title={t('menu')} count={t('countOf', { chosen: treeChosen, total: treeTotal })} />
        </AccordionSummary>
        <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
          <MenuTree tree={tree} choice={choice} onChange={onChange} query={query} disabled={disabled} />
        </AccordionDetails>
      </Accordion>
      {FLAT_KINDS.map(({ key, resource }) => {
        const label = translate(`entities.${resource}.plural`);
        return (
          <Accordion
            key={key}
            variant="outlined"
            disableGutters
            expanded={open.has(key)}
            onChange={(_, expanded) => toggle(key, expanded)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <SectionSummary
                title={label}
                count={t('countOf', { chosen: choice[key].size, total: records[key].length })}
              />
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
              <FlatList
                kind={key}
                records={records[key]}
                choice={choice}
                onChange={onChange}
                query={query}
                label={label}
                disabled={disabled}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Paper>
  );
}
