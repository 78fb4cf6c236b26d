/**
 * /user/profile — personal information (spec §2): the avatar (JPEG or PNG up to 1 MB), nickname (unique), name and
 * gender; the phone number and email address, changed with a code sent to the new one; the password, changed with
 * the current one (every other device is logged out); the tax certification (certification-panel.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeContact } from '../../../generated/forms/changeContact';
import { changePassword } from '../../../generated/forms/changePassword';
import { updateProfile } from '../../../generated/forms/updateProfile';
import type { components, paths } from '../../../generated/shop-api';
import { Dialog } from '../../../client/components/dialog';
import { FormField } from '../../../client/components/form-field';
import { contractResolver } from '../../../client/forms/contract-resolver';
import { api } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { logOutToLogin, uploadAvatar } from '../../../client/api/upload';
import { useNotify } from '../../../client/lib/notify-store';
import { formatDate } from '../../../client/format/format';
import { useLocale } from '../../../client/i18n';
import { detectDesignFileType } from '../../../domain/files';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB, GENDERS, isValidContact, type ContactChannel } from '../../../domain/profile';
import { isValidPassword } from '../../../domain/validation';
import { CertificationPanel } from './certification-panel';
import './user-centre.css';

type Profile = components['schemas']['Profile'];
type ProfileBody = NonNullable<paths['/account/updateProfile']['post']['requestBody']>['content']['application/json'];
type PasswordBody = NonNullable<paths['/account/changePassword']['post']['requestBody']>['content']['application/json'];
type ContactBody = NonNullable<paths['/account/changeContact']['post']['requestBody']>['content']['application/json'];

const PROFILE_KEY = ['get', '/account/profile'] as const;

export default function ProfilePage() {
  const { t } = useTranslation('account-centre');
  const profile = usePageQuery(envelope($api.queryOptions('get', '/account/profile')));
  const data = profile.data;
  return (
    <section className="uc-page" aria-labelledby="uc-profile-title">
      <div className="uc-page-head">
        <h1 id="uc-profile-title" className="uc-title">
          {t('uc.profile.title')}
        </h1>
      </div>
      {!data ? (
        <p className="uc-muted">{profile.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
      ) : (
        <>
          <AvatarPanel profile={data} />
          <BasicInfo key={profile.updatedAt} profile={data} />
          <ContactPanel profile={data} />
          <PasswordPanel />
          <CertificationPanel />
        </>
      )}
    </section>
  );
}

/** The avatar image (fetched with the session, like every call) or the nickname's first letter. */
function useAvatarUrl(avatarId: number | null): string | null {
  const [loaded, setLoaded] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => {
    if (avatarId === null) return;
    let objectUrl: string | null = null;
    let live = true;
    void api.GET('/account/avatar', { parseAs: 'blob' }).then(({ data, response }) => {
      if (!live || !response.ok || !(data instanceof Blob) || !data.type.startsWith('image/')) return;
      objectUrl = URL.createObjectURL(data);
      setLoaded({ id: avatarId, url: objectUrl });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [avatarId]);
  return loaded && loaded.id === avatarId ? loaded.url : null;
}

function AvatarPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  const url = useAvatarUrl(profile.avatar_id);
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const errorId = useId();

  async function choose(file: File) {
    setProblem(null);
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('uc.profile.avatar_too_large', { mb: AVATAR_MAX_MB }));
    const type = detectDesignFileType(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
    if (type !== 'jpeg' && type !== 'png') return setProblem(t('uc.profile.avatar_type'));
    setPercent(0);
    const outcome = await uploadAvatar(file, (fraction) => setPercent(Math.round(fraction * 100))).done;
    setPercent(null);
    if (outcome.ok) {
      useNotify.getState().toast(t('uc.profile.avatar_saved'));
      await client.invalidateQueries({ queryKey: PROFILE_KEY });
    } else if (outcome.reason === 'logged_out') logOutToLogin();
    else setProblem(outcome.reason === 'refused' ? outcome.message : t('uc.common.load_failed'));
  }

  return (
    <div className="uc-panel uc-profile-card">
      <span className="uc-avatar uc-avatar-large" aria-hidden={url ? undefined : true}>
        {url ? <img src={url} alt={t('uc.profile.avatar_alt')} width={80} height={80} /> : profile.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div className="uc-profile-summary">
        <p className="uc-hello">{profile.nickname}</p>
        <p className="uc-muted uc-small">
          {t('uc.profile.member_since', { date: formatDate(profile.created_at, locale) })} · Lv{profile.level}
        </p>
        <button type="button" className="btn btn-compact" disabled={percent !== null} aria-describedby={problem ? errorId : undefined} onClick={() => input.current?.click()}>
          {percent !== null ? t('uc.profile.avatar_uploading', { percent }) : t('uc.profile.avatar_change')}
        </button>
        <span className="uc-muted uc-small uc-avatar-hint">{t('uc.profile.avatar_hint', { mb: AVATAR_MAX_MB })}</span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          data-testid="avatar-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void choose(file);
          }}
        />
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

interface InfoValues {
  nickname: string;
  name: string;
  gender: ProfileBody['gender'];
}

function BasicInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account-centre');
  const labels = { nickname: t('uc.profile.nickname'), name: t('uc.profile.name'), gender: t('uc.profile.gender') };
  const { register, handleSubmit, formState } = useForm<InfoValues, unknown, ProfileBody>({
    defaultValues: { nickname: profile.nickname, name: profile.name, gender: profile.gender },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: updateProfile,
      toBody: (values: InfoValues) => ({ nickname: values.nickname.trim(), name: values.name.trim(), gender: values.gender }),
      label: (field) => labels[field],
    }),
  });
  const save = useShopMutation({ mutationFn: (body: ProfileBody) => api.POST('/account/updateProfile', { body }) });
  const { errors, isSubmitting } = formState;
  return (
    <form className="uc-panel" aria-labelledby="uc-info-title" noValidate onSubmit={handleSubmit(async (body) => void (await save.run(body)))}>
      <h2 id="uc-info-title" className="uc-section-title">
        {t('uc.profile.basic')}
      </h2>
      <div className="uc-form-grid">
        <FormField label={labels.nickname} autoComplete="nickname" error={errors.nickname?.message} {...register('nickname')} />
        <FormField label={labels.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField as="select" label={labels.gender} error={errors.gender?.message} {...register('gender')}>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`uc.profile.gender_${gender}`)}
            </option>
          ))}
        </FormField>
        {profile.company_name && <FormField label={t('uc.profile.company')} name="company_name" value={profile.company_name} readOnly />}
      </div>
      <div className="uc-form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('uc.profile.save')}
        </button>
      </div>
    </form>
  );
}

function ContactPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account-centre');
  const [changing, setChanging] = useState<ContactChannel | null>(null);
  return (
    <div className="uc-panel" aria-labelledby="uc-contact-title">
      <h2 id="uc-contact-title" className="uc-section-title">
        {t('uc.profile.contact')}
      </h2>
      <dl className="uc-contact-list">
        {(['mobile', 'email'] as const).map((channel) => (
          <div key={channel} className="uc-contact-row">
            <dt>{t(`uc.profile.${channel}`)}</dt>
            <dd>
              {profile[channel] ? <bdi dir="ltr">{profile[channel]}</bdi> : <span className="uc-muted">{t('uc.profile.not_set')}</span>}
            </dd>
            <dd>
              <button type="button" className="btn btn-compact" onClick={() => setChanging(channel)}>
                {t(profile[channel] ? `uc.profile.change_${channel}` : `uc.profile.add_${channel}`)}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {changing && <ContactDialog channel={changing} onClose={() => setChanging(null)} />}
    </div>
  );
}

interface ContactValues {
  value: string;
  code: string;
}

/** New number or address → "Send code" → the code → saved. */
function ContactDialog({ channel, onClose }: { channel: ContactChannel; onClose: () => void }) {
  const { t } = useTranslation('account-centre');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = { value: t(`uc.profile.new_${channel}`), code: t('uc.profile.code') };
  const { register, handleSubmit, formState, getValues, setError } = useForm<ContactValues, unknown, ContactBody>({
    defaultValues: { value: '', code: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: changeContact,
      toBody: (values: ContactValues) => ({ channel, value: values.value.trim(), code: values.code.trim() }),
      label: (field) => labels[field],
      message: (field) => (field === 'code' ? t('uc.profile.code_invalid') : undefined),
      refine: (values) => ({ value: !isValidContact(channel, values.value) && t(`uc.profile.invalid_${channel}`) }),
    }),
  });
  const send = useShopMutation({ mutationFn: (value: string) => api.POST('/account/contactCode', { body: { channel, value } }) });
  const save = useShopMutation({ mutationFn: (body: ContactBody) => api.POST('/account/changeContact', { body }) });
  const { errors, isSubmitting } = formState;

  async function sendCode() {
    const value = getValues('value').trim();
    if (!isValidContact(channel, value)) return setError('value', { type: 'validate', message: t(`uc.profile.invalid_${channel}`) });
    if ((await send.run(value)) !== null) setSentTo(value);
  }

  return (
    <Dialog title={t(`uc.profile.change_${channel}`)} onClose={onClose} closeLabel={t('uc.common.close')}>
      <form
        noValidate
        onSubmit={handleSubmit(async (body) => {
          if (await save.run(body)) onClose();
        })}
      >
        <FormField label={labels.value} type={channel === 'email' ? 'email' : 'tel'} dir="ltr" autoComplete={channel === 'email' ? 'email' : 'tel'} error={errors.value?.message} {...register('value')} />
        <div className="uc-code-row">
          <FormField
            label={labels.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            error={errors.code?.message}
            hint={sentTo ? t('uc.profile.code_sent', { to: sentTo }) : undefined}
            {...register('code')}
          />
          <button type="button" className="btn" disabled={send.pending} onClick={() => void sendCode()}>
            {sentTo ? t('uc.profile.resend_code') : t('uc.profile.send_code')}
          </button>
        </div>
        <div className="uc-form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !sentTo}>
            {t('uc.profile.confirm_change')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirm: string;
}

function PasswordPanel() {
  const { t } = useTranslation('account-centre');
  const labels = { current_password: t('uc.profile.current_password'), password: t('uc.profile.new_password'), password_confirm: t('uc.profile.confirm_password') };
  const { register, handleSubmit, formState, reset } = useForm<PasswordValues, unknown, PasswordBody>({
    defaultValues: { current_password: '', password: '', password_confirm: '' },
    reValidateMode: 'onSubmit',
    resolver: contractResolver({
      validate: changePassword,
      toBody: (values: PasswordValues) => values,
      label: (field) => labels[field],
      message: (field, keyword) => (field === 'password' && (keyword === 'minLength' || keyword === 'pattern') ? t('uc.profile.password_rule') : undefined),
      refine: (values) => ({
        password: !isValidPassword(values.password) && t('uc.profile.password_rule'),
        password_confirm: values.password !== values.password_confirm && t('uc.profile.password_mismatch'),
      }),
    }),
  });
  const change = useShopMutation({ mutationFn: (body: PasswordBody) => api.POST('/account/changePassword', { body }) });
  const { errors, isSubmitting } = formState;
  return (
    <form
      className="uc-panel"
      aria-labelledby="uc-password-title"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        if ((await change.run(body)) !== null) reset();
      })}
    >
      <h2 id="uc-password-title" className="uc-section-title">
        {t('uc.profile.password')}
      </h2>
      <p className="uc-muted uc-small">{t('uc.profile.password_note')}</p>
      <div className="uc-form-grid">
        <FormField label={labels.current_password} type="password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
        <span aria-hidden="true" />
        <FormField label={labels.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <FormField label={labels.password_confirm} type="password" autoComplete="new-password" error={errors.password_confirm?.message} {...register('password_confirm')} />
      </div>
      <div className="uc-form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('uc.profile.change_password')}
        </button>
      </div>
    </form>
  );
}
