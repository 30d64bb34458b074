import type { PRELOADED_PAGES } from '@campus/contract/pages';
import type { ComponentType } from 'react';

/**
 * The lazy module of each page the server preloads (spec §2 public pages with a server-written
 * head). The router loads them from here; the build (`pageChunks` in vite.config.ts) names each
 * page's source file, checks in the module graph that this module imports it lazily, and writes
 * its chunk files to `dist/.vite/page-chunks.json` for the server.
 */
export const pageModules = {
  home: () => import('./pages/home-route.tsx'),
  category: () => import('../features/catalogue/pages/category-page.tsx'),
  courses: () => import('../features/catalogue/pages/courses-page.tsx'),
  detail: () => import('./pages/detail-route.tsx'),
  landingMap: () => import('../features/landing/pages/landing-map-page.tsx'),
  guide: () => import('../features/landing/pages/guide-landing-page.tsx'),
  diabetes: () => import('../features/landing/pages/diabetes-landing-page.tsx'),
  telemedicine: () => import('../features/landing/pages/telemedicine-page.tsx'),
  workshop: () => import('../features/landing/pages/workshop-page.tsx'),
  obstacles: () => import('../features/landing/pages/obstacles-page.tsx'),
  contact: () => import('../features/contact/pages/contact-page.tsx'),
  certificate: () => import('../features/certificates/pages/certificate-verify-page.tsx'),
} satisfies Record<(typeof PRELOADED_PAGES)[number], () => Promise<{ default: ComponentType }>>;
