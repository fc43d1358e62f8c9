import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { storeSession } from '../../providers/authProvider';
import {
  AccountCard,
  reloadAt,
  sentenceWithLink,
  TextLink,
  AccountForm,
  EmailField,
  NewPasswordFields,
} from './AccountShell';
import { errorText, postJson, type SessionBody } from './api';
import { TERMS_PATH } from '../../../core/routes';
import { checkConfirmation, checkEmail, checkNewPassword, checkRequired, useAccountForm } from './validation';

/** The name, e-mail and marketing choice survive a visit to the terms page (never the passwords). */
const DRAFT_KEY = 'registerDraft';

interface Draft {
  displayName: string;
  businessName: string;
  email: string;
  marketing: boolean;
}

function readDraft(): Draft {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Draft>;
    return {
      displayName: typeof draft.displayName === 'string' ? draft.displayName : '',
      businessName: typeof draft.businessName === 'string' ? draft.businessName : '',
      email: typeof draft.email === 'string' ? draft.email : '',
      marketing: draft.marketing === true,
    };
  } catch {
    return { displayName: '', businessName: '', email: '', marketing: false };
  }
}

/** /pages/register: a new account; the server answers as sign-in does, and the console opens signed in. */
export function Register() {
  const translate = useTranslate();
  const { form, busy, setBusy, error, setError, shown, start } = useAccountForm();
  const [draft] = useState(readDraft);
  const [displayName, setDisplayName] = useState(draft.displayName);
  const [businessName, setBusinessName] = useState(draft.businessName);
  const [email, setEmail] = useState(draft.email);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(draft.marketing);

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ displayName, businessName, email, marketing }));
  }, [displayName, businessName, email, marketing]);

  const labels = {
    displayName: translate('account.fields.displayName'),
    businessName: translate('account.fields.businessName'),
    email: translate('login.email'),
    password: translate('login.password'),
    confirmPassword: translate('account.fields.confirmPassword'),
  };
  const errors = {
    displayName: checkRequired(displayName, labels.displayName, translate),
    businessName: checkRequired(businessName, labels.businessName, translate),
    email: checkEmail(email, labels.email, translate),
    password: checkNewPassword(password, labels.password, translate),
    confirmPassword: checkConfirmation(password, confirmPassword, labels.confirmPassword, translate),
    terms: terms ? null : translate('account.validation.termsRequired'),
  };

  async function submit(event: FormEvent) {
    if (!start(event, Object.values(errors).some(Boolean))) return;
    const result = await postJson<SessionBody>('/api/auth/register', {
      displayName: displayName.trim(),
      businessName: businessName.trim(),
      email: email.trim(),
      password,
      marketing,
    });
    const data = result.ok ? result.body?.data : undefined;
    if (data?.accessToken && data.userData) {
      storeSession(data);
      sessionStorage.removeItem(DRAFT_KEY);
      reloadAt(ANALYTICS_PATH);
      return;
    }
    setError(errorText(result, translate));
    setBusy(false);
  }

  const termsLink = <TextLink to={TERMS_PATH}>{translate('account.register.termsLink')}</TextLink>;

  return (
    <AccountCard
      icon={<PersonAddIcon />}
      title={translate('account.register.title')}
      subtitle={translate('account.register.subtitle')}
      maxWidth={480}
    >
      <AccountForm
        form={form}
        onSubmit={submit}
        error={error}
        busy={busy}
        submitLabel={translate('account.register.submit')}
        after={
          <Typography variant="body2" align="center" sx={{ mt: 2 }}>
            {translate('account.register.haveAccount')}{' '}
            <TextLink to={LOGIN_PATH}>{translate('login.submit')}</TextLink>
          </Typography>
        }
      >
        <TextField
          id="displayName"
          name="displayName"
          label={labels.displayName}
          autoComplete="name"
          autoFocus
          required
          fullWidth
          margin="normal"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={!!shown(errors.displayName)}
          helperText={shown(errors.displayName) || undefined}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          id="businessName"
          name="businessName"
          label={labels.businessName}
          autoComplete="organization"
          required
          fullWidth
          margin="normal"
          value={businessName}
          onChange={(e) => setBusinessName(e.target.value)}
          error={!!shown(errors.businessName)}
          helperText={shown(errors.businessName) || translate('account.register.businessNameHelp')}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <EmailField label={labels.email} value={email} onChange={setEmail} error={shown(errors.email)} />
        <NewPasswordFields
          id="password"
          labels={{ password: labels.password, confirmPassword: labels.confirmPassword }}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          errors={{ password: shown(errors.password), confirmPassword: shown(errors.confirmPassword) }}
        />
        <FormControl error={!!shown(errors.terms)} required fullWidth sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': !!shown(errors.terms),
                    'aria-describedby': shown(errors.terms) ? 'terms-error' : undefined,
                  },
                }}
              />
            }
            label={sentenceWithLink(translate, 'account.register.acceptTerms', termsLink)}
          />
          {shown(errors.terms) && <FormHelperText id="terms-error">{errors.terms}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          control={<Checkbox checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />}
          label={translate('account.register.marketing')}
        />
      </AccountForm>
    </AccountCard>
  );
}
