import { lazy } from 'react'

/** The report screens (and recharts with them) load when a report is opened, not with the login page. */
export const TelaConsulta = lazy(() => import('./TelaConsulta.tsx').then((m) => ({ default: m.TelaConsulta })))
export const TelaRelatorio = lazy(() => import('./TelaRelatorio.tsx').then((m) => ({ default: m.TelaRelatorio })))
