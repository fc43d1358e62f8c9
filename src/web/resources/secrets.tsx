import CopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDef, ResourceDef } from '../../core/resource';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A strong password to hand over: four groups of four characters (about 93 bits), each drawn
 * uniformly with the browser's cryptographic generator, with at least one lower-case letter, one
 * capital and one digit.
 */
export function generatePassword(groups = 4, size = 4): string {
  const wanted = groups * size;
  // Bytes at or above `limit` are dropped so that every character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  for (;;) {
    const chars: string[] = [];
    while (chars.length < wanted) {
      for (const byte of crypto.getRandomValues(new Uint8Array(wanted * 2))) {
        if (byte < limit && chars.length < wanted) chars.push(ALPHABET[byte % ALPHABET.length]!);
      }
    }
    const password = Array.from({ length: groups }, (_, i) =>
      chars.slice(i * size, (i + 1) * size).join(''),
    ).join('-');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

/** Copies text to the clipboard; outside a secure context, through a selected text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/**
 * A write-only value: the sign-in password (with "Generate", shown once so it can be copied and handed
 * over), the POS PIN (digits only, required on a new record) or a value kept encrypted (an SMTP
 * logon's password, typed as another system gave it). The API never returns any, so on an existing
 * record the field starts empty and empty means "keep the current one".
 */
export function SecretInput({
  resource,
  field,
  label,
}: {
  resource: ResourceDef;
  field: FieldDef;
  label: string;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const isNew = !record?.id;
  const isPin = field.secret === 'pin';
  // Only a sign-in password is ours to make up; the others are typed as they are.
  const generates = field.secret === 'password';
  const emailField = resource.fields.find((f) => f.kind === 'email');
  const email = useWatch({ name: emailField?.name ?? field.name }) as unknown;
  const hasEmail = !!emailField && typeof email === 'string' && email.trim() !== '';
  const {
    id,
    field: input,
    fieldState: { error, invalid },
  } = useInput({
    source: field.name,
    // The input shows what was typed; an emptied field is no value at all, never a blank secret.
    format: (v: unknown) => (typeof v === 'string' ? v : ''),
    parse: (v: string) => (v === '' ? null : v),
  });
  const [visible, setVisible] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const value = typeof input.value === 'string' ? input.value : '';
  const showsGenerated = generates && generated !== null && value === generated;

  const generate = () => {
    const password = generatePassword();
    input.onChange(password);
    setGenerated(password);
    setVisible(true);
    setCopied(false);
  };

  const copy = async () => setCopied(await copyText(value));

  let hint: string;
  if (showsGenerated) hint = translate(`entities.${resource.name}.secrets.handOver`);
  else if (!isNew) hint = translate(`entities.${resource.name}.secrets.keepHint`);
  else if (isPin) hint = translate(`entities.${resource.name}.secrets.pinHint`);
  else if (!generates) hint = translate(`entities.${resource.name}.secrets.encryptedHint`);
  else if (!hasEmail) hint = translate(`entities.${resource.name}.secrets.noEmail`);
  else hint = translate(`entities.${resource.name}.secrets.passwordHint`);

  const visibilityLabel = translate(
    visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="flex-start"
      sx={{ width: '100%', maxWidth: isPin ? 360 : 640 }}
    >
      <TextField
        id={id}
        name={input.name}
        inputRef={input.ref}
        value={value}
        onChange={(e) => {
          input.onChange(e.target.value);
          setCopied(false);
        }}
        onBlur={input.onBlur}
        label={
          <FieldTitle
            label={label}
            source={field.name}
            resource={resource.name}
            isRequired={isPin && isNew}
          />
        }
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={isNew ? undefined : translate(`entities.${resource.name}.secrets.unchanged`)}
        error={invalid}
        helperText={<InputHelperText error={invalid ? error?.message : undefined} helperText={hint} />}
        variant="filled"
        size="small"
        margin="dense"
        fullWidth
        slotProps={{
          inputLabel: isNew ? undefined : { shrink: true },
          htmlInput: isPin
            ? { inputMode: 'numeric', autoCorrect: 'off', spellCheck: false }
            : { autoCorrect: 'off', autoCapitalize: 'off', spellCheck: false },
          input: {
            sx: showsGenerated ? { fontFamily: 'monospace', letterSpacing: '0.05em' } : undefined,
            endAdornment: (
              <InputAdornment position="end">
                {showsGenerated && (
                  <Tooltip
                    title={translate(
                      copied
                        ? `entities.${resource.name}.secrets.copied`
                        : `entities.${resource.name}.secrets.copy`,
                    )}
                  >
                    <IconButton
                      aria-label={translate(`entities.${resource.name}.secrets.copy`)}
                      onClick={copy}
                      size="small"
                      color={copied ? 'success' : 'default'}
                    >
                      <CopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <IconButton aria-label={visibilityLabel} onClick={() => setVisible(!visible)} size="small">
                  {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {generates && (
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={generate} sx={{ mt: 1.5, flexShrink: 0 }}>
          {translate(`entities.${resource.name}.secrets.generate`)}
        </Button>
      )}
    </Stack>
  );
}
