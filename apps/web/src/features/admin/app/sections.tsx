import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import History from 'lucide-react/icons/history';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import MessageSquare from 'lucide-react/icons/message-square';
import Receipt from 'lucide-react/icons/receipt';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { adminContactMessages } from '../../../messages/admin-contacts.ts';
import { adminLeadMessages } from '../../../messages/admin-leads.ts';
import { adminLegalMessages } from '../../../messages/admin-legal.ts';
import { adminMarketingMessages } from '../../../messages/admin-marketing.ts';
import { adminMentoringMessages } from '../../../messages/admin-mentoring.ts';
import { adminOrderMessages } from '../../../messages/admin-orders.ts';
import { adminQuestionMessages } from '../../../messages/admin-questions.ts';
import { adminStudentMessages } from '../../../messages/admin-students.ts';

/**
 * The sections of the operator area: the side nav and the routes are both built from this list.
 * To add a section: a lazy page component (a list is an `AdminListPage` of kit/; sub-pages are an
 * `AdminSectionRoutes`, relative to its path), its path in config/admin-paths.ts `adminPaths`, its
 * label in messages/, and one entry here, in nav order. `end` marks a section whose link is active
 * only on its exact path.
 */
export type AdminSection = {
  path: string;
  label: string;
  icon: LucideIcon;
  page: LazyExoticComponent<ComponentType>;
  end?: boolean;
};

const t = adminMessages.nav;

export const adminSections: AdminSection[] = [
  {
    path: adminPaths.dashboard,
    label: t.dashboard,
    icon: LayoutDashboard,
    page: lazy(() => import('../dashboard/dashboard-page.tsx')),
    end: true,
  },
  {
    path: adminPaths.catalogue.root,
    label: t.catalogue,
    icon: BookOpen,
    page: lazy(() => import('../catalogue/catalogue-section.tsx')),
  },
  {
    path: adminPaths.students.root,
    label: adminStudentMessages.nav,
    icon: GraduationCap,
    page: lazy(() => import('../students/students-section.tsx')),
  },
  {
    path: adminPaths.orders.root,
    label: adminOrderMessages.nav,
    icon: Receipt,
    page: lazy(() => import('../orders/orders-section.tsx')),
  },
  {
    path: adminPaths.leads,
    label: adminLeadMessages.nav,
    icon: Users,
    page: lazy(() => import('../leads/leads-section.tsx')),
  },
  {
    path: adminPaths.contacts,
    label: adminContactMessages.nav,
    icon: MessageSquare,
    page: lazy(() => import('../contacts/contacts-section.tsx')),
  },
  {
    path: adminPaths.questions.root,
    label: adminQuestionMessages.nav,
    icon: MessageCircleQuestion,
    page: lazy(() => import('../questions/questions-section.tsx')),
  },
  {
    path: adminPaths.mentoring.root,
    label: adminMentoringMessages.nav,
    icon: CalendarClock,
    page: lazy(() => import('../mentoring/mentoring-section.tsx')),
  },
  {
    path: adminPaths.legal,
    label: adminLegalMessages.nav,
    icon: FileText,
    page: lazy(() => import('../legal/legal-section.tsx')),
  },
  {
    path: adminPaths.marketing.root,
    label: adminMarketingMessages.nav,
    icon: Megaphone,
    page: lazy(() => import('../marketing/marketing-section.tsx')),
  },
  {
    path: adminPaths.audit,
    label: t.audit,
    icon: History,
    page: lazy(() => import('../pages/audit-page.tsx')),
  },
  {
    path: adminPaths.account,
    label: t.account,
    icon: UserCog,
    page: lazy(() => import('../pages/account-page.tsx')),
  },
];
