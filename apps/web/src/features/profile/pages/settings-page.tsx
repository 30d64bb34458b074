import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';
import { PhotoForm } from '../components/photo-form.tsx';

const t = profileMessages;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `seccion-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="mb-5 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /v2/settings: photo, personal data and password (spec §2 profile). */
export default function SettingsPage() {
  useDocumentTitle(t.settings.title);
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.settings.title}</h1>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t.settings.loadError} onRetry={() => refetch()} />
      ) : (
        <>
          <Section title={t.photo.title}>
            <PhotoForm
              current={user.person.image}
              name={`${user.person.people_first_name} ${user.person.people_surnames}`.trim()}
            />
          </Section>
          <Section title={t.settings.personalTitle}>
            <PersonalDataForm user={user} />
          </Section>
          <Section title={t.password.title}>
            <PasswordForm />
          </Section>
        </>
      )}
    </div>
  );
}
