import type { CourseOwner } from '@campus/contract/catalogue';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '../../../components/social-icons.tsx';
import { detailMessages } from '../../../messages/course-detail.ts';

/** The course owner (spec §1): name, last name, specialty, description and social links. */
export function SpecialistCard({ owner }: { owner: CourseOwner }) {
  const name = `${owner.name} ${owner.lastname}`.trim();
  const links = [
    { network: 'Facebook', href: owner.data.facebook, Icon: FacebookIcon },
    { network: 'Instagram', href: owner.data.instagram, Icon: InstagramIcon },
    { network: 'Pinterest', href: owner.data.pinterest, Icon: PinterestIcon },
  ].filter((l): l is typeof l & { href: string } => Boolean(l.href));
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {owner.data.image ? (
        <img
          src={owner.data.image}
          alt={name}
          width={112}
          height={112}
          loading="lazy"
          className="h-28 w-28 shrink-0 rounded-full object-cover"
        />
      ) : null}
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        {owner.specialty ? <p className="font-medium text-brand-700">{owner.specialty}</p> : null}
        <p className="mt-3 whitespace-pre-line text-slate-700">{owner.description}</p>
        {links.length > 0 ? (
          <ul className="mt-4 flex gap-2">
            {links.map(({ network, href, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={detailMessages.specialistSocial(network, name)}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-800 hover:bg-slate-200"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
