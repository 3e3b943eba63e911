import { Effect } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { data, opcoes, referencias } from '../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql } from '../shared/consulta.ts'
import { juntar, nomeDe } from '../shared/filtrosRelatorio.ts'
import { formatarData } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { defineRelatorio, gerarRelatorio, type Relatorio } from '../shared/relatorio.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { certificacao } from './certificacao.ts'
import { obter } from '../shared/crud.ts'
import { SITUACOES } from './colaboradores-certificacoes.ts'

/** Spec 002 §5 'Course reports: certifications 1 to 15'. */
export const MAXIMO_CERTIFICACOES = 15
export const SELECIONE_CERTIFICACAO = 'Selecione ao menos uma certificação'
export const CERTIFICACOES_DEMAIS = `Selecione no máximo ${MAXIMO_CERTIFICACOES} certificações`

const SITUACOES_FILTRO = [{ id: 'TODAS', name: 'Todas' }, ...SITUACOES] as const

const camposComuns = () => ({
  certificacoesIds: referencias({ label: 'Certificações', resource: 'desenvolvimento/certificacao', min: 1, minMessage: SELECIONE_CERTIFICACAO }),
  data: data({ label: 'Data de Referência', required: true }),
})

const regraMaximo = (f: { readonly certificacoesIds: ReadonlyArray<number> }) =>
  f.certificacoesIds.length > MAXIMO_CERTIFICACOES ? [{ field: 'certificacoesIds', message: CERTIFICACOES_DEMAIS }] : []

const COLUNAS_PESSOA: ReadonlyArray<Coluna> = [
  { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2 },
  { campo: 'certificacao', titulo: 'Certificação', tipo: 'texto', largura: 1.8 },
]

/**
 * Who holds the chosen certifications on the reference date (spec 002 colaboradores-certificacoes and the report
 * colaborador-certificacao): since when, until when and the situation (core/desenvolvimento/colaboradores-certificacoes.ts).
 * Employees of the session's company employed on the date.
 */
export const consultaColaboradorCertificacao = defineConsulta({
  nome: 'desenvolvimento/colaborador-certificacao',
  caminho: 'desenvolvimento/colaboradores-certificacoes',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: {
    ...camposComuns(),
    situacao: opcoes({ label: 'Situação', feminino: true, required: true, default: 'TODAS', options: SITUACOES_FILTRO }),
  },
  regras: regraMaximo,
  colunas: () => [
    ...COLUNAS_PESSOA,
    { campo: 'dataCertificacao', titulo: 'Certificado em', tipo: 'data' },
    { campo: 'validade', titulo: 'Válida até', tipo: 'data' },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto' },
  ],
})
export type FiltroColaboradorCertificacao = FiltroSql<typeof consultaColaboradorCertificacao>

/** Employees without a valid certification among the chosen ones: never certified, or expired (spec colaborador-sem-certificacao). */
export const consultaColaboradorSemCertificacao = defineConsulta({
  nome: 'desenvolvimento/colaborador-sem-certificacao',
  caminho: 'desenvolvimento/colaboradores-certificacoes/colaborador-sem-certificacao',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposComuns(),
  regras: regraMaximo,
  colunas: () => [...COLUNAS_PESSOA, { campo: 'validade', titulo: 'Venceu em', tipo: 'data' }, { campo: 'situacao', titulo: 'Situação', tipo: 'texto' }],
})
export type FiltroColaboradorSemCertificacao = FiltroSql<typeof consultaColaboradorSemCertificacao>

const descrever = (f: { readonly data: string; readonly certificacoesIds: ReadonlyArray<number> }) => juntar([`Data de referência: ${formatarData(f.data)}`, `${f.certificacoesIds.length} certificação(ões)`])

export const relatorioColaboradorCertificacao = defineRelatorio({
  consulta: consultaColaboradorCertificacao,
  titulo: 'Colaboradores e Certificações',
  caminho: 'desenvolvimento/colaboradores-certificacoes',
  tela: 'tabela',
  orientacao: 'paisagem',
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Certificações', ordem: 2 },
  filtroInicial: (hoje) => ({ data: hoje, situacao: 'TODAS' as const }),
  descreverFiltro: (f) => juntar([descrever(f), f.situacao === 'TODAS' ? '' : `Situação: ${nomeDe(SITUACOES_FILTRO, f.situacao).toLowerCase()}`]),
})

export const relatorioColaboradorSemCertificacao = defineRelatorio({
  consulta: consultaColaboradorSemCertificacao,
  titulo: 'Colaboradores sem Certificação',
  orientacao: 'paisagem',
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Certificações', ordem: 4 },
  filtroInicial: (hoje) => ({ data: hoje }),
  descreverFiltro: descrever,
})

/** GET /desenvolvimento/certificacao/{id}/relatorio: the PDF of who holds the certification today. */
export const relatorioDaCertificacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    yield* obter(certificacao, ator, id)
    const hoje = yield* (yield* Relogio).hoje
    return yield* gerarRelatorio(relatorioColaboradorCertificacao, { certificacoesIds: [id], data: hoje, situacao: 'TODAS' }, ator, 'pdf')
  })

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each report keeps its own filter type (as the other modules' lists)
export const RELATORIOS_CERTIFICACOES: ReadonlyArray<Relatorio<any, any>> = [relatorioColaboradorCertificacao, relatorioColaboradorSemCertificacao]
