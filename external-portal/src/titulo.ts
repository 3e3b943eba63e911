import { useEffect } from 'react'
import { useMarca } from './marca.tsx'
import { TEXTOS } from './textos.ts'

/** Sets the document title: '{screen} · {company or portal}'. */
export const useTitulo = (titulo: string) => {
  const marca = useMarca()
  const nome = marca.estado === 'pronta' ? marca.config.nome : TEXTOS.portal
  useEffect(() => {
    document.title = titulo ? `${titulo} · ${nome}` : nome
  }, [titulo, nome])
}
