import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../../components/social-icons.tsx';
import { paths } from '../../config/paths.ts';
import { renderYear } from '../../lib/use-render-now.ts';
import { es } from '../../messages/es.ts';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/campussalud', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/campussalud', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@campussalud', Icon: YoutubeIcon },
];

function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {SOCIAL.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={label}
            className="block rounded-full bg-white/10 p-2 hover:bg-white/20"
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Footer (spec §2): the full variant, or the compact secondary one on Category and Detail. */
export function Footer({ variant }: { variant: 'full' | 'secondary' }) {
  // Counted as the server counted it when it rendered the page (cached, or on New Year's Eve).
  const year = renderYear();
  const phone = (
    <a href={es.footer.phoneHref} className="inline-flex items-center gap-2 hover:underline">
      <Phone aria-hidden="true" className="h-4 w-4" />
      <span>
        <span className="sr-only">{es.footer.phoneLabel}: </span>
        {es.footer.phone}
      </span>
    </a>
  );
  if (variant === 'secondary') {
    return (
      <footer className="mt-12 bg-slate-900 text-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          <p>{es.footer.copyright(year)}</p>
          <div className="flex items-center gap-4">
            {phone}
            <SocialLinks />
          </div>
        </div>
      </footer>
    );
  }
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-3 max-w-md text-slate-300">{es.footer.about}</p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">{es.footer.contactTitle}</h2>
          <p className="mb-3">{phone}</p>
          <h2 className="mb-3 font-semibold text-white">{es.footer.followTitle}</h2>
          <SocialLinks />
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">{es.footer.linksTitle}</h2>
          <ul className="space-y-2">
            <li>
              <Link className="hover:underline" to={paths.courses}>
                {es.nav.all}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.contact}>
                {es.footer.contact}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.landingMap}>
                {es.footer.landings}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-slate-300">
        {es.footer.copyright(year)}
      </p>
    </footer>
  );
}
