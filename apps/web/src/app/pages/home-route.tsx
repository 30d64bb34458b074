import HomePage from '../../features/catalogue/pages/home-page.tsx';
import { ContactModalButton } from '../../features/contact/components/contact-modal-button.tsx';

/** Home, composed with what other features put on it (the contact button opening the contact modal). */
export default function HomeRoute() {
  return <HomePage contactAction={<ContactModalButton />} />;
}
