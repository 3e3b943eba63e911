import type { CandidatoIdioma } from '../../../../../core/geral/itensPessoa.ts'
import { campos, MSG, nomeNaLista, type PropsLista } from './comum.tsx'
import { ListaEditavel } from './ListaEditavel.tsx'

/** Idiomas: a language appears once (the server's core checks it against the other items). */
export const ListaIdiomas = ({ l, ...comum }: PropsLista<CandidatoIdioma>) => (
  <ListaEditavel<CandidatoIdioma>
    {...comum}
    id="c-candidatoIdiomas"
    titulo="Idiomas"
    lista="candidatoIdiomas"
    resumo={(x) => ({ titulo: x.idioma?.nome ?? nomeNaLista(l.idiomas, x.idioma?.id), detalhe: nomeNaLista(l.niveisIdioma, x.nivel) })}
    tituloNovo="Inserir Idioma"
    outros={(editando) => comum.itens.flatMap((x, j) => (j === editando || x.idioma?.id === undefined ? [] : [x.idioma.id]))}
    mensagem={(a) => MSG.idioma(a)}
    corpo={(v, setV, e, editando) => {
      const { escolha } = campos('idi', v, setV, e)
      return (
        <>
          {/* A saved language's idioma cannot change (spec 000 §4): only its level. */}
          {escolha('idioma', 'Idioma', l.idiomas, { ref: true, obrigatorio: true, desabilitado: editando })}
          {escolha('nivel', 'Nível', l.niveisIdioma, { obrigatorio: true })}
        </>
      )
    }}
  />
)
