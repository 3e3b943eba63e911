import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { relatorioAnaliseEtapaSeletiva, taxaAprovacao } from '../../../core/captacao/relatorios/analise-etapa-seletiva.ts'
import { relatorioCandidatoSelecao } from '../../../core/captacao/relatorios/candidato-selecao.ts'
import { linhasDivulgacao, repartir } from '../../../core/captacao/relatorios/divulgacao-vaga.ts'
import { relatorioIndicacaoCandidato } from '../../../core/captacao/relatorios/indicacao-candidato.ts'
import { relatorioVagaMotivo } from '../../../core/captacao/relatorios/vaga-motivo.ts'
import { RELATORIOS } from '../../../core/relatorios.ts'
import { validarFiltroRelatorio } from '../../../core/shared/relatorio.ts'

describe('relatórios de Captação: regras puras', () => {
  it('os dez relatórios da especificação (000 §2.5) estão registrados sob Relatórios, com a permissão de relatórios', () => {
    const doMenu = RELATORIOS.filter((r) => r.modulo === 'captacao' && r.menu?.subgrupo === 'Relatórios')
    expect(doMenu.map((r) => r.caminho).every((c) => c.startsWith('captacao/relatorios/'))).toBe(true)
    expect(doMenu.map((r) => r.nome).sort()).toEqual(
      [
        'analise-etapa-seletiva',
        'avaliacao-candidato',
        'candidato-selecao',
        'cargo',
        'divulgacao-vaga',
        'duracao-vaga',
        'indicacao-candidato',
        'qualificacao-cadastral-candidato',
        'qualificacao-cadastral-solicitacao-pessoal',
        'vaga-motivo',
      ].sort(),
    )
    for (const r of doMenu) expect(r.autoridade).toBe('ROLE_CAPTACAO_RELATORIOS')
    // The two statistics screens print the same way, under their own routes and authorities.
    expect(RELATORIOS.filter((r) => r.modulo === 'captacao' && r.tela === 'tabela').map((r) => [r.caminho, r.consulta.caminho])).toEqual([
      ['captacao/estatisticas-preenchimento-vaga', 'captacao/estatisticas-preenchimento-vaga'],
      ['captacao/relatorios/como-ficou-sabendo-vaga-estatistica', 'captacao/como-ficou-sabendo-vaga/estatisticas'],
    ])
  })

  it('ano: obrigatório, inteiro, de 1900 até o ano de hoje (hoje vem de fora)', () => {
    const erro = (corpo: unknown, hoje = '2026-06-01') => {
      const r = validarFiltroRelatorio(relatorioVagaMotivo, corpo, hoje)
      return Either.isLeft(r) ? r.left.errors : []
    }
    expect(erro({})).toEqual([{ field: 'ano', message: 'Ano é obrigatório' }])
    expect(erro({ ano: 2027 })).toEqual([{ field: 'ano', message: 'O ano deve estar entre 1900 e 2026' }])
    expect(erro({ ano: 2027 }, '2027-01-01')).toEqual([])
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1900, max: 2100 }), (ano, atual) => {
        const ok = erro({ ano }, `${atual}-12-31`).length === 0
        expect(ok).toBe(ano >= 1900 && ano <= atual)
      }),
    )
  })

  it('padrões do filtro (spec 000 §9): status T, situação I', () => {
    const r = validarFiltroRelatorio(relatorioAnaliseEtapaSeletiva, { ano: 2020, etapasIds: [1] }, '2026-01-01')
    expect(Either.getOrThrow(r)).toMatchObject({ statusSolicitacao: 'T', situacaoCandidato: 'I', imprimirObservacao: false, tipo: 'R' })
  })

  it('percentuais da divulgação somam exatamente 100 % e respeitam a proporção', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 30 }), (valores) => {
        const partes = repartir(valores)
        const total = valores.reduce((a, b) => a + b, 0)
        if (!total) {
          expect(partes.every((p) => p === 0)).toBe(true)
          return
        }
        expect(Math.round(partes.reduce((a, b) => a + b, 0) * 100)).toBe(10_000)
        valores.forEach((v, i) => expect(Math.abs(partes[i]! - (v * 100) / total)).toBeLessThan(0.01 + 1e-9))
      }),
    )
  })

  it('linhas da divulgação: maior primeiro, Não informado, taxa vazia sem candidatos', () => {
    expect(linhasDivulgacao([{ meio: 'A', candidatos: 0, contratados: 0 }])).toEqual([])
    expect(
      linhasDivulgacao([
        { meio: 'Site', candidatos: 1, contratados: 1 },
        { meio: 'Jornal', candidatos: 0, contratados: 0 },
        { meio: null, candidatos: 3, contratados: 0 },
      ]),
    ).toEqual([
      { meio: 'Não informado', candidatos: 3, percentual: 75, contratados: 0, taxaContratacao: 0 },
      { meio: 'Site', candidatos: 1, percentual: 25, contratados: 1, taxaContratacao: 100 },
      { meio: 'Jornal', candidatos: 0, percentual: 0, contratados: 0, taxaContratacao: null },
    ])
  })

  it('taxa de aprovação só sobre quem tem resultado', () => {
    expect(taxaAprovacao(3, 1)).toBe(75)
    expect(taxaAprovacao(0, 0)).toBeNull()
  })

  it('linhas de resumo com milhares e percentual como nas listas', () => {
    const selecao = [...Array.from({ length: 1200 }, () => ({ resultado: 'Apto', contratado: 'Sim' })), ...Array.from({ length: 34 }, () => ({ resultado: 'Pendente', contratado: 'Não' }))]
    expect(relatorioCandidatoSelecao.resumo!(selecao, {} as never)).toEqual([
      { rotulo: 'Candidatos em seleção', valor: '1.234' },
      { rotulo: 'Aptos', valor: '1.200' },
      { rotulo: 'Não aptos', valor: '0' },
      { rotulo: 'Pendentes', valor: '34' },
      { rotulo: 'Contratados', valor: '1.200' },
    ])
    const indicados = [...Array.from({ length: 2000 }, () => ({ contratado: 'Sim' })), { contratado: 'Não' }]
    expect(relatorioIndicacaoCandidato.resumo!(indicados, {} as never)).toEqual([
      { rotulo: 'Indicados contratados', valor: '2.000' },
      { rotulo: 'Taxa de contratação das indicações', valor: '99,95%' },
    ])
  })
})
