import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Paper } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  previewLayout,
  receiptLayoutProblem,
  type PaperWidth,
  type ReceiptLayout,
} from '../../../core/receipt';
import { GraphqlCallError } from '../../graphql/client';
import { EditorColumns } from '../../editor/EditorColumns';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { useEditorRequest } from '../../editor/useEditorRequest';
import { saveReceiptLayout, type StoreForReceipt } from './api';
import { FieldList } from './FieldList';
import { base64Length } from './logo';
import { ReceiptPreview } from './ReceiptPreview';
import { SettingsForm, type Problems } from './SettingsForm';

interface Props {
  initial: ReceiptLayout;
  store: StoreForReceipt;
}

const same = (a: ReceiptLayout, b: ReceiptLayout) => JSON.stringify(a) === JSON.stringify(b);

/** The layout being edited beside its preview, checked as it changes, saved or discarded whole. */
export function ReceiptBuilder({ initial, store }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saved, setSaved] = useState(initial);
  const [layout, setLayout] = useState(initial);
  const [paper, setPaper] = useState<PaperWidth>(80);
  const { busy: saving, run, refuse } = useEditorRequest('receiptBuilder.errorEntity');
  const dirty = !same(layout, saved);

  // The server's rules, checked here first: the message sits under the field at fault.
  const problem = useMemo(() => receiptLayoutProblem(layout, base64Length), [layout]);
  const problems: Problems = problem ? { [problem.field]: translate(problem.key, problem.params) } : {};
  // The preview shows only what Save accepts: a refused value keeps the last accepted one in sight.
  const [accepted, setAccepted] = useState(initial);
  useEffect(() => {
    if (!problem) setAccepted(layout);
  }, [layout, problem]);
  const preview = useMemo(() => previewLayout(layout, accepted, base64Length), [layout, accepted]);

  const change = (patch: Partial<ReceiptLayout>) => setLayout((current) => ({ ...current, ...patch }));

  const save = async () => {
    if (problem) return refuse(new GraphqlCallError(problem.key, problem.params));
    await run(async () => {
      const answer = await saveReceiptLayout(layout);
      setSaved(answer.layout);
      setLayout(answer.layout);
      notify('receiptBuilder.saved', { type: 'success' });
    });
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          my: 2,
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.default',
          py: 1,
        }}
      >
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={() => void save()}
          disabled={!dirty || saving}
        >
          {translate('receiptBuilder.save')}
        </Button>
        <Button startIcon={<UndoIcon />} onClick={() => setLayout(saved)} disabled={!dirty || saving}>
          {translate('receiptBuilder.discard')}
        </Button>
        {dirty && (
          <Chip role="status" size="small" color="warning" label={translate('receiptBuilder.unsaved')} />
        )}
      </Box>
      <EditorColumns columns="minmax(0, 1fr) minmax(0, 1fr)" gap={3} sx={{ mb: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 3, minWidth: 0 }}>
          <SettingsForm layout={layout} change={change} problems={problems} />
          <FieldList fields={layout.fields} change={(fields) => change({ fields })} />
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 136 }, minWidth: 0 }}>
          <ReceiptPreview layout={preview} store={store} paper={paper} setPaper={setPaper} />
        </Box>
      </EditorColumns>
      <LeaveGuard active={dirty && !saving} text="receiptBuilder.leave.text" />
    </>
  );
}
