import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, FormControlLabel, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { folded, toggleCategory, toggleDepartment, toggleItem, type Choice, type Tree } from './choice';
import { MixedCheckbox } from './MixedCheckbox';

/** The room the disclosure button takes, kept by rows without one so that the checkboxes line up. */
const BUTTON_WIDTH = 34;

/** One row of the tree: its disclosure button (when it has rows below), its checkbox and its count. */
function Row({
  name,
  checked,
  indeterminate,
  onToggle,
  count,
  open,
  onOpen,
  openLabel,
  disabled,
  children,
}: {
  name: string;
  checked: boolean;
  indeterminate?: boolean;
  onToggle: (on: boolean) => void;
  count?: string;
  /** Whether the rows below are shown; undefined for a row with none. */
  open?: boolean;
  onOpen?: () => void;
  openLabel?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" alignItems="center" sx={{ minWidth: 0 }}>
        {open === undefined ? (
          <Box sx={{ width: BUTTON_WIDTH, flexShrink: 0 }} />
        ) : (
          <IconButton
            size="small"
            aria-label={openLabel}
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            onClick={onOpen}
            sx={{ flexShrink: 0 }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
        <FormControlLabel
          sx={{ mr: 1, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          disabled={disabled}
          control={
            <MixedCheckbox
              size="small"
              checked={checked}
              indeterminate={indeterminate}
              onChange={(e) => onToggle(e.target.checked)}
            />
          }
          label={name}
        />
        {count && (
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {count}
          </Typography>
        )}
      </Stack>
      {open && children && (
        <Box component="ul" id={id} sx={{ m: 0, pl: { xs: 2, sm: 3 } }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/**
 * The departments, their categories and their menu items as a tree of checkboxes: a department or a
 * category checks all below it, and shows a dash when only part of it is chosen. A search shows the
 * rows whose name matches, with the rows above and below them, opened.
 */
export function MenuTree({
  tree,
  choice,
  onChange,
  query,
  disabled,
}: {
  tree: Tree;
  choice: Choice;
  onChange: (choice: Choice) => void;
  query: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`menuPublishing.what.${key}`, params);
  // The rows opened or closed by hand, against what they show by themselves: a department its
  // categories, a category not its items, and during a search whatever matches.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const q = folded(query.trim());
  const matches = (name: string) => !q || folded(name).includes(q);
  const flip = (id: string) => {
    const next = new Set(flipped);
    if (!next.delete(id)) next.add(id);
    setFlipped(next);
  };

  const rows = tree.departments.flatMap((department) => {
    const departmentMatches = matches(department.name);
    const categories = (tree.categoriesOf.get(department.id) ?? []).flatMap((category) => {
      const categoryMatches = departmentMatches || matches(category.name);
      const items = tree.itemsOf.get(category.id) ?? [];
      const shownItems = items.filter((i) => categoryMatches || matches(i.name));
      if (!categoryMatches && !shownItems.length) return [];
      const chosenItems = items.filter((i) => choice.menuItems.has(i.id)).length;
      const whole = choice.categories.has(category.id);
      const open = (q ? shownItems.length > 0 : false) !== flipped.has(category.id);
      return [
        <Row
          key={category.id}
          name={category.name}
          checked={whole}
          indeterminate={!whole && chosenItems > 0}
          onToggle={(on) => onChange(toggleCategory(tree, choice, category.id, on))}
          count={items.length ? t('countOf', { chosen: chosenItems, total: items.length }) : undefined}
          open={items.length ? open : undefined}
          onOpen={() => flip(category.id)}
          openLabel={t('itemsOf', { name: category.name })}
          disabled={disabled}
        >
          {shownItems.map((item) => (
            <Row
              key={item.id}
              name={item.name}
              checked={choice.menuItems.has(item.id)}
              onToggle={(on) => onChange(toggleItem(tree, choice, item.id, on))}
              disabled={disabled}
            />
          ))}
        </Row>,
      ];
    });
    if (!departmentMatches && !categories.length) return [];
    const all = tree.categoriesOf.get(department.id) ?? [];
    const chosenCategories = all.filter((c) => choice.categories.has(c.id)).length;
    const partly = all.some(
      (c) =>
        choice.categories.has(c.id) || (tree.itemsOf.get(c.id) ?? []).some((i) => choice.menuItems.has(i.id)),
    );
    const whole = choice.departments.has(department.id);
    const open = (q ? categories.length > 0 : true) !== flipped.has(department.id);
    return [
      <Row
        key={department.id}
        name={department.name}
        checked={whole}
        indeterminate={!whole && partly}
        onToggle={(on) => onChange(toggleDepartment(tree, choice, department.id, on))}
        count={all.length ? t('countOf', { chosen: chosenCategories, total: all.length }) : undefined}
        open={all.length ? open : undefined}
        onOpen={() => flip(department.id)}
        openLabel={t('categoriesOf', { name: department.name })}
        disabled={disabled}
      >
        {categories}
      </Row>,
    ];
  });

  if (!tree.departments.length) return <Typography color="text.secondary">{t('none')}</Typography>;
  if (!rows.length)
    return <Typography color="text.secondary">{t('noMatch', { query: query.trim() })}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {rows}
    </Box>
  );
}
