import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { birthDateProblem, MINIMUM_AGE, todayOf } from '../../../core/age';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { storeSession } from '../../providers/authProvider';
import { AccountFormCard } from './AccountForm';
import { AccountTextField, EmailField, NewPasswordFields } from './AccountFields';
import { CardFooter, reloadAt, sentenceWithLink, TextLink } from './AccountLinks';
import { errorText, postJson, type SessionBody } from './api';
import { TERMS_PATH } from '../../../core/routes';
import { checkEmail, checkRequired, useAccountForm, useNewPassword } from './validation';

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
  const account = useAccountForm();
  const { setBusy, setError, shown, start } = account;
  const [draft] = useState(readDraft);
  const [displayName, setDisplayName] = useState(draft.displayName);
  const [businessName, setBusinessName] = useState(draft.businessName);
  const [email, setEmail] = useState(draft.email);
  const [birthDate, setBirthDate] = useState('');
  const newPassword = useNewPassword(translate('login.password'));
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(draft.marketing);

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ displayName, businessName, email, marketing }));
  }, [displayName, businessName, email, marketing]);

  const labels = {
    displayName: translate('account.fields.displayName'),
    businessName: translate('account.fields.businessName'),
    email: translate('login.email'),
    birthDate: translate('account.fields.birthDate'),
  };
  const birthProblem = birthDateProblem(birthDate, todayOf(new Date()));
  const errors = {
    displayName: checkRequired(displayName, labels.displayName, translate),
    businessName: checkRequired(businessName, labels.businessName, translate),
    email: checkEmail(email, labels.email, translate),
    birthDate: birthProblem && translate(birthProblem, { age: MINIMUM_AGE }),
    ...newPassword.errors,
    terms: terms ? null : translate('account.validation.termsRequired'),
  };

  async function submit(event: FormEvent) {
    if (!start(event, Object.values(errors).some(Boolean))) return;
    const result = await postJson<SessionBody>('/api/auth/register', {
      displayName: displayName.trim(),
      businessName: businessName.trim(),
      email: email.trim(),
      password: newPassword.password,
      birthDate,
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
    <AccountFormCard
      page="register"
      maxWidth={480}
      state={account}
      onSubmit={submit}
      after={
        <CardFooter>
          {translate('account.register.haveAccount')}{' '}
          <TextLink to={LOGIN_PATH}>{translate('login.submit')}</TextLink>
        </CardFooter>
      }
    >
      <AccountTextField
        id="displayName"
        label={labels.displayName}
        autoComplete="name"
        autoFocus
        value={displayName}
        onChange={setDisplayName}
        error={shown(errors.displayName)}
        maxLength={120}
      />
      <AccountTextField
        id="businessName"
        label={labels.businessName}
        autoComplete="organization"
        value={businessName}
        onChange={setBusinessName}
        error={shown(errors.businessName)}
        help={translate('account.register.businessNameHelp')}
        maxLength={80}
      />
      <EmailField label={labels.email} value={email} onChange={setEmail} error={shown(errors.email)} />
      <AccountTextField
        id="birthDate"
        type="date"
        label={labels.birthDate}
        autoComplete="bday"
        value={birthDate}
        onChange={setBirthDate}
        error={shown(errors.birthDate)}
        maxLength={10}
      />
      <NewPasswordFields id="password" fields={newPassword} shown={shown} />
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
    </AccountFormCard>
  );
}
