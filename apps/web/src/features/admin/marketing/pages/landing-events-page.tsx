import type { AdminLandingEvent } from '@campus/contract/admin-marketing';
import { useState } from 'react';
import { FormAlert } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminMarketingMessages } from '../../../../messages/admin-marketing.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { dangerButton, secondaryButton } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { landingEventsList, useDeleteLandingEvent } from '../api/marketing.ts';
import { LandingEventForm } from '../components/landing-event-form.tsx';
import { zonedDateTime } from '../lib/time-zones.ts';

const t = adminMarketingMessages.events;
const c = adminMessages.common;

/** Landing events (/admin/marketing/eventos): search, upcoming/past/undated, pages, create, edit, delete. */
export default function LandingEventsPage() {
  const [editing, setEditing] = useState<AdminLandingEvent | null>(null);
  const [saved, setSaved] = useState(false);
  const remove = useDeleteLandingEvent();

  const columns: AdminColumn<AdminLandingEvent>[] = [
    {
      header: t.date,
      cell: (e) =>
        e.starts_at_utc ? (
          <>
            {zonedDateTime(e.starts_at_utc, e.time_zone)}
            <span className="block text-slate-600">{e.time_zone}</span>
            {e.is_past ? (
              <span className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {t.past}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-slate-600">{t.noDate}</span>
        ),
    },
    {
      header: t.event,
      className: 'break-words',
      cell: (e) => (
        <>
          <strong className="block">{e.title}</strong>
          <code className="text-slate-700">{e.tag}</code>
          {e.course_name ? <span className="block text-slate-600">{e.course_name}</span> : null}
        </>
      ),
    },
    { header: t.type, cell: (e) => t.types[e.type] ?? e.type },
    { header: t.leads, className: 'text-right tabular-nums', cell: (e) => e.leads },
    {
      header: c.actions,
      cell: (e) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            aria-label={t.edit(e.title)}
            onClick={() => {
              setSaved(false);
              setEditing(e);
            }}
          >
            {c.edit}
          </button>
          {e.locked ? (
            <span className="self-center text-sm text-slate-700" title={t.inUseHint(e.title)}>
              {t.inUse}
              <span className="sr-only">: {t.inUseHint(e.title)}</span>
            </span>
          ) : (
            <button
              type="button"
              className={dangerButton}
              aria-label={t.remove(e.title)}
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(c.confirmDelete(e.title))) {
                  setSaved(false);
                  remove.mutate(e.id, {
                    onSuccess: () => setEditing((cur) => (cur?.id === e.id ? null : cur)),
                  });
                }
              }}
            >
              {c.delete}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={landingEventsList}
      above={
        <>
          <div aria-live="polite">
            {saved ? (
              <div className="mb-4">
                <FormAlert tone="success">{t.saved}</FormAlert>
              </div>
            ) : null}
          </div>
          <LandingEventForm
            key={editing ? `${editing.id}` : 'new'}
            event={editing}
            onDone={(event) => {
              setEditing(null);
              setSaved(event !== undefined);
              remove.reset();
            }}
          />
        </>
      }
      filters={[
        { kind: 'search', name: 'q', label: t.searchLabel },
        {
          kind: 'select',
          name: 'when',
          id: 'event-when',
          label: t.when,
          allLabel: t.allWhen,
          options: [...t.whenOptions],
        },
      ]}
      notices={
        <div aria-live="polite">
          {remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
          {remove.isSuccess ? <FormAlert tone="success">{t.deleted}</FormAlert> : null}
        </div>
      }
      columns={columns}
      rowKey={(e) => e.id}
    />
  );
}
