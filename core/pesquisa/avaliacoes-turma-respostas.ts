import { data, lista, opcoes, referencia, texto } from '../shared/campos.ts'
import { Resposta } from '../shared/questionario.ts'
import { defineResource } from '../shared/resource.ts'
import { SITUACOES_RESPOSTA } from './colaborador-respostas.ts'
import { ROLE_PESQUISA } from './pesquisas.ts'

/**
 * A trainee's answers to a class evaluation (pesquisa/avaliacoes-turma): one per trainee and class evaluation (unique
 * index), `P` while a draft, `R` once sent (the same states as the surveys' participations). `digitadaPor` names the HR
 * user who typed a paper form on the trainee's behalf (`por-outro-usuario`; the audit log records the user too);
 * empty when the trainee answered. Written only by the use cases.
 */
export const avaliacoesTurmaRespostas = defineResource({
  name: 'pesquisa/avaliacoes-turma-respostas',
  table: 'avaliacoes_turma_respostas',
  label: 'Respostas das Avaliações de Turma',
  labelSingular: 'Resposta da Avaliação de Turma',
  scope: 'empresa',
  authority: ROLE_PESQUISA,
  readOnly: true,
  fields: {
    avaliacaoTurmaId: referencia({ label: 'Avaliação de Turma', resource: 'pesquisa/avaliacoes-turma', required: true, list: true, feminino: true }),
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_RESPOSTA, feminino: true, list: true }),
    dataResposta: data({ label: 'Data da Resposta', list: true }),
    respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
    digitadaPor: texto({ label: 'Digitada por', max: 100, feminino: true, list: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
  },
  omitirNaLista: ['respostas'],
  sort: { field: 'id', order: 'ASC' },
})
