import { booleano, data, lista, opcoes, referencia, texto } from '../shared/campos.ts'
import { Resposta } from '../shared/questionario.ts'
import { defineResource, type Registro } from '../shared/resource.ts'

export const SITUACAO_PARCIAL = 'P'
export const SITUACAO_RESPONDIDA = 'R'
export const SITUACAO_NAO_RESPONDIDA = 'N'
export const SITUACOES_RESPOSTA = [
  { id: SITUACAO_RESPONDIDA, name: 'Respondida' },
  { id: SITUACAO_PARCIAL, name: 'Respondida parcialmente' },
] as const

/**
 * An employee's participation in a survey (spec 002 /pesquisa/colaborador-respostas: HR's view of who answered;
 * the employee answers at /pesquisa/colaborador-questionario/{questionarioId}, core/pesquisa/responder.ts). One per
 * employee and survey (unique index), `P` while a draft is saved (`respondido-parcialmente`), `R` once submitted.
 *
 * Anonymity is stored, not hidden: for an anonymous survey this row says only *who* took part. The draft's answers
 * stay here, with the employee, until they submit (so they can resume it); the submission moves them, in the same
 * transaction, to the anonymous store (core/pesquisa/ports.ts `RespostasAnonimas`), which has no employee, no time
 * and no sequential id, and clears them here. For an identified survey the submitted answers stay on this row.
 * HR never reads a draft (it is the employee's until sent) nor any answer of an anonymous survey (`lerComo`), and the
 * audit log never keeps the answers (`parteDe`): the log's time of a submission must not point at an answer.
 * Written only by the use cases (no generic create/update route).
 */
export const colaboradorRespostas = defineResource({
  name: 'pesquisa/colaborador-respostas',
  table: 'colaborador_respostas',
  label: 'Respostas dos Talentos',
  labelSingular: 'Resposta do Talento',
  scope: 'empresa',
  authority: 'ROLE_PESQUISA',
  readOnly: true,
  fields: {
    pesquisaId: referencia({ label: 'Pesquisa', resource: 'pesquisa/pesquisas', required: true, list: true, feminino: true }),
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_RESPOSTA, feminino: true, list: true }),
    /** The survey was anonymous when this participation began (the answers then never stay here once sent). */
    anonima: booleano({ label: 'Anônima', feminino: true, list: true }),
    /** Submission date (a day, never an instant). */
    dataResposta: data({ label: 'Data da Resposta', list: true }),
    respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
    /** Identified survey, sent: the employee's area and cargo at submission (results by segment; migration 081). */
    areaOrganizacionalId: referencia({ label: 'Área Organizacional no envio', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    cargoId: referencia({ label: 'Cargo no envio', resource: 'cargo-salario/cargos' }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
    tituloPesquisa: texto({ label: 'Pesquisa', max: 250 }),
  },
  omitirNaLista: ['respostas'],
  sort: { field: 'id', order: 'ASC' },
  menu: { grupo: 'Pesquisa', ordem: 2 },
  lerComo: <T extends Registro>(r: T): T => (r['anonima'] === true || r['situacao'] !== SITUACAO_RESPONDIDA ? ({ ...r, respostas: [] } as T) : r),
  parteDe: (r) => {
    const { respostas: _, ...resto } = r
    return resto as Registro
  },
})
