import { Effect, Either, Layer } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODULOS_ADAPTADORES } from '../../../adapters/modulos.ts'
import { camadaConsultas } from '../../../adapters/relatorios/consultas.ts'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { COLUNAS_DINAMICAS } from '../../../core/gestao-talentos/relatorios/talento-dinamico.ts'
import { CONSULTAS } from '../../../core/relatorios.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { linhasDaConsulta, validarFiltro } from '../../../core/shared/consulta.ts'
import { bancosDeTeste } from '../../support/banco.ts'

/**
 * Every declared consulta's SQL on the demo database, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: it runs
 * for valid filters (each variant: Resumido/Detalhado…), some of them find rows, and the rows carry every column the consulta
 * declares for that filter. A consulta without a sample filter here fails, so a new one is run too.
 */
const ano = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4))
/** Ids 1..n (the demo's first records; other companies' are left out by the SQL's scope). */
const ate = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
const periodo = { dataIni: `${ano - 2}-01-01`, dataFim: `${ano}-12-31` }
const AMOSTRAS: Readonly<Record<string, ReadonlyArray<Record<string, unknown>>>> = {
  'captacao/cargo': [{}, { situacao: 'A', exibirModuloExterno: true }],
  'captacao/candidato-selecao': [{}, { ordem: 'E', statusSolicitacao: 'A', situacaoCandidato: 'S' }],
  'captacao/analise-etapa-seletiva': [
    { ano, etapasIds: [1, 2, 3, 4, 5] },
    { ano, etapasIds: [1, 2, 3, 4, 5], tipo: 'D', imprimirObservacao: true, statusSolicitacao: 'E', situacaoCandidato: 'N' },
  ],
  'captacao/avaliacao-candidato': [periodo],
  'captacao/divulgacao-vaga': [periodo, { ...periodo, cargosIds: [1, 2] }],
  'captacao/vaga-motivo': [{ ano }, { ano, tipo: 'D', statusSolicitacao: 'C' }],
  'captacao/duracao-vaga': [{ ano }, { ano, tipo: 'D', agrupamento: 'M' }],
  'captacao/indicacao-candidato': [periodo, { ...periodo, somenteContratados: true }],
  'captacao/qualificacao-cadastral-candidato': [{ empresasIds: [1, 2] }, { empresasIds: [1], tipo: 'D', qualificacao: 'NAO_VERIFICADO' }],
  'captacao/qualificacao-cadastral-solicitacao-pessoal': [{ ano }, { ano, statusSolicitacao: 'S', areasOrganizacionaisIds: [1] }],
  'captacao/estatisticas-preenchimento-vaga': [periodo, { ...periodo, cargoId: 1 }],
  'captacao/como-ficou-sabendo-vaga-estatistica': [{}, { dataIni: periodo.dataIni }, { empresaId: 2 }],
  // The demo's range 4 (Analista de Recursos Humanos Júnior) and competencies 1 (CLT), 7 (Comunicação), 12 (Proatividade).
  'cargo-salario/talentos-competencias': [{ data: `${ano}-06-30`, faixaSalarialId: 4, competenciasIds: [1, 7, 12] }, { data: `${ano - 5}-01-01`, faixaSalarialId: 4, competenciasIds: [7] }],
  'cargo-salario/matriz-talentos-competencias': [{ data: `${ano}-06-30`, faixaSalarialId: 4 }, { data: `${ano}-06-30`, faixaSalarialId: 13, competenciasIds: [7, 12] }],
  'cargo-salario/salarios-em-uma-data': [{ data: `${ano}-06-30` }, { data: `${ano - 1}-01-01`, cargosIds: [1], areasOrganizacionaisIds: [1], estabelecimentosIds: [1] }],
  'cargo-salario/cargos-resumidos': [{ data: `${ano}-06-30`, cargosIds: ate(15) }],
  'cargo-salario/cargos': [{ data: `${ano - 1}-01-01`, cargosIds: ate(15) }],
  'cargo-salario/talentos-cargos': [
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), cargosIds: ate(15) },
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), cargosIds: ate(15), areasOrganizacionaisIds: ate(15), tipo: 'R' },
  ],
  'cargo-salario/talentos-areas-organizacionais': [
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15) },
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15), tipo: 'R' },
  ],
  'cargo-salario/talentos-grupos-ocupacionais': [
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), gruposOcupacionaisIds: ate(5) },
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), gruposOcupacionaisIds: ate(5), areasOrganizacionaisIds: ate(15), tipo: 'R' },
  ],
  'cargo-salario/historicos-faixas-salariais': [{ ...periodo, cargosIds: ate(15) }],
  'cargo-salario/planejamentos-realinhamentos': [periodo, { ...periodo, situacoes: ['A', 'X'], tiposReajuste: ['C', 'F'] }],
  'cargo-salario/promocoes': [
    { ...periodo, estabelecimentosIds: ate(3) },
    { ...periodo, estabelecimentosIds: ate(3), agrupamento: 'MES_ANO', tipo: 'R' },
    { ...periodo, estabelecimentosIds: ate(3), agrupamento: 'TALENTO', areasOrganizacionaisIds: ate(15) },
  ],
  'cargo-salario/situacoes': [
    { ...periodo, estabelecimentosIds: ate(3) },
    { ...periodo, estabelecimentosIds: ate(3), origem: 'FORTES_PESSOAL' },
    { ...periodo, estabelecimentosIds: ate(3), motivos: ['PH', 'TR', 'DI'], agrupamento: 'TALENTO', areasOrganizacionaisIds: ate(15) },
  ],
  'cargo-salario/ultimas-promocoes': [
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3) },
    { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), mesesSemReajuste: 6, cargosIds: ate(15), areasOrganizacionaisIds: ate(15) },
  ],
  'cargo-salario/analise-tabelas-salariais': [{ data: `${ano}-06-30`, cargosIds: ate(15) }],
  'cargo-salario/projecoes-salariais-talentos': [
    { dataReferencia: `${ano - 1}-06-30`, data: `${ano}-06-30`, estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15) },
    { dataReferencia: `${ano - 1}-06-30`, data: `${ano}-06-30`, estabelecimentosIds: ate(3), filtrarPor: '2', gruposOcupacionaisIds: ate(5), cargosIds: ate(15), tipo: 'R' },
  ],
  'cargo-salario/folha-faturamento': [{ mesIni: `${ano - 1}-01`, mesFim: `${ano}-12` }],
  'gestao-talentos/absenteismo': [{ mesIni: `${ano - 1}-07`, mesFim: `${ano}-06`, estabelecimentosIds: ate(3) }, { mesIni: `${ano}-01`, mesFim: `${ano}-03`, estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'gestao-talentos/indicador-turnover': [{ dataIni: `${ano - 1}-07-15`, dataFim: `${ano}-06-10`, estabelecimentosIds: ate(3) }, { dataIni: `${ano}-01-01`, dataFim: `${ano}-01-31`, estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'gestao-talentos/ocorrencias': [{ ...periodo, estabelecimentosIds: ate(3) }, { ...periodo, empresasIds: [1, 2], estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15), tiposOcorrenciaIds: ate(20), agrupamento: 'PROVIDENCIA' }],
  'gestao-talentos/desligamentos': [{ ...periodo, estabelecimentosIds: ate(3) }, { ...periodo, estabelecimentosIds: ate(3), motivosIds: ate(10), agrupamento: 'AREA' }],
  'gestao-talentos/admitidos': [{ dataIni: `${ano - 4}-01-01`, dataFim: `${ano}-12-31`, estabelecimentosIds: ate(3) }],
  'gestao-talentos/aniversariantes-mes': [`${ano}-01`, `${ano}-03`, `${ano}-06`, `${ano}-09`, `${ano}-12`].map((mes) => ({ mes, estabelecimentosIds: ate(3) })),
  'gestao-talentos/aniversariantes-tempo-de-empresa': [`${ano}-01`, `${ano}-03`, `${ano}-06`, `${ano}-09`, `${ano}-12`].map((mes) => ({ mes, estabelecimentosIds: ate(3) })),
  'gestao-talentos/geracoes': [{ data: `${ano}-06-30`, estabelecimentosIds: ate(3) }],
  'gestao-talentos/formacao-escolar': [{ data: `${ano}-06-30`, estabelecimentosIds: ate(3) }, { data: `${ano}-06-30`, estabelecimentosIds: ate(3), escolaridades: ['09', '10'] }],
  'gestao-talentos/talento-certificado': [{ data: `${ano}-06-30`, estabelecimentosIds: ate(3) }, { data: `${ano}-06-30`, estabelecimentosIds: ate(3), validade: 'VENCIDOS_E_A_VENCER', dias: 365 }],
  'gestao-talentos/resultados-entrevistas-desligamentos': [periodo],
  // The demo's climate survey (the first survey of the demo): whole, and a segment (the group-size rule's message row).
  // The demo's performance evaluation (adapters/avaliacao/resultadosDemo.ts) and one that does not exist.
  'avaliacao/resultados-desempenho': [{ avaliacaoDesempenhoId: 1 }, { avaliacaoDesempenhoId: 999 }],
  'avaliacao/pares-avaliacao-desempenho': [{ avaliacaoDesempenhoId: 1 }, { avaliacaoDesempenhoId: 1, avaliadoId: 1 }, { avaliacaoDesempenhoId: 999 }],
  'pesquisa/resultados': [{ questionarioId: 1 }, { questionarioId: 1, areasOrganizacionaisIds: [1], cargosIds: [1] }],
  'gestao-talentos/taxa-demissao': [{ mesIni: `${ano - 1}-07`, mesFim: `${ano}-06`, estabelecimentosIds: ate(3) }],
  'gestao-talentos/cbo-efeito-aprendiz': [{ data: `${ano}-06-30`, estabelecimentosIds: ate(3) }, { data: `${ano - 1}-06-30`, estabelecimentosIds: ate(3), tipo: 'D' }],
  // Every whitelisted column of the dynamic report (at most 20 a time), so each SQL expression runs on both databases.
  'gestao-talentos/talento-dinamico': [
    { data: `${ano}-06-30`, colunasDinamicas: COLUNAS_DINAMICAS.slice(0, 20).map((c) => c.id), ordenarPor: 'salario' },
    { data: `${ano}-06-30`, colunasDinamicas: COLUNAS_DINAMICAS.slice(20).map((c) => c.id), situacao: 'T', estabelecimentosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15), ordenarPor: 'cbo' },
  ],
  // Training (issue 17): the demo's classes are dated from today, inside `periodo`.
  'desenvolvimento/painel': [{ mesIni: `${ano - 1}-01`, mesFim: `${ano}-12` }, { mesIni: `${ano}-01`, mesFim: `${ano}-12`, empresaId: 1, grupoMetasHorasId: 1 }],
  'desenvolvimento/investimento-por-curso': [{ mesIni: `${ano - 1}-01`, mesFim: `${ano}-12` }],
  'desenvolvimento/tipo-despesa-por-curso': [{ mesIni: `${ano - 1}-01`, mesFim: `${ano}-12`, cursosIds: ate(3) }],
  'desenvolvimento/presenca': [{ turmaId: 1 }, { turmaId: 2 }],
  'desenvolvimento/cronograma-treinamento': [{ ...periodo, empresasIds: [1, 2] }, { ...periodo, empresasIds: [1], cursosIds: ate(3) }],
  'desenvolvimento/colaborador-sem-treinamento': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1], cursosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'desenvolvimento/colaborador-com-treinamento': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1], cursosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'desenvolvimento/matriz-treinamento': [{ data: `${ano}-12-31`, empresasIds: [1] }, { data: `${ano}-12-31`, empresasIds: [1, 2], cursosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'desenvolvimento/cursos-vencidos-a-vencer': [{ data: `${ano}-12-31`, empresasIds: [1], meses: 3 }, { data: `${ano + 2}-12-31`, empresasIds: [1], meses: 12, situacao: 'VENCIDOS' }],
  'desenvolvimento/historico-treinamento': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1], colaboradoresIds: ate(20), cursosIds: ate(3) }],
  'desenvolvimento/investimento': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1, 2], cursosIds: ate(3) }],
  'desenvolvimento/investimento-colaborador': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1], cursosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'desenvolvimento/colaborador-sem-indicacao-treinamento': [{ ...periodo, empresasIds: [1] }, { ...periodo, empresasIds: [1], cursosIds: ate(3), areasOrganizacionaisIds: ate(15), cargosIds: ate(15) }],
  'avaliacao/acompanhamento-experiencia-previsto': [{ periodosIds: ate(4), ...periodo }, { periodosIds: ate(4), dataIni: `${ano - 5}-01-01`, dataFim: `${ano}-12-31`, areasOrganizacionaisIds: ate(3) }],
  'avaliacao/acompanhamento-periodo-experiencia': [{ periodosIds: ate(4), dataIni: `${ano - 5}-01-01`, dataFim: `${ano}-12-31` }, { periodosIds: ate(4), ...periodo, areasOrganizacionaisIds: ate(3) }],
  'avaliacao/ranking-performance-periodo-experiencia': [{ periodosIds: ate(4), dataIni: `${ano - 5}-01-01`, dataFim: `${ano}-12-31` }, { periodosIds: ate(4), ...periodo, areasOrganizacionaisIds: ate(3) }],
  'avaliacao/cartao-acompanhamento-periodo-experiencia': [{ periodosIds: ate(6), dataAdmissao: `${ano - 5}-01-01`, colaboradoresIds: ate(300) }],
  'desenvolvimento/ranking-avaliacao-aluno': [periodo, { ...periodo, cursosIds: ate(3), turmaId: 1, modeloId: 1 }],
  'desenvolvimento/colaborador-certificacao': [{ certificacoesIds: [1], data: `${ano}-12-31` }],
  'desenvolvimento/colaborador-sem-certificacao': [{ certificacoesIds: [1], data: `${ano}-12-31` }],
  'cargo-salario/alteracoes-cargos-e-ou-areas': [
    { ...periodo, estabelecimentosIds: ate(3) },
    { ...periodo, estabelecimentosIds: ate(3), alteracoes: ['AREA_ORGANIZACIONAL'], areasOrganizacionaisIds: ate(15) },
  ],
}

// Each database starts as a copy of the run's migrated demo (tests/support/banco.ts).
const bancos = bancosDeTeste('consultas', { modelo: 'demo' })

// A consulta whose rows a use case computes (`fonte`) has no SQL: its HTTP tests run it on both databases.
const COM_SQL = CONSULTAS.filter((q) => !q.fonte)

it('cada consulta declarada tem filtros de amostra neste teste', () => {
  expect(Object.keys(AMOSTRAS).sort()).toEqual(COM_SQL.map((q) => q.nome).sort())
})

describe.each(bancos)('o SQL de cada consulta em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  beforeAll(async () => {
    const b = abrir()
    ;({ knex, limpar } = b)
    await b.preparar()
    // The demo refers nobody: two referrals, so the referral report has rows to check.
    const ids = (await knex('candidatos').where('empresaId', 1).orderBy('id').limit(2)).map((c: { id: number }) => c.id)
    await knex('candidatos').whereIn('id', ids).update({ indicadoPor: 'Maria Indicadora' })
    // One employee with a salary, whatever the demo holds.
    const [c] = await knex('colaboradores').insert({ empresaId: 1, nome: 'Talento Consulta', cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: `${ano - 3}-01-01` }).returning('id')
    const colaboradorId = Number(typeof c === 'object' ? c.id : c)
    await knex('colaborador_historicos').insert({ empresaId: 1, colaboradorId, data: `${ano - 3}-01-01`, motivo: 'AD', estabelecimentoId: 1, areaOrganizacionalId: 1, cargoId: 1, tipoSalario: 3, salario: 300_000 })
    // An experience period, its follow-up model and one answered follow-up of that employee (the experience reports).
    const [p] = await knex('periodos_experiencia').insert({ empresaId: 1, nome: 'Consulta 45 dias', dias: 45, ativo: true }).returning('id')
    const periodoExperienciaId = Number(typeof p === 'object' ? p.id : p)
    const [m] = await knex('modelos_avaliacao').insert({ empresaId: 1, titulo: 'Consulta acompanhamento', tipo: 'A', periodoExperienciaId, percentualMinimoAprovacao: 60 }).returning('id')
    const modeloAvaliacaoId = Number(typeof m === 'object' ? m.id : m)
    await knex('colaboradores_questionarios').insert({ empresaId: 1, colaboradorId, modeloAvaliacaoId, periodoExperienciaId, data: `${ano - 3}-02-10`, avaliadorNome: 'Gestora', percentual: 80, aprovado: true })
  }, 120_000)
  afterAll(async () => limpar?.())

  it.each(COM_SQL.map((q) => [q.nome, q] as const))('%s', async (_n, q) => {
    const porta = camadaConsultas(knex, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {}))
    const ator = atorSistema({ usuarioId: 1, empresaId: 1, empresasVisiveis: [1, 2] }, TODAS_AUTORIDADES)
    let total = 0
    for (const amostra of AMOSTRAS[q.nome] ?? []) {
      const f = Either.getOrThrow(validarFiltro(q, amostra, `${ano}-06-30`, ator.escopo))
      const linhas = await Effect.runPromise(Effect.provide(linhasDaConsulta(q, f, ator), Layer.mergeAll(porta)))
      expect(Array.isArray(linhas)).toBe(true)
      total += linhas.length
      const campos = q.colunas(f, linhas).map((c) => c.campo)
      for (const l of linhas) expect(Object.keys(l), `${q.nome} ${JSON.stringify(amostra)}`).toEqual(expect.arrayContaining(campos))
    }
    // Some sample must find rows, or the column check above proved nothing.
    expect(total, q.nome).toBeGreaterThan(0)
  })
})
