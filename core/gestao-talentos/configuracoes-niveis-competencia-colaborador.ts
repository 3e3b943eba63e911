import { Effect, Schema } from 'effect'
import { colaboradores, historicosDoTalento } from '../cargo-salario/colaboradores.ts'
import { conferirCompetenciasENiveis } from '../cargo-salario/niveisEmVigor.ts'
import { COMPETENCIA_OBRIGATORIA, exigido, NIVEL_OBRIGATORIO, ROLE_COMPETENCIAS_TALENTOS, validarConfigCompetencias } from '../cargo-salario/competenciasRegras.ts'
import { data, lista, referencia, texto, valorReferencia, valorTextoLongo } from '../shared/campos.ts'
import { obter } from '../shared/crud.ts'
import { formatarData } from '../shared/formatos.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { defineResource, type ContextoValidacao, type ResultadoValidar } from '../shared/resource.ts'

/** A competency row of an employee's grid: the competency, the level they show and a comment (max 255). */
export const ConfigCompetenciaColaboradorItem = Schema.Struct({
  competenciaId: exigido(valorReferencia({ label: 'Competência', feminino: true }), COMPETENCIA_OBRIGATORIA),
  nivelCompetenciaId: exigido(valorReferencia({ label: 'Nível de competência' }), NIVEL_OBRIGATORIO),
  comentario: Schema.optional(valorTextoLongo({ label: 'Comentário', max: 255 })),
})

export const CONFIG_TALENTO_REPETIDA = 'Já existe uma configuração de competências deste talento nesta data'
export const TALENTO_NAO_ENCONTRADO_CONFIG = 'Talento: registro não encontrado'
export const antesDaAdmissao = (admissao: string) => `A data deve ser igual ou posterior à admissão do talento (${formatarData(admissao)})`
export const depoisDoDesligamento = (desligamento: string) => `A data deve ser igual ou anterior ao desligamento do talento (${formatarData(desligamento)})`

/**
 * The levels an employee shows in competencies from a date (spec 001 §2 /gestao-talentos/configuracoes-niveis-
 * competencia-colaborador, §3 'Competency level configuration (salary range or collaborator)'): one level per
 * competency, among the levels in force on the date, with a comment. Dated (one per employee and date; in force
 * until the next); the employee's salary range on that date is kept with it (`faixaSalarialId`, from their history),
 * the range whose configuration it is compared with (radar, reports). Recorded by HR here; evaluations (issue 15)
 * will record them too (their evaluator and answers join this row then). Managers see their areas' people.
 */
export const configuracoesNiveisCompetenciaColaborador = defineResource({
  name: 'gestao-talentos/configuracoes-niveis-competencia-colaborador',
  table: 'config_niveis_competencia_colaboradores',
  label: 'Níveis dos Talentos',
  labelSingular: 'Configuração de Competências do Talento',
  scope: 'empresa',
  authority: ROLE_COMPETENCIAS_TALENTOS,
  // Whoever opens the employee's page reads their competencies (the radar on it).
  readAuthority: 'ROLE_CARGO_SALARIO_COLABORADORES',
  vigencia: { dono: 'colaboradorId', dataRepetida: CONFIG_TALENTO_REPETIDA },
  fields: {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
    data: data({ label: 'Data', required: true, list: true }),
    configsNiveisCompetencias: lista({ label: 'Competências', item: ConfigCompetenciaColaboradorItem, max: 500, feminino: true }),
  },
  estado: {
    dataFim: data({ label: 'Vigente até' }),
    /** The employee's salary range on `data` (from their history), the one compared with. */
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', feminino: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Talento', max: 100 }),
    nomeFaixa: texto({ label: 'Faixa Salarial', max: 30 }),
    /** The range named with its cargo, as the pickers and reports name it ('Analista / Júnior': range names repeat across cargos). */
    cargoFaixa: texto({ label: 'Cargo / Faixa', max: 133, list: true }),
    /** The employee's area today (the manager scope). */
    areaOrganizacionalId: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
  },
  filtros: {
    vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' },
    dataDe: { campo: data({ label: 'Data de' }), op: 'gte', coluna: 'data', oculto: true },
    dataAte: { campo: data({ label: 'Data até' }), op: 'lte', coluna: 'data', oculto: true },
  },
  escopoGestor: 'areaOrganizacionalId',
  rules: (c) => validarConfigCompetencias(c.configsNiveisCompetencias),
  validar: (c, ctx) => conferirConfigTalento(c, ctx),
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Competências', ordem: 1 },
})

/**
 * The employee is one the actor sees (a manager: of their areas), employed on the date (not before the admission,
 * not after a dismissal); the competencies and levels as a range's; the range of the history row in force then is
 * stored with the row.
 */
const conferirConfigTalento = (
  c: { readonly colaboradorId: number; readonly data: string; readonly configsNiveisCompetencias: ReadonlyArray<{ readonly competenciaId: number; readonly nivelCompetenciaId: number }> },
  ctx: ContextoValidacao,
) =>
  Effect.gen(function* () {
    if (ctx.atual && Number(ctx.atual['colaboradorId']) !== c.colaboradorId) return [{ field: 'colaboradorId', message: 'O talento de uma configuração não muda' }] as ReadonlyArray<ErroCampo>
    // The row is of the company it is written in (the session's, or its own on update): so is the employee.
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    const talento = ctx.ator ? yield* Effect.either(obter(colaboradores, ctx.ator, c.colaboradorId)) : undefined
    if (talento?._tag === 'Left' || (talento && Number(talento.right.empresaId) !== empresaId)) return [{ field: 'colaboradorId', message: TALENTO_NAO_ENCONTRADO_CONFIG }]
    const t = talento?.right
    const erros: ErroCampo[] = []
    if (t && c.data < String(t.dataAdmissao)) erros.push({ field: 'data', message: antesDaAdmissao(String(t.dataAdmissao)) })
    if (t && typeof t.dataDesligamento === 'string' && c.data > t.dataDesligamento) erros.push({ field: 'data', message: depoisDoDesligamento(t.dataDesligamento) })
    erros.push(...(yield* conferirCompetenciasENiveis(c, ctx, empresaId)))
    const escopo = { ...ctx.escopo, empresaId, empresasVisiveis: [empresaId] }
    const emVigor = (yield* historicosDoTalento(escopo, c.colaboradorId)).filter((h) => String(h.data) <= c.data).at(-1)
    const r: ResultadoValidar = { erros, entrada: { ...c, faixaSalarialId: emVigor?.['faixaSalarialId'] ?? null } }
    return r
  })
