import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { errorMessage } from '../../layout/PageFrame';
import { LeaveDialog } from '../../leave/LeaveDialog';
import { currentStore } from '../../session';
import { useStoreSettings } from '../../store/settings';
import { MERGE_FIELD_NAMES } from './email-editor/blocks';
import type { DeviceId, EmailEditor } from './email-editor/setup';
import { blankDesign, menuPicks, readTemplate, saveTemplate, storeLogoPick, TEMPLATES } from './templates';

/**
 * A template in the e-mail editor: its description, the design dragged together from MJML blocks,
 * the store's logo, menu items and merge fields, seen at desktop and phone widths. Saving writes the MJML;
 * the server compiles and sanitises the HTML. Leaving with changes not saved asks first.
 */
export default function TemplateEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) => translate(`emailTemplates.${key}`, params);
  const notify = useNotify();
  const dp = useDataProvider();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const { currencySymbol } = useStoreSettings();
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<EmailEditor | null>(null);
  const [savedId, setSavedId] = useState(id);
  const [description, setDescription] = useState('');
  const [savedDescription, setSavedDescription] = useState('');
  const [designChanged, setDesignChanged] = useState(false);
  const [device, setDevice] = useState<DeviceId>('desktop');
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [askingBack, setAskingBack] = useState(false);

  useEffect(() => {
    let live = true;
    let made: EmailEditor | null = null;
    const words = { locale, t: (key: string) => translate(`emailTemplates.editor.${key}`) };
    Promise.all([
      id ? readTemplate(dp, id) : Promise.resolve(null),
      menuPicks(dp),
      storeLogoPick(currentStore()?.name ?? ''),
      import('./email-editor/setup'),
    ])
      .then(([record, menu, logo, setup]) => {
        if (!live || !container.current) return;
        const start = record?.description ?? '';
        setDescription(start);
        setSavedDescription(start);
        made = setup.createEmailEditor({
          container: container.current,
          design: record?.design ?? blankDesign(t('starterHeading'), t('starterText')),
          words,
          menu,
          currencySymbol,
          logo,
          onNoLogo: () => notify('emailTemplates.editor.noLogo', { type: 'info' }),
          onChange: () => setDesignChanged(made?.changed() ?? false),
        });
        editor.current = made;
        setReady(true);
      })
      .catch((e: unknown) => live && setError(errorMessage(translate, e)));
    return () => {
      live = false;
      made?.destroy();
      editor.current = null;
    };
    // The editor is made once for the template opened; the language is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const dirty = ready && (designChanged || description !== savedDescription);

  const save = async () => {
    const ed = editor.current;
    if (!ed) return;
    if (!description.trim()) {
      setDescriptionError(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const record = await saveTemplate(dp, savedId, {
        description: description.trim(),
        design: ed.design(),
      });
      ed.markSaved();
      setSavedId(String(record.id));
      setDescription(record.description);
      setSavedDescription(record.description);
      setDesignChanged(false);
      await queryClient.invalidateQueries({ queryKey: [TEMPLATES] });
      notify('emailTemplates.saved', { type: 'success' });
    } catch (e) {
      setError(errorMessage(translate, e));
    } finally {
      setSaving(false);
    }
  };

  const chooseDevice = (next: DeviceId | null) => {
    if (!next) return;
    setDevice(next);
    editor.current?.setDevice(next);
  };

  const insert = (name: (typeof MERGE_FIELD_NAMES)[number]) => {
    if (!editor.current?.insertMergeField(name)) notify('emailTemplates.mergeHint', { type: 'info' });
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <LeaveGuard active={dirty} text="emailTemplates.unsaved" />
      <LeaveDialog
        open={askingBack}
        stay={() => setAskingBack(false)}
        leave={onClose}
        text="emailTemplates.unsaved"
      />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => (dirty ? setAskingBack(true) : onClose())}>
          {t('back')}
        </Button>
        <TextField
          size="small"
          required
          label={translate('entities.email-template.fields.description')}
          value={description}
          error={descriptionError}
          helperText={descriptionError ? t('descriptionRequired') : undefined}
          onChange={(e) => {
            setDescription(e.target.value);
            setDescriptionError(false);
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: '1 1 240px', maxWidth: 480 }}
        />
        <Button variant="contained" onClick={() => void save()} disabled={!ready || saving}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" sx={{ mb: 1 }}>
        {MERGE_FIELD_NAMES.map((name) => (
          <Button key={name} size="small" variant="outlined" disabled={!ready} onClick={() => insert(name)}>
            {t('insertField', { field: translate(`emailTemplates.editor.merge.${name}`) })}
          </Button>
        ))}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, next: DeviceId | null) => chooseDevice(next)}
          aria-label={t('previewWidth')}
        >
          <ToggleButton value="desktop">{t('editor.desktop')}</ToggleButton>
          <ToggleButton value="phone">{t('phoneWidth')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box
        className="email-editor"
        data-testid="email-editor"
        sx={{
          position: 'relative',
          height: { xs: '85vh', md: '75vh' },
          minHeight: 480,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <div ref={container} style={{ height: '100%' }} />
      </Box>
    </Box>
  );
}
