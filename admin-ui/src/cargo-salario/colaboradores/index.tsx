import { preguicosas } from '../../generico/preguicosas.ts'

/** The employee screens of ./telas.tsx, loaded when first opened (what it provides is said here; a test compares). */
export default preguicosas(() => import('./telas.tsx'), { list: true, create: true, edit: true })
