import type { Formacao } from '../../../../../core/geral/itensPessoa.ts'
import { campos, feminino, MSG, nomeNaLista, type PropsLista } from './comum.tsx'
import { ListaEditavel } from './ListaEditavel.tsx'

/** Formação Acadêmica. */
export const ListaFormacao = ({ l, ...comum }: PropsLista<Formacao>) => (
  <ListaEditavel<Formacao>
    {...comum}
    id="c-formacao"
    titulo="Formação Acadêmica"
    lista="formacao"
    resumo={(x) => ({
      titulo: `${x.curso ?? ''} · ${x.local ?? ''}`,
      detalhe: [nomeNaLista(l.tiposFormacao, x.tipo), nomeNaLista(l.situacoesFormacao, x.situacao), x.conclusao].filter(Boolean).join(' · '),
    })}
    tituloNovo="Inserir Formação"
    mensagem={(a) => MSG.formacao(feminino(a))}
    corpo={(v, setV, e) => {
      const { texto, escolha } = campos('for', v, setV, e)
      return (
        <>
          {escolha('areaFormacao', 'Área de Formação', l.areasFormacao, { ref: true, obrigatorio: true })}
          {texto('curso', 'Curso', { max: 100, obrigatorio: true })}
          {texto('local', 'Instituição', { max: 100, obrigatorio: true })}
          {escolha('tipo', 'Tipo', l.tiposFormacao, { obrigatorio: true })}
          {escolha('situacao', 'Situação', l.situacoesFormacao, { obrigatorio: true })}
          {texto('conclusao', 'Conclusão (ano ou mês/ano)', { max: 20 })}
        </>
      )
    }}
  />
)
