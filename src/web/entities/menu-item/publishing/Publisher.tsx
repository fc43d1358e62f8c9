import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  MenuPublishPreviewDocument,
  PublishMenuDocument,
  type MenuPublishInput,
} from '../../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../../graphql/client';
import { DialogFrame } from '../../../widgets/DialogFrame';
import {
  chosenCount,
  emptyChoice,
  selectionOf,
  treeOf,
  type Choice,
  type Plan,
  type Records,
} from './choice';
import { PlanView, type PlanMode } from './PlanView';
import { StoresStep } from './StoresStep';
import { WhatStep } from './WhatStep';

/** The most stores one publish writes (the server's limit too). */
const STORES_MAX = 50;

/**
 * The page once its data is there: what to publish, where, the preview of what each store receives,
 * and the publish itself, asked once more. Changing the choice clears the preview: Publish writes
 * only what was previewed.
 */
export function Publisher({
  records,
  stores,
  items = [],
  onBusy,
}: {
  records: Records;
  stores: readonly { id: string; name: string }[];
  /** Menu items chosen to start with (those selected in the list). */
  items?: readonly string[];
  /** Told when a preview or a publish starts and ends. */
  onBusy?: (busy: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const t = (key: string, params?: Record<string, unknown>) => translate(`menuPublishing.${key}`, params);
  const tree = useMemo(() => treeOf(records), [records]);
  const [choice, setChoice] = useState<Choice>(() => ({
    ...emptyChoice(),
    menuItems: new Set(items.filter((id) => records.menuItems.some((i) => i.id === id))),
  }));
  const [chosenStores, setChosenStores] = useState<ReadonlySet<string>>(new Set());
  const [replacePrices, setReplacePrices] = useState(false);
  const [result, setResult] = useState<{ mode: PlanMode; plan: Plan } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<PlanMode | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Bumped by every change of the choice: an answer to an older one is not shown.
  const version = useRef(0);

  /** Any change of what or where clears the preview and what was said of the last try. */
  const changed = () => {
    version.current++;
    setResult(null);
    setProblems([]);
  };
  const input = (): MenuPublishInput => ({
    selection: selectionOf(tree, choice),
    // In the order the stores are listed.
    stores: stores.map((s) => s.id).filter((id) => chosenStores.has(id)),
    replacePrices,
  });

  /** The server's refusals of a bad choice, said before any request. */
  const check = () => {
    const found: string[] = [];
    if (!chosenCount(choice)) found.push(t('errors.nothingChosen'));
    if (!chosenStores.size) found.push(t('errors.noStore'));
    else if (chosenStores.size > STORES_MAX) found.push(t('errors.tooManyStores', { max: STORES_MAX }));
    return found;
  };

  const run = async (mode: PlanMode) => {
    const found = check();
    setProblems(found);
    if (found.length) return;
    const asked = version.current;
    setBusy(mode);
    onBusy?.(true);
    try {
      const plan =
        mode === 'preview'
          ? (await graphqlCall(MenuPublishPreviewDocument, { input: input() })).menuPublishPreview
          : (await graphqlCall(PublishMenuDocument, { input: input() })).publishMenu;
      if (asked !== version.current) return;
      setResult({ mode, plan });
      if (mode === 'publish') {
        const written = plan.stores.filter((s) => s.written).length;
        const total = plan.stores.length;
        if (written === total) notify(t('notify.published', { smart_count: written }), { type: 'success' });
        else if (written) notify(t('notify.partly', { written, total }), { type: 'warning' });
        else notify(t('notify.none'), { type: 'error' });
      }
    } catch (e) {
      if (asked === version.current) setProblems([errorNotice(translate, 'menuPublishing.errorName', e)]);
    } finally {
      setBusy(null);
      onBusy?.(false);
    }
  };

  const previewed = result?.mode === 'preview' ? result.plan : null;
  const publishable = !!previewed && previewed.stores.some((s) => !s.refusal);
  const chosenNames = stores.filter((s) => chosenStores.has(s.id)).map((s) => s.name);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <WhatStep
        records={records}
        tree={tree}
        choice={choice}
        disabled={!!busy}
        onChange={(next) => {
          setChoice(next);
          changed();
        }}
      />
      <StoresStep
        stores={stores}
        chosen={chosenStores}
        disabled={!!busy}
        onChosen={(next) => {
          setChosenStores(next);
          changed();
        }}
        replacePrices={replacePrices}
        onReplacePrices={(on) => {
          setReplacePrices(on);
          changed();
        }}
      />
      {stores.length > 0 && (
        <Box>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
            <Button variant="outlined" disabled={!!busy} onClick={() => void run('preview')}>
              {t('actions.preview')}
            </Button>
            <Button
              variant="contained"
              disabled={!!busy || !publishable}
              onClick={() => setConfirming(true)}
              aria-describedby={publishable ? undefined : 'menu-publishing-publish-hint'}
            >
              {t('actions.publish')}
            </Button>
            {!publishable && (
              <Typography id="menu-publishing-publish-hint" variant="body2" color="text.secondary">
                {t('actions.publishHint')}
              </Typography>
            )}
          </Stack>
          {busy && (
            <LinearProgress aria-label={t(busy === 'preview' ? 'previewing' : 'publishing')} sx={{ mt: 2 }} />
          )}
          {problems.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problems.length === 1 ? (
                problems[0]
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Box>
      )}
      {result && <PlanView plan={result.plan} mode={result.mode} />}
      <DialogFrame
        id="menu-publishing-confirm"
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title', { smart_count: chosenNames.length })}
        text={t('confirm.text', {
          stores: new Intl.ListFormat(locale, { type: 'conjunction' }).format(chosenNames),
        })}
        cancel={{ label: translate('ra.action.cancel') }}
        confirm={{
          label: t('actions.publish'),
          autoFocus: true,
          onClick: () => {
            setConfirming(false);
            void run('publish');
          },
        }}
      />
    </Stack>
  );
}
