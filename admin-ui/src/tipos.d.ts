/// <reference types="vite/client" />
declare module 'ra-language-portuguese' {
  import type { TranslationMessages } from 'react-admin'
  const mensagens: TranslationMessages
  export default mensagens
}
